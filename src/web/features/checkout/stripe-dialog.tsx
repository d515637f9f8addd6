// The card step when Stripe takes the cards (issue 47): Stripe's Payment Element in a dialog. Card
// details stay in Stripe's frames (PCI SAQ A); the shopper gets the wallets and local methods the
// Stripe account offers. 'Order' submits the element and creates a ConfirmationToken (Stripe.js),
// whose id is all the store's API receives. Loaded lazily, like the test gateway's card dialog.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState, type RefObject } from "react";
import { t } from "../../i18n/t";
import { Button } from "../../components/button";
import type { StripeElements, StripeJs } from "./gateway";

export interface StripeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stripe: StripeJs;
  /** Amount due in cents and its formatted text: the element shows what will be held. */
  amountCents: number;
  amount: string;
  busy: boolean;
  error?: string;
  onToken: (tokenId: string) => void;
  onError: (message: string) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function StripeDialog(props: StripeDialogProps) {
  const { open, onOpenChange, stripe, amountCents, amount, busy, error, onToken, onError, returnFocusRef } = props;
  // The dialog's content mounts in a portal after this component: a callback ref says when it is there.
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [complete, setComplete] = useState(false);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!open || !target) return;
    const elements = stripe.elements({
      mode: "payment",
      amount: amountCents,
      currency: "usd",
      captureMethod: "manual",
      locale: document.documentElement.lang || "auto",
    });
    const element = elements.create("payment");
    element.on("change", (event) => setComplete(event.complete));
    element.mount(target);
    elementsRef.current = elements;
    return () => {
      element.destroy();
      elementsRef.current = null;
    };
    // The element is made once per opening; the amount cannot change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, stripe, target]);

  async function order() {
    const elements = elementsRef.current;
    if (!elements || busy || working) return;
    setWorking(true);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return onError(submitted.error.message ?? t("checkout.invalidCard"));
      const { confirmationToken, error: tokenError } = await stripe.createConfirmationToken({ elements });
      if (!confirmationToken) return onError(tokenError?.message ?? t("checkout.paymentUnreachable"));
      onToken(confirmationToken.id);
    } finally {
      setWorking(false);
    }
  }

  const disabled = busy || working || !complete;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && !working && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-lg bg-white p-6 text-ink shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold text-ink">{t("card.title")}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">
            {t("card.amountDue", { amount })} {t("card.secure")}
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void order();
            }}
          >
            <div role="group" aria-label={t("card.paymentDetails")} ref={setTarget} data-testid="payment-element" />
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700" data-testid="card-error">
                {error}
              </p>
            )}
            <div className="mt-2 flex justify-end gap-3">
              <Dialog.Close
                disabled={busy || working}
                className="rounded-md border border-gray-400 px-4 py-2 disabled:opacity-60"
              >
                {t("card.cancel")}
              </Dialog.Close>
              <Button type="submit" disabled={disabled}>
                {busy || working ? t("card.processing") : t("card.order")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
