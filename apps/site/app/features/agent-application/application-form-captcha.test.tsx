import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { agentApplicationCopy } from "@innovatehub/content/site";
import { ApplicationForm } from "./application-form";
import { NO_DOCUMENTS } from "./documents";

/** CAPTCHA is off unless a test sets a site key; the provider's API is a stand-in that renders nothing. */
const captcha = vi.hoisted(() => ({ siteKey: null as string | null, loads: 0 }));

vi.mock("../bot-checks/captcha-config", () => ({ captchaSiteKey: () => captcha.siteKey }));
vi.mock("../bot-checks/turnstile-script", () => ({
  loadTurnstile: () => {
    captcha.loads += 1;
    return Promise.resolve({ render: () => `widget-${captcha.loads}`, remove: () => undefined });
  },
}));
// The address lists are static files the test has no server for.
vi.mock("./psgc", () => ({ loadPlaces: () => new Promise(() => undefined) }));

const copy = agentApplicationCopy.en;

function renderForm() {
  render(
    <>
      <h1 id="agent-view-title">Apply</h1>
      <ApplicationForm
        copy={copy}
        language="en"
        client={null}
        documents={NO_DOCUMENTS}
        onDocumentsChange={() => undefined}
        onSubmitted={() => undefined}
      />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  Object.assign(captcha, { siteKey: null, loads: 0 });
  localStorage.clear();
});

describe("the agent application's CAPTCHA", () => {
  it("with a site key, loads the provider's widget once the applicant starts on the form", async () => {
    captcha.siteKey = "site-key";
    const user = renderForm();
    expect(captcha.loads).toBe(0);
    await user.click(screen.getByLabelText(new RegExp(`^${copy.fields.fullName.label}`)));
    await waitFor(() => {
      expect(captcha.loads).toBe(1);
    });
  });

  it("without a site key, loads nothing", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText(new RegExp(`^${copy.fields.fullName.label}`)));
    await user.keyboard("Maria");
    expect(captcha.loads).toBe(0);
  });
});
