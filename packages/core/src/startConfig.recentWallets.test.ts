import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { startConfig } from './startConfig.ts'
import { storageKeys } from './storage/storageKeys.ts'
import type { Wallet } from './types/wallet.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
const TRACKER = 'https://tracker.example/pixel.gif'
const SERVER_IMAGE = 'http://127.0.0.1:8787/getWalletImage/abc'

// Another script on the page (or an old kit) may have written anything under recent_wallets.
describe('startConfig: recent wallets read from storage', () => {
  it('behavior: a stored image_url the kit may not load is dropped; the rest is kept', () => {
    const config = createTestConfig({ apiUrl: 'http://127.0.0.1:8787', projectId: '' })
    const stored: Wallet[] = [
      { id: 'corrupted', name: 'Corrupted', image_url: TRACKER, rdns: 'dev.portico.corrupted' },
      { id: 'fine', name: 'Fine', image_url: ICON },
    ]
    config.storage.set(storageKeys.recentWallets, stored)
    const stop = startConfig(config)
    try {
      expect(config.stores.wallets.getState().recent).toEqual([
        { id: 'corrupted', name: 'Corrupted', image_url: null, rdns: 'dev.portico.corrupted' },
        { id: 'fine', name: 'Fine', image_url: ICON },
      ])
    } finally {
      stop()
    }
  })

  it('default: an image on the Portico server is kept', () => {
    const config = createTestConfig({ apiUrl: 'http://127.0.0.1:8787', projectId: '' })
    config.storage.set(storageKeys.recentWallets, [{ id: 'w', name: 'W', image_url: SERVER_IMAGE }])
    const stop = startConfig(config)
    try {
      expect(config.stores.wallets.getState().recent[0]?.image_url).toBe(SERVER_IMAGE)
    } finally {
      stop()
    }
  })
})
