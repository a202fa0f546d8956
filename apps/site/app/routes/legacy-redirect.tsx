import { useEffect } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import { pageMeta } from "@innovatehub/content";
import { findLegacyRedirect } from "../lib/legacy-redirect";
import { buildMeta } from "../lib/meta";
import type { Route } from "./+types/legacy-redirect";

/*
 * ARCHITECTURE.md improvement 7: an old /services/<id> link leads to the matching page. The
 * prerendered HTML redirects without JavaScript (meta refresh; canonical and og:url name the
 * target); after hydration, or on a client-side visit, the router replaces the history entry.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const redirect = findLegacyRedirect(location.pathname);
  if (!redirect) {
    return [];
  }
  return buildMeta({
    ...pageMeta[redirect.to],
    path: redirect.to,
    extra: [{ httpEquiv: "refresh", content: `0;url=${redirect.to}` }],
  });
};

export default function LegacyRedirectRoute() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const redirect = findLegacyRedirect(pathname);
  const target = redirect ? `${redirect.to}${search}${hash}` : undefined;

  useEffect(() => {
    if (target) {
      navigate(target, { replace: true });
    }
  }, [navigate, target]);

  if (!redirect || !target) {
    throw data(null, { status: 404 });
  }
  return (
    <p className="mx-auto max-w-3xl px-4 py-24 text-center text-h4">
      <Link to={target} className="text-primary underline underline-offset-4">
        {pageMeta[redirect.to].title}
      </Link>
    </p>
  );
}
