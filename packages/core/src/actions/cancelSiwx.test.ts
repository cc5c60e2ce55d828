import { secondTestnetNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { type SiwxTestConfig, siwxTestConfig } from '@portico/test-utils/siwxTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MODAL_SHAKE_MS } from '../constants.ts'
import { cancelSiwx } from './cancelSiwx.ts'
import { closeModal } from './closeModal.ts'
import { connect } from './connect.ts'
import { goBack } from './goBack.ts'
import { signSiwxMessage } from './signSiwxMessage.ts'
import { switchNetwork } from './switchNetwork.ts'

const kits: SiwxTestConfig[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.stop()
  vi.useRealTimers()
})

async function prompted(required: boolean) {
  const kit = siwxTestConfig({ siwx: { required } })
  kits.push(kit)
  await connect(kit.config, { connectorId: 'mock' })
  await vi.waitFor(() => expect(kit.config.stores.siwx.getState().prompt).toBeDefined())
  return kit
}
const status = (kit: SiwxTestConfig) =>
  kit.config.stores.connection.getState().namespaces.eip155?.status

describe('cancelSiwx', () => {
  it('required: Cancel disconnects and closes the modal', async () => {
    const kit = await prompted(true)
    await cancelSiwx(kit.config)
    expect(status(kit)).toBe('disconnected')
    expect(kit.adapter.state.calls.disconnect).toBe(1)
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(kit.config.stores.siwx.getState()).toEqual({ namespaces: {}, prompt: undefined })
  })

  it('not required: Cancel closes the modal and stays connected, not asked again', async () => {
    const kit = await prompted(false)
    await cancelSiwx(kit.config)
    expect(status(kit)).toBe('connected')
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(kit.config.stores.siwx.getState().prompt).toBeUndefined()
    expect(kit.config.stores.siwx.getState().namespaces.eip155).toMatchObject({
      status: 'none',
      dismissed: true,
    })
    // The same chain reported again is not a reason to ask again.
    kit.adapter.emit.chainChanged(testnetNetwork.id)
    await Promise.resolve()
    expect(kit.siwx.count('getSessions')).toBe(1)
  })

  it('not required: after Cancel, a network change asks again', async () => {
    const kit = await prompted(false)
    await cancelSiwx(kit.config)
    await switchNetwork(kit.config, secondTestnetNetwork)
    await vi.waitFor(() => expect(kit.config.stores.siwx.getState().prompt).toBeDefined())
    expect(kit.config.stores.modal.getState().open).toBe(true)
  })
})

describe('closing the sign view', () => {
  it('required: closeModal (close button, Escape, overlay) refuses and shakes for 500 ms', async () => {
    const kit = await prompted(true)
    vi.useFakeTimers()
    closeModal(kit.config)
    expect(kit.config.stores.modal.getState()).toEqual({ open: true, shake: true })
    expect(kit.config.stores.router.getState().view).toBe('SIWXSignMessage')
    vi.advanceTimersByTime(MODAL_SHAKE_MS)
    expect(kit.config.stores.modal.getState().shake).toBe(false)
    goBack(kit.config)
    expect(kit.config.stores.modal.getState().open).toBe(true)
    expect(status(kit)).toBe('connected')
  })

  it('required: once signed in the modal closes, and closes again afterwards', async () => {
    const kit = await prompted(true)
    await signSiwxMessage(kit.config)
    expect(kit.config.stores.modal.getState().open).toBe(false)
    kit.config.stores.modal.setState({ open: true })
    closeModal(kit.config)
    expect(kit.config.stores.modal.getState()).toEqual({ open: false, shake: false })
  })

  it('not required: closeModal closes and declines like Cancel', async () => {
    const kit = await prompted(false)
    closeModal(kit.config)
    expect(kit.config.stores.modal.getState()).toEqual({ open: false, shake: false })
    expect(kit.config.stores.siwx.getState().prompt).toBeUndefined()
    expect(kit.config.stores.siwx.getState().namespaces.eip155?.dismissed).toBe(true)
    expect(status(kit)).toBe('connected')
  })
})
