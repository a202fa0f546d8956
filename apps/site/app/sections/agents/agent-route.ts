import {
  agentApplicationCopy,
  agentStatusCopy,
  becomeAnAgentPage,
  metaOf,
  type AgentPageCopy,
  type AgentPageLanguage,
  type SitePageMeta,
} from "@innovatehub/content/site";
import { data, type MetaDescriptor } from "react-router";
import { buildMeta, languageAlternates } from "../../lib/meta";
import type { AgentPageProps } from "./agent-page";

type Link = { path: string; lang: string };

/** The agent page itself. */
type PageData = {
  view: "page";
  meta: SitePageMeta;
  copy: AgentPageCopy;
  paths: { en: string; fil: string };
  other: Link;
  applyPath: string;
  contactPath: string;
};

/** The application form or the status page: a prerendered shell whose body loads after it renders. */
export type AgentViewData = {
  view: "apply" | "status";
  language: AgentPageLanguage;
  lang: string;
  /** The page's locale (Open Graph). */
  locale: string;
  meta: { title: string; description: string; path: string };
  /** Both languages' paths of this view (hreflang for the form; the status page is not indexed). */
  paths: { en: string; fil: string };
  other: Link & { label: string; name: string };
  title: string;
  intro: string;
  loading: string;
  loadFailed: { message: string; retry: string };
  back: { name: string; path: string };
};

export type AgentRouteData = PageData | AgentViewData;

/**
 * What each path of the agent route loads (run by the loader at build time only: the page's JavaScript never
 * carries the copy tables) (/become-an-agent, /become-an-agent/apply, /become-an-agent/status and
 * the same under /fil/): one route module for all six, so the site's shared route manifest does not grow per page.
 * The copy reaches the browser in the prerendered page (and its .data file); the form's own copy loads with it.
 */
export function agentRouteData(pathname: string, view: string | undefined): AgentRouteData {
  const { paths, copy, applyPaths, statusPaths, contactPath } = becomeAnAgentPage;
  const language: AgentPageLanguage = pathname.startsWith(paths.fil) ? "fil" : "en";
  const other: AgentPageLanguage = language === "fil" ? "en" : "fil";
  const { lang, locale } = copy[language];
  if (view === undefined) {
    return {
      view: "page",
      meta: metaOf(paths[language]),
      copy: copy[language],
      paths,
      other: { path: paths[other], lang: copy[other].lang },
      applyPath: applyPaths[language],
      contactPath,
    };
  }
  const back = { name: copy[language].hero.title, path: paths[language] };
  if (view === "apply") {
    const form = agentApplicationCopy[language];
    return {
      view,
      language,
      lang,
      locale,
      meta: metaOf(applyPaths[language]),
      paths: applyPaths,
      other: { path: applyPaths[other], lang: copy[other].lang, ...form.languageSwitch },
      title: form.title,
      intro: form.intro,
      loading: form.loading,
      loadFailed: copy[language].viewLoadFailed,
      back: { ...back, name: form.backToAgentPage },
    };
  }
  if (view === "status") {
    const status = agentStatusCopy[language];
    return {
      view,
      language,
      lang,
      locale,
      meta: { ...status.meta, path: statusPaths[language] },
      paths: statusPaths,
      other: { path: statusPaths[other], lang: copy[other].lang, ...copy[language].languageSwitch },
      title: status.title,
      intro: status.meta.description,
      loading: status.loading,
      loadFailed: copy[language].viewLoadFailed,
      back: { ...back, name: status.toAgentPage.name },
    };
  }
  throw data(null, { status: 404 });
}

/** Head tags: the page and the form with hreflang links to both languages (English the default); the status page is private. */
export function agentPageMeta(route: AgentRouteData | undefined): MetaDescriptor[] {
  if (route === undefined) {
    return [];
  }
  if (route.view === "page") {
    return buildMeta({
      ...route.meta,
      locale: route.copy.locale,
      extra: languageAlternates(route.paths, route.paths.en),
    });
  }
  return route.view === "apply"
    ? buildMeta({
        ...route.meta,
        locale: route.locale,
        extra: languageAlternates(route.paths, route.paths.en),
      })
    : buildMeta({ ...route.meta, locale: route.locale, indexable: false });
}

export function agentPageProps(route: PageData): AgentPageProps {
  return {
    copy: route.copy,
    applyPath: route.applyPath,
    contactPath: route.contactPath,
    otherLanguage: route.other,
  };
}
