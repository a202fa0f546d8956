import { clientsPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = () => sitePageMeta("/clients");

export default function ClientsRoute() {
  return (
    <>
      <PageIntro title={`${clientsPage.title} ${clientsPage.titleCompany}`} description={clientsPage.hero.description} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
