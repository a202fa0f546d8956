import { blogPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => sitePageMeta("/blog");

export default function BlogRoute() {
  return (
    <>
      <PageIntro {...blogPage.hero} description={blogPage.hero.subtitle} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
