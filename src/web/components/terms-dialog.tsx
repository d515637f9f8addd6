// Terms and Conditions modal (spec §2) with Cancel / Accept. The checkout's terms checkbox reuses it.
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { t } from "../i18n/t";
import { Button } from "./button";

export interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept?: () => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export default function TermsDialog({ open, onOpenChange, onAccept, returnFocusRef }: TermsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef) return;
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-6 text-ink shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold text-link">{t("terms.title")}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 leading-relaxed">
              <p>{t("terms.body1")}</p>
              <p>{t("terms.body2")}</p>
              <p>{t("terms.body3")}</p>
              <p>{t("terms.body4")}</p>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="rounded-md border border-gray-400 px-4 py-2">{t("terms.cancel")}</Dialog.Close>
            <Button
              type="button"

              onClick={() => {
                onAccept?.();
                onOpenChange(false);
              }}
            >
              {t("terms.accept")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
