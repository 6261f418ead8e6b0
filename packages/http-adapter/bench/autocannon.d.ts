declare module 'autocannon' {
  type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent; answers the request to send. */
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    requests?: Request[]
  }
  type Result = {
    requests: { average: number; total: number }
    /** Seconds the run took. */
    duration: number
    latency: { p50: number; p99: number; average: number }
    errors: number
    non2xx: number
  }
  const autocannon: (options: Options) => Promise<Result>
  export default autocannon
}
