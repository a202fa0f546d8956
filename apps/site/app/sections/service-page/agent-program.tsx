import type { ServicePageContent } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { ServiceSteps } from "./service-steps";

type AgentProgramProps = Pick<NonNullable<ServicePageContent["agentProgram"]>, "benefits" | "steps" | "action">;

/** The PlataPay agent programme: why join, the four steps, and the way in. */
export function AgentProgram({ benefits, steps, action }: AgentProgramProps) {
  return (
    <div className="space-y-12">
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.id} {...fadeUp("top", "flex gap-4")}>
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-success text-success-foreground">
              <ContentIcon name={benefit.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-h4">{benefit.title}</h3>
              <p className="mt-1 text-body text-navy-muted">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <ServiceSteps steps={steps} tone="inverse" />
      <div className="flex justify-center">
        <ActionLink action={action} size="lg" variant="success" />
      </div>
    </div>
  );
}
