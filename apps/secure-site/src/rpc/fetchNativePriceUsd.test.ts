// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { fetchNativePriceUsd } from './fetchNativePriceUsd.ts'

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A server answering `POST /v1/fungible/price` with `status` and `body` (undefined: never). */
async function priceServer(status: number, body: string | undefined): Promise<string> {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8')
    })
    request.on('end', () => {
      expect(request.url).toBe('/v1/fungible/price?projectId=demo')
      expect(JSON.parse(text)).toEqual({ currency: 'usd', addresses: [NATIVE] })
      if (body === undefined) return
      response.writeHead(status, { 'content-type': 'application/json' }).end(body)
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('fetchNativePriceUsd', () => {
  test('default: the price the server lists for the chain’s native currency', async () => {
    const baseUrl = await priceServer(
      200,
      JSON.stringify({ fungibles: [{ address: NATIVE, price: 3000, symbol: 'ETH' }] }),
    )
    expect(await fetchNativePriceUsd({ baseUrl, projectId: 'demo', chainId: 31337 })).toBe(3000)
  })

  test.each([
    ['no price for it', 200, JSON.stringify({ fungibles: [] })],
    ['a negative price', 200, JSON.stringify({ fungibles: [{ address: NATIVE, price: -1 }] })],
    ['another shape', 200, JSON.stringify({ prices: { ETH: 3000 } })],
    ['not JSON', 200, '<html>'],
    ['a server error', 500, JSON.stringify({ error: 'down' })],
  ])('bad input: %s → undefined, no USD shown', async (_case, status, body) => {
    const baseUrl = await priceServer(status, body)
    expect(await fetchNativePriceUsd({ baseUrl, projectId: 'demo', chainId: 31337 })).toBe(
      undefined,
    )
  })

  test('behavior: no answer within the timeout → undefined', async () => {
    const baseUrl = await priceServer(200, undefined)
    expect(
      await fetchNativePriceUsd({ baseUrl, projectId: 'demo', chainId: 31337, timeoutMs: 200 }),
    ).toBe(undefined)
  })
})
