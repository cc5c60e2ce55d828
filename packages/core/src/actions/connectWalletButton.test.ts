import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { stubPopups } from '@portico/test-utils/fakePopup'
import { testnetNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockAdapter } from '../adapters/mock.ts'
import { mockPairingAdapter } from '../adapters/mockPairing.ts'
import { ConnectionRejectedError, ModalClosedError } from '../errors/connection.ts'
import { startConfig } from '../startConfig.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { Wallet } from '../types/wallet.ts'
import { closeModal } from './closeModal.ts'
import { connectEmail } from './connectEmail.ts'
import { connectWalletButton } from './connectWalletButton.ts'
import { getWalletButtonTarget } from './getWalletButtonTarget.ts'
import { submitEmailOtp } from './submitEmailOtp.ts'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
})

const trust: Wallet = {
  id: 'trust-id',
  name: 'Trust Wallet',
  rdns: 'com.trustwallet.app',
  mobile_link: 'trust://',
}

function setUp(extra: ChainAdapter[] = []) {
  const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
  const walletConnect = mockPairingAdapter({
    sessions: { eip155: { address: OTHER_ADDRESS, chainId: testnetNetwork.id } },
    now: Date.now,
  })
  const config = createTestConfig({ adapters: [evm, walletConnect, ...extra] })
  stops.push(startConfig(config))
  const target = (wallet: string) => {
    const found = getWalletButtonTarget(config, { wallet, wallets: [trust] })
    if (!found) throw new Error(`no target for ${wallet}`)
    return found
  }
  const view = () => config.stores.router.getState()
  const isOpen = () => config.stores.modal.getState().open
  return { config, evm, walletConnect, target, view, isOpen }
}

describe('connectWalletButton', () => {
  it('behavior: an installed wallet is asked directly; the modal never opens', async () => {
    const { config, evm, target, isOpen } = setUp()
    const opened: boolean[] = []
    stops.push(config.stores.modal.subscribe((state) => opened.push(state.open)))

    const connection = await connectWalletButton(config, { target: target('mock') })

    expect(connection.accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(evm.state.calls.connect).toBe(1)
    expect(opened).not.toContain(true)
    expect(isOpen()).toBe(false)
  })

  it('behavior: an installed wallet that refuses rejects with its error', async () => {
    const { config, evm, target } = setUp()
    evm.setFeatures({ connectError: true })
    await expect(connectWalletButton(config, { target: target('mock') })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
  })

  it("behavior: 'walletConnect' opens the modal on the QR code; the pairing's connect resolves it", async () => {
    const { config, walletConnect, target, view, isOpen } = setUp()
    const pending = connectWalletButton(config, { target: target('walletConnect') })
    expect(isOpen()).toBe(true)
    expect(view().history).toEqual([{ view: 'ConnectingWalletConnect' }])

    // What the view does when it mounts: start (or join) the pairing; the wallet approves.
    const { connectWalletConnect } = await import('./connectWalletConnect.ts')
    void connectWalletConnect(config)
    walletConnect.approve()
    const connection = await pending
    expect(connection.accounts[0]?.address).toBe(OTHER_ADDRESS)
    expect(isOpen()).toBe(false)
  })

  it('behavior: a directory wallet not installed opens its own connecting view (WalletConnect, with its deep link data)', async () => {
    const { config, target, view } = setUp()
    const pending = connectWalletButton(config, { target: target('trust-id') })
    expect(view().history).toEqual([{ view: 'ConnectingWalletConnect', data: { wallet: trust } }])
    closeModal(config)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
  })

  it('behavior: without WalletConnect, a directory wallet opens the page that says how to get it', async () => {
    const evm = mockAdapter({ accounts: [TEST_ADDRESS], chainId: testnetNetwork.id })
    const config = createTestConfig({ adapters: [evm] })
    stops.push(startConfig(config))
    const pending = connectWalletButton(config, { target: { kind: 'wallet', wallet: trust } })
    expect(config.stores.router.getState().history).toEqual([
      { view: 'ConnectingExternal', data: { wallet: trust } },
    ])
    closeModal(config)
    await expect(pending).rejects.toThrow('Modal closed')
  })

  it("behavior: 'email' opens the e-mail sign-in, with the address for the view to send its code to; the code connects", async () => {
    const auth = authAdapter()
    const { config, target, view, isOpen } = setUp([auth])

    const blank = connectWalletButton(config, { target: target('email') })
    expect(view().history).toEqual([{ view: 'EmailLogin' }])
    closeModal(config)
    await expect(blank).rejects.toBeInstanceOf(ModalClosedError)

    const pending = connectWalletButton(config, {
      target: target('email'),
      email: ' ada@example.com ',
    })
    expect(view().history).toEqual([{ view: 'EmailLogin', data: { email: 'ada@example.com' } }])
    // What the view does as it opens: the code, then the visitor types it.
    await connectEmail(config, { email: 'ada@example.com' })
    await submitEmailOtp(config, { otp: auth.lastCode('ada@example.com') ?? '' })
    const connection = await pending
    expect(connection.connectorId).toBe(auth.auth.connectorId)
    expect(isOpen()).toBe(false)
  })

  it('behavior: a social provider opens its window in the same tick, with ConnectingSocial in the modal', async () => {
    const { config, target, view } = setUp([authAdapter()])
    const popups = stubPopups({ blocked: false })
    const pending = connectWalletButton(config, { target: target('github') })
    // Still the click's task: the window is open and the modal shows the sign-in.
    expect(popups.calls).toHaveLength(1)
    expect(view().history).toEqual([{ view: 'ConnectingSocial' }])
    expect(config.stores.auth.getState().social).toEqual({ provider: 'github', status: 'waiting' })

    // Closing the window is shown in the modal (Try again); only closing the modal ends the flow.
    popups.closeByVisitor()
    await vi.waitFor(
      () => expect(config.stores.auth.getState().social).toMatchObject({ status: 'error' }),
      { timeout: 5_000 },
    )
    let settled = false
    pending
      .catch(() => undefined)
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    closeModal(config)
    await expect(pending).rejects.toBeInstanceOf(ModalClosedError)
  })
})
