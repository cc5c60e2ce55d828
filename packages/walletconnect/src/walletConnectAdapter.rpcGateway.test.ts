import {
  type AdapterEvent,
  ChainRpcError,
  defineNetwork,
  type TransferRequest,
} from '@portico/core'
import { DEV_ACCOUNTS, getFreePort } from '@portico/devnet'
import {
  type ChainDataServer,
  startChainDataServer,
} from '@portico/test-utils/startChainDataServer'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { walletConnectAdapter } from './walletConnectAdapter.ts'

// The eip155 transfers' chain reads go through the RPC gateway core passes in `setup`: the real
// server in front of a real anvil, while the network's own RPC URL is a port nobody listens on.
// No session is needed: a fee estimate reads the chain only.
let stack: ChainDataServer
beforeAll(async () => {
  stack = await startChainDataServer()
}, 90_000)
afterAll(() => stack?.close())

it("transfer reads use setup's rpcGateway; without it they fail on the network's dead URL", async () => {
  const network = defineNetwork({
    id: 31337,
    name: 'Anvil behind the gateway',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${await getFreePort()}`] } },
  })
  const adapter = walletConnectAdapter({
    projectId: 'gateway-test',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
  })
  const emit = (_event: AdapterEvent) => {}
  const request: TransferRequest = {
    connectorId: adapter.getConnectors()[0]?.id ?? '',
    namespace: 'eip155',
    network,
    from: DEV_ACCOUNTS[0].address,
    to: DEV_ACCOUNTS[1].address,
    token: { symbol: 'ETH', name: 'Ether', decimals: 18 },
    amount: 1n,
  }
  adapter.setup({ networks: [network], emit })()
  await expect(adapter.transfers?.estimateTransferFee(request)).rejects.toBeInstanceOf(
    ChainRpcError,
  )

  const stop = adapter.setup({
    networks: [network],
    emit,
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
