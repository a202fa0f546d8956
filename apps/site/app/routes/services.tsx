import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => sitePageMeta("/services");

export default function ServicesRoute() {
  return <PageIntro title={pageMeta["/services"].title} description={pageMeta["/services"].description} />;
}
