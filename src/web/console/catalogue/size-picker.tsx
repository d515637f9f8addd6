// Size chips in the operator's order (decision 0105): each moved earlier or later or removed with its
// buttons, a new size typed and added (Enter adds it), and the usual adult, youth and toddler scales
// appended in their own order in one click. The chips write the "sizes" notation ("S | M | L").
// The store editor's size list (decision 0115) is the same picker under its own field name and texts.
import { useState } from "react";
import { useConsoleLayout, useConsoleText } from "../ui";
import {
  SIZE_SCALES,
  appendSizes,
  moveItem,
  parseSizes,
  withoutSeparator,
  writeSizes,
  type SizeScale,
} from "./notation";
import { Picker, Said, pickerButton, pickerInput, useFocusAfter } from "./picker-parts";

const SCALES = Object.keys(SIZE_SCALES) as SizeScale[];

export function SizePicker({
  id,
  initial,
  error,
  notationHint,
  name = "sizes",
  title,
  hint,
  advancedHint,
  empty,
}: {
  id: string;
  initial: string;
  error: string | undefined;
  notationHint: string;
  /** The form field the notation is posted as (the product's "sizes" column by default). */
  name?: string;
  title?: string;
  hint?: string;
  advancedHint?: string;
  /** What an empty list means. */
  empty?: string;
}) {
  const ct = useConsoleText();
  const { dir } = useConsoleLayout();
  const focus = useFocusAfter();
  const [state, setState] = useState(() => ({ text: initial, sizes: parseSizes(initial) }));
  const [typed, setTyped] = useState("");
  const [said, say] = useState("");
  const sizes = state.sizes;
  const update = (next: string[]) => setState({ sizes: next, text: writeSizes(next) });
  // Chips are keyed by their label: a list never holds one twice (case aside), so focus follows it.
  const chipId = (size: string, what: string) => `${id}-${encodeURIComponent(size.toLowerCase())}-${what}`;
  const move = (at: number, to: number, button: "earlier" | "later") => {
    const size = sizes[at]!;
    update(moveItem(sizes, at, to));
    say(ct("pickers.moved", { item: size, number: to + 1, count: sizes.length }));
    const edge = (button === "earlier" && to === 0) || (button === "later" && to === sizes.length - 1);
    focus(chipId(size, edge ? (button === "earlier" ? "later" : "earlier") : button));
  };
  const remove = (at: number) => {
    const next = sizes.filter((_, i) => i !== at);
    update(next);
    say(ct("pickers.removed", { item: sizes[at]! }));
    const neighbour = next[at] ?? next[at - 1];
    focus(neighbour ? chipId(neighbour, "remove") : `${id}-new`);
  };
  const add = () => {
    const size = withoutSeparator(typed).trim();
    if (!size) return;
    update(appendSizes(sizes, [size]));
    setTyped("");
    say(ct("pickers.added", { item: size }));
    focus(`${id}-new`);
  };
  const addScale = (scale: SizeScale) => {
    const next = appendSizes(sizes, SIZE_SCALES[scale]);
    update(next);
    say(ct("pickers.scalesAdded", { count: next.length - sizes.length }));
  };
  // Earlier is towards the line's start: left in English and Russian, right in Arabic.
  const [earlierArrow, laterArrow] = dir === "rtl" ? ["→", "←"] : ["←", "→"];

  return (
    <Picker
      id={id}
      name={name}
      title={title ?? ct("pickers.sizesTitle")}
      hint={hint ?? ct("pickers.sizesHint")}
      advancedHint={advancedHint}
      error={error}
      text={state.text}
      onText={(text) => setState({ text, sizes: parseSizes(text) })}
      notationHint={notationHint}
    >
      {sizes.length === 0 ? (
        <p className="text-sm">{empty ?? ct("pickers.sizeNone")}</p>
      ) : (
        <ol className="flex flex-wrap gap-2" aria-label={ct("pickers.sizesList")}>
          {sizes.map((size, at) => (
            <li
              // A size typed twice in the notation gets its own key (the server refuses nothing here).
              key={`${size.toLowerCase()}-${sizes.slice(0, at).filter((s) => s.toLowerCase() === size.toLowerCase()).length}`}
              className="inline-flex items-center gap-1 rounded-full border border-gray-500 bg-gray-50 py-1 ps-3 pe-1"
            >
              <span className="min-w-6 font-medium" dir="auto">
                {size}
              </span>
              <button
                id={chipId(size, "earlier")}
                type="button"
                disabled={at === 0}
                onClick={() => move(at, at - 1, "earlier")}
                aria-label={ct("pickers.sizeMoveEarlier", { item: size })}
                className={`${pickerButton} rounded-full`}
              >
                <span aria-hidden="true">{earlierArrow}</span>
              </button>
              <button
                id={chipId(size, "later")}
                type="button"
                disabled={at === sizes.length - 1}
                onClick={() => move(at, at + 1, "later")}
                aria-label={ct("pickers.sizeMoveLater", { item: size })}
                className={`${pickerButton} rounded-full`}
              >
                <span aria-hidden="true">{laterArrow}</span>
              </button>
              <button
                id={chipId(size, "remove")}
                type="button"
                onClick={() => remove(at)}
                aria-label={ct("pickers.remove", { item: size })}
                className={`${pickerButton} rounded-full`}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-new`} className="mb-1 block text-xs font-medium">
            {ct("pickers.sizeNew")}
          </label>
          <input
            id={`${id}-new`}
            type="text"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the size rather than saving the product.
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            className={`w-28 border-gray-500 ${pickerInput}`}
          />
        </div>
        <button type="button" onClick={add} className={pickerButton}>
          {ct("pickers.sizeAdd")}
        </button>
      </div>
      <div role="group" aria-labelledby={`${id}-scales`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-scales`} className="text-sm font-medium">
          {ct("pickers.scales")}
        </span>
        {SCALES.map((scale) => (
          <button key={scale} type="button" onClick={() => addScale(scale)} className={pickerButton}>
            {ct(`pickers.scale.${scale}`)}
          </button>
        ))}
      </div>
      <Said text={said} />
    </Picker>
  );
}
