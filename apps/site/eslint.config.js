import { boundaries } from "@innovatehub/eslint-config/boundaries";
import { react } from "@innovatehub/eslint-config/react";

const nodeGlobals = { process: "readonly", Buffer: "readonly", URL: "readonly" };

export default [
  ...react,
  ...boundaries({ allow: ["@innovatehub/ui", "@innovatehub/content", "@innovatehub/forms"] }),
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
