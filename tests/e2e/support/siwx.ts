import type { Page } from '@playwright/test'
import type { SiwxSession } from '@portico/core'
import { stackInfo } from './stack.ts'

const TOKENS_KEY = '@portico/siwx_tokens'

/** The page's bearer token for its only session (porticoSignIn keeps one per account). */
export async function storedToken(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY)
  if (!raw) return undefined
  return Object.values(JSON.parse(raw) as Record<string, string>)[0]
}

/** What the server says about a token: a dApp backend's `GET /siwx/v1/me`. */
export async function whoIs(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stackInfo().serverUrl}/siwx/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: response.status === 200 ? await response.json() : null }
}

/** The session as the server keeps it, read with the page's token. */
export async function serverSession(
  token: string,
  address: string,
  chainId = 'eip155:31337',
): Promise<SiwxSession> {
  const query = new URLSearchParams({ projectId: stackInfo().projectId, chainId, address })
  const response = await fetch(`${stackInfo().serverUrl}/siwx/v1/sessions?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { sessions } = (await response.json()) as { sessions: SiwxSession[] }
  const [session] = sessions
  if (!session) throw new Error('The server has no session for the token')
  return session
}
