/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set from SITE_ORIGIN by vite.config.ts at build time; undefined under Vitest. */
  readonly SITE_ORIGIN: string | undefined;
  /** Calendar year of the build, set by vite.config.ts; undefined under Vitest. */
  readonly BUILD_YEAR: number | undefined;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The CAPTCHA provider's public site key; CAPTCHA is off without it. */
  readonly VITE_CAPTCHA_SITE_KEY?: string;
  /** Share of page views that report their speed, 0 to 1 (app/features/page-vitals). */
  readonly VITE_VITALS_SAMPLE_RATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
