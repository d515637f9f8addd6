// The audit log's filter form (docs/decisions/0094): store, person, kind and a date range, a GET form
// whose URL can be shared; a filter that cannot be used is named under its field.
import {
  AUDIT_KIND_NAMES,
  type AuditFilterField,
  type AuditFilterProblems,
  type AuditFilters,
} from "~core/operators/audit-filters";
import { ConsoleFilters, FilterInput, FilterSelect, useConsoleText } from "../ui";
import { AUDIT_PROBLEM_TEXT } from "./audit-filters";

export function AuditFiltersForm({
  asked,
  filters,
  problems,
  stores,
  people,
}: {
  asked: AuditFilters;
  filters: AuditFilters;
  problems: AuditFilterProblems;
  stores: readonly { id: string; name: string }[];
  people: readonly string[];
}) {
  const ct = useConsoleText();
  const problem = (field: AuditFilterField) => {
    const code = problems[field];
    return code && ct(AUDIT_PROBLEM_TEXT[code], { value: asked[field] });
  };
  // A person typed into a shared URL who is not among the choices is still offered (and found).
  const persons = filters.person && !people.includes(filters.person) ? [filters.person, ...people] : people;
  return (
    <ConsoleFilters label={ct("audit.filters")} submit={ct("audit.filter")}>
      <FilterSelect
        id="audit-store"
        name="store"
        label={ct("audit.store")}
        defaultValue={filters.storeId}
        error={problem("storeId")}
        options={[
          { value: "", text: ct("audit.allStores") },
          ...stores.map((store) => ({ value: store.id, text: store.name })),
        ]}
      />
      <FilterSelect
        id="audit-person"
        name="person"
        label={ct("audit.person")}
        defaultValue={filters.person}
        error={problem("person")}
        options={[
          { value: "", text: ct("audit.anyone") },
          ...persons.map((person) => ({ value: person, text: person })),
        ]}
      />
      <FilterSelect
        id="audit-kind"
        name="kind"
        label={ct("audit.kind")}
        defaultValue={filters.kind}
        error={problem("kind")}
        options={[
          { value: "", text: ct("audit.anyKind") },
          ...AUDIT_KIND_NAMES.map((kind) => ({ value: kind, text: ct(`audit.kind.${kind}`) })),
        ]}
      />
      <FilterInput
        id="audit-from"
        name="from"
        type="date"
        label={ct("audit.from")}
        defaultValue={filters.from}
        error={problem("from")}
      />
      <FilterInput
        id="audit-to"
        name="to"
        type="date"
        label={ct("audit.to")}
        defaultValue={filters.to}
        error={problem("to")}
      />
    </ConsoleFilters>
  );
}
