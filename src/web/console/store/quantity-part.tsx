// The store's quantity rules, out-of-stock shopping and payment methods.
import { CheckField, SelectField, TextArea, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { Grid, type PartProps } from "./part";

export function QuantityPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const q = doc.storeSpecificFeatures;
  const k = "storeSpecificFeatures";
  return (
    <>
      <Grid>
        <TextField
          path={`${k}.minumumQuantity`}
          kind="i"
          label={ct("stores.f.minQuantity")}
          hint={ct("stores.f.zeroNoLimit")}
          value={q.minumumQuantity}
          inputMode="numeric"
        />
        <TextField
          path={`${k}.maximumQuantity`}
          kind="i"
          label={ct("stores.f.maxQuantity")}
          hint={ct("stores.f.zeroNoLimit")}
          value={q.maximumQuantity}
          inputMode="numeric"
        />
        <SelectField
          path={`${k}.outOfStockShopping`}
          label={ct("stores.f.outOfStockShopping")}
          value={q.outOfStockShopping}
          options={[
            { value: "Allow out of stock shopping", label: ct("stores.f.allowOutOfStock") },
            { value: "Block out of stock shopping", label: ct("stores.f.blockOutOfStock") },
          ]}
        />
        <TextField path={`${k}.swCustomerID`} kind="o" label={ct("stores.f.swCustomerID")} value={q.swCustomerID} ltr />
      </Grid>
      <CheckField path={`${k}.hideQuantity`} label={ct("stores.f.hideQuantity")} value={q.hideQuantity} />
      <CheckField
        path={`${k}.hideCatalogFilter`}
        label={ct("stores.f.hideCatalogFilter")}
        value={q.hideCatalogFilter}
      />
      <CheckField path={`${k}.outOfStock`} label={ct("stores.f.outOfStock")} value={q.outOfStock} />
      <TextArea
        path={`${k}.paymentMethods`}
        kind="l"
        label={ct("stores.f.paymentMethods")}
        hint={ct("stores.f.onePerLine")}
        value={q.paymentMethods}
        rows={2}
      />
    </>
  );
}
