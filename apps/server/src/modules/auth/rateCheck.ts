import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { queryRows, serialized, tablesOf } from '../../db/database.ts'
import { SendRateLimitedError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'

// The hourly caps per address and per client IP are settings (auth.maxSendsPer*PerHour).
const HOUR_MS = 3_600_000

export interface SendParameters {
  email: string
  ip: string
  /**
   * Sign-in sends and e-mail-change sends are counted apart: a visitor who just signed in may
   * change their e-mail at once (default 'login').
   */
  purpose?: 'login' | 'email-change'
}

// The send log's key: the address, marked when the send is part of an e-mail change.
function sendKey(parameters: SendParameters): string {
  return parameters.purpose === 'email-change'
    ? `email-change:${parameters.email}`
    : parameters.email
}

export interface SendReservation {
  /** Gives the slot back (the e-mail could not be sent, or the code check failed). */
  release(): Promise<void>
}

/**
 * Takes a slot in the send log before an e-mail goes out, or throws `SendRateLimitedError`
 * ('Please try again after N seconds', 429) when the address had an e-mail within
 * `auth.resendDelayMs`, or 10 this hour, or the client IP caused 30 this hour. The check and the
 * insert are one SQL statement, run `serialized` (SQLite: a write statement is exclusive anyway;
 * Postgres: under a lock), so two concurrent requests (in any server process) cannot both pass.
 *
 * @example
 * const reservation = await reserveSend(context, { email, ip: request.ip })
 * try { await context.mailer.send(message) } catch (error) { await reservation.release(); throw error }
 */
export async function reserveSend(
  context: AuthContext,
  parameters: SendParameters,
): Promise<SendReservation> {
  const { db } = context
  const { authSendLog } = tablesOf(db)
  const { ip } = parameters
  const email = sendKey(parameters)
  const now = context.now()
  const hourAgo = now - HOUR_MS
  const delayStart = now - context.settings.resendDelayMs
  await db.delete(authSendLog).where(lt(authSendLog.sentAt, hourAgo))
  // The casts tell Postgres the parameters' types (a bare `SELECT $1` would be text).
  const inserted = await serialized(db, 'auth_send_log', (tx) =>
    queryRows<{ id: number | string }>(
      tx,
      sql`
        INSERT INTO auth_send_log (email, ip, sent_at)
        SELECT cast(${email} as text), cast(${ip} as text), cast(${now} as bigint)
        WHERE NOT EXISTS (
            SELECT 1 FROM auth_send_log WHERE email = ${email} AND sent_at > ${delayStart})
          AND (SELECT count(*) FROM auth_send_log WHERE email = ${email} AND sent_at > ${hourAgo})
            < ${context.settings.maxSendsPerEmailPerHour}
          AND (SELECT count(*) FROM auth_send_log WHERE ip = ${ip} AND sent_at > ${hourAgo})
            < ${context.settings.maxSendsPerIpPerHour}
        RETURNING id`,
    ),
  )
  // Postgres gives a bigint column as a string.
  const id = inserted[0] === undefined ? undefined : Number(inserted[0].id)
  if (id === undefined)
    throw new SendRateLimitedError(await secondsUntilFree(context, { email, ip }))
  return {
    async release() {
      await db.delete(authSendLog).where(eq(authSendLog.id, id))
    },
  }
}

// The longest of the waits that apply, in whole seconds, at least 1.
async function secondsUntilFree(
  context: AuthContext,
  parameters: { email: string; ip: string },
): Promise<number> {
  const { db } = context
  const { authSendLog } = tablesOf(db)
  const now = context.now()
  const hourAgo = now - HOUR_MS
  const waits: number[] = []

  const [last] = await db
    .select({ sentAt: authSendLog.sentAt })
    .from(authSendLog)
    .where(eq(authSendLog.email, parameters.email))
    .orderBy(desc(authSendLog.sentAt))
    .limit(1)
  if (last !== undefined) waits.push(last.sentAt + context.settings.resendDelayMs - now)

  for (const [column, value, limit] of [
    [authSendLog.email, parameters.email, context.settings.maxSendsPerEmailPerHour],
    [authSendLog.ip, parameters.ip, context.settings.maxSendsPerIpPerHour],
  ] as const) {
    const recent = await db
      .select({ sentAt: authSendLog.sentAt })
      .from(authSendLog)
      .where(and(eq(column, value), gt(authSendLog.sentAt, hourAgo)))
      .orderBy(asc(authSendLog.sentAt))
    // One more send fits once all but limit - 1 of these are older than an hour.
    const blocking = recent[recent.length - limit]
    if (blocking !== undefined) waits.push(blocking.sentAt + HOUR_MS - now)
  }
  return Math.max(1, Math.ceil(Math.max(0, ...waits) / 1000))
}
