// The only reader of process.env. Everything is validated at boot; a bad value stops the process
// with a readable list of what is wrong (formatEnvErrors), never a stack trace.
import { z } from "zod";
import { compileTrustProxy } from "./http/client-address";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const BaseEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().trim().min(1, "must not be empty").default(".data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave it unset for the embedded SQLite database)")
      .optional(),
  ),
  ADMIN_API_KEY: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEMO_DATA_DIR: optionalString,
  CURRENCY_RATES_FILE: optionalString,
  SHIPSTATION_API_KEY: optionalString,
  SHIPSTATION_API_SECRET: optionalString,
  SHIPSTATION_BASE_URL: optionalString.pipe(z.url({ message: "must be a URL" }).optional()),
  TAXJAR_API_KEY: optionalString,
  TAXJAR_BASE_URL: optionalString.pipe(z.url({ message: "must be a URL" }).optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL (leave it unset to write mail to DATA_DIR/outbox)")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  GIFT_RESERVATION_MINUTES: z.coerce
    .number({ message: "must be a whole number of minutes" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1 minute")
    .max(24 * 60, "must be at most 1440 minutes")
    .default(30),
  SHIPSTATION_SWEEP_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(5, "must be at least 5 seconds")
    .max(86_400, "must be at most 86400 seconds")
    .default(300),
  PROVIDER_TIMEOUT_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 ms")
    .max(120_000, "must be at most 120000 ms")
    .default(10_000),
  MAIL_RETRY_BASE_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(3_600, "must be at most 3600 seconds")
    .default(30),
  ORDER_CLAIM_LEASE_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(3_600, "must be at most 3600 seconds")
    .default(120),
  PLACEMENT_RECOVERY_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(3_600, "must be at most 3600 seconds")
    .default(60),
  // Pop-up stores (docs/decisions/0032, 0035): how often opening notices and close reminders are swept.
  POPUP_SWEEP_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(3_600, "must be at most 3600 seconds")
    .default(60),
  // The platform operator: close reminders go to it as well as to the store's organiser.
  OPERATOR_EMAIL: optionalString.pipe(z.email({ message: "must be an e-mail address" }).optional()),
  // Tests only (tests/reliability): the server's clock reads its instant from this file (ISO 8601),
  // so several processes share one time a test moves. Unset (the default): the system clock.
  TEST_CLOCK_FILE: optionalString,
  // Crash tests only (tests/reliability): the process SIGKILLs itself at this point of its first
  // order placement that reaches it. Unset (the default) means never.
  ORDER_FAULT_KILL_AT: z
    .enum(["before-capture", "after-capture", "after-commit"], {
      message: "must be before-capture, after-capture or after-commit (or unset)",
    })
    .optional(),
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    if (value === undefined) return [];
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      compileTrustProxy(entries);
    } catch (err) {
      ctx.addIssue({
        code: "custom",
        message: `must be addresses or CIDRs separated by commas (${(err as Error).message})`,
      });
      return z.NEVER;
    }
    return entries;
  }),
  ACCESS_TOKEN_TTL_HOURS: z.coerce
    .number({ message: "must be a whole number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(24 * 90, "must be at most 2160 hours (90 days)")
    .default(24 * 30),
  ADMIN_IMPORT_MAX_MB: z.coerce
    .number({ message: "must be a number of megabytes" })
    .positive("must be more than 0")
    .max(1024, "must be at most 1024 MB")
    .default(50),
  ADMIN_IMAGE_MAX_MB: z.coerce
    .number({ message: "must be a number of megabytes" })
    .positive("must be more than 0")
    .max(50, "must be at most 50 MB")
    .default(5),
  PAYMENT_PROVIDER: z
    .enum(["test", "stripe"], { message: "must be test (the built-in test gateway) or stripe" })
    .default("test"),
  // Stripe (PAYMENT_PROVIDER=stripe, docs/recipes/stripe.md): all three keys, of the same mode.
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
  ),
  // Tests only: a loopback fake of Stripe's API and the local stand-in for Stripe.js it serves.
  // Unset (the default): https://api.stripe.com and https://js.stripe.com/v3.
  STRIPE_API_URL: optionalString.pipe(z.url({ message: "must be a URL" }).optional()),
  STRIPE_JS_URL: optionalString.pipe(z.url({ message: "must be a URL" }).optional()),
  // The operator console's host name (docs/decisions/0034): requests to it are the console, never a store.
  OPERATOR_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "must be a host name without scheme or port (admin.example.com)")
    .default("admin.localhost"),
  OPERATOR_SESSION_HOURS: z.coerce
    .number({ message: "must be a whole number of hours" })
    .int("must be a whole number of hours")
    .min(1, "must be at least 1 hour")
    .max(24 * 30, "must be at most 720 hours (30 days)")
    .default(12),
  SEED_DEMO: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
  // The demo's operator accounts, whose passwords are public (decision 0075): unset, they are added in
  // development only; `true` adds them in production too, each forced to choose a new password at its
  // first sign-in; `public-passwords` keeps the published passwords (the e2e and Lighthouse rigs only).
  SEED_DEMO_OPERATORS: z
    .enum(["true", "false", "public-passwords"], { message: "must be true, false or public-passwords" })
    .optional(),
});

export const EnvSchema = BaseEnvSchema.superRefine((env, ctx) => {
  if (Boolean(env.SHIPSTATION_API_KEY) !== Boolean(env.SHIPSTATION_API_SECRET)) {
    ctx.addIssue({
      code: "custom",
      path: [env.SHIPSTATION_API_KEY ? "SHIPSTATION_API_SECRET" : "SHIPSTATION_API_KEY"],
      message: "must be set together with the other ShipStation credential",
    });
  }
  if (env.PAYMENT_PROVIDER === "stripe") {
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "is required with PAYMENT_PROVIDER=stripe" });
    }
    const mode = (key: string | undefined) => key?.split("_")[1];
    if (
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "must be of the same mode (test or live) as STRIPE_SECRET_KEY",
      });
    }
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message:
        "is required with DATABASE_URL: every process behind the load balancer must sign tokens with the same secret",
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

function parseOrExplain<T>(schema: z.ZodType<T>, source: Source): T {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`);
  throw new EnvError(problems);
}

/** Parses the server's environment (process.env by default). Throws EnvError listing every problem. */
export function loadEnv(source: Source = process.env): Env {
  return parseOrExplain(EnvSchema, source);
}

/** The environment of `npm run dev` (main.ts --dev): as loadEnv, with NODE_ENV development unless set. */
export function loadDevelopmentEnv(source: Source = process.env): Env {
  return loadEnv({ NODE_ENV: "development", ...source });
}

/**
 * The PostgreSQL server the integration tests create throw-away databases on (TEST_DATABASE_URL,
 * ARCHITECTURE §9); undefined runs them on SQLite only. Read by src/server/testing, never by the app.
 */
export function testDatabaseUrl(source: Source = process.env): string | undefined {
  return parseOrExplain(z.object({ TEST_DATABASE_URL: optionalString }), source).TEST_DATABASE_URL;
}

/**
 * Which dialects the integration tests run (decision 0100): TEST_DIALECTS narrows a run to "sqlite" or
 * "postgres" (a comma list); TEST_POSTGRES_SUITES=all runs every suite on PostgreSQL, not only those that
 * opt in. Read by src/server/testing, never by the app.
 */
export function testDialectSettings(source: Source = process.env): {
  dialects?: ("sqlite" | "postgres")[];
  postgresSuites?: "all";
} {
  const dialectList = z
    .string()
    .trim()
    .transform((list) => (list === "" ? undefined : list.split(",").map((word) => word.trim())))
    .pipe(z.array(z.enum(["sqlite", "postgres"])).optional());
  const parsed = parseOrExplain(
    z.object({ TEST_DIALECTS: dialectList.optional(), TEST_POSTGRES_SUITES: z.enum(["all"]).optional() }),
    source,
  );
  return { dialects: parsed.TEST_DIALECTS, postgresSuites: parsed.TEST_POSTGRES_SUITES };
}

/** The password `npm run operator -- create-owner` takes without prompting (OPERATOR_PASSWORD), if set. */
export function operatorPasswordFromEnv(source: Source = process.env): string | undefined {
  return parseOrExplain(z.object({ OPERATOR_PASSWORD: optionalString }), source).OPERATOR_PASSWORD;
}

/** The part of the environment that tools which only open the database need (the store CLI). */
export function loadDatabaseEnv(source: Source = process.env): Pick<Env, "DATABASE_URL" | "DATA_DIR"> {
  return parseOrExplain(BaseEnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true }), source);
}

/** Where this machine's console answers (OPERATOR_HOST on PORT): the operator CLI names it after creating an owner. */
export function consoleSignInAddress(source: Source = process.env): string {
  const env = parseOrExplain(BaseEnvSchema.pick({ OPERATOR_HOST: true, PORT: true }), source);
  return `http://${env.OPERATOR_HOST}:${env.PORT}/console/sign-in`;
}
