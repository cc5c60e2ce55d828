import { emailSchema } from '@portico/core'
import * as v from 'valibot'
import { SocialLoginFailedError } from '../../errors/authErrors.ts'
import type { SocialLoginProvider } from './socialConfig.ts'

/** Who signed in, as the provider says. */
export interface SocialProfile {
  /** The provider's stable id of the person. */
  subject: string
  /** Lower-cased; undefined when the provider gave none (or not a valid address). */
  email: string | undefined
  /** True only when the provider says so explicitly. */
  emailVerified: boolean
  /** A handle or display name; undefined when none. */
  userName: string | undefined
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
// Read loosely here, then checked one by one (emailOf, textOf): a bad name must not fail a sign-in.
const loose = v.optional(v.unknown())
const id = v.union([text(255), v.pipe(v.number(), v.integer(), v.transform(String))])

/** OpenID Connect claims (ID token or userinfo). Apple sends `email_verified` as a string. */
const oidcClaimsSchema = v.object({
  sub: text(255),
  email: loose,
  email_verified: v.optional(v.unknown()),
  preferred_username: loose,
  name: loose,
})

/** GitHub `GET /user`: its public e-mail carries no verified flag. */
const githubUserSchema = v.object({
  id,
  login: text(100),
  email: loose,
})

/** X `GET /2/users/me`: no e-mail at all. */
const xUserSchema = v.object({ data: v.object({ id, username: text(100) }) })

/** Discord `GET /users/@me`: `verified` is the e-mail's verified flag. */
const discordUserSchema = v.object({
  id,
  username: text(100),
  global_name: loose,
  email: loose,
  verified: v.optional(v.unknown()),
})

/** Facebook `GET /me?fields=id,name,email`: the e-mail carries no verified flag. */
const facebookUserSchema = v.object({ id, name: loose, email: loose })

/**
 * The person behind a social sign-in: from the ID token's claims (OpenID Connect providers,
 * merged over their userinfo when it was read), or from a plain OAuth 2 provider's own user
 * object (GitHub, X, Discord, Facebook). An e-mail counts as verified only where the provider
 * says so (`email_verified`, Discord's `verified`); GitHub's and Facebook's do not. Throws
 * `SocialLoginFailedError` when there is no usable id.
 *
 * @example
 * readSocialProfile('github', { id: 42, login: 'ada', email: 'ada@example.org' })
 * // { subject: '42', email: 'ada@example.org', emailVerified: false, userName: 'ada' }
 */
export function readSocialProfile(provider: SocialLoginProvider, source: unknown): SocialProfile {
  const oidc = v.safeParse(oidcClaimsSchema, source)
  if (oidc.success) {
    const claims = oidc.output
    return {
      subject: claims.sub,
      email: emailOf(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      userName: textOf(claims.preferred_username) ?? textOf(claims.name),
    }
  }
  switch (provider) {
    case 'github': {
      const user = parseOrFail(githubUserSchema, source, provider)
      return {
        subject: user.id,
        email: emailOf(user.email),
        emailVerified: false,
        userName: user.login,
      }
    }
    case 'x': {
      const { data } = parseOrFail(xUserSchema, source, provider)
      return { subject: data.id, email: undefined, emailVerified: false, userName: data.username }
    }
    case 'discord': {
      const user = parseOrFail(discordUserSchema, source, provider)
      return {
        subject: user.id,
        email: emailOf(user.email),
        emailVerified: user.verified === true,
        userName: user.username,
      }
    }
    case 'facebook': {
      const user = parseOrFail(facebookUserSchema, source, provider)
      return {
        subject: user.id,
        email: emailOf(user.email),
        emailVerified: false,
        userName: textOf(user.name),
      }
    }
    default:
      throw new SocialLoginFailedError({ details: `${provider}: the user info has no sub` })
  }
}

function parseOrFail<T>(schema: v.GenericSchema<unknown, T>, source: unknown, provider: string): T {
  const parsed = v.safeParse(schema, source)
  if (!parsed.success)
    throw new SocialLoginFailedError({
      details: `${provider}: unexpected user info (${v.summarize(parsed.issues)})`,
    })
  return parsed.output
}

function emailOf(value: unknown): string | undefined {
  const parsed = v.safeParse(emailSchema, value)
  return parsed.success ? parsed.output.toLowerCase() : undefined
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim().slice(0, 100)
  return trimmed === '' ? undefined : trimmed
}
