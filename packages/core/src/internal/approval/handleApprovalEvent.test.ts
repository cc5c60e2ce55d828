import { signInByEmail } from '@portico/test-utils/signInByEmail'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/openModal.ts'
import { signMessage } from '../../actions/signMessage.ts'
import { ERROR_MESSAGE_DELAY_MS } from '../../constants.ts'

const SIGNATURE = `0x${'ab'.repeat(65)}`

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

/** Signed in to the embedded wallet by e-mail; the modal closed. Events arrive as in the page. */
async function signedIn() {
  const { adapter, config, stop } = await signInByEmail()
  stops.push(stop)
  return { adapter, config }
}

const views = (config: Awaited<ReturnType<typeof signedIn>>['config']) =>
  config.stores.router.getState().history.map((entry) => entry.view)

describe('approval routing', () => {
  it('behavior: modal closed → opens on ApproveTransaction; approved → the modal closes', async () => {
    const { adapter, config } = await signedIn()
    expect(config.stores.modal.getState().open).toBe(false)

    const signing = signMessage(config, { message: 'hello' })
    await vi.waitFor(() => expect(adapter.pendingApprovals()).toHaveLength(1))
    expect(adapter.pendingApprovals()[0]?.method).toBe('personal_sign')
    expect(config.stores.modal.getState().open).toBe(true)
    expect(views(config)).toEqual(['ApproveTransaction'])
    expect(config.stores.auth.getState().approval).toEqual({
      connectorId: 'embedded-wallet',
      openedModal: true,
    })

    adapter.approve(SIGNATURE)
    await expect(signing).resolves.toBe(SIGNATURE)
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.auth.getState().approval).toBeUndefined()
  })

  it('behavior: modal open on Account → ApproveTransaction pushed; approved → back to Account', async () => {
    const { adapter, config } = await signedIn()
    await openModal(config)
    expect(views(config)).toEqual(['Account'])

    const request = adapter.request({
      connectorId: 'embedded-wallet',
      method: 'eth_sendTransaction',
      params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }],
    })
    await vi.waitFor(() => expect(views(config)).toEqual(['Account', 'ApproveTransaction']))
    expect(config.stores.auth.getState().approval?.openedModal).toBe(false)

    adapter.approve('0xhash')
    await expect(request).resolves.toBe('0xhash')
    expect(views(config)).toEqual(['Account'])
    expect(config.stores.modal.getState().open).toBe(true)
  })

  it('behavior: rejected in the frame → the request fails, back to Account', async () => {
    const { adapter, config } = await signedIn()
    await openModal(config)

    const signing = signMessage(config, { message: 'hello' })
    await vi.waitFor(() => expect(views(config)).toEqual(['Account', 'ApproveTransaction']))
    adapter.reject()

    await expect(signing).rejects.toThrow('User rejected the request')
    expect(views(config)).toEqual(['Account'])
  })

  it('behavior: a safe method → no ApproveTransaction', async () => {
    const { adapter, config } = await signedIn()

    await expect(
      adapter.request({ connectorId: 'embedded-wallet', method: 'eth_chainId' }),
    ).resolves.toBe(`0x${(11155111).toString(16)}`)
    expect(config.stores.modal.getState().open).toBe(false)
    expect(config.stores.auth.getState().approval).toBeUndefined()
  })

  it(`behavior: requestRefused → 'Action not allowed' exactly ${ERROR_MESSAGE_DELAY_MS} ms later`, async () => {
    const { adapter, config } = await signedIn()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    await expect(
      adapter.request({ connectorId: 'embedded-wallet', method: 'eth_sign' }),
    ).rejects.toThrow('Requested RPC call is not allowed')
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()
    vi.advanceTimersByTime(ERROR_MESSAGE_DELAY_MS - 1)
    expect(config.stores.snackbar.getState().snackbar).toBeUndefined()

    vi.advanceTimersByTime(1)
    expect(config.stores.snackbar.getState().snackbar).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
    })
    expect(config.stores.modal.getState().open).toBe(false)
  })
})
