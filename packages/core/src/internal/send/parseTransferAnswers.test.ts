import { evmAddressChecks } from '@portico/evm'
import { solanaAddressChecks } from '@portico/solana'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { mockAdapter } from '../../adapters/mock.ts'
import { InvalidWalletResponseError } from '../../errors/connection.ts'
import { isTransferHash, parseTransferHash } from './parseTransferAnswers.ts'

const EVM_HASH = `0x${'ab'.repeat(32)}`
const SIGNATURE = getBase58Decoder().decode(new Uint8Array(64).fill(7))

const config = createTestConfig({
  adapters: [
    mockAdapter({ accounts: [], addressChecks: evmAddressChecks }),
    mockAdapter({ namespace: 'solana', accounts: [], addressChecks: solanaAddressChecks }),
  ],
})

describe('isTransferHash', () => {
  it("default: each namespace's hash by its adapter's checks", () => {
    expect(isTransferHash(config, 'eip155', EVM_HASH)).toBe(true)
    expect(isTransferHash(config, 'eip155', EVM_HASH.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(isTransferHash(config, 'solana', SIGNATURE)).toBe(true)
  })

  it.each([
    ['eip155', 'another family', SIGNATURE],
    ['eip155', '0X', EVM_HASH.replace('0x', '0X')],
    ['eip155', 'no 0x', EVM_HASH.slice(2)],
    ['eip155', '63 digits', EVM_HASH.slice(0, -1)],
    ['eip155', 'a space around', ` ${EVM_HASH}`],
    ['solana', 'another family', EVM_HASH],
    ['solana', '63 bytes', getBase58Decoder().decode(new Uint8Array(63).fill(7))],
    ['solana', '65 bytes', getBase58Decoder().decode(new Uint8Array(65).fill(7))],
    ['solana', 'a character outside base58', `0${SIGNATURE.slice(1)}`],
    ['solana', 'not a string', 42],
  ] as const)('hostile: %s, %s → false', (namespace, _case, hash) => {
    expect(isTransferHash(config, namespace, hash)).toBe(false)
  })

  it('behavior: no adapter offers checks for the namespace → no hash is one', () => {
    expect(isTransferHash(config, 'bip122', 'ab'.repeat(32))).toBe(false)
    const bare = createTestConfig({ adapters: [mockAdapter({ accounts: [] })] })
    expect(isTransferHash(bare, 'eip155', EVM_HASH)).toBe(false)
  })
})

describe('parseTransferHash', () => {
  it('default: the hash of the answer', () => {
    expect(parseTransferHash(config, 'solana', { hash: SIGNATURE })).toBe(SIGNATURE)
  })

  it.each([
    ['a hash of another family', { hash: SIGNATURE }],
    ['no hash', {}],
    ['not an object', EVM_HASH],
  ])('bad answer: %s → InvalidWalletResponseError', (_case, answer) => {
    expect(() => parseTransferHash(config, 'eip155', answer)).toThrow(
      expect.objectContaining({
        name: InvalidWalletResponseError.name,
        details: 'The transfer has no valid hash',
      }),
    )
  })
})
