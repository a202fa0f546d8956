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

export interface Mailer {
  /** Sends once per idempotency key; resolves to the provider's message id when it gives one. */
  send(message: MailMessage): Promise<string | null>;
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
  };
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
  };
}
