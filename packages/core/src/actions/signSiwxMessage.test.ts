import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { testnetNetwork } from '@portico/test-utils/networks'
import { type SiwxTestConfig, siwxTestConfig } from '@portico/test-utils/siwxTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotConnectedError, UserRejectedRequestError } from '../errors/connection.ts'
import { SiwxSignError } from '../errors/siwx.ts'
import { formatSiwxMessage } from '../utils/formatSiwxMessage.ts'
import { connect } from './connect.ts'
import { signSiwxMessage } from './signSiwxMessage.ts'

const SEPOLIA = testnetNetwork.caipNetworkId
const kits: SiwxTestConfig[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.stop()
  vi.restoreAllMocks()
})

/** Connected, the sign view open with a prepared message. */
async function prompted(parameters: Parameters<typeof siwxTestConfig>[0] = {}) {
  const kit = siwxTestConfig(parameters)
  kits.push(kit)
  await connect(kit.config, { connectorId: 'mock' })
  await vi.waitFor(() => expect(kit.config.stores.siwx.getState().prompt).toBeDefined())
  return kit
}

describe('signSiwxMessage', () => {
  it('default: prepared message signed by the wallet → addSession → SIWX_AUTH_SUCCESS, modal closed', async () => {
    const kit = await prompted()
    const session = await signSiwxMessage(kit.config)

    expect(session.data).toMatchObject({ accountAddress: TEST_ADDRESS, chainId: SEPOLIA })
    expect(session.data.nonce).toBe('nonce000001')
    expect(session.message).toBe(formatSiwxMessage(session.data))
    expect(session.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(kit.adapter.state.calls.signMessage).toBe(1)
    expect(kit.siwx.sessions).toEqual([session])
    expect(kit.siwx.count('createMessage')).toBe(1)
    expect(kit.siwxEvents.map((event) => [event.name, event.properties])).toEqual([
      ['SIWX_AUTH_SUCCESS', { network: SEPOLIA, isSmartAccount: false }],
    ])
    expect(kit.config.stores.siwx.getState()).toEqual({
      namespaces: {
        eip155: { caipNetworkId: SEPOLIA, address: TEST_ADDRESS, status: 'signedIn', session },
      },
      prompt: undefined,
    })
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(kit.config.stores.router.getState().view).toBe('Connect')
  })

  it('behavior: signing under way → prompt.signing true until it settles', async () => {
    const kit = await prompted()
    const held = kit.siwx.hold('addSession')
    const signing = signSiwxMessage(kit.config)
    expect(kit.config.stores.siwx.getState().prompt).toEqual({
      namespace: 'eip155',
      signing: true,
      error: undefined,
    })
    held.release()
    await signing
    expect(kit.config.stores.siwx.getState().prompt).toBeUndefined()
  })

  it('behavior: the wallet rejects → snackbar, SIWX_AUTH_ERROR, still on the sign view', async () => {
    const kit = await prompted()
    kit.adapter.setFeatures({ signMessageError: true })

    const error = await signSiwxMessage(kit.config).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxSignError)
    expect((error as SiwxSignError).message).toBe('Error signing message')
    expect((error as SiwxSignError).cause).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.config.stores.snackbar.getState().snackbar).toMatchObject({
      message: 'Error signing message',
      variant: 'error',
    })
    expect(kit.siwxEvents.map((event) => [event.name, event.properties])).toEqual([
      [
        'SIWX_AUTH_ERROR',
        { network: SEPOLIA, isSmartAccount: false, message: 'User rejected the request' },
      ],
    ])
    expect(kit.config.stores.siwx.getState().prompt).toEqual({
      namespace: 'eip155',
      signing: false,
      error: 'Error signing message',
    })
    expect(kit.config.stores.modal.getState().open).toBe(true)
    expect(kit.config.stores.router.getState().history).toEqual([{ view: 'SIWXSignMessage' }])
    expect(kit.siwx.sessions).toEqual([])
  })

  it('behavior: addSession refuses → same as a rejection; the retry gets a fresh message', async () => {
    const kit = await prompted()
    kit.siwx.failWith('addSession', new Error('Invalid signature'))
    await expect(signSiwxMessage(kit.config)).rejects.toThrow('Error signing message')
    expect(kit.siwxEvents.at(-1)?.properties).toMatchObject({ message: 'Invalid signature' })

    kit.siwx.failWith('addSession', undefined)
    const session = await signSiwxMessage(kit.config)
    expect(session.data.nonce).toBe('nonce000002')
    expect(kit.siwx.count('createMessage')).toBe(2)
    expect(kit.siwxEvents.map((event) => event.name)).toEqual([
      'SIWX_AUTH_ERROR',
      'SIWX_AUTH_SUCCESS',
    ])
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: the modal closed meanwhile → a failure reopens the sign view', async () => {
    const kit = await prompted()
    kit.adapter.setFeatures({ signMessageError: true })
    // Not through closeModal (that declines the sign-in): the page hid the modal.
    kit.config.stores.modal.setState({ open: false })
    await expect(signSiwxMessage(kit.config)).rejects.toThrow(SiwxSignError)
    expect(kit.config.stores.modal.getState().open).toBe(true)
    expect(kit.config.stores.router.getState().view).toBe('SIWXSignMessage')
  })

  it('behavior: not connected → NotConnectedError, nothing asked or shown', async () => {
    const kit = siwxTestConfig()
    kits.push(kit)
    await expect(signSiwxMessage(kit.config)).rejects.toBeInstanceOf(NotConnectedError)
    expect(kit.siwx.calls).toEqual([])
    expect(kit.config.stores.snackbar.getState().snackbar).toBeUndefined()
  })

  it('behavior: without the siwx option → SiwxSignError', async () => {
    const kit = siwxTestConfig({ options: { siwx: undefined } })
    kits.push(kit)
    await connect(kit.config, { connectorId: 'mock' })
    const error = await signSiwxMessage(kit.config).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxSignError)
    expect((error as SiwxSignError).details).toBe('The `siwx` option is not set')
  })
})
