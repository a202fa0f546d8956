import { useEffect } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { metaOf } from "@innovatehub/content/site";
import { findLegacyRedirect } from "../lib/legacy-redirect";
import { buildMeta } from "../lib/meta";
import type { Route } from "./+types/legacy-redirect";

/*
 * An old /services/<id> link leads to the matching page. The
 * prerendered HTML redirects without JavaScript (meta refresh; canonical and og:url name the
 * target); after hydration, or on a client-side visit, the router replaces the history entry.
 */
// The target's head texts come as route data, so the table of every page's texts stays out of the bundle.
// `url` is the page's address; `request.url` is the raw request, which ends in `.data` for a data request.
export const loader = ({ url }: Route.LoaderArgs) => {
  const redirect = findLegacyRedirect(url.pathname);
  if (!redirect) {
    throw data(null, { status: 404 });
  }
  return metaOf(redirect.to);
};

export const meta: Route.MetaFunction = ({ loaderData: targetPage }) =>
  targetPage
    ? buildMeta({
        ...targetPage,
        extra: [{ httpEquiv: "refresh", content: `0;url=${targetPage.path}` }],
      })
    : [];

export default function LegacyRedirectRoute({ loaderData: targetPage }: Route.ComponentProps) {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const target = `${targetPage.path}${search}${hash}`;

  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <p className="mx-auto max-w-3xl px-4 py-24 text-center text-h4">
      <Link to={target} className="text-primary underline underline-offset-4">
        {targetPage.title}
      </Link>
    </p>
  );
}
