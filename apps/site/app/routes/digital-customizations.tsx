import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/digital-customizations";

export const meta: Route.MetaFunction = () => sitePageMeta("/digital-customizations");

export default function DigitalCustomizationsRoute() {
  return <PageIntro title={pageMeta["/digital-customizations"].title} description={pageMeta["/digital-customizations"].description} />;
}
