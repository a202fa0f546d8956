import type { Action } from "@innovatehub/content/site";
import { ActionLink } from "./action-link";

type NotFoundProps = { code: string; title: string; description: string; homeLink: Action };

function LostSignal() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 240 120" className="mx-auto h-28 w-auto sm:h-36">
      <path
        d="M10 90h50l15-30 20 45 18-70 14 40h25"
        className="stroke-primary"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M152 75h22m14 0h12m12 0h8"
        className="stroke-border"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="152" cy="75" r="7" className="fill-success" />
    </svg>
  );
}

/** docs/product.md §2.17: 404, Oops! Page not found, Return to Home. */
export function NotFound({ code, title, description, homeLink }: NotFoundProps) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <LostSignal />
      <p className="mt-6 text-display text-primary">{code}</p>
      <h1 id="not-found-title" className="mt-2 text-h2">
        {title}
      </h1>
      <p className="mt-4 max-w-md text-body text-muted-foreground">{description}</p>
      <ActionLink action={homeLink} size="lg" className="mt-8" />
    </section>
  );
}
