import type { ChainNamespace } from '@portico/core'

const NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * What visitors call a chain namespace (spec §1 chain families).
 *
 * @example
 * namespaceName('bip122') // 'Bitcoin'
 */
export function namespaceName(namespace: ChainNamespace): string {
  return NAMES[namespace]
}
