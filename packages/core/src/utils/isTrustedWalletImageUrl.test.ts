import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { isTrustedWalletImageUrl } from './isTrustedWalletImageUrl.ts'

const config = createTestConfig({
  apiUrl: 'http://127.0.0.1:8787',
  customWallets: [
    { id: 'my-wallet', name: 'My Wallet', image_url: 'https://cdn.my-dapp.example/wallet.svg' },
  ],
})

describe('isTrustedWalletImageUrl', () => {
  it.each([
    ['an inline SVG icon', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['an inline PNG icon', 'data:image/png;base64,iVBORw0KGgo='],
    ['an unencoded inline SVG', 'data:image/svg+xml,<svg></svg>'],
    ['the server’s wallet image', 'http://127.0.0.1:8787/getWalletImage/abc?projectId=p'],
    ['another path on the server’s origin', 'http://127.0.0.1:8787/other.png'],
    ['an image the dApp set on a custom wallet', 'https://cdn.my-dapp.example/wallet.svg'],
  ])('default: %s is loaded', (_case, url) => {
    expect(isTrustedWalletImageUrl(config, url)).toBe(true)
  })

  it.each([
    ['another host', 'https://tracker.example/pixel.gif'],
    ['the server’s host on another port', 'http://127.0.0.1:9999/getWalletImage/abc'],
    ['the server’s host over https', 'https://127.0.0.1:8787/getWalletImage/abc'],
    ['a look-alike host', 'http://127.0.0.1:8787.tracker.example/pixel.gif'],
    ['credentials before a tracker host', 'http://127.0.0.1:8787@tracker.example/pixel.gif'],
    ['another file on the custom wallet’s host', 'https://cdn.my-dapp.example/pixel.gif'],
    ['a data URI that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'wallet-images/x.webp'],
    ['a protocol-relative URL', '//tracker.example/pixel.gif'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('error: %s is refused', (_case, url) => {
    expect(isTrustedWalletImageUrl(config, url)).toBe(false)
  })
})
