// Personalization inputs (spec §4 Product page): one set of the product's fields per unit of each
// chosen size, each field showing its price. Blank values are dropped when adding to the cart.
import { useId } from "react";
import { PERSONALIZATION_VALUE_MAX_LENGTH } from "~core/pricing/personalization";
import { t } from "../../i18n/t";
import { personalizationKey } from "~core/cart/purchase-selection";
import { WithLtr } from "../../components/ltr-text";

export default function PersonalizationFields({
  units,
  fields,
  prices,
  values,
  onChange,
}: {
  units: { size: string; quantity: number }[];
  fields: string[];
  /** Formatted price per field name. */
  prices: Record<string, string>;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("product.personalization")}
      </h2>
      {units.flatMap(({ size, quantity }) =>
        Array.from({ length: quantity }, (_, index) => {
          const unit = index + 1;
          return (
            <fieldset
              key={`${size}-${unit}`}
              className="flex flex-wrap items-end gap-3 rounded border border-gray-200 p-3"
              data-testid="personalization-unit"
            >
              <legend className="px-1 text-sm font-medium">
                {t("product.personalizationUnit", { size, n: unit })}
              </legend>
              {fields.map((field) => {
                const key = personalizationKey(size, unit, field);
                const price = prices[field] ?? "";
                return (
                  <label key={field} className="flex flex-col gap-1 text-sm">
                    <span aria-hidden="true">
                      <WithLtr message={t("product.personalizationField", { field, price })} value={`(+${price})`} />
                    </span>
                    <input
                      type="text"
                      maxLength={PERSONALIZATION_VALUE_MAX_LENGTH}
                      aria-label={`${t("product.personalizationFieldLabel", { field, size, n: unit })} (+${price})`}
                      value={values[key] ?? ""}
                      onChange={(event) => onChange(key, event.target.value)}
                      className="h-9 w-44 rounded border border-gray-300 px-2"
                    />
                  </label>
                );
              })}
            </fieldset>
          );
        }),
      )}
    </section>
  );
}
