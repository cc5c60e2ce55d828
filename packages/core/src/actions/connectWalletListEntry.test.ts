import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import { ModalClosedError } from '../errors/connection.ts'
import { startConfig } from '../startConfig.ts'
import { closeModal } from './closeModal.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { connectWalletListEntry } from './connectWalletListEntry.ts'
import { getWalletList } from './getWalletList.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function setUp() {
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const walletConnect = mockPairingAdapter({
    sessions: { eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id } },
    now: Date.now,
  })
  const config = createTestConfig({ adapters: [evm, walletConnect] })
  stops.push(startConfig(config))
  config.stores.wallets.setState({ list: [{ id: 'trust-id', name: 'Trust Wallet' }] })
  const [installed, directory] = getWalletList(config)
  if (!installed || !directory) throw new Error('no list')
  return { config, evm, walletConnect, installed, directory }
}

describe('connectWalletListEntry', () => {
  it('behavior: an installed wallet connects without the modal', async () => {
    const { config, evm, installed } = setUp()
    expect(installed.kind).toBe('connector')
    const connection = await connectWalletListEntry(config, installed)
    expect(connection.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(evm.state.calls.connect).toBe(1)
    expect(config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: a directory wallet opens the modal on its WalletConnect view alone; the pairing resolves it', async () => {
    const { config, walletConnect, directory } = setUp()
    const pending = connectWalletListEntry(config, directory)
    expect(config.stores.modal.getState().open).toBe(true)
    expect(config.stores.router.getState().history).toEqual([
      {
        view: 'ConnectingWalletConnect',
        data: { wallet: { id: 'trust-id', name: 'Trust Wallet' } },
      },
    ])
    void connectWalletConnect(config)
    walletConnect.approve()
    expect((await pending).accounts[0]?.address).toBe(OTHER_ADDRESS)
  })

  it('behavior: closing the modal ends it with ModalClosedError', async () => {
    const { config, directory } = setUp()
    const pending = connectWalletListEntry(config, directory)
    closeModal(config)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
  })
})
