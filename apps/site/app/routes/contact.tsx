import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => sitePageMeta("/contact");

export default function ContactRoute() {
  return <PageIntro title={pageMeta["/contact"].title} description={pageMeta["/contact"].description} />;
}
