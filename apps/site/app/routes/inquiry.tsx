import { pageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/inquiry";

export const meta: Route.MetaFunction = () => sitePageMeta("/inquiry");

export default function InquiryRoute() {
  return <PageIntro title={pageMeta["/inquiry"].title} description={pageMeta["/inquiry"].description} />;
}
