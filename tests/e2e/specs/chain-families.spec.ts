import * as ecc from '@bitcoinerlab/secp256k1'
import type { Page } from '@playwright/test'
import { formatBalance, formatUnits } from '@portico/core'
import { BITCOIN_DEV_ACCOUNTS } from '@portico/local-bitcoin'
import { SOLANA_DEV_ACCOUNTS } from '@portico/local-solana'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { formatEther, verifyMessage } from 'viem'
import { connectTestWallet, modal } from '../support/demo.ts'
import { chainClient, stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Three chain families in one page, all real: the EVM test wallet on anvil, a Wallet Standard
// Solana wallet on the local SVM network, a Wallet Standard Bitcoin wallet over the local
// regtest service. Every signature the page shows is verified here with the chain libraries.
bitcoin.initEccLib(ecc)
const [solanaDev] = SOLANA_DEV_ACCOUNTS
const [bitcoinDev] = BITCOIN_DEV_ACCOUNTS
const SOLANA_WALLET = 'Portico Solana Test Wallet'
const BITCOIN_WALLET = 'Portico Bitcoin Test Wallet'

/** From the Account view, through SwitchNetwork, to a network of another family. */
async function pickNetwork(page: Page, name: string) {
  await page.locator('[data-portico-connect-button]').click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: /^Network: / }).click()
  // '^Portico Local' without a following number: not 'Portico Local 2'.
  await dialog.getByRole('button', { name: new RegExp(`^${name}(?! \\d)`) }).click()
  return dialog
}

/** Switches to a family with no wallet yet and connects its test wallet there. */
async function connectFamily(page: Page, family: string, network: string, wallet: string) {
  const dialog = await pickNetwork(page, network)
  await expect(dialog.getByRole('heading', { name: `Switch to ${family}` })).toBeVisible()
  await dialog.getByRole('button', { name: `Connect a ${family} wallet` }).click()
  await expect(dialog.getByRole('heading', { name: `Connect ${family} Wallet` })).toBeVisible()
  // Scoped to the family: the EVM test wallet is not offered here.
  await expect(dialog.getByRole('button', { name: /Portico Test Wallet/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: new RegExp(wallet) }).click()
  await expect(page.getByTestId('demo-network')).toHaveText(network)
}

/** Switches back to a family that is already connected: no wallet prompt, its own address. */
async function switchFamily(page: Page, family: string, network: string) {
  const dialog = await pickNetwork(page, network)
  await expect(dialog.getByText(`Your ${family} wallet`)).toBeVisible()
  await dialog.getByRole('button', { name: `Switch to ${family}` }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-network')).toHaveText(network)
}

async function signMessageInDemo(page: Page, message: string): Promise<string> {
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await expect(page.getByTestId('demo-signature')).not.toHaveText('—')
  return (await page.getByTestId('demo-signature').textContent())?.trim() ?? ''
}

async function verifySolanaSignature(signer: string, signature: Uint8Array, data: Uint8Array) {
  const key = await getPublicKeyFromAddress(address(signer))
  return verifySignature(key, signature as SignatureBytes, data)
}

test('EVM, Solana and Bitcoin wallets side by side: connect each, sign on each, switch, reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  if (!solanaDev || !bitcoinDev) throw new Error('The local networks have no dev accounts')
  const { accounts, solana, bitcoin: btc } = stackInfo()
  const evmAddress = accounts[0]?.address
  await page.goto('/')
  await connectTestWallet(page)
  await expect(page.getByTestId('demo-address')).toHaveText(evmAddress ?? '')

  // Solana: connect through SwitchActiveChain; SOL has 9 decimals, shown with 2.
  await connectFamily(page, 'Solana', solana.name, SOLANA_WALLET)
  await expect(page.getByTestId('demo-address')).toHaveText(solanaDev.address)
  const rpc = createSolanaRpc(solana.url)
  const lamports = (await rpc.getBalance(address(solanaDev.address)).send()).value
  await expect(page.getByTestId('demo-balance')).toHaveText(
    `${formatBalance(formatUnits(lamports, 9))} SOL`,
  )

  // Solana message: the base58 signature verifies against the address's Ed25519 key.
  const solanaMessage = `Portico on Solana ${Date.now()}`
  const solanaSignature = await signMessageInDemo(page, solanaMessage)
  const signatureBytes = getBase58Encoder().encode(solanaSignature)
  expect(signatureBytes).toHaveLength(64)
  expect(
    await verifySolanaSignature(
      solanaDev.address,
      new Uint8Array(signatureBytes),
      new TextEncoder().encode(solanaMessage),
    ),
  ).toBe(true)

  // Solana transaction: the signed wire transaction carries a valid signature of its message.
  await page.getByTestId('demo-solana-sign').click()
  await expect(page.getByTestId('demo-solana-transaction')).toBeVisible()
  const wire = (await page.getByTestId('demo-solana-transaction').textContent())?.trim() ?? ''
  const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
  const txSignature = decoded.signatures[address(solanaDev.address)]
  expect(txSignature).toBeTruthy()
  expect(
    await verifySolanaSignature(
      solanaDev.address,
      new Uint8Array(txSignature as Uint8Array),
      new Uint8Array(decoded.messageBytes),
    ),
  ).toBe(true)

  // Sign and send: the network confirms the transaction the wallet sent.
  await page.getByTestId('demo-solana-send').click()
  await expect(page.getByTestId('demo-solana-transaction')).toHaveCount(0)
  await expect(page.getByTestId('demo-solana-signature')).not.toHaveText('—')
  const sent = (await page.getByTestId('demo-solana-signature').textContent())?.trim() ?? ''
  await expect
    .poll(async () => {
      const { value } = await rpc.getSignatureStatuses([sent as never]).send()
      return value[0]?.err === null ? value[0]?.confirmationStatus : undefined
    })
    .toMatch(/confirmed|finalized/)

  // Bitcoin: connect, payment and ordinal addresses, BTC with 8 decimals shown with 2.
  await connectFamily(page, 'Bitcoin', btc.name, BITCOIN_WALLET)
  await expect(page.getByTestId('demo-address')).toHaveText(bitcoinDev.payment.address)
  const stats = await (await fetch(`${btc.url}/address/${bitcoinDev.payment.address}`)).json()
  const sats =
    BigInt(stats.chain_stats.funded_txo_sum) -
    BigInt(stats.chain_stats.spent_txo_sum) +
    BigInt(stats.mempool_stats.funded_txo_sum) -
    BigInt(stats.mempool_stats.spent_txo_sum)
  await expect(page.getByTestId('demo-balance')).toHaveText(
    `${formatBalance(formatUnits(sats, 8))} BTC`,
  )
  await page.locator('[data-portico-connect-button]').click()
  const addresses = modal(page).getByRole('list', { name: 'Bitcoin addresses' })
  await expect(addresses).toContainText('Payment')
  await expect(addresses).toContainText('Ordinals')
  await page.keyboard.press('Escape')

  // Bitcoin message: a BIP-322 signature by the payment address.
  const bitcoinMessage = `Portico on Bitcoin ${Date.now()}`
  const bip322 = await signMessageInDemo(page, bitcoinMessage)
  expect(Verifier.verifySignature(bitcoinDev.payment.address, bitcoinMessage, bip322)).toBe(true)

  // PSBT: the wallet's signature over the input verifies; the service accepts the broadcast.
  await page.getByTestId('demo-bitcoin-sign-psbt').click()
  await expect(page.getByTestId('demo-bitcoin-psbt')).not.toHaveText('—')
  const psbt = bitcoin.Psbt.fromBase64(
    (await page.getByTestId('demo-bitcoin-psbt').textContent())?.trim() ?? '',
    { network: bitcoin.networks.regtest },
  )
  expect(
    psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
      ecc.verify(hash, pubkey, signature),
    ),
  ).toBe(true)
  psbt.finalizeAllInputs()
  const broadcast = await fetch(`${btc.url}/tx`, {
    method: 'POST',
    body: psbt.extractTransaction().toHex(),
  })
  expect(broadcast.status).toBe(200)

  // Back to EVM, then Solana: each family kept its own connection and address.
  await switchFamily(page, 'EVM', 'Portico Local')
  await expect(page.getByTestId('demo-address')).toHaveText(evmAddress ?? '')
  const wei = await chainClient(31337).getBalance({ address: evmAddress as `0x${string}` })
  await expect(page.getByTestId('demo-balance')).toHaveText(
    `${formatBalance(formatEther(wei))} ETH`,
  )
  // And on EVM the same message panel signs with personal_sign, verified by viem.
  const evmMessage = `Portico on EVM ${Date.now()}`
  const evmSignature = await signMessageInDemo(page, evmMessage)
  expect(
    await verifyMessage({
      address: evmAddress as `0x${string}`,
      message: evmMessage,
      signature: evmSignature as `0x${string}`,
    }),
  ).toBe(true)
  await switchFamily(page, 'Solana', solana.name)
  await expect(page.getByTestId('demo-address')).toHaveText(solanaDev.address)

  // A reload restores all three, on the family that was active.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-network')).toHaveText(solana.name)
  await expect(page.getByTestId('demo-address')).toHaveText(solanaDev.address)
  await switchFamily(page, 'Bitcoin', btc.name)
  await expect(page.getByTestId('demo-address')).toHaveText(bitcoinDev.payment.address)
  await switchFamily(page, 'EVM', 'Portico Local')
  await expect(page.getByTestId('demo-address')).toHaveText(evmAddress ?? '')
})

/** Runs a control of the demo's Solana or Bitcoin test wallet, as its user would. */
async function familyWalletControl(page: Page, family: 'SOLANA' | 'BITCOIN', script: string) {
  const global = `__PORTICO_${family}_TEST_WALLET_CONTROLS__`
  await page.waitForFunction((name) => name in window, global)
  await page.evaluate(`window.${global}.${script}`)
}

test('bad wallet answers: a non-base58 Solana address, a Bitcoin wallet without a payment account → typed errors, EVM stays connected', async ({
  page,
}) => {
  const { solana, bitcoin: btc } = stackInfo()
  await page.goto('/')
  await connectTestWallet(page)
  const evmAddress = await page.getByTestId('demo-address').textContent()

  for (const { family, fault, network, wallet, global } of [
    {
      family: 'Solana',
      fault: "'non-base58-address'",
      network: solana.name,
      wallet: SOLANA_WALLET,
      global: 'SOLANA' as const,
    },
    {
      family: 'Bitcoin',
      fault: "'noPaymentAccount'",
      network: btc.name,
      wallet: BITCOIN_WALLET,
      global: 'BITCOIN' as const,
    },
  ]) {
    await familyWalletControl(page, global, `setFault(${fault})`)
    const dialog = await pickNetwork(page, network)
    await dialog.getByRole('button', { name: `Connect a ${family} wallet` }).click()
    await dialog.getByRole('button', { name: new RegExp(wallet) }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Connection failed')
    await expect(dialog.getByText('The wallet answered with an invalid response')).toBeVisible()
    await page.keyboard.press('Escape')
    // The EVM connection is untouched, and still the active one.
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-network')).toHaveText('Portico Local')
    await expect(page.getByTestId('demo-address')).toHaveText(evmAddress ?? '')
  }

  // The wallet mended, the same path connects it.
  await familyWalletControl(page, 'SOLANA', 'setFault(undefined)')
  await connectFamily(page, 'Solana', solana.name, SOLANA_WALLET)
  await expect(page.getByTestId('demo-address')).toHaveText(SOLANA_DEV_ACCOUNTS[0]?.address ?? '')
})
