import type { FormEngine } from "./use-form-engine";

/** The form's notice (a submit that could not start), once per form; put it beside the submit button. */
export function FormNotice({ engine }: { engine: Pick<FormEngine, "notice"> }) {
  if (engine.notice === null) {
    return null;
  }
  return (
    <p role="alert" className="text-small font-medium text-destructive">
      {engine.notice}
    </p>
  );
}
