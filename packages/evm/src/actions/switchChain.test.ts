import {
  ChainNotSupportedError,
  type Network,
  ProviderRequestError,
  UnsupportedNamespaceError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createFaultProvider, providerError } from '../test/faultProvider.ts'
import { switchChain } from './switchChain.ts'

const network: Network = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Portico Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  blockExplorers: { default: { name: 'Local', url: 'https://explorer.example' } },
}

const SWITCH = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }
const ADD = {
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x7a6a',
      chainName: 'Portico Local 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546'],
      blockExplorerUrls: ['https://explorer.example'],
    },
  ],
}

const fail = (code: number) => () => {
  throw providerError(code)
}

/**
 * FAULT DOUBLE: a wallet whose first switch fails with `switchCode` and which then behaves as
 * scripted. The real add-then-switch path runs against the test wallet in evmAdapter.test.ts;
 * these cover the codes no single real wallet produces.
 */
function walletFailingFirstSwitch(
  switchCode: number,
  add: unknown = null,
  secondSwitch: unknown = null,
) {
  let switches = 0
  return createFaultProvider({
    wallet_switchEthereumChain: () => {
      switches += 1
      if (switches === 1) throw providerError(switchCode)
      return typeof secondSwitch === 'function' ? secondSwitch() : secondSwitch
    },
    wallet_addEthereumChain: add,
  })
}

describe('switchChain', () => {
  it('known chain → one switch request with the hex id', async () => {
    const provider = createFaultProvider({ wallet_switchEthereumChain: null })
    await switchChain(provider, network)
    expect(provider.calls).toEqual([SWITCH])
  })

  it.each([4902, 5000, 32603, -32603])(
    'switch fails with add-chain code %i → add with the network details, then switch again',
    async (code) => {
      const provider = walletFailingFirstSwitch(code)
      await switchChain(provider, network)
      expect(provider.calls).toEqual([SWITCH, ADD, SWITCH])
    },
  )

  it('add-chain code wrapped in data.originalError → add', async () => {
    let switches = 0
    const provider = createFaultProvider({
      wallet_switchEthereumChain: () => {
        switches += 1
        if (switches === 1) throw { code: -1, data: { originalError: { code: 4902 } } }
        return null
      },
      wallet_addEthereumChain: null,
    })
    await switchChain(provider, network)
    expect(provider.calls.map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('network without explorer → blockExplorerUrls left out; with image → iconUrls', async () => {
    const provider = walletFailingFirstSwitch(4902)
    const { blockExplorers: _, ...bare } = network
    await switchChain(provider, { ...bare, assets: { imageUrl: 'https://img.example/c.png' } })
    const [parameters] = (provider.calls[1]?.params ?? []) as Record<string, unknown>[]
    expect(parameters).not.toHaveProperty('blockExplorerUrls')
    expect(parameters).toHaveProperty('iconUrls', ['https://img.example/c.png'])
  })

  it('add fails → ChainNotSupportedError with the wallet error as cause', async () => {
    const provider = walletFailingFirstSwitch(4902, fail(-32602))
    const error = await switchChain(provider, network).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error).toMatchObject({ message: 'Chain is not supported', code: -32602 })
    expect((error as Error).cause).toEqual(providerError(-32602))
    expect(provider.calls).toEqual([SWITCH, ADD])
  })

  it('switch after a successful add fails → ChainNotSupportedError', async () => {
    const provider = walletFailingFirstSwitch(4902, null, fail(4902))
    await expect(switchChain(provider, network)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('visitor rejects the switch (4001) → UserRejectedRequestError, no add', async () => {
    const provider = createFaultProvider({ wallet_switchEthereumChain: fail(4001) })
    await expect(switchChain(provider, network)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(provider.calls).toEqual([SWITCH])
  })

  it('visitor rejects the add (4001) → UserRejectedRequestError', async () => {
    const provider = walletFailingFirstSwitch(4902, fail(4001))
    await expect(switchChain(provider, network)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('other switch error (4100) → ProviderRequestError with that code, no add', async () => {
    const provider = createFaultProvider({ wallet_switchEthereumChain: fail(4100) })
    await expect(switchChain(provider, network)).rejects.toSatisfy(
      (error) => error instanceof ProviderRequestError && error.code === 4100,
    )
    expect(provider.calls).toEqual([SWITCH])
  })

  it('non-EVM network → UnsupportedNamespaceError without asking the wallet', async () => {
    const provider = createFaultProvider({ wallet_switchEthereumChain: null })
    const solana: Network = {
      ...network,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
    }
    await expect(switchChain(provider, solana)).rejects.toBeInstanceOf(UnsupportedNamespaceError)
    expect(provider.calls).toEqual([])
  })
})
