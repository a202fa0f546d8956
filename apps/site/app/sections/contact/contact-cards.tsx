import type { ContactCard } from "@innovatehub/content";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../fade-up";
import { ContactActionLink } from "./contact-action-link";

/** Five cards on a six-column grid: three in the first row, two wider ones in the second, no hole. */
const FIRST_ROW_COUNT = 3;

type ContactCardsProps = { label: string; cards: readonly ContactCard[] };

const ACCENTS: Readonly<Record<ContactCard["id"], string>> = {
  chat: "bg-secondary text-primary",
  call: "bg-success/10 text-success",
  visit: "bg-navy/10 text-navy",
  email: "bg-accent-ai/10 text-accent-ai",
  book: "bg-primary text-primary-foreground",
};

/** Spec section 2 "Contact": the five ways to reach the company, each with its action. */
export function ContactCards({ label, cards }: ContactCardsProps) {
  return (
    <section aria-labelledby="contact-cards-heading" className="px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id="contact-cards-heading" className="sr-only">
        {label}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {cards.map((card, index) => (
          <li
            key={card.id}
            data-card={card.id}
            {...fadeUp(
              "top",
              cn(
                "flex flex-col rounded-xl border border-border bg-card p-6 shadow-elevation-1 transition-shadow duration-200 hover:shadow-elevation-2 motion-reduce:transition-none",
                index < FIRST_ROW_COUNT ? "lg:col-span-2" : "lg:col-span-3",
                card.id === "book" && "border-primary/40 sm:col-span-2 lg:col-span-3",
              ),
            )}
          >
            <span
              className={cn(
                "inline-flex size-12 items-center justify-center rounded-lg",
                ACCENTS[card.id],
              )}
            >
              <ContentIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-h4">{card.title}</h3>
            <p className="mt-2 text-body text-muted-foreground">{card.description}</p>
            {card.detail && card.detail !== card.action.name ? (
              <p className="mt-3 text-small font-medium break-words text-foreground">
                {card.detail}
              </p>
            ) : null}
            <div className="mt-auto pt-6">
              <ContactActionLink
                action={card.action}
                variant={card.id === "book" ? "default" : "outline"}
                className="w-full sm:w-auto"
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
