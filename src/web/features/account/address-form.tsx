// Edit Address and New Address (spec §2 /account/addresses/{addressId}, §5 the account-era address
// form): every rule and message of core's AddressSchema, each shown next to its field. Valid input
// is not saved — the store has no customer accounts — and the form says so.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { AddressSchema } from "~core/validation/address.schema";
import { FormField } from "../../components/form-field";
import { UnavailableNotice, useUnavailableSubmit } from "../../components/unavailable-notice";
import { fieldError, type MessageKey, t } from "../../i18n/t";
import type { AddressView } from "../../lib/account";
import { emptyAddress } from "../../lib/address";
import { Button } from "../../components/button";

type AddressValues = Omit<AddressView, "id" | "isDefault">;
type TextName = Exclude<keyof AddressValues, "country">;

const FIELDS: {
  name: TextName;
  label: MessageKey;
  autoComplete: string;
  required: boolean;
  wide?: boolean;
  ltr?: boolean;
  type?: string;
}[] = [
  { name: "firstName", label: "account.firstName", autoComplete: "given-name", required: true },
  { name: "lastName", label: "account.lastName", autoComplete: "family-name", required: true },
  { name: "company", label: "account.company", autoComplete: "organization", required: false, wide: true },
  { name: "address1", label: "account.address1", autoComplete: "address-line1", required: true, wide: true },
  { name: "address2", label: "account.address2", autoComplete: "address-line2", required: false, wide: true },
  { name: "city", label: "account.city", autoComplete: "address-level2", required: true },
  { name: "state", label: "account.state", autoComplete: "address-level1", required: true, ltr: true },
  { name: "zip", label: "account.zip", autoComplete: "postal-code", required: true, ltr: true },
  { name: "phone", label: "account.phone", autoComplete: "tel-national", required: true, ltr: true, type: "tel" },
  {
    name: "email",
    label: "account.email",
    autoComplete: "email",
    required: true,
    ltr: true,
    type: "email",
    wide: true,
  },
];

const COUNTRIES: { value: string; label: MessageKey }[] = [
  { value: "US", label: "account.countryUS" },
  { value: "CA", label: "account.countryCA" },
];

const EMPTY: AddressValues = { ...emptyAddress(), country: "" };

const resolver = zodResolver(AddressSchema) as unknown as Resolver<AddressValues>;

export function AddressForm({ address }: { address: AddressView | null }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({ defaultValues: address ?? EMPTY, resolver });
  const { submitted, onSubmit } = useUnavailableSubmit(handleSubmit);
  const countryError = fieldError(errors.country?.message);

  return (
    <form noValidate aria-labelledby="page-title" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`address-${field.name}`}
            label={t(field.label)}
            required={field.required}
            className={field.wide ? "sm:col-span-2" : undefined}
            error={fieldError(errors[field.name]?.message)}
            inputProps={{
              ...register(field.name),
              autoComplete: field.autoComplete,
              type: field.type,
              dir: field.ltr ? "ltr" : undefined,
            }}
          />
        ))}
        <div className="sm:col-span-2">
          <label htmlFor="address-country" className="mb-1 block text-sm font-medium">
            {t("account.country")}
            <span className="ms-1 text-red-700" aria-hidden="true">
              *
            </span>
          </label>
          <select
            id="address-country"
            {...register("country")}
            autoComplete="country"
            aria-required
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? "address-country-error" : undefined}
            className={`w-full rounded-md border bg-white px-3 py-2 ${countryError ? "border-red-700" : "border-gray-400"}`}
          >
            <option value="">{t("account.selectCountry")}</option>
            {COUNTRIES.map((country) => (
              <option key={country.value} value={country.value}>
                {t(country.label)}
              </option>
            ))}
          </select>
          {countryError && (
            <p id="address-country-error" className="mt-1 text-sm text-red-700">
              {countryError}
            </p>
          )}
        </div>
      </div>
      <Button type="submit" className="self-start">
        {t("account.save")}
      </Button>
      <UnavailableNotice shown={submitted} />
    </form>
  );
}
