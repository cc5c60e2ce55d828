import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BITCOIN_TEST_WALLET_CONFIG_GLOBAL,
  BITCOIN_TEST_WALLET_CONTROLS_GLOBAL,
  installFromGlobalConfig,
} from './installFromGlobalConfig.ts'
import { DEV_ORDINAL_KEY, DEV_PAYMENT_KEY } from './test/devKeys.ts'

const scope = window as unknown as Record<string, unknown>

afterEach(() => {
  delete scope[BITCOIN_TEST_WALLET_CONFIG_GLOBAL]
  delete scope[BITCOIN_TEST_WALLET_CONTROLS_GLOBAL]
  vi.restoreAllMocks()
})

describe('installFromGlobalConfig', () => {
  it('default: registers the wallet and leaves its controls on window', () => {
    scope[BITCOIN_TEST_WALLET_CONFIG_GLOBAL] = {
      payment: DEV_PAYMENT_KEY,
      ordinal: DEV_ORDINAL_KEY,
      network: 'regtest',
      autoApprove: false,
    }
    const installed = installFromGlobalConfig()
    expect(installed?.wallet.name).toBe('Portico Bitcoin Test Wallet')
    expect(scope[BITCOIN_TEST_WALLET_CONTROLS_GLOBAL]).toBe(installed?.controls)
  })

  it('behavior: settings missing → nothing installed, a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(installFromGlobalConfig()).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })

  it.each([
    ['a short key', { privateKeyHex: 'ab', path: "m/84'/1'/0'/0/0" }, 'regtest'],
    ['a bad path', { ...DEV_PAYMENT_KEY, path: 'not a path' }, 'regtest'],
    ['an unknown network', DEV_PAYMENT_KEY, 'signet'],
  ])('behavior: %s → nothing installed, an error', (_, payment, network) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    scope[BITCOIN_TEST_WALLET_CONFIG_GLOBAL] = { payment, ordinal: DEV_ORDINAL_KEY, network }
    expect(installFromGlobalConfig()).toBeUndefined()
    expect(error).toHaveBeenCalledOnce()
    expect(scope[BITCOIN_TEST_WALLET_CONTROLS_GLOBAL]).toBeUndefined()
  })
})
