import type { TechnologyGroup } from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { fadeUp } from "../../lib/fade-up/fade-up";

/** Technologies grouped by layer (mobile, web, backend, cloud), each as a row of tags. */
export function TechnologyList({ groups }: { groups: readonly TechnologyGroup[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`technology-${group.id}`}
          {...fadeUp("top", "rounded-xl border border-border bg-card p-6 shadow-elevation-1")}
        >
          <h3 id={`technology-${group.id}`} className="text-h4">
            {group.name}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
