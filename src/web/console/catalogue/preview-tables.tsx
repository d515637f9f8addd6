// The product editor's price preview tables and the table of its parts (colour × size).
import { ConsoleCell, ConsoleRow, ConsoleTable, useConsoleText } from "../ui";
import type { PreviewView } from "./product-preview";

export function PreviewTables({ preview }: { preview: PreviewView }) {
  const ct = useConsoleText();
  return (
    <div className="grid gap-4" aria-live="polite">
      {preview.minimumQuantity !== null && (
        <p className="text-sm">{ct("catalogue.minimum", { quantity: preview.minimumQuantity })}</p>
      )}
      {preview.tiers.length === 0 ? (
        <p className="text-sm">{ct("catalogue.noTiers")}</p>
      ) : (
        <ConsoleTable
          caption={ct("catalogue.tierTable", { source: ct(`catalogue.tierSource.${preview.source}`) })}
          showCaption
          columns={[
            { label: ct("catalogue.tierQuantity") },
            { label: ct("catalogue.tierStartPrice"), align: "end" },
            ...(preview.designStepsInside ? [{ label: ct("catalogue.designStepsInside") }] : []),
          ]}
        >
          {preview.tiers.map((tier) => (
            <ConsoleRow key={tier.range}>
              <ConsoleCell header weight="normal" dir="ltr">
                {tier.range}
              </ConsoleCell>
              <ConsoleCell end>{tier.price ?? ct("catalogue.noPrice")}</ConsoleCell>
              {preview.designStepsInside && <ConsoleCell>{tier.designSteps ?? "—"}</ConsoleCell>}
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      {preview.tiers.length > 0 && preview.designStepsInside && (
        <p className="text-sm">{ct("catalogue.designStepsNote", { breaks: preview.designStepsInside })}</p>
      )}
      {preview.bySize.length > 0 && (
        <ConsoleTable
          caption={ct("catalogue.bySizeTable", { color: preview.bySizeColor || ct("catalogue.everyColor") })}
          showCaption
          columns={[
            { label: ct("catalogue.partSize") },
            ...preview.quantities.map((q) => ({
              label: ct("catalogue.bySizeQuantity", { quantity: q.quantity }),
              align: "end" as const,
            })),
          ]}
        >
          {preview.bySize.map((row) => (
            <ConsoleRow key={row.size}>
              <ConsoleCell header weight="normal">
                {row.size}
              </ConsoleCell>
              {row.prices.map((price, index) => (
                <ConsoleCell key={index} end>
                  {price ?? ct("catalogue.noPrice")}
                </ConsoleCell>
              ))}
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      <ConsoleTable
        caption={ct("catalogue.shopperTable")}
        showCaption
        columns={[
          { label: ct("catalogue.tierQuantity") },
          { label: ct("catalogue.unitPrice"), align: "end" },
          { label: ct("catalogue.total"), align: "end" },
          { label: ct("catalogue.nextTier") },
          { label: ct("catalogue.breaksUsed") },
        ]}
      >
        {preview.quantities.map((q) => (
          <ConsoleRow key={q.quantity}>
            <ConsoleCell header weight="normal" className="tabular-nums">
              {q.quantity}
            </ConsoleCell>
            <ConsoleCell end>{q.unitPrice ?? ct("catalogue.noPrice")}</ConsoleCell>
            <ConsoleCell end>{q.total ?? "—"}</ConsoleCell>
            <ConsoleCell>
              {q.next ? ct("catalogue.nextTierText", { more: q.next.more, price: q.next.price }) : "—"}
            </ConsoleCell>
            <ConsoleCell>
              <PriceBreaks tier={preview.tiers.length === 0 ? undefined : q.tier} designBreak={q.designBreak} />
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </div>
  );
}

/** "tier 1 - 23; design charge from 12": which breaks price a quantity (the range kept left to right). */
function PriceBreaks({ tier, designBreak }: { tier: string | null | undefined; designBreak: number | null }) {
  const ct = useConsoleText();
  const parts: string[] = [];
  // U+2066 … U+2069 isolate the range left to right inside Arabic text ("1 - 23", not "23 - 1").
  if (tier !== undefined)
    parts.push(tier === null ? ct("catalogue.breakNone") : ct("catalogue.breakTier", { range: `\u2066${tier}\u2069` }));
  if (designBreak !== null) parts.push(ct("catalogue.breakDesign", { quantity: designBreak }));
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((part, index) => (
        <span key={index} className="block">
          {part}
        </span>
      ))}
    </>
  );
}

export function PartsTable({ parts }: { parts: { id: string; color: string; size: string; priceCents: number }[] }) {
  const ct = useConsoleText();
  if (parts.length === 0) return <p className="text-sm">{ct("catalogue.noParts")}</p>;
  return (
    <div className="max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={ct("catalogue.parts")}>
      <ConsoleTable
        caption={ct("catalogue.parts")}
        showCaption
        columns={[
          { label: ct("catalogue.partId") },
          { label: ct("catalogue.partColor") },
          { label: ct("catalogue.partSize") },
          { label: ct("catalogue.partPrice"), align: "end" },
        ]}
      >
        {parts.map((part) => (
          <ConsoleRow key={part.id}>
            <ConsoleCell header weight="normal" dir="ltr">
              {part.id}
            </ConsoleCell>
            <ConsoleCell>{part.color}</ConsoleCell>
            <ConsoleCell>{part.size}</ConsoleCell>
            <ConsoleCell end dir="ltr">
              {(part.priceCents / 100).toFixed(2)}
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </div>
  );
}
