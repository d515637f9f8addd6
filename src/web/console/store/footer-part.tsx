// The store's footer: the copyright block and the two link columns.
import { ImageField } from "../media-picker";
import { RemoveRow, RowList, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { LinkPicker } from "./link-picker";
import { Grid, type PartProps } from "./part";

export function LinkColumn({ which, doc }: PartProps & { which: "footerSectionFirst" | "footerSectionSecond" }) {
  const ct = useConsoleText();
  const column = doc.footerManagement[which];
  const k = `footerManagement.${which}`;
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
      <legend className="px-1 font-semibold">{ct(`stores.f.${which}`)}</legend>
      <TextField path={`${k}.title`} label={ct("stores.f.columnTitle")} value={column?.title} />
      <RowList
        legend={ct("stores.f.links")}
        items={column?.items ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField path={`${k}.items.${i}.text`} label={ct("stores.f.linkText")} value={item?.text} />
            <LinkPicker path={`${k}.items.${i}.link`} label={ct("stores.f.linkUrl")} value={item?.link} />
            {!isNew && <RemoveRow path={`${k}.items.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </fieldset>
  );
}

export function FooterPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const c = doc.footerManagement.footerCopyrightSection;
  const k = "footerManagement.footerCopyrightSection";
  const fields = [
    ["footerLogo", "stores.f.footerLogo", true],
    ["copyRightCompanyLink", "stores.f.companyLink", true],
    ["copyRightCompanyAddress", "stores.f.companyAddress", false],
    ["copyRightCompanyEmail", "stores.f.companyEmail", true],
    ["copyRightCompanyPhone", "stores.f.companyPhone", true],
    ["copyRightCompanyOpenHours", "stores.f.companyHours", false],
  ] as const;
  return (
    <>
      <fieldset className="rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.copyright")}</legend>
        <Grid>
          {fields.map(([key, label, ltr]) =>
            key === "footerLogo" ? (
              <ImageField key={key} path={`${k}.${key}`} kind="o" label={ct(label)} value={c[key]} />
            ) : (
              <TextField key={key} path={`${k}.${key}`} kind="o" label={ct(label)} value={c[key]} ltr={ltr} />
            ),
          )}
        </Grid>
      </fieldset>
      <LinkColumn which="footerSectionFirst" doc={doc} />
      <LinkColumn which="footerSectionSecond" doc={doc} />
    </>
  );
}
