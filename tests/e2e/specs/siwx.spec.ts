import type { Page } from '@playwright/test'
import { formatSiwxMessage } from '@portico/core'
import { verifyMessage } from 'viem'
import { EVENTS_POLL_TIMEOUT_MS, storedEvents } from '../support/analyticsEvents.ts'
import { modal, TEST_WALLET_NAME, walletControl } from '../support/demo.ts'
import { serverSession, storedToken, whoIs } from '../support/siwx.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Sign-in with wallet, all real: the demo's porticoSignIn asks the stack's server for a nonce,
// the test wallet signs the EIP-4361 message, the server verifies it and keeps the session.

async function pickTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click()
}

test('required sign-in: connect asks to sign, the server keeps the session, a reload stays signed in, disconnect signs out', async ({
  page,
}) => {
  await page.goto('/?siwx=required')
  await pickTestWallet(page)
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  // Required: the modal cannot be closed around the sign-in.
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed in')

  // The server verified and stored what the wallet signed, for this page and account.
  const address = (await page.getByTestId('demo-address').textContent()) as `0x${string}`
  const token = await storedToken(page)
  if (!token) throw new Error('No sign-in token stored')
  const me = await whoIs(token)
  expect(me.status).toBe(200)
  expect(me.body).toMatchObject({
    address,
    chainId: 'eip155:31337',
    projectId: stackInfo().projectId,
    origin: new URL(stackInfo().demoUrl).origin,
  })
  // What the wallet signed: the EIP-4361 text of the session's data, by this account.
  const session = await serverSession(token, address)
  expect(session.message).toBe(formatSiwxMessage(session.data))
  expect(session.data).toMatchObject({ domain: new URL(stackInfo().demoUrl).host, version: '1' })
  expect(session.message).toContain('Sign in to the Portico demo')
  expect(
    await verifyMessage({
      address,
      message: session.message,
      signature: session.signature as `0x${string}`,
    }),
  ).toBe(true)

  // Spec §7: the sign-in's event reached the server, with the network and account.
  await expect
    .poll(
      async () =>
        (await storedEvents()).find(
          (event) => event.eventId === 'SIWX_AUTH_SUCCESS' && event.props.address === address,
        ),
      { timeout: EVENTS_POLL_TIMEOUT_MS },
    )
    .toMatchObject({ props: { properties: { network: 'eip155:31337', isSmartAccount: false } } })

  // A reload keeps the session: no sign view, still signed in.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed in')
  await expect(modal(page)).toBeHidden()

  // Disconnect signs out on the server too.
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(async () => (await whoIs(token)).status).toBe(401)
  expect(await storedToken(page)).toBeUndefined()
})

test('required sign-in: a refused signature keeps the sign view with the error; Cancel disconnects', async ({
  page,
}) => {
  await page.goto('/?siwx=required')
  await pickTestWallet(page)
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  // The person refuses the wallet's next request: the signature.
  await walletControl(page, 'wallet.reject(true)')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByText('Error signing message').first()).toBeVisible()
  await expect
    .poll(async () => (await storedEvents()).some((e) => e.eventId === 'SIWX_AUTH_ERROR'), {
      timeout: EVENTS_POLL_TIMEOUT_MS,
    })
    .toBe(true)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  expect(await storedToken(page)).toBeUndefined()

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('optional sign-in: Cancel closes and stays connected; the dApp can sign in later', async ({
  page,
}) => {
  await page.goto('/?siwx=optional')
  await pickTestWallet(page)
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('not signed in')

  // Signing in later from the dApp's own button.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed in')
  const token = await storedToken(page)
  if (!token) throw new Error('No sign-in token stored')
  const me = (await whoIs(token)).body as { address: `0x${string}` }
  expect(me.address).toBe(await page.getByTestId('demo-address').textContent())
})
