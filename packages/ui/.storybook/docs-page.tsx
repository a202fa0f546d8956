import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from "@storybook/addon-docs/blocks";

import { COMPONENT_GUIDANCE, type ComponentGuidance } from "../src/docs/guidance";

function guidanceMarkdown(guidance: ComponentGuidance): string {
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
  const options = (guidance.options ?? []).map(
    (option) =>
      `### ${option.heading}\n\n| Option | When to use it |\n| --- | --- |\n${option.items
        .map((item) => `| \`${item.name}\` | ${item.use} |`)
        .join("\n")}`,
  );
  return [
    `## Usage\n\n${guidance.usage}`,
    `### Do\n\n${list(guidance.do)}`,
    `### Don't\n\n${list(guidance.dont)}`,
    ...options,
  ].join("\n\n");
}

/**
 * Every component's docs page (autodocs): the title and description, then the design guidance designers
 * review against (src/docs/guidance.ts), then the primary story with its controls and every other story.
 */
export function DocsPage() {
  const { preparedMeta } = useOf("meta", ["meta"]);
  const guidance = COMPONENT_GUIDANCE[preparedMeta.title];
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {guidance === undefined ? null : <Markdown>{guidanceMarkdown(guidance)}</Markdown>}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
