import { KIT_VERSION } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { frameUrl } from './frameUrl.ts'

describe('frameUrl', () => {
  it('default: the spec §7 query parameters in order', () => {
    const url = frameUrl({
      secureSiteUrl: 'http://127.0.0.1:5180',
      projectId: 'p1',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      enableLogger: true,
    })
    expect(url).toBe(
      `http://127.0.0.1:5180/?projectId=p1&chainId=31337&version=${KIT_VERSION}&enableLogger=true&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545`,
    )
  })

  it('parameters: the kit’s locale, after the spec’s parameters', () => {
    expect(
      frameUrl({ secureSiteUrl: 'http://127.0.0.1:5180', projectId: 'p1', locale: 'pt-BR' }),
    ).toBe(
      `http://127.0.0.1:5180/?projectId=p1&version=${KIT_VERSION}&enableLogger=false&locale=pt-BR`,
    )
  })

  it('parameters: only the site; enableLogger defaults to false', () => {
    expect(frameUrl({ secureSiteUrl: 'https://wallet.example/frame' })).toBe(
      `https://wallet.example/frame?version=${KIT_VERSION}&enableLogger=false`,
    )
  })
})
