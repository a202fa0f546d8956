import { useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import {
  filterServices,
  interfaceIcons,
  type SectionHeading as SectionHeadingContent,
  type Service,
  type ServiceCategoryTab,
} from "@innovatehub/content/site";
import { Input } from "@innovatehub/ui/input";
import { Label } from "@innovatehub/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@innovatehub/ui/tabs";
import { SectionHeading } from "../common/section-heading";
import { CatalogueCard } from "./catalogue-card";
import { isCategoryId } from "./catalogue-query";
import { useCatalogueQuery } from "./use-catalogue-query";
import { ContentIcon } from "../../lib/icons";

type CatalogueCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  categoriesLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  learnMoreLabel: string;
  resultsLabel: (count: number) => string;
};

type ServiceCatalogueProps = {
  heading: SectionHeadingContent;
  services: readonly Service[];
  tabs: readonly ServiceCategoryTab[];
  copy: CatalogueCopy;
};

const HEADING_ID = "all-services-heading";
const SEARCH_INPUT_ID = "service-search";

/** Search box + category tabs over the service cards; the state lives in the URL query. */
export function ServiceCatalogue({ heading, services, tabs, copy }: ServiceCatalogueProps) {
  const [query, setQuery] = useCatalogueQuery();
  // The box keeps its own text so typing never waits on navigation; back/forward still update it.
  const [text, setText] = useState(query.search);
  const [urlText, setUrlText] = useState(query.search);
  if (query.search !== urlText) {
    setUrlText(query.search);
    setText(query.search);
  }

  const search = (value: string) => {
    setText(value);
    setQuery({ ...query, search: value }, { replace: true });
  };
  // Text typed before the scripts ran is in the box but not in the state: hydration takes it over.
  const searchBox = useRef<HTMLInputElement>(null);
  const takeOverTypedText = useEffectEvent(() => {
    const typed = searchBox.current?.value ?? "";
    if (typed !== text) {
      search(typed);
    }
  });
  useLayoutEffect(() => takeOverTypedText(), []);

  const results = filterServices(services, text, query.category);

  const grid =
    results.length > 0 ? (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {results.map((service) => (
          <li key={service.id}>
            <CatalogueCard service={service} linkLabel={copy.learnMoreLabel} />
          </li>
        ))}
      </ul>
    ) : (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-input bg-muted/40 px-6 py-16 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <ContentIcon name={interfaceIcons.noResults} className="size-7" />
        </span>
        <h3 className="mt-5 text-h4">{copy.emptyTitle}</h3>
        <p className="mt-2 text-body text-muted-foreground">{copy.emptyDescription}</p>
      </div>
    );

  return (
    <section
      id={heading.id}
      aria-labelledby={HEADING_ID}
      className="px-4 pt-8 pb-16 sm:px-6 lg:px-8 lg:pt-12 lg:pb-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <div className="mx-auto mt-10 max-w-xl">
          <Label htmlFor={SEARCH_INPUT_ID} className="sr-only">
            {copy.searchLabel}
          </Label>
          <div className="relative">
            <ContentIcon
              name={interfaceIcons.search}
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={searchBox}
              id={SEARCH_INPUT_ID}
              type="search"
              value={text}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              shape="pill"
              className="h-12 pl-12"
              onChange={(event) => search(event.target.value)}
            />
          </div>
        </div>
        <Tabs
          value={query.category}
          onValueChange={(value) => {
            if (isCategoryId(value)) {
              setQuery({ search: text, category: value });
            }
          }}
          spacing="wide"
          className="mt-8 items-center"
        >
          <TabsList aria-label={copy.categoriesLabel} className="justify-center">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <p role="status" className="text-small text-muted-foreground">
            {copy.resultsLabel(results.length)}
          </p>
          {tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="w-full">
              {grid}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
