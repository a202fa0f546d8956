import type { IconName } from "./icons";

/** Shapes shared by the page copy. Icons are `IconName`s, drawn by the site from its icon sprite. */

/** A link shown as a button. `path` is a site path, optionally with a query, or an in-page anchor ("#id"). */
export type Action = { name: string; path: string };

export type IconItem = { id: string; title: string; description: string; icon: IconName };

export type SectionHeading = {
  /** Element id for in-page anchors, when the section has one. */
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
};

export type Hero = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  description: string;
  primaryAction?: Action;
  secondaryAction?: Action;
  /** Short claims shown under the buttons. */
  featurePoints?: readonly IconItem[];
};

export type FaqItem = { id: string; question: string; answer: string };

export type Step = { id: string; title: string; description: string; icon: IconName };
