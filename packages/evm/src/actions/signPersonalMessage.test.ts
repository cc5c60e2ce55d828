import {
  InvalidAddressError,
  InvalidWalletResponseError,
  UserRejectedRequestError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createFaultProvider, providerError } from '../test/faultProvider.ts'
import { signPersonalMessage } from './signPersonalMessage.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGNATURE = `0x${'ab'.repeat(65)}`

// Fault doubles: the real signature path is covered with the test wallet in evmAdapter.test.ts.
describe('signPersonalMessage', () => {
  it('sends personal_sign with the hex-encoded message and the checksummed address', async () => {
    const provider = createFaultProvider({ personal_sign: SIGNATURE })
    await expect(
      signPersonalMessage(provider, { address: ADDRESS.toLowerCase(), message: 'hi' }),
    ).resolves.toBe(SIGNATURE)
    expect(provider.calls).toEqual([{ method: 'personal_sign', params: ['0x6869', ADDRESS] }])
  })

  it('signature of exactly 0x + 62 hex characters is accepted (spec §5)', async () => {
    const short = `0x${'a'.repeat(62)}`
    const provider = createFaultProvider({ personal_sign: short })
    await expect(signPersonalMessage(provider, { address: ADDRESS, message: 'm' })).resolves.toBe(
      short,
    )
  })

  it.each([
    ['61 hex characters', `0x${'a'.repeat(61)}`],
    ['no 0x', 'ab'.repeat(65)],
    ['non-hex', `0x${'z'.repeat(130)}`],
    ['null', null],
    ['an object', { signature: SIGNATURE }],
  ])('answer %s → InvalidWalletResponseError', async (_, answer) => {
    const provider = createFaultProvider({ personal_sign: answer })
    await expect(
      signPersonalMessage(provider, { address: ADDRESS, message: 'm' }),
    ).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('wallet rejects (4001) → UserRejectedRequestError', async () => {
    const provider = createFaultProvider({
      personal_sign: () => {
        throw providerError(4001)
      },
    })
    await expect(
      signPersonalMessage(provider, { address: ADDRESS, message: 'm' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('invalid address → InvalidAddressError before asking the wallet', async () => {
    const provider = createFaultProvider({ personal_sign: SIGNATURE })
    await expect(
      signPersonalMessage(provider, { address: '0x1234', message: 'm' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    expect(provider.calls).toEqual([])
  })
})
