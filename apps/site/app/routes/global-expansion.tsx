import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { GlobalVisual } from "../sections/service-page/visuals/global-visual";
import type { Route } from "./+types/global-expansion";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/global-expansion"),
  page: await loadServicePageData("global-expansion"),
});

export default function GlobalExpansionRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<GlobalVisual />} />;
}
