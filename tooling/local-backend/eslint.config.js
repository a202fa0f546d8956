import { base } from "@innovatehub/eslint-config/base";

export default [...base];
