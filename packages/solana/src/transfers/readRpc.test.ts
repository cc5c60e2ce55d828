import { ChainRpcError } from '@portico/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readRpc } from './readRpc.ts'

const schema = v.looseObject({ value: v.bigint() })

// The calls are plain functions: what an RPC client resolves or rejects with, as it reaches
// readRpc (the tests against the local network cover the real client).
describe('readRpc', () => {
  it('default: the parsed answer', async () => {
    await expect(readRpc('getBalance', async () => ({ value: 5n }), schema)).resolves.toEqual({
      value: 5n,
    })
  })

  it('behavior: a call that fails → ChainRpcError with the method and the cause', async () => {
    const cause = new Error('HTTP error (503): Service Unavailable')
    const error = await readRpc(
      'getBalance',
      async () => {
        throw cause
      },
      schema,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChainRpcError)
    expect(error).toMatchObject({
      details: 'getBalance failed: HTTP error (503): Service Unavailable',
      cause,
    })
  })

  it('bad input: an answer of another shape → ChainRpcError naming what is wrong', async () => {
    await expect(readRpc('getBalance', async () => ({ value: 'many' }), schema)).rejects.toSatisfy(
      (error) =>
        error instanceof ChainRpcError &&
        /^getBalance answered \{"value":"many"\}: /.test(error.details ?? ''),
    )
  })

  it('bad input: a check that throws on the answer → ChainRpcError', async () => {
    const throwing = v.custom<string>(() => {
      throw new Error('unreadable')
    })
    await expect(readRpc('getLatestBlockhash', async () => 'x', throwing)).rejects.toBeInstanceOf(
      ChainRpcError,
    )
  })
})
