import { startChild } from './childProcess.ts'
import { deployUniswap } from './deployUniswap.ts'
import { ChildProcessError } from './errors.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'

export interface StartTestAnvilParameters {
  /** The chain id anvil reports (default 31337). */
  chainId?: number
  /** More anvil arguments, e.g. `['--block-time', '1']`. Set the chain id with `chainId`. */
  args?: readonly string[]
  /**
   * Deploy Uniswap V2 (WETH, factory, router) from account 9 at the devnet's addresses, as every
   * devnet chain has it (default true; three transactions, about a tenth of a second). The pools
   * need the tokens: `deployTokens` then `addDevnetLiquidity`.
   */
  uniswap?: boolean
}

/** A real anvil chain started for a test. */
export interface TestAnvil {
  chainId: number
  rpcUrl: string
  port: number
  /** SIGTERM, SIGKILL after 3 s; resolves once anvil is gone. Idempotent. */
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 15_000
const LISTENING_LINE = /Listening on 127\.0\.0\.1:(\d+)/

/**
 * Starts a real anvil chain for a test on a port the OS picks (`--port 0`, read back from anvil's
 * "Listening on" line), so concurrent test runs never collide. Anvil funds its default accounts
 * (`DEV_ACCOUNTS`, 10,000 ETH each), and Uniswap V2 is deployed at `DEVNET_UNISWAP`'s addresses
 * unless `uniswap: false` (account 9 pays for it; accounts 0–8 are untouched). Should the test process exit, or be ended by SIGTERM, SIGINT
 * or SIGHUP, without calling `stop()`, anvil is killed with it.
 *
 * @example
 * const anvil = await startTestAnvil({ chainId: 31338 })
 * afterAll(() => anvil.stop())
 * createPublicClient({ transport: http(anvil.rpcUrl) })
 */
export async function startTestAnvil(
  parameters: StartTestAnvilParameters = {},
): Promise<TestAnvil> {
  const chainId = parameters.chainId ?? 31337
  let listened: (port: number) => void = () => {}
  const listening = new Promise<number>((resolve) => {
    listened = resolve
  })
  const child = await startChild({
    name: `anvil (chain ${chainId})`,
    command: resolveAnvilBinary(),
    args: [
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--chain-id',
      String(chainId),
      ...(parameters.args ?? []),
    ],
    onLine: (line) => {
      const match = LISTENING_LINE.exec(line)
      if (match) listened(Number(match[1]))
    },
  })

  // startChild kills it with this process, should the test end without stop() (groupGuard.ts).
  const stop = (): Promise<void> => child.stop()
  let timer: NodeJS.Timeout | undefined
  try {
    const port = await Promise.race([
      listening,
      child.exited.then((exit) => {
        const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`
        throw new ChildProcessError({
          child: child.name,
          reason: `${how} before it listened`,
          output: exit.output,
        })
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(
            new ChildProcessError({
              child: child.name,
              reason: `did not print "Listening on" within ${START_TIMEOUT_MS / 1000} s`,
              output: child.output(),
            }),
          )
        }, START_TIMEOUT_MS)
      }),
    ])
    clearTimeout(timer)
    const rpcUrl = `http://127.0.0.1:${port}`
    if (parameters.uniswap ?? true) await deployUniswap({ chainId, rpcUrl })
    return { chainId, port, rpcUrl, stop }
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}
