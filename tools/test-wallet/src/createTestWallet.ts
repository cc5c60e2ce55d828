import * as v from 'valibot'
import type { Address, Hex, TypedDataDefinition } from 'viem'
import { isAddressEqual, isHex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountPermission } from './accountPermission.ts'
import { type ChainClient, createChainClient } from './createChainClient.ts'
import { createEmitter } from './createEmitter.ts'
import {
  DisconnectedError,
  InvalidParamsError,
  InvalidRequestError,
  NoPendingRequestError,
  TestWalletConfigError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedError,
} from './errors.ts'
import {
  createMemoryStorage,
  loadPersistedState,
  savePersistedState,
  type TestWalletStorage,
} from './persistedState.ts'
import {
  addChainParamsSchema,
  parseParams,
  permissionsParamsSchema,
  personalSignParamsSchema,
  sendTransactionParamsSchema,
  signTypedDataParamsSchema,
  switchChainParamsSchema,
} from './schemas.ts'
import { sendTransaction } from './sendTransaction.ts'
import { toProviderError } from './toProviderError.ts'
import type {
  TestWalletChain,
  TestWalletPendingRequest,
  TestWalletProvider,
  TestWalletRequestArguments,
} from './types.ts'

export const DEFAULT_TEST_WALLET_STORAGE_KEY = 'portico.testWallet'

export interface CreateTestWalletParameters {
  /** The key that signs everything; use a dev account's, never a real one. */
  privateKey: Hex
  /** Chains the wallet knows from the start; the first is the default. */
  chains: readonly TestWalletChain[]
  /** The chain to start on when nothing was saved (default: the first of `chains`). */
  chainId?: number
  /** Where authorisation and the chain survive a reload (default: `localStorage`, else memory). */
  storage?: TestWalletStorage
  storageKey?: string
  /** `false` holds approval requests until `testControls.approve` / `decline` (default true). */
  autoApprove?: boolean
}

export type CreateTestWalletReturnType = TestWalletProvider

export type CreateTestWalletErrorType = TestWalletConfigError

/** Methods that would sign with the RPC node's own keys if forwarded; this wallet refuses them. */
const REFUSED_METHODS =
  /^(eth_sign|eth_signTransaction|eth_signTypedData(_v1|_v3)?|eth_decrypt|eth_getEncryptionPublicKey)$/

const requestArgumentsSchema = v.object({ method: v.string(), params: v.optional(v.unknown()) })

interface PendingApproval extends TestWalletPendingRequest {
  settle(approved: boolean): void
}

function defaultStorage(): TestWalletStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {
    // Sandboxed frames throw on access; fall through to memory.
  }
  return createMemoryStorage()
}

/**
 * A real EIP-1193 wallet for development and tests: it holds one private key, signs locally,
 * and sends raw transactions to the current chain's RPC. Authorisation and the chain are saved
 * in `storage`, so a page reload keeps access. Browser-safe (no Node APIs).
 *
 * @example
 * const provider = createTestWallet({
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Portico Local' }],
 * })
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[]
 */
export function createTestWallet(parameters: CreateTestWalletParameters): TestWalletProvider {
  const account = privateKeyToAccount(parameters.privateKey)
  const storage = parameters.storage ?? defaultStorage()
  const storageKey = parameters.storageKey ?? DEFAULT_TEST_WALLET_STORAGE_KEY

  const [firstChain] = parameters.chains
  if (!firstChain) throw new TestWalletConfigError({ details: 'chains must not be empty' })
  const chains = new Map<number, TestWalletChain>()
  for (const chain of parameters.chains) chains.set(chain.id, { ...chain })
  if (parameters.chainId !== undefined && !chains.has(parameters.chainId)) {
    throw new TestWalletConfigError({
      details: `chainId ${parameters.chainId} is not one of chains (${[...chains.keys()].join(', ')})`,
    })
  }

  const saved = loadPersistedState(storage, storageKey, account.address)
  const addedChains: TestWalletChain[] = []
  for (const chain of saved?.addedChains ?? []) {
    if (chains.has(chain.id)) continue
    chains.set(chain.id, chain)
    addedChains.push(chain)
  }
  let chainId =
    saved && chains.has(saved.chainId) ? saved.chainId : (parameters.chainId ?? firstChain.id)
  let authorized = saved?.authorized ?? false
  let authorizedAt = Date.now()
  let connected = true
  let rejectNext = false
  let autoApprove = parameters.autoApprove ?? true
  const pending: PendingApproval[] = []
  let nextPendingId = 1
  const emitter = createEmitter()
  const clients = new Map<number, ChainClient>()

  function persist(): void {
    savePersistedState(storage, storageKey, {
      address: account.address,
      authorized,
      chainId,
      addedChains,
    })
  }

  function clientFor(id: number): ChainClient {
    let client = clients.get(id)
    if (!client) {
      const chain = chains.get(id)
      if (!chain) throw new UnrecognizedChainError({ details: `Chain ${id} is not known` })
      client = createChainClient(chain, account)
      clients.set(id, client)
    }
    return client
  }

  function changeChain(id: number): void {
    if (id === chainId) return
    chainId = id
    persist()
    emitter.emit('chainChanged', numberToHex(id))
  }

  function authorize(): void {
    if (authorized) return
    authorized = true
    authorizedAt = Date.now()
    persist()
    emitter.emit('accountsChanged', [account.address])
  }

  function forget(): void {
    if (!authorized) return
    authorized = false
    persist()
    emitter.emit('accountsChanged', [])
  }

  /** Methods that sign need the site's authorisation and this wallet's own address. */
  function assertOwnAccount(address: Address): void {
    if (!authorized || !isAddressEqual(address, account.address)) {
      throw new UnauthorizedError({ details: `Account ${address} is not authorised` })
    }
  }

  /** Stands in for the wallet's confirmation prompt. */
  function approval(method: string, params: unknown): Promise<void> {
    if (rejectNext) {
      rejectNext = false
      return Promise.reject(new UserRejectedError({ details: method }))
    }
    if (autoApprove) return Promise.resolve()
    return new Promise((resolve, reject) => {
      pending.push({
        id: nextPendingId++,
        method,
        params,
        settle: (approved) =>
          approved ? resolve() : reject(new UserRejectedError({ details: method })),
      })
    })
  }

  function settlePending(approved: boolean, id: number | undefined): void {
    const index = id === undefined ? 0 : pending.findIndex((request) => request.id === id)
    const request = pending[index]
    if (index < 0 || !request) {
      throw new NoPendingRequestError({ details: id === undefined ? undefined : `id ${id}` })
    }
    pending.splice(index, 1)
    request.settle(approved)
  }

  async function serve(method: string, params: unknown): Promise<unknown> {
    if (!connected) throw new DisconnectedError()
    switch (method) {
      case 'eth_requestAccounts': {
        if (!authorized) {
          await approval(method, params)
          authorize()
        }
        return [account.address]
      }
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign': {
        const [message, address] = parseParams(personalSignParamsSchema, params)
        assertOwnAccount(address)
        await approval(method, params)
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = parseParams(signTypedDataParamsSchema, params)
        assertOwnAccount(address)
        const domainChainId = typedData.domain.chainId
        if (domainChainId !== undefined && BigInt(domainChainId) !== BigInt(chainId)) {
          throw new InvalidParamsError({
            details: `Provided chainId "${domainChainId}" must match the active chainId "${chainId}"`,
          })
        }
        await approval(method, params)
        try {
          // The shape was checked above; viem checks the message against the types.
          return await account.signTypedData(typedData as unknown as TypedDataDefinition)
        } catch (error) {
          throw new InvalidParamsError({
            cause: error,
            details: error instanceof Error ? error.message : String(error),
          })
        }
      }
      case 'eth_sendTransaction': {
        const [transaction] = parseParams(sendTransactionParamsSchema, params)
        assertOwnAccount(transaction.from)
        if (transaction.chainId !== undefined && transaction.chainId !== chainId) {
          throw new InvalidParamsError({
            details: `Transaction chainId ${transaction.chainId} is not the current chain ${chainId}`,
          })
        }
        const client = clientFor(chainId)
        await approval(method, params)
        return sendTransaction(client, transaction)
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: target }] = parseParams(switchChainParamsSchema, params)
        if (!chains.has(target)) {
          throw new UnrecognizedChainError({ details: `Chain ${numberToHex(target)} is not known` })
        }
        if (target !== chainId) {
          await approval(method, params)
          changeChain(target)
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const [chain] = parseParams(addChainParamsSchema, params)
        if (chain.chainId === chainId) return null
        await approval(method, params)
        // Like common wallets, adding a chain also switches to it; a chain already known keeps
        // its configured RPC URL.
        if (!chains.has(chain.chainId)) {
          const [rpcUrl] = chain.rpcUrls as [string, ...string[]]
          const added: TestWalletChain = { id: chain.chainId, rpcUrl }
          if (chain.chainName !== undefined) added.name = chain.chainName
          chains.set(added.id, added)
          addedChains.push(added)
          persist()
        }
        changeChain(chain.chainId)
        return null
      }
      case 'wallet_requestPermissions': {
        parseParams(permissionsParamsSchema, params)
        await approval(method, params)
        authorize()
        return [accountPermission(account.address, authorizedAt)]
      }
      case 'wallet_getPermissions':
        return authorized ? [accountPermission(account.address, authorizedAt)] : []
      case 'wallet_revokePermissions': {
        parseParams(permissionsParamsSchema, params)
        forget()
        return null
      }
    }
    if (method.startsWith('wallet_') || REFUSED_METHODS.test(method)) {
      throw new UnsupportedMethodError({ details: method })
    }
    if (method.startsWith('eth_') || method.startsWith('net_') || method === 'web3_clientVersion') {
      return clientFor(chainId).forward(
        params === undefined ? { method } : { method, params: params as readonly unknown[] },
      )
    }
    throw new UnsupportedMethodError({ details: method })
  }

  const provider: TestWalletProvider = {
    isPorticoTestWallet: true,
    async request(args: TestWalletRequestArguments) {
      const parsed = v.safeParse(requestArgumentsSchema, args)
      if (!parsed.success) throw new InvalidRequestError({ details: v.summarize(parsed.issues) })
      try {
        return await serve(parsed.output.method, parsed.output.params)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
    isConnected: () => connected,
    testControls: {
      address: account.address,
      reject(next) {
        rejectNext = next
      },
      emitAccountsChanged(accounts) {
        // An empty list means the person disconnected the site in the wallet.
        if (accounts.length === 0 && authorized) {
          authorized = false
          persist()
        }
        emitter.emit('accountsChanged', accounts)
      },
      setChain(id) {
        if (!chains.has(id))
          throw new UnrecognizedChainError({ details: `Chain ${id} is not known` })
        changeChain(id)
      },
      setAutoApprove(value) {
        autoApprove = value
      },
      pendingRequests: () => pending.map(({ id, method, params }) => ({ id, method, params })),
      approve: (id) => settlePending(true, id),
      decline: (id) => settlePending(false, id),
      disconnect() {
        if (!connected) return
        connected = false
        emitter.emit('disconnect', new DisconnectedError())
      },
      connect() {
        if (connected) return
        connected = true
        emitter.emit('connect', { chainId: numberToHex(chainId) })
      },
    },
  }

  // EIP-1193: announce the first connection once the page has had a chance to listen.
  queueMicrotask(() => {
    if (connected) emitter.emit('connect', { chainId: numberToHex(chainId) })
  })
  return provider
}
