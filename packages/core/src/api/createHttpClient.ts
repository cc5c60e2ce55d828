import * as v from 'valibot'
import { KIT_VERSION, SDK_TYPE } from '../constants.ts'
import {
  HttpRequestError,
  InvalidResponseError,
  NetworkRequestError,
  RequestTimeoutError,
} from '../errors/http.ts'
import { errorBodySchema } from '../schemas/serviceSchemas.ts'

export type QueryValue = string | number | boolean | readonly string[] | undefined

export interface HttpClientParameters {
  /** Server base URL, e.g. 'http://127.0.0.1:8787'. */
  baseUrl: string
  projectId: string
  timeoutMs: number
  fetch?: typeof fetch
  /** Told the server's message of every non-2xx answer (for the spec §8 alert mapping). */
  onErrorMessage?: (message: string) => void
}

export interface HttpClient {
  /** The absolute URL of `path` with the identifying query (projectId, st, sv) added. */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string
  get<T>(path: string, options: GetOptions<T>): Promise<T>
  /** Sends `body` as JSON; resolves when the server accepted it (any 2xx), the body unread. */
  post(path: string, options: PostOptions): Promise<void>
}

export interface GetOptions<T> {
  schema: v.GenericSchema<unknown, T>
  query?: Readonly<Record<string, QueryValue>>
  /** Do not pass the server's error message to `onErrorMessage` (the caller maps it itself). */
  silent?: boolean
}

export interface PostOptions {
  body: unknown
  query?: Readonly<Record<string, QueryValue>>
  /** Do not pass the server's error message to `onErrorMessage` (the caller maps it itself). */
  silent?: boolean
}

export type HttpClientErrorType =
  | HttpRequestError
  | InvalidResponseError
  | NetworkRequestError
  | RequestTimeoutError

/**
 * The one HTTP client of the kit: every call carries projectId, st (sdk type) and sv (kit
 * version) (spec §7); every answer is parsed with a schema before use; a non-2xx answer is an
 * `HttpRequestError` ('HTTP status code: N') carrying the server's message.
 *
 * @example
 * const http = createHttpClient({ baseUrl, projectId, timeoutMs: 10_000 })
 * const page = await http.get('/getWallets', { schema: walletPageSchema, query: { page: 1 } })
 */
export function createHttpClient(parameters: HttpClientParameters): HttpClient {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')

  function url(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
    const search = new URLSearchParams({
      projectId: parameters.projectId,
      st: SDK_TYPE,
      sv: KIT_VERSION,
    })
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue
      if (Array.isArray(value)) {
        if (value.length > 0) search.set(key, value.join(','))
      } else search.set(key, String(value))
    }
    return `${baseUrl}${path}?${search.toString()}`
  }

  async function request(
    target: string,
    body?: string,
  ): Promise<{ status: number; ok: boolean; body: string }> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, parameters.timeoutMs)
    try {
      const init: RequestInit =
        body === undefined
          ? { signal: controller.signal, headers: { accept: 'application/json' } }
          : {
              method: 'POST',
              signal: controller.signal,
              headers: { accept: 'application/json', 'content-type': 'application/json' },
              body,
            }
      // Called unbound: a browser's fetch throws 'Illegal invocation' when `this` is not window.
      const fetchFn = parameters.fetch
      const response = fetchFn ? await fetchFn(target, init) : await globalThis.fetch(target, init)
      return { status: response.status, ok: response.ok, body: await response.text() }
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError({ cause: error, details: target })
      throw new NetworkRequestError({ cause: error, details: target })
    } finally {
      clearTimeout(timer)
    }
  }

  function failure(status: number, json: unknown, silent: boolean | undefined): HttpRequestError {
    const errorBody = v.safeParse(errorBodySchema, json)
    const serverMessage = errorBody.success ? errorBody.output.message : undefined
    if (serverMessage && !silent) parameters.onErrorMessage?.(serverMessage)
    return new HttpRequestError(status, { serverMessage })
  }

  async function get<T>(path: string, options: GetOptions<T>): Promise<T> {
    const response = await request(url(path, options.query))
    const json = parseJson(response.body)
    if (!response.ok) throw failure(response.status, json, options.silent)

    if (json === NOT_JSON) throw new InvalidResponseError({ details: `${path}: body is not JSON` })
    const parsed = v.safeParse(options.schema, json)
    if (!parsed.success)
      throw new InvalidResponseError({ details: `${path}: ${v.summarize(parsed.issues)}` })
    return parsed.output
  }

  async function post(path: string, options: PostOptions): Promise<void> {
    const response = await request(url(path, options.query), JSON.stringify(options.body))
    if (!response.ok) throw failure(response.status, parseJson(response.body), options.silent)
  }

  return { url, get, post }
}

const NOT_JSON = Symbol('not JSON')

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return NOT_JSON
  }
}
