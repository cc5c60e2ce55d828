// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { DEEPLINK_CHOICE_KEY, setDeepLinkChoice } from './setDeepLinkChoice.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

it('default: stores { href, name } as JSON where the sign client reads it', () => {
  expect(DEEPLINK_CHOICE_KEY).toBe('WALLETCONNECT_DEEPLINK_CHOICE')
  setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })
  const stored = localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')
  // handleDeeplinkRedirect in @walletconnect/utils reads `JSON.parse(value).href`.
  expect(JSON.parse(stored ?? 'null')).toEqual({ href: 'metamask://', name: 'MetaMask' })
})

it('parameters: undefined forgets the choice', () => {
  setDeepLinkChoice({ href: 'https://link.trustwallet.com', name: 'Trust' })
  setDeepLinkChoice(undefined)
  expect(localStorage.getItem(DEEPLINK_CHOICE_KEY)).toBeNull()
})

it('behavior: no localStorage (server) is not an error', () => {
  vi.stubGlobal('localStorage', undefined)
  expect(() => setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })).not.toThrow()
})

it('behavior: a storage that refuses writes is warned about, not thrown', () => {
  // A full quota cannot be caused on purpose in happy-dom: this stub stands in for it.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal('localStorage', {
    setItem: () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    },
  })
  expect(() => setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })).not.toThrow()
  expect(warn).toHaveBeenCalledOnce()
  warn.mockRestore()
})
