// An off-canvas panel from the start edge (mobile menu, mobile filters): a modal Radix dialog, so
// focus is trapped, Escape closes, page scroll is locked, and focus returns to the opening button.
// Loaded lazily by its users (it is only needed once a visitor opens it).
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { CloseIcon } from "./icon";
import { keepFocusInView } from "../lib/page-focus";

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  returnFocusRef: RefObject<HTMLElement | null>;
  children: React.ReactNode;
}

export default function Sheet({ open, onOpenChange, title, closeLabel, returnFocusRef, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onFocus={keepFocusInView}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white text-ink shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="grid h-10 w-10 place-items-center rounded hover:bg-gray-100"
              aria-label={closeLabel}
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <div className="flex-1 p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
