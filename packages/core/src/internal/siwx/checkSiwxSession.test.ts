import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { existingSession } from '@portico/test-utils/memorySiwx'
import { secondTestnetNetwork, solanaNetwork, testnetNetwork } from '@portico/test-utils/networks'
import { type SiwxTestConfig, siwxTestConfig } from '@portico/test-utils/siwxTestConfig'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../actions/connect.ts'
import { openModal } from '../../actions/openModal.ts'
import { signSiwxMessage } from '../../actions/signSiwxMessage.ts'
import { switchNetwork } from '../../actions/switchNetwork.ts'
import { mockAdapter } from '../../adapters/mock.ts'
import { startConfig } from '../../startConfig.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import { requestSiwxCheck } from './requestSiwxCheck.ts'

const SEPOLIA = testnetNetwork.caipNetworkId
const BASE_SEPOLIA = secondTestnetNetwork.caipNetworkId
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const INIT_FAILED = 'A problem occurred while trying initialize authentication'

const kits: SiwxTestConfig[] = []
function setUp(...parameters: Parameters<typeof siwxTestConfig>): SiwxTestConfig {
  const kit = siwxTestConfig(...parameters)
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.stop()
  vi.restoreAllMocks()
})

/** The sign view is up for `namespace`, the modal open on it alone. */
async function expectPrompt(kit: SiwxTestConfig, namespace = 'eip155') {
  await vi.waitFor(() =>
    expect(kit.config.stores.siwx.getState().prompt?.namespace).toBe(namespace),
  )
  expect(kit.config.stores.modal.getState().open).toBe(true)
  expect(kit.config.stores.router.getState().history).toEqual([{ view: 'SIWXSignMessage' }])
}

describe('checkSiwxSession', () => {
  it('after connect: no session → getSessions, createMessage, then SIWXSignMessage opens', async () => {
    const kit = setUp()
    await connect(kit.config, { connectorId: 'mock' })
    await expectPrompt(kit)
    expect(kit.siwx.calls.map((call) => call.method)).toEqual(['getSessions', 'createMessage'])
    expect(kit.siwx.calls[0]?.args).toEqual([SEPOLIA, TEST_ADDRESS])
    expect(kit.siwx.calls[1]?.args).toEqual([{ accountAddress: TEST_ADDRESS, chainId: SEPOLIA }])
    expect(kit.config.stores.siwx.getState().namespaces.eip155).toMatchObject({
      caipNetworkId: SEPOLIA,
      address: TEST_ADDRESS,
      status: 'none',
      message: { nonce: 'nonce000001' },
    })
  })

  it('after connect: a session → signed in, no prompt, the modal stays closed', async () => {
    const kit = setUp({ siwx: { sessions: [existingSession(SEPOLIA, TEST_ADDRESS)] } })
    await connect(kit.config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('signedIn'),
    )
    expect(kit.config.stores.siwx.getState().namespaces.eip155?.session).toEqual(
      existingSession(SEPOLIA, TEST_ADDRESS),
    )
    expect(kit.siwx.count('createMessage')).toBe(0)
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(kit.config.stores.siwx.getState().prompt).toBeUndefined()
  })

  it('after a silent reconnect at page load: no session → the sign view opens', async () => {
    const kit = setUp()
    kit.stop()
    kit.config.storage.set(storageKeys.connectedConnectorId('eip155'), 'mock')
    const stop = startConfig(kit.config)
    kits.push({ ...kit, stop })
    await expectPrompt(kit)
    expect(kit.adapter.state.calls).toMatchObject({ reconnect: 1, connect: 0 })
  })

  it('after an account change: the new account is asked about', async () => {
    const kit = setUp({ siwx: { sessions: [existingSession(SEPOLIA, TEST_ADDRESS)] } })
    await connect(kit.config, { connectorId: 'mock' })
    await vi.waitFor(() => expect(kit.siwx.count('getSessions')).toBe(1))
    kit.adapter.emit.accountsChanged([OTHER_ADDRESS])
    await expectPrompt(kit)
    expect(kit.siwx.calls.at(-2)?.args).toEqual([SEPOLIA, OTHER_ADDRESS])
  })

  it('after a network change: the account is asked about on the new network', async () => {
    const kit = setUp({ siwx: { sessions: [existingSession(SEPOLIA, TEST_ADDRESS)] } })
    await connect(kit.config, { connectorId: 'mock' })
    await vi.waitFor(() =>
      expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('signedIn'),
    )
    // The wallet reports its chain change and switchNetwork asks too: one check.
    await switchNetwork(kit.config, secondTestnetNetwork)
    await expectPrompt(kit)
    expect(
      kit.siwx.calls.filter((call) => call.method === 'getSessions').map((call) => call.args),
    ).toEqual([
      [SEPOLIA, TEST_ADDRESS],
      [BASE_SEPOLIA, TEST_ADDRESS],
    ])
  })

  it('behavior: a chain the dApp does not list → nothing asked until it is on a listed one', async () => {
    const kit = setUp({ adapter: { chainId: 1 } })
    await connect(kit.config, { connectorId: 'mock' })
    expect(kit.config.stores.router.getState().view).toBe('UnsupportedChain')
    await Promise.resolve()
    expect(kit.siwx.calls).toEqual([])
    kit.adapter.emit.chainChanged(testnetNetwork.id)
    await expectPrompt(kit)
  })

  it('behavior: asked twice at once for one network and address → one check, one prompt', async () => {
    const kit = setUp()
    const held = kit.siwx.hold('getSessions')
    await connect(kit.config, { connectorId: 'mock' })
    // Checking from the moment connect resolves, even while the check's code is still loading.
    expect(kit.config.stores.siwx.getState().namespaces.eip155?.status).toBe('checking')
    requestSiwxCheck(kit.config, 'eip155')
    kit.adapter.emit.chainChanged(testnetNetwork.id)
    held.release()
    await expectPrompt(kit)
    requestSiwxCheck(kit.config, 'eip155')
    await Promise.resolve()
    expect(kit.siwx.count('getSessions')).toBe(1)
    expect(kit.siwx.count('createMessage')).toBe(1)
  })

  it('behavior: the modal already open on Account → replaced by the sign view, no going back', async () => {
    const kit = setUp({ siwx: { sessions: [existingSession(SEPOLIA, TEST_ADDRESS)] } })
    await connect(kit.config, { connectorId: 'mock' })
    await openModal(kit.config)
    expect(kit.config.stores.router.getState().view).toBe('Account')
    kit.adapter.emit.accountsChanged([OTHER_ADDRESS])
    await expectPrompt(kit)
  })

  it('behavior: disconnected while checking → the answer is dropped, no prompt', async () => {
    const kit = setUp()
    const held = kit.siwx.hold('getSessions')
    await connect(kit.config, { connectorId: 'mock' })
    kit.adapter.emit.disconnect()
    await vi.waitFor(() =>
      expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe(
        'disconnected',
      ),
    )
    held.release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kit.siwx.count('createMessage')).toBe(0)
    expect(kit.config.stores.siwx.getState()).toEqual({ namespaces: {} })
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it.each([
    ['getSessions', 'Session store unreachable'],
    ['createMessage', 'Nonce service unreachable'],
  ] as const)(
    'init failure (%s throws) → message, SIWX_AUTH_ERROR, disconnected, Connect',
    async (method, reason) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const kit = setUp()
      kit.siwx.failWith(method, new Error(reason))
      await connect(kit.config, { connectorId: 'mock' })
      await vi.waitFor(() =>
        expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe(
          'disconnected',
        ),
      )
      expect(kit.config.stores.snackbar.getState().snackbar).toMatchObject({
        message: INIT_FAILED,
        variant: 'error',
      })
      expect(kit.siwxEvents.map((event) => [event.name, event.properties])).toEqual([
        ['SIWX_AUTH_ERROR', { network: SEPOLIA, isSmartAccount: false, message: reason }],
      ])
      expect(kit.config.stores.router.getState().history).toEqual([{ view: 'Connect' }])
      expect(kit.config.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
      expect(kit.adapter.state.calls.disconnect).toBe(1)
    },
  )

  it('behavior: two families connected at once → asked one after the other', async () => {
    const solana = mockAdapter({
      namespace: 'solana',
      accounts: [SOLANA_ADDRESS],
      chainId: solanaNetwork.id,
    })
    const kit = setUp({
      extraAdapters: [solana],
      options: { networks: [testnetNetwork, solanaNetwork] },
    })
    await connect(kit.config, { connectorId: 'mock', namespace: 'eip155' })
    await connect(kit.config, { connectorId: 'mock', namespace: 'solana' })
    await expectPrompt(kit, 'eip155')
    await vi.waitFor(() =>
      expect(kit.config.stores.siwx.getState().namespaces.solana?.status).toBe('none'),
    )
    expect(kit.config.stores.siwx.getState().prompt?.namespace).toBe('eip155')

    await signSiwxMessage(kit.config)
    await expectPrompt(kit, 'solana')
    const session = await signSiwxMessage(kit.config)
    expect(session.data).toMatchObject({
      chainId: solanaNetwork.caipNetworkId,
      accountAddress: SOLANA_ADDRESS,
    })
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: without the siwx option nothing is asked', async () => {
    const kit = setUp({ options: { siwx: undefined } })
    await connect(kit.config, { connectorId: 'mock' })
    await Promise.resolve()
    expect(kit.siwx.calls).toEqual([])
    expect(kit.config.stores.siwx.getState()).toEqual({ namespaces: {} })
  })
})
