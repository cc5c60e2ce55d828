import { expect, type Frame, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'
import { modal } from './demo.ts'
import { EMBEDDED_FRAME } from './emailSignIn.ts'
import { expectViewFits } from './viewFits.ts'
import type { Locale, VisitOptions } from './viewWalks.ts'

/**
 * While a view is pictured, the modal grows to the whole of its content instead of scrolling,
 * so that the picture shows all of the view, not its first 640 px. Through the element's style
 * (CSSOM): a stylesheet added to the page (toHaveScreenshot's stylePath) would be an inline
 * style the pages' Content-Security-Policy refuses.
 */
async function growToContent(dialog: Locator, grow: boolean): Promise<void> {
  await dialog.evaluate((element, on) => {
    if (!(element instanceof HTMLElement)) return
    if (on) element.style.setProperty('max-height', 'none')
    else element.style.removeProperty('max-height')
  }, grow)
}

/**
 * Paints each element over with the mask's colour through its own style (CSSOM), or takes the
 * paint off again (`on` false), so that axe reads the view as it is.
 */
async function paintOver(elements: Locator[], on: boolean): Promise<void> {
  for (const element of elements)
    await element.evaluateAll((found, paint) => {
      for (const each of found) {
        if (!(each instanceof HTMLElement)) continue
        for (const [property, value] of [
          ['color', 'transparent'],
          ['background', '#ff00ff'],
        ] as const)
          if (paint) each.style.setProperty(property, value)
          else each.style.removeProperty(property)
      }
    }, on)
}

/** The color schemes every view is checked in; the modal follows the system's. */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/**
 * The axe findings in the modal (its shadow root) and in the embedded wallet's frame when it is
 * shown over the modal (the Approve view), one line each: `axe.run` in each document, axe-core
 * injected once per page or frame. (AxeBuilder injects it again and joins its results in a
 * blank page on each call: 0.6 to 0.9 s against 0.1 to 0.2 s here, felt over the screenshots
 * spec's 140 checks. Its `include('portico-modal')` never reached that frame, which is appended
 * to the page's body.)
 */
async function axeViolations(page: Page): Promise<string[]> {
  const found = await axeRun(page.mainFrame(), 'portico-modal')
  for (const element of await page.locator(EMBEDDED_FRAME).all()) {
    if (!(await element.isVisible())) continue
    const frame = await (await element.elementHandle())?.contentFrame()
    if (frame) found.push(...(await axeRun(frame, 'body')).map((line) => `in the frame: ${line}`))
  }
  return found
}

/**
 * `axe.run` over `selector` in one document (its frames are not followed), a line a finding,
 * once the document's transitions have ended: a theme switch fades the buttons' colours (120 ms),
 * and axe reading one halfway reports a contrast that no visitor sees for long.
 */
async function axeRun(frame: Frame, selector: string): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  await frame.evaluate(async (host) => {
    // getAnimations() brings style up to date first, so a transition about to start is in it.
    const shadow = document.querySelector(host)?.shadowRoot
    const running = [...document.getAnimations(), ...(shadow?.getAnimations() ?? [])].filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
    )
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  }, selector)
  return frame.evaluate(async (include) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      { include: [[include]] },
      { iframes: false },
    )
    return violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((node) => node.target.map(String).join(' ')).join(', ')})`,
    )
  }, selector)
}

/**
 * Waits until the modal shows `theme` and has stopped changing: images loaded (or fallen back
 * to their placeholder) and the page's fonts loaded.
 */
async function settle(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator(`.portico[data-theme="${theme}"]`)).toBeAttached()
  await expect(modal(page).locator('.image[data-state="loading"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Checks the view the modal shows now, in each theme: nothing overflows its container
 * (`expectViewFits`, which names the element), axe finds nothing, and it looks as its
 * committed baseline `screenshots/<name>-<locale>-<theme>.png` does (`toHaveScreenshot`,
 * animations stopped, within the config's tolerance), pictured whole (`growToContent`) unless
 * it scrolls a list of its own. Leaves the page in the light scheme.
 */
export async function captureView(
  page: Page,
  name: string,
  locale: Locale,
  options: VisitOptions = {},
): Promise<void> {
  const dialog = modal(page)
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme })
    await settle(page, theme)
    await options.ready?.()
    await expectViewFits(page, `${name}, ${theme}`)
    expect(await axeViolations(page), `axe in ${name}, ${theme}`).toEqual([])
    const blanked = options.blank?.() ?? []
    await paintOver(blanked, true)
    if (!options.scrolls) await growToContent(dialog, true)
    await expect(dialog).toHaveScreenshot(`${name}-${locale}-${theme}.png`, {
      mask: options.mask?.(dialog) ?? [],
    })
    if (!options.scrolls) await growToContent(dialog, false)
    await paintOver(blanked, false)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}
