import { throwIfAborted } from './abort.ts'
import { DEV_ACCOUNTS, DEV_MNEMONIC } from './accounts.ts'
import { type ManagedChild, startChild } from './childProcess.ts'
import { assertPortsFree } from './ports.ts'
import { answersChainId } from './probes.ts'
import { resolveAnvilBinary } from './resolveAnvilBinary.ts'
import { waitUntilReady } from './waitUntilReady.ts'

export interface StartAnvilParameters {
  chainId: number
  port: number
  host?: string
  /** Named in the error when the port is taken (default PORTICO_ANVIL_PORT). */
  envVar?: string
  /** Aborting stops the process and rejects with StackStartAbortedError, at any point. */
  signal?: AbortSignal
  onLine?: (line: string) => void
  /** Told the process as soon as it has spawned, before the wait for it to be ready. */
  onSpawned?: (child: ManagedChild) => void
  /** How long to wait for eth_chainId (default 20 s). */
  timeoutMs?: number
}

export interface StartAnvilReturnType {
  child: ManagedChild
  rpcUrl: string
}

/**
 * Starts one anvil chain with the dev accounts (10,000 ETH each) and waits until it answers
 * eth_chainId with the right id.
 *
 * @example
 * const { rpcUrl, child } = await startAnvil({ chainId: 31337, port: await getFreePort() })
 * await child.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const rpcUrl = `http://${host}:${parameters.port}`
  // Checked just before the start, so that another chain on the port cannot pass for ours.
  await assertPortsFree([
    {
      port: parameters.port,
      purpose: `anvil, chain ${parameters.chainId}`,
      envVar: parameters.envVar ?? 'PORTICO_ANVIL_PORT',
    },
  ])
  throwIfAborted(parameters.signal)
  const child = await startChild({
    name: `anvil (chain ${parameters.chainId}, port ${parameters.port})`,
    command: resolveAnvilBinary(),
    args: [
      '--host',
      host,
      '--port',
      String(parameters.port),
      '--chain-id',
      String(parameters.chainId),
      '--accounts',
      String(DEV_ACCOUNTS.length),
      '--balance',
      '10000',
      '--mnemonic',
      DEV_MNEMONIC,
    ],
    onLine: parameters.onLine,
  })
  try {
    parameters.onSpawned?.(child)
    await waitUntilReady({
      child,
      probe: () => answersChainId(rpcUrl, parameters.chainId),
      what: `did not answer eth_chainId at ${rpcUrl}`,
      timeoutMs: parameters.timeoutMs ?? 20_000,
      signal: parameters.signal,
    })
  } catch (error) {
    await child.stop()
    throw error
  }
  return { child, rpcUrl }
}
