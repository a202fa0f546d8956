/** Outgoing e-mail behind one interface: Resend's HTTP API when configured, a local outbox otherwise. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (the .ics invite). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
  /** Same key, same message: providers and the outbox send it at most once. The worker uses the job id. */
  idempotencyKey: string;
  /** What kind of e-mail this is (the template name): a Resend tag, and the start of the outbox file name. */
  tag: string;
}

/** Whether the provider already accepted a message; "unknown" when it could not be told. */
export type Acceptance =
  | { status: "accepted"; providerMessageId: string | null }
  | { status: "not_found" }
  | { status: "unknown" };

export interface Mailer {
  /** Sends once per idempotency key; resolves to the provider's message id when it gives one. */
  send(message: MailMessage): Promise<string | null>;
  /**
   * Whether the provider accepted this message (same recipient and subject) since `since`: asked before a retry
   * the provider's idempotency key no longer covers.
   */
  findAccepted(message: MailMessage, since: Date): Promise<Acceptance>;
}

export class MailerError extends Error {
  override name = "MailerError";
  constructor(readonly status: number) {
    super(`mail provider answered ${status}`);
  }
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

export function createResendMailer(options: {
  apiKey: string;
  from: string;
  /** Default: Resend's API. Tests and load runs point it at a stand-in. */
  endpoint?: string;
  fetchImpl?: typeof fetch;
}): Mailer {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = options.endpoint ?? RESEND_ENDPOINT;
  return {
    async send(message) {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": message.idempotencyKey,
        },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          reply_to: message.replyTo,
          tags: [{ name: "template", value: message.tag }],
          attachments: message.attachments?.map((attachment) => ({
            filename: attachment.filename,
            content: toBase64(attachment.content),
            content_type: attachment.contentType,
          })),
        }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new MailerError(response.status);
      }
      const payload: unknown = await response.json().catch(() => null);
      const id: unknown =
        typeof payload === "object" && payload !== null ? Reflect.get(payload, "id") : null;
      return typeof id === "string" ? id : null;
    },
    findAccepted(message, since) {
      return findInResendList(fetchImpl, endpoint, options.apiKey, message, since);
    },
  };
}

/** Pages of Resend's sent-mail list (100 each, newest first) read before the answer is "unknown". */
const MAX_LIST_PAGES = 20;
const LIST_PAGE_SIZE = 100;

interface ListedEmail {
  id: string;
  to: string[];
  subject: string;
  createdAt: number;
}

function listedEmails(payload: unknown): { emails: ListedEmail[]; hasMore: boolean } | null {
  if (typeof payload !== "object" || payload === null) {
    return null;
  }
  const data: unknown = Reflect.get(payload, "data");
  if (!Array.isArray(data)) {
    return null;
  }
  const emails: ListedEmail[] = [];
  for (const item of data) {
    const id: unknown = Reflect.get(item, "id");
    const to: unknown = Reflect.get(item, "to");
    const subject: unknown = Reflect.get(item, "subject");
    const createdAt = Date.parse(String(Reflect.get(item, "created_at")));
    if (
      typeof id !== "string" ||
      !Array.isArray(to) ||
      typeof subject !== "string" ||
      Number.isNaN(createdAt)
    ) {
      return null;
    }
    emails.push({ id, to: to.map(String), subject, createdAt });
  }
  return { emails, hasMore: Reflect.get(payload, "has_more") === true };
}

/**
 * Resend keeps no lookup by idempotency key, but lists sent e-mails newest first (GET /emails, cursor pages). A
 * message counts as accepted when one to the same recipient with the same subject was created since `since`.
 * The pages are read back to `since`; a provider error, an unexpected answer or more than MAX_LIST_PAGES pages
 * answer "unknown", and the worker then sends nothing.
 */
async function findInResendList(
  fetchImpl: typeof fetch,
  endpoint: string,
  apiKey: string,
  message: MailMessage,
  since: Date,
): Promise<Acceptance> {
  let after: string | null = null;
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const url = new URL(endpoint);
    url.searchParams.set("limit", String(LIST_PAGE_SIZE));
    if (after !== null) {
      url.searchParams.set("after", after);
    }
    const response = await fetchImpl(url, { headers: { Authorization: `Bearer ${apiKey}` } });
    if (!response.ok) {
      await response.body?.cancel();
      return { status: "unknown" };
    }
    const listed = listedEmails(await response.json().catch(() => null));
    if (listed === null) {
      return { status: "unknown" };
    }
    const match = listed.emails.find(
      (email) =>
        email.createdAt >= since.getTime() &&
        email.subject === message.subject &&
        email.to.includes(message.to),
    );
    if (match !== undefined) {
      return { status: "accepted", providerMessageId: match.id };
    }
    const last = listed.emails.at(-1);
    if (!listed.hasMore || last === undefined || last.createdAt < since.getTime()) {
      return { status: "not_found" };
    }
    after = last.id;
  }
  return { status: "unknown" };
}

/** File name for a message: its tag and idempotency key made safe, so a repeated send writes nothing new. */
function outboxFileName(message: MailMessage): string {
  return `${message.tag}_${message.idempotencyKey}`.replace(/[^a-zA-Z0-9_-]+/g, "_") + ".json";
}

/**
 * Writes each message as a JSON file (with attachments inline) into `directory`, for developers to read.
 * A message whose idempotency key was already written is skipped, as a provider would.
 */
export function createOutboxMailer(options: { directory: string; from: string }): Mailer {
  return {
    async send(message) {
      await Deno.mkdir(options.directory, { recursive: true });
      const name = outboxFileName(message);
      const path = `${options.directory}/${name}`;
      const record = { from: options.from, writtenAt: new Date().toISOString(), ...message };
      try {
        await Deno.writeTextFile(path, `${JSON.stringify(record, null, 2)}\n`, { createNew: true });
      } catch (error) {
        if (!(error instanceof Deno.errors.AlreadyExists)) {
          throw error;
        }
      }
      return name;
    },
    async findAccepted(message) {
      const name = outboxFileName(message);
      try {
        await Deno.stat(`${options.directory}/${name}`);
        return { status: "accepted", providerMessageId: name };
      } catch (error) {
        return error instanceof Deno.errors.NotFound
          ? { status: "not_found" }
          : { status: "unknown" };
      }
    },
  };
}
