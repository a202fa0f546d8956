import { useRef, useState } from "react";
import { NAVIGATION_MENU_DELAY_MS, NAVIGATION_MENU_SKIP_DELAY_MS } from "@innovatehub/content/site";

type GroupId = string;

/**
 * Which dropdown of the desktop menu is open, and the pointer timing: resting on a group's button opens it
 * after 200 ms; while a dropdown is open, or within 300 ms of one closing, the next one opens at once.
 * Leaving a group closes it.
 */
export function useDesktopMenu() {
  const [openGroup, setOpenGroup] = useState<GroupId | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipDelayUntil = useRef(0);

  const open = (group: GroupId | null) => {
    clearTimeout(openTimer.current);
    if (group === null && openGroup !== null) {
      skipDelayUntil.current = Date.now() + NAVIGATION_MENU_SKIP_DELAY_MS;
    }
    setOpenGroup(group);
  };
  const close = () => open(null);

  const pointerEnter = (group: GroupId) => {
    if (openGroup !== null || Date.now() < skipDelayUntil.current) {
      open(group);
    } else {
      openTimer.current = setTimeout(() => setOpenGroup(group), NAVIGATION_MENU_DELAY_MS);
    }
  };

  return {
    openGroup,
    open,
    close,
    toggle: (group: GroupId) => open(openGroup === group ? null : group),
    pointerEnter,
  };
}
