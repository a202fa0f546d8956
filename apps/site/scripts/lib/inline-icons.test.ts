import { describe, expect, it } from "vitest";
import { inlineIcons } from "./inline-icons.mjs";

const SPRITE_HREF = "/assets/icon-sprite-AbC123.svg";
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
  <symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol>
  <symbol id="globe" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"></circle></symbol>
  <symbol id="mail" viewBox="0 0 24 24"><rect x="2" y="4" width="20" height="16"></rect></symbol>
</svg>`;

function page(body: string) {
  return `<!DOCTYPE html><html><head><title>t</title></head><body class="x">${body}</body></html>`;
}

const icon = (key: string) => `<svg aria-hidden="true"><use href="${SPRITE_HREF}#${key}"/></svg>`;

describe("inlineIcons", () => {
  it("points every icon at a symbol in the page and carries only the symbols the page uses", async () => {
    const requested: string[] = [];
    const html = await inlineIcons(page(`${icon("check")}<p>Hi</p>${icon("mail")}${icon("check")}`), (href) => {
      requested.push(href);
      return Promise.resolve(SPRITE);
    });
    expect(requested).toEqual([SPRITE_HREF]);
    expect(html).not.toContain(SPRITE_HREF);
    expect(html.match(/<use href="#check"\/>/g)).toHaveLength(2);
    expect(html).toContain('<use href="#mail"/>');
    const holder = /<body class="x">(<svg [^>]*display="none"[^>]*>.*?<\/svg>)/.exec(html)?.[1] ?? "";
    // The stylesheet's `svg { display: block }` outranks display="none": the holder must take no room without it.
    expect(holder).toMatch(/^<svg [^>]*width="0" height="0"/);
    expect(holder).toContain('<symbol id="check"');
    expect(holder).toContain('<symbol id="mail"');
    expect(holder).not.toContain('id="globe"');
  });

  it("leaves a page without icons untouched and reads no sprite", async () => {
    const original = page("<p>No icons</p>");
    const html = await inlineIcons(original, () => Promise.reject(new Error("read")));
    expect(html).toBe(original);
  });

  it("fails the build when a page names a symbol the sprite lacks", async () => {
    await expect(inlineIcons(page(icon("missing")), () => Promise.resolve(SPRITE))).rejects.toThrow(
      /missing/,
    );
  });
});
