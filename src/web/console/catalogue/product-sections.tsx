// The product editor's fields beyond the CSV's columns (src/server/modules/catalog-admin/
// product-form-extras.ts): per-size prices and stock per colour, designs, swatches.
import type { ConsoleProductView } from "~server/modules/catalog-admin/catalogue.console";
import { writeNumberInput } from "~core/i18n/number-input";
import { useConsoleLayout, useConsoleText } from "../ui";
import { fieldsetClass, legendClass } from "./form-classes";

/** Empty design-location rows offered for adding one (NEW_DESIGN_ROWS of product-form-extras). */
const NEW_DESIGN_ROWS = 1;

export interface SectionProps {
  product: ConsoleProductView;
  /** The values sent with a refused save or a preview; absent, the stored product's. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}

const cellInput = "w-24 rounded-md border bg-white px-2 py-1";

/** A small input with its label (visible or for screen readers) and its message under it. */
export function SmallField({
  id,
  name,
  label,
  srLabel,
  value,
  error,
  width = cellInput,
}: {
  id: string;
  name: string;
  label: string;
  srLabel?: boolean;
  value: string;
  error: string | undefined;
  width?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={srLabel ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        dir="ltr"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${width} ${error ? "border-red-700" : "border-gray-500"}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Per colour: each size's difference in price within the colour, the price it makes, and its stock. */
export function SizePricesAndStock({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  const colors = [...new Set(product.parts.map((part) => part.color))];
  const { locale } = useConsoleLayout();
  // In the console language's marks, as the fields beside it are (decision 0105).
  const money = (cents: number) => writeNumberInput(cents / 100, locale, 2);
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.sizePricesTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.sizePricesHint")}</p>
      {product.parts.length === 0 && <p className="text-sm">{ct("catalogue.noParts")}</p>}
      {colors.map((color) => {
        const parts = product.parts.filter((part) => part.color === color);
        const title = color || ct("catalogue.everyColor");
        // Its own sideways scroll at narrow widths (390 px in Russian), not the page's.
        return (
          <div key={color} className="overflow-x-auto">
            <table className="w-full border-collapse text-start text-sm">
              <caption className="mb-1 text-start font-medium">
                {ct("catalogue.sizePricesCaption", { color: title })}
              </caption>
              <thead>
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.partSize")}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.sizeDifference")}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {ct("catalogue.savedPrice")}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.stock")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {parts.map((part) => {
                  const size = part.size || ct("catalogue.everySize");
                  return (
                    <tr key={part.id} className="border-b border-gray-200 align-top">
                      <th scope="row" className="p-2 text-start font-normal">
                        {size}
                      </th>
                      <td className="p-2">
                        <SmallField
                          id={`extra-${part.id}`}
                          name={`part_extra.${part.id}`}
                          label={ct("catalogue.sizeDifferenceLabel", { color: title, size })}
                          srLabel
                          value={values?.[`part_extra.${part.id}`] ?? part.extra}
                          error={errors[`part_extra.${part.id}`]}
                        />
                      </td>
                      <td className="p-2 text-end tabular-nums" dir="ltr">
                        {money(part.priceCents)}
                      </td>
                      <td className="p-2">
                        <SmallField
                          id={`stock-${part.id}`}
                          name={`stock.${part.id}`}
                          label={ct("catalogue.stockLabel", { color: title, size })}
                          srLabel
                          value={values?.[`stock.${part.id}`] ?? part.stock}
                          error={errors[`stock.${part.id}`]}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The design id and each decoration location (name, type, colours, stitches); one empty row adds one. */
export function DesignsSection({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  const rows = [
    ...product.designs,
    ...Array.from({ length: NEW_DESIGN_ROWS }, () => ({ name: "", type: "", colors: "", stitches: "" })),
  ];
  const value = (name: string, stored: string) => values?.[name] ?? stored;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.designsTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.designsHint")}</p>
      <SmallField
        id="design-main"
        name="design_main"
        label={ct("catalogue.designMain")}
        value={value("design_main", product.designMain)}
        error={errors.design_main}
        width="w-full max-w-sm rounded-md border bg-white px-3 py-2"
      />
      {rows.map((row, index) => {
        const legend =
          index < product.designs.length
            ? ct("catalogue.designLocation", { number: index + 1 })
            : ct("catalogue.designNew");
        const fields = [
          ["name", ct("catalogue.designName"), row.name],
          ["type", ct("catalogue.designType"), row.type],
          ["colors", ct("catalogue.designColors"), row.colors],
          ["stitches", ct("catalogue.designStitches"), row.stitches],
        ] as const;
        return (
          <fieldset key={index} className="rounded-md border border-gray-300 p-3">
            <legend className="px-1 text-sm font-semibold">{legend}</legend>
            <div className="flex flex-wrap gap-3">
              {fields.map(([key, label, stored]) => (
                <SmallField
                  key={key}
                  id={`design-${index}-${key}`}
                  name={`design.${index}.${key}`}
                  label={label}
                  value={value(`design.${index}.${key}`, stored)}
                  error={errors[`design.${index}.${key}`]}
                  width={key === "name" || key === "type" ? "w-44 rounded-md border bg-white px-2 py-1" : cellInput}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** Each colour's hex and swatch image (the small picture of the fabric the colour picker shows). */
export function SwatchesSection({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  if (product.swatches.length === 0) return null;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.swatchesTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.swatchesHint")}</p>
      {product.swatches.map((swatch, n) => {
        const hex = values?.[`swatch_hex.${n}`] ?? swatch.hex;
        return (
          <fieldset key={swatch.color} className="rounded-md border border-gray-300 p-3">
            <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
              <span
                aria-hidden="true"
                className="inline-block h-5 w-5 rounded border border-gray-500"
                style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(swatch.hex) ? swatch.hex : undefined }}
              />
              {swatch.color}
            </legend>
            <input type="hidden" name={`swatch_hex_was.${n}`} value={values?.[`swatch_hex_was.${n}`] ?? swatch.hex} />
            <div className="flex flex-wrap items-start gap-3">
              <SmallField
                id={`swatch-hex-${n}`}
                name={`swatch_hex.${n}`}
                label={ct("catalogue.swatchHex", { color: swatch.color })}
                value={hex}
                error={errors[`swatch_hex.${n}`]}
                width="w-32 rounded-md border bg-white px-2 py-1"
              />
              <SmallField
                id={`swatch-image-${n}`}
                name={`swatch_image.${n}`}
                label={ct("catalogue.swatchImage", { color: swatch.color })}
                value={values?.[`swatch_image.${n}`] ?? swatch.image}
                error={errors[`swatch_image.${n}`]}
                width="w-80 max-w-full rounded-md border bg-white px-2 py-1"
              />
              {swatch.image && (
                <img
                  src={swatch.image}
                  alt={ct("catalogue.swatchAlt", { color: swatch.color })}
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded border border-gray-300 object-cover"
                />
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
