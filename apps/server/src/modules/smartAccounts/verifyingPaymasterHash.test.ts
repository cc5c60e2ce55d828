import {
  type Address,
  concat,
  encodeAbiParameters,
  keccak256,
  recoverMessageAddress,
  size,
  slice,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { encodePaymasterData, STUB_PAYMASTER_DATA, signPaymasterData } from './paymasterData.ts'
import {
  packUint128s,
  type SponsoredUserOperation,
  verifyingPaymasterHash,
} from './verifyingPaymasterHash.ts'

// The off-chain half of PorticoVerifyingPaymaster (tools/devnet/contracts/accountAbstraction):
// the on-chain getHash is compared in smartAccountsChain.test.ts.
const PAYMASTER: Address = '0x3cAa4dD853e3437791078f3d3e1E8f92187a7059'
const USER_OPERATION: SponsoredUserOperation = {
  sender: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  nonce: 7n,
  factory: '0xdbdCf1dD5d546060D03B92F2c0887c1d58a5527C',
  factoryData: '0xf14ddffc',
  callData: '0xb61d27f6',
  callGasLimit: 0x1234n,
  verificationGasLimit: 0x5678n,
  preVerificationGas: 0x9an,
  maxFeePerGas: 3_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
}
const PARAMETERS = {
  chainId: 31337,
  paymaster: PAYMASTER,
  validUntil: 1_800_000_000,
  validAfter: 0,
}

describe('verifyingPaymasterHash', () => {
  it('default: keccak256 of the twelve words, the gas fields packed as the EntryPoint packs them', () => {
    const words = encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        USER_OPERATION.sender,
        7n,
        keccak256(concat([USER_OPERATION.factory as Address, '0xf14ddffc'])),
        keccak256('0xb61d27f6'),
        `0x${'5678'.padStart(32, '0')}${'1234'.padStart(32, '0')}`,
        (100_000n << 128n) | 0n,
        0x9an,
        `0x${(1_000_000_000).toString(16).padStart(32, '0')}${(3_000_000_000).toString(16).padStart(32, '0')}`,
        31337n,
        PAYMASTER,
        1_800_000_000,
        0,
      ],
    )
    expect(size(words)).toBe(12 * 32)
    expect(verifyingPaymasterHash(USER_OPERATION, PARAMETERS)).toBe(keccak256(words))
  })

  it('behavior: without a factory the initCode is empty; every field, the chain and the paymaster change the hash', () => {
    const hash = verifyingPaymasterHash(USER_OPERATION, PARAMETERS)
    const { factory: _, factoryData: __, ...deployed } = USER_OPERATION
    expect(verifyingPaymasterHash(deployed, PARAMETERS)).not.toBe(hash)
    const changed: Partial<SponsoredUserOperation>[] = [
      { nonce: 8n },
      { callData: '0xb61d27f7' },
      { callGasLimit: 0x1235n },
      { verificationGasLimit: 0x5679n },
      { preVerificationGas: 0x9bn },
      { maxFeePerGas: 3_000_000_001n },
      { maxPriorityFeePerGas: 1_000_000_001n },
      { paymasterVerificationGasLimit: 100_001n },
      { paymasterPostOpGasLimit: 1n },
      { factoryData: '0xf14ddffd' },
    ]
    for (const change of changed)
      expect(verifyingPaymasterHash({ ...USER_OPERATION, ...change }, PARAMETERS)).not.toBe(hash)
    for (const change of [
      { chainId: 31338 },
      { paymaster: USER_OPERATION.sender },
      { validUntil: 1_800_000_001 },
      { validAfter: 1 },
    ])
      expect(verifyingPaymasterHash(USER_OPERATION, { ...PARAMETERS, ...change })).not.toBe(hash)
  })

  it('behavior: packUint128s puts the first value in the high half', () => {
    expect(packUint128s(1n, 2n)).toBe(`0x${'1'.padStart(32, '0')}${'2'.padStart(32, '0')}`)
  })
})

describe('paymasterData', () => {
  it('default: the stub is 129 bytes, a zero time range and a zero signature', () => {
    expect(STUB_PAYMASTER_DATA).toBe(`0x${'00'.repeat(129)}`)
  })

  it('behavior: the signed data is the time range then an EIP-191 signature of the hash by the signer', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const data = await signPaymasterData(signer, USER_OPERATION, PARAMETERS)
    expect(size(data)).toBe(129)
    expect(slice(data, 0, 64)).toBe(
      encodeAbiParameters(
        [{ type: 'uint48' }, { type: 'uint48' }],
        [PARAMETERS.validUntil, PARAMETERS.validAfter],
      ),
    )
    const recovered = await recoverMessageAddress({
      message: { raw: verifyingPaymasterHash(USER_OPERATION, PARAMETERS) },
      signature: slice(data, 64),
    })
    expect(recovered).toBe(signer.address)
    expect(encodePaymasterData({ ...PARAMETERS, signature: slice(data, 64) })).toBe(data)
  })
})
