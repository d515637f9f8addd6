// Up, down and remove for a row of a list. Without `onMove`, submit buttons whose intent the action
// applies (doc.ts); with it, buttons a picker handles in the page (its rows write its notation, decision
// 0115), each with an id (`${id}-up`, `-down`, `-remove`) so focus can follow the row.
import { useConsoleText } from "../ui";

export function MoveButtons({
  list,
  index,
  count,
  name,
  id,
  onMove,
  onRemove,
}: {
  list: string;
  index: number;
  count: number;
  name: string;
  id?: string;
  onMove?: (by: -1 | 1) => void;
  onRemove?: () => void;
}) {
  const ct = useConsoleText();
  const cls = "rounded-md border border-gray-500 px-2 py-1 text-sm disabled:opacity-50";
  const button = (what: "up" | "down" | "remove", intent: string, act: (() => void) | undefined) =>
    act
      ? { type: "button" as const, id: id && `${id}-${what}`, onClick: act }
      : { type: "submit" as const, name: "intent", value: intent };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        {...button("up", `move:${list}:${index}:-1`, onMove && (() => onMove(-1)))}
        disabled={index === 0}
        className={cls}
      >
        {ct("stores.rows.up", { name })}
      </button>
      <button
        {...button("down", `move:${list}:${index}:1`, onMove && (() => onMove(1)))}
        disabled={index === count - 1}
        className={cls}
      >
        {ct("stores.rows.down", { name })}
      </button>
      <button {...button("remove", `remove:${list}:${index}`, onRemove)} className={cls}>
        {ct("stores.rows.removeNamed", { name })}
      </button>
    </div>
  );
}
