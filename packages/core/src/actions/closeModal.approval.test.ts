import { signInByEmail } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'
import { signMessage } from './signMessage.ts'
import { startEmailUpdate } from './updateEmail.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function signedIn() {
  const { adapter, config, stop } = await signInByEmail()
  stops.push(stop)
  return { adapter, config }
}

describe('closeModal: the embedded wallet', () => {
  it('behavior: a request waiting for Approve → abortRequests once, it rejects "Request was aborted"', async () => {
    const { adapter, config } = await signedIn()
    const signing = signMessage(config, { message: 'hello' })
    await vi.waitFor(() => expect(config.stores.router.getState().view).toBe('ApproveTransaction'))

    closeModal(config)

    await expect(signing).rejects.toThrow('Request was aborted')
    expect(adapter.calls.abortRequests).toBe(1)
    expect(adapter.pendingApprovals()).toEqual([])
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.auth.getState().approval).toBeUndefined()
  })

  it('behavior: nothing waiting → the wallet is not asked to abort', async () => {
    const { adapter, config } = await signedIn()
    await openModal(config)

    closeModal(config)

    expect(adapter.calls.abortRequests).toBe(0)
  })

  it('behavior: the e-mail flows start over', async () => {
    const { config } = await signedIn()
    await openModal(config)
    startEmailUpdate(config)

    closeModal(config)

    expect(config.stores.auth.getState()).toEqual({ start: { busy: false } })
  })
})
