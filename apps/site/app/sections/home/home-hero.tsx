import type { Hero } from "@innovatehub/content/site";
import { SplitHero } from "../common/split-hero";
import { WalletAppIllustration } from "./wallet-app-illustration";

/** The home page's opening band: the pitch, two actions and the drawn wallet app. */
export function HomeHero(props: Hero) {
  return <SplitHero {...props} visual={<WalletAppIllustration />} />;
}
