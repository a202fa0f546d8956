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
    contentAudience: "site",
   }),
  {
    // One icon rule: the site draws every icon with ContentIcon from its sprite; only the build-side sprite
    // table renders lucide drawings. One zod: every schema's z comes from @innovatehub/forms/zod. (A separate rule, so the package boundaries' import rule stays whole.)
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/icon-sprite.tsx", "app/lib/icon-sprite.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='lucide-react']",
          message: "Draw icons with ContentIcon (app/lib/icons.tsx) and an IconName, not lucide components.",
        },
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Import z from @innovatehub/forms/zod: it turns off zod's eval probe, which the CSP reports.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.ts", "e2e/**/*.ts"],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // Lighthouse CI loads its configuration with require(), so these files are CommonJS.
    files: ["lighthouserc*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { ...nodeGlobals, require: "readonly", module: "writable", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
];
