// bench:server's RPC gateway figure: what going through our server adds to a JSON-RPC call,
// against the same call sent straight to the chain in the same run.
import { percentile } from '../stats.ts'

/** Two decimals: the figures are fractions of a millisecond. */
const hundredths = (ms: number) => Math.round(ms * 100) / 100

export interface GatewayOverhead {
  directP50: number
  gatewayP50: number
  /** gatewayP50 − directP50, in ms. */
  addedP50: number
  requests: number
}

const BLOCK_NUMBER = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' })

/**
 * Sends `requests` `eth_blockNumber` calls to the chain and as many through the gateway, one
 * after the other on keep-alive connections and alternating, so both see the same machine.
 * `eth_blockNumber` is never cached by the gateway: every call reaches the chain.
 *
 * @example
 * const overhead = await gatewayOverhead({ directUrl: anvilUrl, gatewayUrl, requests: 2000 })
 */
export async function gatewayOverhead(parameters: {
  directUrl: string
  gatewayUrl: string
  requests: number
}): Promise<GatewayOverhead> {
  const call = async (url: string) => {
    const start = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BLOCK_NUMBER,
    })
    const body = (await response.json()) as { result?: unknown }
    if (!response.ok || typeof body.result !== 'string')
      throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`)
    return performance.now() - start
  }
  for (let i = 0; i < 200; i++) {
    await call(parameters.directUrl)
    await call(parameters.gatewayUrl)
  }
  const direct: number[] = []
  const gateway: number[] = []
  for (let i = 0; i < parameters.requests; i++) {
    direct.push(await call(parameters.directUrl))
    gateway.push(await call(parameters.gatewayUrl))
  }
  const p50 = (times: number[]) =>
    percentile(
      times.sort((a, b) => a - b),
      0.5,
    )
  const directP50 = p50(direct)
  const gatewayP50 = p50(gateway)
  return {
    directP50: hundredths(directP50),
    gatewayP50: hundredths(gatewayP50),
    addedP50: hundredths(gatewayP50 - directP50),
    requests: parameters.requests,
  }
}
