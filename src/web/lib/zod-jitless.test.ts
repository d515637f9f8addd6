import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeZodJitless } from "./zod-jitless";

describe("the browser's zod switch (zod-jitless.ts)", () => {
  it("writes the configuration object z.config() reads, so zod builds object schemas without new Function", () => {
    const before = z.config().jitless;
    const constructed: unknown[] = [];
    const RealFunction = globalThis.Function;
    try {
      makeZodJitless();
      expect(z.config().jitless).toBe(true);
      globalThis.Function = new Proxy(RealFunction, {
        construct(target, args) {
          constructed.push(args);
          return Reflect.construct(target, args) as object;
        },
      });
      // A fresh object schema parsed many times: zod's compiled path would build its parser here.
      const schema = z.object({ name: z.string(), quantity: z.number() });
      for (let i = 0; i < 5; i++)
        expect(schema.parse({ name: "Tee", quantity: i })).toEqual({ name: "Tee", quantity: i });
    } finally {
      globalThis.Function = RealFunction;
      z.config({ jitless: before });
    }
    expect(constructed).toEqual([]);
  });
});
