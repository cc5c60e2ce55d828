import { signInByEmail } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { goBack } from './goBack.ts'
import { openModal } from './openModal.ts'
import { signMessage } from './signMessage.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('goBack: the embedded wallet', () => {
  it('behavior: back from ApproveTransaction pushed over Account → the request is aborted, Account shows', async () => {
    const { adapter, config, stop } = await signInByEmail()
    stops.push(stop)
    await openModal(config)
    const signing = signMessage(config, { message: 'hello' })
    await vi.waitFor(() => expect(config.stores.router.getState().view).toBe('ApproveTransaction'))

    goBack(config)

    await expect(signing).rejects.toThrow('Request was aborted')
    expect(adapter.calls.abortRequests).toBe(1)
    expect(config.stores.router.getState().view).toBe('Account')
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.auth.getState().approval).toBeUndefined()
  })
})
