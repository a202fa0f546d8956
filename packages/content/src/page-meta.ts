import { allBlogPosts, blogArticlePath } from "./blog";
import { becomeAnAgentPage } from "./pages/become-an-agent";
import type { PageMeta, SitePath, SitePageMeta } from "./routes";

const ARTICLE_TITLE_SUFFIX = " | InnovateHub";

/**
 * The one meta table: title and description of every prerendered page, with the path its canonical URL
 * names (the fixed pages, then one article page per blog post). Each route's loader reads its own entry at
 * build time, so a page's JavaScript never carries the table; sitemap.xml, llms.txt and the tests read it too.
 */
export const pageMeta: readonly SitePageMeta[] = [
  {
    path: "/",
    title: "InnovateHub | Fintech & Digital Solutions in the Philippines",
    description:
      "InnovateHub builds fintech platforms, custom software, online stores and AI tools for Philippine businesses, from Batangas to Dubai. Talk to our team today.",
  },
  {
    path: "/about",
    title: "About Us | InnovateHub",
    description:
      "Meet InnovateHub: founded in Batangas in early 2024, certified under the BSP operator scheme, and partnered with LBC and Dubai banks to grow businesses.",
  },
  {
    path: "/services",
    title: "Our Services | InnovateHub",
    description:
      "Fintech, digital customizations, e-commerce, AI, web and mobile apps, and global expansion: see what InnovateHub does for businesses and how we work.",
  },
  {
    path: "/all-services",
    title: "All Services | InnovateHub",
    description:
      "Search and filter every InnovateHub service by category, from PlataPay fintech and AI solutions to online stores, mobile apps and Dubai market entry.",
  },
  {
    path: "/contact",
    title: "Contact Us | InnovateHub",
    description:
      "Chat, call, e-mail or visit InnovateHub in San Pascual, Batangas. Our team answers Monday to Friday, 9:00 AM to 5:00 PM PHT, and books meetings online.",
  },
  {
    path: "/booking",
    title: "Book a Meeting | InnovateHub",
    description:
      "Schedule a consultation, product demo or business meeting with InnovateHub. Pick a weekday slot between 9:00 AM and 5:00 PM Philippine time online.",
  },
  {
    path: "/digital-customizations",
    title: "Digital Customizations | InnovateHub",
    description:
      "Custom software, API development and legacy system modernization by InnovateHub, built around how your business already works. Request a proposal.",
  },
  {
    path: "/ecommerce",
    title: "E-Commerce Development | InnovateHub",
    description:
      "Launch an online store with InnovateHub: storefront development, order management and local payment integration for Philippine sellers. Get a quote.",
  },
  {
    path: "/ai-solutions",
    title: "AI Solutions | InnovateHub",
    description:
      "Intelligent chatbots, business intelligence and workflow automation from InnovateHub, deployed quickly on the data your business already has.",
  },
  {
    path: "/fintech-solutions",
    title: "Fintech Solutions & PlataPay | InnovateHub",
    description:
      "PlataPay by InnovateHub: digital wallet, bills payment, remittance, e-loading and QR payments with bank-level security. Become a PlataPay agent today.",
  },
  {
    path: "/global-expansion",
    title: "Global Expansion to Dubai & UAE | InnovateHub",
    description:
      "Enter Dubai and the UAE with InnovateHub: market entry support, international fintech solutions and consulting for Philippine businesses going global.",
  },
  {
    path: "/mobile-app-development",
    title: "Web & Mobile App Development | InnovateHub",
    description:
      "InnovateHub designs, builds, tests and maintains web and mobile apps, from discovery and UI/UX design to launch and support. Request a demo of our work.",
  },
  {
    path: "/clients",
    title: "Our Clients | InnovateHub",
    description:
      "See the agents, business centers, remittance services, food businesses and retail stores across the Philippines that run on InnovateHub and PlataPay.",
  },
  {
    path: "/partners",
    title: "Our Partners | InnovateHub",
    description:
      "InnovateHub works with banks, financial services, logistics, technology and payment partners including Security Bank, Cebuana Lhuillier, LBC and eCPAY.",
  },
  {
    path: "/blog",
    title: "News & Announcements | InnovateHub",
    description:
      "Partner announcements and company news from InnovateHub and PlataPay, including our newest regional partners and the services they bring to customers.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | InnovateHub",
    description:
      "How InnovateHub collects, uses, keeps and protects the personal data you share through our inquiry and booking forms, and your rights under RA 10173.",
  },
  {
    path: "/terms",
    title: "Terms of Use | InnovateHub",
    description:
      "The terms that govern your use of the InnovateHub website, its inquiry and booking forms, and the information we publish about our services and partners.",
  },
  {
    path: "/inquiry",
    title: "Send an Inquiry | InnovateHub",
    description:
      "Tell InnovateHub about your project: choose an AI, digital customization, e-commerce or global expansion inquiry, or book a meeting with our team directly.",
  },
  { path: becomeAnAgentPage.paths.en, ...becomeAnAgentPage.copy.en.meta },
  { path: becomeAnAgentPage.paths.fil, ...becomeAnAgentPage.copy.fil.meta },
  { path: becomeAnAgentPage.applyPaths.en, ...becomeAnAgentPage.applyMeta.en },
  { path: becomeAnAgentPage.applyPaths.fil, ...becomeAnAgentPage.applyMeta.fil },
  ...allBlogPosts.map((post) => ({
    path: blogArticlePath(post),
    title: `${post.title}${ARTICLE_TITLE_SUFFIX}`,
    description: post.description,
  })),
];

/** The head texts of one page of the table. */
export function metaOf(path: SitePath): SitePageMeta {
  const meta = pageMeta.find((candidate) => candidate.path === path);
  if (meta === undefined) {
    throw new Error(`No head texts for ${path}.`);
  }
  return meta;
}

/** Head texts of the not-found page; its canonical is the unknown path itself. */
export const notFoundMeta: PageMeta = {
  title: "Page Not Found | InnovateHub",
  description:
    "The page you were looking for does not exist or has moved. Return to the InnovateHub home page to explore our fintech and digital solutions for business.",
};
