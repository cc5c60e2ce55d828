import type {
  BitcoinConnectFeature,
  BitcoinConnectInput,
} from '@exodus/bitcoin-wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { type DerivedKey, deriveKeys } from './deriveKeys.ts'
import { BitcoinTestWalletError, userRejected } from './errors.ts'
import {
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
} from './features.ts'
import { walletChain } from './networks.ts'
import {
  createMemoryStorage,
  loadAuthorization,
  saveAuthorization,
} from './persistedAuthorization.ts'
import { signBip322Simple } from './signBip322Simple.ts'
import { signLegacyMessage } from './signLegacyMessage.ts'
import { finalizePsbt, signPsbt } from './signPsbt.ts'
import { BITCOIN_TEST_WALLET_ICON } from './testWalletIcon.ts'
import type {
  BitcoinTestWalletAccount,
  BitcoinTestWalletControls,
  BitcoinTestWalletFault,
  BitcoinTestWalletParameters,
  BitcoinTestWalletPendingRequest,
} from './types.ts'

export const BITCOIN_TEST_WALLET_NAME = 'Portico Bitcoin Test Wallet'
const DEFAULT_STORAGE_KEY = 'portico.bitcoinTestWallet'
// EIP-1193 "Unauthorized": a request from a site the wallet has not authorised.
const UNAUTHORIZED_CODE = 4100

export type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

export interface CreateBitcoinTestWalletReturnType {
  wallet: Wallet & { readonly features: BitcoinTestWalletFeatures }
  controls: BitcoinTestWalletControls
}

/**
 * A Wallet Standard Bitcoin wallet signing with two local keys: a P2WPKH payment account and a
 * P2TR ordinal account. It implements `bitcoin:connect`, `bitcoin:signMessage` (BIP-322 simple,
 * or BIP-137 ECDSA with `protocol: 'ecdsa'`), `bitcoin:signTransaction` (PSBT inputs it owns;
 * `broadcast` through `esploraUrl`), and `standard:connect` (silent), `standard:disconnect`,
 * `standard:events`. Its authorisation survives reloads in `storage`. Not registered: see
 * `registerBitcoinTestWallet`.
 *
 * @example
 * const { wallet, controls } = createBitcoinTestWallet({ payment, ordinal, network: 'regtest' })
 * controls.reject(true) // the next request is refused with 4001
 */
export function createBitcoinTestWallet(
  parameters: BitcoinTestWalletParameters,
): CreateBitcoinTestWalletReturnType {
  const { network, esploraUrl } = parameters
  const storage = parameters.storage ?? defaultStorage()
  const storageKey = parameters.storageKey ?? DEFAULT_STORAGE_KEY
  const chain = walletChain(network)
  const keys = deriveKeys(parameters)
  const [paymentKey] = keys
  const walletAccounts: BitcoinTestWalletAccount[] = keys.map((key) => toWalletAccount(key, chain))

  let authorized = loadAuthorization(storage, storageKey, paymentKey.address)
  let autoApprove = parameters.autoApprove ?? true
  let rejectNext = false
  let fault: BitcoinTestWalletFault | undefined
  let nextPendingId = 1
  const pending: (BitcoinTestWalletPendingRequest & { settle: (approved: boolean) => void })[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts })
  }
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    saveAuthorization(storage, storageKey, paymentKey.address, value)
    emitChange()
  }

  /** Waits for the person's decision: a rejection throws 4001. */
  const approval = async (method: string): Promise<void> => {
    if (rejectNext) {
      rejectNext = false
      throw userRejected()
    }
    if (autoApprove) return
    const approved = await new Promise<boolean>((settle) => {
      pending.push({ id: nextPendingId++, method, settle })
    })
    if (!approved) throw userRejected()
  }
  const settle = (id: number | undefined, approved: boolean) => {
    const index = id === undefined ? 0 : pending.findIndex((item) => item.id === id)
    const [request] = index < 0 ? [] : pending.splice(index, 1)
    request?.settle(approved)
  }
  const takeFault = (wanted: BitcoinTestWalletFault): boolean => {
    if (fault !== wanted) return false
    fault = undefined
    return true
  }
  const requireAuthorized = () => {
    if (!authorized)
      throw new BitcoinTestWalletError(
        UNAUTHORIZED_CODE,
        'The site is not connected to the wallet.',
      )
  }
  const keyOf = (account: WalletAccount): DerivedKey => {
    const key = keys.find((item) => item.address === account?.address)
    if (!key) throw new BitcoinTestWalletError(4100, `Unknown account ${String(account?.address)}`)
    return key
  }

  const connectBitcoin = async (input: BitcoinConnectInput) => {
    await approval('bitcoin:connect')
    setAuthorized(true)
    const purposes = takeFault('noPaymentAccount')
      ? input.purposes.filter((purpose) => purpose !== 'payment')
      : input.purposes
    return {
      accounts: purposes.flatMap((purpose) =>
        walletAccounts.filter((account) => account.purpose === purpose),
      ),
    }
  }

  const signMessage = async (
    ...inputs: readonly BitcoinSignMessageInput[]
  ): Promise<readonly BitcoinSignMessageOutput[]> => {
    requireAuthorized()
    await approval(BitcoinSignMessage)
    return inputs.map(({ account, message, protocol }) => {
      const key = keyOf(account)
      const signature =
        protocol === 'ecdsa' ? signLegacyMessage(key, message) : signBip322Simple(key, message)
      return {
        signedMessage: message,
        signature: takeFault('wrongLengthSignature') ? signature.subarray(0, 10) : signature,
      }
    })
  }

  const signTransaction = async (
    ...inputs: readonly BitcoinSignTransactionInput[]
  ): Promise<readonly BitcoinSignTransactionOutput[]> => {
    requireAuthorized()
    await approval(BitcoinSignTransaction)
    const outputs: BitcoinSignTransactionOutput[] = []
    for (const input of inputs) {
      if (input.chain !== undefined && input.chain !== chain)
        throw new BitcoinTestWalletError(4901, `The wallet is on ${chain}, not ${input.chain}`)
      if (takeFault('invalidPsbt')) {
        outputs.push({ signedPsbt: new TextEncoder().encode('not a psbt') })
        continue
      }
      const signedPsbt = signPsbt(
        input.psbt,
        input.inputsToSign.map((item) => ({
          key: keyOf(item.account),
          indexes: item.signingIndexes,
          ...(item.sigHash === undefined ? {} : { sigHash: item.sigHash }),
        })),
      )
      if (input.broadcast && esploraUrl) {
        const txId = await broadcast(esploraUrl, finalizePsbt(signedPsbt).hex)
        outputs.push({ signedPsbt, txId })
      } else outputs.push({ signedPsbt })
    }
    return outputs
  }

  const wallet: CreateBitcoinTestWalletReturnType['wallet'] = {
    version: '1.0.0',
    name: parameters.name ?? BITCOIN_TEST_WALLET_NAME,
    icon: BITCOIN_TEST_WALLET_ICON,
    chains: [chain],
    get accounts() {
      return authorized ? walletAccounts : []
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: connectBitcoin },
      [BitcoinSignMessage]: { version: '1.0.0', signMessage },
      [BitcoinSignTransaction]: { version: '1.0.0', signTransaction },
      'standard:connect': {
        version: '1.0.0',
        connect: async (input) => {
          if (input?.silent) return { accounts: wallet.accounts }
          return await connectBitcoin({ purposes: ['payment', 'ordinals'] })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => setAuthorized(false),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  const controls: BitcoinTestWalletControls = {
    accounts: walletAccounts,
    reject: (next) => {
      rejectNext = next
    },
    setFault: (next) => {
      fault = next
    },
    setAutoApprove: (next) => {
      autoApprove = next
    },
    pendingRequests: () => pending.map(({ id, method }) => ({ id, method })),
    approve: (id) => settle(id, true),
    decline: (id) => settle(id, false),
    revoke: () => setAuthorized(false),
    isAuthorized: () => authorized,
  }
  return { wallet, controls }
}

function toWalletAccount(key: DerivedKey, chain: `bitcoin:${string}`): BitcoinTestWalletAccount {
  return Object.freeze({
    address: key.address,
    publicKey: key.publicKey,
    chains: [chain],
    features: [BitcoinSignMessage, BitcoinSignTransaction] as const,
    label: key.purpose === 'payment' ? 'Payment' : 'Ordinals',
    purpose: key.purpose,
    path: key.path,
  })
}

async function broadcast(esploraUrl: string, transactionHex: string): Promise<string> {
  const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: transactionHex })
  const text = await response.text()
  if (!response.ok) throw new BitcoinTestWalletError(-32603, `Broadcast refused: ${text}`)
  if (!/^[0-9a-f]{64}$/.test(text.trim()))
    throw new BitcoinTestWalletError(-32603, 'Broadcast answered without a txid')
  return text.trim()
}

function defaultStorage() {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Storage access can throw (sandboxed frames): fall back to memory.
  }
  return createMemoryStorage()
}
