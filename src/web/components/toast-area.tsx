// The toast area (spec §2), mounted after hydration so sonner is not part of the first-load bundle.
import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function ToastArea({ dir }: { dir: "ltr" | "rtl" }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={TOAST_DURATION_MS} dir={dir} position="top-right" richColors closeButton />
    </Suspense>
  );
}
