import type { ServiceId } from "@innovatehub/content";
import { AiVisual } from "./visuals/ai-visual";
import { DigitalVisual } from "./visuals/digital-visual";
import { EcommerceVisual } from "./visuals/ecommerce-visual";
import { FintechVisual } from "./visuals/fintech-visual";
import { GlobalVisual } from "./visuals/global-visual";
import { MobileVisual } from "./visuals/mobile-visual";

/** The hero illustration of a service page (decorative). */
export function ServiceVisual({ serviceId }: { serviceId: ServiceId }) {
  switch (serviceId) {
    case "ai-solutions":
      return <AiVisual />;
    case "digital-customizations":
      return <DigitalVisual />;
    case "ecommerce":
      return <EcommerceVisual />;
    case "global-expansion":
      return <GlobalVisual />;
    case "fintech-solutions":
      return <FintechVisual />;
    case "mobile-app-development":
      return <MobileVisual />;
    default:
      return serviceId satisfies never;
  }
}
