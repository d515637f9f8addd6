import { describe, expect, it } from "vitest";
import { CATALOGUE_IMPORT_LIMITS as L, CatalogueFileScan, decodeCatalogueFile } from "./import-limits";

const bytes = (text: string) => new TextEncoder().encode(text);
const join = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...bytes(p)] : p)));

/** The scan's answer for the file given in pieces (each piece pushed on its own). */
function scan(format: "csv" | "json", ...pieces: Uint8Array[]) {
  const scanner = new CatalogueFileScan(format);
  for (const piece of pieces) {
    const problem = scanner.push(piece);
    if (problem) return problem;
  }
  return scanner.end();
}

describe("catalogue file limits", () => {
  it("takes a file within every limit, quotes and line breaks inside cells included, and decodes it", async () => {
    const csv = '\uFEFFid,name,description\np1,"Tee, crew","two\nlines, ""quoted"""\np2,Hoodie — عربي 👕,\n';
    expect(scan("csv", bytes(csv))).toBeUndefined();
    // Pushed a byte at a time (a character split across network chunks) it is the same.
    expect(scan("csv", ...[...bytes(csv)].map((b) => new Uint8Array([b])))).toBeUndefined();
    const decoded = await decodeCatalogueFile([bytes(csv)], "csv");
    expect(decoded).toEqual({ ok: true, text: csv.slice(1) });
  });

  it("refuses a header of a million columns at the first column past the limit, whichever the delimiter", () => {
    const wide = (delimiter: string) => bytes(`id${delimiter.repeat(1_000_000)}\n`);
    expect(scan("csv", wide(","))).toMatchObject({
      limit: "columns",
      row: 1,
      column: L.maxColumns + 1,
      message: { code: "catalogue.limitColumns", params: { row: 1, column: L.maxColumns + 1, max: L.maxColumns } },
    });
    expect(scan("csv", wide(";"))).toMatchObject({ limit: "columns", row: 1, column: L.maxColumns + 1 });
    // Delimiters inside quotes are text, not columns.
    expect(scan("csv", bytes(`id,"${",".repeat(1000)}"\n`))).toBeUndefined();
    // A row past the header with too many cells names its row.
    expect(scan("csv", bytes(`id,name\np1,x\np2${",".repeat(L.maxColumns)}\n`))).toMatchObject({
      limit: "columns",
      row: 3,
      column: L.maxColumns + 1,
    });
  });

  it("refuses a row larger than maxRowBytes by its row, however it is quoted", () => {
    const big = "x".repeat(L.maxRowBytes);
    expect(scan("csv", bytes(`id,name\np1,ok\np2,"${big}"\n`))).toMatchObject({
      limit: "rowBytes",
      row: 3,
      message: { code: "catalogue.limitRowBytes", params: { row: 3, max: L.maxRowBytes / 1024 } },
    });
    // Just under the limit, line break included, passes.
    expect(scan("csv", bytes(`id\n${"x".repeat(L.maxRowBytes - 1)}\n`))).toBeUndefined();
  });

  it("refuses more than maxRows products and more than maxCells cells, naming the row", () => {
    const rows = bytes(`id\n${"p\n".repeat(L.maxRows)}`);
    expect(scan("csv", rows)).toBeUndefined();
    expect(scan("csv", rows, bytes("q\n"))).toMatchObject({ limit: "rows", row: L.maxRows + 2 });
    // An empty line past the limit is a row too, as csv-parse reads it.
    expect(scan("csv", rows, bytes("\n"))?.limit).toBe("rows");

    const line = `${Array.from({ length: L.maxColumns }, () => "a").join(",")}\n`;
    const fullRows = Math.floor(L.maxCells / L.maxColumns);
    const problem = scan("csv", bytes(line.repeat(fullRows)), bytes(line));
    expect(problem).toMatchObject({ limit: "cells", row: fullRows + 1 });
    expect(problem?.column).toBe(L.maxCells - fullRows * L.maxColumns + 1);
  });

  it("refuses a file larger than maxBytes at the byte past it", () => {
    const almost = new Uint8Array(L.maxBytes).fill(0x20);
    expect(scan("json", almost)).toBeUndefined();
    expect(scan("json", almost, new Uint8Array([0x20]))).toMatchObject({
      limit: "bytes",
      max: L.maxBytes,
      message: { code: "catalogue.limitBytes", params: { max: 20 } },
    });
  });

  it.each([
    ["a byte that never starts UTF-8", [0xff]],
    ["a lone continuation byte", [0x80]],
    ["an overlong form", [0xc0, 0xaf]],
    ["an overlong three-byte form", [0xe0, 0x80, 0xaf]],
    ["a surrogate", [0xed, 0xa0, 0x80]],
    ["a code point above U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
    ["Latin-1 é", [0xe9, 0x74]],
  ])("refuses %s with its row and column, never replacing it", async (_name, bad) => {
    const file = join("id,name,brand\np1,Tee,Acme\np2,", bad, ",Acme\n");
    expect(scan("csv", file)).toMatchObject({
      limit: "utf8",
      row: 3,
      column: 2,
      message: { code: "catalogue.badUtf8", params: { row: 3, column: 2 } },
    });
    const decoded = await decodeCatalogueFile([file], "csv");
    expect(decoded.ok).toBe(false);
  });

  it("refuses a UTF-8 character cut off by the end of the file, and names a JSON file's line", () => {
    expect(scan("csv", join("id\np", [0xe2, 0x82]))).toMatchObject({ limit: "utf8", row: 2, column: 1 });
    expect(scan("json", join('{"products":[\n{"id":"p', [0xff], '"}]}'))).toMatchObject({
      limit: "utf8",
      row: 2,
      message: { code: "catalogue.badUtf8Line", params: { line: 2 } },
    });
  });

  it("lets the caller pause between slices of a large file", async () => {
    let pauses = 0;
    const decoded = await decodeCatalogueFile([bytes(`id\n${"p\n".repeat(100_000)}`)], "csv", async () => {
      pauses += 1;
    });
    expect(decoded.ok).toBe(true);
    expect(pauses).toBeGreaterThan(2);
  });
});
