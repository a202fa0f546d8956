import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/mobile-app-development";

export const meta: Route.MetaFunction = () => sitePageMeta("/mobile-app-development");

export default function MobileAppDevelopmentRoute() {
  return <PageIntro title={pageMeta["/mobile-app-development"].title} description={pageMeta["/mobile-app-development"].description} />;
}
