import { join } from 'node:path'
import type { ManagedChild } from './childProcess.ts'
import { getFreePort } from './ports.ts'
import { startBalancer } from './startBalancer.ts'
import { startPostgres } from './startPostgres.ts'
import { startRedis } from './startRedis.ts'
import { startServer } from './startServer.ts'

export interface StartScaledServersParameters {
  /** Server processes behind the balancer (3 in `npm run demo -- --scale`). */
  processes: number
  /** Where the balancer listens: the one URL clients use. */
  port: number
  /** The server.config.json every process reads (PORTICO_CONFIG). */
  configPath: string
  /** Holds `postgres/` (the cluster), `redis/` (its append-only file) and `haproxy.cfg`. */
  stateDir: string
  /** `false`: fsync off in Postgres, for throwaway test clusters (default true). */
  durable?: boolean
  entry?: string
  signal?: AbortSignal
  onLine?: (line: string) => void
  /** Told each process as soon as it has spawned, so a caller can stop it on an abort. */
  onSpawned?: (child: ManagedChild) => void
}

export interface ScaledServers {
  /** The balancer's URL. */
  url: string
  databaseUrl: string
  redisUrl: string
  /** The server processes, in start order; their ports in `serverPorts`. */
  servers: ManagedChild[]
  serverPorts: number[]
  /** Postgres, Redis, the servers and the balancer, in start order. */
  children: ManagedChild[]
}

/**
 * The server as an operator runs it at scale, on one machine: Postgres and Redis from Debian's
 * packages, `processes` server processes sharing them (each migrates at start; the migrations
 * are idempotent), and HAProxy in front (health checks, round robin). Whatever was started is
 * stopped again when a later step fails.
 *
 * @example
 * const scaled = await startScaledServers({ processes: 3, port: 8787, configPath, stateDir })
 */
export async function startScaledServers(
  parameters: StartScaledServersParameters,
): Promise<ScaledServers> {
  const children: ManagedChild[] = []
  const log = (name: string) => (line: string) => parameters.onLine?.(`[${name}] ${line}`)
  const track = (child: ManagedChild) => {
    children.push(child)
    parameters.onSpawned?.(child)
    return child
  }
  try {
    const postgres = await startPostgres({
      dir: join(parameters.stateDir, 'postgres'),
      port: await getFreePort(),
      durable: parameters.durable,
      signal: parameters.signal,
    })
    track(postgres.child)
    const redis = await startRedis({
      dir: join(parameters.stateDir, 'redis'),
      port: await getFreePort(),
      signal: parameters.signal,
    })
    track(redis.child)
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url }
    const startOne = async (index: number) => {
      const port = await getFreePort()
      const server = await startServer({
        port,
        configPath: parameters.configPath,
        entry: parameters.entry,
        env,
        name: `server ${index}`,
        signal: parameters.signal,
        onSpawned: track,
        onLine: log(`server ${index}`),
      })
      return { child: server.child, port }
    }
    // The first applies the migrations and seeds; the others then start together.
    const first = await startOne(1)
    const others = await Promise.all(
      Array.from({ length: parameters.processes - 1 }, (_, index) => startOne(index + 2)),
    )
    const servers = [first, ...others].map((server) => server.child)
    const serverPorts = [first, ...others].map((server) => server.port)
    const balancer = await startBalancer({
      port: parameters.port,
      backendPorts: serverPorts,
      dir: parameters.stateDir,
      signal: parameters.signal,
      onLine: log('balancer'),
    })
    track(balancer.child)
    return {
      url: balancer.url,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      servers,
      serverPorts,
      children,
    }
  } catch (error) {
    for (const child of children.toReversed()) await child.stop()
    throw error
  }
}
