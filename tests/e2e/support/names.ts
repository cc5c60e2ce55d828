import { expect, type Page } from '@playwright/test'
import { type Address, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { modal } from './demo.ts'
import { chainClient, stackInfo } from './stack.ts'

/** A label no other run or test has taken: letters and digits, 4 or more. */
export const uniqueLabel = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The stack's name zone (the devnet project's `nameZone`, the same on every chain). */
export function nameZone(): string {
  const [first] = stackInfo().ens
  if (!first) throw new Error('The stack deployed no ENS contracts')
  return first.zone
}

/** The server's record of a full name, or undefined for a 404. */
export async function serverName(
  name: string,
): Promise<{ addresses: Record<string, { address: string }> } | undefined> {
  const { serverUrl, projectId } = stackInfo()
  const answer = await fetch(
    `${serverUrl}/v1/profile/account/${encodeURIComponent(name)}?projectId=${projectId}`,
  )
  if (answer.status === 404) return undefined
  expect(answer.status).toBe(200)
  return answer.json()
}

/**
 * Registers `<label>.<zone>` for the account of `privateKey` straight at the server, as any
 * client of the profile API would: the contract's message, signed with the key (EIP-191).
 */
export async function registerNameByApi(
  privateKey: `0x${string}`,
  label: string,
  chainId = 31337,
): Promise<string> {
  const { serverUrl, projectId } = stackInfo()
  const account = privateKeyToAccount(privateKey)
  const name = `${label}.${nameZone()}`
  const coinType = (0x80000000 | chainId) >>> 0
  const message = [
    `Register the name ${name}`,
    '',
    `Address: ${getAddress(account.address)}`,
    `Coin type: ${coinType}`,
    `Project: ${projectId}`,
    `Issued at: ${new Date().toISOString()}`,
  ].join('\n')
  const answer = await fetch(`${serverUrl}/v1/profile/account?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(200)
  return name
}

/** viem's ENS actions on an anvil chain, through the stack's universal resolver. */
export function ensClient(chainId = 31337) {
  const deployment = stackInfo().ens.find((candidate) => candidate.chainId === chainId)
  if (!deployment) throw new Error(`No ENS on chain ${chainId}`)
  const client = chainClient(chainId)
  const universalResolverAddress = deployment.universalResolver
  return {
    address: (name: string) => client.getEnsAddress({ name, universalResolverAddress }),
    name: (address: Address) => client.getEnsName({ address, universalResolverAddress }),
  }
}

/** From a connected demo: opens the modal on Account and goes to 'Choose a name'. */
export async function openChooseName(page: Page): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await modal(page).getByRole('button', { name: 'Choose a name' }).click()
  await expect(modal(page).getByTestId('names-input')).toBeVisible()
}

/** Types a label and waits for the view's verdict on it. */
export async function typeLabel(
  page: Page,
  label: string,
  verdict: string | RegExp,
): Promise<void> {
  await modal(page).getByTestId('names-input').fill(label)
  await expect(modal(page).getByTestId('names-status')).toHaveText(verdict, { timeout: 15_000 })
}
