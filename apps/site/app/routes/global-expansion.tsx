import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/global-expansion";

export const meta: Route.MetaFunction = () => sitePageMeta("/global-expansion");

export default function GlobalExpansionRoute() {
  return <PageIntro title={pageMeta["/global-expansion"].title} description={pageMeta["/global-expansion"].description} />;
}
