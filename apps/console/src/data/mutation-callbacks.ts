/**
 * What a screen adds to a mutation: what to tell the person. Each mutation hook owns what to reload
 * (`onSettled`), so a screen cannot forget it.
 */
export type MutationCallbacks<Result, Variables> = {
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
};
