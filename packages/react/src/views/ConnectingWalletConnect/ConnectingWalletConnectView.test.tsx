import {
  mockPairingAdapter,
  PAIRING_LIFETIME_MS,
  PorticoError,
  storageKeys,
  type Wallet,
} from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

const WC_ADDRESS = '0x70997970C51812dc3A63C0aA6a6B52f5CB1EC3d0'

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
})

async function renderWithWalletConnect(
  parameters: { mobile?: boolean; wallets?: readonly Wallet[]; manual?: boolean } = {},
) {
  let now = Date.now()
  const walletConnect = mockPairingAdapter({
    sessions: { eip155: { address: WC_ADDRESS, chainId: localNetwork.id } },
    now: () => now,
  })
  const kit = await renderKit({
    extraAdapters: [walletConnect],
    options: {
      isMobile: () => parameters.mobile ?? false,
      ...(parameters.manual ? { manualWCControl: true } : {}),
    },
    ...(parameters.wallets ? { wallets: parameters.wallets } : {}),
  })
  return {
    kit,
    walletConnect,
    advance: (ms: number) => {
      now += ms
    },
  }
}

async function openQrCode(kit: Kit) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /WalletConnect/ }))
  return kit.modal().findByRole('img', { name: /QR code to connect/ })
}

describe('ConnectingWalletConnect view (desktop)', () => {
  it('default: WalletConnect comes first; its QR code holds the pairing URI and connects', async () => {
    const { kit, walletConnect } = await renderWithWalletConnect()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const entries = await kit.modal().findAllByRole('button', { name: /QR code|Installed/ })
    expect(entries[0]?.textContent).toContain('WalletConnect')

    await kit.user.click(entries[0] as HTMLElement)
    const qr = await kit.modal().findByRole('img', { name: 'QR code to connect your wallet' })
    const uri = kit.config.stores.pairing.getState().uri
    expect(uri).toMatch(/^wc:/)
    expect(qr.getAttribute('data-value')).toBe(uri)
    expect(kit.modal().getByRole('timer').textContent).toMatch(/^Expires in (4:00|3:5\d)$/)

    await kit.user.click(kit.modal().getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(uri)
    expect(await kit.modal().findByText('Link copied')).toBeTruthy()

    await act(async () => walletConnect.approve())
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(kit.config.stores.account.getState().namespaces.eip155?.address).toBe(WC_ADDRESS)
  })

  it('behavior: an expired URI is replaced by a fresh one (spec §4)', async () => {
    const { kit, advance } = await renderWithWalletConnect()
    const qr = await openQrCode(kit)
    const first = qr.getAttribute('data-value')
    advance(PAIRING_LIFETIME_MS - 10_000)
    await waitFor(
      () => {
        const next = kit
          .modal()
          .getByRole('img', { name: /QR code/ })
          .getAttribute('data-value')
        expect(next).toMatch(/^wc:/)
        expect(next).not.toBe(first)
      },
      { timeout: 3000 },
    )
  })

  it('behavior: expired while the page is hidden, it waits for "Get a new code"', async () => {
    const { kit, advance } = await renderWithWalletConnect()
    const qr = await openQrCode(kit)
    const first = qr.getAttribute('data-value')
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    advance(PAIRING_LIFETIME_MS)
    expect((await kit.modal().findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'QR code expired',
    )
    vi.restoreAllMocks()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Get a new code' }))
    const fresh = await kit.modal().findByRole('img', { name: /QR code/ })
    expect(fresh.getAttribute('data-value')).not.toBe(first)
  })

  it("behavior: rejected, says 'Connection rejected' and retries with a new URI", async () => {
    const { kit, walletConnect } = await renderWithWalletConnect()
    await openQrCode(kit)
    await act(async () => walletConnect.reject())
    expect((await kit.modal().findByRole('alert')).textContent).toBe('Connection rejected')

    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))
    await kit.modal().findByRole('img', { name: /QR code/ })
    expect(walletConnect.calls.connect).toBe(2)
    await act(async () => walletConnect.approve())
    await waitFor(() =>
      expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
  })

  it('behavior: a relay that cannot be reached says so and offers a retry', async () => {
    const { kit, walletConnect } = await renderWithWalletConnect()
    await openQrCode(kit)
    await act(async () => walletConnect.fail(new PorticoError('Failed to connect')))
    expect((await kit.modal().findByRole('alert')).textContent).toBe('Connection failed')
    expect(kit.modal().getByText('Failed to connect')).toBeTruthy()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))
    expect(await kit.modal().findByRole('img', { name: /QR code/ })).toBeTruthy()
  })

  it("behavior: closing the modal ends the pairing ('Modal closed')", async () => {
    const { kit } = await renderWithWalletConnect()
    await openQrCode(kit)
    await kit.user.keyboard('{Escape}')
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
    expect(kit.config.stores.pairing.getState().status).toBe('idle')
    expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('disconnected')
  })

  it('behavior: manual WalletConnect control opens the basic view with the QR code', async () => {
    const { kit } = await renderWithWalletConnect({ manual: true })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await kit.modal().findByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(kit.modal().getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    await kit.user.click(kit.modal().getByRole('button', { name: 'All Wallets' }))
    expect(await kit.modal().findByRole('heading', { name: 'All Wallets' })).toBeTruthy()
  })
})

describe('ConnectingWalletConnect view (mobile)', () => {
  const rainbow: Wallet = {
    id: 'rainbow',
    name: 'Rainbow',
    image_id: null,
    mobile_link: 'rainbow://',
  }

  it('default: opens the wallet app with the URI, offers "Open" again and remembers it', async () => {
    // No wallet app in a test browser: the OS hand-off is the one thing stubbed.
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { kit, walletConnect } = await renderWithWalletConnect({
      mobile: true,
      wallets: [rainbow],
    })
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /Rainbow/ }))

    expect(await kit.modal().findByText('Continue in Rainbow')).toBeTruthy()
    const uri = kit.config.stores.pairing.getState().uri ?? ''
    const href = `rainbow://wc?uri=${encodeURIComponent(uri)}`
    await waitFor(() => expect(open).toHaveBeenCalledWith(href, '_self', undefined))
    expect(open).toHaveBeenCalledTimes(1)
    expect(kit.modal().getByRole('link', { name: 'Open Rainbow' }).getAttribute('href')).toBe(href)
    expect(kit.modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(kit.config.storage.get(storageKeys.deeplinkChoice)).toEqual({
      href: 'rainbow://',
      name: 'Rainbow',
    })
    expect(walletConnect.deepLinkChoices).toEqual([{ href: 'rainbow://', name: 'Rainbow' }])

    await kit.user.click(kit.modal().getByRole('link', { name: 'Open Rainbow' }))
    expect(open).toHaveBeenCalledTimes(2)
    await act(async () => walletConnect.approve())
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))
  })
})
