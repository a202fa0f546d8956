/** The parts of PostgREST's Prefer header this backend honours. */
type ReturnPreference = "minimal" | "representation" | "headers-only";

export interface Preferences {
  return: ReturnPreference;
  /** missing=default: keys absent from a row take the column default instead of null. */
  missingDefault: boolean;
}

export function parsePrefer(header: string | undefined): Preferences {
  const tokens = (header ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== "");
  const returnToken = tokens.find((token) => token.startsWith("return="))?.slice("return=".length);
  const returnPreference: ReturnPreference =
    returnToken === "representation" || returnToken === "headers-only" ? returnToken : "minimal";
  return { return: returnPreference, missingDefault: tokens.includes("missing=default") };
}
