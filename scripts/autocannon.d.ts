/** The part of autocannon 9's programmatic API that bench-server.ts uses (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string
    connections?: number
    amount?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    latency: Histogram
    requests: Histogram & { total: number }
    throughput: Histogram
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
