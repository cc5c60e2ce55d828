import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { storageKeys } from './storageKeys.ts'

const wallet = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask', image_id: null }

describe('storageKeys', () => {
  it('every key starts with @portico/', () => {
    const names = Object.values(storageKeys).map((key) =>
      typeof key === 'function' ? key('eip155').name : key.name,
    )
    expect(names.every((name) => name.startsWith('@portico/'))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })

  it('connected connector id: one key per namespace', () => {
    expect(storageKeys.connectedConnectorId('eip155').name).toBe(
      '@portico/eip155:connected_connector_id',
    )
    expect(storageKeys.connectedConnectorId('solana').name).toBe(
      '@portico/solana:connected_connector_id',
    )
  })

  it.each([
    ['activeNamespace', 'solana', 'tron'],
    ['activeCaipNetworkId', 'eip155:31337', 'eip155'],
    ['recentWallets', [wallet, { ...wallet, id: 'b' }], [wallet, wallet, wallet]],
    ['connections', { eip155: [{ connectorId: 'mock', accounts: [], chainId: 1 }] }, { eip155: 1 }],
    ['socialProvider', 'github', 'myspace'],
    ['preferredAccountTypes', { eip155: 'smartAccount' }, { eip155: 'admin' }],
    ['deeplinkChoice', { href: 'metamask://', name: 'MetaMask' }, 'metamask://'],
    ['emailLoginUsed', true, 'yes'],
    ['email', 'ada@example.org', 'not an e-mail'],
    ['socialUsername', 'ada', 42],
    ['lastEmailLoginTime', 1_700_000_000_000, -1],
    ['lastUsedChainId', 31337, null],
    ['smartAccountEnabledNetworks', '1,137,8453', '1;137'],
  ] as const)('%s: accepts %j, refuses %j', (name, good, bad) => {
    const key = storageKeys[name]
    expect(v.is(key.schema, good)).toBe(true)
    expect(v.is(key.schema, bad)).toBe(false)
  })

  it('recent wallets: at most 2 (spec §9)', () => {
    expect(v.is(storageKeys.recentWallets.schema, [wallet])).toBe(true)
    expect(v.is(storageKeys.recentWallets.schema, [wallet, wallet, wallet])).toBe(false)
  })
})
