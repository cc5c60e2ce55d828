import * as v from 'valibot'
import { isExactOrigin } from '../../http/fieldSchemas.ts'
import { durationMs, httpUrl, nonEmptyText, positiveInteger } from '../../schema/configFields.ts'
import { farcasterConfigSchema } from './farcasterConfig.ts'
import { AUTH_MASTER_KEY_MESSAGE, decodeMasterKey } from './masterKey.ts'
import { socialConfigSchema } from './socialConfig.ts'

/*
 * The auth module's part of the config file: `auth` (embedded-wallet sign-in, with `social` in
 * ./socialConfig.ts and `farcaster` in ./farcasterConfig.ts). Composed with the other modules' parts in src/config.ts.
 */

/**
 * The master key as written in the config or in `PORTICO_AUTH_MASTER_KEY`: base64 (or base64url)
 * of exactly 32 bytes.
 *
 * @example
 * v.parse(authMasterKeySchema, randomBytes(32).toString('base64'))
 */
export const authMasterKeySchema = v.pipe(
  v.string(),
  v.check((value) => decodeMasterKey(value) !== undefined, AUTH_MASTER_KEY_MESSAGE),
)

/** An exact origin, as a browser sends it: scheme, host and port only. */
const exactOrigin = v.pipe(
  v.string(),
  v.check(
    isExactOrigin,
    "must be an exact origin like 'https://wallet.example' or 'http://127.0.0.1:5180'",
  ),
)

/** Embedded-wallet e-mail sign-in; without it the `/auth/v1` routes are off. */
const authSchema = v.strictObject({
  /** Origins of the secure site (the embedded-wallet frame): the only ones CORS lets read. */
  secureSiteOrigins: v.pipe(
    v.array(exactOrigin),
    v.minLength(1, 'must list at least one origin'),
    v.maxLength(20, 'must list at most 20 origins'),
  ),
  /** Where this server is reached from a mail client: links in e-mails point here. */
  publicUrl: v.pipe(
    httpUrl,
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  /** Wraps stored keys and keys the code HMACs; `PORTICO_AUTH_MASTER_KEY` wins over it. */
  masterKey: v.optional(authMasterKeySchema),
  smtp: v.strictObject({
    host: nonEmptyText(255),
    port: v.pipe(
      v.number(),
      v.integer('must be an integer'),
      v.minValue(1, 'must be from 1 to 65535'),
      v.maxValue(65_535, 'must be from 1 to 65535'),
    ),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: v.optional(v.boolean(), false),
    user: v.optional(nonEmptyText(255)),
    pass: v.optional(v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters'))),
  }),
  /** The From header, e.g. `Portico <no-reply@portico.example>`. */
  from: nonEmptyText(320),
  /** How long a one-time code works. */
  codeTtlMs: v.optional(durationMs(1, 86_400_000), 600_000),
  /** How long a session token works. */
  sessionTtlMs: v.optional(durationMs(1, 31_536_000_000), 604_800_000),
  /** Shortest time between two e-mails to one address (0: no delay). */
  resendDelayMs: v.optional(durationMs(0, 3_600_000), 30_000),
  /** Tries a code allows before it is locked. */
  maxOtpAttempts: v.optional(positiveInteger(100), 5),
  /** How long `POST /auth/v1/device/wait` holds the request open. */
  deviceWaitMs: v.optional(durationMs(1, 120_000), 20_000),
  /** Sign-in and change e-mails one address may get per hour. */
  maxSendsPerEmailPerHour: v.optional(positiveInteger(10_000), 10),
  /**
   * E-mails one client IP may cause per hour. Behind a proxy every client shares its IP unless
   * Fastify trusts the proxy (`http.trustProxy`). Above `AUTH_IP_LIMIT_CEILINGS` only on a
   * development server (`auth.publicUrl` on this machine): the devnet, where every visitor is
   * 127.0.0.1, raises it.
   */
  maxSendsPerIpPerHour: v.optional(positiveInteger(100_000), 30),
  /**
   * Code and token checks one client IP may make per minute: `/otp/verify`,
   * `/email/update/primary` and `/secondary`, `/device/approve` (POST), `/social/connect`,
   * `/social/finish`. Then 429 with `Retry-After`.
   */
  maxCodeChecksPerIpPerMinute: v.optional(positiveInteger(100_000), 30),
  /**
   * Requests one client IP may make per minute to every other `/auth/v1` route (the approval
   * page, `device/wait`, `social/requests/:state`, the session routes). Then 429 with
   * `Retry-After`.
   */
  maxRequestsPerIpPerMinute: v.optional(positiveInteger(1_000_000), 300),
  /** Social sign-in (`/auth/v1/social/*`); absent: only e-mail sign-in. */
  social: v.optional(socialConfigSchema),
  /** Sign In With Farcaster (`/auth/v1/farcaster/*`); absent: Farcaster is off. */
  farcaster: v.optional(farcasterConfigSchema),
})

/**
 * The config file's keys that this module reads.
 *
 * @example
 * v.parse(v.strictObject(authConfigEntries), {}).auth // undefined: the routes are off
 */
export const authConfigEntries = {
  /** Embedded-wallet e-mail sign-in; absent: the `/auth/v1` routes are not registered. */
  auth: v.optional(authSchema),
}

export type AuthConfig = v.InferOutput<typeof authSchema>

/**
 * The highest per-IP limits of `auth` a server reachable from elsewhere may set. Above them a
 * limit is a development setting: accepted only when `auth.publicUrl` is http on this machine
 * (127.0.0.1, localhost, [::1]), as on the devnet, where every visitor is 127.0.0.1. A copy of
 * the devnet's config on a public server fails to load instead of running with it.
 */
export const AUTH_IP_LIMIT_CEILINGS = {
  maxSendsPerIpPerHour: 1_000,
  maxCodeChecksPerIpPerMinute: 600,
  maxRequestsPerIpPerMinute: 6_000,
} as const

/**
 * What the schema cannot see one field at a time: SMTP credentials given by halves, a per-IP
 * limit above its ceiling on a public server, a social callback off the secure site. Returns the
 * first problem as `auth.…: …`; undefined if none (or no `auth`).
 *
 * @example
 * findAuthProblem(config.auth) // 'auth.smtp: user and pass must be given together'
 */
export function findAuthProblem(auth: AuthConfig | undefined): string | undefined {
  if (auth === undefined) return undefined
  const { smtp } = auth
  if ((smtp.user === undefined) !== (smtp.pass === undefined))
    return 'auth.smtp: user and pass must be given together'
  const raised = raisedIpLimit(auth)
  if (raised !== undefined && !isLoopbackHttpUrl(auth.publicUrl))
    return `auth.${raised}: at most ${AUTH_IP_LIMIT_CEILINGS[raised]} unless auth.publicUrl is on this machine (a development server such as the devnet)`
  const { social } = auth
  if (social !== undefined && !auth.secureSiteOrigins.includes(new URL(social.redirectUri).origin))
    return 'auth.social.redirectUri: must be on one of auth.secureSiteOrigins (the secure site serves the callback page)'
  return undefined
}

// The first per-IP limit above its ceiling, if any.
function raisedIpLimit(
  auth: Pick<AuthConfig, keyof typeof AUTH_IP_LIMIT_CEILINGS>,
): keyof typeof AUTH_IP_LIMIT_CEILINGS | undefined {
  return (Object.keys(AUTH_IP_LIMIT_CEILINGS) as (keyof typeof AUTH_IP_LIMIT_CEILINGS)[]).find(
    (name) => auth[name] > AUTH_IP_LIMIT_CEILINGS[name],
  )
}

// http://127.0.0.1…, http://localhost…, http://[::1]…: links that only this machine can open.
function isLoopbackHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}
