import { partnerCategories, partners, partnersPage, metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { PageIntro } from "../sections/page-intro";
import { PartnersBrowser } from "../sections/partners/partners-browser";
import { PartnersLinks } from "../sections/partners/partners-links";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

// Route data, read at build time: it reaches the browser inside the prerendered page (and its .data file on
// client-side navigation), so the list is not also part of the page's JavaScript.
export const loader = () => ({ meta: metaOf("/partners"), partners, categories: partnerCategories });

export default function PartnersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro {...partnersPage.hero} />
      <PartnersBrowser partners={loaderData.partners} categories={loaderData.categories} />
      <PartnersLinks
        {...partnersPage.becomePartner}
        backToHome={partnersPage.backToHome}
        contactUs={partnersPage.contactUs}
      />
    </>
  );
}
