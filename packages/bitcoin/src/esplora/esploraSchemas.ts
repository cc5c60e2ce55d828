import * as v from 'valibot'

const satsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(Number.MAX_SAFE_INTEGER),
)
const statsSchema = v.object({ funded_txo_sum: satsSchema, spent_txo_sum: satsSchema })

/** `GET /address/:address`: funded and spent sums, confirmed (`chain_stats`) and in the mempool. */
export const addressInfoSchema = v.object({
  chain_stats: statsSchema,
  mempool_stats: statsSchema,
})

/** `GET /address/:address/utxo`. */
export const utxosSchema = v.pipe(
  v.array(
    v.object({
      txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
      vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
      value: satsSchema,
    }),
  ),
  v.maxLength(10_000),
)

export type EsploraUtxo = v.InferOutput<typeof utxosSchema>[number]

/** `POST /tx` answers the txid as plain text. */
export const txidSchema = v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-f]{64}$/, 'not a txid'))
