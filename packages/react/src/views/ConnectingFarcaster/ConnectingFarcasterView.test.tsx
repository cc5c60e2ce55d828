import { FARCASTER_RELOAD_DELAY_MS, openModal } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import {
  type AuthAdapter,
  type AuthAdapterParameters,
  authAdapter,
  TEST_FARCASTER_PFP,
} from '@portico/test-utils/authAdapter'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

// The embedded wallet is core's double (@portico/test-utils/authAdapter): it gives a Farcaster
// address and waits for approveFarcaster() / expireFarcaster() / failFarcaster(), as the frame
// waits for the relay. The real frame and a scripted Farcaster client are the end-to-end test.

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
})

/** Connect Wallet, then "Continue with Farcaster": ConnectingFarcaster shows the code. */
async function startFarcaster(
  parameters: AuthAdapterParameters = {},
): Promise<{ kit: Kit; adapter: AuthAdapter }> {
  const adapter = authAdapter(parameters)
  const kit = await renderKit({ extraAdapters: [adapter] })
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: 'Continue with Farcaster' }))
  await kit.modal().findByTestId('connecting-farcaster', {}, { timeout: 10_000 })
  return { kit, adapter }
}

const view = (kit: Kit) => kit.modal().getByTestId('connecting-farcaster')

describe('ConnectingFarcaster view', () => {
  it('default: the QR code holds the address, with the mark; open and copy the link; approval connects and closes the modal', async () => {
    const { kit, adapter } = await startFarcaster()
    await vi.waitFor(() => expect(view(kit).getAttribute('data-state')).toBe('waiting'))
    const url = adapter.farcasterUrls[0] ?? ''
    const qr = kit.modal().getByRole('img', { name: 'QR code to connect Farcaster' })
    expect(qr.getAttribute('data-value')).toBe(url)
    expect(view(kit).querySelector('.qr-logo svg[data-provider="farcaster"]')).toBeTruthy()
    const open = kit.modal().getByRole('link', { name: 'Open link' })
    expect(open.getAttribute('href')).toBe(url)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(view(kit)).getByRole('status').textContent).toContain('Farcaster app')
    expect(kit.modal().getByRole('heading', { level: 2 }).textContent).toBe('Farcaster')

    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(url)

    act(() => adapter.approveFarcaster())
    expect(await screen.findByRole('button', { name: /0xf3…b92266/ })).toBeTruthy()
    expect(kit.config.stores.modal.getState().open).toBe(false)
    expect(TEST_ADDRESS.toLowerCase()).toContain('f39fd6e5')
  })

  it('behavior: the code expires → dimmed, "Farcaster sign-in expired", "Get a new code" gives a new code', async () => {
    const { kit, adapter } = await startFarcaster()
    await vi.waitFor(() => expect(adapter.farcasterWaiting()).toBe(true))
    act(() => adapter.expireFarcaster())

    expect((await kit.modal().findByRole('alert')).textContent).toBe('Farcaster sign-in expired')
    expect(view(kit).getAttribute('data-state')).toBe('expired')
    expect(view(kit).querySelector('.qr[data-dimmed]')).toBeTruthy()

    await kit.user.click(kit.modal().getByRole('button', { name: 'Get a new code' }))
    await vi.waitFor(() => expect(view(kit).getAttribute('data-state')).toBe('waiting'))
    expect(
      kit
        .modal()
        .getByRole('img', { name: 'QR code to connect Farcaster' })
        .getAttribute('data-value'),
    ).toBe(adapter.farcasterUrls[1])
    expect(kit.modal().queryByRole('alert')).toBeNull()
  })

  it('behavior: the relay cannot be reached → "Failed to connect to farcaster" and "Try again"', async () => {
    const { kit, adapter } = await startFarcaster({
      farcasterUriError: 'Failed to connect to farcaster',
    })
    expect((await kit.modal().findByRole('alert')).textContent).toBe(
      'Failed to connect to farcaster',
    )
    expect(view(kit).getAttribute('data-state')).toBe('error')
    expect(kit.modal().queryByRole('img', { name: /QR code/ })).toBeNull()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(adapter.calls.getFarcasterUri).toBe(2))
  })

  it('behavior: Back → Connect; the address is cleared and the wallet reloads 100 ms later', async () => {
    const { kit, adapter } = await startFarcaster()
    await vi.waitFor(() => expect(adapter.farcasterWaiting()).toBe(true))

    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))

    expect(await kit.modal().findByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(kit.config.stores.account.getState().namespaces.eip155?.farcasterUrl).toBeUndefined()
    expect(kit.config.stores.auth.getState().farcaster).toBeUndefined()
    await vi.waitFor(() => expect(adapter.calls.reload).toBe(1), {
      timeout: FARCASTER_RELOAD_DELAY_MS * 20,
    })
    expect(adapter.farcasterWaiting()).toBe(false)
  })

  it('behavior: opened on its own (openModal with the view), it starts a sign-in', async () => {
    const adapter = authAdapter()
    const kit = await renderKit({ extraAdapters: [adapter] })
    await act(() => openModal(kit.config, { view: 'ConnectingFarcaster' }))
    await kit.modal().findByTestId('connecting-farcaster', {}, { timeout: 10_000 })
    await vi.waitFor(() => expect(adapter.farcasterWaiting()).toBe(true))
    expect(adapter.calls.getFarcasterUri).toBe(1)
  })

  it('behavior: Account then shows the Farcaster username and picture', async () => {
    const { kit, adapter } = await startFarcaster()
    await vi.waitFor(() => expect(adapter.farcasterWaiting()).toBe(true))
    act(() => adapter.approveFarcaster())
    await kit.user.click(await screen.findByRole('button', { name: /0xf3…b92266/ }))
    const social = await kit.modal().findByTestId('account-social', {}, { timeout: 10_000 })
    expect(social.textContent).toBe('Signed in with Farcaster as alice')
    expect(kit.modal().getByTestId('account-avatar').getAttribute('src')).toBe(TEST_FARCASTER_PFP)
  })
})
