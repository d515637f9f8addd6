// The store editor's document helpers (issue 21): the parts of a store, which errors show beside a
// field, and the add / move / remove intents of the page's reorder buttons applied before saving.
import { moveItem } from "../store-form";

export const SECTIONS = [
  "identity",
  "branding",
  "pages",
  "footer",
  "status",
  "tax",
  "shipping",
  "personalization",
  "fundraiser",
  "quantity",
  "categories",
  "pricing",
  "salesperson",
  "sizes",
] as const;
export type Section = (typeof SECTIONS)[number];
export const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

export type Doc = Record<string, unknown>;

/** The list at a dotted path of the document (created when absent). */
function listAt(doc: Doc, path: string): unknown[] {
  let node: Record<string, unknown> = doc;
  const parts = path.split(".");
  parts.slice(0, -1).forEach((part) => {
    node[part] ??= /^\d+$/.test(part) ? {} : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts[parts.length - 1]!;
  if (!Array.isArray(node[last])) node[last] = [];
  return node[last] as unknown[];
}

function setListAt(doc: Doc, path: string, list: unknown[]) {
  let node: Record<string, unknown> = doc;
  const parts = path.split(".");
  parts.slice(0, -1).forEach((part) => (node = node[part] as Record<string, unknown>));
  node[parts[parts.length - 1]!] = list;
}

const NEW_SECTION: Record<string, unknown> = {
  html: { type: "html", html: "" },
  slider: { type: "slider", slides: [{ imageFull: "", title: "New slide" }] },
  productsCarousel: { type: "productsCarousel", title: "Products", source: "latest", limit: 8 },
};

/** Add, move or remove a row of a list before saving (the page's reorder buttons). */
export function applyIntent(doc: Doc, intent: string) {
  const [verb, path, arg, dir] = intent.split(":");
  if (!path || !/^contentManagement(\.\d+\.sections)?$/.test(path)) return;
  const list = listAt(doc, path);
  if (verb === "move") setListAt(doc, path, moveItem(list, Number(arg), dir === "-1" ? -1 : 1));
  if (verb === "remove")
    setListAt(
      doc,
      path,
      list.filter((_, i) => i !== Number(arg)),
    );
  if (verb === "add" && path === "contentManagement") {
    list.push({ name: "New page", url: `/page-${list.length + 1}`, navbarVisibility: true, sections: [] });
  } else if (verb === "add" && arg && NEW_SECTION[arg]) list.push(structuredClone(NEW_SECTION[arg]));
}

/** Whether the error of this path is shown next to a field of the section (else it is listed on top). */
export function isShownField(path: string, section: Section): boolean {
  if (section === "identity") return /^(primaryInformation\.\w+|domains(\.\d+)?|password)$/.test(path);
  if (section === "status") return /^(storeMessage\.\w+|storeWindow\.\w+)$/.test(path);
  return !/^[a-zA-Z]+$/.test(path) && !/\.(slides|sections)$/.test(path);
}
