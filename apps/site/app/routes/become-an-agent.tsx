import { lazy } from "react";
import { agentPageMeta, agentPageProps, agentRouteData } from "../sections/agents/agent-route";
import { AgentPage } from "../sections/agents/agent-page";
import { AgentViewShell } from "../sections/agents/agent-view-shell";
import type { Route } from "./+types/become-an-agent";

// The form and the status page (with supabase-js, the form engine's parts and their copy) load after their shell.
const AgentApplicationPage = lazy(() => import("../features/agent-application/agent-application-page"));
const AgentStatusPage = lazy(() => import("../features/agent-application/agent-status-page"));

/*
 * Every agent path in both languages: the agent page (/become-an-agent, /fil/become-an-agent), its application form
 * (/apply) and the applicant's status page (/status). The loader picks the copy by path; the copy reaches the
 * browser inside the prerendered page (and its .data file), not in the page's JavaScript.
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  agentRouteData(new URL(request.url).pathname, params.view);

export const meta: Route.MetaFunction = ({ loaderData }) => agentPageMeta(loaderData);

export default function BecomeAnAgentRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "page":
      return <AgentPage {...agentPageProps(loaderData)} />;
    case "apply":
      return (
        <AgentViewShell view={loaderData}>
          <AgentApplicationPage language={loaderData.language} />
        </AgentViewShell>
      );
    case "status":
      return (
        <AgentViewShell view={loaderData}>
          <AgentStatusPage language={loaderData.language} />
        </AgentViewShell>
      );
    default:
      return loaderData satisfies never;
  }
}
