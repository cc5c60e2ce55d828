import * as v from 'valibot'
import { type EsploraUtxo, utxosSchema } from './esploraSchemas.ts'
import { requestEsplora } from './requestEsplora.ts'

/**
 * The unspent outputs of an address (`GET /address/:address/utxo`), parsed.
 *
 * @example
 * const utxos = await fetchUtxos('http://127.0.0.1:18443', 'bcrt1q…')
 */
export async function fetchUtxos(baseUrl: string, address: string): Promise<EsploraUtxo[]> {
  const text = await requestEsplora(baseUrl, `/address/${encodeURIComponent(address)}/utxo`)
  return v.parse(utxosSchema, JSON.parse(text))
}
