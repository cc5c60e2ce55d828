import { expect, type Page } from '@playwright/test'
import { createTestWallet, type TestWallet } from '@portico/test-utils/createTestWallet'
import { privateKeyToAccount } from 'viem/accounts'
import { stackInfo } from './stack.ts'

/**
 * The phone in these tests: the official WalletKit wallet SDK in the test process, holding the
 * second dev account and sending to the test stack's anvil chains through its relay.
 */
export async function startWalletPeer(): Promise<{
  wallet: TestWallet
  address: `0x${string}`
}> {
  const { accounts, chains, relayUrl } = stackInfo()
  const key = accounts[1]?.privateKey
  if (!key) throw new Error('The stack has no second dev account')
  const account = privateKeyToAccount(key)
  const wallet = await createTestWallet({
    relayUrl,
    account,
    chains: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  return { wallet, address: account.address }
}

export type WalletPeer = Awaited<ReturnType<typeof startWalletPeer>>

/** Runs `body` with a wallet peer and closes its relay socket afterwards, whatever happens. */
export async function withWalletPeer(body: (peer: WalletPeer) => Promise<void>): Promise<void> {
  const peer = await startWalletPeer()
  try {
    await body(peer)
  } finally {
    await peer.wallet.close()
  }
}

/** The peer pairs with the URI the modal offers; resolves once the demo shows its address. */
export async function pairFromModal(page: Page, peer: WalletPeer): Promise<void> {
  await peer.wallet.pair(await copyPairingUri(page))
  await expect(page.getByTestId('demo-address')).toHaveText(peer.address)
}

/** Reads the pairing URI as a visitor would share it: the modal's "Copy link" button. */
export async function copyPairingUri(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Drops every relay socket (dApp's and wallet's) without a close frame, as a network blip. */
export async function dropRelayConnections(): Promise<void> {
  const control = stackInfo().relayUrl.replace(/^ws/, 'http')
  const response = await fetch(`${control}/control/drop-connections`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`The relay answered ${response.status}`)
}
