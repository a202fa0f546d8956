import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { FintechVisual } from "../sections/service-page/visuals/fintech-visual";
import type { Route } from "./+types/fintech-solutions";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/fintech-solutions"),
  page: await loadServicePageData("fintech-solutions"),
});

export default function FintechSolutionsRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<FintechVisual />} />;
}
