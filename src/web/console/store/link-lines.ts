// The notation of a submenu entry's sub-entries (issue 45): one "title | link" per line. The store
// editor's form reader (store-form.ts, "p:" fields) and the sub-entries picker (submenu-children.tsx)
// read it with the same function, so the rows show exactly what the save will store.

export interface LinkLine {
  title: string;
  url: string;
}

/** The lines of the notation, each split at its first "|" (a line without one is a title); blank lines left out. */
export function parseLinkLines(text: string): LinkLine[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const cut = line.indexOf("|");
      return cut === -1
        ? { title: line.trim(), url: "" }
        : { title: line.slice(0, cut).trim(), url: line.slice(cut + 1).trim() };
    });
}

/** The notation of the rows, a row with neither title nor link left out. */
export function writeLinkLines(rows: readonly LinkLine[]): string {
  return rows
    .map((row) => ({ title: row.title.trim(), url: row.url.trim() }))
    .filter((row) => row.title !== "" || row.url !== "")
    .map((row) => `${row.title} | ${row.url}`)
    .join("\n");
}
