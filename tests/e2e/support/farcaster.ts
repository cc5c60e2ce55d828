import { expect } from '@playwright/test'
import { approveFarcasterSignIn } from '@portico/farcaster-test-client'
import { stackInfo } from './stack.ts'

/**
 * Approves the Farcaster sign-in the modal shows (its link, or the QR code's URL) as one of the
 * stack's registered test fids, as the visitor's Farcaster app would: the scripted client signs
 * with the fid's custody key and posts to the local relay. `forge` signs with another key (the
 * server must refuse it).
 *
 * @example
 * const url = await page.getByRole('link', { name: /farcaster/i }).getAttribute('href')
 * await approveInFarcaster(url, { username: 'alice' })
 */
export async function approveInFarcaster(
  url: string,
  options: { username?: string; forge?: boolean } = {},
): Promise<{ fid: number; username: string }> {
  const { accounts } = stackInfo().farcaster
  const account = accounts.find((candidate) => candidate.username === (options.username ?? 'alice'))
  if (account === undefined) throw new Error(`No Farcaster test account ${options.username}`)
  await approveFarcasterSignIn({ url, account, forge: options.forge ?? false })
  return { fid: account.fid, username: account.username }
}

/**
 * Makes the stack's Farcaster relay stand-in drop every channel request (`down`), or serve
 * them again: its outage control, on with the stack's `relayControl`.
 */
export async function relayOutage(down: boolean): Promise<void> {
  const response = await fetch(`${stackInfo().farcaster.relayUrl}/control/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  })
  expect(response.status).toBe(200)
}
