import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/ecommerce";

export const meta: Route.MetaFunction = () => sitePageMeta("/ecommerce");

export default function EcommerceRoute() {
  return <PageIntro title={pageMeta["/ecommerce"].title} description={pageMeta["/ecommerce"].description} />;
}
