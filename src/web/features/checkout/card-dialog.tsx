// Card Details modal (spec §2 Checkout page, §5 Card modal at checkout): a preview of the card
// (holder, number in groups of 4, expiry, brand) and the fields Card Holder Name, Card Number,
// Expiry Month (MM), Expiry Year (YY) and CVV. 'Order' stays disabled while any field has an error.
// The details go to the gateway's script only (onOrder), never to the store's API. Loaded lazily.
import * as Dialog from "@radix-ui/react-dialog";
import { useMemo, useState, type RefObject } from "react";
import { cardBrand, cardSchema } from "~core/validation/card.schema";
import { fieldError, type MessageKey, t } from "../../i18n/t";
import type { CardDetails } from "./gateway";
import { Button } from "../../components/button";

export interface CardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Formatted amount due. */
  amount: string;
  busy: boolean;
  /** Why the last attempt with this card failed (declined, invalid…), shown inside the dialog. */
  error?: string;
  onOrder: (card: CardDetails) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

type Field = "name" | "number" | "expiryMonth" | "expiryYear" | "cvv";

const FIELDS: { name: Field; label: MessageKey; autoComplete: string; numeric: boolean; maxLength: number }[] = [
  { name: "name", label: "card.holder", autoComplete: "cc-name", numeric: false, maxLength: 40 },
  { name: "number", label: "card.number", autoComplete: "cc-number", numeric: true, maxLength: 19 },
  { name: "expiryMonth", label: "card.expiryMonth", autoComplete: "cc-exp-month", numeric: true, maxLength: 2 },
  { name: "expiryYear", label: "card.expiryYear", autoComplete: "cc-exp-year", numeric: true, maxLength: 2 },
  { name: "cvv", label: "card.cvv", autoComplete: "cc-csc", numeric: true, maxLength: 4 },
];

const EMPTY: Record<Field, string> = { name: "", number: "", expiryMonth: "", expiryYear: "", cvv: "" };

/** "4242424242424242" → "4242 4242 4242 4242" (digits only, at most 16). */
export function groupCardNumber(number: string): string {
  return (
    number
      .replace(/\D/g, "")
      .slice(0, 16)
      .match(/.{1,4}/g) ?? []
  ).join(" ");
}

export default function CardDialog({
  open,
  onOpenChange,
  amount,
  busy,
  error,
  onOrder,
  returnFocusRef,
}: CardDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = useMemo(() => {
    const now = new Date();
    const result = cardSchema({ year: now.getFullYear(), month: now.getMonth() + 1 }).safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of result.error?.issues ?? []) found[issue.path[0] as Field] ??= fieldError(issue.message);
    return found;
  }, [values]);
  const hasErrors = Object.keys(errors).length > 0;
  const brand = cardBrand(values.number);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
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

          <div
            role="img"
            aria-label={t("card.preview")}
            className="my-4 flex aspect-[1.586] flex-col justify-between rounded-xl bg-brand p-5 font-mono text-brand-text shadow-md"
            dir="ltr"
          >
            <div className="self-end text-sm font-sans font-semibold">{brand ?? ""}</div>
            <div className="text-xl tracking-widest" data-testid="card-preview-number">
              {groupCardNumber(values.number) || "•••• •••• •••• ••••"}
            </div>
            <div className="flex justify-between gap-4 text-sm uppercase">
              <span className="truncate">{values.name || t("card.holderPlaceholder")}</span>
              <span>
                {values.expiryMonth || "MM"}/{values.expiryYear || "YY"}
              </span>
            </div>
          </div>

          <form
            noValidate
            className="grid grid-cols-2 gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setTouched({ name: true, number: true, expiryMonth: true, expiryYear: true, cvv: true });
              if (hasErrors || busy) return;
              onOrder({
                name: values.name.trim(),
                number: values.number.replace(/[\s-]/g, ""),
                expMonth: values.expiryMonth,
                expYear: values.expiryYear,
                cvc: values.cvv,
              });
            }}
          >
            {FIELDS.map((field) => {
              const id = `card-${field.name}`;
              const message = touched[field.name] ? errors[field.name] : undefined;
              return (
                <div
                  key={field.name}
                  className={field.name === "name" || field.name === "number" ? "col-span-2" : undefined}
                >
                  <label htmlFor={id} className="mb-1 block text-sm font-medium">
                    {t(field.label)}
                  </label>
                  <input
                    id={id}
                    value={values[field.name]}
                    inputMode={field.numeric ? "numeric" : undefined}
                    autoComplete={field.autoComplete}
                    maxLength={field.maxLength}
                    dir={field.numeric ? "ltr" : undefined}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
                    onBlur={() => setTouched((s) => ({ ...s, [field.name]: true }))}
                    className={`w-full rounded-md border px-3 py-2 ${message ? "border-red-700" : "border-gray-400"}`}
                  />
                  {message && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                      {message}
                    </p>
                  )}
                </div>
              );
            })}
            {error && (
              <p role="alert" className="col-span-2 text-sm font-medium text-red-700" data-testid="card-error">
                {error}
              </p>
            )}
            <div className="col-span-2 mt-2 flex justify-end gap-3">
              <Dialog.Close disabled={busy} className="rounded-md border border-gray-400 px-4 py-2 disabled:opacity-60">
                {t("card.cancel")}
              </Dialog.Close>
              <Button type="submit" disabled={hasErrors || busy}>
                {busy ? t("card.processing") : t("card.order")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
