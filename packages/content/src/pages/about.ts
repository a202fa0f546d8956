import type { Hero, IconItem, SectionHeading } from "../types";
import type { CallToAction } from "./cta";

const aboutHero: Hero = {
  eyebrow: "About InnovateHub",
  title: "Built in Batangas, Growing Across Borders",
  subtitle: "IT and fintech solutions company",
  description:
    "InnovateHub Inc. is an IT and fintech company in San Pascual, Batangas. We build the PlataPay payments platform and the software that helps Philippine businesses serve their customers, at home and abroad.",
  primaryAction: { name: "Our Journey", path: "#journey" },
  secondaryAction: { name: "Contact Us", path: "/contact" },
};

const journeyHeading: SectionHeading = {
  id: "journey",
  eyebrow: "Our journey",
  title: "From a Local Start-up to a Regional Partner",
  description: "Three milestones that shaped the company in its first two years.",
};

const missionVision: readonly IconItem[] = [
  {
    id: "mission",
    title: "Our Mission",
    description:
      "Bring safe, affordable digital financial services and modern software to businesses and communities that larger providers overlook.",
    icon: "target",
  },
  {
    id: "vision",
    title: "Our Vision",
    description:
      "A Philippines where every neighbourhood store can be a financial access point, and every local business can compete online and overseas.",
    icon: "eye",
  },
  {
    id: "values",
    title: "Our Values",
    description:
      "Integrity with every peso we handle, respect for our customers' data, and the patience to build things that last.",
    icon: "heart-handshake",
  },
];

const aboutContactCta: CallToAction = {
  title: "Let's Talk About Your Business",
  description:
    "Call, message or visit our office in San Pascual. We would like to hear what you are building and how we can help.",
  primaryAction: { name: "Contact Us", path: "/contact" },
  secondaryAction: { name: "Book a Meeting", path: "/booking" },
};

/** The about page (/about); the journey's milestones are company facts (`companyJourney`). */
export const aboutPage = {
  hero: aboutHero,
  journeyHeading,
  missionVision,
  contactCta: aboutContactCta,
};
