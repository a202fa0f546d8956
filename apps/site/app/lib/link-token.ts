const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The token of an e-mailed link (manage a booking, unsubscribe), shared by the pages those links open. Takes it from
 * the URL fragment (browsers never send a fragment to any server, nor in a Referer) and
 * removes it from the address bar and history, so it is not left on screen or in a shared URL.
 */
export function takeTokenFromLocation(): string | null {
  const token = window.location.hash.slice(1);
  if (window.location.hash !== "") {
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }
  return TOKEN_PATTERN.test(token) ? token : null;
}
