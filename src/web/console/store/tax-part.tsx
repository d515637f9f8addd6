// The store's tax: the default rate and a rate per US state.
import { US_STATES } from "~core/validation/us-states";
import { RemoveRow, RowList, SelectField, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import type { PartProps } from "./part";

export function TaxPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const t = doc.taxManagement;
  return (
    <>
      <TextField
        path="taxManagement.tax"
        kind="n"
        label={ct("stores.f.tax")}
        hint={ct("stores.f.percentHint")}
        value={t.tax}
      />
      <RowList
        legend={ct("stores.f.stateTaxes")}
        items={t.stateTaxes}
        render={(item, i, isNew) => (
          <>
            <SelectField
              path={`taxManagement.stateTaxes.${i}.state`}
              label={ct("stores.f.state")}
              value={item?.state}
              options={US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }))}
              blank
            />
            <TextField
              path={`taxManagement.stateTaxes.${i}.tax`}
              kind="n"
              label={ct("stores.f.tax")}
              value={item?.tax}
            />
            {!isNew && <RemoveRow path={`taxManagement.stateTaxes.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </>
  );
}
