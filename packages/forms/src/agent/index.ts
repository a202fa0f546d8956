export { agentApplicationFields, agentApplicationSections } from "./fields";
export { toAgentApplicationArgs, type AgentApplicationArgs } from "./row";
export { OUTSIDE_PROVINCE, latestAdultBirthDate } from "./rules";
export type { AgentApplicationValues } from "./schema";
export { loadAgentApplicationSchema } from "./load-schema";
