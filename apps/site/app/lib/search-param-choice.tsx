import { type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useIsHydrated } from "../hooks/use-is-hydrated";

/**
 * One choice among the options' values, kept in the URL query as `name` (left out while it is the fallback).
 * The controls that set it are submit buttons of a GET form (`choiceForm` below).
 */
export function useSearchParamChoice(
  name: string,
  options: readonly { value: string }[],
  fallback: string,
): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useIsHydrated();
  const requested = hydrated ? params.get(name) : null;
  const value =
    options.some((option) => option.value === requested) && requested !== null
      ? requested
      : fallback;

  const choose = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) {
          updated.delete(name);
        } else {
          updated.set(name, next);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [value, choose];
}

/**
 * The props of a GET form around choice buttons (filters, tabs), each a submit button with a name and value,
 * so a choice made before the scripts run is not lost: the page loads with it in the URL (back at the section
 * `anchorId`), and hydration applies it. Once hydrated, the buttons' own handlers make the choice and the
 * form is never sent.
 */
export function choiceForm(anchorId: string) {
  return {
    method: "get",
    action: `#${anchorId}`,
    onSubmit: (event: FormEvent) => event.preventDefault(),
  } as const;
}
