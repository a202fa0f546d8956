import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = () => sitePageMeta("/clients");

export default function ClientsRoute() {
  return <PageIntro title={pageMeta["/clients"].title} description={pageMeta["/clients"].description} />;
}
