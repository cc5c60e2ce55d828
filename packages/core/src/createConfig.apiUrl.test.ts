import { localNetwork } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, DEFAULT_API_URL } from './createConfig.ts'
import { MissingOptionError } from './errors/missingOption.ts'
import { resolveApiUrl } from './internal/project/resolveApiUrl.ts'
import { porticoSignIn } from './siwx/porticoSignIn.ts'
import { memoryStorage } from './storage/memoryStorage.ts'
import type { PorticoOptions } from './types/options.ts'

// Which server a page calls when `apiUrl` is left out: the local one only from a page on this
// machine; a deployed page gets a typed error naming the option, and calls nobody.

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const testPage = window.location.href

/** A `fetch` that records where the kit sends each request and answers an empty origin list. */
function recordingFetch() {
  const urls: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return new Response(JSON.stringify({ allowedOrigins: [] }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return { urls, fetch: fetch as typeof globalThis.fetch }
}

function options(extra: Partial<PorticoOptions> = {}): PorticoOptions {
  return {
    projectId: 'demo',
    networks: [localNetwork],
    adapters: [],
    storage: memoryStorage(),
    ...extra,
  }
}

afterEach(() => {
  happyDOM.setURL(testPage)
  vi.restoreAllMocks()
})

describe('resolveApiUrl', () => {
  it.each([
    ['localhost', DEFAULT_API_URL],
    ['app.localhost', DEFAULT_API_URL],
    ['127.0.0.1', DEFAULT_API_URL],
    ['127.1.2.3', DEFAULT_API_URL],
    ['[::1]', DEFAULT_API_URL],
    ['dapp.example', undefined],
    ['192.168.1.20', undefined],
    ['localhost.example', undefined],
    ['', undefined],
  ])('parameters: a page on %s without apiUrl → %s', (hostname, expected) => {
    expect(resolveApiUrl(undefined, { hostname })).toBe(expected)
  })

  it('parameters: apiUrl wins everywhere; no page at all (server rendering) → undefined', () => {
    const apiUrl = 'https://portico.example.com'
    expect(resolveApiUrl(apiUrl, { hostname: 'dapp.example' })).toBe(apiUrl)
    expect(resolveApiUrl(apiUrl, undefined)).toBe(apiUrl)
    expect(resolveApiUrl(undefined, undefined)).toBeUndefined()
  })
})

describe('createConfig: apiUrl', () => {
  it('default: a page on localhost calls the local server', async () => {
    expect(window.location.hostname).toBe('localhost')
    const { urls, fetch } = recordingFetch()
    const config = createConfig(options({ fetch }))
    expect(config.options.apiUrl).toBe(DEFAULT_API_URL)
    expect(config.stores.alerts.getState().alert).toBeUndefined()
    await config.api.directory.getOrigins()
    expect(urls).toEqual([
      `${DEFAULT_API_URL}/projects/v1/origins?projectId=demo&st=portico&sv=1.7.16`,
    ])
  })

  it('error: a deployed page without apiUrl says what to set and calls nobody', async () => {
    happyDOM.setURL('https://dapp.example/shop')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { urls, fetch } = recordingFetch()
    // Not thrown: the page keeps working.
    const config = createConfig(options({ fetch }))
    expect(config.options.apiUrl).toBeUndefined()

    const message =
      "Missing option: apiUrl. Set apiUrl in createConfig to your Portico server's URL, e.g. apiUrl: 'https://portico.example.com'. Only a page on localhost falls back to http://127.0.0.1:8787; see docs/reference/options/apiUrl.md."
    expect(config.stores.alerts.getState().alert).toEqual({
      variant: 'error',
      code: 'MISSING_OPTION',
      message: 'Missing option: apiUrl',
      details: message.slice('Missing option: apiUrl. '.length),
    })
    expect(logged).toHaveBeenCalledWith(`[portico] ${message}`)

    const error = await config.api.directory.getOrigins().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingOptionError)
    expect(error).toMatchObject({ option: 'apiUrl', code: 'MISSING_OPTION', message })
    await expect(config.api.blockchain.getSupportedChains()).rejects.toThrow(MissingOptionError)
    // No image URL either (the placeholder shows), rather than a path on the page's own host.
    expect(config.api.directory.getWalletImageUrl('abc')).toBeUndefined()
    expect(urls).toEqual([])
  })

  it('parameters: a deployed page with apiUrl calls it, with no alert', async () => {
    happyDOM.setURL('https://dapp.example/')
    const { urls, fetch } = recordingFetch()
    const config = createConfig(options({ fetch, apiUrl: 'https://portico.example.com/' }))
    expect(config.options.apiUrl).toBe('https://portico.example.com/')
    expect(config.stores.alerts.getState().alert).toBeUndefined()
    await config.api.directory.getOrigins()
    expect(urls).toEqual([
      'https://portico.example.com/projects/v1/origins?projectId=demo&st=portico&sv=1.7.16',
    ])
  })
})

describe('porticoSignIn: apiUrl', () => {
  it('error: on a deployed page without apiUrl, a sign-in fails naming porticoSignIn', async () => {
    happyDOM.setURL('https://dapp.example/')
    const { urls, fetch } = recordingFetch()
    const signIn = porticoSignIn({ projectId: 'demo', fetch, storage: memoryStorage() })
    const error = await signIn
      .createMessage({
        accountAddress: '0x0000000000000000000000000000000000000001',
        chainId: 'eip155:1',
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingOptionError)
    expect((error as Error).message).toMatch(
      /^Missing option: apiUrl\. Set apiUrl in porticoSignIn /,
    )
    expect(urls).toEqual([])
  })
})
