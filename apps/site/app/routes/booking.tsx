import { bookingPage, sharedCta } from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = () => sitePageMeta("/booking");

export default function BookingRoute() {
  return (
    <>
      <PageIntro title={bookingPage.title} description={bookingPage.subtitle} />
      <CtaBlock {...sharedCta} />
    </>
  );
}
