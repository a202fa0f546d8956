import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { MobileVisual } from "../sections/service-page/visuals/mobile-visual";
import type { Route } from "./+types/mobile-app-development";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/mobile-app-development"),
  page: await loadServicePageData("mobile-app-development"),
});

export default function MobileAppDevelopmentRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<MobileVisual />} />;
}
