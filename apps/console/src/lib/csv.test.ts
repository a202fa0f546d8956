import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Reyes, Ana")).toBe('"Reyes, Ana"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+63 912 345 6789")).toBe("'+63 912 345 6789");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes rows with CRLF after a byte order mark", () => {
    expect(
      toCsv([
        ["Name", "E-mail"],
        ["Ana", "ana@example.com"],
      ]),
    ).toBe("\uFEFFName,E-mail\r\nAna,ana@example.com\r\n");
  });
});
