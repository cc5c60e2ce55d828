import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from './actions/connect.ts'
import { mockAdapter } from './adapters/mock.ts'
import { findAuthAdapter } from './internal/connection/getAuthAdapter.ts'
import { startConfig } from './startConfig.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('createConfig: an embedded-wallet adapter', () => {
  it('parameters: an EVM adapter plus an auth adapter on eip155 → both serve, each its own connectors', async () => {
    const evm = mockAdapter({ accounts: [TEST_ADDRESS] })
    const embedded = authAdapter()
    const config = createTestConfig({ adapters: [evm, embedded], projectId: '' })
    stops.push(startConfig(config))

    expect(findAuthAdapter(config)).toBe(embedded)
    expect(config.stores.connectors.getState().connectors.map((each) => each.id)).toEqual([
      'mock',
      'embedded-wallet',
    ])
    // The installed wallet still connects through its own adapter.
    await connect(config, { connectorId: 'mock' })
    expect(evm.state.calls.connect).toBe(1)
    expect(config.stores.connection.getState().namespaces.eip155?.connectorId).toBe('mock')
  })

  it('behavior: two auth adapters → InvalidOptionError', () => {
    expect(() => createTestConfig({ adapters: [authAdapter(), authAdapter()] })).toThrow(
      expect.objectContaining({
        name: 'InvalidOptionError',
        message: 'Invalid option: adapters',
        details: 'One embedded-wallet adapter at most',
      }),
    )
  })

  it('default: defaultAccountTypes follow spec §6', () => {
    const config = createTestConfig({ adapters: [authAdapter()] })
    expect(config.options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('parameters: defaultAccountTypes overrides one namespace, the others keep their defaults', () => {
    const config = createTestConfig({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(config.options.defaultAccountTypes).toEqual({
      eip155: 'eoa',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })
})
