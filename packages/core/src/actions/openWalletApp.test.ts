import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import { startConfig } from '../startConfig.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { openWalletApp, walletAppHref } from './openWalletApp.ts'

const wallet = {
  id: 'w1',
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: 'https://web.rainbow.example/app',
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

function setUp() {
  const adapter = mockPairingAdapter({
    sessions: { eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id } },
    now: Date.now,
  })
  const config = createTestConfig({ adapters: [adapter] })
  stops.push(startConfig(config))
  return { config, adapter }
}

describe('openWalletApp', () => {
  it('opens nothing before there is a URI', () => {
    const { config } = setUp()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    expect(openWalletApp(config, { wallet, kind: 'mobile' })).toBeUndefined()
    expect(open).not.toHaveBeenCalled()
  })

  it('opens the app with the URI in the page and remembers the choice (spec §3)', () => {
    const { config, adapter } = setUp()
    void connectWalletConnect(config).catch(() => undefined)
    const uri = config.stores.pairing.getState().uri ?? ''
    // The OS would hand the link to the app; a test browser has none (a fault we cannot cause).
    const open = vi.spyOn(window, 'open').mockReturnValue(null)

    const href = openWalletApp(config, { wallet, kind: 'mobile' })
    expect(href).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(open).toHaveBeenCalledWith(href, '_self', undefined)
    const choice = { href: 'rainbow://', name: 'Rainbow' }
    expect(config.storage.get(storageKeys.deeplinkChoice)).toEqual(choice)
    expect(adapter.deepLinkChoices).toEqual([choice])
  })

  it('opens a web wallet in a new tab', () => {
    const { config } = setUp()
    void connectWalletConnect(config).catch(() => undefined)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const href = openWalletApp(config, { wallet, kind: 'web' })
    expect(href).toMatch(/^https:\/\/web\.rainbow\.example\/app\/wc\?uri=wc%3A/)
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noreferrer noopener')
  })

  it('has no link for a kind the wallet lacks', () => {
    const { config } = setUp()
    void connectWalletConnect(config).catch(() => undefined)
    expect(walletAppHref(config, { wallet, kind: 'desktop' })).toBeUndefined()
  })
})
