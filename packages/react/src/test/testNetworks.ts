import { defineNetwork } from '@portico/core'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const localNetwork = defineNetwork({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

export const localNetwork2 = defineNetwork({
  id: 31338,
  name: 'Portico Local 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})
