import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => sitePageMeta("/about");

export default function AboutRoute() {
  return <PageIntro title={pageMeta["/about"].title} description={pageMeta["/about"].description} />;
}
