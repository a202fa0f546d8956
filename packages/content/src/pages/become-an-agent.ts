import { AGENT_MIN_AGE_YEARS } from "@innovatehub/domain";
import { businessPackageNames } from "../business-packages";
/*
 * The agent page, in English and in Filipino at its own URL each. Both copies have exactly the same shape (the
 * type below, and a test compares their keys and list lengths), so a missing translation fails the build.
 * Written for store owners on phones: what an agent offers and earns, the packages, what to prepare, what happens
 * after applying, and a short FAQ. Only what the company states: no fee, price or earning figure is invented.
 * The Filipino copy is written the way owners talk about these services (Taglish: "bills payment", "e-load",
 * "cash-in"), not translated word for word.
 */

/** The `lang` of each version of the page (BCP 47: "fil" is Filipino; English is the site's "en-PH"). */
const agentPageLang = { en: "en-PH", fil: "fil" } as const;
export type AgentPageLanguage = keyof typeof agentPageLang;

type Titled = { title: string; description: string };

export type AgentPageCopy = {
  /** The `lang` of the document. */
  lang: string;
  /** The page's locale (Open Graph). */
  locale: string;
  meta: Titled;
  /** The link to the other language's page: its text, in that language, and its accessible name. */
  languageSwitch: { label: string; name: string };
  /** The form or the status page did not arrive (a dropped connection on prepaid data). */
  viewLoadFailed: { message: string; retry: string };
  hero: { eyebrow: string; title: string; description: string; applyAction: string };
  offers: { title: string; description: string; services: readonly Titled[] };
  earnings: { title: string; points: readonly string[] };
  packages: { title: string; description: string; names: readonly string[]; note: string };
  requirements: { title: string; items: readonly string[]; permitNote: string };
  steps: { title: string; items: readonly Titled[] };
  faq: { title: string; items: readonly { question: string; answer: string }[] };
  closing: { title: string; description: string; applyAction: string; contactAction: string };
};

/** The packages by the names the company uses; they are product names, the same in both languages. */
const PACKAGE_NAMES = Object.values(businessPackageNames);

const english = {
  lang: agentPageLang.en,
  locale: "en-PH",
  meta: {
    title: "Become a PlataPay Agent | InnovateHub",
    description:
      "Turn your store into a PlataPay agent: bills payment, remittance, e-loading, cash-in and QR payments for your neighbours. Apply online in minutes.",
  },
  languageSwitch: { label: "Filipino", name: "Basahin sa Filipino" },
  viewLoadFailed: {
    message: "This page could not finish loading. Check your connection, then try again.",
    retry: "Try again",
  },
  hero: {
    eyebrow: "PlataPay agent programme",
    title: "Become a PlataPay Agent",
    description:
      "Sari-sari store, pharmacy, loading station or payment counter: offer PlataPay's services to your neighbours and earn on every transaction.",
    applyAction: "Apply online",
  },
  offers: {
    title: "What your customers can do at your store",
    description: "The PlataPay services your customers already use every week.",
    services: [
      {
        title: "Bills payment",
        description: "Electricity, water, internet and other bills, paid at your counter.",
      },
      { title: "Remittance", description: "Send and receive money for family near and far." },
      { title: "E-loading", description: "Prepaid load for every network." },
      {
        title: "Cash-in and cash-out",
        description: "Top up or withdraw from a PlataPay wallet with cash.",
      },
      { title: "QR payments", description: "Customers pay by scanning a QR code." },
    ],
  },
  earnings: {
    title: "What you earn",
    points: [
      "A fee on the bills payments, remittances and e-loading you serve.",
      "More customers: people who come to pay a bill stay to shop.",
      "Training and support from our team in Batangas.",
    ],
  },
  packages: {
    title: "Business packages",
    description:
      "Each package is a plan subscription. Choose one when you apply, or decide later with our team.",
    names: PACKAGE_NAMES,
    note: "Our team explains each package's inclusions and terms before you sign anything.",
  },
  requirements: {
    title: "What to prepare",
    items: [
      `You are ${AGENT_MIN_AGE_YEARS} or older.`,
      "A store or counter where customers can come.",
      "A valid government ID, such as your PhilSys ID, driver's licence, UMID or passport.",
      "A photo of your store front, with its signage if there is one.",
      "A mobile number and an e-mail address we can reach you at.",
    ],
    permitNote:
      "A business permit helps but is not required to apply. Many of our agents start without one.",
  },
  steps: {
    title: "What happens after you apply",
    items: [
      {
        title: "Apply online",
        description: "Fill in the form and upload your ID and a photo of your store.",
      },
      { title: "Verification", description: "We check your details and your documents." },
      {
        title: "Visit or call",
        description: "We visit your store or call you to talk it through.",
      },
      { title: "Training", description: "You and your staff learn the PlataPay counter." },
      { title: "Activation", description: "Your store goes live and you start serving customers." },
    ],
  },
  faq: {
    title: "Questions",
    items: [
      {
        question: "Do I need a business permit?",
        answer: "No. Upload one if you have it; you can apply without it.",
      },
      {
        question: "How do I follow my application?",
        answer:
          "After you apply we e-mail you a private link where you can see your application's stage.",
      },
      {
        question: "When will I hear from you?",
        answer:
          "Our team works Monday to Friday, 9:00 AM to 5:00 PM Philippine time, and answers in that order.",
      },
      {
        question: "Who sees my ID?",
        answer:
          "Only our agent team, to check who you are. Our privacy policy says how long we keep it.",
      },
    ],
  },
  closing: {
    title: "Ready to serve your neighbourhood?",
    description: "Applying takes a few minutes on your phone.",
    applyAction: "Apply online",
    contactAction: "Talk to the agent team",
  },
} as const satisfies AgentPageCopy;

const filipino = {
  lang: agentPageLang.fil,
  locale: "fil-PH",
  meta: {
    title: "Maging PlataPay Agent | InnovateHub",
    description:
      "Gawing PlataPay agent ang tindahan mo: bills payment, remittance, e-load, cash-in at QR payments para sa mga kapitbahay. Mag-apply online sa ilang minuto.",
  },
  languageSwitch: { label: "English", name: "Read in English" },
  viewLoadFailed: {
    message: "Hindi natapos i-load ang page. I-check ang connection mo, tapos subukan ulit.",
    retry: "Subukan ulit",
  },
  hero: {
    eyebrow: "PlataPay agent program",
    title: "Maging PlataPay Agent",
    description:
      "May sari-sari store, botika, loading station o payment counter ka ba? Mag-alok ng PlataPay services sa mga kapitbahay mo at kumita sa bawat transaction.",
    applyAction: "Mag-apply online",
  },
  offers: {
    title: "Ano ang magagawa ng customers mo sa tindahan mo",
    description: "Ang mga PlataPay service na ginagamit na nila linggo-linggo.",
    services: [
      {
        title: "Bills payment",
        description: "Kuryente, tubig, internet at iba pang bills, bayad na sa counter mo.",
      },
      {
        title: "Remittance",
        description: "Magpadala at tumanggap ng pera para sa pamilya, malapit man o malayo.",
      },
      { title: "E-load", description: "Prepaid load para sa lahat ng network." },
      {
        title: "Cash-in at cash-out",
        description: "Mag-cash-in o mag-withdraw sa PlataPay wallet gamit ang cash.",
      },
      { title: "QR payments", description: "Puwedeng magbayad ang customers mo sa pag-scan ng QR code." },
    ],
  },
  earnings: {
    title: "Paano ka kikita",
    points: [
      "May kita ka sa bawat bills payment, remittance at e-load na sine-serve mo.",
      "Mas maraming customers: ang nagbabayad ng bills, namimili na rin.",
      "May training at support mula sa team namin sa Batangas.",
    ],
  },
  packages: {
    title: "Business packages",
    description:
      "Plan subscription ang bawat package. Pumili na pag nag-apply ka, o pag-usapan muna natin kasama ang team namin.",
    names: PACKAGE_NAMES,
    note: "Ipapaliwanag ng team namin ang kasama at terms ng bawat package bago ka pumirma ng kahit ano.",
  },
  requirements: {
    title: "Ihanda ang mga ito",
    items: [
      `${AGENT_MIN_AGE_YEARS} years old ka na o higit pa.`,
      "May tindahan o counter na mapupuntahan ng customers.",
      "Valid government ID, gaya ng PhilSys ID, driver's license, UMID o passport.",
      "Litrato ng harap ng tindahan mo, kasama ang signage kung meron.",
      "Mobile number at e-mail address kung saan ka namin makokontak.",
    ],
    permitNote:
      "Makakatulong ang business permit pero hindi ito kailangan para mag-apply. Marami sa agents namin ang nagsimula nang wala pa nito.",
  },
  steps: {
    title: "Ano ang mangyayari pagkatapos mag-apply",
    items: [
      {
        title: "Mag-apply online",
        description: "Sagutan ang form at i-upload ang ID mo at litrato ng tindahan.",
      },
      { title: "Verification", description: "Titingnan namin ang details at documents mo." },
      {
        title: "Bisita o tawag",
        description: "Bibisitahin namin ang tindahan mo o tatawagan ka para mag-usap.",
      },
      { title: "Training", description: "Matututunan ninyo ng staff mo ang PlataPay counter." },
      {
        title: "Activation",
        description: "Live na ang tindahan mo at puwede ka nang mag-serve ng customers.",
      },
    ],
  },
  faq: {
    title: "Mga tanong",
    items: [
      {
        question: "Kailangan ba ng business permit?",
        answer: "Hindi. I-upload mo kung meron ka; puwede kang mag-apply kahit wala pa.",
      },
      {
        question: "Paano ko masusubaybayan ang application ko?",
        answer:
          "Pagka-apply mo, ie-email namin sa iyo ang private link kung saan makikita mo ang stage ng application mo.",
      },
      {
        question: "Kailan ako makakarinig mula sa inyo?",
        answer:
          "Lunes hanggang Biyernes, 9:00 AM hanggang 5:00 PM ang team namin, at sinasagot namin ang applications ayon sa pagkakasunod.",
      },
      {
        question: "Sino ang makakakita ng ID ko?",
        answer:
          "Ang agent team lang namin, para ma-verify kung sino ka. Nasa privacy policy kung gaano katagal namin ito itinatago.",
      },
    ],
  },
  closing: {
    title: "Handa ka na bang mag-serve sa barangay mo?",
    description: "Ilang minuto lang ang pag-apply gamit ang phone mo.",
    applyAction: "Mag-apply online",
    contactAction: "Kausapin ang agent team",
  },
} as const satisfies AgentPageCopy;

/** The agent page: its path and copy per language, and where its actions lead. */
export const becomeAnAgentPage = {
  paths: { en: "/become-an-agent", fil: "/fil/become-an-agent" },
  copy: { en: english, fil: filipino },
  /** The online application form, in each language, and its head texts (the form's own copy loads with it). */
  applyPaths: { en: "/become-an-agent/apply", fil: "/fil/become-an-agent/apply" },
  applyMeta: {
    en: {
      title: "Apply to Become a PlataPay Agent | InnovateHub",
      description:
        "Apply online to turn your store into a PlataPay agent: your details, your store's address, a valid ID and a store photo. It takes a few minutes on your phone.",
    },
    fil: {
      title: "Mag-apply bilang PlataPay Agent | InnovateHub",
      description:
        "Mag-apply online para maging PlataPay agent ang tindahan mo: details mo, address ng tindahan, valid ID at litrato ng store. Ilang minuto lang sa phone mo.",
    },
  },
  /**
   * The applicant's private status page, in each language: the link in the application e-mails, the token in the
   * URL fragment. Not indexed, not in the sitemap.
   */
  statusPaths: { en: "/become-an-agent/status", fil: "/fil/become-an-agent/status" },
  contactPath: "/contact",
} as const satisfies {
  paths: Record<AgentPageLanguage, string>;
  copy: Record<AgentPageLanguage, AgentPageCopy>;
  applyPaths: Record<AgentPageLanguage, string>;
  applyMeta: Record<AgentPageLanguage, Titled>;
  statusPaths: Record<AgentPageLanguage, string>;
  contactPath: string;
};
