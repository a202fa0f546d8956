// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * What a text field may hold, stated once: the forms check it before sending; the database enforces the same
 * (supabase/migrations/20261122000300_abuse_limits.sql: private.is_single_line_text and the *_email_shape checks),
 * and tooling/local-backend/test/text-rules-contract.test.ts proves the two agree, code point by code point.
 */

/**
 * Code point ranges no single-line field may hold: C0 and C1 controls, U+2028/U+2029 and every Unicode format
 * character (category Cf: zero-width spaces and joiners, direction overrides such as U+202E, soft hyphen, byte
 * order mark, tag characters), as of Unicode 17.
 */
export const FORBIDDEN_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [0x0, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
];

/** Multi-line fields (text areas) may also hold these: tab, line feed, carriage return. */
const LINE_BREAKS = new Set([0x9, 0xa, 0xd]);

function isForbidden(codePoint: number, multiLine: boolean): boolean {
  if (multiLine && LINE_BREAKS.has(codePoint)) {
    return false;
  }
  return FORBIDDEN_TEXT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

function hasNone(value: string, multiLine: boolean): boolean {
  for (const character of value) {
    if (isForbidden(character.codePointAt(0) ?? 0, multiLine)) {
      return false;
    }
  }
  return true;
}

export const isSingleLineText = (value: string): boolean => hasNone(value, false);
export const isMultiLineText = (value: string): boolean => hasNone(value, true);

/**
 * A plain mailbox: letters, digits and . _ + - ' before the @, and a domain of labels with a top-level domain of
 * at least two letters; the same rule as the database's *_email_shape checks. No ? & % = quotes or spaces, so an
 * address can never carry a mailto: query.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._+'-]+@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
