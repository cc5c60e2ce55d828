import { eq, sql } from 'drizzle-orm'
import { isAddress } from 'viem'
import { evmChainIdOfCoinType } from '../../chains/evmChainIdOfCoinType.ts'
import { verifyEvmSignature } from '../../chains/verifyEvmSignature.ts'
import {
  type Database,
  isUniqueViolation,
  queryRows,
  serialized,
  tablesOf,
} from '../../db/database.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import type { Project } from '../projects/findProject.ts'
import { createNameDirectory, nameRecordFromRow } from './createNameDirectory.ts'
import type { NameRecord } from './nameDirectory.ts'
import { parseAccountName } from './parseAccountName.ts'
import { parseNameMessage } from './parseNameMessage.ts'
import { NAME_MESSAGE_MAX_AGE_MS, NAME_MESSAGE_MAX_AHEAD_MS } from './profileConstants.ts'
import {
  CoinTypeMismatchError,
  InvalidNameMessageError,
  InvalidNameSignatureError,
  NameLimitError,
  NameMessageReplayedError,
  NamesDisabledError,
  NameTakenError,
  NameZoneMismatchError,
  StaleNameMessageError,
} from './profileErrors.ts'
import type { RegisterNameBody } from './profileSchemas.ts'

/** What registration needs from the server. */
export interface RegisterNameContext {
  db: Database
  /** The configured chains' readers, by CAIP-2 id: a contract account verifies on its chain. */
  readers: ReadonlyMap<string, ChainReader>
  /** Unix milliseconds. */
  now: () => number
}

export interface RegisterNameParameters {
  /** The asking project (its zone and `namesPerAddress`). */
  project: Pick<Project, 'id' | 'nameZone' | 'namesPerAddress'>
  body: RegisterNameBody
}

export type RegisterNameReturnType = NameRecord

/**
 * Registers `<label>.<zone>` for an EVM address (the names contract of issue #32), refusing
 * with a message that says why:
 * - the project has no zone (`NamesDisabledError`); the coin type is not an EVM one or the
 *   address not a 20-byte 0x address (`CoinTypeMismatchError`)
 * - the message is not the registration text, or its Project, Address or Coin type line is not
 *   the request's (`InvalidNameMessageError`); the label breaks spec §5 (`InvalidNameError`);
 *   the zone is not the project's (`NameZoneMismatchError`)
 * - the message was used before: with the identical body the stored name is answered again
 *   (idempotent), with another body it is `NameMessageReplayedError`
 * - `Issued at` more than 10 minutes past or 1 minute ahead (`StaleNameMessageError`)
 * - the name is taken (`NameTakenError`); the signature is not the address's
 *   (`InvalidNameSignatureError`: EIP-191 for a key; with the chain of the coin type configured,
 *   ERC-1271 for a deployed contract account, ERC-6492 for one not deployed yet)
 * - the address holds `namesPerAddress` names in the zone already (`NameLimitError`).
 *
 * The row keeps the message and signature as proof. The name is the primary key, so of two
 * requests racing for one name one wins and the other is a `NameTakenError`; the per-address
 * count and the insert are one statement (SQLite) or run under a lock on (address, zone)
 * (Postgres).
 *
 * @example
 * const record = await registerName({ db, readers, now: Date.now }, { project, body })
 */
export async function registerName(
  context: RegisterNameContext,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const { db, readers, now } = context
  const { project, body } = parameters
  const zone = project.nameZone
  if (zone === null) throw new NamesDisabledError({ details: project.id })
  const chainId = evmChainIdOfCoinType(body.coin_type)
  if (chainId === undefined || !isAddress(body.address, { strict: false }))
    throw new CoinTypeMismatchError({ details: `${body.coin_type} for ${body.address}` })

  const signed = parseNameMessage(body.message)
  const name = parseAccountName(signed.name)
  if (name.zone !== zone) throw new NameZoneMismatchError(name.name, zone)
  if (signed.projectId !== project.id)
    throw new InvalidNameMessageError('The message is for another project')
  if (signed.address.toLowerCase() !== body.address.toLowerCase())
    throw new InvalidNameMessageError("The message's address is not the request's address")
  if (signed.coinType !== body.coin_type)
    throw new InvalidNameMessageError("The message's coin type is not the request's coin type")

  const { profileNames } = tablesOf(db)
  const address = body.address.toLowerCase()
  const sameBody = (row: { address: string; coinType: number; signature: string }) =>
    row.address === address && row.coinType === body.coin_type && row.signature === body.signature
  // One message registers one name once: the same body again answers that name (a retry),
  // another body with it is a replay.
  const findUse = async () => {
    const [row] = await db
      .select()
      .from(profileNames)
      .where(eq(profileNames.message, body.message))
      .limit(1)
    if (row === undefined) return undefined
    if (!sameBody(row)) throw new NameMessageReplayedError({ details: row.name })
    return nameRecordFromRow(row)
  }
  const used = await findUse()
  if (used !== undefined) return used

  const issuedAt = Date.parse(signed.issuedAt)
  const time = now()
  if (issuedAt < time - NAME_MESSAGE_MAX_AGE_MS)
    throw new StaleNameMessageError('past', { details: signed.issuedAt })
  if (issuedAt > time + NAME_MESSAGE_MAX_AHEAD_MS)
    throw new StaleNameMessageError('future', { details: signed.issuedAt })

  const names = createNameDirectory(db)
  if ((await names.findByName(name.name)) !== undefined) throw new NameTakenError(name.name)

  const reader = readers.get(`eip155:${chainId}`)
  const valid = await verifyEvmSignature({
    address,
    message: body.message,
    signature: body.signature,
    client: reader?.namespace === 'eip155' ? reader.client : undefined,
  })
  if (!valid) throw new InvalidNameSignatureError({ details: `${address} on eip155:${chainId}` })

  let inserted: { name: string }[]
  try {
    inserted = await serialized(db, `profile:${address}:${zone}`, (tx) =>
      queryRows<{ name: string }>(
        tx,
        sql`INSERT INTO profile_names
              (name, zone, project_id, address, coin_type, message, signature, registered_at, updated_at)
            SELECT CAST(${name.name} AS text), CAST(${zone} AS text), CAST(${project.id} AS text),
              CAST(${address} AS text), CAST(${body.coin_type} AS bigint),
              CAST(${body.message} AS text), CAST(${body.signature} AS text),
              CAST(${time} AS bigint), CAST(${time} AS bigint)
            WHERE (SELECT count(*) FROM profile_names WHERE address = ${address} AND zone = ${zone})
              < ${project.namesPerAddress}
            RETURNING name`,
      ),
    )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // The same message won a race (answer it, or refuse the replay), else the name did.
    const raced = await findUse()
    if (raced !== undefined) return raced
    throw new NameTakenError(name.name, { cause: error })
  }
  if (inserted.length === 0) throw new NameLimitError(zone, project.namesPerAddress)
  const record = await names.findByName(name.name)
  if (record === undefined) throw new Error(`name ${name.name} vanished after insert`)
  return record
}
