import { request } from 'node:http'
import * as v from 'valibot'

const PROBE_TIMEOUT_MS = 2_000

const chainIdResponseSchema = v.object({
  jsonrpc: v.literal('2.0'),
  result: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
})

const supportedEntryPointsResponseSchema = v.object({
  jsonrpc: v.literal('2.0'),
  result: v.array(v.string()),
})

/**
 * One HTTP request with node:http rather than fetch, so that probes behave the same where a test
 * environment (happy-dom) replaces the global fetch.
 */
function httpRequest(
  url: string,
  options: { method: 'GET' | 'POST'; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: options.method,
        headers: options.body ? { 'content-type': 'application/json' } : {},
        timeout: PROBE_TIMEOUT_MS,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        response.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} timed out`)))
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/**
 * Whether the JSON-RPC endpoint answers eth_chainId with `chainId`.
 *
 * @example
 * await answersChainId('http://127.0.0.1:8545', 31337) // true once anvil is up
 */
export async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  const response = await httpRequest(rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  if (response.status !== 200) return false
  const parsed = v.safeParse(chainIdResponseSchema, JSON.parse(response.body))
  return parsed.success && Number(BigInt(parsed.output.result)) === chainId
}

/**
 * Whether `url` answers GET with a 2xx status.
 *
 * @example
 * await answersHttp('http://127.0.0.1:8787/health') // true once the server is up
 */
export async function answersHttp(url: string): Promise<boolean> {
  const response = await httpRequest(url, { method: 'GET' })
  return response.status >= 200 && response.status < 300
}

/**
 * Whether the ERC-4337 bundler at `bundlerUrl` answers eth_supportedEntryPoints with a list that
 * holds `entryPoint`.
 *
 * @example
 * await answersSupportedEntryPoint('http://127.0.0.1:4337', entryPoint08Address) // true once alto is up
 */
export async function answersSupportedEntryPoint(
  bundlerUrl: string,
  entryPoint: string,
): Promise<boolean> {
  const response = await httpRequest(bundlerUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
  })
  if (response.status !== 200) return false
  const parsed = v.safeParse(supportedEntryPointsResponseSchema, JSON.parse(response.body))
  return (
    parsed.success &&
    parsed.output.result.some((address) => address.toLowerCase() === entryPoint.toLowerCase())
  )
}
