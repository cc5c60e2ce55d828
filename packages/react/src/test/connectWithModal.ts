import { screen } from '@testing-library/react'
import type { Kit } from './renderKit.tsx'

/**
 * Connects the way a visitor does: Connect Wallet, then the installed test wallet. Resolves
 * once the button shows the connected address.
 *
 * @example
 * const kit = await renderKit()
 * await connectWithModal(kit)
 */
export async function connectWithModal(kit: Kit): Promise<HTMLElement> {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
  return screen.findByRole('button', { name: /0xf3…b92266/ })
}
