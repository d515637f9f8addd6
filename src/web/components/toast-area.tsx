// The toast area (spec §2), mounted with the page's first toast, so sonner is not part of the
// first-load bundle and its stylesheet does not restyle the page while it loads (lib/toast.ts). A
// toast asked for before sonner's area subscribes is shown once it does (sonner keeps it).
import { lazy, Suspense, useEffect, useState } from "react";
import { t } from "../i18n/t";
import { onToast, toastShown, TOAST_DURATION_MS } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function ToastArea({ dir }: { dir: "ltr" | "rtl" }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toastShown()) return setMounted(true);
    return onToast(() => setMounted(true));
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom's end, above the scroll-to-top button: at the top they covered the header's
          controls, the breadcrumb and the quick view's close button. */}
      <Toaster
        duration={TOAST_DURATION_MS}
        dir={dir}
        position={dir === "rtl" ? "bottom-left" : "bottom-right"}
        offset={{ bottom: 80 }}
        mobileOffset={{ bottom: 72 }}
        containerAriaLabel={t("a11y.notifications")}
        richColors
        closeButton
      />
    </Suspense>
  );
}
