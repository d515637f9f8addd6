// The store's identity: names, addresses, domains, activity and the private store's password.
import { CheckField, TextArea, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { Grid, type PartProps } from "./part";

export function IdentityPart({ doc, domains, hasPassword }: PartProps & { domains: string[]; hasPassword: boolean }) {
  const ct = useConsoleText();
  const p = doc.primaryInformation;
  const k = "primaryInformation";
  return (
    <>
      <Grid>
        <TextField path={`${k}.storeName`} label={ct("stores.f.storeName")} value={p.storeName} />
        <TextField path={`${k}.clientName`} kind="o" label={ct("stores.f.clientName")} value={p.clientName} />
        <TextField path={`${k}.storeURL`} label={ct("stores.f.storeURL")} value={p.storeURL} ltr />
        <TextField
          path={`${k}.contentLanguage`}
          label={ct("stores.f.contentLanguage")}
          hint={ct("stores.f.contentLanguageHint")}
          value={p.contentLanguage}
          ltr
        />
        <TextField
          path={`${k}.customerServiceEmail`}
          kind="o"
          type="email"
          label={ct("stores.f.serviceEmail")}
          value={p.customerServiceEmail}
          ltr
        />
        <TextField
          path={`${k}.customerServicePhone`}
          kind="o"
          type="tel"
          label={ct("stores.f.servicePhone")}
          value={p.customerServicePhone}
          ltr
        />
      </Grid>
      <TextArea
        path="domains"
        kind="l"
        label={ct("stores.f.domains")}
        hint={ct("stores.f.domainsHint")}
        value={domains}
        rows={3}
        ltr
      />
      <CheckField path={`${k}.isActive`} label={ct("stores.f.isActive")} value={p.isActive} />
      <CheckField path={`${k}.showMainLogo`} label={ct("stores.f.showMainLogo")} value={p.showMainLogo} />
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.privateLegend")}</legend>
        <CheckField
          path={`${k}.privateStore`}
          label={ct("stores.f.privateStore")}
          hint={ct("stores.f.privateHint")}
          value={p.privateStore}
        />
        <p className="text-sm">{ct(hasPassword ? "stores.f.hasPassword" : "stores.f.noPassword")}</p>
        <TextField
          path="newPassword"
          errorPath="password"
          type="password"
          label={ct("stores.f.newPassword")}
          hint={ct("stores.f.newPasswordHint")}
          value=""
        />
        {hasPassword && <CheckField path="removePassword" label={ct("stores.f.removePassword")} value={false} />}
      </fieldset>
    </>
  );
}
