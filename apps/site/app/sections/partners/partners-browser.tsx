import { memo } from "react";
import { type Partner, type PartnerCategory, partnersPage } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@innovatehub/ui/tabs";
import { choiceForm, useSearchParamChoice } from "../../lib/search-param-choice";
import { PartnerCard } from "./partner-card";
import { PartnerCategoryIcon } from "./partner-category-icon";

const ALL_CATEGORIES = "all";
/** URL query keys of the chosen tab and, in All Partners, the chosen category. */
const VIEW_PARAM = "view";
const CATEGORY_PARAM = "category";
const VIEWS = [{ value: "by-category" }, { value: "all" }];
const SECTION_ID = "partners-browser";

/**
 * On wide screens the By Category groups share one four-column grid, each spanning as many columns as it
 * has partners, so small categories sit side by side instead of leaving a row mostly empty.
 */
const WIDE_COLUMNS = 4;
const CATEGORY_SPANS: Readonly<Record<number, string>> = {
  1: "xl:col-span-1",
  2: "xl:col-span-2",
  3: "xl:col-span-3",
  4: "xl:col-span-4",
};

type PartnersBrowserProps = {
  partners: readonly Partner[];
  categories: readonly PartnerCategory[];
};

function PartnerGrid({
  partners,
  className,
}: {
  partners: readonly Partner[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Memoised: the browser re-renders once at hydration (its tab choice starts reading the URL), and the cards
 * below did not change; re-rendering every card then was most of the page's main-thread work.
 */
const ByCategory = memo(function ByCategory({ partners, categories }: PartnersBrowserProps) {
  return (
    <div className="flex flex-col gap-12 xl:grid xl:grid-cols-4 xl:gap-x-6">
      {categories.map((category) => {
        const inCategory = partners.filter((partner) => partner.category === category);
        if (inCategory.length === 0) {
          return null;
        }
        const headingId = `partners-category-${category.toLowerCase().replace(/\s+/g, "-")}`;
        return (
          <section
            key={category}
            aria-labelledby={headingId}
            data-slot="partner-category"
            className={cn(
              "xl:grid xl:grid-cols-subgrid xl:content-start",
              CATEGORY_SPANS[Math.min(inCategory.length, WIDE_COLUMNS)],
            )}
          >
            <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 xl:col-span-full">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                <PartnerCategoryIcon category={category} className="size-5" />
              </span>
              <h2 id={headingId} className="text-h3">
                {category}
              </h2>
              <span className="text-small whitespace-nowrap text-muted-foreground">
                {partnersPage.partnerCount(inCategory.length)}
              </span>
            </div>
            <PartnerGrid partners={inCategory} className="xl:col-span-full xl:grid-cols-subgrid" />
          </section>
        );
      })}
    </div>
  );
});

function AllPartners({ partners, categories }: PartnersBrowserProps) {
  const options: readonly { value: string; label: string }[] = [
    { value: ALL_CATEGORIES, label: partnersPage.allCategories },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  const [filter, setFilter] = useSearchParamChoice(CATEGORY_PARAM, options, ALL_CATEGORIES);
  const shown =
    filter === ALL_CATEGORIES
      ? partners
      : partners.filter((partner) => partner.category === filter);
  return (
    <div>
      <h2 className="sr-only">{partnersPage.allPartnersTab}</h2>
      <form {...choiceForm(SECTION_ID)}>
        {/* A category chosen before the scripts run keeps this tab open after the page reloads. */}
        <input type="hidden" name={VIEW_PARAM} value="all" />
        <div
          role="group"
          aria-label={partnersPage.categoryFilterLabel}
          className="flex flex-wrap gap-2"
        >
          {options.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={filter === option.value ? "default" : "outline"}
              aria-pressed={filter === option.value}
              type="submit"
              name={CATEGORY_PARAM}
              value={option.value}
              onClick={() => setFilter(option.value)}
              shape="pill"
            >
              {option.label}
            </Button>
          ))}
        </div>
      </form>
      <p role="status" className="mt-4 mb-6 text-small text-muted-foreground">
        {partnersPage.partnerCount(shown.length)}
      </p>
      <PartnerGrid partners={shown} />
    </div>
  );
}

/** Two tabs, By Category and All Partners; the All tab filters by category. */
export function PartnersBrowser({ partners, categories }: PartnersBrowserProps) {
  const [view, setView] = useSearchParamChoice(VIEW_PARAM, VIEWS, "by-category");
  return (
    <section
      id={SECTION_ID}
      aria-label={partnersPage.tabsLabel}
      data-slot="partners-browser"
      className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16"
    >
      <Tabs value={view} onValueChange={setView} spacing="wide" className="mx-auto max-w-6xl">
        <form {...choiceForm(SECTION_ID)} className="self-center">
          <TabsList aria-label={partnersPage.tabsLabel}>
            <TabsTrigger value="by-category" asChild>
              <button type="submit" name={VIEW_PARAM} value="by-category">
                {partnersPage.byCategoryTab}
              </button>
            </TabsTrigger>
            <TabsTrigger value="all" asChild>
              <button type="submit" name={VIEW_PARAM} value="all">
                {partnersPage.allPartnersTab}
              </button>
            </TabsTrigger>
          </TabsList>
        </form>
        <TabsContent value="by-category">
          <ByCategory partners={partners} categories={categories} />
        </TabsContent>
        <TabsContent value="all">
          <AllPartners partners={partners} categories={categories} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
