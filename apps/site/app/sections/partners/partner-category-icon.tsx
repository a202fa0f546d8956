import type { ComponentProps } from "react";
import { partnerCategoryIcon } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";

type PartnerCategoryIconProps = Omit<ComponentProps<typeof ContentIcon>, "name"> & { category: string };

/** docs/product.md §3: Banking, Financial Services, Logistics and Technology have their own icons; others a default. */
export function PartnerCategoryIcon({ category, ...props }: PartnerCategoryIconProps) {
  const key = partnerCategoryIcon(category);
  return <ContentIcon name={key} data-icon={key} {...props} />;
}
