import { previewE2eConfig } from "@innovatehub/playwright-config";

export default previewE2eConfig({
  // The console's own preview port, next to the site's 4391; E2E_CONSOLE_PORT moves it for parallel runs.
  previewPort: Number(process.env.E2E_CONSOLE_PORT ?? 4392),
  withLocalBackend: true,
});
