import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { agentApplicationCopy } from "@innovatehub/content/site";
import { ApplicationForm } from "./application-form";
import { installFakeCaptchaProvider, setCaptchaSiteKey } from "../bot-checks/testing/fake-captcha";
import { NO_DOCUMENTS } from "./documents";

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
  localStorage.clear();
});

describe("the agent application's CAPTCHA", () => {
  it("with a site key, loads the provider's widget once the applicant starts on the form", async () => {
    setCaptchaSiteKey("site-key");
    const provider = installFakeCaptchaProvider();
    const user = renderForm();
    expect(provider.rendered).toHaveLength(0);
    await user.click(screen.getByLabelText(new RegExp(`^${copy.fields.fullName.label}`)));
    await waitFor(() => {
      expect(provider.rendered).toEqual(["site-key"]);
    });
  });

  it("without a site key, loads nothing", async () => {
    const provider = installFakeCaptchaProvider();
    const user = renderForm();
    await user.click(screen.getByLabelText(new RegExp(`^${copy.fields.fullName.label}`)));
    await user.keyboard("Maria");
    expect(provider.rendered).toHaveLength(0);
  });
});
