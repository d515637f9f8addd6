// The store's branding: logo, colours with a live preview and the WCAG contrast warning, social links.
import { useEffect, useState } from "react";
import { contrastRatio, readableTextColor } from "~core/branding/contrast";
import type { ConsoleTextKey } from "../i18n/en";
import { ImageField } from "../media-picker";
import { RemoveRow, RowList, CheckField, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import type { PartProps } from "./part";

const COLOURS = [
  "primaryColor",
  "secondaryColor",
  "tertiaryColor",
  "textColor",
  "buttonColor",
  "buttonTextColor",
] as const;
type ColourKey = (typeof COLOURS)[number];
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour pairs shoppers read, with the WCAG AA ratio for text (4.5:1). */
function failingPairs(c: Record<ColourKey, string>) {
  const pairs: { key: ConsoleTextKey; fg: string; bg: string }[] = [
    { key: "stores.contrast.button", fg: c.buttonTextColor, bg: c.buttonColor },
    { key: "stores.contrast.text", fg: c.textColor, bg: "#ffffff" },
    { key: "stores.contrast.accent", fg: c.textColor, bg: c.secondaryColor },
    { key: "stores.contrast.surface", fg: c.textColor, bg: c.tertiaryColor },
    { key: "stores.contrast.header", fg: "#ffffff", bg: c.primaryColor },
  ];
  return pairs
    .filter((pair) => HEX.test(pair.fg) && HEX.test(pair.bg))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.fg, pair.bg) }))
    .filter((pair) => pair.ratio < 4.5);
}

export function BrandingPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const b = doc.storeBranding;
  const [colours, setColours] = useState<Record<ColourKey, string>>(
    () => Object.fromEntries(COLOURS.map((key) => [key, String(b[key] ?? "")])) as Record<ColourKey, string>,
  );
  // Set once hydrated: from then on the preview and the warning follow what is typed.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const safe = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  const failing = failingPairs(colours);
  const primary = safe(colours.primaryColor, "#1f3a93");
  const button = safe(colours.buttonColor, "#1f3a93");
  return (
    <>
      <ImageField path="storeBranding.storeLogo" kind="o" label={ct("stores.f.storeLogo")} value={b.storeLogo} />
      <fieldset className="rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.colours")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOURS.map((key) => (
            <div key={key} className="flex items-end gap-2">
              <span
                aria-hidden="true"
                className="mb-1 inline-block h-8 w-8 shrink-0 rounded border border-gray-500"
                style={{ background: safe(colours[key], "transparent") }}
              />
              <div
                className="grow"
                onChange={(e) => {
                  const target = e.target as HTMLInputElement;
                  setColours((c) => ({ ...c, [key]: target.value.trim() }));
                }}
              >
                <TextField
                  path={`storeBranding.${key}`}
                  label={ct(`stores.f.${key}`)}
                  value={b[key]}
                  hint={ct("stores.f.colourHint")}
                  ltr
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="brand-preview" className="rounded-md border border-gray-400">
        <h3 id="brand-preview" className="border-b border-gray-400 px-4 py-2 font-semibold">
          {ct("stores.preview.title")}
        </h3>
        <div aria-hidden="true" data-testid="brand-preview" data-live={live ? "true" : undefined}>
          <div
            className="px-4 py-3 font-semibold"
            style={{ background: primary, color: readableTextColor(primary, "#ffffff") }}
          >
            {doc.primaryInformation.storeName}
          </div>
          <div className="space-y-3 bg-white p-4" style={{ color: safe(colours.textColor, "#1b1b1b") }}>
            <p>{ct("stores.preview.text")}</p>
            <p className="rounded px-2 py-1" style={{ background: safe(colours.secondaryColor, "#f2a900") }}>
              {ct("stores.preview.accent")}
            </p>
            <p className="rounded px-2 py-1" style={{ background: safe(colours.tertiaryColor, "#e9eef8") }}>
              {ct("stores.preview.surface")}
            </p>
            <span
              className="inline-block rounded-md px-5 py-2 font-semibold"
              style={{ background: button, color: safe(colours.buttonTextColor, "#ffffff") }}
            >
              {ct("stores.preview.button")}
            </span>
          </div>
        </div>
      </section>
      <div aria-live="polite">
        {failing.length > 0 && (
          <div role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">{ct("stores.contrast.warning")}</p>
            <ul className="ms-5 list-disc">
              {failing.map((pair) => (
                <li key={pair.key}>
                  {ct(pair.key)} — {ct("stores.contrast.ratio", { ratio: pair.ratio.toFixed(2) })}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-sm">{ct("stores.contrast.fix")}</p>
          </div>
        )}
      </div>
      <CheckField
        path="storeBranding.displaySocialMedia"
        label={ct("stores.f.displaySocialMedia")}
        value={b.displaySocialMedia}
      />
      <RowList
        legend={ct("stores.f.socialMedia")}
        items={b.socialMedia ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField
              path={`storeBranding.socialMedia.${i}.type`}
              label={ct("stores.f.socialType")}
              value={item?.type}
            />
            <TextField
              path={`storeBranding.socialMedia.${i}.address`}
              label={ct("stores.f.socialAddress")}
              value={item?.address}
              ltr
            />
            {!isNew && <RemoveRow path={`storeBranding.socialMedia.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </>
  );
}
