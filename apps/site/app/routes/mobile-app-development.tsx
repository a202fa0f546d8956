import { servicePages } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { ServicePage } from "../sections/service-page/service-page";
import type { Route } from "./+types/mobile-app-development";

export const meta: Route.MetaFunction = () => sitePageMeta("/mobile-app-development");

export default function MobileAppDevelopmentRoute() {
  return <ServicePage content={servicePages["mobile-app-development"]} />;
}
