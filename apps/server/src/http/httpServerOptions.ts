import type { ServerOptions } from 'node:http'
import type { HttpConfig } from '../config.ts'

/**
 * Largest request body of a route that sets no `bodyLimit` of its own (Fastify's default is
 * 1 MiB). Every route family that reads a body sets its own: analytics 16 KiB, siwx 16 KiB,
 * auth 8 KiB, price 16 KiB.
 */
export const DEFAULT_BODY_LIMIT = 1024

/** The Fastify options `httpServerOptions` sets. */
export interface HttpServerOptions {
  bodyLimit: number
  requestTimeout: number
  connectionTimeout: number
  keepAliveTimeout: number
  http: ServerOptions
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean)
}

/**
 * The Fastify options that bound how long and how much a client may send: the `http` config's
 * request, headers, idle and keep-alive timeouts, and the default body limit. Node enforces the
 * request and headers timeouts on a timer (30 s by default); it is set to a quarter of the
 * headers timeout, at most 1 s, so a slow client is cut close to its bound. `trustProxy` is the
 * config's as is, except a hop count: Fastify 5 ignores a number (it trusts no hop), so it becomes
 * "the `n` hops nearest the server are proxies".
 *
 * @example
 * const app = Fastify({ logger, ...httpServerOptions(config.http) })
 */
export function httpServerOptions(settings: HttpConfig): HttpServerOptions {
  return {
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: settings.requestTimeoutMs,
    connectionTimeout: settings.idleTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    trustProxy: trustProxyOption(settings.trustProxy),
    http: {
      // Fastify sets requestTimeout again after creating the server; Node checks the pair here.
      requestTimeout: settings.requestTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(settings.headersTimeoutMs / 4)),
      ),
    },
  }
}

function trustProxyOption(setting: HttpConfig['trustProxy']): HttpServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting
  return (_address, hop) => hop < setting
}
