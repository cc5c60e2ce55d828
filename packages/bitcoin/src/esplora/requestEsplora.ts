import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT, RPC_RETRY_HTTP_STATUSES } from '@portico/core'

const RETRY_STATUSES: readonly number[] = RPC_RETRY_HTTP_STATUSES
const MAX_ERROR_TEXT = 200

/** An Esplora call that failed: the HTTP status (0 when the request never got an answer). */
export class EsploraRequestError extends Error {
  override name = 'EsploraRequestError'
  readonly status: number
  constructor(status: number, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.status = status
  }
}
export type EsploraRequestErrorType = EsploraRequestError & { name: 'EsploraRequestError' }

/**
 * One request to an Esplora-shaped HTTP API (`GET /address/:a`, `POST /tx`, …), retried as
 * spec §7 asks for RPCs: network failures and HTTP 403/408/413/429/5xx, up to
 * `RPC_RETRY_COUNT` times, the delay doubling from `RPC_RETRY_BASE_DELAY_MS`. Resolves the body
 * as text; the caller parses it.
 *
 * @example
 * const text = await requestEsplora('http://127.0.0.1:18443', '/address/bcrt1q…')
 */
export async function requestEsplora(
  baseUrl: string,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<string> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`
  // A broadcast is not retried on an HTTP answer: the node already judged the transaction.
  const retryable = (status: number) => init.method !== 'POST' && RETRY_STATUSES.includes(status)
  for (let attempt = 0; ; attempt++) {
    let response: Response
    try {
      response = await fetch(url, {
        method: init.method ?? 'GET',
        ...(init.body === undefined
          ? {}
          : { body: init.body, headers: { 'content-type': 'text/plain' } }),
      })
    } catch (error) {
      if (attempt < RPC_RETRY_COUNT) {
        await delay(attempt)
        continue
      }
      throw new EsploraRequestError(0, `${url} could not be reached`, { cause: error })
    }
    const text = await response.text()
    if (response.ok) return text
    if (retryable(response.status) && attempt < RPC_RETRY_COUNT) {
      await delay(attempt)
      continue
    }
    throw new EsploraRequestError(
      response.status,
      `${url} answered ${response.status}: ${text.slice(0, MAX_ERROR_TEXT)}`,
    )
  }
}

function delay(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, RPC_RETRY_BASE_DELAY_MS * 2 ** attempt))
}
