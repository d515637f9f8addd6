// The toast area (spec §2), mounted with the shopper's first key press, pointer press or focus, or
// with the page's first toast if that comes sooner: sonner is not part of the first-load bundle, and
// its stylesheet does not restyle the page during hydration (lib/toast.ts). Mounting on the first
// interaction puts the live region in the page before the toast an action brings, so a screen reader
// hears that toast too (a region inserted together with its first text is often not announced). A
// toast asked for before sonner's area subscribes is shown once it does (sonner keeps it).
import { lazy, Suspense, useEffect, useState } from "react";
import { onToast, toastShown } from "../lib/toast";

// Sonner's area with the store's rules (clocks, Escape, placement clear of the focused control).
const ToastStand = lazy(() => import("./toast-stand"));

export function ToastArea({ dir }: { dir: "ltr" | "rtl" }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toastShown()) return setMounted(true);
    const mount = () => setMounted(true);
    const stopHearing = onToast(mount);
    const firstUse = ["keydown", "pointerdown", "focusin"] as const;
    for (const type of firstUse) window.addEventListener(type, mount, { once: true, passive: true });
    return () => {
      stopHearing();
      for (const type of firstUse) window.removeEventListener(type, mount);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStand dir={dir} />
    </Suspense>
  );
}
