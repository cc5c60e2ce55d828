import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ProfileName } from '@portico/core'

/** One request the fixture got: method, path, query and (POST) the parsed JSON body. */
export interface ProfileFixtureRequest {
  method: string
  path: string
  query: URLSearchParams
  body?: unknown
}

export interface ProfileFixtureServer {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string
  /** Every request, in order (OPTIONS left out). */
  requests: ProfileFixtureRequest[]
  /** Registers (or re-points) a name: `addresses` keyed by coin type, as the server keeps them. */
  setName(name: string, addresses: Record<string, string>): void
  /** Forgets a name (it then answers 404). */
  removeName(name: string): void
  /** The next registration POSTs answer this status and body instead of registering. */
  failRegistration(answer: { status: number; body: unknown } | undefined): void
  /** Every profile route answers this status and body (undefined: normal answers again). */
  failLookups(answer: { status: number; body: unknown } | undefined): void
  /** Suggestion requests get no answer until their client closes them (an abort). */
  holdSuggestions(hold: boolean): void
  /** Resolves when a held suggestion request is closed by its client. */
  whenHeldRequestCloses(): Promise<void>
  stop(): Promise<void>
}

export interface ProfileFixtureParameters {
  /** `nameZone` of the project config (`GET /appkit/v1/config`); null: names off. */
  nameZone?: string | null
  /** CAIP-2 ids answered by `GET /v1/supported-chains`. Default: ['eip155:31337']. */
  supportedChains?: readonly string[]
}

/**
 * A contract-shaped stand-in for the profile routes of issue #32's names contract
 * (`GET /v1/profile/account/{name}`, `/reverse/{address}`, `/suggestions/{name}?zone`,
 * `POST /v1/profile/account`), with the project config's `nameZone`, the identity route (a
 * registered name as `name`) and empty balances, on a free loopback port. The real routes are
 * built and tested in apps/server; this serves the wire shapes so that core's and the views'
 * rules can be tested on their own. A registration checks the message's lines against the body
 * as the contract says, not the signature.
 *
 * @example
 * const service = await startProfileFixtureServer({ nameZone: 'portico.id' })
 * service.setName('alice.portico.id', { '2147514985': OTHER_ADDRESS })
 * await service.stop()
 */
export async function startProfileFixtureServer(
  parameters: ProfileFixtureParameters = {},
): Promise<ProfileFixtureServer> {
  const zone = parameters.nameZone === undefined ? 'portico.id' : parameters.nameZone
  const names = new Map<string, ProfileName>()
  const requests: ProfileFixtureRequest[] = []
  let registrationFailure: { status: number; body: unknown } | undefined
  let lookupFailure: { status: number; body: unknown } | undefined
  let hold = false
  const heldClosed = new EventTarget()
  const now = () => Math.floor(Date.now() / 1000)

  const record = (name: string, addresses: Record<string, string>): ProfileName => ({
    name,
    registered: names.get(name)?.registered ?? now(),
    updated: now(),
    addresses: Object.fromEntries(
      Object.entries(addresses).map(([coinType, address]) => [coinType, { address }]),
    ),
    attributes: {},
  })
  const namesOf = (address: string) =>
    [...names.values()].filter((profile) =>
      Object.values(profile.addresses).some(
        (entry) => entry.address.toLowerCase() === address.toLowerCase(),
      ),
    )

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method === 'OPTIONS') return send(response, 204, '')
    let body: unknown
    if (request.method === 'POST') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = undefined
      }
    }
    const path = url.pathname
    requests.push({ method: request.method ?? 'GET', path, query: url.searchParams, body })
    const segment = (prefix: string) => decodeURIComponent(path.slice(prefix.length))

    if (path === '/appkit/v1/config') return json(response, 200, { features: [], nameZone: zone })
    if (path === '/v1/supported-chains')
      return json(response, 200, { http: parameters.supportedChains ?? ['eip155:31337'], ws: [] })
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) return json(response, 200, { balances: [] })
    if (path.startsWith('/v1/identity/')) {
      const [first] = namesOf(segment('/v1/identity/'))
      return json(response, 200, { name: first?.name ?? null, avatar: null })
    }
    if (path.startsWith('/v1/profile/') && lookupFailure && request.method === 'GET')
      return json(response, lookupFailure.status, lookupFailure.body)
    if (path.startsWith('/v1/profile/account/') && request.method === 'GET') {
      const profile = names.get(segment('/v1/profile/account/').toLowerCase())
      return profile
        ? json(response, 200, profile)
        : json(response, 404, { code: 'NOT_FOUND', message: 'Name not found' })
    }
    if (path.startsWith('/v1/profile/reverse/'))
      return json(response, 200, namesOf(segment('/v1/profile/reverse/')))
    if (path.startsWith('/v1/profile/suggestions/')) {
      if (hold) {
        response.on('close', () => heldClosed.dispatchEvent(new Event('close')))
        return
      }
      const asked = segment('/v1/profile/suggestions/').toLowerCase()
      const askedZone = url.searchParams.get('zone') ?? zone ?? ''
      const label = asked.endsWith(`.${askedZone}`) ? asked.slice(0, -askedZone.length - 1) : asked
      const full = `${label}.${askedZone}`
      const taken = names.has(full)
      const alternatives = taken
        ? ['1', '2', '-web3', '-wallet', '-id', '-3']
            .map((suffix) => `${label}${suffix}.${askedZone}`)
            .filter((name) => !names.has(name))
            .slice(0, 5)
            .map((name) => ({ name, registered: false }))
        : []
      return json(response, 200, {
        suggestions: [{ name: full, registered: taken }, ...alternatives],
      })
    }
    if (path === '/v1/profile/account' && request.method === 'POST') {
      if (registrationFailure)
        return json(response, registrationFailure.status, registrationFailure.body)
      const { coin_type, address, message } = (body ?? {}) as Record<string, unknown>
      const lines = typeof message === 'string' ? message.split('\n') : []
      const name = /^Register the name (.+)$/.exec(lines[0] ?? '')?.[1]
      if (
        !name ||
        lines[1] !== '' ||
        lines[2]?.toLowerCase() !== `address: ${String(address).toLowerCase()}` ||
        lines[3] !== `Coin type: ${String(coin_type)}` ||
        lines[4] !== `Project: ${url.searchParams.get('projectId')}` ||
        !/^Issued at: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(lines[5] ?? '')
      )
        return json(response, 400, { code: 'BAD_MESSAGE', message: 'The message is malformed' })
      if (names.has(name))
        return json(response, 409, { code: 'TAKEN', message: 'Name is already registered' })
      const profile = record(name, { [String(coin_type)]: String(address) })
      names.set(name, profile)
      return json(response, 200, profile)
    }
    return json(response, 404, { message: 'Not found' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setName(name, addresses) {
      names.set(name, record(name, addresses))
    },
    removeName(name) {
      names.delete(name)
    },
    failRegistration(answer) {
      registrationFailure = answer
    },
    failLookups(answer) {
      lookupFailure = answer
    },
    holdSuggestions(next) {
      hold = next
    },
    whenHeldRequestCloses: () =>
      new Promise((resolve) =>
        heldClosed.addEventListener('close', () => resolve(), { once: true }),
      ),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
        setTimeout(() => server.closeAllConnections(), 500).unref()
      }),
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  send(response, status, JSON.stringify(body), 'application/json')
}

function send(response: ServerResponse, status: number, body: string, type = 'text/plain') {
  response.writeHead(status, { 'content-type': type })
  response.end(body)
}
