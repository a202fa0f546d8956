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
  /** Same key, same message: providers and the outbox send it at most once. */
  idempotencyKey: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
  fetchImpl?: typeof fetch;
}): Mailer {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async send(message) {
      const response = await fetchImpl(RESEND_ENDPOINT, {
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
          attachments: message.attachments?.map((attachment) => ({
            filename: attachment.filename,
            content: toBase64(attachment.content),
            content_type: attachment.contentType,
          })),
        }),
      });
      await response.body?.cancel();
      if (!response.ok) {
        throw new MailerError(response.status);
      }
    },
  };
}

/** File name for a message: its idempotency key made safe, so a repeated send overwrites nothing new. */
function outboxFileName(idempotencyKey: string): string {
  return `${idempotencyKey.replace(/[^a-zA-Z0-9_-]+/g, "_")}.json`;
}

/**
 * Writes each message as a JSON file (with attachments inline) into `directory`, for developers to read.
 * A message whose idempotency key was already written is skipped, as a provider would.
 */
export function createOutboxMailer(options: { directory: string; from: string }): Mailer {
  return {
    async send(message) {
      await Deno.mkdir(options.directory, { recursive: true });
      const path = `${options.directory}/${outboxFileName(message.idempotencyKey)}`;
      const record = { from: options.from, writtenAt: new Date().toISOString(), ...message };
      try {
        await Deno.writeTextFile(path, `${JSON.stringify(record, null, 2)}\n`, { createNew: true });
      } catch (error) {
        if (!(error instanceof Deno.errors.AlreadyExists)) {
          throw error;
        }
      }
    },
  };
}
