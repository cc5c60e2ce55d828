import type { Redis } from 'ioredis'

/** A Lua script bound to a client: `(keys…, args…)`, resolving to the script's reply. */
export type RedisScript = (...keysThenArgs: (string | number)[]) => Promise<unknown>

/**
 * Defines a Lua script on the client once (ioredis `defineCommand`: EVALSHA, and EVAL again
 * when Redis has lost its script cache, as after a restart) and returns it as a function. The
 * client's key prefix is applied to the first `numberOfKeys` arguments.
 *
 * @example
 * const extend = defineRedisScript(client, 'porticoExtend', 1, "return redis.call('PEXPIRE', KEYS[1], ARGV[1])")
 * await extend('lock:indexer', 10_000)
 */
export function defineRedisScript(
  client: Redis,
  name: string,
  numberOfKeys: number,
  lua: string,
): RedisScript {
  const commands = client as unknown as Record<string, RedisScript | undefined>
  if (commands[name] === undefined) client.defineCommand(name, { numberOfKeys, lua })
  const command = commands[name] as RedisScript
  return (...keysThenArgs) => command.apply(client, keysThenArgs)
}
