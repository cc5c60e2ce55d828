import { describe, expect, it } from 'vitest'
import { findProductionOrigins } from './findProductionOrigins.ts'

describe('findProductionOrigins', () => {
  it('default: https (or any scheme) on a real host is production', () => {
    expect(
      findProductionOrigins(['https://my.app', '*.my.app', 'https://*.my.app', 'my.app:8443']),
    ).toEqual(['https://my.app', '*.my.app', 'https://*.my.app', 'my.app:8443'])
  })

  it.each([
    ['http only', 'http://my.app'],
    ['localhost', 'https://localhost:3000'],
    ['a .localhost name', 'https://shop.localhost'],
    ['an IP address', 'https://10.0.0.2:*'],
    ['a Vercel preview', 'https://*.vercel.app'],
    ['a Pages preview (any scheme)', '*.pages.dev'],
    ['an ngrok tunnel', 'https://abc.ngrok-free.app'],
    ['a malformed entry', 'https://my.app/path'],
  ])('behavior: %s is not production', (_case, entry) => {
    expect(findProductionOrigins([entry])).toEqual([])
  })
})
