// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  installFromGlobalConfig,
  TEST_WALLET_CONFIG_GLOBAL,
  TEST_WALLET_PROVIDER_GLOBAL,
} from './installFromGlobalConfig.ts'
import { type InstallTestWalletReturnType, installTestWallet } from './installTestWallet.ts'

const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const chains = [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }]
const scope = window as unknown as Record<string, unknown>

const installed: InstallTestWalletReturnType[] = []
afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  delete scope[TEST_WALLET_CONFIG_GLOBAL]
  delete scope[TEST_WALLET_PROVIDER_GLOBAL]
  localStorage.clear()
})

function countAnnouncements(): { count: number } {
  const counter = { count: 0 }
  window.addEventListener('eip6963:announceProvider', () => counter.count++)
  return counter
}

describe('installTestWallet', () => {
  it('default: announces by EIP-6963 and leaves window.ethereum alone', () => {
    const counter = countAnnouncements()
    const wallet = installTestWallet({ privateKey, chains })
    installed.push(wallet)
    expect(counter.count).toBe(1)
    expect(scope.ethereum).toBeUndefined()
  })

  it('parameters: injectWindowEthereum sets window.ethereum and fires ethereum#initialized', () => {
    let initialized = 0
    window.addEventListener('ethereum#initialized', () => initialized++)
    const wallet = installTestWallet({
      privateKey,
      chains,
      injectWindowEthereum: true,
      announce: false,
    })
    installed.push(wallet)
    expect(scope.ethereum).toBe(wallet.provider)
    expect(initialized).toBe(1)
    wallet.uninstall()
    expect(scope.ethereum).toBeUndefined()
  })

  it('default: keeps its state in localStorage, so a reload keeps access', async () => {
    const first = installTestWallet({ privateKey, chains, announce: false })
    installed.push(first)
    await first.provider.request({ method: 'eth_requestAccounts' })
    const reloaded = installTestWallet({ privateKey, chains, announce: false })
    installed.push(reloaded)
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([
      first.provider.testControls.address,
    ])
  })
})

describe('installFromGlobalConfig', () => {
  it('default: installs from window.__PORTICO_TEST_WALLET__ and exposes the provider', async () => {
    scope[TEST_WALLET_CONFIG_GLOBAL] = {
      privateKey,
      chains,
      chainId: 31337,
      injectWindowEthereum: true,
    }
    const wallet = installFromGlobalConfig()
    if (!wallet) throw new Error('not installed')
    installed.push(wallet)
    expect(scope[TEST_WALLET_PROVIDER_GLOBAL]).toBe(wallet.provider)
    expect(scope.ethereum).toBe(wallet.provider)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('behavior: invalid settings install nothing and say why', () => {
    scope[TEST_WALLET_CONFIG_GLOBAL] = { privateKey: '0x1234', chains }
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(...args)
    try {
      expect(installFromGlobalConfig()).toBeUndefined()
    } finally {
      console.error = original
    }
    expect(String(errors[0])).toContain('window.__PORTICO_TEST_WALLET__ is invalid: ')
    expect(scope[TEST_WALLET_PROVIDER_GLOBAL]).toBeUndefined()
  })

  it('behavior: missing settings install nothing, with a warning', () => {
    const warnings: unknown[] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => warnings.push(...args)
    try {
      expect(installFromGlobalConfig()).toBeUndefined()
    } finally {
      console.warn = original
    }
    expect(String(warnings[0])).toContain('window.__PORTICO_TEST_WALLET__ is not set')
  })
})
