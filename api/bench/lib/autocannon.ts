import { createRequire } from 'node:module';

/** The part of autocannon's API the benches use (the package ships no types). */
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
}

export interface AutocannonResult {
  requests: { average: number; total: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number };
  statusCodeStats: Record<string, { count: number }>;
}

export interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ): void;
}

export type Autocannon = (options: AutocannonOptions) => AutocannonInstance;

/** autocannon is a CommonJS package; loaded when a bench starts measuring. */
export function loadAutocannon(): Autocannon {
  return createRequire(import.meta.url)('autocannon') as Autocannon;
}
