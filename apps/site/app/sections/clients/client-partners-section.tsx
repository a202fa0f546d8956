import { useState } from "react";
import {
  ALL_CLIENT_TYPES,
  CLIENT_CAROUSEL_INTERVAL_MS,
  CLIENTS_PREVIEW_LIMIT,
  type ClientDisplay,
  clientSectionCopy,
  type ClientTypeFilter as FilterOption,
  interfaceIcons,
} from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@innovatehub/ui/carousel";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";
import { SectionHeading } from "../common/section-heading";
import { ClientCard } from "./client-card";
import { ClientTable } from "./client-table";
import { useIsHydrated } from "../../hooks/use-is-hydrated";
import { useSearchParamChoice } from "../../lib/search-param-choice";
import { CLIENT_TYPE_PARAM, ClientTypeFilter } from "./client-type-filter";

export type ClientViewMode = "cards" | "table";

function clientsOfType(clients: readonly ClientDisplay[], type: string): readonly ClientDisplay[] {
  return type === ALL_CLIENT_TYPES ? clients : clients.filter((client) => client.type === type);
}

type ClientPartnersSectionProps = {
  clients: readonly ClientDisplay[];
  /** The type filter's options for these clients (computed with the page's data at build time). */
  filterOptions: readonly FilterOption[];
  title?: string;
  description?: string;
  eyebrow?: string;
  /** Every client with a cards/table switch; otherwise at most eight in a carousel. */
  showAll?: boolean;
  /** Advance the carousel every 3 s and wrap; only without `showAll`. */
  autoSlide?: boolean;
  /** Element id of the section, for in-page anchors. */
  id?: string;
  className?: string;
};

type CarouselViewProps = { clients: readonly ClientDisplay[]; autoSlide: boolean };

function ClientCarousel({ clients, autoSlide }: CarouselViewProps) {
  return (
    <Carousel
      label={clientSectionCopy.carouselLabel}
      opts={{ align: "start", loop: true, dragFree: true }}
      slidesPerView="responsive"
      autoplayInterval={autoSlide ? CLIENT_CAROUSEL_INTERVAL_MS : undefined}
    >
      <CarouselContent className="py-1">
        {clients.map((client) => (
          <CarouselItem key={client.id}>
            <ClientCard client={client} />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-6 flex justify-end gap-2">
        <CarouselPrevious label={clientSectionCopy.previousLabel} />
        <CarouselNext label={clientSectionCopy.nextLabel} />
      </div>
    </Carousel>
  );
}

function ViewSwitch({
  value,
  onChange,
}: {
  value: ClientViewMode;
  onChange: (mode: ClientViewMode) => void;
}) {
  // The view is component state: the switch works only with the page's scripts, so it is disabled until then.
  const hydrated = useIsHydrated();
  const modes = [
    { mode: "cards", label: clientSectionCopy.cardsView, icon: interfaceIcons.cardsView },
    { mode: "table", label: clientSectionCopy.tableView, icon: interfaceIcons.tableView },
  ] as const;
  return (
    <div
      role="group"
      aria-label={clientSectionCopy.viewModeLabel}
      data-slot="client-view-switch"
      className="inline-flex shrink-0 gap-1 rounded-lg bg-muted p-1"
    >
      {modes.map(({ mode, label, icon }) => (
        <Button
          key={mode}
          size="sm"
          variant={value === mode ? "segment-selected" : "segment"}
          disabled={!hydrated}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          <ContentIcon name={icon} />
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The reusable client section: type filter (default all, kept in the URL query),
 * the Client Details dialog, and either every client as cards or a table, or a carousel of at most eight.
 */
export function ClientPartnersSection({
  clients,
  filterOptions,
  title = clientSectionCopy.defaultTitle,
  description = clientSectionCopy.defaultDescription,
  eyebrow,
  showAll = false,
  autoSlide = false,
  id = "clients",
  className,
}: ClientPartnersSectionProps) {
  const [type, setType] = useSearchParamChoice(CLIENT_TYPE_PARAM, filterOptions, ALL_CLIENT_TYPES);
  const [viewMode, setViewMode] = useState<ClientViewMode>("cards");
  const filtered = clientsOfType(clients, type);
  const shown = showAll ? filtered : filtered.slice(0, CLIENTS_PREVIEW_LIMIT);
  const headingId = `${id}-heading`;

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="client-partners-section"
      data-mode={showAll ? "all" : "preview"}
      className={cn("px-4 py-16 sm:px-6 lg:px-8 lg:py-24", className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            eyebrow={eyebrow}
            title={title}
            description={description}
            headingId={headingId}
            align="start"
          />
          {showAll ? <ViewSwitch value={viewMode} onChange={setViewMode} /> : null}
        </div>
        <div className="mt-8">
          <ClientTypeFilter options={filterOptions} value={type} onChange={setType} anchorId={id} />
        </div>
        <div
          className="mt-8"
          data-slot="client-results"
          data-view={showAll ? viewMode : "carousel"}
        >
          {shown.length === 0 ? (
            <p
              role="status"
              className="rounded-xl border border-dashed border-border bg-muted px-6 py-12 text-center text-body text-muted-foreground"
            >
              {clientSectionCopy.emptyMessage}
            </p>
          ) : !showAll ? (
            <ClientCarousel key={type} clients={shown} autoSlide={autoSlide} />
          ) : viewMode === "table" ? (
            <ClientTable clients={shown} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((client) => (
                <li key={client.id}>
                  <ClientCard client={client} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {showAll ? null : (
          <div className="mt-8 text-center">
            <ActionLink action={clientSectionCopy.viewAllClients} variant="outline" />
          </div>
        )}
      </div>
    </section>
  );
}
