import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/ai-solutions";

export const meta: Route.MetaFunction = () => sitePageMeta("/ai-solutions");

export default function AiSolutionsRoute() {
  return <PageIntro title={pageMeta["/ai-solutions"].title} description={pageMeta["/ai-solutions"].description} />;
}
