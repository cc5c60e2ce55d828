import { describe, expect, test, vi } from 'vitest'
import { ChainListUnavailableError, NoRpcUrlError } from '../errors.ts'
import { createChainState } from './chainState.ts'
import { chooseApprovalTarget, createChainTrust, gatewayRpcUrl } from './chainTrust.ts'

const GATEWAY = 'http://127.0.0.1:8787'
const gatewayUrl = (chainId: number) => gatewayRpcUrl(GATEWAY, 'demo', chainId)
const PAGE_RPC = 'http://127.0.0.1:9999/evil'

describe('chooseApprovalTarget', () => {
  test('default: a chain the server knows is read through its gateway, whatever the page gave', () => {
    expect(
      chooseApprovalTarget({
        chainId: 31337,
        serverChains: new Set(['eip155:31337']),
        gatewayUrl,
        pageUrl: PAGE_RPC,
      }),
    ).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo',
      trusted: true,
    })
  })

  test('behavior: a chain only the page knows uses its URL, marked untrusted', () => {
    expect(
      chooseApprovalTarget({
        chainId: 999,
        serverChains: new Set(['eip155:31337']),
        gatewayUrl,
        pageUrl: PAGE_RPC,
      }),
    ).toEqual({ chainId: 999, rpcUrl: PAGE_RPC, trusted: false })
  })

  test('behavior: another namespace with the same reference is not this EVM chain', () => {
    const target = chooseApprovalTarget({
      chainId: 1,
      serverChains: new Set(['solana:1', 'bip122:1']),
      gatewayUrl,
      pageUrl: PAGE_RPC,
    })
    expect(target.trusted).toBe(false)
  })

  test('bad input: a chain neither knows cannot be used', () => {
    expect(() =>
      chooseApprovalTarget({
        chainId: 999,
        serverChains: new Set(),
        gatewayUrl,
        pageUrl: undefined,
      }),
    ).toThrow(NoRpcUrlError)
  })
})

describe('createChainTrust', () => {
  test('behavior: a request’s own rpcUrl never replaces the gateway of a known chain', async () => {
    const chains = createChainState({ chainId: 31337, rpcUrl: PAGE_RPC })
    const trust = createChainTrust({
      chains,
      loadServerChains: async () => new Set(['eip155:31337']),
      gatewayUrl,
    })
    const target = await trust.approvalTarget({ chainId: '0x7a69', rpcUrl: 'http://evil.example/' })
    expect(target).toEqual({ chainId: 31337, rpcUrl: gatewayUrl(31337), trusted: true })
    // The page's URL is still its own for safe reads (spec §7).
    expect(chains.resolve().rpcUrl).toBe('http://evil.example/')
  })

  test('behavior: the server’s list is asked once, and again after a failure', async () => {
    const loadServerChains = vi
      .fn<() => Promise<ReadonlySet<string>>>()
      .mockRejectedValueOnce(new ChainListUnavailableError())
      .mockResolvedValue(new Set(['eip155:31337']))
    const trust = createChainTrust({
      chains: createChainState({ chainId: 31337, rpcUrl: undefined }),
      loadServerChains,
      gatewayUrl,
    })
    // No list: refused, never the page's URL instead.
    await expect(trust.approvalTarget()).rejects.toBeInstanceOf(ChainListUnavailableError)
    await expect(trust.approvalTarget()).resolves.toMatchObject({ trusted: true })
    await expect(trust.approvalTarget()).resolves.toMatchObject({ trusted: true })
    expect(loadServerChains).toHaveBeenCalledTimes(2)
  })
})
