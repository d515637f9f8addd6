// Quantity tiers as rows (decision 0105): the store's tiers, none, or the product's own rows of a
// starting quantity and a unit price (or a formula such as partPrice * 0.95), added and removed with
// buttons. The choice and rows write the "tiers" notation ("", "off" or "1: 18.50 | 24: 17.00"); the
// server reads and checks it as before, with its own messages.
import { useState } from "react";
import { useConsoleText } from "../ui";
import { parseTiers, writeTiers, type TierMode, type TierRow } from "./notation";
import { Picker, RowLabel, Said, pickerButton, pickerInput, useFocusAfter, useKeys } from "./picker-parts";

type Row = TierRow & { key: number };
const MODES: TierMode[] = ["store", "off", "own"];
const MODE_TEXT = { store: "pickers.tiersStore", off: "pickers.tiersOff", own: "pickers.tiersOwn" } as const;

export function TierPicker({
  id,
  initial,
  error,
  notationHint,
  priceExample,
}: {
  id: string;
  initial: string;
  error: string | undefined;
  notationHint: string;
  /** An amount as the price cells are written ("18.50"). */
  priceExample: string;
}) {
  const ct = useConsoleText();
  const key = useKeys();
  const focus = useFocusAfter();
  const read = (text: string) => {
    const tiers = parseTiers(text);
    return { text, mode: tiers.mode, rows: tiers.rows.map((row) => ({ ...row, key: key() })) };
  };
  const [state, setState] = useState(() => read(initial));
  const [said, say] = useState("");
  const { mode, rows } = state;
  const update = (nextMode: TierMode, next: Row[]) =>
    setState({ mode: nextMode, rows: next, text: writeTiers({ mode: nextMode, rows: next }) });
  const change = (at: number, patch: Partial<TierRow>) =>
    update(
      mode,
      rows.map((row, i) => (i === at ? { ...row, ...patch } : row)),
    );
  const add = () => {
    const row: Row = { from: "", price: "", key: key() };
    update("own", [...rows, row]);
    focus(`${id}-${row.key}-from`);
  };
  const remove = (at: number) => {
    const next = rows.filter((_, i) => i !== at);
    update(mode, next);
    say(ct("pickers.removed", { item: ct("pickers.tierItem", { number: at + 1 }) }));
    const neighbour = next[at] ?? next[at - 1];
    focus(neighbour ? `${id}-${neighbour.key}-remove` : `${id}-add`);
  };
  const choose = (next: TierMode) => {
    // Choosing the product's own tiers starts with one empty row to fill in.
    if (next === "own" && rows.length === 0) update(next, [{ from: "1", price: "", key: key() }]);
    else update(next, rows);
  };

  return (
    <Picker
      id={id}
      name="tiers"
      title={ct("pickers.tiersTitle")}
      error={error}
      text={state.text}
      onText={(text) => setState(read(text))}
      notationHint={notationHint}
    >
      <div role="radiogroup" aria-labelledby={`${id}-mode`} className="grid gap-1">
        <span id={`${id}-mode`} className="text-sm font-medium">
          {ct("pickers.tiersMode")}
        </span>
        {MODES.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => choose(option)}
            />
            {ct(MODE_TEXT[option])}
          </label>
        ))}
      </div>
      {mode === "own" && (
        <>
          <p id={`${id}-price-hint`} className="text-sm text-gray-700">
            {ct("pickers.tierPriceHint", { example: priceExample })}
          </p>
          <ol className="grid gap-2">
            {rows.map((row, at) => {
              const base = `${id}-${row.key}`;
              const label = ct("pickers.tierRow", { number: at + 1 });
              return (
                <li key={row.key} className="flex flex-wrap items-end gap-2">
                  <div>
                    <RowLabel htmlFor={`${base}-from`} text={ct("pickers.tierFromShort")} row={label} />
                    <input
                      id={`${base}-from`}
                      type="text"
                      dir="ltr"
                      inputMode="numeric"
                      value={row.from}
                      onChange={(event) => change(at, { from: event.target.value.replace(/[|:]/g, "") })}
                      className={`w-24 border-gray-500 ${pickerInput}`}
                    />
                  </div>
                  <div>
                    <RowLabel htmlFor={`${base}-price`} text={ct("pickers.tierPriceShort")} row={label} />
                    <input
                      id={`${base}-price`}
                      type="text"
                      dir="ltr"
                      value={row.price}
                      aria-describedby={`${id}-price-hint`}
                      onChange={(event) => change(at, { price: event.target.value.replaceAll("|", "/") })}
                      className={`w-56 max-w-full border-gray-500 ${pickerInput}`}
                    />
                  </div>
                  <button
                    id={`${base}-remove`}
                    type="button"
                    onClick={() => remove(at)}
                    aria-label={ct("pickers.remove", { item: ct("pickers.tierItem", { number: at + 1 }) })}
                    className={pickerButton}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              );
            })}
          </ol>
          <div>
            <button id={`${id}-add`} type="button" onClick={add} className={pickerButton}>
              {ct("pickers.tierAdd")}
            </button>
          </div>
        </>
      )}
      <Said text={said} />
    </Picker>
  );
}
