/**
 * A bounded load run on loopback against the local gateway: a fixed number of requests per route,
 * a fixed number in flight, nothing but 127.0.0.1. Each route is set beside a trivial route served
 * by the same gateway (GET /config.json), so the ratios say what the handler and DynamoDB Local add,
 * whatever the machine.
 */
export interface LoadFigures {
  route: string;
  requests: number;
  concurrency: number;
  /** Requests per second over the run. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not the expected status. */
  failures: number;
}

export interface LoadTarget {
  route: string;
  expectedStatus: number;
  /** The i-th request (answers need a fresh invitation each). */
  request: (index: number) => { url: string; init?: RequestInit };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const runLoad = async (target: LoadTarget, requests: number, concurrency: number): Promise<LoadFigures> => {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const { url, init } = target.request(next);
      next += 1;
      const sent = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status !== target.expectedStatus) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { route: target.route, requests, concurrency, throughput: requests / seconds, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), failures };
};
