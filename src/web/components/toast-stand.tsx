// Sonner's toast area with the store's rules (decision 0110), loaded with sonner on first use:
// - each toast closes on its own clock, held only while pointed at or focused (lib/toast-timers.ts);
// - a visible close button (24 px) and Escape close the standing toasts (while a modal dialog is open,
//   Escape is the dialog's unless focus is in a toast);
// - on a narrow screen the toasts stand at the top while the focused control is in the viewport's
//   lower half, else at the bottom's end (at the top they cover the header's controls);
// - after a toast stands and on every focus change, a focused element still under a toast is
//   scrolled clear of it (WCAG 2.4.11).
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { t } from "../i18n/t";
import { onToast, TOAST_DURATION_MS } from "../lib/toast";
import { dismissAllToasts } from "../lib/toast-timers";

/** Below this width the toasts span the screen (sonner's own breakpoint is 600 px). */
export const NARROW_TOASTS_PX = 640;

/** Where the toasts stand so they avoid the focused control. */
export function toastSide(): "top" | "bottom" {
  if (window.innerWidth >= NARROW_TOASTS_PX) return "bottom";
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest("[data-sonner-toaster]"))
    return "bottom";
  const box = focused.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? "top" : "bottom";
}

export default function ToastStand({ dir }: { dir: "ltr" | "rtl" }) {
  const [side, setSide] = useState<"top" | "bottom">(() => toastSide());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(keepFocusClearOfToasts, delay);
    };
    // sonner slides a toast in over 400 ms: measure once it stands.
    const stopHearing = onToast(() => {
      setSide(toastSide());
      check(450);
    });
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) return;
      setSide(toastSide());
      check(450);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inToast = document.activeElement?.closest("[data-sonner-toaster]");
      if (!inToast && document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"]')) return;
      // Sonner gives focus back to where it was before it entered the toasts.
      dismissAllToasts();
    };
    window.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    check(450);
    return () => {
      clearTimeout(timer);
      stopHearing();
      window.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  const end = dir === "rtl" ? "left" : "right";
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      dir={dir}
      position={`${side}-${end}`}
      // Above the scroll-to-top button at the bottom.
      offset={{ bottom: 80, top: 16 }}
      mobileOffset={{ bottom: 72, top: 8 }}
      containerAriaLabel={t("a11y.notifications")}
      richColors
      closeButton
      // sonner's own label is English ("Close toast") whatever the page's language (issue 49).
      toastOptions={{ closeButtonAriaLabel: t("a11y.closeToast") }}
    />
  );
}

/** Scrolls the focused element up out from under any toast that covers it. */
export function keepFocusClearOfToasts(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.closest("[data-sonner-toaster]"))
    return;
  const box = focused.getBoundingClientRect();
  let top = Infinity;
  let bottom = -Infinity;
  for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
    const r = toast.getBoundingClientRect();
    const covers = r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
    if (covers) {
      top = Math.min(top, r.top);
      bottom = Math.max(bottom, r.bottom);
    }
  }
  if (top === Infinity) return;
  // A toast at the top moves the field down clear of it, one at the bottom up.
  const atTop = top < window.innerHeight / 2;
  const by = atTop ? box.top - bottom - 8 : box.bottom - top + 8;
  // The nearest box that scrolls it (a dialog's body), else the page. A box that scrolls sideways
  // only (a table's) computes overflow-y auto too, so a box counts only if it did move.
  for (let node = focused.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY !== "auto" && overflowY !== "scroll") continue;
    const before = node.scrollTop;
    node.scrollBy({ top: by, behavior: "instant" });
    if (node.scrollTop !== before) return;
  }
  window.scrollBy({ top: by, behavior: "instant" });
}
