import { siwxTestConfig } from '@portico/test-utils/siwxTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../actions/connect.ts'

afterEach(() => {
  vi.doUnmock('./checkSiwxSession.ts')
  vi.restoreAllMocks()
})

describe('requestSiwxCheck', () => {
  it('behavior: the check cannot load → the account is signed out, not checking forever', async () => {
    // Mocked: a lazy chunk failing to load (the page went offline) cannot be caused otherwise here.
    vi.doMock('./checkSiwxSession.ts', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = siwxTestConfig()
    try {
      await connect(kit.config, { connectorId: 'mock' })
      expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('checking')
      await vi.waitFor(() =>
        expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('none'),
      )
      expect(warn).toHaveBeenCalledWith(
        '[portico] could not load the sign-in check',
        expect.any(Error),
      )
      expect(kit.siwx.calls).toEqual([])
    } finally {
      kit.stop()
    }
  })
})
