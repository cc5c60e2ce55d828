import { describe, expect, test } from 'vitest'
import { findParentOrigin } from './parentOrigin.ts'

const self = {}
const parent = {}

describe('findParentOrigin', () => {
  test('default: Chromium gives the parent origin in ancestorOrigins', () => {
    expect(
      findParentOrigin({
        self,
        parent,
        location: { ancestorOrigins: ['http://127.0.0.1:5173'] },
        document: { referrer: 'http://other.test/page' },
      }),
    ).toEqual({ kind: 'embedded', origin: 'http://127.0.0.1:5173' })
  })

  test('behavior: without ancestorOrigins the referrer’s origin is used', () => {
    expect(
      findParentOrigin({
        self,
        parent,
        location: {},
        document: { referrer: 'https://dapp.test/path?q=1' },
      }),
    ).toEqual({ kind: 'embedded', origin: 'https://dapp.test' })
  })

  test('behavior: not in an iframe', () => {
    expect(
      findParentOrigin({ self, parent: self, location: {}, document: { referrer: '' } }),
    ).toEqual({ kind: 'top-level' })
  })

  test.each([
    ['no referrer', ''],
    ['a non-http parent', 'file:///tmp/page.html'],
  ])('behavior: %s leaves the origin unknown', (_, referrer) => {
    expect(findParentOrigin({ self, parent, location: {}, document: { referrer } }).kind).toBe(
      'unknown',
    )
  })
})
