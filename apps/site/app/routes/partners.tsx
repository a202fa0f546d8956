import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => sitePageMeta("/partners");

export default function PartnersRoute() {
  return <PageIntro title={pageMeta["/partners"].title} description={pageMeta["/partners"].description} />;
}
