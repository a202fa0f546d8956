/** The schema (and zod, and the phone metadata with it) as a chunk of its own, loaded on the form's first check. */
export function loadAgentApplicationSchema() {
  return import("./schema").then((module) => module.agentApplicationSchema);
}
