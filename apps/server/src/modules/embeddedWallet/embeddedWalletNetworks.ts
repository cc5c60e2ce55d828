import type { EmbeddedWalletNetwork } from './config.ts'

/** Solana mainnet, testnet and devnet (CAIP-2: the genesis hash's first 32 characters). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

// The testnets among spec §9's EVM chain ids.
const EVM_TESTNETS = [
  5, 11155111, 420, 421613, 80001, 1313161555, 97, 43113, 280, 84531, 84532, 999,
]

/** Spec §9's embedded-wallet networks, in the spec's order (24 EVM chains, then Solana's 3). */
export const DEFAULT_EMBEDDED_WALLET_NETWORKS: readonly EmbeddedWalletNetwork[] = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
  43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
]
  .map((chainId) => ({
    caipNetworkId: `eip155:${chainId}`,
    testnet: EVM_TESTNETS.includes(chainId),
  }))
  .concat([
    { caipNetworkId: SOLANA_MAINNET, testnet: false },
    { caipNetworkId: SOLANA_TESTNET, testnet: true },
    { caipNetworkId: SOLANA_DEVNET, testnet: true },
  ])

/**
 * The networks the embedded wallet serves: spec §9's list, then the configured extra ones (an
 * extra network already in the list replaces nothing: the first entry for an id wins).
 *
 * @example
 * embeddedWalletNetworks([{ caipNetworkId: 'eip155:31337', testnet: true }]).length // 28
 */
export function embeddedWalletNetworks(
  extraNetworks: readonly EmbeddedWalletNetwork[],
): EmbeddedWalletNetwork[] {
  const seen = new Set<string>()
  const networks: EmbeddedWalletNetwork[] = []
  for (const network of [...DEFAULT_EMBEDDED_WALLET_NETWORKS, ...extraNetworks]) {
    if (seen.has(network.caipNetworkId)) continue
    seen.add(network.caipNetworkId)
    networks.push({ caipNetworkId: network.caipNetworkId, testnet: network.testnet })
  }
  return networks
}
