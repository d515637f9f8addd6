// A loopback fake of the Stripe API endpoints the Stripe adapter (src/server/providers/stripe.ts) and
// the Stripe.js stand-in call, speaking Stripe's documented shapes: form-encoded requests, JSON objects
// (payment_intent, confirmation_token, refund, dispute, event), errors as { error: { type, code,
// decline_code, message, payment_intent } } with 402 for card errors, Idempotency-Key replays (the same
// key and body answer the first response; another body is a 400 idempotency_error), and webhooks
// signed as Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")).
// Stripe's test cards decide the outcome. Tests switch faults on (a 500 or an answer withheld past
// the caller's time limit, after the work was done) and choose when webhooks go out. Used by tests only.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_JS_STAND_IN } from "./stripe-js-stand-in";

type Json = Record<string, unknown>;

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  created: number;
  /** The card the intent was confirmed with (the fake's own record, not part of Stripe's shape). */
  card?: string;
}

/** Stripe's test cards (docs.stripe.com/testing) and what the fake does with them. */
const TEST_CARDS: Record<string, { brand: string; outcome: "approve" | "3ds" | { decline: string; code?: string } }> = {
  "4242424242424242": { brand: "visa", outcome: "approve" },
  "5555555555554444": { brand: "mastercard", outcome: "approve" },
  "4000000000000002": { brand: "visa", outcome: { decline: "generic_decline" } },
  "4000000000009995": { brand: "visa", outcome: { decline: "insufficient_funds" } },
  "4000000000000069": { brand: "visa", outcome: { decline: "expired_card", code: "expired_card" } },
  "4000000000000127": { brand: "visa", outcome: { decline: "incorrect_cvc", code: "incorrect_cvc" } },
  "4000000000000119": { brand: "visa", outcome: { decline: "processing_error", code: "processing_error" } },
  "4000002500003155": { brand: "visa", outcome: "3ds" },
  "4000000000003220": { brand: "visa", outcome: "3ds" },
};

export type WebhookTiming = "before-response" | "after-response" | "manual";

export interface FakeStripe {
  url: string;
  /** The Stripe.js stand-in's address (the fake serves it, as js.stripe.com serves Stripe.js). */
  jsUrl: string;
  intents: Map<string, FakeIntent>;
  refunds: Json[];
  /** Every API call: method, path, Idempotency-Key and the form body, parsed. */
  calls: { method: string; path: string; idempotencyKey?: string; body: Json; authorization: string }[];
  /** Webhook events made (delivered or not, in order). */
  events: Json[];
  /** Where and how webhooks go: to url (signed with secret), before or after the API answer, or only when asked. */
  webhooks(target: { url: string; secret: string; timing?: WebhookTiming } | undefined): void;
  /** Delivers the events not yet delivered (manual timing), or one event again (a duplicate). */
  deliver(eventId?: string): Promise<number[]>;
  /**
   * The next calls whose path matches answer so (one fault per call, first in first out): a 500, an
   * answer withheld past the caller's time limit (after the work was done), or a Stripe error of that
   * status and body (e.g. 400 { type: "invalid_request_error", code: "charge_disputed" }), nothing done.
   */
  fail(path: RegExp, fault: "500" | "hang" | { status: number; error: Json }): void;
  /** A ConfirmationToken for a test card, as Stripe.js creates from the Payment Element. */
  confirmationToken(card?: string): Promise<string>;
  /** The shopper completes (or fails) a 3-D Secure challenge of the intent. */
  authenticate(intentId: string, succeed: boolean): Promise<void>;
  /** A refund made in Stripe's dashboard. */
  dashboardRefund(intentId: string, amount?: number): Promise<Json>;
  /** A dispute opened by the card holder's bank. */
  dispute(intentId: string, reason?: string): Promise<Json>;
  /**
   * A refund that fails after it was made (Stripe's failed refunds: the card was closed…): its status
   * becomes failed (or canceled) with a failure_reason, the charge holds the money again, and Stripe
   * sends refund.updated and, in API versions that have it, refund.failed.
   */
  failRefund(refundId: string, options?: { reason?: string; status?: "failed" | "canceled" }): Promise<Json>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
  });

/** Stripe's form encoding (a[b][0]=c) into an object. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Json = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** The Stripe-Signature header of a payload, as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalidRequest = (message: string, extra: Json = {}) =>
  new StripeFault(400, { type: "invalid_request_error", message, ...extra });

export async function startFakeStripe(options: { hangMs?: number; port?: number } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const tokens = new Map<string, { card: string; used: boolean }>();
  const methods = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds: Json[] = [];
  const calls: FakeStripe["calls"] = [];
  const events: Json[] = [];
  const undelivered: Json[] = [];
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  const faults: { path: RegExp; fault: "500" | "hang" | { status: number; error: Json } }[] = [];
  let target: { url: string; secret: string; timing: WebhookTiming } | undefined;
  const hangMs = options.hangMs ?? 1500;
  let afterResponse: Json[] = [];

  // A delivery nobody answers (the endpoint is down: a killed process) or answered with an error is
  // kept for a later delivery, as Stripe retries failed webhooks; 0 stands for "not delivered".
  async function send(event: Json): Promise<number> {
    if (!target) return 0;
    const payload = JSON.stringify(event, null, 2);
    try {
      const res = await fetch(target.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, target.secret) },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.status >= 500) undelivered.push(event);
      return res.status;
    } catch {
      undelivered.push(event);
      return 0;
    }
  }

  async function emit(type: string, object: Json): Promise<void> {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (!target || target.timing === "manual") undelivered.push(event);
    else if (target.timing === "before-response") await send(event);
    else afterResponse.push(event);
  }

  function intentView(intent: FakeIntent, expand: string[]): Json {
    const { card: _card, ...view } = intent;
    return {
      ...view,
      payment_method:
        expand.includes("payment_method") && intent.payment_method
          ? methods.get(intent.payment_method)
          : intent.payment_method,
      latest_charge:
        expand.includes("latest_charge") && intent.latest_charge
          ? charges.get(intent.latest_charge)
          : intent.latest_charge,
    };
  }

  const expandOf = (body: Json, url: URL): string[] => [
    ...Object.values((body.expand as Json | undefined) ?? {}).map(String),
    ...url.searchParams.getAll("expand[]"),
    ...[...url.searchParams.entries()].filter(([k]) => k.startsWith("expand[")).map(([, v]) => v),
  ];

  function requireIntent(intentId: string | undefined): FakeIntent {
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent)
      throw new StripeFault(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${intentId}'`,
      });
    return intent;
  }

  async function confirmIntent(intent: FakeIntent, tokenId: string): Promise<void> {
    const token = tokens.get(tokenId);
    if (!token || token.used)
      throw invalidRequest(`No such confirmation_token: '${tokenId}'`, {
        code: "resource_missing",
        param: "confirmation_token",
      });
    if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status))
      throw invalidRequest(`This PaymentIntent's status is ${intent.status}.`, {
        code: "payment_intent_unexpected_state",
      });
    token.used = true;
    const card = TEST_CARDS[token.card] ?? { brand: "visa", outcome: { decline: "generic_decline" } };
    const pm = id("pm");
    methods.set(pm, {
      id: pm,
      object: "payment_method",
      type: "card",
      card: { brand: card.brand, last4: token.card.slice(-4), exp_month: 12, exp_year: 2039 },
    });
    intent.payment_method = pm;
    intent.card = token.card;
    if (card.outcome === "approve") return approve(intent);
    if (card.outcome === "3ds") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      intent.last_payment_error = null;
      return;
    }
    const error = {
      type: "card_error",
      code: card.outcome.code ?? "card_declined",
      decline_code: card.outcome.decline,
      message: "Your card was declined.",
      payment_method: methods.get(pm),
    };
    intent.status = "requires_payment_method";
    intent.last_payment_error = error;
    await emit("payment_intent.payment_failed", intentView(intent, []));
    throw new StripeFault(402, { ...error, payment_intent: intentView(intent, []) });
  }

  async function approve(intent: FakeIntent): Promise<void> {
    const ch = id("ch");
    charges.set(ch, {
      id: ch,
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      captured: false,
    });
    intent.latest_charge = ch;
    intent.status = "requires_capture";
    intent.next_action = null;
    intent.last_payment_error = null;
    await emit("payment_intent.amount_capturable_updated", intentView(intent, []));
  }

  async function refund(
    intent: FakeIntent,
    amount: number | undefined,
    metadata: Record<string, string> = {},
  ): Promise<Json> {
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge || intent.status !== "succeeded")
      throw invalidRequest("This PaymentIntent does not have a successful charge to refund.");
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    if (left <= 0)
      throw invalidRequest(`Charge ${String(charge.id)} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    // As Stripe: more than the charge has left is refused (a 400 the caller cannot retry).
    if (amount !== undefined && amount > left)
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: "amount_too_large", param: "amount" },
      );
    const value = amount ?? left;
    const re = {
      id: id("re"),
      object: "refund",
      amount: value,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: "succeeded",
      reason: null,
      metadata,
      created: now(),
    };
    refunds.push(re);
    charge.amount_refunded = Number(charge.amount_refunded) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    await emit("refund.created", re);
    await emit("charge.refunded", charge);
    return re;
  }

  async function route(method: string, path: string, body: Json, url: URL): Promise<Json> {
    const parts = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/v1/confirmation_tokens") {
      const card = String(
        ((body.payment_method_data as Json | undefined)?.card &&
          ((body.payment_method_data as Json).card as Json).number) ||
          "",
      ).replace(/\s/g, "");
      const token = id("ctoken");
      tokens.set(token, { card, used: false });
      const brand = TEST_CARDS[card]?.brand ?? "unknown";
      return {
        id: token,
        object: "confirmation_token",
        payment_method_preview: { type: "card", card: { brand, last4: card.slice(-4) } },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent: FakeIntent = {
        id: id("pi"),
        object: "payment_intent",
        amount: Number(body.amount),
        currency: String(body.currency),
        capture_method: String(body.capture_method ?? "automatic"),
        status: "requires_payment_method",
        client_secret: "",
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        created: now(),
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
      if (!Number.isInteger(intent.amount) || intent.amount < 50)
        throw invalidRequest("Amount must be at least $0.50 usd", { param: "amount" });
      intents.set(intent.id, intent);
      return intentView(intent, []);
    }
    if (parts[0] === "v1" && parts[1] === "payment_intents" && parts[2]) {
      const intent = requireIntent(parts[2]);
      const expand = expandOf(body, url);
      const action = parts[3];
      if (method === "GET" && !action) return intentView(intent, expand);
      if (method === "POST" && !action) {
        if (body.amount !== undefined) intent.amount = Number(body.amount);
        return intentView(intent, expand);
      }
      if (method === "POST" && action === "confirm") {
        await confirmIntent(intent, String(body.confirmation_token ?? ""));
        return intentView(intent, expand);
      }
      if (method === "POST" && action === "capture") {
        if (intent.status !== "requires_capture")
          throw invalidRequest(
            `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            { code: "payment_intent_unexpected_state" },
          );
        intent.status = "succeeded";
        const charge = charges.get(intent.latest_charge ?? "");
        if (charge) charge.captured = true;
        await emit("payment_intent.succeeded", intentView(intent, []));
        return intentView(intent, expand);
      }
      if (method === "POST" && action === "cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled")
          throw invalidRequest(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
            code: "payment_intent_unexpected_state",
          });
        intent.status = "canceled";
        await emit("payment_intent.canceled", intentView(intent, []));
        return intentView(intent, expand);
      }
      // The stand-in's 3-D Secure page (hooks.stripe.com's part): the shopper's answer to the challenge.
      if (method === "POST" && action === "authenticate") {
        if (body.client_secret !== intent.client_secret) throw invalidRequest("Invalid client_secret.");
        if (intent.status !== "requires_action") return intentView(intent, expand);
        const card = TEST_CARDS[intent.card ?? ""];
        if (body.outcome === "succeed" && card) await approve(intent);
        else {
          intent.status = "requires_payment_method";
          intent.next_action = null;
          intent.last_payment_error = {
            type: "card_error",
            code: "payment_intent_authentication_failure",
            message: "We are unable to authenticate your payment method.",
          };
          await emit("payment_intent.payment_failed", intentView(intent, []));
        }
        return intentView(intent, expand);
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      return refund(
        requireIntent(String(body.payment_intent ?? "")),
        body.amount === undefined ? undefined : Number(body.amount),
        (body.metadata ?? {}) as Record<string, string>,
      );
    }
    throw new StripeFault(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type, Authorization" };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method === "GET" && url.pathname === "/v3") {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", ...cors }).end(STRIPE_JS_STAND_IN);
      return;
    }
    const text = await readBody(req);
    const body = parseStripeForm(text);
    const key = req.headers["idempotency-key"] as string | undefined;
    calls.push({
      method: req.method ?? "",
      path: url.pathname,
      idempotencyKey: key,
      body,
      authorization: req.headers.authorization ?? "",
    });
    const fault = faults.findIndex((f) => f.path.test(url.pathname));
    const answer = (status: number, json: string) =>
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req"), ...cors }).end(json);
    if (fault >= 0 && faults[fault]?.fault === "500") {
      faults.splice(fault, 1);
      answer(500, JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
      return;
    }
    const refusal = fault >= 0 ? faults[fault]?.fault : undefined;
    if (refusal && typeof refusal === "object") {
      faults.splice(fault, 1);
      answer(refusal.status, JSON.stringify({ error: refusal.error }));
      return;
    }
    const hang = fault >= 0 && faults[fault]?.fault === "hang";
    if (hang) faults.splice(fault, 1);
    const cacheKey = key ? `${req.headers.authorization ?? ""} ${key}` : undefined;
    const replay = cacheKey ? idempotent.get(cacheKey) : undefined;
    let status: number;
    let json: string;
    if (replay && replay.body !== `${req.method} ${url.pathname} ${text}`) {
      status = 400;
      json = JSON.stringify({
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    } else if (replay) {
      ({ status, answer: json } = replay);
    } else {
      try {
        status = 200;
        json = JSON.stringify(await route(req.method ?? "GET", url.pathname, body, url));
      } catch (err) {
        if (!(err instanceof StripeFault)) throw err;
        status = err.status;
        json = JSON.stringify({ error: err.body });
      }
      if (cacheKey && req.method === "POST" && status !== 500)
        idempotent.set(cacheKey, { body: `${req.method} ${url.pathname} ${text}`, status, answer: json });
    }
    // The work is done; the answer is lost to a caller whose time limit is shorter than this.
    if (hang) await new Promise((resolve) => setTimeout(resolve, hangMs));
    answer(status, json);
    const later = afterResponse;
    afterResponse = [];
    for (const event of later) await send(event);
  });

  // Idle connections stay open long past a test's pauses: a socket closed by the server while a slow
  // (loaded) client picks it up again answers ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { Authorization: "Bearer pk_test_fake" },
    });
    const json = (await res.json()) as Json;
    if (!res.ok) throw new Error(`fake stripe ${path}: ${JSON.stringify(json)}`);
    return json;
  };

  return {
    url,
    jsUrl: `${url}/v3`,
    intents,
    refunds,
    calls,
    events,
    webhooks(next) {
      target = next ? { timing: "after-response", ...next } : undefined;
    },
    async deliver(eventId) {
      if (eventId) {
        const event = events.find((e) => e.id === eventId);
        return event ? [await send(event)] : [];
      }
      const statuses: number[] = [];
      for (const event of undelivered.splice(0)) statuses.push(await send(event));
      return statuses;
    },
    fail(path, fault) {
      faults.push({ path, fault });
    },
    async confirmationToken(card = "4242424242424242") {
      const json = await post("/v1/confirmation_tokens", {
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": card,
      });
      return String(json.id);
    },
    async authenticate(intentId, succeed) {
      const intent = requireIntent(intentId);
      await post(`/v1/payment_intents/${intentId}/authenticate`, {
        client_secret: intent.client_secret,
        outcome: succeed ? "succeed" : "fail",
      });
    },
    async dashboardRefund(intentId, amount) {
      const re = await refund(requireIntent(intentId), amount);
      const later = afterResponse;
      afterResponse = [];
      for (const event of later) await send(event);
      return re;
    },
    async dispute(intentId, reason = "fraudulent") {
      const intent = requireIntent(intentId);
      const dp = {
        id: id("dp"),
        object: "dispute",
        amount: intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason,
        status: "needs_response",
        created: now(),
      };
      await emit("charge.dispute.created", dp);
      const later = afterResponse;
      afterResponse = [];
      for (const event of later) await send(event);
      return dp;
    },
    async failRefund(refundId, { reason = "expired_or_canceled_card", status = "failed" } = {}) {
      const re = refunds.find((r) => r.id === refundId);
      if (!re) throw new Error(`fake stripe: no refund ${refundId}`);
      const charge = charges.get(String(re.charge));
      re.status = status;
      re.failure_reason = reason;
      if (charge) {
        charge.amount_refunded = Number(charge.amount_refunded) - Number(re.amount);
        charge.refunded = false;
      }
      await emit("refund.updated", re);
      if (status === "failed") await emit("refund.failed", re);
      const later = afterResponse;
      afterResponse = [];
      for (const event of later) await send(event);
      return re;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
