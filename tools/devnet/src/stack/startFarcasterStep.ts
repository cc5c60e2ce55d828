import { startFarcasterRelay } from '@portico/local-farcaster-relay'
import type { Address } from 'viem'
import { DEVNET_FARCASTER_ACCOUNTS, type FarcasterTestAccount } from '../farcaster.ts'
import { installFarcasterRegistry } from '../installFarcasterRegistry.ts'
import type { StackChain } from '../serverConfig.ts'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/** Sign In With Farcaster on the devnet: the relay, the ID registry and its test accounts. */
export interface StackFarcaster {
  /** The local relay (`http://…`): the server's `auth.farcaster.relayUrl`. */
  relayUrl: string
  /** The chain holding the ID registry stand-in (the first devnet chain, 31337). */
  chainId: number
  rpcUrl: string
  /** The stand-in's address: Farcaster's IdRegistry address on Optimism. */
  idRegistry: Address
  /** The registered test fids with their custody keys (DEVNET_FARCASTER_ACCOUNTS). */
  accounts: readonly FarcasterTestAccount[]
}

/**
 * Phase 'farcaster' (with the server): the local Farcaster relay, in this process, and the ID
 * registry stand-in on the first chain with the test fids (1001 'alice', 1002 'bob') registered.
 *
 * @example
 * const farcaster = await startFarcasterStep(run, { chains })
 */
export function startFarcasterStep(
  run: StackRun,
  { chains }: { chains: readonly StackChain[] },
): Promise<StackFarcaster> {
  const chain = chains[0]
  if (chain === undefined) throw new Error('The stack has no chain for the Farcaster ID registry')
  return run.runPhase('farcaster', async () => {
    const starting = startFarcasterRelay({
      host: STACK_HOST,
      port: run.options.ports.farcasterRelay,
      control: run.parameters.relayControl ?? false,
    })
    run.phaseStarted('farcaster')
    const relay = await starting
    run.services.farcasterRelay = relay
    const registry = await installFarcasterRegistry({ rpcUrl: chain.rpcUrl, signal: run.signal })
    run.log(
      `Farcaster relay stand-in is up (${relay.url}); ID registry stand-in on chain ${chain.chainId} at ${registry.idRegistry} with fids ${DEVNET_FARCASTER_ACCOUNTS.map((account) => `${account.fid} (${account.username})`).join(', ')}`,
    )
    return {
      relayUrl: relay.url,
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      idRegistry: registry.idRegistry,
      accounts: DEVNET_FARCASTER_ACCOUNTS,
    }
  })
}
