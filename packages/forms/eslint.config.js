import { base } from "@innovatehub/eslint-config/base";
import { boundaries } from "@innovatehub/eslint-config/boundaries";

export default [
  ...base,
  ...boundaries({ allow: ["@innovatehub/domain", "@innovatehub/content"], contentAudience: "site" }),
  {
    files: ["src/**/*.ts"],
    ignores: ["src/zod.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Import z from src/zod.ts: it turns off zod's eval probe, which the site's CSP reports.",
        },
      ],
    },
  },
];
