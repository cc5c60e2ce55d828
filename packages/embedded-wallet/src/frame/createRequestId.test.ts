import { requestIdSchema } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestId } from './createRequestId.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createRequestId', () => {
  it('default: a UUID the protocol accepts, fresh each time', () => {
    const ids = new Set(Array.from({ length: 50 }, createRequestId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(v.is(requestIdSchema, id)).toBe(true)
  })

  it('behavior: without randomUUID (not a secure context) 32 random hex characters', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const id = createRequestId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(v.is(requestIdSchema, id)).toBe(true)
  })
})
