import {
  AGENT_CLOSED_RETENTION_DAYS,
  AGENT_DOCUMENT_VIEW_SECONDS,
  AGENT_RECORDS_YEARS_AFTER_AGENCY,
  AGENT_UNCHECKED_UPLOAD_RETENTION_HOURS,
  AGENT_UNFINISHED_RETENTION_DAYS,
} from "@innovatehub/domain";
import { company } from "../site";
import { PRIVACY_NOTICE_VERSION } from "../privacy-notice";

type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** ISO date and its printed form. */
  effectiveDate: string;
  effectiveDateLabel: string;
  intro: string;
  sections: readonly LegalSection[];
};

const EFFECTIVE_DATE = "2025-03-01";
const EFFECTIVE_DATE_LABEL = "Effective March 1, 2025";

const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: PRIVACY_NOTICE_VERSION,
  effectiveDateLabel: "Effective November 27, 2026",
  intro: `${company.name} ("InnovateHub", "we") respects your privacy. This policy explains what personal data we collect through this website, why we collect it, how long we keep it and the rights you have under the Data Privacy Act of 2012 (Republic Act No. 10173) and its implementing rules.`,
  sections: [
    {
      id: "data-we-collect",
      heading: "Personal data we collect",
      paragraphs: [
        "We collect only what you give us through our forms, plus the minimum needed to run the site:",
      ],
      items: [
        "Service inquiries (AI solutions, digital customizations, e-commerce and global expansion): your name, e-mail address, phone number, company or business name, position, and the project details you type, such as industry, budget range, timeline, markets and requirements, and whether you want to receive updates.",
        "Meeting bookings: your name, e-mail address, phone number, company, meeting topic, meeting type, duration, chosen date and time, and any notes.",
        "Applications to become a PlataPay agent: your name, mobile number, e-mail address and date of birth, your store's name, type, address and years in operation, its business registration number and TIN when you give them, the package you are interested in, how you heard of PlataPay, and the documents you upload: a government ID (sensitive personal information), a photo of your store and, if you have one, a business permit. The section on applying to become a PlataPay agent, below, says more.",
        "Where your visit came from: when you first open a page of this site in a browser tab, the site notes in that tab's session storage (not a cookie; the browser deletes it when you close the tab) the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content), the name of the website that sent you (its host only, never the page), the first page you opened and the time. Nothing of it leaves your browser unless you send a form; then it is stored with your inquiry or booking so we know which pages and campaigns bring enquiries, and it is deleted with that record.",
        "Your choice about our news: if you tick the subscribe box (it is never ticked for you), we record when you did, which version of this policy you saw and the page whose form you used; if you unsubscribe, we record when.",
        "Technical data: standard server logs (such as IP address, browser type and the pages requested) kept by our hosting provider for security. For abuse protection our database keeps a one-way code of your network address for one day. We do not use cookies, advertising tags or tracking pixels.",
        "Page speed: for a sample of page views, when you leave or hide the page, your browser sends us how fast that page loaded and responded (Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift), with the page's address (without anything after it), whether the screen is phone, tablet or desktop sized and the connection type your browser reports (such as 4g). It carries no cookie, no identifier and nothing about you, so it cannot be linked to you or to your other visits; our database refuses anything more. We use it only to keep the site fast.",
        "Embedded services: the booking calendar and the office map are provided by Google and load only when you view them; Google's own privacy policy applies to what you do inside them.",
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it",
      paragraphs: ["We process your personal data to:"],
      items: [
        "answer your inquiry and prepare proposals, quotes and demos you asked for;",
        "schedule, confirm and hold the meetings you book, including sending confirmation e-mails and calendar invitations, and let you cancel or move a booking with the private link in those e-mails;",
        "check who is applying to become a PlataPay agent and where the store is, decide on the application, and tell you where it stands;",
        "send you news about our services, only if you ticked the subscribe box, which you can undo at any time;",
        "protect the site and our systems from abuse, such as repeated automated submissions;",
        "comply with legal and regulatory obligations that apply to us.",
      ],
    },
    {
      id: "legal-basis",
      heading: "Legal basis",
      paragraphs: [
        "We process inquiry, booking and agent application data because you asked us to take steps before entering into a contract with you, and marketing e-mails on the basis of your consent. The government ID in an agent application is sensitive personal information: we process it with your consent, given when you apply, and because the anti-money-laundering laws require a payment company to identify its agents. Security logs are processed for our legitimate interest in keeping the service safe. Apart from that ID we do not collect sensitive personal information through this website; please do not include it in free-text fields.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: [
        "Your data is handled by our business development and project teams. These service providers process it for us, only on our instructions and under agreements that require them to protect it:",
      ],
      items: [
        "Supabase, Inc. (United States): hosts our database, the storage that keeps agent applicants' documents and the functions that send our e-mails; your inquiries, bookings and applications, with their source, are stored there.",
        "Resend, Inc. (United States): delivers the e-mails we send you and the notices our team receives.",
        "Cloudflare, Inc. (United States): serves this website and keeps its security logs; when we turn on the anti-spam check on our forms, Cloudflare Turnstile runs it.",
        "Google LLC (United States): provides the embedded booking calendar and office map, which load from Google when you view them; Google's own privacy policy applies to what you do inside them.",
        "Our team chat, only when we turn on chat alerts: Telegram (Telegram FZ-LLC, United Arab Emirates) or Slack (Slack Technologies, LLC, United States). A chat alert says only what kind of enquiry arrived, when, and its reference: never your name, e-mail address or phone number.",
        "Our team members' calendars, only for a member who subscribes to their meeting feed: Google Calendar (Google LLC, United States), Apple Calendar (Apple Inc., United States) or Microsoft Outlook (Microsoft Corporation, United States). For each upcoming meeting they receive its title (your topic and name), its time, whether it is a video or phone call, how to join (the video link, or the number to call for a phone call) and a link that only our signed-in staff can open: never your e-mail address, company or notes.",
      ],
    },
    {
      id: "transfers",
      heading: "Data stored outside the Philippines",
      paragraphs: [
        "The providers above keep data in the countries named. We choose providers that encrypt data in transit and at rest and that contractually commit to protection comparable to the Data Privacy Act, and we remain accountable for your data wherever it is processed. We never sell your personal data, and we disclose it to authorities only when the law requires.",
      ],
    },
    {
      id: "automated-decisions",
      heading: "No automated decisions",
      paragraphs: [
        "No decision about you is made by automated means, and we do not profile you. Every inquiry and booking is read and answered by a person; the times and reminders our systems keep only tell our team which enquiry is waiting longest.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal data only as long as needed for the purpose it was collected for:",
      ],
      items: [
        "inquiries: two years after you send them, then deleted;",
        "bookings: one year after the meeting date, then deleted;",
        `agent applications: see "Applying to become a PlataPay agent" below (in short, ${AGENT_CLOSED_RETENTION_DAYS} days after a decline or withdrawal; ${AGENT_RECORDS_YEARS_AFTER_AGENCY} years after an agency ends for approved agents);`,
        "records that become part of a contract: for the period required by Philippine tax and business laws;",
        "where your visit came from, and the record of your subscription choice: as long as the inquiry or booking they belong to;",
        "subscriptions: until you unsubscribe with the link in our e-mail, or until the inquiry you subscribed with is deleted;",
        "security logs: up to ninety days.",
      ],
    },
    {
      id: "agent-applications",
      heading: "Applying to become a PlataPay agent",
      paragraphs: [
        "When you apply to become a PlataPay agent, we use what you send only to check who you are and where your store is, to decide on your application, to visit or call you about it, and to tell you where it stands. We do not use it for marketing.",
        `Your government ID is sensitive personal information. Your documents are kept in private storage that nobody can open from the internet. Only the members of our agent team see them, signed in with a password and a code from an authenticator app, and each file opens through a link that stops working after ${AGENT_DOCUMENT_VIEW_SECONDS} seconds. A program checks that each file really is a photo or a PDF; a person reads every application and makes every decision.`,
        "How long we keep it:",
      ],
      items: [
        `if your application is declined, or you withdraw it: ${AGENT_CLOSED_RETENTION_DAYS} days after that decision, so we can answer your questions or a complaint about it, and then we delete the application, your documents, and its e-mails and links;`,
        `if nothing moves on an application for ${AGENT_UNFINISHED_RETENTION_DAYS} days before a decision (no change of its stage and no new document): we delete it the same way;`,
        `a document you replace, or one our check refuses: deleted at once; an upload that never finished: deleted ${AGENT_UNCHECKED_UPLOAD_RETENTION_HOURS} hours later;`,
        `if you become an agent: for as long as you are our agent and ${AGENT_RECORDS_YEARS_AFTER_AGENCY} years after the agency ends, because the anti-money-laundering laws (Republic Act No. 9160, as amended) and the Bangko Sentral ng Pilipinas rules for payment agents require us to keep an agent's identification records for at least that long. We keep them apart from any marketing list.`,
      ],
    },
    {
      id: "agent-application-rights",
      heading: "Your rights as an applicant",
      paragraphs: [
        "You may ask for a copy of your application and the list of documents you sent, ask us to correct it, or withdraw it at any time. You may also ask us to erase it: we do so at once, unless you have become our agent, in which case the law makes us keep your identification records for the period above.",
        `To ask, e-mail our Data Protection Officer at ${company.email} from the e-mail address you applied with, and quote your application's reference number (it starts with PA-, and is in the e-mail we sent you). The other ways to reach us, and our answer times, are under "Contact our Data Protection Officer".`,
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Data travels over encrypted connections and is stored in access-controlled databases. Visitors can submit forms but cannot read anyone's records; only authorised staff, signing in with a password and a code from an authenticator app, can. Our staff are trained in data privacy, and we keep submissions out of application logs.",
      ],
    },
    {
      id: "breach",
      heading: "If a breach happens",
      paragraphs: [
        "If a personal data breach is likely to put you at real risk of harm, we will notify the National Privacy Commission and you within 72 hours of becoming aware of it, saying what happened, what data was involved, what we are doing about it and what you can do to protect yourself.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["Under the Data Privacy Act of 2012 you have the right to:"],
      items: [
        "be informed about how your personal data is processed;",
        "access the personal data we hold about you;",
        "object to processing, including direct marketing;",
        "have inaccurate or incomplete data corrected;",
        "have your data erased or blocked when it is no longer needed or was processed unlawfully;",
        "receive your data in a portable electronic format;",
        "be indemnified for damages caused by inaccurate, incomplete, outdated, false or unlawfully obtained data;",
        "file a complaint with the National Privacy Commission (privacy.gov.ph).",
      ],
    },
    {
      id: "contact",
      heading: "Contact our Data Protection Officer",
      paragraphs: [
        `To exercise any of your rights or ask about this policy, e-mail our Data Protection Officer at ${company.email} with the subject "Data Privacy", call ${company.primaryPhone.display}, or write to the Data Protection Officer at ${company.mainOffice.address}.`,
        "So that nobody else can obtain or erase your data, we check that the request comes from you: please write from the e-mail address you used with us, or we will send a message to that address for you to confirm. We ask for nothing more than that check needs.",
        "Exercising your rights is free of charge. We answer every request within fifteen working days of receiving it, and tell you what we did.",
        "Withdrawing your consent to our news is as easy as giving it: use the unsubscribe link in any news e-mail (one click, no sign-in), or ask us by any of the means above. You may object to direct marketing at any time.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The effective date at the top shows the latest version; significant changes will be announced on this website.",
      ],
    },
  ],
};

const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  effectiveDate: EFFECTIVE_DATE,
  effectiveDateLabel: EFFECTIVE_DATE_LABEL,
  intro: `These terms govern your use of the ${company.brand} website operated by ${company.name}, a company based in San Pascual, Batangas, Philippines. By using the website you agree to them; if you do not agree, please do not use it.`,
  sections: [
    {
      id: "use-of-site",
      heading: "Using this website",
      paragraphs: [
        "You may browse the website, send inquiries and book meetings for legitimate business purposes. You agree not to submit false information, impersonate others, send automated or repeated submissions, attempt to break or probe our systems, or use the site in a way that breaks Philippine law.",
      ],
    },
    {
      id: "information",
      heading: "Information on the website",
      paragraphs: [
        "We describe our services, partners and results as accurately as we can, but the content is general information, not an offer or professional advice. Prices, features and availability are confirmed only in a written proposal or contract. Figures such as agent applications and inquiry growth reflect our records at the time of publication.",
      ],
    },
    {
      id: "inquiries-and-bookings",
      heading: "Inquiries and bookings",
      paragraphs: [
        "Sending an inquiry or booking request does not create a contract. A booking is a request until we confirm it; we may propose another time if the slot becomes unavailable or we close that day. Meetings start at least 2 hours after they are booked, on our business days (never on weekends or Philippine public holidays), and you can cancel or move a booking with the private link in your e-mails until 2 hours before it starts.",
      ],
    },
    {
      id: "platapay",
      heading: "PlataPay and financial services",
      paragraphs: [
        "PlataPay services, including agent accounts, are governed by their own terms and by the rules of the Bangko Sentral ng Pilipinas. Information about PlataPay on this website does not replace those terms.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The website's text, design, graphics and code belong to ${company.name} or its licensors. Partner names belong to their respective owners and appear to describe our working relationships. You may share links to our pages, but you may not copy or republish substantial parts of the site without written permission.`,
      ],
    },
    {
      id: "third-party-links",
      heading: "Links to other sites",
      paragraphs: [
        "The website links to third-party services such as Facebook Messenger, Google Maps, Google Calendar and our partners' websites. We are not responsible for their content or practices; their own terms apply.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "We work to keep the website available and accurate but provide it as is. To the extent the law allows, InnovateHub is not liable for indirect or consequential losses arising from the use of, or inability to use, the website.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        "Our Privacy Policy explains how we handle the personal data you send us through the website, in line with the Data Privacy Act of 2012.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Republic of the Philippines. Disputes will be brought before the proper courts of Batangas, without prejudice to any mandatory rights you have as a consumer.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        `Questions about these terms can be sent to ${company.email} or raised by phone at ${company.primaryPhone.display}, ${company.businessHours.label}.`,
      ],
    },
  ],
};

/** The two legal pages (/privacy-policy, /terms): their documents, and the labels around them. */
export const legalPages = {
  privacyPolicy,
  termsOfUse,
  contentsLabel: "On this page",
  privacyLink: { name: "Privacy Policy", path: "/privacy-policy" },
  termsLink: { name: "Terms of Use", path: "/terms" },
} as const;
