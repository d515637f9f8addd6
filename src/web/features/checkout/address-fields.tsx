// One address of the checkout (shipping or billing, spec §5 Checkout addresses): labelled fields with
// browser autofill tokens, the required ones marked, each message next to its field. Country is fixed
// to the United States; State takes the two letters of a US state or territory, upper-cased. Names
// and the city with a digit get a hint, not a refusal. Typed text keeps its own direction (dir=auto):
// "1 Main St" stays in that order inside an Arabic page.
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { checkoutAddressHints, type HintedAddressField } from "~core/validation/address-hints";
import { fieldError, type MessageKey, t } from "../../i18n/t";
import type { CheckoutFormValues } from "./checkout-form";

type AddressField = keyof CheckoutFormValues["shipping"];

interface FieldSpec {
  name: AddressField;
  label: MessageKey;
  autoComplete: string;
  required: boolean;
  type?: string;
  inputMode?: "numeric" | "tel" | "email";
  maxLength?: number;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: "firstName", label: "checkout.firstName", autoComplete: "given-name", required: true },
  { name: "lastName", label: "checkout.lastName", autoComplete: "family-name", required: true },
  { name: "company", label: "checkout.company", autoComplete: "organization", required: false, wide: true },
  { name: "address1", label: "checkout.address1", autoComplete: "address-line1", required: true, wide: true },
  { name: "address2", label: "checkout.address2", autoComplete: "address-line2", required: false, wide: true },
  { name: "city", label: "checkout.city", autoComplete: "address-level2", required: true },
  { name: "state", label: "checkout.state", autoComplete: "address-level1", required: true, maxLength: 2 },
  { name: "zip", label: "checkout.zip", autoComplete: "postal-code", required: true, inputMode: "numeric" },
  {
    name: "phone",
    label: "checkout.phone",
    autoComplete: "tel-national",
    required: true,
    type: "tel",
    inputMode: "tel",
  },
  { name: "email", label: "checkout.email", autoComplete: "email", required: true, type: "email", wide: true },
];

export interface AddressFieldsProps {
  section: "shipping" | "billing";
  legend: string;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
  /** The section's current values, for the soft hints. */
  values?: Partial<Record<HintedAddressField, string | undefined>>;
}

export function AddressFields({ section, legend, register, errors, values = {} }: AddressFieldsProps) {
  const sectionErrors = errors[section];
  const hints = checkoutAddressHints(values);
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>
      {FIELDS.map((field) => {
        const id = `${section}-${field.name}`;
        const message = fieldError(sectionErrors?.[field.name]?.message);
        const hintCode = message ? undefined : hints[field.name as HintedAddressField];
        const hint = hintCode && fieldError(hintCode);
        const describedBy = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
        return (
          <div key={field.name} className={field.wide ? "sm:col-span-2" : undefined}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {t(field.label)}
              {field.required && (
                <span className="text-red-700">
                  {" "}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only">{t("checkout.required")}</span>
                </span>
              )}
            </label>
            <input
              id={id}
              type={field.type ?? "text"}
              inputMode={field.inputMode}
              maxLength={field.maxLength}
              autoComplete={`section-${section} ${section} ${field.autoComplete}`}
              aria-required={field.required || undefined}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              dir="auto"
              className={`w-full rounded-md border px-3 py-2 ${field.name === "state" ? "uppercase" : ""} ${message ? "border-red-700" : "border-gray-400"}`}
              {...register(`${section}.${field.name}`, {
                setValueAs: field.name === "state" ? (value: string) => value.toUpperCase() : undefined,
              })}
            />
            {message && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {message}
              </p>
            )}
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-sm text-gray-800" data-testid="field-hint">
                {hint}
              </p>
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <label htmlFor={`${section}-country`} className="mb-1 block text-sm font-medium">
          {t("checkout.country")}
        </label>
        <input
          id={`${section}-country`}
          readOnly
          value={t("checkout.countryUS")}
          autoComplete={`section-${section} ${section} country-name`}
          className="w-full rounded-md border border-gray-300 bg-gray-100 px-3 py-2"
        />
      </div>
    </fieldset>
  );
}
