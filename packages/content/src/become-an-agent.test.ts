import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import { becomeAnAgentPage } from "./pages/become-an-agent";

/** Every key path of a copy object, with the length of each list: two translations must share all of them. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`));
  }
  return [path];
}

describe("the agent page", () => {
  const { en, fil } = becomeAnAgentPage.copy;

  it("has the same keys and list lengths in Filipino as in English", () => {
    expect(shape(fil)).toEqual(shape(en));
  });

  it("leaves no text empty and translates every sentence", () => {
    const texts = (copy: unknown) => JSON.stringify(copy).match(/"[^"]*"/g) ?? [];
    expect(texts(en).filter((text) => text === '""')).toEqual([]);
    expect(texts(fil).filter((text) => text === '""')).toEqual([]);
    expect(en.hero.description).not.toBe(fil.hero.description);
    expect(en.faq.items.map((item) => item.answer)).not.toEqual(fil.faq.items.map((item) => item.answer));
  });

  it("names the business packages as the company does, in both languages", () => {
    const names = ["Basic", "Plus", "Premium", "Premium with lottery", "Enterprise with lottery"];
    expect(en.packages.names).toEqual(names);
    expect(fil.packages.names).toEqual(names);
  });

  it("has head texts in each language for each path", () => {
    for (const language of ["en", "fil"] as const) {
      const meta = pageMeta.find((entry) => entry.path === becomeAnAgentPage.paths[language]);
      expect(meta).toEqual({ path: becomeAnAgentPage.paths[language], ...becomeAnAgentPage.copy[language].meta });
    }
  });
});
