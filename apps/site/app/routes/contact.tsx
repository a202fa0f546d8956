import { contactPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => sitePageMeta("/contact");

export default function ContactRoute() {
  return (
    <>
      <PageIntro {...contactPage.hero} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
