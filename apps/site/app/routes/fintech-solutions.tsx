import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { ServicePage } from "../sections/service-page/service-page";
import type { Route } from "./+types/fintech-solutions";

export const meta: Route.MetaFunction = () => sitePageMeta("/fintech-solutions");

export default function FintechSolutionsRoute() {
  return <ServicePage content={servicePages["fintech-solutions"]} />;
}
