// The store window's time zone: a text field with the IANA names as suggestions (the browser filters
// them as the operator types, e.g. "Chicago"). The names come from the server's Intl (loader data),
// so the page the server writes and the one the browser hydrates are the same.
import { TextField } from "./store-fields";
import { fieldId } from "./store-form";

/** Every IANA zone name Intl knows, with "UTC" (which some engines leave out). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes("UTC") ? names : ["UTC", ...names];
}

/** Whether Intl knows the zone (an IANA name or one of its aliases). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function TimeZoneField({
  path,
  label,
  hint,
  value,
  zones,
}: {
  path: string;
  label: string;
  hint: string;
  value: string;
  zones: string[];
}) {
  const listId = `${fieldId(path)}-zones`;
  return (
    <div>
      <TextField path={path} label={label} hint={hint} value={value} list={listId} autoComplete="off" ltr />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </div>
  );
}
