import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFoundMeta } from "@innovatehub/content";
import { buildMeta } from "../lib/meta";
import { notFoundCopy } from "../lib/site-chrome";
import { NotFound } from "../sections/not-found";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({ ...notFoundMeta, path: location.pathname, indexable: false });

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec section 2: the unknown-path visit is logged to the console.
    console.error(notFoundCopy.logMessage, pathname);
  }, [pathname]);
  return <NotFound {...notFoundCopy} />;
}
