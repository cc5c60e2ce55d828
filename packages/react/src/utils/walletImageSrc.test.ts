import { createConfig, memoryStorage } from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { describe, expect, it } from 'vitest'
import { TEST_CONNECTOR } from '../test/createTestAdapter.ts'
import { connectorImageSrc, connectorPlaceholder, walletImageSrc } from './walletImageSrc.ts'

const config = createConfig({
  projectId: 'portico-test',
  apiUrl: 'http://127.0.0.1:8787',
  networks: [localNetwork],
  adapters: [],
  storage: memoryStorage(),
})
const icon = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='

describe('walletImageSrc', () => {
  it('default: the directory image endpoint for image_id', () => {
    const src = walletImageSrc(config, { id: 'rabby', name: 'Rabby', image_id: 'rabby' })
    expect(src).toMatch(/^http:\/\/127\.0\.0\.1:8787\/getWalletImage\/rabby\?/)
    expect(src).toContain('projectId=portico-test')
  })

  it('parameters: an inline image_url without image_id', () => {
    expect(walletImageSrc(config, { id: 'x', name: 'X', image_url: icon })).toBe(icon)
  })

  it('parameters: a relative image_url is not the page’s to resolve', () => {
    const wallet = { id: 'x', name: 'X', image_url: 'wallet-images/x.webp' }
    expect(walletImageSrc(config, wallet)).toBeUndefined()
  })

  it('parameters: an image_url on the Portico server', () => {
    const url = 'http://127.0.0.1:8787/getWalletImage/x?projectId=portico-test'
    expect(walletImageSrc(config, { id: 'x', name: 'X', image_url: url })).toBe(url)
  })

  it.each([
    ['another host', 'https://tracker.example/pixel.gif'],
    ['the server’s host on another port', 'http://127.0.0.1:9999/pixel.gif'],
    ['a data URI that is not an image', 'data:text/html,<b>x</b>'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('error: a (stored) image_url on %s falls back to the placeholder', (_case, url) => {
    expect(walletImageSrc(config, { id: 'x', name: 'X', image_url: url })).toBeUndefined()
  })

  it('parameters: a custom wallet’s own image, set by the dApp', () => {
    const image = 'https://cdn.my-dapp.example/wallet.svg'
    const custom = { id: 'mine', name: 'Mine', image_url: image }
    const withCustom = createConfig({
      projectId: 'portico-test',
      apiUrl: 'http://127.0.0.1:8787',
      networks: [localNetwork],
      adapters: [],
      storage: memoryStorage(),
      customWallets: [custom],
    })
    expect(walletImageSrc(withCustom, custom)).toBe(image)
    expect(walletImageSrc(config, custom)).toBeUndefined()
  })
})

describe('connectorImageSrc', () => {
  it('default: the icon the wallet announced', () => {
    expect(connectorImageSrc(config, TEST_CONNECTOR)).toBe(TEST_CONNECTOR.info?.icon)
  })

  it('parameters: only a directory image id', () => {
    const connector = { ...TEST_CONNECTOR, info: {}, imageId: 'abc' }
    expect(connectorImageSrc(config, connector)).toContain('/getWalletImage/abc?')
  })

  it('error: an announced icon on another host falls back to the directory image', () => {
    const connector = {
      ...TEST_CONNECTOR,
      info: { icon: 'https://tracker.example/pixel.gif' },
      imageUrl: 'https://tracker.example/other.gif',
      imageId: 'abc',
    }
    expect(connectorImageSrc(config, connector)).toContain('/getWalletImage/abc?')
    expect(connectorImageSrc(config, { ...connector, imageId: undefined })).toBeUndefined()
  })

  it('parameters: nothing to show', () => {
    expect(connectorImageSrc(config, { ...TEST_CONNECTOR, info: {} })).toBeUndefined()
  })
})

describe('connectorPlaceholder', () => {
  it('default: a wallet glyph for an announced wallet', () => {
    expect(connectorPlaceholder(TEST_CONNECTOR)).toBe('wallet')
  })

  it('parameters: a browser glyph for window.ethereum under no brand of its own', () => {
    expect(connectorPlaceholder({ ...TEST_CONNECTOR, type: 'INJECTED' })).toBe('browserWallet')
  })

  it('parameters: a wallet glyph when there is no connector (a wallet known from the directory)', () => {
    expect(connectorPlaceholder(undefined)).toBe('wallet')
  })
})
