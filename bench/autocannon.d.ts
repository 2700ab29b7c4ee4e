// The part of autocannon's API the benchmarks use (the package ships no types, and
// @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    /** What setupRequest receives and returns: the request about to be built. */
    type RequestData = {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string | Buffer;
      /** The target of this connection (one of `url`'s hosts). */
      hostname: string;
      port: string | number;
    };
    /** One request of a sequence; each connection repeats the sequence. */
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /**
       * Called before each request is built, with a context of the connection's own (reset before
       * each round of the sequence); returns the request to send.
       */
      setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
      /** Called with the answer of the request; the context is the one setupRequest saw. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    };
    type Options = {
      /** With several URLs, connection i goes to url[i % url.length]. */
      url: string | string[];
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      /** Seconds before a request without an answer counts as a timeout (default 10). */
      timeout?: number;
      /** Requests per second across all connections (default: as fast as possible). */
      overallRate?: number;
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram & { total: number; sent: number };
      latency: Histogram;
      /** Seconds the run took. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      '4xx': number;
      '5xx': number;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
