import {
  connect,
  mockAdapter,
  NetworkNotFoundError,
  NotConnectedError,
  type PorticoConfig,
  startConfig,
} from '@portico/core'
import { startTestAnvil, type TestAnvil } from '@portico/devnet'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPorticoProvider } from './createPorticoProvider.ts'

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
})

afterAll(async () => {
  await anvil?.stop()
})

// No wallet is connected here: whatever answers did not come from one.
function createProvider(portico: PorticoConfig = createTestConfig()) {
  return createPorticoProvider(portico, {
    readChain: (_chainId, request) => http(anvil.rpcUrl)({}).request(request as never),
    fallbackChainId: 31337,
  })
}

describe('createPorticoProvider', () => {
  it('behavior: reads go to the dApp RPC, accounts and chain come from the kit', async () => {
    const provider = createProvider()
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x[0-9a-f]+$/)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  it('bad input: signing without a wallet is NotConnectedError, never an RPC call', async () => {
    const provider = createProvider()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0'] }),
    ).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('bad input: wallet_switchEthereumChain needs a 0x chain id the kit lists', async () => {
    const provider = createProvider()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] }),
    ).rejects.toMatchObject({ code: -32602 })
    const error = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect((error as NetworkNotFoundError).details).toContain('createConfig({ networks })')
  })

  it("behavior: a dApp's switch to a chain the kit does not list shows the 'Network Not Found' alert", async () => {
    const portico = createTestConfig()
    const provider = createPorticoProvider(portico, {
      readChain: (_chainId, request) => http(anvil.rpcUrl)({}).request(request as never),
      fallbackChainId: 31337,
    })
    await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch(() => undefined)
    expect(portico.stores.alerts.getState().alert).toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      message: 'Network Not Found',
    })
  })

  describe('EIP-5792 (issue #33)', () => {
    const batch = {
      version: '2.0.0',
      chainId: '0xaa36a7',
      from: TEST_ADDRESS,
      atomicRequired: true,
      calls: [
        { to: TEST_ADDRESS, value: '0x1' },
        { to: TEST_ADDRESS, data: '0x' },
      ],
    }

    it('behavior: the embedded wallet → wallet_sendCalls waits for its Approve with the params unchanged', async () => {
      const wallet = authAdapter({ signedInAs: 'ada@example.com' })
      const portico = createTestConfig({ adapters: [wallet], projectId: '' })
      const stop = startConfig(portico)
      try {
        await connect(portico, { connectorId: 'embedded-wallet' })
        const provider = createProvider(portico)

        const sent = provider.request({ method: 'wallet_sendCalls', params: [batch] })
        await vi.waitFor(() => expect(wallet.pendingApprovals()).toHaveLength(1))
        expect(wallet.pendingApprovals()).toEqual([{ method: 'wallet_sendCalls', params: [batch] }])
        wallet.approve({ id: '0x01' })

        await expect(sent).resolves.toEqual({ id: '0x01' })
      } finally {
        stop()
      }
    })

    it('behavior: another wallet → wallet_sendCalls, wallet_getCallsStatus and wallet_getCapabilities pass through unchanged', async () => {
      const asked: { method: string; params: unknown }[] = []
      const wallet = mockAdapter({
        accounts: [TEST_ADDRESS],
        chainId: 11155111,
        answerRequest: ({ method, params }) => {
          asked.push({ method, params })
          return { answered: method }
        },
      })
      const portico = createTestConfig({ adapters: [wallet], projectId: '' })
      const stop = startConfig(portico)
      try {
        await connect(portico, { connectorId: 'mock' })
        const provider = createProvider(portico)
        const requests = [
          { method: 'wallet_sendCalls', params: [batch] },
          { method: 'wallet_getCallsStatus', params: ['0x01'] },
          { method: 'wallet_getCapabilities', params: [TEST_ADDRESS, ['0xaa36a7']] },
        ]
        for (const request of requests)
          await expect(provider.request(request)).resolves.toEqual({ answered: request.method })
        expect(asked).toEqual(requests)
      } finally {
        stop()
      }
    })
  })
})
