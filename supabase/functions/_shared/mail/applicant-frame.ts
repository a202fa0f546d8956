import type { JobAgentApplication } from "../rows.ts";

type Language = JobAgentApplication["language"];

/**
 * The lines every e-mail to an agent applicant opens and closes with, in each language: the greeting names nobody
 * (whoever applied chose the address; VISITOR_GREETING in format.ts), the close says how to reach the team.
 */
export const APPLICANT_FRAME: Readonly<
  Record<Language, { greeting: string; questions: (teamAddress: string) => string }>
> = {
  en: {
    greeting: "Hello there,",
    questions: (teamAddress) => `Questions? Reply to this e-mail or write to ${teamAddress}.`,
  },
  fil: {
    greeting: "Hello po,",
    questions: (teamAddress) =>
      `May tanong ka? Mag-reply ka lang sa email na ito o mag-email sa ${teamAddress}.`,
  },
};

/**
 * The application's status page under the agent page of its language (docs/product.md §16); the token travels in
 * the fragment, which browsers never send to a server (as the booking's manage link, D32).
 */
const STATUS_PATHS: Readonly<Record<Language, string>> = {
  en: "/become-an-agent/status",
  fil: "/fil/become-an-agent/status",
};

export function statusLink(siteUrl: string, language: Language, token: string): string {
  return `${siteUrl}${STATUS_PATHS[language]}#${token}`;
}
