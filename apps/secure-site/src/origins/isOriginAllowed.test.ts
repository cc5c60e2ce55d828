import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

describe('isOriginAllowed', () => {
  test.each([
    ['a listed origin', 'https://shop.example', true],
    ['a subdomain of a wildcard entry', 'https://pr-1.preview.example', true],
    ['a default (an IP address)', 'http://192.168.1.20:3000', true],
    ['a default (localhost)', 'http://localhost:5173', true],
    ['an unlisted origin', 'https://evil.example', false],
  ])('default: %s', (_, origin, allowed) => {
    const project = {
      allowedOrigins: ['https://shop.example', 'https://*.preview.example'],
      includeDefaultOrigins: true,
    }
    expect(isOriginAllowed(origin, project)).toBe(allowed)
  })

  test('parameters: without the defaults only the list counts', () => {
    const project = { allowedOrigins: ['https://shop.example'], includeDefaultOrigins: false }
    expect(isOriginAllowed('https://shop.example', project)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', project)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:5173', project)).toBe(false)
  })
})
