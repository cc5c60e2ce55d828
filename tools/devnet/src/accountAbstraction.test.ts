import { entryPoint08Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  deterministicAddress,
  factoryInitCode,
  porticoAccountAbstractionInitCodes,
  smartAccountSalt,
} from './accountAbstraction.ts'
import { loadAccountAbstractionArtifacts } from './accountAbstractionArtifacts.ts'
import { compileAccountAbstractionContracts } from './compileAccountAbstractionContracts.ts'

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

  it('default: Portico’s account implementation, factory and paymaster, as compiled, land at the exported addresses', async () => {
    const compiled = await compileAccountAbstractionContracts()
    const initCodes = porticoAccountAbstractionInitCodes({
      accountImplementation: compiled.accountImplementation.artifact,
      accountFactory: compiled.accountFactory.artifact,
      paymaster: compiled.paymaster.artifact,
    })
    for (const name of ['accountImplementation', 'accountFactory', 'paymaster'] as const) {
      const { salt, address } = DEVNET_ACCOUNT_ABSTRACTION[name]
      expect(deterministicAddress({ bytecode: initCodes[name], salt }), name).toBe(address)
    }
  }, 180_000)
})

describe('smartAccountSalt', () => {
  it('default: is the owner’s address followed by 12 zero bytes', () => {
    expect(smartAccountSalt('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000',
    )
  })
})
