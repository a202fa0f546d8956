/**
 * Cloudflare Turnstile's browser API, loaded on demand: the script is added to the page the first time a
 * widget mounts (inside an open form), never on a first load. The build's CSP allows its origin only when a
 * site key is set (scripts/lib/host-config.mjs).
 */
export const TURNSTILE_SCRIPT_URL =
  "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

export type TurnstileRenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
};

export type TurnstileApi = {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  remove(widgetId: string): void;
};

function isTurnstileApi(value: unknown): value is TurnstileApi {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "render") === "function" &&
    typeof Reflect.get(value, "remove") === "function"
  );
}

let loading: Promise<TurnstileApi> | null = null;

/** The provider's API: the one already on the page if there is one, else from its script, added once. */
export function loadTurnstile(): Promise<TurnstileApi> {
  const present: unknown = Reflect.get(window, "turnstile");
  if (isTurnstileApi(present)) {
    return Promise.resolve(present);
  }
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.addEventListener("load", () => {
      const api: unknown = Reflect.get(window, "turnstile");
      if (isTurnstileApi(api)) {
        resolve(api);
      } else {
        reject(new Error("Turnstile did not start"));
      }
    });
    script.addEventListener("error", () => {
      // A later mount may try again (the visitor's connection may be back).
      script.remove();
      loading = null;
      reject(new Error("Turnstile could not be loaded"));
    });
    document.head.append(script);
  });
  return loading;
}
