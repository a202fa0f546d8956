import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NAVIGATION_MENU_DELAY_MS, NAVIGATION_MENU_SKIP_DELAY_MS } from "@innovatehub/content";

type GroupId = string;

/**
 * Which dropdown of the desktop menu is open, and the pointer timing: resting on a group's button opens it
 * after 200 ms; while a dropdown is open, or within 300 ms of one closing, the next one opens at once.
 * Leaving a group closes it; a path change closes whatever is open.
 */
export function useDesktopMenu() {
  const [openGroup, setOpenGroup] = useState<GroupId | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipDelayUntil = useRef(0);
  const { pathname } = useLocation();

  const cancelPointerOpen = useCallback(() => {
    clearTimeout(openTimer.current);
  }, []);

  const close = useCallback(() => {
    cancelPointerOpen();
    setOpenGroup((current) => {
      if (current !== null) {
        skipDelayUntil.current = Date.now() + NAVIGATION_MENU_SKIP_DELAY_MS;
      }
      return null;
    });
  }, [cancelPointerOpen]);

  const open = useCallback(
    (group: GroupId) => {
      cancelPointerOpen();
      setOpenGroup(group);
    },
    [cancelPointerOpen],
  );

  const toggle = useCallback(
    (group: GroupId) => {
      if (openGroup === group) {
        close();
      } else {
        open(group);
      }
    },
    [openGroup, open, close],
  );

  const pointerEnter = useCallback(
    (group: GroupId) => {
      cancelPointerOpen();
      if (openGroup !== null || Date.now() < skipDelayUntil.current) {
        open(group);
        return;
      }
      openTimer.current = setTimeout(() => setOpenGroup(group), NAVIGATION_MENU_DELAY_MS);
    },
    [openGroup, open, cancelPointerOpen],
  );

  useEffect(close, [pathname, close]);
  useEffect(() => cancelPointerOpen, [cancelPointerOpen]);

  return { openGroup, open, close, toggle, pointerEnter, pointerLeave: close };
}
