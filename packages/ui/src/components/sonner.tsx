import type * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

import {
  TOAST_APP_DURATION_MS,
  TOAST_APP_POSITION,
  TOAST_GAP_PX,
  TOAST_HOTKEY,
  TOAST_VISIBLE_COUNT,
  TOAST_WIDTH_PX,
} from "../lib/toast-defaults";

type StyleWithVariables = React.CSSProperties & Record<`--${string}`, string>;

const TOASTER_STYLE: StyleWithVariables = {
  "--width": `${TOAST_WIDTH_PX}px`,
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
};

const TOAST_CLASS_NAMES = {
  toast: "font-sans text-small shadow-elevation-3",
  title: "font-semibold",
  description: "text-muted-foreground!",
  success: "[&_[data-icon]]:text-success",
  error: "[&_[data-icon]]:text-destructive",
  loading: "[&_[data-icon]]:text-primary",
  closeButton: "focus-visible:ring-2! focus-visible:ring-ring!",
  actionButton: "bg-primary! text-primary-foreground!",
} satisfies NonNullable<ToasterProps["toastOptions"]>["classNames"];

/**
 * The one notification region of an app. Sonner pauses every timer while the pointer is over the stack or
 * the document is hidden; these props only set the spec's numbers (section 9).
 */
function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position={TOAST_APP_POSITION}
      duration={TOAST_APP_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_COUNT}
      gap={TOAST_GAP_PX}
      hotkey={[...TOAST_HOTKEY]}
      closeButton
      className="toaster"
      style={{ ...TOASTER_STYLE, ...style }}
      toastOptions={{ ...toastOptions, classNames: { ...TOAST_CLASS_NAMES, ...toastOptions?.classNames } }}
      {...props}
    />
  );
}

export { Toaster, toast, type ToasterProps };
