import type { ReactNode } from "react";
import type { InquiryFormCopy, ServicePageContent } from "@innovatehub/content/site";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { InquirySection } from "../../features/inquiry/inquiry-section";
import { CtaBlock } from "../cta-block";
import { FeatureCardGrid } from "../common/feature-card-grid";
import { AgentProgram } from "./agent-program";
import { serviceAccent } from "./service-accent";
import { ServiceHero } from "./service-hero";
import { ServiceIntro } from "./service-intro";
import { ServiceList } from "./service-list";
import { ServiceSection } from "./service-section";
import { ServiceSteps } from "./service-steps";
import { SolutionCards } from "./solution-cards";
import { TechnologyList } from "./technology-list";

type ServicePageProps = {
  content: ServicePageContent;
  /** The inquiry kind's fields and texts, read at build time by the route's loader; absent without an inquiry. */
  inquiryForm?: { fields: readonly FieldConfig[]; copy: InquiryFormCopy } | null;
  /** The hero illustration; each route imports its own, so a page ships one drawing, not all six. */
  visual: ReactNode;
};

/**
 * The one template of the six service pages (docs/product.md §2). Every band is optional except the hero, the
 * service list, the three feature cards and the closing call to action; the content entry decides.
 */
export function ServicePage({ content, inquiryForm, visual }: ServicePageProps) {
  const accent = serviceAccent(content.id);
  const { serviceList, featureCards, inquiry } = content;
  return (
    <>
      <ServiceHero hero={content.hero} accent={accent} visual={visual} />
      {content.intro ? <ServiceIntro {...content.intro} /> : null}
      <ServiceSection slug="feature-cards" heading={featureCards.heading} tone="muted">
        <FeatureCardGrid items={featureCards.items} accent={accent} />
      </ServiceSection>
      <ServiceSection slug={serviceList.heading.id} heading={serviceList.heading} anchor>
        <ServiceList items={serviceList.items} accent={accent} />
      </ServiceSection>
      {content.approach ? (
        <ServiceSection slug="approach" heading={content.approach.heading} tone="muted">
          <ServiceSteps steps={content.approach.steps} />
        </ServiceSection>
      ) : null}
      {content.process ? (
        <ServiceSection slug="process" heading={content.process.heading} tone="muted">
          <ServiceSteps steps={content.process.steps} />
        </ServiceSection>
      ) : null}
      {content.technologies ? (
        <ServiceSection slug="technologies" heading={content.technologies.heading}>
          <TechnologyList groups={content.technologies.groups} />
        </ServiceSection>
      ) : null}
      {content.solutionCards ? (
        <ServiceSection slug="solutions" heading={content.solutionCards.heading} tone="muted">
          <SolutionCards items={content.solutionCards.items} />
        </ServiceSection>
      ) : null}
      {content.agentProgram ? (
        <ServiceSection
          slug={content.agentProgram.heading.id ?? "agent-program"}
          heading={content.agentProgram.heading}
          anchor
          tone="navy"
        >
          <AgentProgram {...content.agentProgram} />
        </ServiceSection>
      ) : null}
      {inquiry && inquiryForm ? (
        <InquirySection
          kind={inquiry.kind}
          heading={inquiry.heading}
          copy={inquiryForm.copy}
          fields={inquiryForm.fields}
        />
      ) : null}
      <CtaBlock {...content.cta} />
    </>
  );
}
