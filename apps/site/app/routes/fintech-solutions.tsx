import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/fintech-solutions";

export const meta: Route.MetaFunction = () => sitePageMeta("/fintech-solutions");

export default function FintechSolutionsRoute() {
  return <PageIntro title={pageMeta["/fintech-solutions"].title} description={pageMeta["/fintech-solutions"].description} />;
}
