import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { MESSAGES_GLOBAL, MESSAGES_SCRIPT_ID } from "./i18n/t";

// React Router's module script is `async`, so it can run before the deferred messages script
// (/i18n/<locale>.<hash>.js) when that one is slower to arrive. Hydrating without the page's texts
// would not match the server's HTML, so hydration waits for the script (or for the document's
// deferred scripts to have run, whichever comes first; a failed load does not hold the page back).
function messagesReady(): Promise<void> {
  const script = document.getElementById(MESSAGES_SCRIPT_ID);
  if (!script || MESSAGES_GLOBAL in window || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    script.addEventListener("load", done, { once: true });
    script.addEventListener("error", done, { once: true });
    document.addEventListener("DOMContentLoaded", done, { once: true });
    window.addEventListener("load", done, { once: true });
  });
}

void messagesReady().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
