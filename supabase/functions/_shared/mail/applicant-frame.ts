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
