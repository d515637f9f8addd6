// A page's submenu: its kind and its entries, each with its sub-entries as rows (submenu-children.tsx).
import type { StoreData } from "~core/entities/store.schema";
import { RemoveRow, RowList, SelectField, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { LinkPicker } from "./link-picker";
import { SubmenuChildren } from "./submenu-children";

export function SubmenuFields({
  path,
  submenu,
}: {
  path: string;
  submenu: StoreData["contentManagement"][number]["submenu"];
}) {
  const ct = useConsoleText();
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-medium">{ct("stores.f.submenu")}</legend>
      <SelectField
        path={`${path}.type`}
        label={ct("stores.f.submenuType")}
        value={submenu?.type ?? ""}
        options={[
          { value: "", label: ct("stores.f.submenuNone") },
          { value: "menu", label: ct("stores.f.submenuMenu") },
          { value: "megamenu", label: ct("stores.f.submenuMega") },
        ]}
      />
      <RowList
        legend={ct("stores.f.submenuItems")}
        items={submenu?.menu ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField path={`${path}.menu.${i}.title`} label={ct("stores.f.linkText")} value={item?.title} />
            <LinkPicker path={`${path}.menu.${i}.url`} label={ct("stores.f.linkUrl")} value={item?.url} />
            <div className="sm:col-span-2">
              <SubmenuChildren path={`${path}.menu.${i}.children`} value={item?.children ?? []} />
            </div>
            {!isNew && <RemoveRow path={`${path}.menu.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </fieldset>
  );
}
