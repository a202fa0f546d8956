import type { StorybookConfig } from "@storybook/react-vite";

/*
 * Site sections under the "Site/" group. Storybook must not load the React Router Vite plugin
 * (it takes over the whole build), so it reads .storybook/vite.config.ts instead of the app's.
 */
const config: StorybookConfig = {
  stories: ["../app/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: {
    name: "@storybook/react-vite",
    options: { builder: { viteConfigPath: ".storybook/vite.config.ts" } },
  },
  core: { disableTelemetry: true },
};

export default config;
