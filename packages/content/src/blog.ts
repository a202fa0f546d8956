import type { IconName } from "./icons";

export type BlogPost = {
  /** Also the slug of the article's page, /blog/<id>. */
  id: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** The date as the page prints it. */
  dateLabel: string;
  category: string;
  title: string;
  excerpt: string;
  /** The article page's meta description (120 to 160 characters, for search results). */
  description: string;
  /** The full article, one paragraph per entry. */
  body: readonly string[];
  /** The icon of the card's illustration. */
  icon: IconName;
};

export const featuredPost: BlogPost = {
  id: "five-new-partners-calabarzon",
  date: "2025-03-05",
  dateLabel: "March 5, 2025",
  category: "Partnerships",
  title: "PlataPay Welcomes Five New Partners in CALABARZON",
  excerpt:
    "Five businesses across Batangas, Laguna, Cavite, Rizal and Quezon have joined the PlataPay network, bringing bills payment, remittance and e-loading closer to thousands of households.",
  description:
    "Five businesses in Batangas, Laguna, Cavite, Rizal and Quezon joined the PlataPay network, bringing bills payment and remittance closer to home.",
  body: [
    "InnovateHub is proud to welcome five new partners in the CALABARZON region to the PlataPay network. The new partner outlets in Batangas, Laguna, Cavite, Rizal and Quezon will offer bills payment, domestic remittance, e-loading and QR payments to their communities starting this month.",
    "Each partner went through our onboarding programme: a compliance review, hands-on training for counter staff, and a test period with live support from our Batangas team. The outlets range from a family-run business center to a busy convenience store beside a public market.",
    "For residents, the new outlets mean shorter trips and shorter queues: paying an electricity bill, sending money to family or topping up a phone can now be done in the neighbourhood, during the store's regular hours.",
    "For the partners, PlataPay adds a new source of income from every transaction and brings in customers who stay to shop. Settlements are credited daily, and each outlet can track its earnings from the PlataPay dashboard.",
    "The expansion follows steady growth in agent applications since the start of the year. Businesses that want to join the network can reach our team through the contact page or book a meeting online.",
  ],
  icon: "map-pin",
};

export const partnerAnnouncements: readonly BlogPost[] = [
  {
    id: "lipa-business-center-joins",
    date: "2025-03-15",
    dateLabel: "March 15, 2025",
    category: "Partner Announcement",
    title: "A Lipa City Business Center Goes Live with PlataPay",
    excerpt:
      "A business center near the Lipa public market now accepts bills payments, remittances and QR payments through PlataPay.",
    description:
      "A business center near the Lipa City public market now offers PlataPay bills payment, remittance, e-loading and QR payments at a single counter.",
    body: [
      "A long-established business center near the Lipa City public market went live with PlataPay this week. Customers can now pay utility and telco bills, send and receive domestic remittances, buy mobile load and pay by QR at a single counter.",
      "The owners chose PlataPay to replace three separate terminals they had been running for different services. One system means one daily report, one settlement and less time spent balancing the cash drawer.",
      "Our field team will visit the outlet during its first month to help with questions and to gather feedback that shapes the next release of the agent app.",
    ],
    icon: "store",
  },
  {
    id: "cooperative-bills-payment",
    date: "2025-03-04",
    dateLabel: "March 4, 2025",
    category: "Partner Announcement",
    title: "Farmers' Cooperative Adds Bills Payment for Its Members",
    excerpt:
      "A Batangas farmers' cooperative now lets members pay bills and receive remittances at its office through PlataPay.",
    description:
      "A southern Batangas farmers' cooperative now offers PlataPay bills payment and remittances at its office, saving members a trip into town.",
    body: [
      "A farmers' cooperative in southern Batangas has become a PlataPay partner, offering bills payment and remittance services at its office for members and their neighbours.",
      "Many members live far from town centers. Paying bills and claiming remittances at the cooperative saves them a trip and the fare that comes with it, and the cooperative earns a fee that goes back into member programmes.",
      "The cooperative's staff completed PlataPay training in a single day. Members can also ask at the office about loading their PlataPay wallet to pay suppliers by QR.",
    ],
    icon: "wheat",
  },
  {
    id: "convenience-store-chain-pilot",
    date: "2025-03-01",
    dateLabel: "March 1, 2025",
    category: "Partner Announcement",
    title: "Regional Convenience Store Chain Starts a PlataPay Pilot",
    excerpt:
      "Three branches of a regional convenience store chain are piloting PlataPay services ahead of a wider rollout.",
    description:
      "Three branches of a regional convenience store chain are piloting PlataPay bills payment, load and remittance at checkout ahead of a wider rollout.",
    body: [
      "A regional convenience store chain has started a PlataPay pilot in three of its branches. Shoppers can pay bills, buy load and send money at the cashier while they check out.",
      "The pilot runs PlataPay on the chain's existing point-of-sale hardware through an integration built by our digital customizations team, so cashiers do not switch between devices.",
      "If the pilot meets its targets for transaction volume and checkout time, the chain plans to extend PlataPay to all of its branches later in the year.",
    ],
    icon: "shopping-bag",
  },
  {
    id: "remittance-center-partnership",
    date: "2025-02-27",
    dateLabel: "February 27, 2025",
    category: "Partner Announcement",
    title: "Remittance Center Expands Payouts Through PlataPay",
    excerpt:
      "An independent remittance center in Batangas City now pays out and sends money through the PlataPay network.",
    description:
      "An independent remittance center in Batangas City now sends and pays out money through the PlataPay network and adds bills payment and e-loading.",
    body: [
      "An independent remittance center in Batangas City has joined the PlataPay network. Its customers can now send money to any PlataPay agent and to partner pickup points nationwide, and receive payouts at the center.",
      "The center serves many families of overseas workers. With PlataPay it can also offer bills payment and e-loading, so customers who collect a remittance can settle their bills in the same visit.",
      "The partnership is part of our work to build a dependable remittance corridor, including our growing links with partner banks in Dubai.",
    ],
    icon: "send",
  },
];

export const allBlogPosts: readonly BlogPost[] = [featuredPost, ...partnerAnnouncements];

/** Articles are dated in Philippine time, which is UTC+8 all year (no daylight saving). */
export const BLOG_UTC_OFFSET = "+08:00";

/** Newest first, the order of the feed. */
export const blogPostsNewestFirst: readonly BlogPost[] = [...allBlogPosts].sort((a, b) =>
  b.date.localeCompare(a.date),
);

export type BlogArticlePath = `/blog/${string}`;

/** The page of one article. */
export function blogArticlePath(post: Pick<BlogPost, "id">): BlogArticlePath {
  return `/blog/${post.id}`;
}

export const blogPage = {
  hero: {
    eyebrow: "News & Updates",
    title: "InnovateHub News",
    subtitle: "Partner announcements, product updates and stories from the PlataPay network.",
  },
  featured: {
    label: "Featured",
    readFullArticle: "Read Full Article",
    viewAllNews: { name: "View All News", path: "/blog" },
  },
  recentHeading: "Recent Partner Announcements",
  /** Anchor of the announcements list, the target of View All News. */
  recentId: "recent-announcements",
  readMore: "Read More",
  /**
   * Screen-reader-only words after a card's Read More, so each link names its announcement in its own text (search
   * engines and assistive tech read link text; several bare "Read More" links are indistinguishable).
   */
  readMoreSuffix: (title: string) => ` about ${title}`,
  /** The link at the end of every article page. */
  backToNews: { name: "Back to All News", path: "/blog" },
  /** The RSS 2.0 feed of every article, announced in the blog page's head. */
  feed: {
    /** A file of the build, not a page. */
    file: "/blog/rss.xml",
    title: "InnovateHub News",
    description: "Partner announcements, product updates and stories from the PlataPay network.",
  },
} as const;
