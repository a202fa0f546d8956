import { becomeAnAgentPage, metaOf } from "@innovatehub/content/site";
import { agentPageMeta, agentPageProps } from "../sections/agents/agent-route";
import { AgentPage } from "../sections/agents/agent-page";
import type { Route } from "./+types/become-an-agent";

/*
 * Both language versions (/become-an-agent and /fil/become-an-agent): the loader picks the copy by path. The
 * copy reaches the browser inside the prerendered page (and its .data file), not in the page's JavaScript.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const { paths, copy } = becomeAnAgentPage;
  const language = new URL(request.url).pathname.startsWith(paths.fil) ? "fil" : "en";
  const other = language === "fil" ? "en" : "fil";
  return {
    meta: metaOf(paths[language]),
    copy: copy[language],
    paths,
    other: { path: paths[other], lang: copy[other].lang },
    applyPath: becomeAnAgentPage.applyPath,
    contactPath: becomeAnAgentPage.contactPath,
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => agentPageMeta(loaderData);

export default function BecomeAnAgentRoute({ loaderData }: Route.ComponentProps) {
  return <AgentPage {...agentPageProps(loaderData)} />;
}
