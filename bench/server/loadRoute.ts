// One step of `npm run bench:server`: a fixed request rate against one route for a bounded
// time, on loopback. Requests leave at an even pace (open loop: one every 1/rate s, whatever the
// answers), over a pool of keep-alive connections, and each answer time is kept. autocannon was
// tried first: its rate mode sends each connection's quota for the second back to back and then
// waits, so "1,000 requests/s" was a burst at the top of every second and measured queueing.
import { Agent, request } from 'node:http'
import { percentile, round } from '../stats.ts'

export interface LoadTarget {
  /** What the printed row calls it. */
  name: string
  url: string
  method?: 'GET' | 'POST'
  body?: string
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
  /** Keep-alive connections at most (default 64); a request waits for a free one. */
  connections?: number
}

const REQUEST_TIMEOUT_MS = 10_000
/** How often the pacer wakes; it sends what the clock says is due, so a late wake catches up. */
const TICK_MS = 2

/**
 * Sends `rate` requests a second to one route for `durationS` seconds and measures every answer
 * (from the moment the request is handed to the connection pool, so waiting for a connection
 * counts). Bounded in count (rate × duration) and time (each request times out after 10 s), and
 * only ever against a loopback URL.
 *
 * @example
 * const figures = await loadRoute({ target: { name: 'directory', url }, rate: 1000, durationS: 60 })
 */
export async function loadRoute(parameters: LoadRouteParameters): Promise<LoadFigures> {
  const { target, rate, durationS } = parameters
  const url = new URL(target.url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`bench:server only loads loopback servers, not ${url.hostname}`)
  const agent = new Agent({ keepAlive: true, maxSockets: parameters.connections ?? 64 })
  const body = target.body === undefined ? undefined : Buffer.from(target.body)
  const times: number[] = []
  let errors = 0
  const inFlight = new Set<Promise<void>>()

  const send = () => {
    const started = performance.now()
    const done = new Promise<void>((resolve) => {
      const outgoing = request(
        url,
        {
          agent,
          method: target.method ?? 'GET',
          headers: body
            ? { 'content-type': 'application/json', 'content-length': body.length }
            : {},
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300
            if (ok) times.push(performance.now() - started)
            else errors += 1
            resolve()
          })
          response.on('error', () => {
            errors += 1
            resolve()
          })
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
      outgoing.on('error', () => {
        errors += 1
        resolve()
      })
      outgoing.end(body)
    })
    inFlight.add(done)
    done.then(() => inFlight.delete(done))
  }

  const total = Math.round(rate * durationS)
  const start = performance.now()
  let sent = 0
  await new Promise<void>((resolve) => {
    const pacer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
      while (sent < due) {
        send()
        sent += 1
      }
      if (sent >= total) {
        clearInterval(pacer)
        resolve()
      }
    }, TICK_MS)
  })
  await Promise.all(inFlight)
  agent.destroy()

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
    errors,
  }
}
