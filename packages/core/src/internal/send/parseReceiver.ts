import type { ChainNamespace } from '../../types/chain.ts'
import { isEvmAddress } from '../../utils/isEvmAddress.ts'
import { isSolanaAddress } from '../../utils/isSolanaAddress.ts'

/** How the Send messages name a family ('Not a valid Solana address'). */
export const SEND_FAMILY_NAMES: Partial<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
}

/**
 * The receiver as typed, as an address of the family (spec §5), or undefined when it is not one.
 * Spaces around it are dropped (a pasted address often has some); an EVM address typed without
 * 0x gets it, since the spec accepts it and wallets need it.
 */
export function parseReceiver(namespace: ChainNamespace, input: string): string | undefined {
  const receiver = input.trim()
  if (namespace === 'eip155')
    return isEvmAddress(receiver)
      ? receiver.startsWith('0x')
        ? receiver
        : `0x${receiver}`
      : undefined
  if (namespace === 'solana') return isSolanaAddress(receiver) ? receiver : undefined
  return undefined
}
