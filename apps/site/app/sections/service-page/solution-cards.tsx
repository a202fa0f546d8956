import type { SolutionCard } from "@innovatehub/content/site";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@innovatehub/ui/card";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";

/**
 * Cards that lead on to other services. Learn More goes to /ai-solutions for the
 * ai-solutions card and to /services otherwise (the targets come from content); Request a Demo to /contact.
 */
export function SolutionCards({ items }: { items: readonly SolutionCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((card) => {
        const titleId = `solution-${card.id}-title`;
        return (
          <li key={card.id} {...fadeUp("top", "flex")}>
            <Card className="w-full" data-card-id={card.id}>
              <CardHeader>
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                  <ContentIcon name={card.icon} className="size-6" />
                </span>
                <CardTitle id={titleId} className="mt-3">
                  {card.title}
                </CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                <CardDescription size="body">{card.description}</CardDescription>
              </CardContent>
              <CardFooter className="flex-wrap">
                <ActionLink
                  action={card.learnMore}
                  hiddenSuffix={`: ${card.title}`}
                  variant="outline"
                  aria-describedby={titleId}
                />
                <ActionLink action={card.requestDemo} variant="link" aria-describedby={titleId} />
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
