// The console's Stores section (issue 21): read one store for its editor, create a store from a
// template or by copying another (its document and catalogue, never its orders), and save one part
// of the store document. Every save goes through the admin API's rules (PutStoreBodySchema, putStore)
// in one transaction with its audit entry, so a refused save changes nothing. Input problems come
// back as field codes by the document path they are about ("storeBranding.primaryColor").
// Each form carries the version of its part (a hash of what it showed); a save whose part changed
// since the form was opened is refused as stale (docs/decisions/0045), checked after the row lock.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError } from "~server/http/errors";
import type { Actor } from "~core/operators/permissions";
import type { ProductData } from "~core/entities/product.schema";
import { StoreDataSchema, type StoreData } from "~core/entities/store.schema";
import { isStoreTemplateId, storeFromTemplate } from "~core/stores/store-templates";
import { evaluateExpression } from "~core/pricing/expression";
import type { NumberInputError } from "~core/i18n/number-input";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import type { FormResult } from "~server/modules/operators/operators.service";
import { readStoreProducts, replaceStoreProducts } from "~server/modules/products/products.service";
import { DomainSchema, IdSchema, PutStoreBodySchema } from "./stores.schema";
import { imageAddressProblem, storeImageFields } from "~core/stores/store-images";
import { domainOwner, findStoreById, listStoreDomains, lockStore, upsertStore } from "./stores.repository";
import { putStore } from "./stores.service";
import { storeState, type StoreState } from "~core/store-window/store-state";

/** The parts of the store document the editor saves one at a time, and the document keys each owns. */
export const STORE_SECTIONS = {
  identity: ["primaryInformation"],
  branding: ["storeBranding"],
  pages: ["contentManagement"],
  footer: ["footerManagement"],
  status: ["storeMessage", "storeWindow"],
  tax: ["taxManagement"],
  shipping: ["shippingMethods"],
  personalization: ["personalizationManagement"],
  fundraiser: ["fundraiser"],
  quantity: ["storeSpecificFeatures"],
  categories: ["categories"],
  pricing: ["pricingManagement"],
  salesperson: ["storeSalesPersonInfo"],
  sizes: ["sizes"],
} as const satisfies Record<string, readonly (keyof StoreData)[]>;
export type StoreSection = keyof typeof STORE_SECTIONS;
export const isStoreSection = (value: string): value is StoreSection => value in STORE_SECTIONS;

/** Why a store form's field is refused, by document path (worded by the console as stores.err.<code>). */
export type StoreProblem =
  | "required"
  | "id"
  | "idTaken"
  | "domain"
  | "domainRequired"
  | "domainTaken"
  | "source"
  | "colour"
  | "timeZone"
  | "windowOrder"
  | "dateTime"
  | "language"
  | "tooSmall"
  | "tooBig"
  | "tooLong"
  | "number"
  | "invalid"
  | "privateNeedsPassword"
  | "categoryId"
  | "categoryTaken"
  | "categoryParent"
  | "formula"
  | "ascending"
  | "email"
  | "sizeTaken"
  | "imageAddress"
  | "imageOtherStore";

/**
 * Every code a refused save answers: a field's problem, a number the form could not read (by its path),
 * or "stale" (by "form") when someone saved the part since the form was opened.
 */
export type StoreSaveProblem = StoreProblem | NumberInputError | "stale";

export interface StoreEditView {
  id: string;
  domains: string[];
  hasPassword: boolean;
  data: StoreData;
  /** Each part's version as the editor shows it (what a form sends back as `version`). */
  versions: Record<StoreSection, string>;
  /** The store's state now, as the server decides it (storeState, docs/decisions/0093). */
  state: StoreState;
}

export interface NewStoreInput {
  /** "template:team", "template:fundraiser" or "copy:<store id>". */
  source: string;
  id: string;
  name: string;
  domain: string;
}

export interface StoreSectionInput {
  /** The section's keys of the document, as the form built them. */
  data: Record<string, unknown>;
  /** identity only: the store's addresses. */
  domains?: string[];
  /** identity only: a new password; null removes it; undefined keeps it. */
  password?: string | null;
  /**
   * The part's version when the form was opened (StoreEditView.versions). When it no longer matches,
   * someone saved this part since: nothing is written and the answer is { form: "stale" }.
   * Undefined skips the check (callers without a form).
   */
  version?: string;
  /**
   * Fields the form could not read (a number not written the console's way, ~core/i18n/number-input),
   * by path: the save is refused with them and the part's other messages, and nothing is written.
   */
  refused?: Record<string, NumberInputError>;
}

export interface StoresConsole {
  get(storeId: string): Promise<StoreEditView>;
  create(input: NewStoreInput): Promise<FormResult<{ id: string }, StoreProblem>>;
  save(
    storeId: string,
    section: StoreSection,
    input: StoreSectionInput,
  ): Promise<FormResult<undefined, StoreSaveProblem>>;
}

export interface StoresConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
}

const notFoundResponse = () => new Response("No such store.", { status: 404 });

/** A zod message of the store schemas as a console code (stores.err.<code>). */
function issueCode(issue: z.core.$ZodIssue): StoreProblem {
  const message = issue.message;
  if (/colour like/.test(message)) return "colour";
  if (/host name/.test(message)) return "domain";
  if (/at least one domain/.test(message)) return "domainRequired";
  if (/IANA time zone/.test(message)) return "timeZone";
  if (/open before/.test(message)) return "windowOrder";
  if (/date-time/.test(message)) return "dateTime";
  if (/language tag/.test(message)) return "language";
  if (/letters, digits/.test(message)) return "id";
  if (/lower-case path/.test(message)) return "categoryId";
  if (issue.code === "too_small")
    return issue.origin === "string" || issue.origin === "array" ? "required" : "tooSmall";
  if (issue.code === "too_big") return issue.origin === "string" || issue.origin === "array" ? "tooLong" : "tooBig";
  if (issue.code === "invalid_type" && issue.expected === "number") return "number";
  return "invalid";
}

/** The field names of a form: document paths without the body's "data." ("storeBranding.primaryColor"). */
function zodErrors(error: z.ZodError): Record<string, StoreProblem> {
  const errors: Record<string, StoreProblem> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field = (path[0] === "data" ? path.slice(1) : path).join(".") || "form";
    errors[field] ??= issueCode(issue);
  }
  return errors;
}

/** putStore's refusals (a private store without password, a domain of another store) as field codes. */
function appErrors(error: unknown): Record<string, StoreProblem> | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === "conflict" && /domain/.test(error.message)) return { domains: "domainTaken" };
  if (error.code === "invalid" && /private store/.test(error.message)) return { password: "privateNeedsPassword" };
  return undefined;
}

/** The part of the document an audit entry shows: the section's keys (never the password). */
function slice(data: StoreData, section: StoreSection): Record<string, unknown> {
  return Object.fromEntries(STORE_SECTIONS[section].map((key) => [key, data[key] ?? null]));
}

/** JSON with object keys sorted, so a version does not depend on the order keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The version of one part: a hash of its keys of the document (identity adds the addresses and
 * whether there is a password). Saving another part leaves it as it is, so two operators editing
 * different parts never refuse each other; products changing do not touch it either.
 */
export function partVersion(
  store: Pick<StoreEditView, "data" | "domains" | "hasPassword">,
  section: StoreSection,
): string {
  const part = {
    ...slice(store.data, section),
    ...(section === "identity" ? { domains: store.domains, hasPassword: store.hasPassword } : {}),
  };
  return createHash("sha256").update(canonical(part)).digest("base64url").slice(0, 22);
}

const isSorted = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);

/**
 * The console's own rules for a part, on top of the document schema (which the admin API shares):
 * category ids unique with their parent present, formulas that evaluate, breakpoints in ascending
 * order, a sales person with name and e-mail, size labels filled in and unique.
 */
function partErrors(section: StoreSection, data: StoreData, storeId: string): Record<string, StoreProblem> {
  const errors: Record<string, StoreProblem> = {};
  // Image addresses (issue 45): a web address or a path from "/", and never another store's upload.
  if (section === "branding" || section === "footer" || section === "pages") {
    for (const field of storeImageFields(data)) {
      const inPart =
        section === "branding"
          ? field.place.kind === "logo"
          : section === "footer"
            ? field.place.kind === "footerLogo"
            : field.place.kind === "slide";
      const problem = inPart ? imageAddressProblem(field.value, storeId) : undefined;
      if (problem) errors[field.path] = problem;
    }
  }
  if (section === "categories") {
    const seen = new Set<string>();
    data.categories.forEach((category, i) => {
      const cut = category.id.lastIndexOf("/");
      if (seen.has(category.id)) errors[`categories.${i}.id`] ??= "categoryTaken";
      else if (cut !== -1 && !data.categories.some((c) => c.id === category.id.slice(0, cut)))
        errors[`categories.${i}.id`] ??= "categoryParent";
      seen.add(category.id);
    });
  }
  if (section === "pricing") {
    for (const table of ["productCost", "numberOfColors", "stitchCount"] as const) {
      const t = data.pricingManagement[table];
      if (!t) continue;
      const k = `pricingManagement.${table}`;
      if (!isSorted(t.xValues)) errors[`${k}.xValues`] = "ascending";
      if ("yValues" in t && !isSorted(t.yValues)) errors[`${k}.yValues`] = "ascending";
      t.formulas.forEach((row, r) =>
        row.forEach((cell, c) => {
          const result = evaluateExpression(cell, { partPrice: 1, minimumPartPrice: 1 });
          if (!result.ok) errors[`${k}.formulas.${r}.${c}`] = "formula";
        }),
      );
    }
  }
  if (section === "salesperson" && data.storeSalesPersonInfo) {
    const p = data.storeSalesPersonInfo;
    for (const key of ["firstName", "lastName", "email"] as const) {
      if (p[key] === "") errors[`storeSalesPersonInfo.${key}`] = "required";
    }
    if (p.email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p.email)) errors["storeSalesPersonInfo.email"] = "email";
  }
  if (section === "sizes") {
    const seen = new Set<string>();
    (data.sizes ?? []).forEach((size, i) => {
      const key = size.label.toLowerCase();
      if (size.label === "") errors[`sizes.${i}.label`] = "required";
      else if (seen.has(key)) errors[`sizes.${i}.label`] = "sizeTaken";
      seen.add(key);
    });
  }
  return errors;
}

/** One store as the editor shows it (404 when there is none). */
async function readStore(db: Kysely<DB>, storeId: string, now: Date): Promise<StoreEditView> {
  const store = await findStoreById(db, storeId);
  if (!store) throw notFoundResponse();
  const view = {
    id: store.id,
    domains: await listStoreDomains(db, storeId),
    hasPassword: store.passwordHash !== null,
    data: store.data,
  };
  const sections = Object.keys(STORE_SECTIONS) as StoreSection[];
  return {
    ...view,
    versions: Object.fromEntries(sections.map((s) => [s, partVersion(view, s)])) as StoreEditView["versions"],
    state: storeState(store, now),
  };
}

export function createStoresConsole(deps: StoresConsoleDeps): StoresConsole {
  const { db, actor, now } = deps;
  async function get(storeId: string): Promise<StoreEditView> {
    authorize(actor, "stores.read", storeId);
    return readStore(db, storeId, now());
  }
  return {
    get,

    async create(input) {
      const self = authorize(actor, "stores.write");
      const errors: Record<string, StoreProblem> = {};
      const id = input.id.trim();
      const name = input.name.trim();
      if (!IdSchema.safeParse(id).success) errors.id = "id";
      if (name === "") errors.name = "required";
      const domain = DomainSchema.safeParse(input.domain);
      if (!domain.success) errors.domain = "domain";
      const [kind, ref = ""] = input.source.split(/:(.*)/s);
      const source =
        kind === "template" && isStoreTemplateId(ref)
          ? { kind: "template" as const, template: ref }
          : kind === "copy" && ref !== ""
            ? { kind: "copy" as const, from: await findStoreById(db, ref) }
            : undefined;
      if (!source || (source.kind === "copy" && !source.from)) errors.source = "source";
      if (Object.keys(errors).length > 0 || !source || !domain.success) return { ok: false, errors };
      if (await findStoreById(db, id)) return { ok: false, errors: { id: "idTaken" } };
      if (await domainOwner(db, domain.data)) return { ok: false, errors: { domain: "domainTaken" } };

      let data: StoreData;
      if (source.kind === "template") {
        data = StoreDataSchema.parse(storeFromTemplate(source.template, name, domain.data));
      } else {
        const from = source.from!.data;
        data = {
          ...structuredClone(from),
          primaryInformation: { ...from.primaryInformation, storeName: name, storeURL: `https://${domain.data}` },
        };
      }
      try {
        await inTransaction(db, async (trx) => {
          await upsertStore(
            trx,
            {
              id,
              domains: [domain.data],
              passwordHash: source.kind === "copy" ? source.from!.passwordHash : null,
              data,
            },
            { createOnly: true },
          );
          let products = 0;
          if (source.kind === "copy") {
            const copied: { id: string; data: ProductData }[] = [];
            for await (const page of readStoreProducts(trx, source.from!.id)) {
              copied.push(...page.map((row) => ({ id: row.id, data: row.data })));
            }
            await replaceStoreProducts(trx, id, copied);
            products = copied.length;
          }
          await recordAudit(trx, {
            actor: self,
            at: now(),
            action: "store.create",
            entityType: "store",
            entityId: id,
            storeId: id,
            before: null,
            after: {
              id,
              name,
              domains: [domain.data],
              from: source.kind === "template" ? `template:${source.template}` : `store:${source.from!.id}`,
              products,
            },
          });
        });
      } catch (error) {
        // Taken by a parallel request since the checks above: the answers those checks give.
        if (error instanceof AppError && error.code === "conflict")
          return { ok: false, errors: /domain/.test(error.message) ? { domain: "domainTaken" } : { id: "idTaken" } };
        throw error;
      }
      return { ok: true, value: { id } };
    },

    async save(storeId, section, input) {
      const self = authorize(actor, "stores.write", storeId);
      try {
        // Read, check and write in one transaction: the part is merged into the document as it is now.
        // The row is locked first, so two parts saved at once are applied one after the other.
        return await inTransaction(db, async (trx): Promise<FormResult<undefined, StoreSaveProblem>> => {
          await lockStore(trx, storeId);
          const current = await readStore(trx, storeId, now());
          // Checked under the lock: a save committed after this form was opened is seen here.
          if (input.version !== undefined && input.version !== current.versions[section]) {
            return { ok: false, errors: { form: "stale" } };
          }
          const next: Record<string, unknown> = { ...current.data };
          for (const key of STORE_SECTIONS[section]) {
            if (input.data[key] === undefined) delete next[key];
            else next[key] = input.data[key];
          }
          const parsed = PutStoreBodySchema.safeParse({
            domains: section === "identity" && input.domains ? input.domains : current.domains,
            password: section === "identity" ? input.password : undefined,
            data: next,
          });
          const refused = input.refused ?? {};
          if (!parsed.success) return { ok: false, errors: { ...zodErrors(parsed.error), ...refused } };
          const ruleErrors = { ...partErrors(section, parsed.data.data, storeId), ...refused };
          if (Object.keys(ruleErrors).length > 0) return { ok: false, errors: ruleErrors };
          await putStore(trx, storeId, parsed.data);
          const passwordChange =
            section === "identity" && input.password !== undefined
              ? { password: input.password === null ? "removed" : "changed" }
              : {};
          await recordAudit(trx, {
            actor: self,
            at: now(),
            action: `store.${section}`,
            entityType: "store",
            entityId: storeId,
            storeId,
            before: {
              ...slice(current.data, section),
              ...(section === "identity" ? { domains: current.domains } : {}),
            },
            after: {
              ...slice(parsed.data.data, section),
              ...(section === "identity" ? { domains: parsed.data.domains, ...passwordChange } : {}),
            },
          });
          return { ok: true, value: undefined };
        });
      } catch (error) {
        const errors = appErrors(error);
        if (errors) return { ok: false, errors };
        throw error;
      }
    },
  };
}
