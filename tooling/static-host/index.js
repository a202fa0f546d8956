// @ts-check
/**
 * The two files a static host reads beside a build (Netlify and Cloudflare Pages): `_headers` (response headers by
 * path pattern) and `_redirects`. The site and the console write them after their builds and their preview servers
 * apply them, so both are written and read here once. Plain JavaScript: the preview servers run under Node without
 * a build step.
 */

/** @typedef {{ pattern: string; headers: [string, string][] }} HeaderRule */
/** @typedef {{ from: string; to: string; status: number }} RedirectRule */

const PERMANENT_REDIRECT = 301;

/**
 * The strictest documented limits of the hosts that read `_headers`: Cloudflare Pages allows 100 rules
 * and 2,000 characters per line (Netlify reads the same file).
 */
export const HEADERS_FILE_LIMITS = { maxRules: 100, maxLineLength: 2000 };

/**
 * @param {readonly HeaderRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  return rules
    .map((rule) =>
      [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (current && separator > 0) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/**
 * What in a `_headers` file a host would refuse or cut.
 * @param {string} text
 * @returns {string[]}
 */
export function headersFileViolations(text) {
  const violations = [];
  const rules = parseHeadersFile(text);
  if (rules.length > HEADERS_FILE_LIMITS.maxRules) {
    violations.push(`${rules.length} rules, more than ${HEADERS_FILE_LIMITS.maxRules}`);
  }
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length > HEADERS_FILE_LIMITS.maxLineLength) {
      violations.push(
        `line ${index + 1} has ${line.length} characters, more than ${HEADERS_FILE_LIMITS.maxLineLength}`,
      );
    }
  });
  return violations;
}

/**
 * Netlify-style path pattern (`*` matches anything, including nothing) against a path.
 * @param {string} pattern
 * @param {string} pathname
 */
function matchesPattern(pattern, pathname) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`).test(pathname);
}

/**
 * Every header the rules give a path, in the file's order (a later rule's header is sent after an earlier one's).
 * @param {readonly HeaderRule[]} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules
    .filter((rule) => matchesPattern(rule.pattern, pathname))
    .flatMap((rule) => rule.headers);
}

/**
 * @param {readonly RedirectRule[]} redirects
 * @returns {string}
 */
export function formatRedirectsFile(redirects) {
  return redirects
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join("\n")
    .concat("\n");
}

/**
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirectsFile(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      return from && to ? [{ from, to, status: Number(status ?? PERMANENT_REDIRECT) }] : [];
    });
}
