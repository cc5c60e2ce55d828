import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter, TEST_SMART_ACCOUNT_ADDRESS } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoOptions } from '../types/options.ts'
import { connectEmail } from './connectEmail.ts'
import { getAccountType } from './getAccountType.ts'
import { loadAccountType } from './loadAccountType.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'
import { switchNetwork } from './switchNetwork.ts'

// The embedded wallet is core's double (@portico/test-utils/authAdapter), which keeps the frame's
// rule of the contract: the preferred type is kept per dApp, and the account in use is the smart
// account iff preferred and enabled on the current chain; else the EOA.

const EMAIL = 'ada@example.com'
const SEPOLIA = testnetNetwork.id as number

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** Signed in by e-mail on the first network (Sepolia). */
async function signedIn(
  smartAccountEnabledNetworks: readonly number[],
  options: Partial<PorticoOptions> = {},
  stored?: 'eoa' | 'smartAccount',
) {
  const adapter = authAdapter({ smartAccountEnabledNetworks })
  const config = createTestConfig({ adapters: [adapter], projectId: '', ...options })
  if (stored) config.storage.set(storageKeys.preferredAccountTypes, { eip155: stored })
  stops.push(startConfig(config))
  await connectEmail(config, { email: EMAIL })
  await submitEmailOtp(config, { otp: adapter.lastCode(EMAIL) ?? '' })
  return { adapter, config }
}

const accountOf = (config: ReturnType<typeof createTestConfig>) =>
  config.stores.account.getState().namespaces.eip155

describe('sign-in: the account type asked for (spec §6)', () => {
  it("default: defaultAccountTypes.eip155 'smartAccount' → asked; the smart account where enabled, with the user's accounts", async () => {
    const { adapter, config } = await signedIn([SEPOLIA])

    expect(adapter.signInAccountTypes).toEqual(['smartAccount'])
    expect(accountOf(config)?.address).toBe(TEST_SMART_ACCOUNT_ADDRESS)
    // One account in use for the connection (wagmi, eth_accounts).
    const connection = config.stores.connection.getState().namespaces.eip155?.connection
    expect(connection?.accounts).toEqual([
      { address: TEST_SMART_ACCOUNT_ADDRESS, namespace: 'eip155', type: 'smartAccount' },
    ])
    expect(getAccountType(config)).toEqual({
      type: 'smartAccount',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: TEST_SMART_ACCOUNT_ADDRESS, type: 'smartAccount' },
        { address: TEST_ADDRESS, type: 'eoa' },
      ],
      switchable: true,
    })
  })

  it("behavior: 'smartAccount' preferred on a network without smart accounts → the EOA, the preference kept", async () => {
    const { config } = await signedIn([secondTestnetNetwork.id as number])

    expect(accountOf(config)?.address).toBe(TEST_ADDRESS)
    expect(getAccountType(config)).toEqual({
      type: 'eoa',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: undefined,
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      switchable: true,
    })
  })

  it("parameters: defaultAccountTypes { eip155: 'eoa' } → 'eoa' asked, the EOA in use", async () => {
    const { adapter, config } = await signedIn([SEPOLIA], {
      defaultAccountTypes: { eip155: 'eoa' },
    })

    expect(adapter.signInAccountTypes).toEqual(['eoa'])
    expect(getAccountType(config).type).toBe('eoa')
  })

  it('behavior: the stored choice wins over defaultAccountTypes', async () => {
    const { adapter } = await signedIn([SEPOLIA], {}, 'eoa')
    expect(adapter.signInAccountTypes).toEqual(['eoa'])
  })

  it("parameters: a default the wallet has no such type for ('payment') → none asked", async () => {
    const { adapter } = await signedIn([SEPOLIA], { defaultAccountTypes: { eip155: 'payment' } })
    expect(adapter.signInAccountTypes).toEqual([undefined])
  })
})

describe('setPreferredAccountType', () => {
  it("parameters: 'eoa' from the smart account → the EOA in use, the wallet told, the choice stored", async () => {
    const { adapter, config } = await signedIn([SEPOLIA])

    await setPreferredAccountType(config, { type: 'eoa' })

    expect(adapter.calls.setPreferredAccount).toBe(1)
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(accountOf(config)?.address).toBe(TEST_ADDRESS)
    expect(getAccountType(config).preferredAccountType).toBe('eoa')
    expect(
      config.stores.connection.getState().namespaces.eip155?.connection?.accounts[0]?.address,
    ).toBe(TEST_ADDRESS)
    expect(getAccountType(config).type).toBe('eoa')
  })

  it("behavior: 'smartAccount' from the EOA where the network enables it → the smart account in use, stored", async () => {
    const { adapter, config } = await signedIn([SEPOLIA], {}, 'eoa')

    await setPreferredAccountType(config, { type: 'smartAccount' })

    expect(adapter.state.accountType).toBe('smartAccount')
    expect(accountOf(config)?.address).toBe(TEST_SMART_ACCOUNT_ADDRESS)
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toEqual({
      eip155: 'smartAccount',
    })
    expect(config.storage.get(storageKeys.smartAccountEnabledNetworks)).toBe('11155111')
  })

  it("behavior: 'smartAccount' where the network does not enable it → 'Smart accounts are not available on this network'", async () => {
    const { adapter, config } = await signedIn([secondTestnetNetwork.id as number], {}, 'eoa')

    await expect(setPreferredAccountType(config, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotAvailableError',
      message: 'Smart accounts are not available on this network',
    })
    expect(adapter.calls.setPreferredAccount).toBe(0)
    expect(config.storage.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(accountOf(config)?.address).toBe(TEST_ADDRESS)
  })

  it("behavior: 'smartAccount' while the smart account is already in use (not from eoa) → refused", async () => {
    const { adapter, config } = await signedIn([SEPOLIA])

    await expect(setPreferredAccountType(config, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'SmartAccountNotAvailableError',
    })
    expect(adapter.calls.setPreferredAccount).toBe(0)
  })

  it('behavior: a network switch → the account follows the wallet (EOA without smart accounts, the smart account back)', async () => {
    const { config } = await signedIn([SEPOLIA])
    expect(accountOf(config)?.address).toBe(TEST_SMART_ACCOUNT_ADDRESS)

    await switchNetwork(config, secondTestnetNetwork)
    expect(accountOf(config)?.address).toBe(TEST_ADDRESS)
    expect(getAccountType(config).type).toBe('eoa')
    // This network's accounts once asked again (the Account views ask as they show it).
    await loadAccountType(config)
    expect(getAccountType(config).accounts).toEqual([{ address: TEST_ADDRESS, type: 'eoa' }])

    await switchNetwork(config, testnetNetwork)
    expect(accountOf(config)?.address).toBe(TEST_SMART_ACCOUNT_ADDRESS)
    expect(getAccountType(config).type).toBe('smartAccount')
  })
})

describe('loadAccountType', () => {
  it('behavior: the smart account deployed since → smartAccountDeployed true, balance and name kept', async () => {
    const { adapter, config } = await signedIn([SEPOLIA])
    config.stores.account.setState((state) => ({
      namespaces: { ...state.namespaces, eip155: { ...state.namespaces.eip155, balance: '1.5' } },
    }))
    adapter.deploySmartAccount()
    expect(getAccountType(config).smartAccountDeployed).toBe(false)

    await loadAccountType(config)

    expect(getAccountType(config).smartAccountDeployed).toBe(true)
    expect(accountOf(config)).toMatchObject({ address: TEST_SMART_ACCOUNT_ADDRESS, balance: '1.5' })
    // The e-mail the user signed in with stays with the connection.
    expect(config.stores.connection.getState().namespaces.eip155?.connection?.auth?.email).toBe(
      EMAIL,
    )
  })

  it('behavior: no wallet connected → nothing asked', async () => {
    const adapter = authAdapter({ smartAccountEnabledNetworks: [SEPOLIA] })
    const config = createTestConfig({ adapters: [adapter], projectId: '' })
    stops.push(startConfig(config))
    let asked = 0
    const reconnect = adapter.reconnect.bind(adapter)
    adapter.reconnect = (parameters) => {
      asked++
      return reconnect(parameters)
    }
    await loadAccountType(config)
    expect(asked).toBe(0)
  })
})
