export {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_DEFAULT_PORT,
  LOCAL_BACKEND_HOST,
  LOCAL_BACKEND_URL,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from "./local-keys.ts";
export { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "./server.ts";
export { resetLocalBackend } from "./reset.ts";
