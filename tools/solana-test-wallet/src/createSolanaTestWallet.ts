import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features'
import { InvalidInputError, UnauthorizedError, UserRejectedError } from './errors.ts'
import { hexToBytes } from './hexToBytes.ts'
import {
  authorizationStorageKey,
  createMemoryStorage,
  loadAuthorization,
  type SolanaTestWalletStorage,
  saveAuthorization,
} from './persistedAuthorization.ts'
import { sendWireTransaction } from './sendWireTransaction.ts'
import { SOLANA_TEST_WALLET_ICON } from './testWalletIcon.ts'
import type {
  SolanaTestWallet,
  SolanaTestWalletControls,
  SolanaTestWalletFault,
  SolanaTestWalletParameters,
  SolanaTestWalletPendingRequest,
} from './types.ts'

/**
 * The name the wallet registers under unless told otherwise.
 *
 * @example
 * `ws:solana:${SOLANA_TEST_WALLET_NAME}` // its connector id in @portico/solana
 */
export const SOLANA_TEST_WALLET_NAME = 'Portico Solana Test Wallet'

const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies readonly IdentifierString[]

interface PendingApproval extends SolanaTestWalletPendingRequest {
  settle(approved: boolean): void
}

/**
 * Builds the Wallet Standard wallet (not yet registered; see `registerSolanaTestWallet`). It
 * holds one Ed25519 key from `seedHex`, signs with WebCrypto through @solana/kit, and sends
 * transactions to `rpcUrl`. Browser-safe; runs in Node 20 too.
 *
 * @example
 * const { wallet, controls } = createSolanaTestWallet({ seedHex, rpcUrl, chains: ['solana:…'] })
 * await controls.ready
 */
export function createSolanaTestWallet(parameters: SolanaTestWalletParameters): {
  wallet: SolanaTestWallet
  controls: SolanaTestWalletControls
} {
  const { rpcUrl } = parameters
  if (parameters.chains.length === 0) throw new InvalidInputError('chains must not be empty')
  const chains = [...parameters.chains]
  const omitted = new Set<string>(parameters.omitFeatures ?? [])
  const accountFeatures = ACCOUNT_FEATURES.filter((feature) => !omitted.has(feature))
  const name = parameters.name ?? SOLANA_TEST_WALLET_NAME
  const storage = parameters.storage ?? defaultStorage()
  const storageKey = authorizationStorageKey(name)

  let signer: KeyPairSigner | undefined
  let account: WalletAccount | undefined
  let authorized = false
  let autoApprove = parameters.autoApprove ?? true
  let rejectNext = false
  let fault: SolanaTestWalletFault | undefined
  let nextRequestId = 1
  const pending: PendingApproval[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const useSeed = async (seedHex: string) => {
    const next = await createKeyPairSignerFromPrivateKeyBytes(hexToBytes(seedHex))
    signer = next
    account = toWalletAccount(next.address, chains, accountFeatures)
    authorized = loadAuthorization(storage, storageKey, next.address)
    return next.address
  }
  const ready = useSeed(parameters.seedHex)

  /** The accounts the site may see, as the wallet shows them (faults applied). */
  const visibleAccounts = (): readonly WalletAccount[] => {
    if (!authorized || !account) return []
    if (fault !== 'non-base58-address') return [account]
    // '0', 'O', 'I' and 'l' are not in the base58 alphabet.
    return [{ ...account, address: `0OIl${account.address.slice(4)}` }]
  }
  const emitChange = () => {
    const accounts = visibleAccounts()
    for (const listener of [...listeners]) listener({ accounts })
  }

  const approval = (feature: string): Promise<void> => {
    if (rejectNext) {
      rejectNext = false
      return Promise.reject(new UserRejectedError())
    }
    if (autoApprove) return Promise.resolve()
    return new Promise((resolve, reject) => {
      pending.push({
        id: nextRequestId++,
        feature,
        settle: (approved) => (approved ? resolve() : reject(new UserRejectedError())),
      })
    })
  }
  const settle = (approved: boolean, id: number | undefined) => {
    const index = id === undefined ? 0 : pending.findIndex((request) => request.id === id)
    const request = pending[index]
    if (!request) throw new Error(`No pending request${id === undefined ? '' : ` ${id}`}`)
    pending.splice(index, 1)
    request.settle(approved)
  }

  /** The key behind `input.account`, once the site is authorised for it. */
  const requireSigner = async (requested: WalletAccount): Promise<KeyPairSigner> => {
    await ready
    if (!authorized || !signer || requested.address !== signer.address)
      throw new UnauthorizedError(`Account ${String(requested.address)} is not connected.`)
    return signer
  }
  const requireChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain as (typeof chains)[number]))
      throw new InvalidInputError(`unsupported chain ${chain}`)
  }

  async function connect(input?: StandardConnectInput): Promise<StandardConnectOutput> {
    await ready
    if (input?.silent) return { accounts: visibleAccounts() }
    if (!authorized) {
      await approval('standard:connect')
      authorized = true
      if (signer) saveAuthorization(storage, storageKey, { address: signer.address, authorized })
      emitChange()
    }
    return { accounts: visibleAccounts() }
  }

  async function disconnect(): Promise<void> {
    await ready
    if (!authorized) return
    authorized = false
    if (signer) saveAuthorization(storage, storageKey, { address: signer.address, authorized })
    emitChange()
  }

  async function signMessage(
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> {
    const signers = await Promise.all(inputs.map((input) => requireSigner(input.account)))
    await approval('solana:signMessage')
    return await Promise.all(
      inputs.map(async (input, index) => {
        const key = signers[index] as KeyPairSigner
        const signature: Uint8Array = await signBytes(key.keyPair.privateKey, input.message)
        return {
          signedMessage: input.message,
          signature: fault === 'wrong-signature-length' ? signature.slice(0, 63) : signature,
          signatureType: 'ed25519' as const,
        }
      }),
    )
  }

  /** Checks one input before the visitor is asked: our account, a known chain, real bytes. */
  async function prepare(
    input: SolanaSignTransactionInput,
  ): Promise<{ key: KeyPairSigner; transaction: Transaction }> {
    const key = await requireSigner(input.account)
    requireChain(input.chain)
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(input.transaction)
    } catch (error) {
      throw new InvalidInputError(`not a wire transaction (${String(error)})`)
    }
    if (!(key.address in transaction.signatures))
      throw new InvalidInputError(`the transaction does not need ${key.address}'s signature`)
    return { key, transaction }
  }

  const sign = ({ key, transaction }: { key: KeyPairSigner; transaction: Transaction }) =>
    partiallySignTransaction([key.keyPair], transaction)

  async function signTransaction(
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> {
    const prepared = await Promise.all(inputs.map(prepare))
    await approval('solana:signTransaction')
    const signed = await Promise.all(prepared.map(sign))
    return signed.map((transaction) => ({
      signedTransaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
    }))
  }

  async function signAndSendTransaction(
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> {
    const prepared = await Promise.all(inputs.map(prepare))
    await approval('solana:signAndSendTransaction')
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    // One after another: later transactions may depend on earlier ones.
    for (const [index, input] of inputs.entries()) {
      const transaction = await sign(prepared[index] as (typeof prepared)[number])
      const signature = await sendWireTransaction({
        rpcUrl,
        transaction: getBase64EncodedWireTransaction(transaction),
        preflightCommitment: input.options?.preflightCommitment,
        skipPreflight: input.options?.skipPreflight,
        maxRetries: input.options?.maxRetries,
        commitment: input.options?.commitment,
      })
      outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
    }
    return outputs
  }

  function on<E extends StandardEventsNames>(
    event: E,
    listener: StandardEventsListeners[E],
  ): () => void {
    if (event !== 'change') return () => {}
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name,
    icon: SOLANA_TEST_WALLET_ICON,
    chains,
    get accounts() {
      return visibleAccounts()
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect },
      'standard:events': { version: '1.0.0', on },
      'solana:signMessage': { version: '1.1.0', signMessage },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      ...(omitted.has('solana:signAndSendTransaction')
        ? {}
        : {
            'solana:signAndSendTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              signAndSendTransaction,
            } as const,
          }),
    },
  }

  const controls: SolanaTestWalletControls = {
    ready,
    get address() {
      return signer?.address
    },
    get authorized() {
      return authorized
    },
    rejectNext: () => {
      rejectNext = true
    },
    setAutoApprove: (value) => {
      autoApprove = value
    },
    pendingRequests: () => pending.map(({ id, feature }) => ({ id, feature })),
    approve: (id) => settle(true, id),
    decline: (id) => settle(false, id),
    changeAccount: async (seedHex) => {
      await ready
      const wasAuthorized = authorized
      const address = await useSeed(seedHex)
      // The visitor switched accounts inside an authorised wallet: the site keeps access.
      authorized = wasAuthorized
      if (authorized) saveAuthorization(storage, storageKey, { address, authorized })
      emitChange()
      return address
    },
    revoke: () => {
      authorized = false
      if (signer) saveAuthorization(storage, storageKey, { address: signer.address, authorized })
      emitChange()
    },
    setFault: (value) => {
      fault = value
    },
  }

  return { wallet, controls }
}

function toWalletAccount(
  address: Address,
  chains: readonly IdentifierString[],
  features: readonly IdentifierString[],
): WalletAccount {
  return Object.freeze({
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address)),
    chains: [...chains],
    features: [...features],
    label: 'Portico dev account',
  })
}

function defaultStorage(): SolanaTestWalletStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // A sandboxed frame may throw on access: fall back to memory.
  }
  return createMemoryStorage()
}
