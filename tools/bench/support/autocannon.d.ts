// autocannon ships no types; this declares the part of its API the read bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    expectBody?: string;
    headers?: Record<string, string>;
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    /** total: completed requests. */
    requests: { average: number; total: number };
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
