import { connect, type Locale, signMessage } from '@portico/core'
import { type AuthAdapter, authAdapter } from '@portico/test-utils/authAdapter'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

const SIGNATURE = `0x${'ab'.repeat(65)}`
const AREA = { top: 120, left: 40, width: 360, height: 420 }
/** Where the area is now: a test moves it as the modal's animations do. */
let area = AREA

beforeEach(() => {
  // happy-dom does no layout: the view's area reports where a browser would have put it.
  const real = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.dataset.testid !== 'approve-transaction-area') return real.call(this)
    const { top, left, width, height } = area
    return new DOMRect(left, top, width, height)
  })
})
afterEach(async () => {
  area = AREA
  await cleanupKits()
  vi.restoreAllMocks()
})

/** Signed in to the embedded wallet; the modal closed. */
async function signedIn(locale: Locale = 'en'): Promise<{ kit: Kit; adapter: AuthAdapter }> {
  const adapter = authAdapter({ signedInAs: 'ada@example.com' })
  const kit = await renderKit({ extraAdapters: [adapter], options: { locale } })
  await act(() => connect(kit.config, { connectorId: 'embedded-wallet' }))
  await screen.findByRole('button', { name: /0xf3…b92266/ })
  return { kit, adapter }
}

describe('ApproveTransaction view', () => {
  it('default: the frame is shown over the view while it is open, hidden once the request settles', async () => {
    const { kit, adapter } = await signedIn()
    expect(adapter.frameRects).toEqual([])

    // A dApp asks for a signature: the modal opens on ApproveTransaction.
    const signing = signMessage(kit.config, { message: 'hello' })
    expect(await kit.modal().findByRole('heading', { name: 'Approve request' })).toBeTruthy()
    await waitFor(() => expect(adapter.frameRects[0]).toEqual(AREA))
    expect(adapter.frameRects).not.toContain(undefined)
    expect(kit.config.stores.router.getState().history).toEqual([
      { view: 'ApproveTransaction', data: undefined },
    ])

    // The visitor approves in the frame: the modal closes and the frame is hidden again.
    act(() => adapter.approve(SIGNATURE))
    await expect(signing).resolves.toBe(SIGNATURE)
    await waitFor(() => expect(adapter.frameRects.at(-1)).toBeUndefined())
    expect(adapter.frameRects.filter((rect) => rect === undefined)).toHaveLength(1)
    expect(kit.config.stores.modal.getState().open).toBe(false)
  })

  it('behavior: the frame follows the area when it moves without resizing (the entrance animation, a shake)', async () => {
    const { kit, adapter } = await signedIn()
    const signing = signMessage(kit.config, { message: 'hello' })
    await waitFor(() => expect(adapter.frameRects[0]).toEqual(AREA))
    // Mid-animation the modal is scaled to 98 % and 8 px lower; then it settles.
    area = { top: 132, left: 43.6, width: 352.8, height: 411.6 }
    await waitFor(() => expect(adapter.frameRects.at(-1)).toEqual(area))
    area = AREA
    await waitFor(() => expect(adapter.frameRects.at(-1)).toEqual(AREA))
    act(() => adapter.reject())
    await expect(signing).rejects.toThrow('User rejected the request')
  })

  it('behavior: opened over Account → back to Account when settled, the frame hidden', async () => {
    const { kit, adapter } = await signedIn()
    await kit.user.click(screen.getByRole('button', { name: /0xf3…b92266/ }))
    await kit.modal().findByTestId('account-address')

    const signing = signMessage(kit.config, { message: 'hello' })
    expect(await kit.modal().findByRole('heading', { name: 'Approve request' })).toBeTruthy()
    await waitFor(() => expect(adapter.frameRects[0]).toEqual(AREA))

    act(() => adapter.reject())
    await expect(signing).rejects.toThrow('User rejected the request')
    expect(await kit.modal().findByRole('heading', { name: 'Account' })).toBeTruthy()
    await waitFor(() => expect(adapter.frameRects.at(-1)).toBeUndefined())
    const shown = adapter.frameRects.slice(0, -1)
    expect(shown).toEqual(shown.map(() => AREA))
  })

  it('behavior: in Arabic, right to left: the title and the line under the frame in Arabic', async () => {
    const { kit, adapter } = await signedIn('ar')
    const signing = signMessage(kit.config, { message: 'hello' })
    const heading = await kit.modal().findByRole('heading', { name: 'الموافقة على الطلب' })
    expect(heading.closest('.portico')?.getAttribute('dir')).toBe('rtl')
    expect(kit.modal().getByTestId('approve-transaction-area').textContent).toBe(
      'راجِع الطلب في محفظتك.',
    )
    act(() => adapter.reject())
    await expect(signing).rejects.toThrow()
  })
})
