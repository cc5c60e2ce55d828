import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT, openAccountWithTransfers } from '../../test/openSendView.ts'
import { cleanupKits, type Kit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** Account, then Buy, once its options are loaded. */
async function openBuy(): Promise<Kit> {
  const kit = await openAccountWithTransfers()
  await kit.user.click(kit.modal().getByRole('button', { name: 'Buy' }))
  await kit.modal().findByRole('form', { name: 'Buy crypto' }, CHUNK_TIMEOUT)
  return kit
}

/** axe inside the shadow root; colour contrast needs real layout (the browser tests check it). */
async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

describe('Buy view', { timeout: 30_000 }, () => {
  it('behavior: without the server’s options, the sample data and the indicative note; no axe violations', async () => {
    // The test server has no on-ramp routes (404): the kit's built-in sample data apply.
    const kit = await openBuy()
    const dialog = kit.modal()
    expect(dialog.getByTestId('buy-indicative').textContent).toMatch(/indicative/)
    expect((dialog.getByLabelText('Buy') as HTMLSelectElement).value).toBe('ETH')
    expect(dialog.getByTestId('buy-limits').textContent).toBe('Card: 10 to 7,500 USD')
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: limits said in an alert as the amount is typed, per payment method', async () => {
    const kit = await openBuy()
    const dialog = kit.modal()
    const amount = dialog.getByLabelText(/^Amount/)
    await kit.user.type(amount, '5')
    const alert = dialog.getByTestId('buy-amount-error')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toBe('Amount must be at least 10 USD')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await kit.user.type(amount, '0000')
    expect(alert.textContent).toBe('Amount must be at most 7,500 USD for card')
    // The payment methods are labelled radios: one group, arrow keys move within it.
    await kit.user.click(dialog.getByRole('radio', { name: 'Bank account' }))
    expect(alert.textContent).toBe('Amount must be at most 25,000 USD for bank account')
    expect(dialog.getByTestId('buy-continue').getAttribute('aria-disabled')).toBe('true')
    expect(await violations(kit)).toEqual([])
  })
})
