/** docs/product.md §8 "Routing failure": the default screen's heading, with the status or message below it. */
export const routeErrorPage = {
  title: "Unexpected Application Error!",
  fallbackMessage: "Something went wrong while loading this page.",
  homeLink: { name: "Return to Home", path: "/" },
} as const;
