import { agentPageMeta, agentPageProps, agentRouteData } from "../sections/agents/agent-route";
import { AgentPage } from "../sections/agents/agent-page";
import { AgentViewShell } from "../sections/agents/agent-view-shell";
import type { Route } from "./+types/become-an-agent";

/*
 * Every agent path in both languages: the agent page (/become-an-agent, /fil/become-an-agent), its application form
 * (/apply) and the applicant's status page (/status). The loader picks the copy and the view by path; the copy
 * reaches the browser inside the prerendered page (and its .data file), not in the page's JavaScript.
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  agentRouteData(new URL(request.url).pathname, params.view);

export const meta: Route.MetaFunction = ({ loaderData }) => agentPageMeta(loaderData);

export default function BecomeAnAgentRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "page" ? (
    <AgentPage {...agentPageProps(loaderData)} />
  ) : (
    <AgentViewShell view={loaderData} />
  );
}
