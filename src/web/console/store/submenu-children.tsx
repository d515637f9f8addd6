// A submenu entry's sub-entries as rows (decision 0115): each a text and a link chosen like the entry's
// own (kind, then the category, page, product or address), added, removed and moved with buttons. The
// rows write the "title | link" lines (link-lines.ts) that the form posts under "Advanced", as the
// product editor's pickers do (decision 0105): typing there redraws the rows, and without JavaScript it
// is how sub-entries are edited. After a refused save the rows start from the lines as typed.
import { useState } from "react";
import { Picker, RowLabel, Said, pickerButton, pickerInput, useFocusAfter, useKeys } from "../catalogue/picker-parts";
import { moveItem, withoutSeparator } from "../catalogue/notation";
import { fieldId } from "../store-form";
import { useFieldError, useTyped } from "../store-fields";
import { useConsoleText } from "../ui";
import { LinkChooser } from "./link-picker";
import { parseLinkLines, writeLinkLines, type LinkLine } from "./link-lines";
import { MoveButtons } from "./move-buttons";

type Row = LinkLine & { key: number };

export function SubmenuChildren({ path, value }: { path: string; value: readonly LinkLine[] }) {
  const ct = useConsoleText();
  const name = `p:${path}`;
  const title = ct("stores.f.submenuChildren");
  const typed = useTyped(name);
  const error = useFieldError(path, title, true);
  const id = fieldId(path);
  const key = useKeys();
  const focus = useFocusAfter();
  const keyed = (lines: LinkLine[]): Row[] => lines.map((line) => ({ ...line, key: key() }));
  const [state, setState] = useState(() => {
    const text = typed ?? writeLinkLines(value);
    return { text, rows: keyed(parseLinkLines(text)) };
  });
  const [said, say] = useState("");
  const rows = state.rows;
  const update = (next: Row[]) => setState({ rows: next, text: writeLinkLines(next) });
  const change = (at: number, patch: Partial<LinkLine>) =>
    update(rows.map((row, i) => (i === at ? { ...row, ...patch } : row)));
  const itemName = (row: Row, at: number) => row.title.trim() || ct("stores.sub.unnamed", { number: at + 1 });
  const move = (at: number, by: -1 | 1) => {
    const to = at + by;
    update(moveItem(rows, at, to));
    say(ct("pickers.moved", { item: itemName(rows[at]!, at), number: to + 1, count: rows.length }));
    // The button pressed keeps focus unless it is now disabled (first or last row): then the other one.
    const edge = to === 0 || to === rows.length - 1;
    focus(`${id}-${rows[at]!.key}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (at: number) => {
    const next = rows.filter((_, i) => i !== at);
    update(next);
    say(ct("pickers.removed", { item: itemName(rows[at]!, at) }));
    const neighbour = next[at] ?? next[at - 1];
    focus(neighbour ? `${id}-${neighbour.key}-remove` : `${id}-add`);
  };
  const add = () => {
    const row: Row = { title: "", url: "", key: key() };
    update([...rows, row]);
    focus(`${id}-${row.key}-title`);
  };

  return (
    <Picker
      id={id}
      name={name}
      title={title}
      hint={ct("stores.sub.hint")}
      error={error}
      text={state.text}
      onText={(text) => setState({ text, rows: keyed(parseLinkLines(text)) })}
      notationHint={ct("stores.f.submenuChildrenHint")}
      advancedHint={ct("stores.pickers.advancedHint")}
      rows={3}
    >
      {rows.length === 0 ? (
        <p className="text-sm">{ct("stores.sub.none")}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, at) => {
            const base = `${id}-${row.key}`;
            const label = ct("stores.sub.row", { number: at + 1 });
            return (
              <li key={row.key} className="grid gap-2 border-b border-gray-200 pb-3">
                <div>
                  <RowLabel htmlFor={`${base}-title`} text={ct("stores.f.linkText")} row={label} />
                  <input
                    id={`${base}-title`}
                    type="text"
                    dir="auto"
                    value={row.title}
                    onChange={(event) => change(at, { title: withoutSeparator(event.target.value) })}
                    className={`w-full border-gray-500 ${pickerInput}`}
                  />
                </div>
                <LinkChooser
                  id={`${base}-link`}
                  legend={
                    <>
                      {ct("stores.f.linkUrl")}
                      <span className="sr-only"> ({label})</span>
                    </>
                  }
                  value={row.url}
                  onChange={(url) => change(at, { url })}
                />
                <MoveButtons
                  list={path}
                  index={at}
                  count={rows.length}
                  name={itemName(row, at)}
                  id={base}
                  onMove={(by) => move(at, by)}
                  onRemove={() => remove(at)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button id={`${id}-add`} type="button" onClick={add} className={pickerButton}>
          {ct("stores.sub.add")}
        </button>
      </div>
      <Said text={said} />
    </Picker>
  );
}
