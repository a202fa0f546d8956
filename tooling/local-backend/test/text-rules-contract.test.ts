// The forms' text rules and the database's checks are one rule: every code point the forms refuse in a
// single-line field is exactly what private.is_single_line_text refuses, and the e-mail shapes agree.
import { EMAIL_PATTERN, FORBIDDEN_TEXT_RANGES, isSingleLineText } from "@innovatehub/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
const LAST_CODE_POINT = 0x10ffff;
const LAST_BMP_CODE_POINT = 0xffff;
const SURROGATES = { first: 0xd800, last: 0xdfff };
/** An emoji, a CJK ideograph, a mathematical letter: allowed everywhere. */
const SUPPLEMENTARY_LETTERS = [0x1f600, 0x20000, 0x1d400];

/** The refused code points of [1, LAST_CODE_POINT] as inclusive ranges, by the given test. */
function refusedRanges(refuses: (codePoint: number) => boolean): [number, number][] {
  const ranges: [number, number][] = [];
  for (let codePoint = 1; codePoint <= LAST_CODE_POINT; codePoint += 1) {
    if (codePoint >= SURROGATES.first && codePoint <= SURROGATES.last) {
      continue;
    }
    if (refuses(codePoint)) {
      const last = ranges.at(-1);
      if (last !== undefined && last[1] === codePoint - 1) {
        last[1] = codePoint;
      } else {
        ranges.push([codePoint, codePoint]);
      }
    }
  }
  return ranges;
}

describe("text rules shared by the forms and the database", () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it("the forms refuse every control, format character and line separator this runtime knows", () => {
    const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
    const missed = refusedRanges(
      (codePoint) =>
        invisible.test(String.fromCodePoint(codePoint)) &&
        isSingleLineText(String.fromCodePoint(codePoint)),
    );
    expect(missed).toEqual([]);
  });

  it("the database refuses exactly the code points the forms refuse", async () => {
    // Every code point of the Basic Multilingual Plane, and beyond it each range's edges and a few letters.
    const beyond = FORBIDDEN_TEXT_RANGES.filter(([, last]) => last > LAST_BMP_CODE_POINT).flatMap(
      ([first, last]) => [first - 1, first, last, last + 1],
    );
    const candidates = [
      ...Array.from({ length: LAST_BMP_CODE_POINT }, (_, index) => index + 1).filter(
        (codePoint) => codePoint < SURROGATES.first || codePoint > SURROGATES.last,
      ),
      ...beyond,
      ...SUPPLEMENTARY_LETTERS,
    ];
    const [row] = await backend.sql<{ refused: number[] }>(
      `select coalesce(json_agg(cp order by cp), '[]') as refused
       from unnest($1::integer[]) cp where not private.is_single_line_text(chr(cp))`,
      [candidates],
    );
    const fromForms = candidates
      .filter((codePoint) => !isSingleLineText(String.fromCodePoint(codePoint)))
      .sort((a, b) => a - b);
    expect(row?.refused).toEqual(fromForms);
    expect(
      refusedRanges((codePoint) => !isSingleLineText(String.fromCodePoint(codePoint))),
    ).toEqual(FORBIDDEN_TEXT_RANGES.map(([first, last]) => [Math.max(first, 1), last]));
  });

  it("the e-mail shape accepts and refuses the same addresses", async () => {
    const addresses = [
      "ana@example.com",
      "ana.o'neil-reyes+work@mail.example.ph",
      "x?bcc=attacker%40evil.example&body=hi@example.com",
      '"ana"@example.com',
      "ana reyes@example.com",
      "a=b@example.com",
      "ana@localhost",
      "Ana <ana@example.com>",
      "ana&co@example.com",
    ];
    const [row] = await backend.sql<{ accepted: boolean[] }>(
      `select json_agg(a ~ '^[A-Za-z0-9._+''-]+@([A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$' order by n) as accepted
       from unnest($1::text[]) with ordinality as t(a, n)`,
      [addresses],
    );
    const [constraint] = await backend.sql<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'appointments_email_shape'",
    );
    expect(constraint?.definition).toContain(
      "^[A-Za-z0-9._+''-]+@([A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$",
    );
    expect(row?.accepted).toEqual(addresses.map((address) => EMAIL_PATTERN.test(address)));
  });
});
