// What the operator typed in each field of a refused save, by field name, so every field shows it again
// exactly (issue 45): a number that could not be read, a time zone the schema refused, the times next to
// it. Rows ticked "remove" are left out of the page after a refusal as after a save, so the fields of the
// rows below them move up one place here too. Secrets are never sent back.
const SKIPPED = new Set(["_csrf", "_version", "intent", "section", "newPassword"]);

function splitName(name: string): { prefix: string; path: string[] } {
  const cut = name.indexOf(":");
  return cut === -1
    ? { prefix: "", path: name.split(".") }
    : { prefix: name.slice(0, cut + 1), path: name.slice(cut + 1).split(".") };
}

export function typedFields(form: FormData): Record<string, string> {
  const entries: [string, string][] = [];
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((v): v is string => typeof v === "string");
    if (SKIPPED.has(name) || values.length === 0) continue;
    entries.push([name, values[values.length - 1]!]);
  }
  // The removed rows: their list's path and index.
  const removed = entries
    .filter(([name, value]) => name.startsWith("x:") && value === "true")
    .map(([name]) => {
      const path = name.slice(2).split(".");
      return { list: path.slice(0, -1), index: Number(path.at(-1)) };
    })
    .filter((row) => Number.isInteger(row.index));
  const typed: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (name.startsWith("x:")) continue;
    const { prefix, path } = splitName(name);
    const next = [...path];
    let gone = false;
    for (const { list, index } of removed) {
      const at = list.length;
      if (path.length <= at || list.some((segment, i) => path[i] !== segment) || !/^\d+$/.test(path[at]!)) continue;
      const row = Number(path[at]);
      if (row === index) gone = true;
      else if (row > index) next[at] = String(Number(next[at]) - 1);
    }
    if (!gone) typed[`${prefix}${next.join(".")}`] = value;
  }
  return typed;
}
