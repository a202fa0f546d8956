import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import {
  AGENT_DUPLICATE_WINDOW_DAYS,
  AGENT_MIN_AGE_YEARS,
  NAME_MIN_LENGTH,
  STORE_NAME_MIN_LENGTH,
  YEARS_IN_OPERATION_MAX,
  agentApplicationStages,
  agentBusinessPackages,
  agentDocumentKinds,
} from "@innovatehub/domain";
import { businessPackages } from "./clients";
import { becomeAnAgentPage } from "./pages/become-an-agent";
import { contactPage } from "./pages/contact";
import { agentApplicationCopy } from "./pages/become-an-agent-application";
import { agentStatusCopy } from "./pages/become-an-agent-status";

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

  it("names every business package the domain lists, as the clients page names it, in both languages", () => {
    const names = agentBusinessPackages
      .filter((key) => key !== "undecided")
      .map((key) => businessPackages.find((entry) => entry.id === key)?.name);
    expect(names).not.toContain(undefined);
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

describe("the agent application form and status page", () => {
  it.each([
    ["form", agentApplicationCopy],
    ["status page", agentStatusCopy],
  ] as const)("the %s has the same keys in Filipino as in English, none empty", (_name, copies) => {
    expect(shape(copies.fil)).toEqual(shape(copies.en));
    const texts = (copy: unknown) => JSON.stringify(copy).match(/"[^"]*"/g) ?? [];
    expect(texts(copies.en).filter((text) => text === '""')).toEqual([]);
    expect(texts(copies.fil).filter((text) => text === '""')).toEqual([]);
  });

  it("writes the Filipino messages and functions in Filipino", () => {
    const { en, fil } = agentApplicationCopy;
    expect(fil.errors.underage).not.toBe(en.errors.underage);
    expect(fil.errors.fileTooLarge(30)).not.toBe(en.errors.fileTooLarge(30));
    expect(fil.errors.fileTooLarge(30)).toContain("30 MB");
    expect(fil.documents.ready("id.jpg", "420 KB")).toContain("id.jpg (420 KB)");
  });

  it("states the domain's rules with the domain's numbers, in both languages", () => {
    for (const copy of [agentApplicationCopy.en, agentApplicationCopy.fil]) {
      expect(copy.errors.underage).toContain(String(AGENT_MIN_AGE_YEARS));
      expect(copy.errors.fullName).toContain(String(NAME_MIN_LENGTH));
      expect(copy.errors.storeName).toContain(String(STORE_NAME_MIN_LENGTH));
      expect(copy.errors.yearsInOperation).toContain(String(YEARS_IN_OPERATION_MAX));
      expect(copy.result.alreadyBody).toContain(String(AGENT_DUPLICATE_WINDOW_DAYS));
    }
    for (const copy of [becomeAnAgentPage.copy.en, becomeAnAgentPage.copy.fil]) {
      expect(copy.requirements.items[0]).toContain(String(AGENT_MIN_AGE_YEARS));
    }
  });

  it("names every stage and every document kind in both languages", () => {
    for (const copy of [agentStatusCopy.en, agentStatusCopy.fil]) {
      expect(Object.keys(copy.stages).sort()).toEqual([...agentApplicationStages].sort());
    }
    for (const copy of [agentApplicationCopy.en, agentApplicationCopy.fil]) {
      expect(Object.keys(copy.documents.kinds).sort()).toEqual([...agentDocumentKinds].sort());
    }
  });

  it("leads the contact page's agent card to the English form first", () => {
    expect(contactPage.agentInterest.applyAction.href).toBe(becomeAnAgentPage.applyPaths.en);
  });

  it("has the form's head texts in each language, and leads the agent page's actions to the form", () => {
    for (const language of ["en", "fil"] as const) {
      const path = becomeAnAgentPage.applyPaths[language];
      expect(pageMeta.find((entry) => entry.path === path)).toEqual({ path, ...becomeAnAgentPage.applyMeta[language] });
      expect(path.startsWith(becomeAnAgentPage.paths[language])).toBe(true);
      expect(becomeAnAgentPage.statusPaths[language].startsWith(becomeAnAgentPage.paths[language])).toBe(true);
    }
  });
});
