import { type Browser, expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { approveDeviceLink } from './deviceApproval.ts'
import { readDeviceLink, readSignInCode, waitForMail } from './mailbox.ts'

/** A frame message as the hostile page (`startHostileSite`) receives it. */
export interface FrameAnswer {
  type: string
  id?: string
  payload?: { message?: string; action?: string; address?: string } & Record<string, unknown>
}

export type HostileWindow = Window & {
  answers: FrameAnswer[]
  ready: boolean
  ask(type: string, payload: unknown): Promise<FrameAnswer>
  hideFrame(): void
  showFrame(): void
  signing?: Promise<FrameAnswer>
}

/** Sends one APP_* request from the hostile page and waits for the frame's answer. */
export const ask = (page: Page, type: string, payload: unknown): Promise<FrameAnswer> =>
  page.evaluate(
    ([type, payload]) => (window as unknown as HostileWindow).ask(type as string, payload),
    [type, payload] as const,
  )

/**
 * Signs `email` in through the hostile page's frame, as its own protocol allows: the new
 * (device, origin) is approved from the e-mail, which names the page's host, then the code
 * follows. Answers the embedded account's address.
 */
export async function signInThroughFrame(
  page: Page,
  browser: Browser,
  email: string,
  siteOrigin: string,
): Promise<Hex> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as HostileWindow).ready))
    .toBe(true)
  const since = Date.now()
  const started = await ask(page, 'APP_CONNECT_EMAIL', { email })
  expect(started.payload?.action).toBe('VERIFY_DEVICE')
  const waiting = ask(page, 'APP_CONNECT_DEVICE', {})
  const link = await readDeviceLink(email, since)
  const deviceMail = await waitForMail(email, /^Approve a new device for Portico$/, since)
  expect(deviceMail.text).toContain(new URL(siteOrigin).host)
  await approveDeviceLink(browser, link)
  expect((await waiting).type).toBe('FRAME_CONNECT_DEVICE_SUCCESS')
  const code = await readSignInCode(email, since)
  expect((await ask(page, 'APP_CONNECT_OTP', { otp: code })).type).toBe('FRAME_CONNECT_OTP_SUCCESS')
  const user = await ask(page, 'APP_GET_USER', { chainId: 31337 })
  const address = user.payload?.address as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}
