// A pass that runs at start-up (or after firstAfterMs) and then every intervalMs, never two at once,
// until stop() resolves (after the pass under way, if any). A failed pass is logged and the next one
// still runs.
export interface PeriodicTask {
  stop(): Promise<void>;
}

export function startPeriodicTask(
  pass: () => Promise<void>,
  options: { intervalMs: number; onError: (err: unknown) => void; firstAfterMs?: number },
): PeriodicTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = pass()
      .catch(options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.firstAfterMs ?? 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
