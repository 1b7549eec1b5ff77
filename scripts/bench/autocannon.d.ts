// The part of autocannon's API the benchmarks use (it ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    total: number
  }
  export interface Result {
    /** `sent` counts every request sent, answered or still in flight when the run ended. */
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
    statusCodeStats?: Record<string, { count: number }>
  }
  export interface RequestSpec {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: RequestSpec) => RequestSpec
  }
  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    pipelining?: number
    overallRate?: number
    idReplacement?: boolean
    timeout?: number
    requests?: RequestSpec[]
  }
  export default function autocannon(options: Options): Promise<Result>
}
