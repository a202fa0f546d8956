import type { ContactCard } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { CardGrid, CardGridIntro, cardGridSpan } from "../common/card-grid";
import { ContactActionLink } from "./contact-action-link";

type ContactCardsProps = { label: string; cards: readonly ContactCard[] };

const ACCENTS: Readonly<Record<ContactCard["id"], string>> = {
  chat: "bg-secondary text-primary",
  call: "bg-success/10 text-success",
  visit: "bg-navy/10 text-navy",
  email: "bg-accent-ai/10 text-accent-ai",
  book: "bg-primary text-primary-foreground",
};

/** The contact page's five ways to reach the company, each with its action. */
export function ContactCards({ label, cards }: ContactCardsProps) {
  return (
    <CardGrid headingId="contact-cards-heading" label={label}>
      {cards.map((card, index) => (
        <li
          key={card.id}
          data-card={card.id}
          {...fadeUp(
            "top",
            cn(
              "flex flex-col rounded-xl border bg-card p-6 shadow-elevation-1 transition-shadow duration-200 hover:shadow-elevation-2 motion-reduce:transition-none",
              card.id === "book" ? "border-primary/40" : "border-border",
              cardGridSpan(index, card.id === "book"),
            ),
          )}
        >
          <CardGridIntro
            icon={card.icon}
            tileClassName={ACCENTS[card.id]}
            title={card.title}
            description={card.description}
          />
          {card.detail && card.detail !== card.action.name ? (
            <p className="mt-3 text-small font-medium break-words text-foreground">{card.detail}</p>
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
    </CardGrid>
  );
}
