import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => sitePageMeta("/blog");

export default function BlogRoute() {
  return <PageIntro title={pageMeta["/blog"].title} description={pageMeta["/blog"].description} />;
}
