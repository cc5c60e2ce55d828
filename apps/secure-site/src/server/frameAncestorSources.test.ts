import { matchOrigin } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { frameAncestorSources } from './frameAncestorSources.ts'

const own = (allowedOrigins: string[]) => ({ allowedOrigins, includeDefaultOrigins: false })

describe('frameAncestorSources', () => {
  test.each([
    ['an origin', 'https://shop.example', ['https://shop.example']],
    ['an origin with a port', 'http://shop.example:8080', ['http://shop.example:8080']],
    ['a wildcard label', 'https://*.shop.example', ['https://*.shop.example']],
    ['any port', 'http://shop.example:*', ['http://shop.example:*']],
    [
      'no scheme (any scheme: http and https)',
      '*.shop.example:8443',
      ['http://*.shop.example:8443', 'https://*.shop.example:8443'],
    ],
    ['upper case', 'HTTPS://Shop.Example', ['https://shop.example']],
    ['another scheme', 'chrome-extension://abcdef', ['chrome-extension://abcdef']],
  ])('default: %s', (_, entry, sources) => {
    expect(frameAncestorSources({ project: own([entry]) })).toEqual(sources)
  })

  test.each([
    ['a path', 'https://shop.example/app'],
    ['a space and another directive', "https://shop.example; script-src 'unsafe-inline'"],
    ['a quoted keyword', "'self'"],
    ['a bare wildcard', '*'],
    ['a scheme only', 'https:'],
    ['{ip} (only a default knows it; no host-source can say it)', 'http://{ip}:*'],
  ])('behavior: %s is left out', (_, entry) => {
    expect(frameAncestorSources({ project: own([entry, 'https://shop.example']) })).toEqual([
      'https://shop.example',
    ])
  })

  test("behavior: nothing allowed is 'none'", () => {
    expect(frameAncestorSources({ project: own([]) })).toEqual(["'none'"])
    expect(frameAncestorSources({ project: own(['not an origin/']) })).toEqual(["'none'"])
  })

  test('parameters: the spec §6 defaults CSP can say are added when included', () => {
    expect(
      frameAncestorSources({
        project: { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: true },
      }),
    ).toEqual([
      'https://shop.example',
      'http://localhost:*',
      'https://localhost:*',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.ngrok-free.app',
    ])
  })

  test.each([
    [
      'an IP address the defaults allow',
      'http://192.168.1.20:3000/shop?x=1',
      true,
      'http://192.168.1.20:3000',
    ],
    ['loopback', 'http://127.0.0.1:5173/', true, 'http://127.0.0.1:5173'],
    ['an IP address without the defaults', 'http://192.168.1.20:3000/', false, undefined],
    ['a page the project does not allow', 'https://evil.example/', true, undefined],
    ['not http(s)', 'file:///tmp/page.html', true, undefined],
    ['not a URL', 'nonsense', true, undefined],
  ])('parameters: a Referer from %s', (_, referer, includeDefaultOrigins, added) => {
    const project = { allowedOrigins: ['https://shop.example'], includeDefaultOrigins }
    const sources = frameAncestorSources({ project, referer })
    const without = frameAncestorSources({ project })
    expect(sources).toEqual(added === undefined ? without : [...without, added])
  })

  test('behavior: every source allows only what matchOrigin allows (same scheme, host and port)', () => {
    const entries = ['https://shop.example', 'http://*.shop.example:*', 'app.example:8443']
    const pages = [
      'https://shop.example',
      'https://a.shop.example',
      'http://a.b.shop.example:3000',
      'http://shop.example:3000',
      'http://app.example:8443',
      'https://app.example:8443',
      'https://app.example',
    ]
    const sources = frameAncestorSources({ project: own(entries) })
    for (const page of pages) {
      const url = new URL(page)
      const bySource = sources.some((source) => {
        const parsed = /^([a-z-]+):\/\/(\*\.)?([^:]+)(?::(.+))?$/.exec(source)
        if (!parsed) return false
        const [, scheme, wildcard, host = '', port] = parsed
        const hostMatches = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host
        const pagePort = url.port || (url.protocol === 'https:' ? '443' : '80')
        const portMatches =
          port === '*' || (port ?? (scheme === 'https' ? '443' : '80')) === pagePort
        return `${scheme}:` === url.protocol && hostMatches && portMatches
      })
      expect([page, bySource]).toEqual([page, matchOrigin(page, entries, [])])
    }
  })
})
