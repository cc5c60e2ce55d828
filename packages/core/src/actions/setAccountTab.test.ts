import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { setAccountTab } from './setAccountTab.ts'

describe('setAccountTab', () => {
  it('default: the active namespace keeps the tab, other fields untouched', () => {
    const config = createTestConfig()
    setAccountTab(config, { tab: 'activity' })
    expect(config.stores.account.getState().namespaces.eip155).toEqual({ currentTab: 'activity' })
  })

  it('parameters: namespace', () => {
    const config = createTestConfig()
    setAccountTab(config, { tab: 'nfts', namespace: 'solana' })
    expect(config.stores.account.getState().namespaces.solana?.currentTab).toBe('nfts')
    expect(config.stores.account.getState().namespaces.eip155?.currentTab).toBeUndefined()
  })
})
