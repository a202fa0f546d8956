import { z } from "zod";

// The site's Content-Security-Policy forbids eval. zod's fast path first probes for it with `new Function`, and a
// CSP reports that probe as a violation even though zod catches the error; parsing without the fast path asks
// nothing of the browser. Every schema imports z from here, so the setting is made before any of them parses.
z.config({ jitless: true });

export { z };
