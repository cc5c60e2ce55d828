// Test helper: registration messages and requests as the kit makes them (the names contract).
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'

export interface NameTestMessage {
  /** The full name, e.g. 'alice.portico.id'. */
  name: string
  address: string
  coinType: number
  projectId: string
  /** Default: now. */
  issuedAt?: Date
}

/**
 * The registration text the kit signs: the contract's five lines, the address checksummed.
 *
 * @example
 * const message = nameTestMessage({ name: 'alice.portico.id', address, coinType: 60, projectId })
 */
export function nameTestMessage(parameters: NameTestMessage): string {
  return [
    `Register the name ${parameters.name}`,
    '',
    `Address: ${getAddress(parameters.address)}`,
    `Coin type: ${parameters.coinType}`,
    `Project: ${parameters.projectId}`,
    `Issued at: ${(parameters.issuedAt ?? new Date()).toISOString()}`,
  ].join('\n')
}

/**
 * `POST /v1/profile/account?projectId=…` with a body, answering status and JSON.
 *
 * @example
 * const { status, body } = await postName(app, 'test-project', { coin_type: 60, address, message, signature })
 */
export async function postName(
  app: FastifyInstance,
  projectId: string,
  body: { coin_type: number; address: string; message: string; signature: string },
): Promise<{ status: number; body: unknown }> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/profile/account?projectId=${projectId}`,
    payload: body,
  })
  return { status: response.statusCode, body: response.json() }
}
