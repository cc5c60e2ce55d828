import { expireAuthSessions } from '../support/authSessions.ts'
import { modal } from '../support/demo.ts'
import {
  approveThisDevice,
  openConnectView,
  submitCode,
  submitEmail,
} from '../support/emailSignIn.ts'
import { readSignInCode, uniqueEmail } from '../support/mailbox.ts'
import { expect, test } from '../support/test.ts'

// The server's 'Session expired' as the visitor meets it (issue #30, spec §8): the real server,
// secure site and mail catcher; the session's lifetime runs out in the server's database.

test("a session the server let expire: after a reload the visitor is signed out and the modal says 'Session Expired'", async ({
  page,
}) => {
  const email = uniqueEmail('expired')
  // A new user's sign-in makes two keys: the EVM account's, before 'connected', and the Solana
  // account's right after it, as the embedded wallet reports the other family too (issue #34).
  // The session must run out after both, or the second request meets the expiry before the
  // reload does (and the alert shows on the page the reload then drops).
  const keysMade = new Promise<void>((resolve) => {
    let made = 0
    page.on('response', (response) => {
      const request = response.request()
      if (request.method() !== 'PUT' || !request.url().includes('/auth/v1/key')) return
      if (response.status() === 201 && ++made === 2) resolve()
    })
  })
  await openConnectView(page)
  const since = await submitEmail(page, email)
  await approveThisDevice(page, email, since)
  await submitCode(page, await readSignInCode(email, since))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await keysMade

  // A week later: the session is over on the server.
  expect(await expireAuthSessions(email)).toBe(1)
  await page.reload()

  // The kit asks the frame, the frame asks the server (401 'Session expired'): signed out.
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const alert = modal(page).getByRole('alert')
  await expect(alert).toContainText('Session Expired')
  expect(await page.evaluate(() => localStorage.getItem('@portico/email'))).toBeNull()
  // Dismissed, it stays away; the visitor signs in again from Connect.
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(modal(page).getByRole('alert')).toBeHidden()
  await expect(modal(page).getByTestId('email-input')).toBeVisible()
})
