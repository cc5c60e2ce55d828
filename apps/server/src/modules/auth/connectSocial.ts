import * as client from 'openid-client'
import { BadRequestError, UpstreamError } from '../../errors/apiErrors.ts'
import {
  SocialLoginFailedError,
  SocialProviderUnavailableError,
  SocialRequestInvalidError,
} from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { deviceApprovalEmail } from './authEmails.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { createDeviceApprovalLink, DEVICE_APPROVAL_TTL_MS } from './deviceApprovalLinks.ts'
import { isDeviceTrusted, trustDevice } from './devices.ts'
import { reserveSend } from './rateCheck.ts'
import { createSession } from './sessions.ts'
import type { SocialClient, SocialClients } from './socialClients.ts'
import type { SocialLoginProvider } from './socialConfig.ts'
import { findOrCreateSocialUser } from './socialIdentities.ts'
import { type PendingSocialLogin, savePendingSocialLogin } from './socialLogins.ts'
import { readSocialProfile } from './socialProfile.ts'
import { consumeSocialRequest } from './socialRequests.ts'
import { type PublicUser, toPublicUser } from './users.ts'

export interface ConnectSocialParameters {
  /** The callback page's whole URL: `auth.social.redirectUri` with the provider's answer. */
  resultUri: string
  /** The flow id `POST /auth/v1/social/start` answered. */
  flowId: string
  deviceId: string
  /** The client IP, for the hourly send limit of the approval e-mail. */
  ip: string
}

/** A signed-in user of a social provider. */
export interface SocialPublicUser extends PublicUser {
  /** The provider's handle or name; null when it gave none. */
  userName: string | null
  socialProvider: SocialLoginProvider
}

/** A signed-in social user: the session. */
export interface SocialSession {
  /** Bearer token, 32 random bytes as base64url. */
  token: string
  /** Unix milliseconds. */
  expiresAt: number
  user: SocialPublicUser
}

/**
 * An existing account signed in on a (device, origin) its e-mail has not approved: no session
 * yet. An approval link went to `email`; once approved (`POST /auth/v1/device/wait` with this
 * e-mail), the frame redeems `loginToken` once at `POST /auth/v1/social/finish`.
 */
export interface SocialDeviceApproval {
  action: 'VERIFY_DEVICE'
  /** The account's e-mail, for `device/wait` (the frame keeps it; the dApp page never sees it). */
  email: string
  /** 32 random bytes (base64url) for the frame's memory; the server keeps its SHA-256 only. */
  loginToken: string
  /** Unix milliseconds: the approval link and the login token end together. */
  expiresAt: number
}

export type ConnectSocialReturnType = SocialSession | SocialDeviceApproval

/**
 * `POST /auth/v1/social/connect`: checks that `resultUri` is this server's redirect URI, uses up
 * the pending request its `state` names (same flow id and device), checks that the request's
 * project still exists and still allows its dApp origin (401 INVALID_PROJECT_ID, 403
 * ORIGIN_NOT_ALLOWED), refuses a provider `error`, exchanges the code (PKCE verifier, state
 * and, for OpenID Connect, nonce and ID token checked), reads who signed in, finds or creates
 * the user (see findOrCreateSocialUser), then:
 * - an EXISTING user with an e-mail, on a (device, origin) not trusted for that e-mail: no
 *   session. The approval e-mail of an e-mail sign-in goes to the account's address (naming
 *   the site and the provider; same send limits), a pending social login is stored, and the
 *   answer is `SocialDeviceApproval` (`VERIFY_DEVICE`). The owner's approval, then
 *   `POST /auth/v1/social/finish`, opens the session.
 * - otherwise (a user this sign-in made, which has nothing to protect yet; a trusted device;
 *   a user without e-mail, which has no address to confirm from and whose only credential is
 *   this provider): trusts the device for the e-mail on that origin (when there is one) and
 *   starts a session bound to (project, origin), answering like `/auth/v1/otp/verify` plus
 *   `userName` and `socialProvider`.
 *
 * @example
 * const answer = await connectSocial(context, clients, { resultUri, flowId, deviceId, ip })
 * if ('action' in answer) … // VERIFY_DEVICE: wait for the approval, then finishSocialLogin
 */
export async function connectSocial(
  context: AuthContext,
  clients: SocialClients,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const redirectUri = context.settings.social?.redirectUri
  if (redirectUri === undefined) throw new SocialProviderUnavailableError()
  const answer = readProviderAnswer(parameters.resultUri, redirectUri)
  const state = answer.get('state')
  if (state === null) throw new SocialRequestInvalidError({ details: 'no state in resultUri' })

  const request = await consumeSocialRequest(context, {
    state,
    flowId: parameters.flowId,
    deviceId: parameters.deviceId,
  })
  await checkSignInOrigin(context, request)
  const providerError = answer.get('error')
  if (providerError !== null)
    throw new SocialLoginFailedError({
      providerError: providerError.slice(0, 100),
      details: answer.get('error_description')?.slice(0, 500),
    })
  const socialClient = clients.get(request.provider)
  if (socialClient === undefined)
    throw new SocialProviderUnavailableError({ details: `${request.provider} is not configured` })

  // The provider's answer on the registered redirect URI exactly, as the token request needs it.
  const callbackUrl = new URL(redirectUri)
  callbackUrl.search = answer.toString()
  const profileSource = await exchangeCode(socialClient, callbackUrl, request)
  const profile = readSocialProfile(socialClient.provider, profileSource)
  const { user, userName, created } = await findOrCreateSocialUser(
    context,
    socialClient.provider,
    profile,
  )
  const { deviceId, projectId, origin } = request
  const { email } = user

  if (email !== null) {
    const trusted = await isDeviceTrusted(context.db, { email, deviceId, origin })
    if (!created && !trusted)
      return askDeviceApproval(context, {
        userId: user.id,
        email,
        provider: socialClient.provider,
        userName,
        deviceId,
        projectId,
        origin,
        ip: parameters.ip,
      })
    if (!trusted)
      await trustDevice(context.db, { email, deviceId, origin, approvedAt: context.now() })
  }
  const session = await createSession(context, { userId: user.id, deviceId, projectId, origin })
  return {
    ...session,
    user: { ...toPublicUser(user), userName, socialProvider: socialClient.provider },
  }
}

// An existing account on a new (device, origin): the e-mail sign-in's approval link, to the
// account's address, and a pending login the device redeems once approved.
async function askDeviceApproval(
  context: AuthContext,
  login: PendingSocialLogin & { ip: string },
): Promise<SocialDeviceApproval> {
  const { ip, ...pending } = login
  const { email, deviceId, projectId, origin } = pending
  const reservation = await reserveSend(context, { email, ip })
  try {
    const link = await createDeviceApprovalLink(context, {
      email,
      deviceId,
      projectId,
      origin,
      purpose: 'social',
    })
    const { loginToken, expiresAt } = await savePendingSocialLogin(context, pending)
    await context.mailer.send(
      deviceApprovalEmail({
        to: email,
        link,
        origin,
        ttlMs: DEVICE_APPROVAL_TTL_MS,
        provider: SOCIAL_PROVIDER_NAMES[pending.provider],
      }),
    )
    return { action: 'VERIFY_DEVICE', email, loginToken, expiresAt }
  } catch (error) {
    await reservation.release()
    throw error
  }
}

const SOCIAL_PROVIDER_NAMES: Record<SocialLoginProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

// The query of a URL on the redirect URI (same origin and path); anything else is refused.
function readProviderAnswer(resultUri: string, redirectUri: string): URLSearchParams {
  const expected = new URL(redirectUri)
  const result = URL.canParse(resultUri) ? new URL(resultUri) : undefined
  if (
    result === undefined ||
    result.origin !== expected.origin ||
    result.pathname !== expected.pathname
  )
    throw new BadRequestError("resultUri: must be this server's social redirect URI")
  return result.searchParams
}

// Code → tokens → the claims or user object that say who signed in.
async function exchangeCode(
  socialClient: SocialClient,
  callbackUrl: URL,
  request: { state: string; codeVerifier: string; nonce: string | null },
): Promise<unknown> {
  const configuration = await socialClient.configuration()
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      ...(request.nonce === null ? {} : { expectedNonce: request.nonce }),
      idTokenExpected: socialClient.kind === 'oidc',
    })
    if (socialClient.kind === 'oidc') {
      const claims = tokens.claims()
      if (claims === undefined) throw new SocialLoginFailedError({ details: 'no ID token' })
      // Some providers keep the e-mail out of the ID token: ask userinfo then.
      if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
        // The e-mail and its verified flag come together from userinfo: an ID token's
        // `email_verified` without an `email` never vouches for another source's address.
        return { ...claims, email: userinfo.email, email_verified: userinfo.email_verified }
      }
      return claims
    }
    return await readUserObject(configuration, socialClient, tokens.access_token)
  } catch (error) {
    throw toConnectError(error, socialClient.provider)
  }
}

async function readUserObject(
  configuration: client.Configuration,
  socialClient: SocialClient,
  accessToken: string,
): Promise<unknown> {
  const endpoint = socialClient.userinfoEndpoint
  if (endpoint === undefined) throw new SocialLoginFailedError({ details: 'no userinfo endpoint' })
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'Portico' })
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    endpoint,
    'GET',
    undefined,
    headers,
  )
  if (!response.ok)
    throw new SocialLoginFailedError({ details: `user info answered ${response.status}` })
  try {
    return await response.json()
  } catch (cause) {
    throw new SocialLoginFailedError({ cause, details: 'user info is not JSON' })
  }
}

function toConnectError(error: unknown, provider: string): Error {
  if (error instanceof SocialLoginFailedError) return error
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError
  )
    return new SocialLoginFailedError({
      cause: error,
      providerError: error.error,
      details: `${provider}: ${error.error_description ?? error.error}`,
    })
  if (error instanceof client.ClientError)
    return new SocialLoginFailedError({ cause: error, details: `${provider}: ${error.message}` })
  return new UpstreamError('Could not reach the sign-in provider', {
    cause: error,
    details: `${provider}: the code exchange failed`,
  })
}
