import { describe, expect, it } from 'vitest'
import { isSafeImageSrc } from './isSafeImageSrc.ts'

describe('isSafeImageSrc', () => {
  it.each([
    ['data URI svg', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['data URI webp', 'data:image/webp,AAAA'],
    ['https URL', 'https://example.org/a.png'],
    ['http URL of the local server', 'http://127.0.0.1:8787/getWalletImage/abc'],
    ['root path', '/assets/network.svg'],
    ['relative path', './icons/network.svg'],
    ['blob URL', 'blob:http://127.0.0.1/1234'],
  ])('accepts: %s', (_, src) => {
    expect(isSafeImageSrc(src)).toBe(true)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['javascript URL', 'javascript:alert(1)'],
    ['non-image data URI', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative URL', '//evil.example/x.png'],
    ['file URL', 'file:///etc/passwd'],
  ])('rejects: %s', (_, src) => {
    expect(isSafeImageSrc(src)).toBe(false)
  })
})
