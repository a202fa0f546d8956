import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { EcommerceVisual } from "../sections/service-page/visuals/ecommerce-visual";
import type { Route } from "./+types/ecommerce";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/ecommerce"),
  page: await loadServicePageData("ecommerce"),
});

export default function EcommerceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<EcommerceVisual />} />;
}
