// One step of `npm run bench:server`: a fixed request rate against one route for a bounded
// time, on loopback, with autocannon; the answer times are kept per response (autocannon's own
// histogram has no p95 and rounds to whole milliseconds).
import autocannon from 'autocannon'
import { percentile, round } from '../stats.ts'

export interface LoadTarget {
  /** What the printed row calls it. */
  name: string
  url: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
}

export interface LoadFigures {
  target: string
  /** Requests per second asked for. */
  rate: number
  durationS: number
  /** Requests per second answered 2xx. */
  throughput: number
  p50: number
  p95: number
  p99: number
  /** Answers other than 2xx, plus connection errors and time-outs. */
  errors: number
}

export interface LoadRouteParameters {
  target: LoadTarget
  rate: number
  durationS: number
  /** Open connections (default 64): enough that the rate never waits on a free connection. */
  connections?: number
}

/**
 * Sends `rate` requests a second to one route for `durationS` seconds and measures every answer.
 * The run is bounded in count and time (autocannon stops at `durationS`, each request times out
 * after 10 s) and only ever targets the loopback URL it is given.
 *
 * @example
 * const figures = await loadRoute({ target: { name: 'directory', url }, rate: 1000, durationS: 60 })
 */
export async function loadRoute(parameters: LoadRouteParameters): Promise<LoadFigures> {
  const { target, rate, durationS } = parameters
  const host = new URL(target.url).hostname
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]')
    throw new Error(`bench:server only loads loopback servers, not ${host}`)
  const times: number[] = []
  let errors = 0
  // The callback form: it returns the instance whose 'response' events carry each answer time.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        ...(target.body === undefined ? {} : { body: target.body }),
        headers: { 'content-type': 'application/json', ...target.headers },
        connections: parameters.connections ?? 64,
        overallRate: rate,
        duration: durationS,
        timeout: 10,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
      else errors += 1
    })
  })
  times.sort((a, b) => a - b)
  const at = (share: number) => (times.length === 0 ? Number.NaN : round(percentile(times, share)))
  return {
    target: target.name,
    rate,
    durationS,
    throughput: round(times.length / durationS),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: errors + result.errors + result.timeouts,
  }
}
