import { useState } from "react";
import { type Partner, type PartnerCategory, partnersPage } from "@innovatehub/content";
import { Button } from "@innovatehub/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@innovatehub/ui/tabs";
import { PartnerCard } from "./partner-card";
import { PartnerCategoryIcon } from "./partner-category-icon";

type CategoryFilter = PartnerCategory | "all";

type PartnersBrowserProps = {
  partners: readonly Partner[];
  categories: readonly PartnerCategory[];
};

function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
}

function ByCategory({ partners, categories }: PartnersBrowserProps) {
  return (
    <div className="flex flex-col gap-12">
      {categories.map((category) => {
        const inCategory = partners.filter((partner) => partner.category === category);
        if (inCategory.length === 0) {
          return null;
        }
        const headingId = `partners-category-${category.toLowerCase().replace(/\s+/g, "-")}`;
        return (
          <section key={category} aria-labelledby={headingId} data-slot="partner-category">
            <div className="mb-6 flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                <PartnerCategoryIcon category={category} className="size-5" />
              </span>
              <h2 id={headingId} className="text-h3">
                {category}
              </h2>
              <span className="text-small text-muted-foreground">{partnersPage.partnerCount(inCategory.length)}</span>
            </div>
            <PartnerGrid partners={inCategory} />
          </section>
        );
      })}
    </div>
  );
}

function AllPartners({ partners, categories }: PartnersBrowserProps) {
  const [filter, setFilter] = useState<CategoryFilter>("all");
  const shown = filter === "all" ? partners : partners.filter((partner) => partner.category === filter);
  const options: readonly { value: CategoryFilter; label: string }[] = [
    { value: "all", label: partnersPage.allCategories },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  return (
    <div>
      <h2 className="sr-only">{partnersPage.allPartnersTab}</h2>
      <div role="group" aria-label={partnersPage.categoryFilterLabel} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={filter === option.value ? "default" : "outline"}
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className="rounded-full"
          >
            {option.label}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-4 mb-6 text-small text-muted-foreground">
        {partnersPage.partnerCount(shown.length)}
      </p>
      <PartnerGrid partners={shown} />
    </div>
  );
}

/** Spec section 2 "Partners": tabs By Category and All Partners; the All tab filters by category. */
export function PartnersBrowser({ partners, categories }: PartnersBrowserProps) {
  return (
    <section aria-label={partnersPage.tabsLabel} data-slot="partners-browser" className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <Tabs defaultValue="by-category" className="mx-auto max-w-6xl gap-8">
        <TabsList aria-label={partnersPage.tabsLabel} className="self-center">
          <TabsTrigger value="by-category">{partnersPage.byCategoryTab}</TabsTrigger>
          <TabsTrigger value="all">{partnersPage.allPartnersTab}</TabsTrigger>
        </TabsList>
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
