import { describe, expect, it } from 'vitest'
import { readApiOverride } from './apiOverride.ts'

describe('readApiOverride', () => {
  it('default: no parameter, no override', () => {
    expect(readApiOverride('')).toBeUndefined()
    expect(readApiOverride('?other=1')).toBeUndefined()
  })

  it('behavior: a loopback http URL is used, as its origin', () => {
    expect(readApiOverride('?portico-api=http://127.0.0.1:9001')).toBe('http://127.0.0.1:9001')
    expect(readApiOverride('?portico-api=http%3A%2F%2Flocalhost%3A8787%2Fv1')).toBe(
      'http://localhost:8787',
    )
    expect(readApiOverride('?portico-api=http://[::1]:8787')).toBe('http://[::1]:8787')
  })

  it('behavior: other hosts, other schemes, credentials and junk are ignored', () => {
    for (const value of [
      'https://evil.example',
      'http://evil.example:8787',
      'http://127.0.0.1.evil.example',
      'javascript:alert(1)',
      'https://127.0.0.1:8787',
      'http://user:pass@127.0.0.1:8787',
      'not a url',
    ])
      expect(readApiOverride(`?portico-api=${encodeURIComponent(value)}`)).toBeUndefined()
  })
})
