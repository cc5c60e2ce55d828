import { defineNetwork, type Network } from '@portico/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The local anvil chain as a dApp would list it (not a testnet, so balances are read). */
export const localNetwork: Network = defineNetwork({
  id: 31337,
  name: 'Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local explorer', url: 'https://explorer.local/' } },
})

/** A second local chain, for switching. */
export const secondNetwork: Network = defineNetwork({
  id: 31338,
  name: 'Local 2',
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

export const solanaNetwork: Network = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
