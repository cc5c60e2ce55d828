import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createLogger } from '../frame/logger.ts'
import { createSmartAccountServices } from './smartAccountServices.ts'

// A real HTTP server standing in for the project's `GET /v1/smart-accounts` (section B's route
// has the same answer): each test sets what it answers and counts the requests.
let server: Server
let baseUrl: string
let answer: { status: number; body: unknown }
let requests: string[]

const NETWORK = {
  chainId: 31337,
  entryPoint: '0x4337084d9e255ff0702461cf8895ce9e3b5ff108',
  entryPointVersion: '0.8',
  accountFactory: '0x1111111111111111111111111111111111111111',
  sponsored: true,
}

beforeAll(async () => {
  server = createServer((request, response) => {
    // happy-dom's fetch sends a CORS preflight first: only the GETs are the frame's asks.
    if (request.method === 'GET') requests.push(request.url ?? '')
    // The frame's page is another origin: the server's route answers CORS as the real one does.
    response.writeHead(request.method === 'OPTIONS' ? 204 : answer.status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  requests = []
  answer = { status: 200, body: { networks: [NETWORK] } }
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

const services = () =>
  createSmartAccountServices({ baseUrl, projectId: 'demo app', logger: createLogger(false) })

describe('createSmartAccountServices', () => {
  test('default: the networks are asked once, checksummed; the routes carry the project', async () => {
    const made = services()
    const [first, second] = await Promise.all([made.networks(), made.networks()])
    expect(first).toEqual([
      { ...NETWORK, entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' },
    ])
    expect(second).toBe(first)
    expect(await made.networks()).toBe(first)
    expect(requests).toEqual(['/v1/smart-accounts?projectId=demo%20app'])
    expect(made.bundlerUrl(31337)).toBe(`${baseUrl}v1/bundler/31337?projectId=demo%20app`)
    expect(made.paymasterUrl(31338)).toBe(`${baseUrl}v1/paymaster/31338?projectId=demo%20app`)
  })

  test.each([
    ['an HTTP error', { status: 404, body: { error: 'not found' } }],
    [
      'another shape',
      { status: 200, body: { networks: [{ ...NETWORK, entryPointVersion: '0.7' }] } },
    ],
    [
      'a bad address',
      { status: 200, body: { networks: [{ ...NETWORK, accountFactory: '0x12' }] } },
    ],
  ])(
    'behavior: %s is no smart accounts, with a warning, and asked again next time',
    async (_, failing) => {
      const made = services()
      answer = failing
      expect(await made.networks()).toEqual([])
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('GET /v1/smart-accounts failed'),
        expect.anything(),
      )
      answer = { status: 200, body: { networks: [NETWORK] } }
      expect(await made.networks()).toHaveLength(1)
      expect(requests).toHaveLength(2)
    },
  )
})
