import {
  address,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { modal } from '../support/demo.ts'
import { EMBEDDED_FRAME, signInWithEmailOnSolana } from '../support/emailSignIn.ts'
import { ask, signInThroughFrame } from '../support/frameProtocol.ts'
import { createStrictProject, startHostileSite } from '../support/hostilePage.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { expectConfirmed, fillSendForm, openSendView, reviewAndSend } from '../support/send.ts'
import { fundSolanaAccount, lamportsOf, pusdOf } from '../support/solanaFunds.ts'
import { expect, test } from '../support/test.ts'

// The embedded wallet on Solana (issue #34), on the real stack: the demo as a dApp of the local
// Solana network only (`?networks=solana`), an e-mail sign-in, the visitor's own Ed25519 key in
// the secure site's frame, each signature through its Approve view, transfers confirmed by the
// local network (litesvm behind tools/local-solana).

/** What the local network charges per signature. */
const FEE_LAMPORTS = 5_000n
/** Rent of a classic token account (165 bytes), paid by the sender that creates it. */
const TOKEN_ACCOUNT_RENT = 2_039_280n

test('e-mail sign-in on a Solana dApp: sign a message, send SOL and PUSD through the Approve view, reject one', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const visitor = await signInWithEmailOnSolana(page, uniqueEmail('solana'))
  await fundSolanaAccount(visitor, { lamports: 2_000_000_000n, pusd: 20_000_000n })
  const frame = page.frameLocator(EMBEDDED_FRAME)
  const approve = async () => {
    await expect(frame.locator('footer[data-armed="true"]')).toBeAttached({ timeout: 20_000 })
    await frame.getByRole('button', { name: 'Approve' }).click()
  }

  // A message: the Approve view shows its text; the signature verifies with @solana/kit.
  const message = `Portico embedded on Solana ${Date.now()}`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await expect(frame.getByText(message)).toBeVisible({ timeout: 20_000 })
  await approve()
  await expect(page.getByTestId('demo-signature')).not.toHaveText('—')
  const signature = (await page.getByTestId('demo-signature').textContent())?.trim() ?? ''
  const key = await getPublicKeyFromAddress(address(visitor))
  expect(
    await verifySignature(
      key,
      getBase58Encoder().encode(signature) as SignatureBytes,
      new TextEncoder().encode(message),
    ),
  ).toBe(true)

  // SOL: decoded in the Approve view, confirmed on the network, balances exact.
  const receiver = (await generateKeyPairSigner()).address
  let before = await lamportsOf(visitor)
  await openSendView(page)
  await fillSendForm(page, { symbol: 'SOL', amount: '0.5', receiver })
  await reviewAndSend(page, async () => {
    await expect(frame.getByText(`Send 0.5 SOL to ${receiver}`)).toBeVisible({ timeout: 20_000 })
    await approve()
  })
  await expectConfirmed(page)
  expect(await lamportsOf(receiver)).toBe(500_000_000n)
  expect(await lamportsOf(visitor)).toBe(before - 500_000_000n - FEE_LAMPORTS)
  await modal(page).getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')

  // PUSD to an owner without a token account: the sender creates it (rent) and sends 12.5.
  before = await lamportsOf(visitor)
  await openSendView(page)
  await fillSendForm(page, { symbol: 'PUSD', amount: '12.5', receiver })
  await reviewAndSend(page, async () => {
    await expect(frame.getByText(`Send 12.5 PUSD to ${receiver}`)).toBeVisible({
      timeout: 20_000,
    })
    await approve()
  })
  await expectConfirmed(page)
  expect(await pusdOf(receiver)).toBe(12_500_000n)
  expect(await pusdOf(visitor)).toBe(7_500_000n)
  expect(await lamportsOf(visitor)).toBe(before - FEE_LAMPORTS - TOKEN_ACCOUNT_RENT)
  await modal(page).getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')

  // Rejected in the Approve view: the kit says so, nothing moves.
  before = await lamportsOf(visitor)
  await openSendView(page)
  await fillSendForm(page, { symbol: 'SOL', amount: '0.1', receiver })
  await reviewAndSend(page, async () => {
    await expect(frame.getByText(`Send 0.1 SOL to ${receiver}`)).toBeVisible({ timeout: 20_000 })
    await frame.getByRole('button', { name: 'Reject' }).click()
  })
  const status = modal(page).getByTestId('send-status')
  await expect(status).toContainText('Transfer failed')
  await expect(status).toContainText('User rejected the request')
  expect(await lamportsOf(visitor)).toBe(before)
  expect(await lamportsOf(receiver)).toBe(500_000_000n)
})

test('a polkadot or cosmos request from the page is answered with "not supported by this wallet", not a schema error', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const site = await startHostileSite()
  const projectId = `strict-${Date.now()}`
  createStrictProject(projectId, [site.origin])
  try {
    await site.open(page, projectId)
    await signInThroughFrame(page, browser, uniqueEmail('polkadot'), site.origin)
    for (const namespace of ['polkadot', 'cosmos']) {
      const answer = await ask(page, 'APP_RPC_REQUEST', {
        method: `${namespace}_signMessage`,
        params: { address: 'anything', message: 'hello' },
        chainNamespace: namespace,
      })
      expect(answer.type).toBe('FRAME_RPC_REQUEST_ERROR')
      expect(answer.payload?.message).toBe(
        `The ${namespace} namespace is not supported by this wallet`,
      )
    }
  } finally {
    await site.close()
  }
})
