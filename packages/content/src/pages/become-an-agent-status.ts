import type { AgentApplicationStage } from "@innovatehub/domain";

/*
 * The applicant's status page (the private link in the agent application e-mails), in English and in Filipino.
 * Each stage is named and says what happens next; the copies share one shape (a test compares their keys).
 */

type StageText = { name: string; next: string };

export type AgentStatusCopy = {
  meta: { title: string; description: string };
  title: string;
  loading: string;
  referenceLabel: string;
  submittedLabel: string;
  stageLabel: string;
  nextLabel: string;
  stages: Record<AgentApplicationStage, StageText>;
  documents: {
    title: string;
    states: { received: string; refused: string; missing: string };
    replace: string;
    add: string;
    cancel: string;
    send: string;
    closed: string;
  };
  errors: { noToken: string; invalidToken: string; failed: string };
  toAgentPage: { name: string };
};

const english = {
  meta: {
    title: "Your Agent Application | InnovateHub",
    description: "Follow your application to become a PlataPay agent and replace a document our team asked for.",
  },
  title: "Your agent application",
  loading: "Loading your application…",
  referenceLabel: "Reference number",
  submittedLabel: "Sent on",
  stageLabel: "Where it is now",
  nextLabel: "What happens next",
  stages: {
    new: { name: "Received", next: "Our agent team will review your details and documents, Monday to Friday." },
    screening: { name: "Being reviewed", next: "We are checking your details and documents. We will contact you soon." },
    documents_requested: {
      name: "A document is needed",
      next: "Please replace the document our team asked for below. We e-mailed or called you about it.",
    },
    site_visit: { name: "Store visit or call", next: "Our team will visit your store or call you to talk it through." },
    approved: {
      name: "Approved",
      next: "Our team will call you to set up your training and your PlataPay counter.",
    },
    onboarded: { name: "Active agent", next: "Your store is live. Welcome to the PlataPay agent network!" },
    declined: { name: "Not approved", next: "We could not approve this application. Our team has told you why." },
    withdrawn: { name: "Withdrawn", next: "This application was withdrawn. You can apply again at any time." },
  },
  documents: {
    title: "Your documents",
    states: { received: "Received", refused: "Not accepted", missing: "Not sent yet" },
    replace: "Replace",
    add: "Add",
    cancel: "Cancel",
    send: "Send",
    closed: "Documents can no longer be changed at this stage.",
  },
  errors: {
    noToken: "This page needs the private link from your application e-mail. Please open the link in that e-mail.",
    invalidToken:
      "This link is not valid any more. Please use the link in your most recent e-mail from us, or call our agent team.",
    failed: "Your application could not be loaded. Check your connection and reload the page.",
  },
  toAgentPage: { name: "About the agent programme" },
} as const satisfies AgentStatusCopy;

const filipino = {
  meta: {
    title: "Ang Agent Application Mo | InnovateHub",
    description: "Tingnan ang status ng application mo bilang PlataPay agent at palitan ang document na hiningi ng team.",
  },
  title: "Ang agent application mo",
  loading: "Nilo-load ang application mo…",
  referenceLabel: "Reference number",
  submittedLabel: "Na-send noong",
  stageLabel: "Nasaan na ito",
  nextLabel: "Ano ang susunod",
  stages: {
    new: { name: "Natanggap", next: "Ire-review ng agent team namin ang details at documents mo, Lunes hanggang Biyernes." },
    screening: {
      name: "Nire-review",
      next: "Tinitingnan namin ang details at documents mo. Kokontakin ka namin agad.",
    },
    documents_requested: {
      name: "May kailangang document",
      next: "Palitan sa baba ang document na hiningi ng team namin. Nag-email o tumawag kami tungkol dito.",
    },
    site_visit: { name: "Bisita o tawag", next: "Bibisitahin namin ang tindahan mo o tatawagan ka para mag-usap." },
    approved: {
      name: "Approved na",
      next: "Tatawagan ka ng team namin para sa training at pag-set up ng PlataPay counter mo.",
    },
    onboarded: { name: "Active agent na", next: "Live na ang tindahan mo. Welcome sa PlataPay agent network!" },
    declined: {
      name: "Hindi na-approve",
      next: "Hindi namin na-approve ang application na ito. Sinabi na ng team namin kung bakit.",
    },
    withdrawn: { name: "Binawi", next: "Binawi na ang application na ito. Puwede kang mag-apply ulit kahit kailan." },
  },
  documents: {
    title: "Ang documents mo",
    states: { received: "Natanggap", refused: "Hindi tinanggap", missing: "Wala pa" },
    replace: "Palitan",
    add: "Idagdag",
    cancel: "Huwag na",
    send: "I-send",
    closed: "Hindi na puwedeng palitan ang documents sa stage na ito.",
  },
  errors: {
    noToken: "Kailangan ng page na ito ang private link mula sa e-mail ng application mo. Buksan ang link sa e-mail na iyon.",
    invalidToken:
      "Hindi na valid ang link na ito. Gamitin ang link sa pinakabagong e-mail namin, o tawagan ang agent team namin.",
    failed: "Hindi ma-load ang application mo. I-check ang connection mo at i-reload ang page.",
  },
  toAgentPage: { name: "Tungkol sa agent program" },
} as const satisfies AgentStatusCopy;

export const agentStatusCopy = { en: english, fil: filipino } as const satisfies Record<"en" | "fil", AgentStatusCopy>;
