// Runs the recovery step of order placement (recoverPendingPlacements, docs/decisions/0027) once at
// start-up and then every intervalMs, never two passes at once, until stop() resolves.
import { recoverPendingPlacements, type OrderDeps } from "./orders.service";

export interface PlacementRecovery {
  stop(): Promise<void>;
}

export function startPlacementRecovery(deps: OrderDeps & { intervalMs: number }): PlacementRecovery {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = recoverPendingPlacements(deps)
      .then((result) => {
        if (result.finished + result.released > 0) deps.logger.info(result, "recovered pending order placements");
      })
      .catch((err: unknown) => deps.logger.error({ err }, "placement recovery pass failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
