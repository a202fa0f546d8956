import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => sitePageMeta("/terms");

export default function TermsRoute() {
  return <PageIntro title={pageMeta["/terms"].title} description={pageMeta["/terms"].description} />;
}
