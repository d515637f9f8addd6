// Colour swatches (decision 0105): a row per colour with its name, hex (typed, or picked with the
// browser's colour input), its extra price and a swatch; rows added, removed and moved with buttons.
// The rows write the "colors" notation ("Navy #1f2a44 +1 | Red #c00000"), which is what the form posts.
import { useState } from "react";
import { useConsoleText } from "../ui";
import { HEX, moveItem, parseColors, withoutSeparator, writeColors, type ColorRow } from "./notation";
import { Picker, RowLabel, Said, pickerButton, pickerInput, useFocusAfter, useKeys } from "./picker-parts";

type Row = ColorRow & { key: number };

export function ColorPicker({
  id,
  initial,
  error,
  notationHint,
}: {
  id: string;
  initial: string;
  error: string | undefined;
  notationHint: string;
}) {
  const ct = useConsoleText();
  const key = useKeys();
  const focus = useFocusAfter();
  const keyed = (rows: ColorRow[]): Row[] => rows.map((row) => ({ ...row, key: key() }));
  const [state, setState] = useState(() => ({ text: initial, rows: keyed(parseColors(initial)) }));
  const [said, say] = useState("");
  const rows = state.rows;
  const update = (next: Row[]) => setState({ rows: next, text: writeColors(next) });
  const change = (at: number, patch: Partial<ColorRow>) =>
    update(rows.map((row, i) => (i === at ? { ...row, ...patch } : row)));
  const itemName = (row: Row, at: number) => row.name.trim() || ct("pickers.unnamed", { number: at + 1 });
  const move = (at: number, to: number, button: "up" | "down") => {
    const next = moveItem(rows, at, to);
    update(next);
    say(ct("pickers.moved", { item: itemName(rows[at]!, at), number: to + 1, count: rows.length }));
    // The button pressed stays focused unless it is now disabled (first or last row): then the other.
    const edge = (button === "up" && to === 0) || (button === "down" && to === rows.length - 1);
    focus(`${id}-${rows[at]!.key}-${edge ? (button === "up" ? "down" : "up") : button}`);
  };
  const remove = (at: number) => {
    const next = rows.filter((_, i) => i !== at);
    update(next);
    say(ct("pickers.removed", { item: itemName(rows[at]!, at) }));
    const neighbour = next[at] ?? next[at - 1];
    focus(neighbour ? `${id}-${neighbour.key}-remove` : `${id}-add`);
  };
  const add = () => {
    const row: Row = { name: "", hex: "", extra: "", key: key() };
    update([...rows, row]);
    focus(`${id}-${row.key}-name`);
  };

  return (
    <Picker
      id={id}
      name="colors"
      title={ct("pickers.colorsTitle")}
      hint={ct("pickers.colorsHint")}
      error={error}
      text={state.text}
      onText={(text) => setState({ text, rows: keyed(parseColors(text)) })}
      notationHint={notationHint}
    >
      {rows.length === 0 ? (
        <p className="text-sm">{ct("pickers.colorNone")}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, at) => {
            const base = `${id}-${row.key}`;
            const label = ct("pickers.colorRow", { number: at + 1 });
            const item = itemName(row, at);
            const valid = HEX.test(row.hex.trim());
            return (
              <li key={row.key} className="flex flex-wrap items-end gap-2 border-b border-gray-200 pb-3">
                <span
                  aria-hidden="true"
                  data-swatch={valid ? row.hex.trim().toLowerCase() : ""}
                  className="mb-1 inline-block h-8 w-8 shrink-0 rounded-full border border-gray-500"
                  style={{
                    background: valid
                      ? row.hex.trim()
                      : "repeating-linear-gradient(45deg, #fff 0 4px, #d1d5db 4px 8px)",
                  }}
                />
                <div>
                  <RowLabel htmlFor={`${base}-name`} text={ct("pickers.colorNameShort")} row={label} />
                  <input
                    id={`${base}-name`}
                    type="text"
                    value={row.name}
                    onChange={(event) => change(at, { name: withoutSeparator(event.target.value) })}
                    className={`w-40 border-gray-500 ${pickerInput}`}
                  />
                </div>
                <div>
                  <RowLabel htmlFor={`${base}-hex`} text={ct("pickers.colorHexShort")} row={label} />
                  <input
                    id={`${base}-hex`}
                    type="text"
                    dir="ltr"
                    value={row.hex}
                    spellCheck={false}
                    autoCapitalize="off"
                    onChange={(event) => change(at, { hex: withoutSeparator(event.target.value) })}
                    className={`w-28 border-gray-500 font-mono ${pickerInput}`}
                  />
                </div>
                <div>
                  <RowLabel htmlFor={`${base}-pick`} text={ct("pickers.colorPickShort")} row={label} />
                  <input
                    id={`${base}-pick`}
                    type="color"
                    value={valid ? row.hex.trim().toLowerCase() : "#000000"}
                    onChange={(event) => change(at, { hex: event.target.value })}
                    className="h-9 w-12 cursor-pointer rounded-md border border-gray-500 bg-white p-1"
                  />
                </div>
                <div>
                  <RowLabel htmlFor={`${base}-extra`} text={ct("pickers.colorExtraShort")} row={label} />
                  <input
                    id={`${base}-extra`}
                    type="text"
                    dir="ltr"
                    inputMode="decimal"
                    value={row.extra}
                    onChange={(event) => change(at, { extra: withoutSeparator(event.target.value) })}
                    className={`w-24 border-gray-500 ${pickerInput}`}
                  />
                </div>
                <div className="flex gap-1">
                  <button
                    id={`${base}-up`}
                    type="button"
                    disabled={at === 0}
                    onClick={() => move(at, at - 1, "up")}
                    aria-label={ct("pickers.moveUp", { item })}
                    className={pickerButton}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    id={`${base}-down`}
                    type="button"
                    disabled={at === rows.length - 1}
                    onClick={() => move(at, at + 1, "down")}
                    aria-label={ct("pickers.moveDown", { item })}
                    className={pickerButton}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    id={`${base}-remove`}
                    type="button"
                    onClick={() => remove(at)}
                    aria-label={ct("pickers.remove", { item })}
                    className={pickerButton}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button id={`${id}-add`} type="button" onClick={add} className={pickerButton}>
          {ct("pickers.colorAdd")}
        </button>
      </div>
      <Said text={said} />
    </Picker>
  );
}
