import type { ChainNamespace } from '../types/chain.ts'

/** Every chain namespace the kit accepts (spec §5). */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly ChainNamespace[]

/**
 * Narrows a string to a known chain namespace.
 *
 * @example
 * isChainNamespace('eip155') // true
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
}
