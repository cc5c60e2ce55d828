import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { Connector } from '../../types/connector.ts'
import { addRecentWallet } from './addRecentWallet.ts'

const API_URL = 'http://127.0.0.1:8787'
const ICON = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
const TRACKER = 'https://tracker.example/pixel.gif'

function configWith(connector: Partial<Connector> = {}) {
  const config = createTestConfig({ apiUrl: API_URL, projectId: '' })
  config.stores.connectors.setState({
    connectors: [
      { id: 'injected', name: 'Injected', type: 'ANNOUNCED', chain: 'eip155', ...connector },
    ],
  })
  return config
}

const storedRecent = (config: ReturnType<typeof configWith>) =>
  config.storage.get(storageKeys.recentWallets)

describe('addRecentWallet', () => {
  it('default: an announced wallet is stored with its inline icon', () => {
    const config = configWith({ info: { rdns: 'dev.portico.injected', icon: ICON } })
    addRecentWallet(config, 'injected')
    expect(storedRecent(config)).toEqual([
      { id: 'injected', name: 'Injected', image_url: ICON, rdns: 'dev.portico.injected' },
    ])
    expect(config.stores.wallets.getState().recent).toEqual(storedRecent(config))
  })

  it('behavior: an icon on another host is not stored', () => {
    const config = configWith({ info: { rdns: 'dev.portico.hostile', icon: TRACKER } })
    addRecentWallet(config, 'injected')
    expect(storedRecent(config)?.[0]?.image_url).toBeUndefined()
  })

  it('behavior: a hostile imageUrl gives way to the inline icon', () => {
    const config = configWith({ imageUrl: TRACKER, info: { icon: ICON } })
    addRecentWallet(config, 'injected')
    expect(storedRecent(config)?.[0]?.image_url).toBe(ICON)
  })

  it('parameters: an image on the Portico server is stored', () => {
    const url = `${API_URL}/getWalletImage/abc`
    const config = configWith({ imageUrl: url })
    addRecentWallet(config, 'injected')
    expect(storedRecent(config)?.[0]?.image_url).toBe(url)
  })
})
