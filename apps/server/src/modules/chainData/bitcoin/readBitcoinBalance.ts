import type { TokenBalance } from '@portico/core'
import * as v from 'valibot'
import { formatIssue } from '../../../schema/formatIssue.ts'
import { nativeBalanceLine } from '../balanceLines.ts'
import { reasonOf, upstreamFailure } from '../upstreamFailure.ts'
import type { BitcoinChainReader } from './createBitcoinChainReader.ts'

const satsSchema = v.pipe(
  v.number(),
  v.safeInteger('must be an integer'),
  v.minValue(0, 'must not be negative'),
)
const statsSchema = v.object({ funded_txo_sum: satsSchema, spent_txo_sum: satsSchema })
/** The part of Esplora's `GET /address/:address` answer the balance needs. */
const esploraAddressSchema = v.object({ chain_stats: statsSchema, mempool_stats: statsSchema })

/**
 * The BTC balance of `address` from the chain's Esplora API (`GET /address/:address`):
 * confirmed plus mempool outputs funded, minus those spent. One line, the native currency. A
 * refused, timed-out, non-2xx or malformed answer becomes an `UpstreamError` (502).
 *
 * @example
 * const [btc] = await readBitcoinBalance(reader, 'bcrt1q…') // { symbol: 'BTC', quantity: { decimals: '8', numeric: '3' }, … }
 */
export async function readBitcoinBalance(
  reader: BitcoinChainReader,
  address: string,
): Promise<TokenBalance[]> {
  const { chain } = reader
  const url = `${chain.esploraUrl}/address/${encodeURIComponent(address)}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(reader.timeoutMs),
    })
  } catch (cause) {
    throw upstreamFailure(chain.caipNetworkId, reasonOf(cause), cause)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw upstreamFailure(chain.caipNetworkId, `Esplora answered ${response.status}`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (cause) {
    const reason = cause instanceof SyntaxError ? 'Esplora answered with no JSON' : reasonOf(cause)
    throw upstreamFailure(chain.caipNetworkId, reason, cause)
  }

  const result = v.safeParse(esploraAddressSchema, body, { abortEarly: true })
  if (!result.success) {
    const [issue] = result.issues
    const detail = issue === undefined ? '' : ` (${formatIssue(issue)})`
    throw upstreamFailure(chain.caipNetworkId, `unexpected Esplora answer${detail}`)
  }
  const { chain_stats: confirmed, mempool_stats: mempool } = result.output
  const sats =
    BigInt(confirmed.funded_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(confirmed.spent_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  if (sats < 0n)
    throw upstreamFailure(chain.caipNetworkId, 'unexpected Esplora answer (more spent than funded)')
  return [nativeBalanceLine(chain, sats)]
}
