import type { PageMeta } from "../routes";

/** Head texts of the not-found page; its canonical is the unknown path itself. */
export const notFoundMeta: PageMeta = {
  title: "Page Not Found | InnovateHub",
  description:
    "The page you were looking for does not exist or has moved. Return to the InnovateHub home page to explore our fintech and digital solutions for business.",
};
