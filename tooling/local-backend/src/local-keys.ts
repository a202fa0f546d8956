/**
 * Fixed local-development credentials, like Supabase's well-known demo keys for `supabase start`.
 * They are NOT secrets: they only open the embedded local backend on 127.0.0.1. The two JWTs are HS256
 * tokens signed with LOCAL_JWT_SECRET (claims: iss "innovatehub-local", role, iat 2026-11-22, exp 2036-11-18);
 * a test checks that they still verify.
 */
export const LOCAL_JWT_SECRET = "innovatehub-local-development-jwt-secret-not-for-production";

export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpbm5vdmF0ZWh1Yi1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzk1MzA1NjAwLCJleHAiOjIxMTA2NjU2MDB9.iWgoiVrptUJ-fiMGH07A7SdRSs3Oi-nkiEsF9pyFank";

export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpbm5vdmF0ZWh1Yi1sb2NhbCIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3OTUzMDU2MDAsImV4cCI6MjExMDY2NTYwMH0.xm0xh7Qt8tLaBQoLNHfeHLGfCHmokR_yzAy8wYg9Ytc";

export const LOCAL_BACKEND_HOST = "127.0.0.1";
export const LOCAL_BACKEND_DEFAULT_PORT = 54321;
/**
 * Where it serves: LOCAL_BACKEND_PORT moves it (parallel runs on one machine), for the server and for every
 * script and test that calls it alike.
 */
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${process.env.LOCAL_BACKEND_PORT ?? LOCAL_BACKEND_DEFAULT_PORT}`;
