import { describe, expect, it } from 'vitest'
import { demoContentSecurityPolicy } from './contentSecurityPolicy.ts'

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const STACK = {
  VITE_PORTICO_API_URL: 'http://127.0.0.1:18787',
  VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:18555',
  VITE_PORTICO_SECURE_SITE_URL: 'http://127.0.0.1:18180',
  VITE_PORTICO_CHAINS: JSON.stringify([
    { chainId: 31337, name: 'Portico Local', rpcUrl: 'https://rpc.example/31337' },
  ]),
  VITE_PORTICO_SOLANA: JSON.stringify({ rpcUrl: 'https://solana.example/rpc' }),
  VITE_PORTICO_BITCOIN: JSON.stringify({ esploraUrl: 'https://esplora.example/api' }),
}

describe('demoContentSecurityPolicy', () => {
  it('allows no inline script or style and no eval', () => {
    const policy = demoContentSecurityPolicy(STACK)
    expect(policy).not.toMatch(/unsafe-|nonce-|sha256-/)
    const parsed = directives(policy)
    expect(parsed['script-src']).toEqual(["'self'"])
    expect(parsed['style-src']).toEqual(["'self'"])
    expect(parsed['object-src']).toEqual(["'none'"])
  })

  it('lets the page reach the server, relay, chains and frame the secure site, nothing more', () => {
    const parsed = directives(demoContentSecurityPolicy(STACK))
    expect(parsed['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:18787',
      'ws://127.0.0.1:18555',
      'https://rpc.example',
      'https://solana.example',
      'https://esplora.example',
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://127.0.0.1:*',
      'ws://localhost:*',
    ])
    expect(parsed['img-src']).toContain('http://127.0.0.1:18787')
    expect(parsed['frame-src']).toEqual(['http://127.0.0.1:18180'])
  })

  it('frames nothing without a secure site and skips settings that do not parse', () => {
    const parsed = directives(
      demoContentSecurityPolicy({ VITE_PORTICO_CHAINS: 'not json', VITE_PORTICO_API_URL: 'nope' }),
    )
    expect(parsed['frame-src']).toEqual(["'none'"])
    expect(parsed['connect-src']?.[0]).toBe("'self'")
    expect(parsed['connect-src']).not.toContain('nope')
  })
})
