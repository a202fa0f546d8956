import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { DigitalVisual } from "../sections/service-page/visuals/digital-visual";
import type { Route } from "./+types/digital-customizations";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/digital-customizations"),
  page: await loadServicePageData("digital-customizations"),
});

export default function DigitalCustomizationsRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<DigitalVisual />} />;
}
