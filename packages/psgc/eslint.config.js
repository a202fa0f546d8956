import { base } from "@innovatehub/eslint-config/base";
import { boundaries } from "@innovatehub/eslint-config/boundaries";

export default [...base, ...boundaries({ allow: [] })];
