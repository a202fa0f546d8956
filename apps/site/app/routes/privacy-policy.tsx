import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => sitePageMeta("/privacy-policy");

export default function PrivacyPolicyRoute() {
  return <PageIntro title={pageMeta["/privacy-policy"].title} description={pageMeta["/privacy-policy"].description} />;
}
