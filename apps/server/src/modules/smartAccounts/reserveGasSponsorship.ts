import { sql } from 'drizzle-orm'
import { type Database, dialectOf, queryRows, serialized } from '../../db/database.ts'

export interface ReserveGasSponsorshipParameters {
  projectId: string
  /** The project's total (`gasSponsorshipLimitWei`). */
  limitWei: bigint
  chainId: number
  /** The smart account (any case; stored lower case). */
  sender: string
  nonce: bigint
  /** The operation's worst-case cost (`userOperationMaxCostWei`). */
  maxCostWei: bigint
  /** Unix milliseconds. */
  now: number
}

const GWEI = 1_000_000_000n
/** Past this, SQLite's 64-bit integers would not hold the sums (4.6e27 wei): refused. */
const MAX_GWEI = 2n ** 62n

/**
 * Reserves a sponsored user operation's worst-case cost against its project's total, in table
 * `gas_sponsorships`; false when the project's reservations and this one would pass `limitWei`.
 * One row per (project, chain, sender, nonce): signing the same operation again (a retry, new
 * gas figures) replaces its reservation instead of adding one, and counts the new cost.
 *
 * Atomic across server processes: the check and the write are one statement. SQLite runs each
 * write statement under the file's write lock; its integers are 64-bit, so wei are summed as
 * gwei and a remainder (each cost split at 10^9), exactly. Postgres sums the decimal text as
 * `numeric`, under a transaction-level advisory lock on the project (`serialized`), so that two
 * processes' inserts do not both pass the check on the same snapshot.
 *
 * @example
 * const reserved = await reserveGasSponsorship(db, { projectId, limitWei, chainId, sender, nonce, maxCostWei, now: Date.now() })
 */
export async function reserveGasSponsorship(
  db: Database,
  parameters: ReserveGasSponsorshipParameters,
): Promise<boolean> {
  const { projectId, limitWei, chainId, nonce, maxCostWei, now } = parameters
  if (maxCostWei < 0n || maxCostWei > limitWei) return false
  const sender = parameters.sender.toLowerCase()
  const key = sql`project_id = ${projectId} AND NOT (chain_id = ${chainId} AND sender = ${sender} AND nonce = ${nonce.toString()})`
  const values = sql`CAST(${projectId} AS text), CAST(${chainId} AS bigint), CAST(${sender} AS text),
    CAST(${nonce.toString()} AS text), CAST(${maxCostWei.toString()} AS text), CAST(${now} AS bigint)`
  const upsert = sql`ON CONFLICT (project_id, chain_id, sender, nonce) DO UPDATE SET
    max_cost_wei = excluded.max_cost_wei, created_at = excluded.created_at
    RETURNING project_id`
  if (dialectOf(db) === 'postgres') {
    const rows = await serialized(db, `gas_sponsorships:${projectId}`, (tx) =>
      queryRows<{ project_id: string }>(
        tx,
        sql`INSERT INTO gas_sponsorships
              (project_id, chain_id, sender, nonce, max_cost_wei, created_at)
            SELECT ${values}
            WHERE (SELECT COALESCE(SUM(CAST(max_cost_wei AS numeric)), 0)
                     FROM gas_sponsorships WHERE ${key})
                  + CAST(${maxCostWei.toString()} AS numeric)
                  <= CAST(${limitWei.toString()} AS numeric)
            ${upsert}`,
      ),
    )
    return rows.length === 1
  }
  // SQLite: cost = high × 10^9 + low. The reserved total is H × 10^9 + L with H the sum of the
  // highs and L of the lows (each low < 10^9, so L fits), compared with the limit's own split.
  const limitHigh = limitWei / GWEI > MAX_GWEI ? MAX_GWEI : limitWei / GWEI
  const limitLow = limitWei / GWEI > MAX_GWEI ? GWEI - 1n : limitWei % GWEI
  const high = maxCostWei / GWEI
  const low = maxCostWei % GWEI
  const rows = await queryRows<{ project_id: string }>(
    db,
    sql`WITH used AS (
          SELECT COALESCE(SUM(high), 0) + ${high} AS h, COALESCE(SUM(low), 0) + ${low} AS l
          FROM (
            SELECT
              CASE WHEN length(max_cost_wei) > 9
                THEN CAST(substr(max_cost_wei, 1, length(max_cost_wei) - 9) AS INTEGER)
                ELSE 0 END AS high,
              CAST(substr(max_cost_wei, max(length(max_cost_wei) - 8, 1)) AS INTEGER) AS low
            FROM gas_sponsorships WHERE ${key}
          )
        )
        INSERT INTO gas_sponsorships
          (project_id, chain_id, sender, nonce, max_cost_wei, created_at)
        SELECT ${values} FROM used
        WHERE h + l / 1000000000 < ${limitHigh}
          OR (h + l / 1000000000 = ${limitHigh} AND l % 1000000000 <= ${limitLow})
        ${upsert}`,
  )
  return rows.length === 1
}

/**
 * An operation's worst-case cost in wei, what `reserveGasSponsorship` counts:
 * `(callGasLimit + verificationGasLimit + preVerificationGas + paymasterVerificationGasLimit +
 * paymasterPostOpGasLimit) × maxFeePerGas`.
 *
 * @example
 * userOperationMaxCostWei(userOp) // 123_000_000_000_000n
 */
export function userOperationMaxCostWei(userOperation: {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  maxFeePerGas: bigint
}): bigint {
  return (
    (userOperation.callGasLimit +
      userOperation.verificationGasLimit +
      userOperation.preVerificationGas +
      userOperation.paymasterVerificationGasLimit +
      userOperation.paymasterPostOpGasLimit) *
    userOperation.maxFeePerGas
  )
}
