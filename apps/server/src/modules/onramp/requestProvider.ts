import { ProviderInputError, ProviderUnavailableError } from './providerErrors.ts'

export interface RequestProviderParameters {
  /** For error messages. */
  providerName: string
  url: string
  method?: 'GET' | 'POST'
  body?: unknown
  timeoutMs: number
}

/**
 * One JSON request to a provider's API. Its 400 (with `{ error: { message } }`) becomes a
 * ProviderInputError carrying that message; a 404 resolves `undefined`; anything else that is
 * not a 2xx JSON answer — refused connection, timeout, 5xx, a body that is not JSON — is a
 * ProviderUnavailableError.
 *
 * @example
 * const options = await requestProvider({ providerName: 'Portico Sandbox', url: `${base}/api/options`, timeoutMs: 5000 })
 */
export async function requestProvider(
  parameters: RequestProviderParameters,
): Promise<unknown | undefined> {
  let response: Response
  try {
    response = await fetch(parameters.url, {
      method: parameters.method ?? 'GET',
      signal: AbortSignal.timeout(parameters.timeoutMs),
      headers: {
        accept: 'application/json',
        ...(parameters.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(parameters.body === undefined ? {} : { body: JSON.stringify(parameters.body) }),
    })
  } catch (cause) {
    throw new ProviderUnavailableError(parameters.providerName, { cause })
  }
  const body = await response.json().catch(() => undefined)
  if (response.status === 404) return undefined
  if (response.status === 400) {
    const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message
    if (typeof message === 'string' && message.length > 0 && message.length <= 500)
      throw new ProviderInputError(message)
  }
  if (!response.ok || body === undefined)
    throw new ProviderUnavailableError(parameters.providerName, {
      details: `HTTP ${response.status} from ${new URL(parameters.url).pathname}`,
    })
  return body
}
