import type { InquiryKind } from "@innovatehub/domain";
import type { SitePath } from "../routes";
import type { ServiceId } from "../services";
import type { Action, Hero, IconItem, SectionHeading, Step } from "../types";
import type { CallToAction } from "./cta";

export type ServiceListItem = IconItem & { points?: readonly string[] };

/** A card on the web and mobile page; its Learn More target follows docs/product.md §2. */
export type SolutionCard = IconItem & { learnMore: Action; requestDemo: Action };

export type TechnologyGroup = { id: string; name: string; items: readonly string[] };

/**
 * One service page, rendered by the site's shared service-page template. Optional parts are rendered only
 * when present; `inquiry` selects which inquiry form (if any) the page shows.
 */
export type ServicePageContent = {
  id: ServiceId;
  path: SitePath;
  hero: Hero & { primaryAction: Action; secondaryAction: Action };
  intro?: { heading: SectionHeading; paragraphs: readonly string[] };
  /** The section the hero's primary button scrolls to (its heading carries the anchor id). */
  serviceList: { heading: SectionHeading & { id: string }; items: readonly ServiceListItem[] };
  approach?: { heading: SectionHeading; steps: readonly Step[] };
  process?: { heading: SectionHeading; steps: readonly Step[] };
  technologies?: { heading: SectionHeading; groups: readonly TechnologyGroup[] };
  solutionCards?: { heading: SectionHeading; items: readonly SolutionCard[] };
  agentProgram?: {
    heading: SectionHeading;
    benefits: readonly IconItem[];
    steps: readonly Step[];
    action: Action;
  };
  featureCards: { heading: SectionHeading; items: readonly [IconItem, IconItem, IconItem] };
  inquiry?: { kind: InquiryKind; heading: SectionHeading & { id: string } };
  cta: CallToAction;
};

const INQUIRY_SECTION_ID = "inquiry-form";

const REQUEST_DEMO: Action = { name: "Request a Demo", path: "/contact" };

/** docs/product.md §2: Learn More goes to /ai-solutions for the ai-solutions card, to /services otherwise. */
export function solutionLearnMorePath(cardId: string): SitePath {
  return cardId === "ai-solutions" ? "/ai-solutions" : "/services";
}

function solutionCard(item: IconItem): SolutionCard {
  return {
    ...item,
    learnMore: { name: "Learn More", path: solutionLearnMorePath(item.id) },
    requestDemo: REQUEST_DEMO,
  };
}

const aiSolutions: ServicePageContent = {
  id: "ai-solutions",
  path: "/ai-solutions",
  hero: {
    eyebrow: "AI for growing businesses",
    title: "AI Solutions",
    subtitle: "Intelligent Technology",
    description:
      "Put artificial intelligence to work where it pays off first: answering customers, reading your numbers and taking repetitive tasks off your team's desk.",
    primaryAction: { name: "Explore AI Services", path: "#ai-services" },
    secondaryAction: { name: "Schedule a Demo", path: "/contact" },
    featurePoints: [
      {
        id: "smart-automation",
        title: "Smart Automation",
        description: "Hand routine work to software that learns your rules.",
        icon: "bot",
      },
      {
        id: "rapid-deployment",
        title: "Rapid Deployment",
        description: "A first working model in weeks, built on the data you already have.",
        icon: "rocket",
      },
    ],
  },
  intro: {
    heading: { eyebrow: "Why AI now", title: "AI That Fits the Way You Work" },
    paragraphs: [
      "AI is no longer only for large corporations. Affordable cloud models and the data your business already collects, from sales records to customer messages, are enough to start.",
      "We begin with one problem that costs you time or money, prove the result on a small scale, and only then expand. You keep ownership of your data and of the models we train on it.",
    ],
  },
  serviceList: {
    heading: {
      id: "ai-services",
      eyebrow: "Our AI services",
      title: "What We Build with AI",
      description: "Practical applications with measurable results.",
    },
    items: [
      {
        id: "chatbots",
        title: "Chatbots and virtual assistants",
        description:
          "Answer customers on your website and Messenger in English and Filipino, day and night.",
        icon: "message-circle",
      },
      {
        id: "analytics",
        title: "Predictive analytics",
        description: "Forecast demand, stock levels and cash flow from your historical data.",
        icon: "trending-up",
      },
      {
        id: "nlp",
        title: "Language processing",
        description: "Sort, summarise and route e-mails, reviews and documents automatically.",
        icon: "languages",
      },
      {
        id: "computer-vision",
        title: "Computer vision",
        description:
          "Read IDs and receipts, count stock on shelves, and check product quality from photos.",
        icon: "scan-eye",
      },
      {
        id: "process-automation",
        title: "Process automation",
        description:
          "Connect your tools and let software handle data entry, approvals and reports.",
        icon: "workflow",
      },
      {
        id: "recommendations",
        title: "Recommendation engines",
        description: "Suggest the right product or service to each customer in your store or app.",
        icon: "sparkles",
      },
    ],
  },
  featureCards: {
    heading: { eyebrow: "Featured solutions", title: "Where Our Clients Start" },
    items: [
      {
        id: "intelligent-chatbots",
        title: "Intelligent Chatbots",
        description:
          "Conversational assistants trained on your products and policies that resolve common questions and hand complex cases to your staff.",
        icon: "message-square",
      },
      {
        id: "business-intelligence",
        title: "Business Intelligence",
        description:
          "Dashboards and forecasts that combine sales, payments and inventory so managers see what is happening and what comes next.",
        icon: "bar-chart-3",
      },
      {
        id: "workflow-automation",
        title: "Workflow Automation",
        description:
          "Automated document checks, data entry and approvals that cut processing time and reduce costly manual errors.",
        icon: "workflow",
      },
    ],
  },
  inquiry: {
    kind: "ai",
    heading: {
      id: INQUIRY_SECTION_ID,
      eyebrow: "Start your AI project",
      title: "Tell Us About Your AI Project",
      description: "Share a few details and our AI team will contact you within one business day.",
    },
  },
  cta: {
    title: "See AI Working on Your Own Data",
    description:
      "Book a demo and we will show you a working example built around a problem your business has today.",
    primaryAction: { name: "Schedule a Demo", path: "/contact" },
    secondaryAction: { name: "Book a Meeting", path: "/booking" },
  },
};

const digitalCustomizations: ServicePageContent = {
  id: "digital-customizations",
  path: "/digital-customizations",
  hero: {
    eyebrow: "Software made to measure",
    title: "Digital Customizations",
    subtitle: "Software built around your business",
    description:
      "When off-the-shelf tools do not fit, we build software that does: custom applications, APIs that connect your systems and modern replacements for ageing ones.",
    primaryAction: { name: "Explore Solutions", path: "#digital-services" },
    secondaryAction: { name: "Get a Quote", path: "/contact" },
    featurePoints: [
      {
        id: "tailored",
        title: "Tailored to You",
        description: "Designed around your workflows and rules.",
        icon: "ruler",
      },
      {
        id: "scalable",
        title: "Built to Scale",
        description: "Architecture that grows with your business.",
        icon: "trending-up",
      },
    ],
  },
  serviceList: {
    heading: {
      id: "digital-services",
      eyebrow: "What we customize",
      title: "Custom Solutions for Real Operations",
      description: "From a single integration to a complete platform.",
    },
    items: [
      {
        id: "web-applications",
        title: "Business web applications",
        description:
          "Portals, dashboards and back-office tools that replace spreadsheets and paper forms.",
        icon: "layout-dashboard",
      },
      {
        id: "integrations",
        title: "System integrations",
        description:
          "Connect accounting, point-of-sale, payment and inventory systems so data flows once.",
        icon: "plug",
      },
      {
        id: "enterprise",
        title: "Enterprise software",
        description:
          "Role-based systems for multi-branch operations with audit trails and reporting.",
        icon: "building-2",
      },
      {
        id: "consultation",
        title: "Technical consultation",
        description:
          "Architecture reviews, vendor selection and a roadmap before you commit a budget.",
        icon: "lightbulb",
      },
    ],
  },
  approach: {
    heading: {
      eyebrow: "Our approach",
      title: "How We Customize",
      description: "A method that keeps your operations running while we improve them.",
    },
    steps: [
      {
        id: "understand",
        title: "Understand your workflow",
        description: "We sit with the people who do the work and map how information really moves.",
        icon: "search",
      },
      {
        id: "design",
        title: "Design the fit",
        description:
          "We propose the smallest change that solves the problem, with clickable prototypes.",
        icon: "pen-tool",
      },
      {
        id: "build",
        title: "Build in increments",
        description: "Working features every two weeks, reviewed with your team before moving on.",
        icon: "code",
      },
      {
        id: "migrate",
        title: "Migrate safely",
        description:
          "Data moved and checked in stages, with the old system available until you are confident.",
        icon: "database",
      },
      {
        id: "support",
        title: "Support and evolve",
        description: "Maintenance, monitoring and new features as your business changes.",
        icon: "life-buoy",
      },
    ],
  },
  featureCards: {
    heading: { eyebrow: "Core services", title: "What We Deliver" },
    items: [
      {
        id: "custom-software-development",
        title: "Custom Software Development",
        description:
          "Web and desktop applications designed for your processes, your users and your reporting needs, with source code you own.",
        icon: "code",
      },
      {
        id: "api-development",
        title: "API Development",
        description:
          "Secure, documented REST APIs that connect your systems with partners, payment providers and mobile apps.",
        icon: "plug",
      },
      {
        id: "legacy-system-modernization",
        title: "Legacy System Modernization",
        description:
          "Step-by-step migration of ageing systems to modern, supported platforms without disrupting daily operations.",
        icon: "refresh-cw",
      },
    ],
  },
  inquiry: {
    kind: "digital",
    heading: {
      id: INQUIRY_SECTION_ID,
      eyebrow: "Start your project",
      title: "Tell Us About Your Project",
      description:
        "Describe what you need and we will reply with questions, options and an estimate.",
    },
  },
  cta: {
    title: "Have a Process That Needs Better Software?",
    description: "Show us how it works today. We will show you how it could work next month.",
    primaryAction: { name: "Contact Us", path: "/contact" },
    secondaryAction: { name: "Book a Meeting", path: "/booking" },
  },
};

const ecommerce: ServicePageContent = {
  id: "ecommerce",
  path: "/ecommerce",
  hero: {
    eyebrow: "Sell online with confidence",
    title: "E-Commerce Development",
    subtitle: "Online stores built to sell",
    description:
      "We build online stores for Philippine businesses with the payments your customers use, the couriers you trust and the tools to run it all from one place.",
    primaryAction: { name: "Explore Solutions", path: "#ecommerce-services" },
    secondaryAction: { name: "Get a Quote", path: "/contact" },
    featurePoints: [
      {
        id: "local-payments",
        title: "Local Payments",
        description: "E-wallets, QR, cards, bank transfer and cash on delivery.",
        icon: "credit-card",
      },
      {
        id: "mobile-first",
        title: "Mobile First",
        description: "Fast on the phones your customers actually use.",
        icon: "smartphone",
      },
    ],
  },
  serviceList: {
    heading: {
      id: "ecommerce-services",
      eyebrow: "E-commerce services",
      title: "Everything Your Online Store Needs",
      description: "Launch a new store or upgrade the one you have.",
    },
    items: [
      {
        id: "storefronts",
        title: "Storefront design and build",
        description:
          "Branded, fast, search-friendly stores for retail, digital products or services.",
        icon: "store",
      },
      {
        id: "marketplaces",
        title: "Marketplaces and subscriptions",
        description: "Multi-vendor marketplaces and recurring billing for subscription businesses.",
        icon: "users",
      },
      {
        id: "shipping",
        title: "Shipping and fulfilment",
        description:
          "Courier booking at checkout, tracking for customers and cash on delivery handling.",
        icon: "truck",
      },
      {
        id: "growth",
        title: "Marketing and analytics",
        description:
          "Discount codes, social selling, abandoned-cart reminders and clear sales reports.",
        icon: "megaphone",
      },
    ],
  },
  featureCards: {
    heading: { eyebrow: "Core capabilities", title: "Built for Philippine Commerce" },
    items: [
      {
        id: "online-store-development",
        title: "Online Store Development",
        description:
          "A mobile-first store with your catalogue, brand and checkout, designed to load quickly even on slow connections.",
        icon: "store",
      },
      {
        id: "order-management",
        title: "Order Management",
        description:
          "One dashboard for orders, stock, returns and deliveries, with notifications for your team and your customers.",
        icon: "package",
      },
      {
        id: "payment-integration",
        title: "Payment Integration",
        description:
          "Cards, e-wallets, QR payments and bank transfers connected and reconciled, powered by our fintech experience.",
        icon: "credit-card",
      },
    ],
  },
  inquiry: {
    kind: "ecommerce",
    heading: {
      id: INQUIRY_SECTION_ID,
      eyebrow: "Start selling online",
      title: "Tell Us About Your Store",
      description:
        "Share what you sell and what you need, and we will prepare a quote for your store.",
    },
  },
  cta: {
    title: "Ready to Open Your Online Store?",
    description: "Get a free consultation and a fixed quote for your first release.",
    primaryAction: { name: "Get a Quote", path: "/contact" },
    secondaryAction: { name: "Book a Meeting", path: "/booking" },
  },
};

const globalExpansion: ServicePageContent = {
  id: "global-expansion",
  path: "/global-expansion",
  hero: {
    eyebrow: "From the Philippines to the world",
    title: "Global Expansion",
    subtitle: "Your gateway to Dubai and the UAE",
    description:
      "We help Philippine businesses enter Dubai and the wider UAE with market research, company setup, banking partners and fintech that works across borders.",
    primaryAction: { name: "Explore Global Services", path: "#global-services" },
    secondaryAction: { name: "Book a Consultation", path: "/booking" },
    featurePoints: [
      {
        id: "dubai-partners",
        title: "Dubai Bank Partners",
        description: "Introductions through our banking partnerships in Dubai.",
        icon: "landmark",
      },
      {
        id: "cross-border",
        title: "Cross-Border Ready",
        description: "Payments and remittances between the Philippines and the UAE.",
        icon: "arrow-left-right",
      },
    ],
  },
  serviceList: {
    heading: {
      id: "global-services",
      eyebrow: "Global services",
      title: "How We Take You Abroad",
      description: "Support at every step of entering a new market.",
    },
    items: [
      {
        id: "market-research",
        title: "Market research",
        description:
          "Demand, competitors, pricing and regulations in your target market, summarised for decisions.",
        icon: "search",
      },
      {
        id: "company-setup",
        title: "Company setup",
        description:
          "Free zone or mainland licensing, company formation and visas with trusted local firms.",
        icon: "file-check",
      },
      {
        id: "banking",
        title: "Banking and payments",
        description:
          "Corporate accounts through partner banks and payment collection in both countries.",
        icon: "landmark",
      },
      {
        id: "localization",
        title: "Digital localization",
        description:
          "Websites, apps and stores adapted to the language, currency and habits of the new market.",
        icon: "languages",
      },
    ],
  },
  featureCards: {
    heading: { eyebrow: "Focus areas", title: "Global Expansion Services" },
    items: [
      {
        id: "dubai-market-entry",
        title: "Dubai Market Entry",
        description:
          "A guided entry into Dubai and the UAE: licensing options, partners on the ground and a realistic launch plan.",
        icon: "building",
      },
      {
        id: "international-fintech-solutions",
        title: "International Fintech Solutions",
        description:
          "Remittance corridors, multi-currency wallets and payment collection that connect the Philippines and the UAE.",
        icon: "globe",
      },
      {
        id: "global-business-consulting",
        title: "Global Business Consulting",
        description:
          "Market studies, expansion strategy and regulatory guidance for businesses taking their first step abroad.",
        icon: "briefcase",
      },
    ],
  },
  inquiry: {
    kind: "global",
    heading: {
      id: INQUIRY_SECTION_ID,
      eyebrow: "Plan your expansion",
      title: "Tell Us About Your Expansion Plans",
      description:
        "Share where you are today and where you want to go; a consultant will contact you.",
    },
  },
  cta: {
    title: "Thinking About Dubai?",
    description: "Book a consultation with our expansion team and leave with a clear first step.",
    primaryAction: { name: "Book a Consultation", path: "/booking" },
    secondaryAction: { name: "Contact Us", path: "/contact" },
  },
};

const fintechSolutions: ServicePageContent = {
  id: "fintech-solutions",
  path: "/fintech-solutions",
  hero: {
    eyebrow: "Powered by PlataPay",
    title: "Fintech Solutions",
    subtitle: "Digital payments for every community",
    description:
      "PlataPay brings a digital wallet, bills payment, remittance, e-loading and QR payments to customers and businesses, through an app and a network of trusted local agents.",
    primaryAction: { name: "Explore Solutions", path: "#fintech-services" },
    secondaryAction: { name: "Become an Agent", path: "/contact?service=platapay" },
    featurePoints: [
      {
        id: "bsp-certified",
        title: "BSP Certified",
        description: "Certified under the central bank's operator scheme.",
        icon: "badge-check",
      },
      {
        id: "agent-network",
        title: "Agent Network",
        description: "About 95 agent applications and counting.",
        icon: "users",
      },
    ],
  },
  featureCards: {
    heading: { eyebrow: "Why PlataPay", title: "Secure, Simple, Everywhere" },
    items: [
      {
        id: "bank-level-security",
        title: "Bank-Level Security",
        description:
          "Encrypted transactions, account verification and monitoring that meet the standards of our partner banks and the BSP.",
        icon: "shield-check",
      },
      {
        id: "digital-wallet",
        title: "Digital Wallet",
        description:
          "Cash in, pay, send and receive money from one wallet on any smartphone, with a full history of every transaction.",
        icon: "wallet",
      },
      {
        id: "multiple-payment-options",
        title: "Multiple Payment Options",
        description:
          "Pay by QR, wallet balance, bank transfer or cash at an agent, whichever suits each customer best.",
        icon: "credit-card",
      },
    ],
  },
  serviceList: {
    heading: {
      id: "fintech-services",
      eyebrow: "PlataPay services",
      title: "One Platform, Every Everyday Payment",
      description: "Services customers use every week, available in the app and at agents.",
    },
    items: [
      {
        id: "bills-payment",
        title: "Bills Payment",
        description:
          "Electricity, water, telco, internet, loans, insurance and government payments.",
        icon: "receipt",
      },
      {
        id: "remittance",
        title: "Remittance",
        description: "Send money to family across the Philippines, for pickup or wallet credit.",
        icon: "send",
      },
      {
        id: "e-loading",
        title: "E-Loading",
        description: "Mobile load, data promos and prepaid cards for all major networks.",
        icon: "smartphone",
      },
      {
        id: "qr-payments",
        title: "QR Payments",
        description: "Accept and make payments by scanning a QR code, in store or online.",
        icon: "qr-code",
      },
      {
        id: "digital-wallet",
        title: "Digital Wallet",
        description: "Keep money safe on your phone and pay without cash.",
        icon: "wallet",
      },
      {
        id: "business-payments",
        title: "Business Collections",
        description: "Collect payments from customers and receive settlements to your bank.",
        icon: "briefcase",
      },
    ],
  },
  agentProgram: {
    heading: {
      id: "agent-program",
      eyebrow: "Agent programme",
      title: "Become a PlataPay Agent",
      description:
        "Turn your store into a neighbourhood payment center and earn on every transaction.",
    },
    benefits: [
      {
        id: "income",
        title: "Extra income",
        description: "Earn a fee on bills payments, remittances and e-loading.",
        icon: "coins",
      },
      {
        id: "foot-traffic",
        title: "More customers",
        description: "People who come to pay bills stay to shop.",
        icon: "users",
      },
      {
        id: "support",
        title: "Training and support",
        description: "Hands-on onboarding and a support team in Batangas.",
        icon: "headphones",
      },
    ],
    steps: [
      {
        id: "apply",
        title: "Apply",
        description: "Send us your business details through the contact page.",
        icon: "file-text",
      },
      {
        id: "verify",
        title: "Get verified",
        description: "We review your documents and choose the right package with you.",
        icon: "badge-check",
      },
      {
        id: "train",
        title: "Get trained",
        description: "Your staff learn the PlataPay counter in a single session.",
        icon: "graduation-cap",
      },
      {
        id: "go-live",
        title: "Go live",
        description: "Start serving customers and track your earnings daily.",
        icon: "rocket",
      },
    ],
    action: { name: "Become an Agent", path: "/contact?service=platapay" },
  },
  cta: {
    title: "Bring PlataPay to Your Community",
    description: "Apply as an agent or talk to us about payments for your business.",
    primaryAction: { name: "Become an Agent", path: "/contact?service=platapay" },
    secondaryAction: { name: "Contact Us", path: "/contact" },
  },
};

const mobileAppDevelopment: ServicePageContent = {
  id: "mobile-app-development",
  path: "/mobile-app-development",
  hero: {
    eyebrow: "Web and mobile",
    title: "Web & Mobile App Development",
    subtitle: "Apps your customers will enjoy using",
    description:
      "We design and build websites and Android and iOS apps, from the first workshop to launch and long-term support, for businesses that want to be where their customers are.",
    primaryAction: { name: "Explore Solutions", path: "#mobile-services" },
    secondaryAction: REQUEST_DEMO,
    featurePoints: [
      {
        id: "cross-platform",
        title: "Cross-Platform",
        description: "Android, iOS and web from one team.",
        icon: "smartphone",
      },
      {
        id: "user-centred",
        title: "User-Centred Design",
        description: "Tested with real users before launch.",
        icon: "pen-tool",
      },
    ],
  },
  serviceList: {
    heading: {
      id: "mobile-services",
      eyebrow: "What we build",
      title: "Apps for Every Need",
      description: "Pick the kind of product you have in mind.",
    },
    items: [
      {
        id: "mobile-apps",
        title: "Mobile apps",
        description: "Android and iOS apps for customers, field staff or agents.",
        icon: "smartphone",
      },
      {
        id: "web-apps",
        title: "Web applications",
        description: "Responsive portals and dashboards that work on any device.",
        icon: "monitor",
      },
      {
        id: "progressive-web-apps",
        title: "Progressive web apps",
        description: "App-like experiences that install from the browser and work offline.",
        icon: "app-window",
      },
    ],
  },
  process: {
    heading: {
      eyebrow: "Our process",
      title: "How We Build Your App",
      description: "Five stages, each with a clear result you review and approve.",
    },
    steps: [
      {
        id: "discovery-strategy",
        title: "Discovery & Strategy",
        description: "Workshops to define your users, goals, features and success measures.",
        icon: "compass",
      },
      {
        id: "ui-ux-design",
        title: "UI/UX Design",
        description: "Wireframes and clickable prototypes tested with real users.",
        icon: "pen-tool",
      },
      {
        id: "development-integration",
        title: "Development & Integration",
        description: "Iterative builds connected to your payments, data and existing systems.",
        icon: "code",
      },
      {
        id: "testing-quality-assurance",
        title: "Testing & Quality Assurance",
        description: "Automated and manual testing on real devices and networks.",
        icon: "check-circle",
      },
      {
        id: "deployment-maintenance",
        title: "Deployment & Maintenance",
        description: "App store release, monitoring, updates and support after launch.",
        icon: "rocket",
      },
    ],
  },
  technologies: {
    heading: {
      eyebrow: "Technology",
      title: "Technologies We Use",
      description: "Proven, well-supported tools chosen for each project.",
    },
    groups: [
      { id: "mobile", name: "Mobile", items: ["React Native", "Flutter", "Kotlin", "Swift"] },
      { id: "web", name: "Web", items: ["React", "TypeScript", "Next.js", "Tailwind CSS"] },
      { id: "backend", name: "Backend", items: ["Node.js", "PostgreSQL", "Supabase", "REST APIs"] },
      {
        id: "cloud",
        name: "Cloud & DevOps",
        items: ["AWS", "Google Cloud", "Docker", "CI/CD pipelines"],
      },
    ],
  },
  solutionCards: {
    heading: {
      eyebrow: "Solutions",
      title: "Go Further with Your App",
      description: "Combine your app with our other services.",
    },
    items: [
      /* @__PURE__ */ solutionCard({
        id: "business-apps",
        title: "Business Apps",
        description:
          "Apps for ordering, bookings, loyalty and field operations, tailored to your business.",
        icon: "briefcase",
      }),
      /* @__PURE__ */ solutionCard({
        id: "fintech-apps",
        title: "Fintech-Enabled Apps",
        description:
          "Wallets, QR payments and bills payment built into your app with our PlataPay experience.",
        icon: "wallet",
      }),
      /* @__PURE__ */ solutionCard({
        id: "ai-solutions",
        title: "AI-Powered Apps",
        description:
          "Chatbots, recommendations and smart search that make your app more useful every day.",
        icon: "brain",
      }),
    ],
  },
  featureCards: {
    heading: { eyebrow: "Why build with us", title: "Apps That Last" },
    items: [
      {
        id: "performance",
        title: "Fast on Every Network",
        description:
          "Optimised for mid-range phones and slow mobile data, where most of your customers are.",
        icon: "gauge",
      },
      {
        id: "security",
        title: "Secure by Design",
        description:
          "Encrypted data, secure sign-in and privacy built in from the first line of code.",
        icon: "lock",
      },
      {
        id: "support",
        title: "Long-Term Support",
        description: "Updates for new OS versions, monitoring and new features after launch.",
        icon: "life-buoy",
      },
    ],
  },
  cta: {
    title: "Have an App Idea?",
    description: "Request a demo of our recent work and a plan for your first release.",
    primaryAction: REQUEST_DEMO,
    secondaryAction: { name: "Book a Meeting", path: "/booking" },
  },
};

/** The six service pages, keyed by service id. */
export const servicePages: Record<ServiceId, ServicePageContent> = {
  "ai-solutions": aiSolutions,
  "digital-customizations": digitalCustomizations,
  ecommerce,
  "global-expansion": globalExpansion,
  "fintech-solutions": fintechSolutions,
  "mobile-app-development": mobileAppDevelopment,
};
