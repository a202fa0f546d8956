import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFoundMeta, notFoundPage } from "@innovatehub/content/site";
import { buildMeta } from "../lib/meta";
import { NotFound } from "../sections/not-found";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({ ...notFoundMeta, path: location.pathname, indexable: false });

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    // docs/product.md §2: the unknown-path visit is logged to the console.
    console.error(notFoundPage.logMessage(pathname));
  }, [pathname]);
  return <NotFound {...notFoundPage} />;
}
