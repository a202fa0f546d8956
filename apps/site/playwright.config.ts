import { previewE2eConfig } from "@innovatehub/playwright-config";

export default previewE2eConfig({
  // E2E_PORT lets parallel runs on one machine use their own preview server.
  previewPort: Number(process.env.E2E_PORT ?? 4391),
  // The booking, inquiry and manage specs talk to the local backend; E2E_LOCAL_BACKEND=0 runs the shell specs
  // on the preview alone.
  withLocalBackend: process.env.E2E_LOCAL_BACKEND !== "0",
});
