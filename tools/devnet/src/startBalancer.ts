import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { throwIfAborted } from './abort.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { ChildProcessError } from './errors.ts'
import { assertPortsFree } from './ports.ts'
import { answersHttp } from './probes.ts'
import { waitUntilReady } from './waitUntilReady.ts'

/** Debian's haproxy (scripts/lib/ensure.mjs's ensureServices installs it). */
export const HAPROXY_PATH = '/usr/sbin/haproxy'

export interface StartBalancerParameters {
  /** Where the balancer listens (127.0.0.1). */
  port: number
  /** The server processes' ports on 127.0.0.1. */
  backendPorts: readonly number[]
  /** Folder for haproxy.cfg. */
  dir: string
  /** Longest a request may take at a server (its `http.requestTimeoutMs` and long polls). */
  serverTimeoutMs?: number
  signal?: AbortSignal
  onLine?: (line: string) => void
}

export interface StartBalancerReturnType {
  child: ManagedChild
  url: string
}

/**
 * The HAProxy configuration for Portico server processes on one machine:
 * - each process is checked with `GET /health` every second, out after two failures and back
 *   after one success, so a killed process stops receiving requests within about 2 s;
 * - a request whose connection could not be made is sent to another process (`retry-on
 *   conn-failure` and `redispatch`): it never reached a server, so resending is safe even for a
 *   POST. A request that reached a process which then died is not resent by the balancer: the
 *   server may have acted on it; the client retries (the kit's calls are safe to repeat);
 * - each request reaches a process over a connection of its own (`http-server-close`; the
 *   visitor's side stays kept alive). A connection kept idle to a process that was then killed
 *   still looks open for a moment, and a request sent on it was lost without a reply, its retry
 *   too; a new connection to a dead process is refused, which the balancer resends elsewhere;
 * - the client's address travels in X-Forwarded-For (the server trusts 127.0.0.1 as a proxy).
 *
 * @example
 * haproxyConfig({ port: 8787, backendPorts: [8788, 8789, 8790] })
 */
export function haproxyConfig(parameters: {
  port: number
  backendPorts: readonly number[]
  serverTimeoutMs?: number
}): string {
  const servers = parameters.backendPorts.map(
    (port, index) =>
      `  server portico${index + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1 maxconn 512`,
  )
  return [
    'global',
    '  maxconn 8192',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-server-close',
    '  timeout connect 2s',
    '  timeout client 120s',
    `  timeout server ${Math.ceil((parameters.serverTimeoutMs ?? 60_000) / 1000) + 5}s`,
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '',
    'frontend portico',
    `  bind 127.0.0.1:${parameters.port}`,
    '  default_backend portico_servers',
    '',
    'backend portico_servers',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n')
}

/**
 * Starts Debian's HAProxy in the foreground in front of the server processes and waits until it
 * answers `GET /health` through one of them.
 *
 * @example
 * const { url } = await startBalancer({ port: 8787, backendPorts: [8788, 8789, 8790], dir })
 */
export async function startBalancer(
  parameters: StartBalancerParameters,
): Promise<StartBalancerReturnType> {
  const url = `http://127.0.0.1:${parameters.port}`
  await assertPortsFree([
    { port: parameters.port, purpose: 'balancer', envVar: 'PORTICO_SERVER_PORT' },
  ])
  throwIfAborted(parameters.signal)
  const configPath = join(parameters.dir, 'haproxy.cfg')
  await writeFile(configPath, haproxyConfig(parameters))
  const child = await startChild({
    name: 'balancer',
    command: HAPROXY_PATH,
    // -db: stay in the foreground and log to stderr; -W: master-worker, so it stops cleanly.
    args: ['-db', '-W', '-f', configPath],
    onLine: parameters.onLine,
  }).catch((error: unknown) => {
    throw new ChildProcessError({
      child: 'balancer',
      reason: `cannot start ${HAPROXY_PATH}: ${(error as Error).message}`,
      output: [],
    })
  })
  try {
    await waitUntilReady({
      child,
      probe: () => answersHttp(`${url}/health`),
      what: `did not answer GET ${url}/health`,
      timeoutMs: 30_000,
      signal: parameters.signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, url }
}
