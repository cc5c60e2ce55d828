import { type AbiFunction, toFunctionSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { compileEnsContracts } from './compileEnsContracts.ts'

describe('compileEnsContracts', () => {
  it('default: the universal resolver has the entry points and errors viem 2.57 reads', async () => {
    const { universalResolver } = await compileEnsContracts()
    const { abi } = universalResolver.artifact
    const functions = abi
      .filter((item): item is AbiFunction => item.type === 'function')
      .map((item) => `${toFunctionSignature(item)} -> ${item.outputs.map((o) => o.type).join(',')}`)
    expect(functions).toEqual(
      expect.arrayContaining([
        'resolveWithGateways(bytes,bytes,string[]) -> bytes,address',
        'reverseWithGateways(bytes,uint256,string[]) -> string,address,address',
      ]),
    )
    // The errors viem's getEnsAddress / getEnsName answer null for (isNullUniversalResolverError).
    const errors = abi.flatMap((item) => (item.type === 'error' ? [item.name] : []))
    expect(errors).toEqual(
      expect.arrayContaining([
        'HttpError',
        'ResolverError',
        'ResolverNotContract',
        'ResolverNotFound',
        'ReverseAddressMismatch',
      ]),
    )
  })

  it('behavior: a second compile reads every artifact from the cache', async () => {
    await compileEnsContracts()
    const again = await compileEnsContracts()
    expect([
      again.registry.fromCache,
      again.resolver.fromCache,
      again.universalResolver.fromCache,
    ]).toEqual([true, true, true])
  })
})
