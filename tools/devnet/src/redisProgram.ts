// Debian's redis-server, with Node built-ins only: the test run's global setup imports this (a
// subpath export) before the workspace's source condition applies, so it must not reach
// @portico/core.

/** Debian's redis-server (scripts/lib/ensure.mjs's ensureServices installs it). */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server'

/** What redis-server prints once it accepts connections. */
export const REDIS_READY_LINE = /Ready to accept connections/

/**
 * redis-server's arguments: on 127.0.0.1 in the foreground, no snapshots but an append-only file
 * synced on every write in `dir`, so the limits and lock-outs kept there survive a restart.
 *
 * @example
 * spawn(REDIS_SERVER_PATH, redisServerArgs({ dir, port: 6380 }), { cwd: dir })
 */
export function redisServerArgs(parameters: { dir: string; port: number }): string[] {
  return [
    '--bind',
    '127.0.0.1',
    '--port',
    String(parameters.port),
    '--daemonize',
    'no',
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'always',
    '--dir',
    parameters.dir,
  ]
}
