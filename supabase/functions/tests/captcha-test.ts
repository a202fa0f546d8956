import { assertEquals, assertFalse } from "./assert.ts";
import { createTurnstileVerifier } from "../_shared/captcha/turnstile.ts";
import type { CaptchaOutcome, CaptchaVerifier } from "../_shared/captcha/verifier.ts";
import { AGENT_APPLICATION, BOOKING, INQUIRY, job, PERSONAL_VALUES, TEAM, TOKEN } from "./fakes.ts";
import { invoke, setup } from "./handler-harness.ts";

const SECRET = "0x4AAAAAAA-test-secret";
const VISITOR_TOKEN = "turnstile-token-from-the-widget";

/** A siteverify endpoint that answers `answer` and records what it was sent. */
function siteverify(answer: () => Response | Promise<Response>) {
  const requests: URLSearchParams[] = [];
  const fetcher: typeof fetch = async (_input, init) => {
    requests.push(new URLSearchParams(String(init?.body ?? "")));
    return await answer();
  };
  return {
    requests,
    verifier: createTurnstileVerifier({ secretKey: SECRET, fetch: fetcher }),
  };
}

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** A verifier that answers `outcome` and remembers the tokens it saw. */
function fakeVerifier(outcome: CaptchaOutcome): CaptchaVerifier & { tokens: string[] } {
  const tokens: string[] = [];
  return {
    tokens,
    verify(token) {
      tokens.push(token);
      return Promise.resolve(outcome);
    },
  };
}

Deno.test("Turnstile: a token the provider accepts is verified, sent with the secret", async () => {
  const { verifier, requests } = siteverify(() =>
    answer({ success: true, "error-codes": [], hostname: "innovatehub.ph" }),
  );
  assertEquals(await verifier.verify(VISITOR_TOKEN), "verified");
  assertEquals(requests[0]?.get("secret"), SECRET);
  assertEquals(requests[0]?.get("response"), VISITOR_TOKEN);
  assertFalse(requests[0]?.has("remoteip") ?? true, "the visitor's address is not sent");
});

Deno.test("Turnstile: a wrong, used or expired token is rejected", async () => {
  for (const code of ["invalid-input-response", "timeout-or-duplicate", "missing-input-response"]) {
    const { verifier } = siteverify(() => answer({ success: false, "error-codes": [code] }));
    assertEquals(await verifier.verify(VISITOR_TOKEN), "rejected", code);
  }
});

Deno.test(
  "Turnstile: a provider outage or our own bad key is unavailable, not the visitor's fault",
  async () => {
    const cases: Array<() => Response | Promise<Response>> = [
      () => answer({ success: false, "error-codes": ["internal-error"] }),
      () => answer({ success: false, "error-codes": ["invalid-input-secret"] }),
      () => answer({ error: "bad gateway" }, 502),
      () => new Response("<html>not json</html>", { status: 200 }),
      () => Promise.reject(new TypeError("network down")),
    ];
    for (const [index, reply] of cases.entries()) {
      const { verifier } = siteverify(reply);
      assertEquals(await verifier.verify(VISITOR_TOKEN), "unavailable", `case ${index}`);
    }
  },
);

Deno.test("with CAPTCHA off the function ignores tokens and sends as before", async () => {
  const { handler, provider } = setup();
  const response = await invoke(handler, {
    appointmentId: BOOKING.id,
    captchaToken: "anything",
  });
  assertEquals(response.status, 200);
  assertEquals(provider.delivered.length, 2);
});

Deno.test(
  "with CAPTCHA on a verified token releases the booking's held e-mails and sends them",
  async () => {
    const captcha = fakeVerifier("verified");
    const { handler, provider, rows } = setup({ captcha, held: true });
    const response = await invoke(handler, {
      appointmentId: BOOKING.id,
      captchaToken: VISITOR_TOKEN,
    });
    assertEquals(response.status, 200);
    assertEquals(await response.json(), { ok: true });
    assertEquals(captcha.tokens, [VISITOR_TOKEN]);
    assertEquals(
      provider.delivered.map((message) => message.to).sort(),
      [BOOKING.email, TEAM].sort(),
    );
    assertEquals(
      rows.map((row) => row.status),
      ["sent", "sent"],
    );
  },
);

Deno.test(
  "with CAPTCHA on a missing or rejected token answers 422 and the e-mails stay held",
  async () => {
    for (const body of [
      { appointmentId: BOOKING.id },
      { appointmentId: BOOKING.id, captchaToken: "forged" },
      { appointmentId: BOOKING.id, captchaToken: "x".repeat(3000) },
    ]) {
      const { handler, provider, rows } = setup({
        captcha: fakeVerifier("rejected"),
        held: true,
      });
      const response = await invoke(handler, body);
      assertEquals(response.status, 422);
      assertEquals(await response.json(), {
        error: {
          status: 422,
          message: "The CAPTCHA check failed. Solve it again and resend.",
        },
      });
      assertEquals(provider.state.calls, 0);
      assertEquals(
        rows.map((row) => row.status),
        ["held", "held"],
      );
    }
  },
);

Deno.test(
  "with CAPTCHA on a provider outage answers a retryable 503 and releases nothing",
  async () => {
    const { handler, provider, rows, logger } = setup({
      captcha: fakeVerifier("unavailable"),
      held: true,
    });
    const response = await invoke(handler, {
      appointmentId: BOOKING.id,
      captchaToken: VISITOR_TOKEN,
    });
    assertEquals(response.status, 503);
    assertEquals(
      (await response.json()).error.message,
      "The CAPTCHA check is unavailable. Please try again later.",
    );
    assertEquals(provider.state.calls, 0);
    assertEquals(
      rows.map((row) => row.status),
      ["held", "held"],
    );
    for (const line of logger.lines) {
      assertFalse(line.includes(VISITOR_TOKEN), `log line leaks the token: ${line}`);
      for (const value of PERSONAL_VALUES) {
        assertFalse(line.includes(value), `log line leaks personal data: ${line}`);
      }
    }
  },
);

/**
 * The leads the fast path releases by id besides a booking (whose jobs it also claims by id): the body that names
 * one, its two held e-mails, where the applicant's goes, and another lead's e-mail that must stay held.
 */
const RELEASED_BY_ID = [
  {
    lead: "an inquiry",
    body: { inquiryId: INQUIRY.id },
    held: () => [job("inquiry_received", "visitor"), job("inquiry_new", "team")],
    to: INQUIRY.email,
    other: () => job("booking_new", "team"),
  },
  {
    lead: "an agent application",
    body: { agentApplicationId: AGENT_APPLICATION.id },
    held: () => [
      job("agent_application_received", "visitor", { manage_token: TOKEN }),
      job("agent_application_new", "team"),
    ],
    to: AGENT_APPLICATION.email,
    other: () => job("inquiry_new", "team"),
  },
];

for (const { lead, body, held, to, other } of RELEASED_BY_ID) {
  Deno.test(`with CAPTCHA on ${lead} is verified and released by its id`, async () => {
    const captcha = fakeVerifier("verified");
    const { handler, rows, provider } = setup({ captcha, held: true, jobs: [...held(), other()] });
    const response = await invoke(handler, { ...body, captchaToken: VISITOR_TOKEN });
    assertEquals(response.status, 200);
    assertEquals(captcha.tokens, [VISITOR_TOKEN]);
    assertEquals(provider.delivered.map((message) => message.to).sort(), [to, TEAM].sort());
    assertEquals(
      rows.map((row) => row.status),
      ["sent", "sent", "held"],
      "another lead's e-mails stay held",
    );
  });

  Deno.test(`with CAPTCHA on a refused token leaves ${lead}'s e-mails held`, async () => {
    const { handler, rows, provider } = setup({
      captcha: fakeVerifier("rejected"),
      held: true,
      jobs: held(),
    });
    const response = await invoke(handler, { ...body, captchaToken: VISITOR_TOKEN });
    assertEquals(response.status, 422);
    assertEquals(provider.delivered.length, 0);
    assertEquals(
      rows.map((row) => row.status),
      ["held", "held"],
    );
  });
}

Deno.test("process-appointment refuses a body naming two leads, or an application id of another shape", async () => {
  const { handler } = setup();
  for (const body of [
    { agentApplicationId: AGENT_APPLICATION.id, inquiryId: INQUIRY.id },
    { agentApplicationId: INQUIRY.id },
    { agentApplicationId: "agt-not-a-uuid" },
  ]) {
    assertEquals((await invoke(handler, body)).status, 400, JSON.stringify(body));
  }
});
