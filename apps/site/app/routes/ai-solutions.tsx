import { metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { loadServicePageData } from "../sections/service-page/load-service-page-data";
import { ServicePage } from "../sections/service-page/service-page";
import { AiVisual } from "../sections/service-page/visuals/ai-visual";
import type { Route } from "./+types/ai-solutions";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export const loader = async () => ({
  meta: metaOf("/ai-solutions"),
  page: await loadServicePageData("ai-solutions"),
});

export default function AiSolutionsRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData.page} visual={<AiVisual />} />;
}
