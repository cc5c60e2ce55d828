import { describe, expect, test } from 'vitest'
import { readBootParams } from './bootParams.ts'

describe('readBootParams', () => {
  test('default: every parameter the kit sends', () => {
    const rpcUrl = encodeURIComponent('http://127.0.0.1:8545')
    expect(
      readBootParams(`?projectId=demo&chainId=31337&version=4&enableLogger=true&rpcUrl=${rpcUrl}`),
    ).toEqual({
      ok: true,
      params: {
        projectId: 'demo',
        chainId: 31337,
        version: '4',
        enableLogger: true,
        rpcUrl: 'http://127.0.0.1:8545',
        locale: 'en',
      },
    })
  })

  test('parameters: only projectId and chainId; rpcUrl=undefined counts as absent', () => {
    expect(readBootParams('?projectId=demo&chainId=1&rpcUrl=undefined')).toEqual({
      ok: true,
      params: { projectId: 'demo', chainId: 1, enableLogger: false, locale: 'en' },
    })
  })

  test('parameters: a non-EVM chain, CAIP-2 (as the kit sends it) or its reference, stays a string', () => {
    const caip = readBootParams('?projectId=demo&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(caip.ok && caip.params.chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const read = readBootParams('?projectId=demo&chainId=5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(read.ok && read.params.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(readBootParams('?projectId=demo&chainId=solana:a:b').ok).toBe(false)
  })

  test.each([
    ['no projectId', '?chainId=1'],
    ['no chainId', '?projectId=demo'],
    ['a projectId with markup', '?projectId=%3Cscript%3E&chainId=1'],
    ['chain id 0', '?projectId=demo&chainId=0'],
    ['a javascript: rpcUrl', '?projectId=demo&chainId=1&rpcUrl=javascript%3Aalert(1)'],
    ['enableLogger=yes', '?projectId=demo&chainId=1&enableLogger=yes'],
    ['a repeated chainId', '?projectId=demo&chainId=1&chainId=2'],
  ])('behavior: %s is refused with a reason', (_, search) => {
    const read = readBootParams(search)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.reason.length).toBeGreaterThan(0)
  })
})
