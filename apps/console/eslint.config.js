import { boundaries } from "@innovatehub/eslint-config/boundaries";
import { react } from "@innovatehub/eslint-config/react";

const nodeGlobals = { process: "readonly", Buffer: "readonly", URL: "readonly" };

export default [
  ...react,
  ...boundaries({ allow: [
      "@innovatehub/ui",
      "@innovatehub/domain",
      "@innovatehub/content",
      "@innovatehub/forms",
      "@innovatehub/psgc",
    ],
    contentAudience: "console",
   }),
  { ignores: ["dist/**", "test-results/**", "playwright-report/**"] },
  {
    files: ["scripts/**/*.mjs", "*.config.ts", "e2e/**/*.ts"],
    languageOptions: { globals: nodeGlobals },
  },
];
