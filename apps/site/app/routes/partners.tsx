import { partnerCategories, partners, partnersPage, partnersPageMeta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import { PartnersBrowser } from "../sections/partners/partners-browser";
import { PartnersLinks } from "../sections/partners/partners-links";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => sitePageMeta(partnersPageMeta);

export default function PartnersRoute() {
  return (
    <>
      <PageIntro {...partnersPage.hero} />
      <PartnersBrowser partners={partners} categories={partnerCategories} />
      <PartnersLinks
        {...partnersPage.becomePartner}
        backToHome={partnersPage.backToHome}
        contactUs={partnersPage.contactUs}
      />
    </>
  );
}
