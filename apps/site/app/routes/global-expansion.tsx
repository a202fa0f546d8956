import { globalExpansionPageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { GlobalVisual } from "../sections/service-page/visuals/global-visual";
import type { Route } from "./+types/global-expansion";

export const meta: Route.MetaFunction = () => sitePageMeta(globalExpansionPageMeta);

export const loader = () => loadServicePageData("global-expansion");

export default function GlobalExpansionRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} visual={<GlobalVisual />} />;
}
