// Closed-store modal (spec §2): shown on an inactive store, with its closedMessage or 'Store is closed'.
// Rendered without a portal so the server sends it in the page; Radix traps focus, closes on Escape.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { t } from "../i18n/t";
import { focusPageHeading } from "../lib/page-focus";
import { buttonClass } from "./button";

/**
 * `detail`: when a pop-up store opens or closed (docs/decisions/0032), shown under the message.
 * `notYetOpen`: a pop-up store before its window, which is not "closed" (issue 49).
 */
export default function ClosedStoreDialog({
  message,
  detail = null,
  notYetOpen = false,
}: {
  message: string;
  detail?: string | null;
  notYetOpen?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {open && (
        <>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content
            role="alertdialog"
            // Named and described from the server's first paint on: Radix adds these only after its
            // layout effects count the title and description, which left the dialog unnamed.
            aria-labelledby="closed-store-title"
            aria-describedby="closed-store-message"
            // Nothing opened it, so there is no button to return to: focus goes to the page's heading.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              focusPageHeading();
            }}
            className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 shadow-xl"
          >
            <Dialog.Title id="closed-store-title" className="text-xl font-semibold text-link">
              {notYetOpen ? t("closed.notYetOpenTitle") : t("closed.title")}
            </Dialog.Title>
            <Dialog.Description
              id="closed-store-message"
              // The store's own words: their direction is their own (Arabic put an English "!" first).
              dir="auto"
              className="mt-3 leading-relaxed"
              data-testid="closed-message"
            >
              {message}
            </Dialog.Description>
            {detail && (
              <p className="mt-2 leading-relaxed" data-testid="closed-window">
                {detail}
              </p>
            )}
            <Dialog.Close className={buttonClass("md", "mt-6")}>{t("closed.close")}</Dialog.Close>
          </Dialog.Content>
        </>
      )}
    </Dialog.Root>
  );
}
