// A page's submenu: its kind and its entries (each with its children).
import type { StoreData } from "~core/entities/store.schema";
import { RemoveRow, RowList, SelectField, TextArea, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { LinkPicker } from "./link-picker";

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
            <TextArea
              path={`${path}.menu.${i}.children`}
              kind="p"
              label={ct("stores.f.submenuChildren")}
              hint={ct("stores.f.submenuChildrenHint")}
              value={(item?.children ?? []).map((c) => `${c.title} | ${c.url}`)}
              rows={2}
            />
            {!isNew && <RemoveRow path={`${path}.menu.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </fieldset>
  );
}
