export const outcomeKeys = {
  all: ["needing-outcome"] as const,
};
