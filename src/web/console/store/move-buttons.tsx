// Up, down and remove for a row of a list: submit buttons whose intent the action applies (doc.ts).
import { useConsoleText } from "../ui";

export function MoveButtons({
  list,
  index,
  count,
  name,
}: {
  list: string;
  index: number;
  count: number;
  name: string;
}) {
  const ct = useConsoleText();
  const cls = "rounded-md border border-gray-500 px-2 py-1 text-sm disabled:opacity-50";
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value={`move:${list}:${index}:-1`} disabled={index === 0} className={cls}>
        {ct("stores.rows.up", { name })}
      </button>
      <button
        type="submit"
        name="intent"
        value={`move:${list}:${index}:1`}
        disabled={index === count - 1}
        className={cls}
      >
        {ct("stores.rows.down", { name })}
      </button>
      <button type="submit" name="intent" value={`remove:${list}:${index}`} className={cls}>
        {ct("stores.rows.removeNamed", { name })}
      </button>
    </div>
  );
}
