/** What every template needs besides the job itself. */
export interface RenderContext {
  teamAddress: string;
  /** The site's origin, for the manage and unsubscribe links: https://innovatehub.ph */
  siteUrl: string;
  now: Date;
}

/** A job that cannot be turned into an e-mail (its subject row is missing or does not fit the template). */
export class RenderError extends Error {
  override name = "RenderError";
  constructor(readonly reason: string) {
    super(reason);
  }
}
