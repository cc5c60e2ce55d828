import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../test/connectWithModal.ts'
import { cleanupKits, type Kit, renderKit } from '../test/renderKit.tsx'

afterEach(cleanupKits)

/**
 * axe over the modal inside its shadow root. Colour contrast needs real layout and rendering,
 * which happy-dom does not do: the browser tests check it.
 */
async function violations(kit: Kit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

describe('accessibility', () => {
  it('behavior: Connect has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.modal().findByRole('button', { name: /MetaMask/ })
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: All Wallets has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await kit.user.click(await kit.modal().findByRole('button', { name: /All Wallets/ }))
    await kit.modal().findByRole('button', { name: 'MetaMask' })
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: Account has no axe violations', async () => {
    const kit = await renderKit()
    await kit.user.click(await connectWithModal(kit))
    await kit.modal().findByTestId('account-address')
    expect(await violations(kit)).toEqual([])
  })
})
