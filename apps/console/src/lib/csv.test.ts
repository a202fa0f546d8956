import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("Reyes, Ana")).toBe('"Reyes, Ana"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+63 912 345 6789")).toBe('"\'+63 912 345 6789"');
    expect(csvCell("-1")).toBe('"\'-1"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("stays safe when a spreadsheet guesses ; or tab as the separator", () => {
    expect(csvCell("x;=1+2")).toBe('"x;\'=1+2"');
    expect(csvCell("x,@SUM(A1)")).toBe('"x,\'@SUM(A1)"');
    expect(csvCell("x\t+1")).toBe('"x\t\'+1"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });

  it("writes rows with CRLF after a byte order mark", () => {
    expect(
      toCsv([
        ["Name", "E-mail"],
        ["Ana", "ana@example.com"],
      ]),
    ).toBe('\uFEFF"Name","E-mail"\r\n"Ana","ana@example.com"\r\n');
  });
});
