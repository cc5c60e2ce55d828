import { describe, expect, it } from 'vitest'
import { formatWalletLink, walletLinkBase } from './formatWalletLink.ts'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58e1'
const ENCODED = encodeURIComponent(URI)

describe('formatWalletLink', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${ENCODED}`],
    ['trust:', `trust://wc?uri=${ENCODED}`],
    ['rainbow://', `rainbow://wc?uri=${ENCODED}`],
    ['zerion://app/', `zerion://app/wc?uri=${ENCODED}`],
    ['https://link.trustwallet.com', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${ENCODED}`],
    ['https://app.example.com/connect//', `https://app.example.com/connect/wc?uri=${ENCODED}`],
  ])('%s → %s', (link, expected) => {
    expect(formatWalletLink(link, URI)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript://alert(1)',
    'data:text/html,hi',
    'file:///etc/passwd',
    '',
    'not a link',
    'https://',
  ])('refuses %j', (link) => {
    expect(formatWalletLink(link, URI)).toBeUndefined()
  })

  it('encodes the URI so that its own query cannot reach the wallet link', () => {
    const link = formatWalletLink('metamask://', 'wc:a@2?symKey=1&evil=2#x')
    expect(link).toBe('metamask://wc?uri=wc%3Aa%402%3FsymKey%3D1%26evil%3D2%23x')
    expect(new URL(link ?? '').searchParams.get('uri')).toBe('wc:a@2?symKey=1&evil=2#x')
  })
})

describe('walletLinkBase', () => {
  it('drops the query and hash of a universal link', () => {
    expect(walletLinkBase('https://wallet.example/app?ref=x#top')).toBe(
      'https://wallet.example/app/',
    )
  })
})
