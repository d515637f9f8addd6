// The store's shipping: pick-up kinds, ShipStation service types and pick-up addresses.
import { CheckField, RemoveRow, RowList, SelectField, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import type { PartProps } from "./part";

export function ShippingPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const s = doc.shippingMethods;
  const k = "shippingMethods";
  return (
    <>
      <CheckField
        path={`${k}.shippingCompanies.pickUp`}
        label={ct("stores.f.pickUp")}
        value={s.shippingCompanies.pickUp}
      />
      <CheckField
        path={`${k}.shippingCompanies.groupPickUp`}
        label={ct("stores.f.groupPickUp")}
        value={s.shippingCompanies.groupPickUp}
      />
      <RowList
        legend={ct("stores.f.serviceTypes")}
        items={s.shippingCompanies.shipStation.serviceTypes}
        render={(item, i, isNew) => {
          const r = `${k}.shippingCompanies.shipStation.serviceTypes.${i}`;
          return (
            <>
              <TextField path={`${r}.name`} label={ct("stores.f.serviceName")} value={item?.name} />
              <TextField path={`${r}.carrierCode`} label={ct("stores.f.carrierCode")} value={item?.carrierCode} ltr />
              <TextField path={`${r}.serviceCode`} label={ct("stores.f.serviceCode")} value={item?.serviceCode} ltr />
              <TextField path={`${r}.flatRate`} kind="m" label={ct("stores.f.flatRate")} value={item?.flatRate} />
              <TextField path={`${r}.perLbRate`} kind="m" label={ct("stores.f.perLbRate")} value={item?.perLbRate} />
              <CheckField path={`${r}.walleted`} label={ct("stores.f.walleted")} value={item?.walleted} />
              {!isNew && <RemoveRow path={r} label={ct("stores.rows.remove")} />}
            </>
          );
        }}
      />
      <RowList
        legend={ct("stores.f.addresses")}
        items={s.shippingAddresses}
        render={(item, i, isNew) => {
          const r = `${k}.shippingAddresses.${i}`;
          return (
            <>
              <TextField path={`${r}.name`} label={ct("stores.f.addressName")} value={item?.name} />
              <SelectField
                path={`${r}.type`}
                label={ct("stores.f.addressType")}
                value={item?.type}
                blank={isNew}
                options={[
                  { value: "pickUp", label: ct("stores.f.pickUp") },
                  { value: "groupPickUp", label: ct("stores.f.groupPickUp") },
                ]}
              />
              <TextField path={`${r}.address1`} label={ct("stores.f.address1")} value={item?.address1} />
              <TextField path={`${r}.address2`} kind="o" label={ct("stores.f.address2")} value={item?.address2} />
              <TextField path={`${r}.city`} label={ct("stores.f.city")} value={item?.city} />
              <TextField path={`${r}.state`} label={ct("stores.f.state")} value={item?.state} />
              <TextField path={`${r}.zip`} label={ct("stores.f.zip")} value={item?.zip} ltr />
              <TextField
                path={`${r}.description`}
                kind="o"
                label={ct("stores.f.description")}
                value={item?.description}
              />
              {!isNew && <RemoveRow path={r} label={ct("stores.rows.remove")} />}
            </>
          );
        }}
      />
    </>
  );
}
