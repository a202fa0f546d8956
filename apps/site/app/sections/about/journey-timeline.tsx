import type {
  JourneyMilestone,
  SectionHeading as SectionHeadingContent,
} from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";

type JourneyTimelineProps = { heading: SectionHeadingContent; milestones: readonly JourneyMilestone[] };

const HEADING_ID = "journey-heading";

/** The about page's three claims as a dated timeline; the section is the hero's "#journey" anchor. */
export function JourneyTimeline({ heading, milestones }: JourneyTimelineProps) {
  return (
    <section id={heading.id} aria-labelledby={HEADING_ID} className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <ol className="relative mt-12 grid gap-8 lg:mt-16 lg:grid-cols-3 lg:gap-6">
          <span
            aria-hidden="true"
            className="absolute top-0 bottom-0 left-6 w-px bg-border lg:top-6 lg:right-0 lg:bottom-auto lg:left-0 lg:h-px lg:w-auto"
          />
          {milestones.map((milestone) => (
            <li key={milestone.id} {...fadeUp("top", "relative pl-20 lg:pt-20 lg:pl-0")}>
              <span className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-elevation-2 ring-8 ring-background">
                <ContentIcon name={milestone.icon} className="size-5" />
              </span>
              <p className="text-small font-semibold tracking-wider text-primary uppercase">{milestone.period}</p>
              <h3 className="mt-2 text-h3">{milestone.title}</h3>
              <p className="mt-3 text-body text-muted-foreground">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
