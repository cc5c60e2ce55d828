import { disconnect } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { existingSession, memorySiwx } from '@portico/test-utils/memorySiwx'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useSiwx } from './useSiwx.ts'

afterEach(cleanupKits)

/** The hook inside a started provider whose config has an in-memory `siwx`. */
async function renderSiwx(siwx = memorySiwx()) {
  const { result, config } = await renderHookWithKit(() => useSiwx(), { siwx })
  return { hook: { result }, config, siwx }
}

describe('useSiwx', () => {
  it('default: disconnected → status none, no session', async () => {
    const { hook } = await renderSiwx()
    expect(hook.result.current).toMatchObject({ status: 'none', session: undefined })
  })

  it('behavior: connect with a session → checking → signedIn with the session', async () => {
    const siwx = memorySiwx({ sessions: [existingSession('eip155:31337', TEST_ADDRESS)] })
    const held = siwx.hold('getSessions')
    const { hook, config } = await renderSiwx(siwx)
    await connectTestWallet(config)
    expect(hook.result.current.status).toBe('checking')
    act(() => held.release())
    await waitFor(() => expect(hook.result.current.status).toBe('signedIn'))
    expect(hook.result.current.session).toEqual(existingSession('eip155:31337', TEST_ADDRESS))
  })

  it('signIn: signs now (the sign view closes) → signedIn; signOut → none, still connected', async () => {
    const { hook, config, siwx } = await renderSiwx()
    await connectTestWallet(config)
    await waitFor(() => expect(config.stores.modal.getState().open).toBe(true))
    expect(hook.result.current.status).toBe('none')

    await act(() => hook.result.current.signIn())
    expect(hook.result.current.status).toBe('signedIn')
    expect(hook.result.current.session).toEqual(siwx.sessions[0])
    expect(config.stores.modal.getState().open).toBe(false)
    // Already signed in: nothing more is asked.
    await act(() => hook.result.current.signIn())
    expect(siwx.count('addSession')).toBe(1)

    await act(() => hook.result.current.signOut())
    expect(hook.result.current).toMatchObject({ status: 'none', session: undefined })
    expect(siwx.sessions).toEqual([])
    expect(config.stores.connection.getState().namespaces.eip155?.status).toBe('connected')
  })

  it('signIn: not connected → rejects with Not connected', async () => {
    const { hook } = await renderSiwx()
    await act(() => expect(hook.result.current.signIn()).rejects.toThrow('Not connected'))
  })

  it('behavior: disconnect → none again', async () => {
    const siwx = memorySiwx({ sessions: [existingSession('eip155:31337', TEST_ADDRESS)] })
    const { hook, config } = await renderSiwx(siwx)
    await connectTestWallet(config)
    await waitFor(() => expect(hook.result.current.status).toBe('signedIn'))
    await act(() => disconnect(config))
    expect(hook.result.current).toMatchObject({ status: 'none', session: undefined })
  })
})
