import * as v from 'valibot'
import { KIT_VERSION, SDK_TYPE } from '../constants.ts'
import {
  HttpRequestError,
  type HttpRequestErrorType,
  InvalidResponseError,
  type InvalidResponseErrorType,
  NetworkRequestError,
  type NetworkRequestErrorType,
  RequestTimeoutError,
  type RequestTimeoutErrorType,
} from '../errors/http.ts'
import type { MissingOptionErrorType } from '../errors/missingOption.ts'
import { missingApiUrlError } from '../internal/project/resolveApiUrl.ts'
import { errorBodySchema } from '../schemas/serviceSchemas.ts'

export type QueryValue = string | number | boolean | readonly string[] | undefined

export interface HttpClientParameters {
  /**
   * Server base URL, e.g. 'https://portico.example.com'. Undefined when none is configured
   * (`resolveApiUrl`): every call then rejects with `MissingOptionError` naming `apiUrl`, and
   * nothing is fetched.
   */
  baseUrl: string | undefined
  /** Which function's `apiUrl` that error tells to set (default 'createConfig'). */
  apiUrlSetIn?: 'createConfig' | 'porticoSignIn'
  projectId: string
  timeoutMs: number
  fetch?: typeof fetch
  /** Told the server's message of every non-2xx answer (for the spec §8 alert mapping). */
  onErrorMessage?: (message: string) => void
}

export interface HttpClient {
  /** The server base URL; undefined when none is configured (then every call fails). */
  readonly baseUrl: string | undefined
  /** The project every call is made for (spec §7: bodies that name it carry it too). */
  readonly projectId: string
  /**
   * The absolute URL of `path` with the identifying query (projectId, st, sv) added. Throws
   * `MissingOptionError` when no base URL is configured.
   */
  url(path: string, query?: Readonly<Record<string, QueryValue>>): string
  get<T>(path: string, options: GetOptions<T>): Promise<T>
  /**
   * Starts a GET now, before the code that reads its answer has loaded: the next `get` of the
   * same path and query, without headers, within a minute, takes this answer instead of asking
   * again (its errors and schema check happen then, as for any `get`). Does nothing without a
   * base URL.
   */
  prefetch(path: string, query?: Readonly<Record<string, QueryValue>>): void
  /**
   * Sends `body` as JSON. With a `schema`, resolves with the answer parsed by it; without one,
   * when the server accepted it (any 2xx), the body unread.
   */
  post<T>(path: string, options: PostOptions & { schema: v.GenericSchema<unknown, T> }): Promise<T>
  post(path: string, options: PostOptions): Promise<void>
  /** Sends a DELETE; resolves when the server accepted it (any 2xx), the body unread. */
  delete(path: string, options?: DeleteOptions): Promise<void>
}

/** Request headers a call adds, e.g. `{ authorization: 'Bearer …' }`. */
export type RequestHeaders = Readonly<Record<string, string>>

export interface GetOptions<T> {
  schema: v.GenericSchema<unknown, T>
  query?: Readonly<Record<string, QueryValue>>
  headers?: RequestHeaders
  /** Stops the request (a newer one replaces it): rejects with the signal's reason. */
  signal?: AbortSignal
  /** Do not pass the server's error message to `onErrorMessage` (the caller maps it itself). */
  silent?: boolean
}

export interface PostOptions {
  body: unknown
  query?: Readonly<Record<string, QueryValue>>
  headers?: RequestHeaders
  /** Stops the request (a newer one replaces it): rejects with the signal's reason. */
  signal?: AbortSignal
  /** Do not pass the server's error message to `onErrorMessage` (the caller maps it itself). */
  silent?: boolean
  /** Let the request outlive the page (fetch `keepalive`), e.g. when sent as the page goes. */
  keepalive?: boolean
}

export interface DeleteOptions {
  query?: Readonly<Record<string, QueryValue>>
  headers?: RequestHeaders
  /** Do not pass the server's error message to `onErrorMessage` (the caller maps it itself). */
  silent?: boolean
}

export type HttpClientErrorType =
  | HttpRequestErrorType
  | InvalidResponseErrorType
  | MissingOptionErrorType
  | NetworkRequestErrorType
  | RequestTimeoutErrorType

/**
 * The one HTTP client of the kit: every call carries projectId, st (sdk type) and sv (kit
 * version) (spec §7); every answer is parsed with a schema before use; a non-2xx answer is an
 * `HttpRequestError` ('HTTP status code: N') carrying the server's message.
 *
 * @example
 * const http = createHttpClient({ baseUrl, projectId, timeoutMs: 10_000 })
 * const page = await http.get('/getWallets', { schema: walletPageSchema, query: { page: 1 } })
 * const { nonce } = await http.post('/siwx/v1/nonce', { body: {}, schema: nonceSchema })
 * await http.delete('/siwx/v1/sessions/current', { headers: { authorization: `Bearer ${token}` } })
 */
export function createHttpClient(parameters: HttpClientParameters): HttpClient {
  const baseUrl = parameters.baseUrl?.replace(/\/+$/, '')

  function url(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
    // Never a relative URL: without a server, no call leaves the page, to its own host or any.
    if (baseUrl === undefined) throw missingApiUrlError(parameters.apiUrlSetIn)
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
    {
      method = 'GET',
      body,
      headers,
      keepalive,
      signal,
    }: {
      method?: string
      body?: string
      headers?: RequestHeaders
      keepalive?: boolean
      signal?: AbortSignal | undefined
    },
  ): Promise<Answer> {
    signal?.throwIfAborted()
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, parameters.timeoutMs)
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const sends = body !== undefined
      const init: RequestInit = {
        ...(method === 'GET' ? {} : { method }),
        signal: controller.signal,
        headers: {
          accept: 'application/json',
          ...(sends ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(sends ? { body } : {}),
        ...(keepalive ? { keepalive } : {}),
      }
      // Called unbound: a browser's fetch throws 'Illegal invocation' when `this` is not window.
      const fetchFn = parameters.fetch
      const response = fetchFn ? await fetchFn(target, init) : await globalThis.fetch(target, init)
      return { status: response.status, ok: response.ok, body: await response.text() }
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (timedOut) throw new RequestTimeoutError({ cause: error, details: target })
      throw new NetworkRequestError({ cause: error, details: target })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  function failure(status: number, json: unknown, silent: boolean | undefined): HttpRequestError {
    const errorBody = v.safeParse(errorBodySchema, json)
    const serverMessage = errorBody.success ? errorBody.output.message : undefined
    const serverCode = errorBody.success ? errorBody.output.code : undefined
    if (serverMessage && !silent) parameters.onErrorMessage?.(serverMessage)
    return new HttpRequestError(status, {
      serverMessage,
      ...(serverCode === undefined ? {} : { serverCode }),
    })
  }

  function parseAnswer<T>(path: string, body: string, schema: v.GenericSchema<unknown, T>): T {
    const json = parseJson(body)
    if (json === NOT_JSON) throw new InvalidResponseError({ details: `${path}: body is not JSON` })
    const parsed = v.safeParse(schema, json)
    if (!parsed.success)
      throw new InvalidResponseError({ details: `${path}: ${v.summarize(parsed.issues)}` })
    return parsed.output
  }

  // Answers asked for ahead (`prefetch`), by URL; each is taken once.
  const prefetched = new Map<string, { answer: Promise<Answer>; at: number }>()

  function prefetch(path: string, query?: Readonly<Record<string, QueryValue>>): void {
    if (baseUrl === undefined) return
    const target = url(path, query)
    const answer = request(target, {})
    // Nobody may take it: its failure then is nobody's to report.
    answer.catch(() => undefined)
    prefetched.set(target, { answer, at: Date.now() })
  }

  function takePrefetched(target: string): Promise<Answer> | undefined {
    const entry = prefetched.get(target)
    prefetched.delete(target)
    // An answer from long ago may no longer be true: ask again.
    return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.answer : undefined
  }

  async function get<T>(path: string, options: GetOptions<T>): Promise<T> {
    const target = url(path, options.query)
    const early = options.headers ? undefined : takePrefetched(target)
    const response = early
      ? await untilAnswered(early, options.signal)
      : await request(target, { headers: options.headers, signal: options.signal })
    if (!response.ok) throw failure(response.status, parseJson(response.body), options.silent)
    return parseAnswer(path, response.body, options.schema)
  }

  function post<T>(
    path: string,
    options: PostOptions & { schema: v.GenericSchema<unknown, T> },
  ): Promise<T>
  function post(path: string, options: PostOptions): Promise<void>
  async function post<T>(
    path: string,
    options: PostOptions & { schema?: v.GenericSchema<unknown, T> },
  ): Promise<T | undefined> {
    const response = await request(url(path, options.query), {
      method: 'POST',
      body: JSON.stringify(options.body),
      headers: options.headers,
      keepalive: options.keepalive,
      signal: options.signal,
    })
    if (!response.ok) throw failure(response.status, parseJson(response.body), options.silent)
    return options.schema ? parseAnswer(path, response.body, options.schema) : undefined
  }

  async function del(path: string, options: DeleteOptions = {}): Promise<void> {
    const response = await request(url(path, options.query), {
      method: 'DELETE',
      headers: options.headers,
    })
    if (!response.ok) throw failure(response.status, parseJson(response.body), options.silent)
  }

  return { baseUrl, projectId: parameters.projectId, url, get, prefetch, post, delete: del }
}

interface Answer {
  status: number
  ok: boolean
  body: string
}

/** An answer asked for ahead, given up on at once (with the signal's reason) if the signal aborts. */
function untilAnswered(answer: Promise<Answer>, signal: AbortSignal | undefined): Promise<Answer> {
  if (!signal) return answer
  signal.throwIfAborted()
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** How long an answer asked for ahead may wait for its `get`. */
const PREFETCH_FRESH_MS = 60_000

const NOT_JSON = Symbol('not JSON')

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return NOT_JSON
  }
}
