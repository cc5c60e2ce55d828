import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { identitySchema } from './serviceSchemas.ts'

describe('identitySchema (GET /v1/identity answers)', () => {
  it('keeps a name and an http(s) avatar', () => {
    expect(v.parse(identitySchema, { name: 'alice', avatar: 'https://img.example/a.png' })).toEqual(
      { name: 'alice', avatar: 'https://img.example/a.png' },
    )
  })

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'ipfs://bafy', 42])(
    'drops an avatar that must never be rendered: %j',
    (avatar) => {
      expect(v.parse(identitySchema, { name: 'alice', avatar })).toEqual({
        name: 'alice',
        avatar: null,
      })
    },
  )

  it('a missing avatar is null; a malformed name is refused', () => {
    expect(v.parse(identitySchema, { name: null })).toEqual({ name: null, avatar: null })
    expect(v.safeParse(identitySchema, { name: 7 }).success).toBe(false)
    expect(v.safeParse(identitySchema, { name: 'x'.repeat(300) }).success).toBe(false)
  })
})
