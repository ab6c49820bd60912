/**
 * One autocannon run, in its own process so the load generator does not share an event loop with
 * the server it measures. Input: the path of a JSON file holding a LoadSpec; output: one JSON line on stdout.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  paths: string[];
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerSecond: number;
}

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadSpec;
const pick = () => spec.paths[Math.floor(Math.random() * spec.paths.length)]!;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  headers: spec.headers,
  // A random page for every request, so connections do not march through the pages in step.
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pick() }) }],
});
const out: LoadResult = {
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  bytesPerSecond: Math.round(result.throughput.average),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
