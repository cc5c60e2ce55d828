import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connectEmail } from './connectEmail.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'

const EMAIL = 'ada@example.com'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** Signed in by e-mail on the first network (Sepolia), an EOA. */
async function signedIn(smartAccountEnabledNetworks: readonly number[]) {
  const adapter = authAdapter({ smartAccountEnabledNetworks })
  const config = createTestConfig({ adapters: [adapter], projectId: '' })
  stops.push(startConfig(config))
  await connectEmail(config, { email: EMAIL })
  await submitEmailOtp(config, { otp: adapter.lastCode(EMAIL) ?? '' })
  return { adapter, config }
}

describe('setPreferredAccountType', () => {
  it("parameters: 'eoa' → the wallet is told and the choice stored in preferred_account_types", async () => {
    const { adapter, config } = await signedIn([])

    await setPreferredAccountType(config, { type: 'eoa' })

    expect(adapter.calls.setPreferredAccount).toBe(1)
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(config.stores.account.getState().namespaces.eip155?.preferredAccountType).toBe('eoa')
  })

  it("behavior: 'smartAccount' where the network does not enable it → 'Smart accounts are not available on this network'", async () => {
    const { adapter, config } = await signedIn([secondTestnetNetwork.id as number])

    await expect(setPreferredAccountType(config, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotAvailableError',
      message: 'Smart accounts are not available on this network',
    })
    expect(adapter.calls.setPreferredAccount).toBe(0)
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toBeUndefined()
  })

  it("behavior: 'smartAccount' where the network enables it → stored", async () => {
    const { adapter, config } = await signedIn([testnetNetwork.id as number])

    await setPreferredAccountType(config, { type: 'smartAccount' })

    expect(adapter.state.accountType).toBe('smartAccount')
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toEqual({
      eip155: 'smartAccount',
    })
    expect(config.storage.get(storageKeys.smartAccountEnabledNetworks)).toBe('11155111')
  })
})
