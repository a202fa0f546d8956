import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => sitePageMeta("/");

export default function HomeRoute() {
  return <PageIntro title={pageMeta["/"].title} description={pageMeta["/"].description} />;
}
