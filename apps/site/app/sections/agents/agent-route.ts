import type { AgentPageCopy, SitePageMeta } from "@innovatehub/content/site";
import type { MetaDescriptor } from "react-router";
import { buildMeta, languageAlternates } from "../../lib/meta";
import type { AgentPageProps } from "./agent-page";

/** What each language's route loads: its head texts and copy, both paths, and the other language's link. */
export type AgentRouteData = {
  meta: SitePageMeta;
  copy: AgentPageCopy;
  paths: { en: string; fil: string };
  other: { path: string; lang: string };
  applyPath: string;
  contactPath: string;
};

/** Head tags of either language's page: its locale, and hreflang links to both (English the default). */
export function agentPageMeta(data: AgentRouteData | undefined): MetaDescriptor[] {
  if (data === undefined) {
    return [];
  }
  return buildMeta({
    ...data.meta,
    locale: data.copy.locale,
    extra: languageAlternates(data.paths, data.paths.en),
  });
}

export function agentPageProps(data: AgentRouteData): AgentPageProps {
  return {
    copy: data.copy,
    applyPath: data.applyPath,
    contactPath: data.contactPath,
    otherLanguage: data.other,
  };
}
