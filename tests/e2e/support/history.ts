import type { Address } from 'viem'
import { stackInfo } from './stack.ts'

/**
 * The transaction hashes a server's history route lists for `address` on an EVM chain, newest
 * first, lower case (its first page). Throws when the route does not answer 200.
 *
 * @example
 * expect(await listedHashes(stackInfo().serverUrl, address, 31337)).toContain(hash)
 */
export async function listedHashes(
  serverUrl: string,
  address: Address,
  chainId: number,
): Promise<string[]> {
  const url = new URL(`${serverUrl}/v1/account/${address}/history`)
  url.searchParams.set('projectId', stackInfo().projectId)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  const answer = await fetch(url)
  if (!answer.ok) throw new Error(`history answered ${answer.status}`)
  const page = (await answer.json()) as { data: { metadata: { hash: string } }[] }
  return page.data.map((entry) => entry.metadata.hash.toLowerCase())
}
