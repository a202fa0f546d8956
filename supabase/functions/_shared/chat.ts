import { MailerError } from "./mailer.ts";

/**
 * The team's chat alert behind one interface: a Telegram bot (sendMessage) or a Slack-compatible incoming
 * webhook. Both answer an HTTP error status on failure, which becomes the same provider error the mail worker
 * classifies (5xx, 429 and 409 retried; other statuses give up).
 */
export interface ChatSender {
  send(text: string): Promise<void>;
}

const TELEGRAM_API = "https://api.telegram.org";

async function post(fetchImpl: typeof fetch, url: string, body: unknown): Promise<void> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  if (!response.ok) {
    throw new MailerError(response.status);
  }
}

export function createTelegramSender(options: {
  botToken: string;
  chatId: string;
  /** Default: Telegram's Bot API. Tests point it at a stand-in. */
  endpoint?: string;
  fetchImpl?: typeof fetch;
}): ChatSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${options.endpoint ?? TELEGRAM_API}/bot${options.botToken}/sendMessage`;
  return {
    send: (text) =>
      post(fetchImpl, url, { chat_id: options.chatId, text, disable_web_page_preview: true }),
  };
}

export function createWebhookSender(options: {
  url: string;
  fetchImpl?: typeof fetch;
}): ChatSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  return { send: (text) => post(fetchImpl, options.url, { text }) };
}

/**
 * TELEGRAM_BOT_TOKEN with TELEGRAM_CHAT_ID, or CHAT_WEBHOOK_URL (Slack, Mattermost, Rocket.Chat and others take the
 * same `{ text }` body). Undefined when neither is set: chat alerts are off.
 */
export function chatSenderFromEnv(): ChatSender | undefined {
  const botToken = Deno.env.get("TELEGRAM_BOT_TOKEN") ?? "";
  const chatId = Deno.env.get("TELEGRAM_CHAT_ID") ?? "";
  if (botToken !== "" && chatId !== "") {
    return createTelegramSender({ botToken, chatId });
  }
  const webhook = Deno.env.get("CHAT_WEBHOOK_URL") ?? "";
  return webhook === "" ? undefined : createWebhookSender({ url: webhook });
}
