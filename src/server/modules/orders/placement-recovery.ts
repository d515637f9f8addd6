// Runs the recovery step of order placement (recoverPendingPlacements, docs/decisions/0027) once at
// start-up and then every intervalMs, never two passes at once, until stop() resolves. The same pass
// gives back the payments of cancelled orders a failing provider left pending (docs/decisions/0038)
// and finishes the refunds of orderless charges whose process died after claiming them (0119).
import { finishStuckOrderlessRefunds } from "~server/modules/payments/orderless-charge.service";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";
import { settlePendingRefunds } from "./order-workflow.service";
import { recoverPendingPlacements, type OrderDeps } from "./orders.service";

export type PlacementRecovery = PeriodicTask;

/** One pass of the recovery step: what the timer runs. */
export async function runRecoveryPass(deps: OrderDeps): Promise<void> {
  const result = await recoverPendingPlacements(deps);
  if (result.finished + result.released > 0) deps.logger.info(result, "recovered pending order placements");
  const refunds = await settlePendingRefunds(deps);
  if (refunds.settled > 0) deps.logger.info(refunds, "gave back payments of cancelled orders");
  const orderless = await finishStuckOrderlessRefunds(deps);
  if (orderless.refunded + orderless.owned > 0) deps.logger.info(orderless, "finished stuck orderless refunds");
}

export function startPlacementRecovery(deps: OrderDeps & { intervalMs: number }): PlacementRecovery {
  return startPeriodicTask(() => runRecoveryPass(deps), {
    intervalMs: deps.intervalMs,
    onError: (err) => deps.logger.error({ err }, "placement recovery pass failed"),
  });
}
