import {
  type ChainNamespace,
  InvalidWalletResponseError,
  mapWalletError,
  UnsupportedNamespaceError,
} from '@portico/core'
import { base58 } from '@scure/base'
import type UniversalProvider from '@walletconnect/universal-provider'
import * as v from 'valibot'
import { WALLETCONNECT_ERROR_RULES } from '../provider/walletConnectErrorRules.ts'

export interface SignMessageParameters {
  namespace: ChainNamespace
  /** The CAIP-2 chain the request goes to, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chain: string
  /** The account that signs. */
  address: string
  message: string
  /** Bitcoin only: the session's account identifier (its first external address). */
  account?: string
}

// Spec §5: a signed EVM message is 0x plus at least 62 hex characters.
const EVM_SIGNATURE = /^0x[0-9a-fA-F]{62,}$/
const solanaSignatureSchema = v.object({
  signature: v.pipe(
    v.string(),
    v.check((value) => decodesTo64Bytes(value), 'not a base58 ed25519 signature'),
  ),
})
// Bitcoin wallets answer `{ address, signature, messageHash? }`: the signature is base64
// (BIP-137 or BIP-322) or hex, depending on the wallet and protocol.
const bitcoinSignatureSchema = v.object({
  signature: v.pipe(v.string(), v.regex(/^[0-9A-Za-z+/=]{64,}$/, 'not a signature')),
})

/**
 * Asks the wallet to sign `message` with `address` in the namespace's own method: eip155
 * `personal_sign` (0x-hex signature), solana `solana_signMessage` (`{ message: base58(utf8),
 * pubkey }` → base58 signature), bip122 `signMessage` (`{ account, address, message }` → the
 * wallet's signature string). Returns the signature as the wallet sent it; an answer of the wrong
 * shape is an `InvalidWalletResponseError`, a refusal a `UserRejectedRequestError`.
 *
 * @example
 * const signature = await signMessage(provider, {
 *   namespace: 'solana',
 *   chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
 *   address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
 *   message: 'Sign in to Portico',
 * })
 */
export async function signMessage(
  provider: UniversalProvider,
  parameters: SignMessageParameters,
): Promise<string> {
  const { namespace, chain, address, message } = parameters
  const ask = async (method: string, params: unknown[] | object): Promise<unknown> => {
    try {
      return await provider.request({ method, params }, chain)
    } catch (error) {
      throw mapWalletError(error, { context: 'request', ...WALLETCONNECT_ERROR_RULES })
    }
  }
  switch (namespace) {
    case 'eip155': {
      const signature = await ask('personal_sign', [utf8ToHex(message), address])
      if (typeof signature !== 'string' || !EVM_SIGNATURE.test(signature))
        throw new InvalidWalletResponseError({ details: 'personal_sign returned no signature' })
      return signature
    }
    case 'solana': {
      const encoded = base58.encode(new TextEncoder().encode(message))
      const answer = await ask('solana_signMessage', { message: encoded, pubkey: address })
      return parseAnswer(solanaSignatureSchema, answer, 'solana_signMessage').signature
    }
    case 'bip122': {
      const account = parameters.account ?? address
      const answer = await ask('signMessage', { account, address, message })
      return parseAnswer(bitcoinSignatureSchema, answer, 'signMessage').signature
    }
    default:
      throw new UnsupportedNamespaceError({ details: `WalletConnect cannot sign in ${namespace}` })
  }
}

function parseAnswer<T extends v.GenericSchema>(
  schema: T,
  answer: unknown,
  method: string,
): v.InferOutput<T> {
  const parsed = v.safeParse(schema, answer)
  if (!parsed.success)
    throw new InvalidWalletResponseError({
      details: `${method} answered without a valid signature: ${v.summarize(parsed.issues)}`,
    })
  return parsed.output
}

function decodesTo64Bytes(value: string): boolean {
  try {
    return base58.decode(value).length === 64
  } catch {
    return false
  }
}

function utf8ToHex(message: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
