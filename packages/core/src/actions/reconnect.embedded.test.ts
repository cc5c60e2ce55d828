import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { type AuthAdapterParameters, authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { handleAdapterEvent } from '../internal/connection/handleAdapterEvent.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import { reconnect } from './reconnect.ts'

const EMAIL = 'ada@example.com'

/** A page load after an e-mail sign-in: the stored connector and the cached login. */
function reloaded(storedConnectorId: string, parameters: AuthAdapterParameters = {}) {
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], features: { reconnectRevoked: true } })
  const adapter = authAdapter(parameters)
  const config = createTestConfig({ adapters: [evm, adapter] })
  for (const each of [evm, adapter] as ChainAdapter[])
    each.setup({
      networks: config.options.networks,
      emit: (event) => handleAdapterEvent(config, event, each),
    })
  const { storage } = config
  storage.set(storageKeys.connectedConnectorId('eip155'), storedConnectorId)
  storage.set(storageKeys.emailLoginUsed, true)
  storage.set(storageKeys.email, EMAIL)
  storage.set(storageKeys.lastEmailLoginTime, 1_700_000_000_000)
  return { adapter, config }
}

describe('reconnect: the embedded wallet', () => {
  it('default: still signed in → connected with its e-mail, the cached login kept', async () => {
    const { config } = reloaded('embedded-wallet', { signedInAs: EMAIL })

    await reconnect(config)

    expect(config.stores.connection.getState().namespaces.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'embedded-wallet',
      connection: { auth: { email: EMAIL } },
    })
    expect(config.storage.get(storageKeys.email)).toBe(EMAIL)
  })

  it('behavior: signed out → disconnected, the cached e-mail and login time removed', async () => {
    const { adapter, config } = reloaded('embedded-wallet')

    await reconnect(config)

    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(config.storage.get(storageKeys.email)).toBeUndefined()
    expect(config.storage.get(storageKeys.lastEmailLoginTime)).toBeUndefined()
    expect(adapter.state.signedIn).toBe(false)
  })

  it('behavior: another wallet no longer grants access → the cached e-mail stays', async () => {
    const { config } = reloaded('mock')

    await reconnect(config)

    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
    expect(config.storage.get(storageKeys.email)).toBe(EMAIL)
  })
})
