import { previewE2eConfig } from "@innovatehub/playwright-config";

// The test command runs this e2e at the same time as the site's, each on a local backend of its own
// (docs/decisions.md D91): E2E_CONSOLE_BACKEND_PORT is the console's (its build points at it through
// VITE_CONSOLE_SUPABASE_URL). The backend, the workers and every helper that calls the backend
// (@innovatehub/local-backend/keys) read LOCAL_BACKEND_PORT, so it is set here before anything starts.
const consoleBackendPort = process.env.E2E_CONSOLE_BACKEND_PORT;
if (consoleBackendPort) {
  process.env.LOCAL_BACKEND_PORT = consoleBackendPort;
}

// The specs add staff members through supabase-js (@innovatehub/local-backend/staff), whose client needs a
// WebSocket class even when nothing subscribes; Node 20 has one only behind this flag, as the local backend's
// scripts set it. The workers inherit it.
if (typeof globalThis.WebSocket === "undefined") {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --experimental-websocket`.trim();
}

export default previewE2eConfig({
  // The console's own preview port, next to the site's 4391; E2E_CONSOLE_PORT moves it for parallel runs.
  previewPort: Number(process.env.E2E_CONSOLE_PORT ?? 4392),
  withLocalBackend: true,
});
