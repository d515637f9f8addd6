// The store's status: the closed messages and the pop-up window with its time zone.
import { offsetIsoToZoned } from "../store-form";
import { CheckField, TextArea, TextField } from "../store-fields";
import { isTimeZone, TimeZoneField } from "../time-zone-field";
import { useConsoleText } from "../ui";
import { Grid, type PartProps } from "./part";

export function StatusPart({ doc, zones }: PartProps & { zones: string[] }) {
  const ct = useConsoleText();
  const w = doc.storeWindow as { opensAt?: string; closesAt?: string; timeZone?: string } | undefined;
  const zone = w?.timeZone ?? "UTC";
  // A refused unknown zone is shown as typed; the times are then shown in UTC (as they were read).
  const known = isTimeZone(zone) ? zone : "UTC";
  const local = (value: string | undefined) =>
    value && /[+-]\d\d:\d\d$|Z$/.test(value) ? offsetIsoToZoned(value, known) : (value ?? "");
  return (
    <>
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.closedLegend")}</legend>
        <CheckField
          path="storeMessage.active"
          label={ct("stores.f.messageActive")}
          hint={ct("stores.f.messageActiveHint")}
          value={doc.storeMessage.active}
        />
        <TextArea
          path="storeMessage.closedMessage"
          label={ct("stores.f.closedMessage")}
          value={doc.storeMessage.closedMessage}
        />
        <TextArea
          path="storeMessage.notYetOpenMessage"
          label={ct("stores.f.notYetOpenMessage")}
          hint={ct("stores.f.notYetOpenHint")}
          value={doc.storeMessage.notYetOpenMessage}
        />
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.windowLegend")}</legend>
        <p className="text-sm text-gray-700">{ct("stores.f.windowHint")}</p>
        <Grid>
          <TextField
            path="storeWindow.opensAt"
            type="datetime-local"
            label={ct("stores.f.opensAt")}
            value={local(w?.opensAt)}
            ltr
          />
          <TextField
            path="storeWindow.closesAt"
            type="datetime-local"
            label={ct("stores.f.closesAt")}
            value={local(w?.closesAt)}
            ltr
          />
          <TimeZoneField
            path="storeWindow.timeZone"
            label={ct("stores.f.timeZone")}
            hint={ct("stores.f.timeZoneHint")}
            value={zone}
            zones={zones}
          />
        </Grid>
      </fieldset>
    </>
  );
}
