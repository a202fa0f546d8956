/**
 * A `mailto:` link with every part encoded: an address (or subject) can never add recipients, a body or other
 * header fields (RFC 6068), even if one with `?` or `&` got past the database's e-mail shape.
 */
export function mailtoHref(address: string, fields: { subject?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${encodeURIComponent(address)}${query === "" ? "" : `?${query}`}`;
}
