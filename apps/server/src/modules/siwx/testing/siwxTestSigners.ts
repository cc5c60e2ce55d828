// Test helper: real keys of each chain family that sign sign-in messages as wallets do.

import { type CaipNetworkId, formatSiwxMessage, type SiwxMessageData } from '@portico/core'
import { DEV_ACCOUNTS } from '@portico/devnet'
import { getAddress as getBitcoinAddress, WIF } from '@scure/btc-signer'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { Signer } from 'bip322-js'
import { privateKeyToAccount } from 'viem/accounts'
import { bitcoinNetworkOf } from '../../../chains/bitcoinNetworks.ts'

/** Anvil's chain id, CAIP-2. */
export const TEST_EVM_CHAIN_ID = 'eip155:31337'
/** Solana devnet (its genesis hash prefix). */
export const TEST_SOLANA_CHAIN_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** Bitcoin regtest (its genesis block hash prefix). */
export const TEST_BITCOIN_CHAIN_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** An account that signs a message the way its family's wallets do. */
export interface SiwxTestSigner {
  chainId: CaipNetworkId
  address: string
  /** EVM: personal_sign hex; Solana: base58 Ed25519; Bitcoin: base64 BIP-322 simple. */
  sign(message: string): Promise<string>
}

/**
 * Anvil's dev account `index` (account 0 by default), signing with EIP-191.
 *
 * @example
 * const signature = await evmTestSigner().sign(message)
 */
export function evmTestSigner(index = 0, chainId = TEST_EVM_CHAIN_ID): SiwxTestSigner {
  const account = privateKeyToAccount(DEV_ACCOUNTS[index]?.privateKey ?? DEV_ACCOUNTS[0].privateKey)
  return {
    chainId: chainId as CaipNetworkId,
    address: account.address,
    sign: (message) => account.signMessage({ message }),
  }
}

/**
 * A fresh Ed25519 key pair (WebCrypto, through @solana/kit), signing the UTF-8 bytes.
 *
 * @example
 * const signer = await solanaTestSigner()
 */
export async function solanaTestSigner(chainId = TEST_SOLANA_CHAIN_ID): Promise<SiwxTestSigner> {
  const keyPair = await generateKeyPair()
  return {
    chainId: chainId as CaipNetworkId,
    address: await getAddressFromPublicKey(keyPair.publicKey),
    sign: async (message) =>
      getBase58Decoder().decode(
        await signBytes(keyPair.privateKey, new TextEncoder().encode(message)),
      ),
  }
}

/**
 * A fixed regtest key (from `seed`) with one of its addresses, signing with bip322-js: BIP-322
 * simple for native SegWit (`wpkh`, the default) and Taproot (`tr`), a legacy BIP-137
 * signature for `pkh`.
 *
 * @example
 * bitcoinTestSigner().address // 'bcrt1q…'
 */
export function bitcoinTestSigner(
  seed = 7,
  type: 'wpkh' | 'tr' | 'pkh' = 'wpkh',
  chainId = TEST_BITCOIN_CHAIN_ID,
): SiwxTestSigner {
  const network = bitcoinNetworkOf(chainId)
  if (network === undefined) throw new Error(`not a known Bitcoin network: ${chainId}`)
  const privateKey = new Uint8Array(32).fill(seed)
  const address = getBitcoinAddress(type, privateKey, network)
  if (address === undefined) throw new Error(`no ${type} address for the key`)
  const wif = WIF(network).encode(privateKey)
  return {
    chainId: chainId as CaipNetworkId,
    address,
    sign: async (message) => Signer.sign(wif, address, message),
  }
}

/**
 * Message data for `signer` on the page `origin`, issued now, with `nonce`; `overrides` replace
 * fields (`undefined` removes an optional one).
 *
 * @example
 * const data = siwxTestData(signer, 'https://shop.example.org', nonce)
 */
export function siwxTestData(
  signer: Pick<SiwxTestSigner, 'chainId' | 'address'>,
  origin: string,
  nonce: string,
  overrides: Partial<SiwxMessageData> = {},
): SiwxMessageData {
  const now = Date.now()
  return {
    accountAddress: signer.address,
    chainId: signer.chainId,
    domain: new URL(origin).host,
    uri: `${origin}/checkout`,
    version: '1',
    nonce,
    statement: 'Sign in to the shop.',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 24 * 60 * 60_000).toISOString(),
    ...overrides,
  }
}

/**
 * The `POST /siwx/v1/sessions` body for `data`, signed by `signer`.
 *
 * @example
 * const body = await signedSiwxBody(signer, data)
 */
export async function signedSiwxBody(signer: SiwxTestSigner, data: SiwxMessageData) {
  const message = formatSiwxMessage(data)
  return { data, message, signature: await signer.sign(message) }
}
