import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startAbortableRequest } from "./use-abortable-request";

/** A request whose answer the test gives, recording the signal it got. */
function pending<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const run = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { run, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("startAbortableRequest", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("asks only once the debounce has passed, and hands over the answer", async () => {
    const { run, calls } = pending<string>();
    const results: string[] = [];
    startAbortableRequest({ run, delayMs: 100, onResult: (value) => results.push(value) });
    vi.advanceTimersByTime(99);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve("tee");
    await settle();
    expect(results).toEqual(["tee"]);
  });

  it("does not ask at all when cancelled within the debounce (typing on)", () => {
    const { run, calls } = pending<string>();
    const cancel = startAbortableRequest({ run, delayMs: 100 });
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
  });

  it("aborts a request in flight when cancelled, and drops its late answer: the newer one wins", async () => {
    const { run, calls } = pending<string>();
    const results: string[] = [];
    const onResult = (value: string) => results.push(value);
    const cancelFirst = startAbortableRequest({ run, onResult });
    cancelFirst();
    startAbortableRequest({ run, onResult });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve("new");
    calls[0]?.resolve("stale");
    await settle();
    expect(results).toEqual(["new"]);
  });

  it("drops a stale answer even from a request that ignores its signal", async () => {
    const results: string[] = [];
    let answer: (value: string) => void = () => {};
    const cancel = startAbortableRequest({
      run: () => new Promise<string>((resolve) => (answer = resolve)),
      onResult: (value) => results.push(value),
    });
    cancel();
    answer("stale");
    await settle();
    expect(results).toEqual([]);
  });

  it("reports a failure of the current request, never one after cancelling (an abort is no failure)", async () => {
    const { run, calls } = pending<string>();
    const errors: unknown[] = [];
    startAbortableRequest({ run, onError: (error) => errors.push(error) });
    calls[0]?.reject(new Error("Network error"));
    const cancel = startAbortableRequest({ run, onError: (error) => errors.push(error) });
    cancel();
    calls[1]?.reject(new DOMException("aborted", "AbortError"));
    await settle();
    expect(errors).toEqual([new Error("Network error")]);
  });
});
