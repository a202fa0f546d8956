import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

type GroupId = string;

/**
 * State of the mobile menu: open or closed, each group expanded independently.
 * Escape closes the menu and returns focus to the toggle; a path change closes it too.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<GroupId>>(() => new Set());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = () => setOpen(false);
  const toggle = () => setOpen((current) => !current);
  const toggleGroup = (id: GroupId) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });
  };

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return {
    open,
    toggle,
    close,
    toggleRef,
    isGroupExpanded: (id: GroupId) => expanded.has(id),
    toggleGroup,
  };
}
