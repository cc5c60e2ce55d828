import type { Page } from '@playwright/test'
import { modal } from './demo.ts'
import { EMBEDDED_FRAME } from './emailSignIn.ts'
import { expectNoOverflow } from './overflow.ts'

/**
 * The view the modal shows now fits: nothing in the modal, nor in a frame shown over it (the
 * embedded wallet's Approve view), overflows its container (`expectNoOverflow`, which names
 * each element that does).
 */
export async function expectViewFits(page: Page, where: string): Promise<void> {
  await expectNoOverflow(modal(page), where)
  const frames = page.locator(EMBEDDED_FRAME)
  for (const frame of await frames.all()) {
    if (await frame.isVisible())
      await expectNoOverflow(frame.contentFrame().locator('body'), `${where}, in the frame`)
  }
}
