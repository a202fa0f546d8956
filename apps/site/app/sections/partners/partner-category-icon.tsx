import type { ComponentProps } from "react";
import { BanknoteIcon, CpuIcon, type LucideIcon } from "lucide-react";
import { partnerCategoryIcon } from "@innovatehub/content";
import { ContentIcon, hasIcon } from "../../lib/icons";

/** Category icon keys that lib/icons.tsx does not map yet; drawn here so the spec's four icons stay distinct. */
const CATEGORY_ONLY_ICONS: Readonly<Record<string, LucideIcon>> = {
  banknote: BanknoteIcon,
  cpu: CpuIcon,
};

type PartnerCategoryIconProps = Omit<ComponentProps<LucideIcon>, "ref"> & { category: string };

/** Spec section 3: Banking, Financial Services, Logistics and Technology have their own icons; others a default. */
export function PartnerCategoryIcon({ category, ...props }: PartnerCategoryIconProps) {
  const key = partnerCategoryIcon(category);
  const Local = hasIcon(key) ? undefined : CATEGORY_ONLY_ICONS[key];
  if (Local !== undefined) {
    return <Local aria-hidden="true" focusable="false" data-icon={key} {...props} />;
  }
  return <ContentIcon name={key} data-icon={key} {...props} />;
}
