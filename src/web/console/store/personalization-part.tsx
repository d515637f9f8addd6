// The store's personalization options and their prices.
import { RemoveRow, RowList, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import type { PartProps } from "./part";

export function PersonalizationPart({ doc }: PartProps) {
  const ct = useConsoleText();
  return (
    <RowList
      legend={ct("stores.f.personalization")}
      hint={ct("stores.f.personalizationHint")}
      items={doc.personalizationManagement}
      render={(item, i, isNew) => (
        <>
          <TextField
            path={`personalizationManagement.${i}.name`}
            label={ct("stores.f.personalizationName")}
            value={item?.name}
          />
          <TextField
            path={`personalizationManagement.${i}.price`}
            kind="m"
            label={ct("stores.f.price")}
            value={item?.price}
          />
          {!isNew && <RemoveRow path={`personalizationManagement.${i}`} label={ct("stores.rows.remove")} />}
        </>
      )}
    />
  );
}
