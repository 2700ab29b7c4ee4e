// The part of autocannon's API the benchmarks use (the package ships no types, and
// @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Requests per second across all connections (default: as fast as possible). */
      overallRate?: number;
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
