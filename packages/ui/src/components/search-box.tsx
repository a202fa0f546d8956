import * as React from "react";
import { SearchIcon, XIcon } from "lucide-react";

import { cn } from "../lib/utils";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";

type SearchBoxLabels = {
  /** The input's visible label. */
  search: string;
  submit: string;
  clear: string;
  /** Read after the label, e.g. "Press / to search"; the key itself is shown as a hint in the field. */
  shortcutHint?: string;
};

type SearchBoxProps = {
  /** The search in effect (from the URL, say); the box shows it and is reset when it changes. */
  value: string;
  /** Called with the trimmed text on submit, and with "" on clear. */
  onSearch: (query: string) => void;
  labels: SearchBoxLabels;
  /** A key that moves focus to the box from anywhere on the page except another text field. */
  shortcut?: string;
  disabled?: boolean;
  className?: string;
};

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * A search form: label, text input with a clear button, a submit button, and an optional one-key shortcut
 * to reach it. The search runs on submit (Enter), never per keystroke.
 */
function SearchBox({
  value,
  onSearch,
  labels,
  shortcut,
  disabled = false,
  className,
}: SearchBoxProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [draft, setDraft] = React.useState(value);
  const [shown, setShown] = React.useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  React.useEffect(() => {
    if (!shortcut || disabled) {
      return undefined;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key === shortcut &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !isTyping(event.target)
      ) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut, disabled]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  function clear() {
    setDraft("");
    onSearch("");
    inputRef.current?.focus();
  }

  return (
    <form
      role="search"
      data-slot="search-box"
      onSubmit={submit}
      className={cn("flex flex-col gap-2", className)}
    >
      <Label htmlFor={`${id}-q`}>{labels.search}</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={`${id}-q`}
            type="search"
            value={draft}
            disabled={disabled}
            aria-describedby={shortcut && labels.shortcutHint ? `${id}-hint` : undefined}
            onChange={(event) => setDraft(event.target.value)}
            className="pr-20 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <div className="absolute inset-y-0 right-0 flex items-center gap-1 pr-1">
            {shortcut && draft === "" ? (
              <kbd
                aria-hidden="true"
                className="mr-2 rounded border border-border bg-muted px-1.5 font-mono text-small text-muted-foreground"
              >
                {shortcut}
              </kbd>
            ) : null}
            {draft !== "" ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={labels.clear}
                disabled={disabled}
                onClick={clear}
              >
                <XIcon aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        </div>
        <Button type="submit" disabled={disabled}>
          {labels.submit}
        </Button>
      </div>
      {shortcut && labels.shortcutHint ? (
        <span id={`${id}-hint`} className="sr-only">
          {labels.shortcutHint}
        </span>
      ) : null}
    </form>
  );
}

export { SearchBox, type SearchBoxLabels };
