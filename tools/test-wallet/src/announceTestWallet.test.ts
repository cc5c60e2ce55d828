// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from './announceTestWallet.ts'
import { createTestWallet } from './createTestWallet.ts'
import { createMemoryStorage } from './persistedState.ts'
import { TEST_WALLET_ICON } from './testWalletIcon.ts'

const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// No request reaches this URL: announcing does not talk to a chain.
const provider = createTestWallet({
  privateKey,
  chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
  storage: createMemoryStorage(),
})

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

const unsubscribes: (() => void)[] = []
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
})

function listen(): Announcement[] {
  const announcements: Announcement[] = []
  const listener = (event: Event) => announcements.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  unsubscribes.push(() => window.removeEventListener('eip6963:announceProvider', listener))
  return announcements
}

describe('announceTestWallet', () => {
  it('default: announces at once with the default info and the provider', () => {
    const announcements = listen()
    unsubscribes.push(announceTestWallet(provider))
    expect(announcements).toHaveLength(1)
    const [detail] = announcements
    expect(detail?.provider).toBe(provider)
    expect(detail?.info).toMatchObject({
      name: TEST_WALLET_NAME,
      rdns: TEST_WALLET_RDNS,
      icon: TEST_WALLET_ICON,
    })
    expect(TEST_WALLET_NAME).toBe('Portico Test Wallet')
    expect(TEST_WALLET_RDNS).toBe('dev.portico.testwallet')
    expect(detail?.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('default: the icon is an inline SVG data URI', () => {
    expect(TEST_WALLET_ICON.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(TEST_WALLET_ICON.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/,
    )
  })

  it('behavior: the detail and its info are frozen', () => {
    const announcements = listen()
    unsubscribes.push(announceTestWallet(provider))
    const [detail] = announcements
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
  })

  it('behavior: answers every eip6963:requestProvider until unsubscribed', () => {
    const announcements = listen()
    const unsubscribe = announceTestWallet(provider)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announcements).toHaveLength(3)
    unsubscribe()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announcements).toHaveLength(3)
  })

  it('behavior: the uuid stays the same for the page', () => {
    const announcements = listen()
    unsubscribes.push(announceTestWallet(provider), announceTestWallet(provider))
    expect(announcements[0]?.info.uuid).toBe(announcements[1]?.info.uuid)
  })

  it('parameters: info overrides each default', () => {
    const announcements = listen()
    const info = {
      uuid: 'u-1',
      name: 'Alice',
      icon: 'data:image/png;base64,AA==',
      rdns: 'dev.alice',
    }
    unsubscribes.push(announceTestWallet(provider, info))
    expect(announcements[0]?.info).toEqual(info)
  })
})
