import { defineNetwork, type Network } from '@portico/core'

// The one set of networks every workspace's tests use. The local chains sit where
// @portico/devnet starts anvil by default; the rest point at ports nothing serves.

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana mainnet (CAIP-2 reference: the genesis hash prefix). */
export const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Solana devnet (CAIP-2 reference). */
export const SOLANA_DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** Bitcoin mainnet (CAIP-2 reference: the genesis block hash prefix). */
export const BITCOIN_MAINNET = '000000000019d6689c085ae165831e93'

/** The local anvil chain as the demo lists it (not a testnet, so balances are read). */
export const localNetwork: Network = defineNetwork({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

/** The second local chain, for switching. */
export const localNetwork2: Network = defineNetwork({
  id: 31338,
  name: 'Portico Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

/** A testnet: no balance request is ever made for it (spec §9). */
export const testnetNetwork: Network = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'SEP', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
})

/** Another testnet, so connection tests can switch without balance requests. */
export const secondTestnetNetwork: Network = defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8548'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
})

/** Solana mainnet. */
export const solanaNetwork: Network = defineNetwork({
  id: SOLANA_MAINNET,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

/** Solana devnet, a testnet: a second Solana chain to switch to. */
export const solanaDevnetNetwork: Network = defineNetwork({
  id: SOLANA_DEVNET,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
})
