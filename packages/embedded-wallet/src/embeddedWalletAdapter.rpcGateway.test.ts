// @vitest-environment node
import { ChainRpcError, type Network, type TransferRequest } from '@portico/core'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type ChainDataServer,
  startChainDataServer,
} from '@portico/test-utils/startChainDataServer'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID, embeddedWallet } from './embeddedWalletAdapter.ts'

// The transfers' chain reads go through the RPC gateway core passes in `setup`: the real server
// in front of a real anvil. The network has no RPC URL of its own, so the gateway is the only
// way to the chain. No frame is loaded: a fee estimate reads the chain only.
let stack: ChainDataServer
beforeAll(async () => {
  stack = await startChainDataServer()
}, 90_000)
afterAll(() => stack?.close())

const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil behind the gateway',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}
const request: TransferRequest = {
  connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
  namespace: 'eip155',
  network,
  from: TEST_ADDRESS,
  to: OTHER_ADDRESS,
  token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
  amount: 1n,
}

it("transfer reads use setup's rpcGateway; without it there is no RPC to read", async () => {
  const adapter = embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:5180', projectId: 'p1' })
  adapter.setup({ networks: [network], emit: () => {} })()
  await expect(adapter.transfers?.estimateTransferFee(request)).rejects.toBeInstanceOf(
    ChainRpcError,
  )

  const stop = adapter.setup({
    networks: [network],
    emit: () => {},
    rpcGateway: { apiUrl: stack.server.url, projectId: stack.server.projectId },
  })
  try {
    const fee = await adapter.transfers?.estimateTransferFee(request)
    expect(fee?.value).toBeGreaterThan(0n)
    expect(fee?.symbol).toBe('ETH')
  } finally {
    stop()
  }
}, 30_000)
