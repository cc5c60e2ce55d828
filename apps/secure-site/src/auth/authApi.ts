import { EMBEDDED_MESSAGES } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { AuthApiError, AuthServerUnavailableError, RequestAbortedError } from '../errors.ts'
import { fetchProjectOrigins } from '../origins/fetchProjectOrigins.ts'
import type { ProjectOriginsLookup } from '../origins/projectOrigins.ts'
import {
  type AuthUser,
  apiErrorSchema,
  authUserSchema,
  deviceWaitResponseSchema,
  emailStartResponseSchema,
  emailUpdatePrimaryResponseSchema,
  emailUpdateResponseSchema,
  emailUpdateSecondaryResponseSchema,
  type OtpVerifyResponse,
  otpVerifyResponseSchema,
  putKeyResponseSchema,
  putSolanaKeyResponseSchema,
  type SocialConnectResponse,
  type SocialProvider,
  type SocialSessionResponse,
  type SocialStartResponse,
  socialConnectResponseSchema,
  socialRequestOriginSchema,
  socialSessionResponseSchema,
  socialStartResponseSchema,
  type UnlockKeyResponse,
  unlockKeyResponseSchema,
  unlockSolanaKeyResponseSchema,
} from './authSchemas.ts'

/**
 * The server's /auth/v1 routes (the auth contract), one method per route, and the project's
 * origins answer the frame checks its embedding page with. Every sign-in step carries the
 * project id and the dApp origin: the server refuses an unknown project (401
 * 'Unauthorized: invalid key') and an origin the project does not allow (403
 * 'Unauthorized: origin not allowed').
 */
export interface AuthApi {
  /** `GET /projects/v1/origins?projectId=` (spec §7); never throws. */
  getProjectOrigins(projectId: string): Promise<ProjectOriginsLookup>
  startEmail(body: {
    email: string
    deviceId: string
    projectId: string
    origin: string
  }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** One long poll: `approved: false` after the server's wait, `true` once the device is approved. */
  waitForDevice(
    body: { email: string; deviceId: string; projectId: string; origin: string },
    signal?: AbortSignal,
  ): Promise<{ approved: boolean }>
  verifyOtp(body: {
    email: string
    deviceId: string
    otp: string
    projectId: string
    origin: string
  }): Promise<OtpVerifyResponse>
  getUser(token: string): Promise<AuthUser>
  putKey(
    token: string,
    body: { address: string; keyBlob: string; unlockKey: string },
  ): Promise<{ address: string }>
  unlockKey(token: string): Promise<UnlockKeyResponse>
  /** `PUT /key` with `namespace: 'solana'`: the Solana key (its address base58). */
  putSolanaKey(
    token: string,
    body: { address: string; keyBlob: string; unlockKey: string },
  ): Promise<{ address: string }>
  /** `POST /key/unlock` with `namespace: 'solana'`. */
  unlockSolanaKey(token: string): Promise<UnlockKeyResponse>
  signOut(token: string): Promise<void>
  updateEmail(token: string, body: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  updateEmailPrimary(
    token: string,
    body: { otp: string },
  ): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondary(token: string, body: { otp: string }): Promise<{ email: string }>
  startSocial(body: {
    provider: SocialProvider
    deviceId: string
    projectId: string
    origin: string
  }): Promise<SocialStartResponse>
  connectSocial(body: {
    resultUri: string
    flowId: string
    deviceId: string
  }): Promise<SocialConnectResponse>
  /** Redeems a social sign-in the account's e-mail approved: the session. */
  finishSocial(body: {
    loginToken: string
    deviceId: string
    projectId: string
    origin: string
  }): Promise<SocialSessionResponse>
  /** The dApp origin of a pending social sign-in (the callback page's postMessage target). */
  socialRequestOrigin(state: string): Promise<{ origin: string }>
}

export interface CreateAuthApiParameters {
  /** The server's base URL, e.g. http://127.0.0.1:8787 (no /auth/v1). */
  baseUrl: string
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
}

interface CallOptions {
  method: 'GET' | 'POST' | 'PUT'
  body?: unknown
  token?: string
  signal?: AbortSignal | undefined
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/**
 * The auth server client. Every answer is parsed with its schema; a non-2xx answer throws
 * `AuthApiError` with the server's own message (and code, retryAfterSeconds, attemptsLeft);
 * no answer or a malformed 2xx throws `AuthServerUnavailableError` ('An error occurred').
 *
 * @example
 * const api = createAuthApi({ baseUrl: 'http://127.0.0.1:8787' })
 * const { action } = await api.startEmail({ email, deviceId, projectId, origin })
 */
export function createAuthApi(parameters: CreateAuthApiParameters): AuthApi {
  const base = `${parameters.baseUrl.replace(/\/+$/, '')}/auth/v1`
  const fetchImpl = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function call<T>(
    path: string,
    options: CallOptions,
    schema: v.GenericSchema<unknown, T> | undefined,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        // Bearer tokens only: no cookies, no cached answers.
        credentials: 'omit',
        cache: 'no-store',
        signal: options.signal,
      })
    } catch (cause) {
      if (options.signal?.aborted) throw new RequestAbortedError({ cause })
      throw new AuthServerUnavailableError({ cause, details: `${options.method} ${path} failed` })
    }
    if (!response.ok) {
      const parsed = v.safeParse(apiErrorSchema, await readJson(response))
      throw new AuthApiError(
        parsed.success ? parsed.output.message : EMBEDDED_MESSAGES.frameError,
        {
          status: response.status,
          code: parsed.success ? parsed.output.code : undefined,
          retryAfterSeconds: parsed.success ? parsed.output.retryAfterSeconds : undefined,
          attemptsLeft: parsed.success ? parsed.output.attemptsLeft : undefined,
          details: `${options.method} ${path} answered ${response.status}`,
        },
      )
    }
    if (!schema) return undefined as T
    const parsed = v.safeParse(schema, await readJson(response))
    if (!parsed.success) {
      throw new AuthServerUnavailableError({
        details: `${options.method} ${path}: ${v.summarize(parsed.issues)}`,
      })
    }
    return parsed.output
  }

  return {
    getProjectOrigins: (projectId) =>
      fetchProjectOrigins({ baseUrl: parameters.baseUrl, projectId, fetch: fetchImpl }),
    startEmail: (body) => call('/email/start', { method: 'POST', body }, emailStartResponseSchema),
    waitForDevice: (body, signal) =>
      call('/device/wait', { method: 'POST', body, signal }, deviceWaitResponseSchema),
    verifyOtp: (body) => call('/otp/verify', { method: 'POST', body }, otpVerifyResponseSchema),
    getUser: (token) => call('/user', { method: 'GET', token }, authUserSchema),
    putKey: (token, body) => call('/key', { method: 'PUT', token, body }, putKeyResponseSchema),
    unlockKey: (token) => call('/key/unlock', { method: 'POST', token }, unlockKeyResponseSchema),
    putSolanaKey: (token, body) =>
      call(
        '/key',
        { method: 'PUT', token, body: { ...body, namespace: 'solana' } },
        putSolanaKeyResponseSchema,
      ),
    unlockSolanaKey: (token) =>
      call(
        '/key/unlock',
        { method: 'POST', token, body: { namespace: 'solana' } },
        unlockSolanaKeyResponseSchema,
      ),
    signOut: (token) => call('/sign-out', { method: 'POST', token }, undefined),
    updateEmail: (token, body) =>
      call('/email/update', { method: 'POST', token, body }, emailUpdateResponseSchema),
    updateEmailPrimary: (token, body) =>
      call(
        '/email/update/primary',
        { method: 'POST', token, body },
        emailUpdatePrimaryResponseSchema,
      ),
    updateEmailSecondary: (token, body) =>
      call(
        '/email/update/secondary',
        { method: 'POST', token, body },
        emailUpdateSecondaryResponseSchema,
      ),
    startSocial: (body) =>
      call('/social/start', { method: 'POST', body }, socialStartResponseSchema),
    connectSocial: (body) =>
      call('/social/connect', { method: 'POST', body }, socialConnectResponseSchema),
    finishSocial: (body) =>
      call('/social/finish', { method: 'POST', body }, socialSessionResponseSchema),
    socialRequestOrigin: (state) =>
      call(
        `/social/requests/${encodeURIComponent(state)}`,
        { method: 'GET' },
        socialRequestOriginSchema,
      ),
  }
}
