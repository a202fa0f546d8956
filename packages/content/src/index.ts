export * from "./constants";
export * from "./navigation";
export * from "./routes";
export * from "./site";
