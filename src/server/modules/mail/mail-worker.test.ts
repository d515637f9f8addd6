import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import { createCheckoutTestbed, testLogger, type Testbed } from "~server/testing/checkout-testbed";
import { createFileTransport } from "~server/providers/mail-transport";
import { deliverDueMail, startMailWorker } from "./mail-worker";
import { enqueueMail, listOutbox } from "./outbox.repository";

describe.each(testDialects({ postgres: "repository" }))("mail worker on %s", (dialect) => {
  let bed: Testbed;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date("2026-12-01T10:00:00.000Z");
    bed = await createCheckoutTestbed(dialect);
    await enqueueMail(bed.db, {
      storeId: "demo",
      orderId: null,
      to: "ada@example.com",
      subject: "Your order LE-100001",
      html: "<h1>Thank you</h1>",
      now: clock.toISOString(),
    });
  });
  afterEach(async () => {
    await bed.close();
  });

  it("delivers pending mail as .eml files (RFC 822) and marks it sent", async () => {
    const dir = path.join(bed.dataDir, "outbox");
    const worker = startMailWorker({
      db: bed.db,
      transport: createFileTransport({ dir, from: "Store <no-reply@localhost>" }),
      logger: testLogger,
      intervalMs: 20,
      now: () => clock,
    });
    await expect.poll(async () => (await listOutbox(bed.db))[0]?.status, { timeout: 5000 }).toBe("sent");
    await worker.stop();
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dir, file as string), "utf8");
    expect(eml).toContain("To: ada@example.com");
    expect(eml).toContain("Subject: Your order LE-100001");
    expect(eml).toContain("Content-Type: text/html");
  });

  it("retries a failing transport with exponential backoff and records the error", async () => {
    let failures = 2;
    const sent: number[] = [];
    const transport = {
      name: "flaky",
      send: async (mail: { id: number }) => {
        if (failures-- > 0) throw new Error("SMTP 421 try later");
        sent.push(mail.id);
      },
    };
    const deps = { db: bed.db, transport, logger: testLogger, now: () => clock, baseRetryMs: 1000 };
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    let [row] = await listOutbox(bed.db);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "SMTP 421 try later",
      next_attempt_at: "2026-12-01T10:00:01.000Z",
    });
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 }); // not due yet
    clock = new Date("2026-12-01T10:00:01.000Z");
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    [row] = await listOutbox(bed.db);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: "2026-12-01T10:00:03.000Z" });
    clock = new Date("2026-12-01T10:00:03.000Z");
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    [row] = await listOutbox(bed.db);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(sent).toHaveLength(1);
  });
});
