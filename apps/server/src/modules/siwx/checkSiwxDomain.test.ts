import { describe, expect, it } from 'vitest'
import { checkSiwxDomain } from './checkSiwxDomain.ts'
import { SiwxDomainMismatchError } from './siwxErrors.ts'

describe('checkSiwxDomain', () => {
  it.each([
    ['https://shop.example.org', { domain: 'shop.example.org', uri: 'https://shop.example.org/' }],
    ['http://localhost:5173', { domain: 'localhost:5173', uri: 'http://localhost:5173/a?b=c' }],
    ['https://shop.example.org', { domain: 'Shop.Example.org', uri: 'https://shop.example.org' }],
  ])('default: a message for the page %s passes and names its origin', (origin, data) => {
    expect(checkSiwxDomain(data, origin)).toBe(origin)
  })

  it.each([
    [
      'another domain',
      'https://shop.example.org',
      { domain: 'evil.example', uri: 'https://shop.example.org/' },
    ],
    [
      'the domain without its port',
      'http://localhost:5173',
      { domain: 'localhost', uri: 'http://localhost:5173/' },
    ],
    [
      'a URI on another origin',
      'https://shop.example.org',
      { domain: 'shop.example.org', uri: 'https://evil.example/' },
    ],
    [
      'a URI over http',
      'https://shop.example.org',
      { domain: 'shop.example.org', uri: 'http://shop.example.org/' },
    ],
    [
      'a URI that is not a URL',
      'https://shop.example.org',
      { domain: 'shop.example.org', uri: 'urn:x' },
    ],
    [
      'no Origin header',
      undefined,
      { domain: 'shop.example.org', uri: 'https://shop.example.org/' },
    ],
    ["the 'null' origin of a sandboxed page", 'null', { domain: 'null', uri: 'null' }],
  ])('error: %s is DOMAIN_MISMATCH', (_case, origin, data) => {
    expect(() => checkSiwxDomain(data, origin)).toThrow(SiwxDomainMismatchError)
  })
})
