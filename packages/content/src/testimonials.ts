/** docs/product.md §3 "Testimonial", home set. `image` is a key the site maps to an avatar illustration. */
export type HomeTestimonial = {
  id: string;
  name: string;
  role: string;
  company: string;
  testimonial: string;
  image: string;
};

/** docs/product.md §3 "Testimonial", other sections. Without `avatarUrl` the site shows the author's initials. */
export type QuoteTestimonial = {
  id: string;
  quote: string;
  author: string;
  role: string;
  avatarUrl?: string;
};

export const homeTestimonials: readonly HomeTestimonial[] = [
  {
    id: "maria-santos",
    name: "Maria Santos",
    role: "Owner",
    company: "Santos Business Center, Lipa City",
    testimonial:
      "Becoming a PlataPay agent turned our small business center into the place our barangay goes to pay bills and send money. The training was clear, and settlements reach our account on time.",
    image: "avatar-maria",
  },
  {
    id: "ramon-dela-cruz",
    name: "Ramon Dela Cruz",
    role: "Operations Manager",
    company: "Batangas Fresh Produce Trading",
    testimonial:
      "InnovateHub replaced our spreadsheets with a custom ordering system that our buyers actually use. Orders that took a day to confirm now take minutes, and our team finally trusts the numbers.",
    image: "avatar-ramon",
  },
  {
    id: "aisha-rahman",
    name: "Aisha Rahman",
    role: "Managing Partner",
    company: "Rahman Trading LLC, Dubai",
    testimonial:
      "We wanted a dependable partner on both sides of the Philippines-UAE corridor. InnovateHub understood the payment flows, the regulations and our customers, and delivered what they promised.",
    image: "avatar-aisha",
  },
];

/** Generic quotes for testimonial blocks outside the home page. */
export const quoteTestimonials: readonly QuoteTestimonial[] = [
  {
    id: "digital-wallet-rollout",
    quote:
      "Our cashiers learned the PlataPay counter in an afternoon, and customers now pay bills while they shop. It brought new foot traffic we did not expect.",
    author: "Liza Mercado",
    role: "Store Manager, Mercado Mini Mart",
  },
  {
    id: "api-integration",
    quote:
      "The InnovateHub team connected our loan system to two payment channels without a single day of downtime. Their documentation made our own developers faster too.",
    author: "Paolo Reyes",
    role: "IT Lead, Southern Tagalog Lending Co.",
  },
  {
    id: "ai-chatbot",
    quote:
      "The chatbot now answers most of our routine questions on Messenger, day and night, and hands the tricky ones to our staff with the full conversation attached.",
    author: "Grace Villanueva",
    role: "Customer Care Head, Villanueva Travel and Tours",
  },
];

/**
 * The clients-page set (docs/product.md §3): author is the generic "Business Owner" and the role is the
 * client business name.
 */
export const clientTestimonials: readonly QuoteTestimonial[] = [
  {
    id: "restaurant-payment-gateway",
    quote:
      "Since InnovateHub integrated a payment gateway into our ordering, guests pay by card, e-wallet or QR at the table and our end-of-day reconciliation takes minutes instead of an hour.",
    author: "Business Owner",
    role: "Kusina ni Aling Rosa Restaurant",
  },
  {
    id: "coffee-shop-qr-pos",
    quote:
      "Our new point-of-sale system takes QR payments at the counter, so the morning queue moves faster and every sale lands in one report we can check from our phones.",
    author: "Business Owner",
    role: "Brew Haven Coffee Shop",
  },
  {
    id: "delivery-ecosystem",
    quote:
      "InnovateHub built us an online delivery ecosystem: customers order from the app, riders get their routes, and payments are settled automatically. We doubled our delivery area in three months.",
    author: "Business Owner",
    role: "Swift Padala Delivery Services",
  },
];

/** Up to two initials of a name, for the avatar fallback: "Business Owner" becomes "BO". */
export function initialsOf(name: string): string {
  const INITIALS_MAX = 2;
  return name
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, INITIALS_MAX)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join("");
}

export const testimonialsCopy = {
  homeHeading: "What Our Clients Say",
  homeSubheading: "Businesses across the Philippines and the UAE on working with InnovateHub.",
  clientsHeading: "Client Success Stories",
  clientsSubheading: "How local businesses grew after going digital with us.",
  carouselLabel: "Client testimonials",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  /** Dot button label; `index` counts from 1. */
  goToLabel: (index: number, total: number) => `Show testimonial ${index} of ${total}`,
  pauseHint: "Pauses while the pointer is over it",
} as const;
