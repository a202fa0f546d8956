import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = () => sitePageMeta("/booking");

export default function BookingRoute() {
  return <PageIntro title={pageMeta["/booking"].title} description={pageMeta["/booking"].description} />;
}
