import type { ChainNamespace, Network } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { getAddressChecks } from '../connection/getAddressChecks.ts'

/** How the Send messages name a family ('Not a valid Solana address'). */
export const SEND_FAMILY_NAMES: Partial<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
}

/**
 * The receiver as typed, as an address of the family (spec §5) in the form its wallets take, or
 * undefined when it is not one, by the namespace's adapter's checks (none: never one). Spaces
 * around it are dropped (a pasted address often has some).
 */
export function parseReceiver(
  config: PorticoConfig,
  namespace: ChainNamespace,
  input: string,
  network?: Network,
): string | undefined {
  return getAddressChecks(config, namespace)?.parseAddress(input.trim(), network)
}
