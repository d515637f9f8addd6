// One way to ask the server from an effect: after an optional debounce, with an AbortController that
// cancels the request when its inputs change or the component goes, and a guard that drops any answer
// or failure arriving after that (a stale response never overwrites a newer one).
import { useEffect, type DependencyList } from "react";

export interface AbortableRequest<T> {
  /** The request; it gets the signal that aborts it. */
  run: (signal: AbortSignal) => Promise<T>;
  /** Wait this long after the last change before asking (debounce); 0 or none: at once. */
  delayMs?: number;
  /** The answer, only while the request is current. */
  onResult?: (value: T) => void;
  /** The failure, only while the request is current (an abort is never reported). */
  onError?: (error: unknown) => void;
}

/**
 * Starts `request` (after its delay) and returns what cancels it: the timer is cleared, the request
 * aborted, and its answer or failure, should either still arrive, ignored.
 */
export function startAbortableRequest<T>(request: AbortableRequest<T>): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let current = true;
  const ask = () => {
    request.run(signal).then(
      (value) => {
        if (current && !signal.aborted) request.onResult?.(value);
      },
      (error: unknown) => {
        if (current && !signal.aborted) request.onError?.(error);
      },
    );
  };
  const timer = request.delayMs ? setTimeout(ask, request.delayMs) : undefined;
  if (!timer) ask();
  return () => {
    current = false;
    clearTimeout(timer);
    controller.abort();
  };
}

/**
 * Runs `prepare` whenever `deps` change, as an effect: it may set state, and returns the request to
 * make, or null for none. The previous request is cancelled first (startAbortableRequest).
 */
export function useAbortableRequest<T>(prepare: () => AbortableRequest<T> | null, deps: DependencyList): void {
  useEffect(() => {
    const request = prepare();
    return request ? startAbortableRequest(request) : undefined;
    // The caller names what the request depends on, as with useEffect; lint checks the callers' lists
    // (eslint.config.js names this hook in exhaustive-deps' additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
