import { boundaries } from "@innovatehub/eslint-config/boundaries";
import { react } from "@innovatehub/eslint-config/react";

export default [...react, ...boundaries({ allow: [] })];
