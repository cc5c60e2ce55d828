import { formatSiwxMessage, type SiwxMessageData } from '@portico/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { InvalidSiwxSignatureError } from './siwxErrors.ts'
import {
  bitcoinTestSigner,
  evmTestSigner,
  type SiwxTestSigner,
  siwxTestData,
  solanaTestSigner,
} from './testing/siwxTestSigners.ts'
import { verifySiwxSignature } from './verifySiwxSignature.ts'

// Real keys of every family; no chain RPC configured (EVM then recovers the key only).
const NO_READERS = new Map()
let signers: Record<'evm' | 'solana' | 'bitcoin', SiwxTestSigner>
let strangers: Record<'evm' | 'solana' | 'bitcoin', SiwxTestSigner>

beforeAll(async () => {
  signers = {
    evm: evmTestSigner(0),
    solana: await solanaTestSigner(),
    bitcoin: bitcoinTestSigner(7),
  }
  strangers = {
    evm: evmTestSigner(1),
    solana: await solanaTestSigner(),
    bitcoin: bitcoinTestSigner(8),
  }
})

// Fixed times, so that data built twice for one signer is the same data.
function dataFor(signer: SiwxTestSigner): SiwxMessageData {
  return siwxTestData(signer, 'https://shop.example.org', 'k2Xw9fQ1pLm3Qr7T', {
    issuedAt: '2026-11-22T10:00:00.000Z',
    expirationTime: '2026-11-23T10:00:00.000Z',
  })
}

async function verify(signer: SiwxTestSigner, signature: string, data = dataFor(signer)) {
  return verifySiwxSignature({
    data,
    message: formatSiwxMessage(data),
    signature,
    readers: NO_READERS,
  })
}

const FAMILIES = ['evm', 'solana', 'bitcoin'] as const

describe('verifySiwxSignature', () => {
  it.each(FAMILIES)('default: %s, the account signing its own message passes', async (family) => {
    const signer = signers[family]
    const signature = await signer.sign(formatSiwxMessage(dataFor(signer)))
    await expect(verify(signer, signature)).resolves.toBeUndefined()
  })

  it.each(FAMILIES)(
    'error: %s, another key signing the message is INVALID_SIGNATURE',
    async (family) => {
      const signer = signers[family]
      const signature = await strangers[family].sign(formatSiwxMessage(dataFor(signer)))
      await expect(verify(signer, signature)).rejects.toThrow(InvalidSiwxSignatureError)
    },
  )

  it.each(FAMILIES)('error: %s, a signature of other text is INVALID_SIGNATURE', async (family) => {
    const signer = signers[family]
    const signature = await signer.sign(`${formatSiwxMessage(dataFor(signer))} `)
    await expect(verify(signer, signature)).rejects.toThrow(InvalidSiwxSignatureError)
  })

  it.each([
    ['evm', 'not hex'],
    ['evm', '0x'],
    ['evm', `0x${'ab'.repeat(64)}`],
    ['solana', '0OIl'],
    ['solana', '3yZe7d'],
    ['bitcoin', '!!not base64!!'],
    ['bitcoin', 'AAAA'],
  ] as const)(
    'error: %s, a malformed signature %j is INVALID_SIGNATURE',
    async (family, signature) => {
      await expect(verify(signers[family], signature)).rejects.toThrow(InvalidSiwxSignatureError)
    },
  )

  it('behavior: EVM, a lower-case address in the message verifies', async () => {
    const signer = signers.evm
    const data = { ...dataFor(signer), accountAddress: signer.address.toLowerCase() }
    const signature = await signer.sign(formatSiwxMessage(data))
    await expect(verify(signer, signature, data)).resolves.toBeUndefined()
  })

  it.each([
    ['Taproot (BIP-322)', 'tr'],
    ['legacy P2PKH (BIP-137)', 'pkh'],
  ] as const)('behavior: Bitcoin, a %s signature verifies', async (_case, type) => {
    const signer = bitcoinTestSigner(7, type)
    const signature = await signer.sign(formatSiwxMessage(dataFor(signer)))
    await expect(verify(signer, signature)).resolves.toBeUndefined()
    const forged = await bitcoinTestSigner(8, type).sign(formatSiwxMessage(dataFor(signer)))
    await expect(verify(signer, forged)).rejects.toThrow(InvalidSiwxSignatureError)
  })
})
