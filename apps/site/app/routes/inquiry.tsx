import { company, footerCopy, inquiryPage, metaOf } from "@innovatehub/content/site";
import { routeMeta } from "../lib/meta";
import { DirectContact } from "../sections/inquiry/direct-contact";
import { InquiryChoices } from "../sections/inquiry/inquiry-choices";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/inquiry";

export const loader = () => ({ meta: metaOf("/inquiry") });

export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

export default function InquiryRoute() {
  return (
    <>
      <PageIntro {...inquiryPage.hero} />
      <InquiryChoices label={inquiryPage.choicesLabel} choices={inquiryPage.choices} />
      <DirectContact
        {...inquiryPage.otherHelp}
        phone={company.primaryPhone}
        email={company.email}
        emailHref={company.emailHref}
        chatUrl={company.chatUrl}
        chatLabel={footerCopy.chatLabel}
      />
    </>
  );
}
