import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, matchOrigin, ORIGIN_ENTRY_PATTERN } from './matchOrigin.ts'

describe('matchOrigin', () => {
  it.each([
    ['exact origin', 'https://my.app', ['https://my.app']],
    ['exact origin, case differs', 'https://My.App', ['https://my.app']],
    ['exact origin, entry in capitals', 'https://my.app', ['HTTPS://MY.APP']],
    ['explicit default port on the page', 'https://my.app:443', ['https://my.app']],
    ['explicit default port in the entry', 'https://my.app', ['https://my.app:443']],
    ['explicit port', 'http://my.app:8080', ['http://my.app:8080']],
    ['any port, none given', 'http://my.app', ['http://my.app:*']],
    ['any port, one given', 'http://my.app:3000', ['http://my.app:*']],
    ['wildcard, one label', 'https://pr-1.my.app', ['https://*.my.app']],
    ['wildcard, two labels', 'https://a.b.my.app', ['https://*.my.app']],
    ['wildcard without scheme, http', 'http://a.my.app', ['*.my.app']],
    ['wildcard without scheme, https', 'https://a.my.app', ['*.my.app']],
    ['wildcard with any port', 'https://a.my.app:8443', ['https://*.my.app:*']],
    ['host without scheme', 'http://my.app', ['my.app']],
    ['second entry matches', 'https://b.app', ['https://a.app', 'https://b.app']],
    ['non-http scheme', 'chrome-extension://abcdef', ['chrome-extension://abcdef']],
  ])('allowed: %s', (_case, origin, list) => {
    expect(matchOrigin(origin, list, [])).toBe(true)
  })

  it.each([
    ['other host', 'https://other.app', ['https://my.app']],
    ['other scheme', 'http://my.app', ['https://my.app']],
    ['other port', 'https://my.app:8443', ['https://my.app']],
    ['port given, entry has another', 'http://my.app:3001', ['http://my.app:3000']],
    ['wildcard does not match the bare domain', 'https://my.app', ['https://*.my.app']],
    ['wildcard does not match a suffix lookalike', 'https://evilmy.app', ['https://*.my.app']],
    ['wildcard does not match another parent', 'https://my.app.evil.com', ['https://*.my.app']],
    ['wildcard, scheme differs', 'http://a.my.app', ['https://*.my.app']],
    ['wildcard, port not allowed', 'https://a.my.app:8443', ['https://*.my.app']],
    ['empty label in front', 'https://.my.app', ['https://*.my.app']],
    ['subdomain of an exact entry', 'https://a.my.app', ['https://my.app']],
    ['origin "null" (sandboxed frame, file:)', 'null', ['https://my.app']],
    ['a URL with a path', 'https://my.app/page', ['https://my.app']],
    ['a trailing slash', 'https://my.app/', ['https://my.app']],
    ['credentials in the origin', 'https://user@my.app', ['https://my.app']],
    ['a query', 'https://my.app?x=1', ['https://my.app']],
    ['not a URL', 'my.app', ['my.app']],
    ['an empty origin', '', ['https://my.app']],
    ['empty list', 'https://my.app', []],
    ['malformed entry is ignored', 'https://my.app', ['https://my.app/path', '*']],
    ['{ip} is not for wildcards', 'http://1.2.3.4', ['http://*.{ip}']],
  ])('refused: %s', (_case, origin, list) => {
    expect(matchOrigin(origin, list, [])).toBe(false)
  })

  it.each([
    ['localhost over http, no port', 'http://localhost'],
    ['localhost over http with a port', 'http://localhost:5173'],
    ['localhost over https with a port', 'https://localhost:8443'],
    ['IPv4 loopback', 'http://127.0.0.1:8787'],
    ['a LAN IPv4 over https', 'https://192.168.1.20'],
    ['IPv6 loopback', 'http://[::1]:3000'],
    ['Cloudflare Pages', 'https://my-app.pages.dev'],
    ['Vercel preview', 'https://my-app-git-main-team.vercel.app'],
    ['ngrok', 'https://abcd-1-2-3-4.ngrok-free.app'],
  ])('defaults: %s is allowed with an empty list', (_case, origin) => {
    expect(matchOrigin(origin, [])).toBe(true)
  })

  it.each([
    ['Vercel over http', 'http://my-app.vercel.app'],
    ['Vercel apex', 'https://vercel.app'],
    ['a localhost subdomain', 'http://app.localhost:3000'],
    ['a host that looks like an IP', 'http://1.2.3.4.example.com'],
    ['an out-of-range octet label', 'http://999.1.1.1.example.com'],
    ['an ordinary site', 'https://example.com'],
  ])('defaults: %s is not allowed', (_case, origin) => {
    expect(matchOrigin(origin, [])).toBe(false)
  })

  it('parameters: defaults can be replaced (here: none)', () => {
    expect(matchOrigin('http://localhost:5173', [], [])).toBe(false)
    expect(matchOrigin('https://kit.test', [], ['https://kit.test'])).toBe(true)
  })

  it('default: the spec §6 defaults are the documented list', () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual([
      'http://localhost:*',
      'https://localhost:*',
      'http://{ip}:*',
      'https://{ip}:*',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.ngrok-free.app',
    ])
  })
})

describe('ORIGIN_ENTRY_PATTERN', () => {
  it.each([
    'https://my.app',
    'http://localhost:5173',
    'https://*.my.app',
    '*.my.app',
    'my.app',
    'http://localhost:*',
  ])('accepts %s', (entry) => {
    expect(ORIGIN_ENTRY_PATTERN.test(entry)).toBe(true)
  })

  it.each([
    '*',
    'https://*',
    'https://my.app/',
    'https://my.app/path',
    'https://a.*.my.app',
    'http://{ip}:*',
    '',
  ])('refuses %s', (entry) => {
    expect(ORIGIN_ENTRY_PATTERN.test(entry)).toBe(false)
  })
})
