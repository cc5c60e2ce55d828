import { entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deterministicAddress,
  factoryInitCode,
} from './accountAbstraction.ts'
import { loadAccountAbstractionArtifacts } from './accountAbstractionArtifacts.ts'

describe('DEVNET_ACCOUNT_ABSTRACTION', () => {
  it('default: the published EntryPoint lands at viem’s entryPoint08Address under its salt', async () => {
    const { entryPoint } = await loadAccountAbstractionArtifacts()
    const { salt, address } = DEVNET_ACCOUNT_ABSTRACTION.entryPoint
    expect(address).toBe(entryPoint08Address)
    expect(deterministicAddress({ bytecode: entryPoint.bytecode, salt })).toBe(address)
  })

  it('default: the published SimpleAccountFactory for that EntryPoint lands at permissionless’s default for 0.8', async () => {
    const { factory } = await loadAccountAbstractionArtifacts()
    const { salt, address } = DEVNET_ACCOUNT_ABSTRACTION.factory
    // permissionless's toSimpleSmartAccount uses this factory for EntryPoint 0.8 by default.
    expect(address).toBe('0x13E9ed32155810FDbd067D4522C492D6f68E5944')
    expect(
      deterministicAddress({ bytecode: factoryInitCode(factory, entryPoint08Address), salt }),
    ).toBe(address)
  })
})
