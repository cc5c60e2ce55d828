import {
  type Connection,
  type Connector,
  ModalClosedError,
  mockPairingAdapter,
} from '@portico/core'
import { OTHER_ADDRESS, TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { stubPopups } from '@portico/test-utils/fakePopup'
import { localNetwork } from '@portico/test-utils/networks'
import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_CONNECTOR } from '../test/createTestAdapter.ts'
import { cleanupKits, type RenderKitParameters, renderKit } from '../test/renderKit.tsx'
import { WalletButton } from './WalletButton.tsx'

afterEach(async () => {
  vi.restoreAllMocks()
  await cleanupKits()
})

const walletConnect = () =>
  mockPairingAdapter({
    sessions: { eip155: { address: OTHER_ADDRESS, chainId: localNetwork.id } },
    now: Date.now,
  })

/** The kit with wallet buttons as a page places them (no Connect button). */
async function renderButtons(
  children: RenderKitParameters['children'],
  parameters: Omit<RenderKitParameters, 'children'> = {},
) {
  const kit = await renderKit({ ...parameters, children })
  const isOpen = () => kit.config.stores.modal.getState().open
  return { ...kit, isOpen }
}

// Each test starts a directory server and the kit: generous on a busy two-core machine.
describe('WalletButton', { timeout: 60_000 }, () => {
  it('parameters: an installed wallet by rdns connects directly: pending, then connected; no modal', async () => {
    const onSuccess = vi.fn<(connection: Connection) => void>()
    const kit = await renderButtons(
      <WalletButton wallet="dev.portico.test" onSuccess={onSuccess} />,
    )
    const button = await screen.findByRole('button', { name: 'Connect Portico Test Wallet' })
    expect(button.textContent).toBe('Portico Test Wallet')
    expect(button.querySelector('img')?.getAttribute('src')).toBe(TEST_CONNECTOR.info?.icon)

    const gate = kit.adapter.holdConnects()
    await kit.user.click(button)
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    expect(button.getAttribute('data-state')).toBe('pending')
    // Still focusable while pending: aria-disabled, not disabled.
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    gate.release()

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(onSuccess.mock.calls[0]?.[0].accounts[0]?.address).toBe(TEST_ADDRESS)
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(kit.adapter.state.calls.connect).toBe(1)
    expect(kit.dialog()).toBeNull()
    expect(kit.isOpen()).toBe(false)
  })

  it('behavior: an installed wallet that refuses: onError, and the button is ready again', async () => {
    const onError = vi.fn<(error: Error) => void>()
    const kit = await renderButtons(<WalletButton wallet="dev.portico.test" onError={onError} />)
    kit.adapter.setFeatures({ connectError: true })
    await kit.user.click(await screen.findByRole('button', { name: 'Connect Portico Test Wallet' }))
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0].name).toBe('ConnectionRejectedError')
    expect(screen.getByRole('button').getAttribute('data-state')).toBe('ready')
    expect(kit.dialog()).toBeNull()
  })

  it('parameters: a directory id whose wallet is installed (same rdns) connects that wallet directly', async () => {
    const metamask: Connector = {
      ...TEST_CONNECTOR,
      id: 'io.metamask',
      name: 'MetaMask',
      info: { rdns: 'io.metamask', icon: TEST_CONNECTOR.info?.icon ?? '' },
    }
    const kit = await renderButtons(<WalletButton wallet="metamask" />, {
      adapter: { connectors: [metamask] },
    })
    const button = await screen.findByRole('button', { name: 'Connect MetaMask' })
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
    await kit.user.click(button)
    await waitFor(() =>
      expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
    expect(kit.adapter.state.calls.connect).toBe(1)
    expect(kit.dialog()).toBeNull()
  })

  it('parameters: a directory wallet not installed is loaded by id, then opens the modal on its WalletConnect view', async () => {
    const onError = vi.fn<(error: Error) => void>()
    const kit = await renderButtons(<WalletButton wallet="trust" onError={onError} />, {
      extraAdapters: [walletConnect()],
    })
    // Its name and image once the directory answered (include=trust).
    const button = await screen.findByRole('button', { name: 'Connect Trust Wallet' })
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      kit.config.api.directory.getWalletImageUrl('trust'),
    )
    expect(kit.directory.requests.some((query) => query.get('include') === 'trust')).toBe(true)

    await kit.user.click(button)
    expect(kit.config.stores.router.getState().history).toEqual([
      {
        view: 'ConnectingWalletConnect',
        data: { wallet: expect.objectContaining({ id: 'trust' }) },
      },
    ])
    // No Connect list: straight to the pairing, named after the wallet.
    expect(await kit.modal().findByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(kit.modal().queryByRole('list', { name: 'Wallets' })).toBeNull()

    await kit.user.click(kit.modal().getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ModalClosedError)
    expect(button.getAttribute('data-state')).toBe('ready')
  })

  it("parameters: 'walletConnect' opens the QR code; the wallet's approval connects", async () => {
    const pairing = walletConnect()
    const onSuccess = vi.fn<(connection: Connection) => void>()
    const kit = await renderButtons(<WalletButton wallet="walletConnect" onSuccess={onSuccess} />, {
      extraAdapters: [pairing],
    })
    const button = await screen.findByRole('button', { name: 'Connect WalletConnect' })
    await kit.user.click(button)
    expect(await kit.modal().findByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(kit.config.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(button.getAttribute('aria-busy')).toBe('true')

    pairing.approve()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(onSuccess.mock.calls[0]?.[0].accounts[0]?.address).toBe(OTHER_ADDRESS)
    expect(kit.isOpen()).toBe(false)
  })

  it("parameters: 'email' opens the e-mail sign-in, empty or with the given address's code on its way", async () => {
    const auth = authAdapter()
    const kit = await renderButtons(
      <>
        <WalletButton wallet="email" />
        <WalletButton wallet="email" email="ada@example.com" label="Sign in as Ada" />
      </>,
      { extraAdapters: [auth] },
    )
    await kit.user.click(await screen.findByRole('button', { name: 'Continue with E-mail' }))
    const form = await kit.modal().findByRole('form', { name: 'Sign in with e-mail' })
    expect(within(form).getByRole('textbox', { name: 'Continue with e-mail' })).toHaveProperty(
      'value',
      '',
    )
    expect(kit.config.stores.router.getState().view).toBe('EmailLogin')
    expect(auth.calls.connectEmail).toBe(0)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(kit.isOpen()).toBe(false))

    await kit.user.click(screen.getByRole('button', { name: 'Sign in as Ada' }))
    expect(await kit.modal().findByRole('textbox', { name: 'Code' })).toBeTruthy()
    expect(kit.modal().getByText(/Enter the code we sent to/).textContent).toBe(
      'Enter the code we sent to ada@example.com.',
    )
    expect(auth.calls.connectEmail).toBe(1)
  })

  it('parameters: a social provider opens its window in the click, with ConnectingSocial in the modal', async () => {
    const popups = stubPopups({ blocked: false })
    const kit = await renderButtons(<WalletButton wallet="github" />, {
      extraAdapters: [authAdapter()],
    })
    await kit.user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }))
    expect(popups.calls).toHaveLength(1)
    expect(await kit.modal().findByText('Log in with GitHub')).toBeTruthy()
    expect(kit.config.stores.auth.getState().social).toMatchObject({ provider: 'github' })
  })

  it('behavior: not ready (no embedded wallet, unknown id) is disabled and says so', async () => {
    await renderButtons(
      <>
        <WalletButton wallet="email" />
        <WalletButton wallet="google" />
        <WalletButton wallet="walletConnect" />
        <WalletButton wallet="no-such-wallet" />
      </>,
    )
    const buttons = await screen.findAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Continue with E-mail',
      'Continue with Google',
      'Connect WalletConnect',
      'Connect Wallet',
    ])
    for (const button of buttons) {
      expect(button.hasAttribute('disabled')).toBe(true)
      expect(button.getAttribute('data-state')).toBe('loading')
    }
  })

  it('behavior: WalletButton.Custom renders your markup from the same state', async () => {
    const kit = await renderButtons(
      <WalletButton.Custom wallet="dev.portico.test">
        {({ connect, isReady, wallet }) => (
          <button type="button" disabled={!isReady} onClick={() => connect().catch(() => {})}>
            Use {wallet.name}
          </button>
        )}
      </WalletButton.Custom>,
    )
    await kit.user.click(await screen.findByRole('button', { name: 'Use Portico Test Wallet' }))
    await waitFor(() =>
      expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
  })

  it('behavior: every kind has no axe violations', async () => {
    stubPopups({ blocked: false })
    await renderButtons(
      <>
        <WalletButton wallet="dev.portico.test" />
        <WalletButton wallet="trust" />
        <WalletButton wallet="walletConnect" />
        <WalletButton wallet="email" />
        <WalletButton wallet="google" />
      </>,
      { extraAdapters: [walletConnect(), authAdapter()] },
    )
    await screen.findByRole('button', { name: 'Connect Trust Wallet' })
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})
