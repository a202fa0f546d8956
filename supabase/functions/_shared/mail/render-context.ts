/** What every template needs besides the job itself. */
export interface RenderContext {
  teamAddress: string;
  /** The site's origin, for the manage, unsubscribe and status links: https://innovatehub.ph */
  siteUrl: string;
  /** The staff console's origin (CONSOLE_URL), for the team's notices; absent where it is not set. */
  consoleUrl?: string;
  now: Date;
}

/** A job that cannot be turned into an e-mail (its subject row is missing or does not fit the template). */
export class RenderError extends Error {
  override name = "RenderError";
  constructor(readonly reason: string) {
    super(reason);
  }
}
