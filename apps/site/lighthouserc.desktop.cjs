/** `pnpm bench` on desktop: the same pages, runs and budgets as lighthouserc.cjs, Lighthouse's desktop preset. */
const { lighthouseConfig } = require("./lighthouserc.cjs");

module.exports = lighthouseConfig({ formFactor: "desktop" });
