// One autocannon load with what the comparisons need: the rate, the p99, the count of requests and
// every response's latency (so bench/alternate.ts can take the p99 over all of a side's rounds). Any
// connection error or non-2xx answer fails the bench: a fast error is not a fast page.
import autocannon from "autocannon";
import type { LoadResult } from "./alternate";

export async function load(
  options: autocannon.Options,
  label = String(options.url),
): Promise<LoadResult & { requests: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total, latencies };
}
