import { NetworkNotFoundError, NotConnectedError } from '@portico/core'
import { startTestAnvil, type TestAnvil } from '@portico/devnet'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPorticoProvider } from './createPorticoProvider.ts'

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
})

afterAll(async () => {
  await anvil?.stop()
})

// No wallet is connected here: whatever answers did not come from one.
function createProvider() {
  const portico = createTestConfig()
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
})
