import { ProviderRequestError } from '@portico/core'
import * as v from 'valibot'
import { txidSchema } from './esploraSchemas.ts'
import { EsploraRequestError, requestEsplora } from './requestEsplora.ts'

/**
 * Broadcasts a raw transaction (hex) with Esplora's `POST /tx` and returns its txid. A refusal
 * (invalid signature, spent input, …) or an answer that is no txid is a `ProviderRequestError`
 * carrying the service's words in `details`.
 *
 * @example
 * const txid = await broadcastTransaction('http://127.0.0.1:18443', '0200000000010…')
 */
export async function broadcastTransaction(
  baseUrl: string,
  transactionHex: string,
): Promise<string> {
  let text: string
  try {
    text = await requestEsplora(baseUrl, '/tx', { method: 'POST', body: transactionHex })
  } catch (error) {
    throw new ProviderRequestError('The transaction could not be broadcast', {
      cause: error,
      details: error instanceof EsploraRequestError ? error.message : undefined,
      ...(error instanceof EsploraRequestError && error.status > 0 ? { code: error.status } : {}),
    })
  }
  const txid = v.safeParse(txidSchema, text)
  if (!txid.success)
    throw new ProviderRequestError('The transaction could not be broadcast', {
      details: `POST /tx answered '${text.slice(0, 80)}'`,
    })
  return txid.output
}
