import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/all-services";

export const meta: Route.MetaFunction = () => sitePageMeta("/all-services");

export default function AllServicesRoute() {
  return <PageIntro title={pageMeta["/all-services"].title} description={pageMeta["/all-services"].description} />;
}
