// Parts of the store editor (issue 21): categories (a tree), price tables, the sales person and the
// size list (the product editor's size chips, decision 0115). Plain server-rendered fields named by document path (store-form.ts); reorder buttons are
// submit buttons whose intent the action applies (store-parts-form.ts) before saving.
import { useContext, type ReactNode } from "react";
import type { StoreData } from "~core/entities/store.schema";
import { orderSizes } from "~core/catalog/sizes";
import { SizePicker } from "./catalogue/size-picker";
import { writeSizes } from "./catalogue/notation";
import {
  CellField,
  CheckField,
  RemoveRow,
  SelectField,
  StoreErrorsContext,
  storeErrorKey,
  TextField,
  useFieldError,
  useTyped,
} from "./store-fields";
import { fieldId } from "./store-form";
import { PRICE_TABLES, Y_FIELD, type NewCategoryRow, type PriceTable } from "./store-parts-form";
import { useConsoleText } from "./ui";

type Doc = StoreData & Record<string, unknown>;
type Category = StoreData["categories"][number];

const buttonCls = "rounded-md border border-gray-500 px-2 py-1 text-sm disabled:opacity-50";

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

function Move({
  list,
  id,
  name,
  first,
  last,
}: {
  list: string;
  id: string;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const ct = useConsoleText();
  const key = encodeURIComponent(id);
  return (
    <>
      <button type="submit" name="intent" value={`move:${list}:${key}:-1`} disabled={first} className={buttonCls}>
        {ct("stores.rows.up", { name })}
      </button>
      <button type="submit" name="intent" value={`move:${list}:${key}:1`} disabled={last} className={buttonCls}>
        {ct("stores.rows.down", { name })}
      </button>
    </>
  );
}

const parentOf = (id: string) => (id.includes("/") ? id.slice(0, id.lastIndexOf("/")) : "");

export function CategoriesPart({ doc, added }: { doc: Doc; added?: NewCategoryRow }) {
  const ct = useConsoleText();
  const errors = useContext(StoreErrorsContext);
  const list: Category[] = doc.categories ?? [];
  const indexed = list.map((category, index) => ({ category, index }));
  const ids = new Set(list.map((c) => c.id));
  // A category whose parent is missing is shown at the top level, so nothing is hidden.
  const childrenOf = (parent: string) =>
    indexed
      .filter(({ category }) => {
        const p = parentOf(category.id);
        return parent === "" ? p === "" || !ids.has(p) : p === parent;
      })
      .sort((a, b) => (a.category.sort ?? 0) - (b.category.sort ?? 0) || a.index - b.index);

  const renderLevel = (parent: string): ReactNode => {
    const level = childrenOf(parent);
    if (level.length === 0) return null;
    return (
      <ul className={parent === "" ? "space-y-3" : "ms-6 mt-3 space-y-3 border-s-2 border-gray-300 ps-4"}>
        {level.map(({ category, index }, n) => {
          const k = `categories.${index}`;
          const idError = errors[`${k}.id`];
          return (
            <li key={category.id} id={`category-${category.id.replace(/\//g, "-")}`}>
              <div className="rounded-md border border-gray-400 p-3">
                <input type="hidden" name={`${k}.id`} value={category.id} />
                <input type="hidden" name={`n:${k}.sort`} value={String(category.sort ?? 0)} />
                <div className="sm:max-w-sm">
                  <TextField
                    path={`${k}.name`}
                    label={ct("stores.cat.name")}
                    hint={ct("stores.cat.path", { id: category.id })}
                    value={category.name}
                  />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <Move
                    list="categories"
                    id={category.id}
                    name={category.name}
                    first={n === 0}
                    last={n === level.length - 1}
                  />
                  <RemoveRow path={k} label={ct("stores.rows.removeOnSave", { name: category.name })} />
                </div>
                {idError && (
                  <p className="mt-1 text-sm text-red-700">
                    {ct("stores.cat.path", { id: category.id })}: {ct(storeErrorKey(idError))}
                  </p>
                )}
              </div>
              {renderLevel(category.id)}
            </li>
          );
        })}
      </ul>
    );
  };

  const n = list.length;
  const k = `categories.${n}`;
  return (
    <>
      <p className="text-sm text-gray-700">{ct("stores.cat.hint")}</p>
      {list.length === 0 ? <p>{ct("stores.cat.none")}</p> : renderLevel("")}
      <fieldset className="rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.cat.add")}</legend>
        <p className="mb-3 text-sm text-gray-700">{ct("stores.rows.newHint")}</p>
        <Grid>
          <SelectField
            path={`${k}.parent`}
            label={ct("stores.cat.parent")}
            value={added?.parent ?? ""}
            options={[
              { value: "", label: ct("stores.cat.topLevel") },
              ...[...list]
                .sort((a, b) => a.id.localeCompare(b.id))
                .map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })),
            ]}
          />
          <TextField
            path={`${k}.slug`}
            errorPath={`${k}.id`}
            label={ct("stores.cat.slug")}
            hint={ct("stores.cat.slugHint")}
            value={added?.slug ?? ""}
            ltr
          />
          <TextField path={`${k}.name`} label={ct("stores.cat.name")} value={added?.name ?? ""} />
        </Grid>
      </fieldset>
    </>
  );
}

export function PricingPart({ doc }: { doc: Doc }) {
  const ct = useConsoleText();
  return (
    <>
      <p className="text-sm text-gray-700">{ct("stores.price.hint")}</p>
      {PRICE_TABLES.map((table) => (
        <PriceTableFields key={table} table={table} value={doc.pricingManagement?.[table]} />
      ))}
    </>
  );
}

type TableValue = StoreData["pricingManagement"][PriceTable];

function PriceTableFields({ table, value }: { table: PriceTable; value: TableValue }) {
  const ct = useConsoleText();
  const k = `pricingManagement.${table}`;
  const design = table !== "productCost";
  const xValues = value?.xValues ?? [];
  const yValues = value && "yValues" in value ? value.yValues : [];
  const formulas = value?.formulas ?? [];
  const rows = design ? Math.max(yValues.length, formulas.length) : Math.max(1, formulas.length);
  const columns = Math.max(xValues.length, ...formulas.map((row) => row.length));
  const rowLabel = (r: number) =>
    design
      ? ct(table === "numberOfColors" ? "stores.price.colours" : "stores.price.stitches", {
          n: yValues[r] ?? "?",
        })
      : ct("stores.price.unitPrice");
  const columnLabel = (c: number) => ct("stores.price.from", { n: xValues[c] ?? "?" });
  return (
    <fieldset className="space-y-4 rounded-md border border-gray-400 p-4">
      <legend className="px-1 font-semibold">{ct(`stores.price.${table}`)}</legend>
      <p className="text-sm text-gray-700">{ct(`stores.price.${table}Hint`)}</p>
      {value && <input type="hidden" name={`${k}.xField`} value="quantity" />}
      {value && design && <input type="hidden" name={`${k}.yField`} value={Y_FIELD[table]} />}
      <CheckField path={`${k}.enabled`} label={ct("stores.price.enabled")} value={value?.enabled} />
      <Grid>
        <TextField
          path={`${k}.xValues`}
          kind="nl"
          label={ct("stores.price.xValues")}
          hint={ct("stores.price.listHint")}
          value={xValues.join(", ")}
          nested
          ltr
        />
        {design && (
          <TextField
            path={`${k}.yValues`}
            kind="nl"
            label={ct(table === "numberOfColors" ? "stores.price.yColours" : "stores.price.yStitches")}
            hint={ct("stores.price.listHint")}
            value={yValues.join(", ")}
            nested
            ltr
          />
        )}
      </Grid>
      {columns > 0 && rows > 0 ? (
        <div className="overflow-x-auto">
          <table className="border-collapse text-sm">
            <caption className="mb-2 text-start font-medium">{ct("stores.price.table")}</caption>
            <thead>
              <tr>
                <td />
                {Array.from({ length: columns }, (_, c) => (
                  <th key={c} scope="col" className="px-2 py-1 text-start font-medium">
                    {columnLabel(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, r) => (
                <tr key={r}>
                  <th scope="row" className="px-2 py-1 text-start font-medium">
                    {rowLabel(r)}
                  </th>
                  {Array.from({ length: columns }, (_, c) => (
                    <td key={c} className="px-2 py-1 align-top">
                      <CellField
                        path={`${k}.formulas.${r}.${c}`}
                        kind="c"
                        label={`${rowLabel(r)}, ${columnLabel(c)}`}
                        value={formulas[r]?.[c]}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-gray-700">{ct("stores.price.cellHint")}</p>
        </div>
      ) : (
        <p className="text-sm text-gray-700">{ct("stores.price.noColumns")}</p>
      )}
    </fieldset>
  );
}

export function SalesPersonPart({ doc }: { doc: Doc }) {
  const ct = useConsoleText();
  const p = doc.storeSalesPersonInfo;
  const k = "storeSalesPersonInfo";
  return (
    <>
      <p className="text-sm text-gray-700">{ct("stores.sales.hint")}</p>
      <Grid>
        <TextField path={`${k}.firstName`} label={ct("stores.sales.firstName")} value={p?.firstName} />
        <TextField path={`${k}.lastName`} label={ct("stores.sales.lastName")} value={p?.lastName} />
        <TextField path={`${k}.email`} type="email" label={ct("stores.sales.email")} value={p?.email} ltr />
        <TextField path={`${k}.phone`} kind="o" type="tel" label={ct("stores.sales.phone")} value={p?.phone} ltr />
      </Grid>
    </>
  );
}

/**
 * The store's size list (decision 0115): the product editor's size chips under the field "s:sizes",
 * in the order the store front uses (by sort, then place); "the usual order" is a button that saves.
 */
export function SizesPart({ doc }: { doc: Doc }) {
  const ct = useConsoleText();
  const sizes = doc.sizes ?? [];
  const title = ct("stores.sizes.legend");
  const typed = useTyped("s:sizes");
  const error = useFieldError("sizes", title, true);
  return (
    <>
      <SizePicker
        id={fieldId("sizes")}
        name="s:sizes"
        initial={
          typed ??
          writeSizes(
            orderSizes(
              sizes.map((size) => size.label),
              { store: sizes },
            ),
          )
        }
        error={error}
        title={title}
        hint={ct("stores.sizes.hint")}
        empty={ct("stores.sizes.none")}
        notationHint={ct("stores.sizes.notationHint")}
        advancedHint={ct("stores.pickers.advancedHint")}
      />
      {sizes.length > 1 && (
        <div>
          <button type="submit" name="intent" value="order:sizes" className={buttonCls}>
            {ct("stores.sizes.usualOrder")}
          </button>
        </div>
      )}
    </>
  );
}
