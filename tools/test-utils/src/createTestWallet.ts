// The phone in WalletConnect tests: an official WalletKit wallet holding an EVM key (sending
// transactions to real anvil chains), a Solana ed25519 key and a Bitcoin secp256k1 key, talking
// through a local relay. Used by the adapter's unit tests and by the browser tests.
import { ed25519 } from '@noble/curves/ed25519'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { base58 } from '@scure/base'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { Signer } from 'bip322-js'
import {
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
} from 'viem'
import { memoryKeyValueStorage } from './memoryKeyValueStorage.ts'
import { type BitcoinKey, bitcoinKey, type SolanaKey, solanaKey } from './testKeys.ts'

const METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']
const SOLANA_METHODS = ['solana_signMessage']
const BITCOIN_METHODS = ['signMessage', 'getAccountAddresses']
const BITCOIN_EVENTS = [...EVENTS, 'bip122_addressesChanged']

export type TestWalletNamespace = 'eip155' | 'solana' | 'bip122'

let walletCount = 0

export interface CreateTestWalletParameters {
  relayUrl: string
  account: LocalAccount
  /** Chain id → RPC URL of the chains the wallet knows at start. */
  chains: Record<number, string>
  /** The chains it approves in a session (default: every known chain the dApp proposes). */
  approveChains?: readonly number[]
  /** The namespaces it approves (default: all three; Solana and Bitcoin on every chain proposed). */
  approveNamespaces?: readonly TestWalletNamespace[]
  /** The Solana key (default: seed 1). */
  solana?: SolanaKey
  /** The Bitcoin key (default: seed 7). */
  bitcoin?: BitcoinKey
}

/**
 * Starts a WalletKit wallet. `decision` says what it does with the next proposal; requests
 * (personal_sign, eth_sendTransaction, switch and add chain, solana_signMessage, Bitcoin
 * signMessage as BIP-322 and getAccountAddresses) are answered for real.
 *
 * @example
 * const wallet = await createTestWallet({ relayUrl, account, chains: { 31337: anvil.rpcUrl } })
 * await wallet.pair(uri)
 */
export async function createTestWallet(parameters: CreateTestWalletParameters) {
  const { account } = parameters
  const solana = parameters.solana ?? solanaKey(1)
  const bitcoin = parameters.bitcoin ?? bitcoinKey(7)
  const known = new Map(Object.entries(parameters.chains).map(([id, url]) => [Number(id), url]))
  const core = new Core({
    projectId: 'portico-local',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `portico-wc-test-wallet-${++walletCount}`,
    logger: 'silent',
    telemetryEnabled: false,
    storage: memoryKeyValueStorage(),
  })
  Object.assign(core.verify, { register: async () => undefined, resolve: async () => undefined })
  const client = await WalletKit.init({
    core,
    metadata: {
      name: 'Portico test wallet',
      description: 'tests',
      url: 'http://localhost',
      icons: [],
    },
  })

  const state = {
    decision: 'approve' as 'approve' | 'reject',
    /** Every request the wallet received, by method. */
    requests: [] as string[],
    /** The session topic of each request, in order. */
    requestTopics: [] as string[],
    /** The parameters of each request, in order. */
    requestParams: [] as unknown[],
    /** The CAIP-2 chain of each request, in order. */
    requestChains: [] as string[],
    /** Methods the wallet answers with this error instead. */
    failures: {} as Record<string, { code: number; message: string }>,
    /** Methods the wallet answers with this value instead (garbage, for fault tests). */
    answers: {} as Record<string, unknown>,
    /** Every proposal it received. */
    proposals: [] as WalletKitTypes.SessionProposal['params'][],
  }

  client.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    state.proposals.push(proposal.params)
    if (state.decision === 'reject') {
      void client.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const chains = (parameters.approveChains ?? [...known.keys()]).map((id) => `eip155:${id}`)
    const approve = parameters.approveNamespaces ?? ['eip155', 'solana', 'bip122']
    const proposed = (namespace: string) =>
      proposal.params.optionalNamespaces?.[namespace]?.chains ?? []
    const supported: Record<
      string,
      { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
    > = {}
    if (approve.includes('eip155'))
      supported.eip155 = {
        chains,
        methods: METHODS,
        events: EVENTS,
        accounts: chains.map((chain) => `${chain}:${account.address}`),
      }
    if (approve.includes('solana') && proposed('solana').length > 0)
      supported.solana = {
        chains: proposed('solana'),
        methods: SOLANA_METHODS,
        events: EVENTS,
        accounts: proposed('solana').map((chain) => `${chain}:${solana.address}`),
      }
    if (approve.includes('bip122') && proposed('bip122').length > 0)
      supported.bip122 = {
        chains: proposed('bip122'),
        methods: BITCOIN_METHODS,
        events: BITCOIN_EVENTS,
        accounts: proposed('bip122').map((chain) => `${chain}:${bitcoin.address}`),
      }
    void client.approveSession({
      id: proposal.id,
      namespaces: buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: supported,
      }),
    })
  })

  /** Adds `chainId` to the session (a real wallet does on switch), then says so. */
  const switchTo = async (topic: string, chainId: number) => {
    const session = client.getActiveSessions()[topic]
    const eip155 = session?.namespaces.eip155
    if (!eip155) throw new Error('no eip155 session')
    const chain = `eip155:${chainId}`
    if (!eip155.chains?.includes(chain)) {
      const { acknowledged } = await client.updateSession({
        topic,
        namespaces: {
          ...session.namespaces,
          eip155: {
            ...eip155,
            chains: [...(eip155.chains ?? []), chain],
            accounts: [...eip155.accounts, `${chain}:${account.address}`],
          },
        },
      })
      await acknowledged()
    }
    return chain
  }

  const answer = async (topic: string, chainId: string, method: string, args: unknown) => {
    const params = args as unknown[]
    switch (method) {
      case 'personal_sign':
        return await account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_sendTransaction': {
        const id = Number(chainId.split(':')[1])
        const rpcUrl = known.get(id)
        if (!rpcUrl) throw { code: 4902, message: `Unknown chain ${chainId}` }
        const tx = params[0] as { to: Hex; value?: Hex; data?: Hex }
        const chain = defineChain({
          id,
          name: `Chain ${id}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        })
        const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
        return await wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          data: tx.data,
        })
      }
      case 'wallet_addEthereumChain': {
        const chain = params[0] as { chainId: Hex; rpcUrls: string[] }
        const url = chain.rpcUrls[0]
        if (!url) throw { code: -32602, message: 'No RPC URL' }
        known.set(Number(hexToBigInt(chain.chainId)), url)
        return null
      }
      case 'wallet_switchEthereumChain': {
        const id = Number(hexToBigInt((params[0] as { chainId: Hex }).chainId))
        if (!known.has(id)) throw { code: 4902, message: 'Unrecognized chain ID' }
        const chain = await switchTo(topic, id)
        setTimeout(() => {
          void client.emitSessionEvent({
            topic,
            chainId: chain,
            event: { name: 'chainChanged', data: id },
          })
        }, 0)
        return null
      }
      case 'solana_signMessage': {
        const { message, pubkey } = args as { message: string; pubkey: string }
        if (pubkey !== solana.address) throw { code: -32602, message: 'Unknown pubkey' }
        const signature = ed25519.sign(base58.decode(message), solana.secretKey)
        return { signature: base58.encode(signature) }
      }
      case 'signMessage': {
        const { address, message } = args as { address: string; message: string }
        if (address !== bitcoin.address) throw { code: -32602, message: 'Unknown address' }
        return { address, signature: Signer.sign(bitcoin.wif, address, message) }
      }
      case 'getAccountAddresses':
        return [
          {
            address: bitcoin.address,
            publicKey: bitcoin.publicKey,
            path: bitcoin.path,
            intention: 'payment',
          },
        ]
      default:
        throw getSdkError('UNSUPPORTED_METHODS')
    }
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    state.requests.push(method)
    state.requestTopics.push(topic)
    state.requestParams.push(args)
    state.requestChains.push(params.chainId)
    let response: object
    try {
      const failure = state.failures[method]
      if (failure) throw failure
      const result =
        method in state.answers
          ? state.answers[method]
          : await answer(topic, params.chainId, method, args)
      response = { id, jsonrpc: '2.0', result }
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      response = { id, jsonrpc: '2.0', error: { code: code ?? -32603, message: message ?? '' } }
    }
    await client.respondSessionRequest({ topic, response: response as never })
  })

  return {
    client,
    state,
    solana,
    bitcoin,
    pair: (uri: string) => client.pair({ uri }),
    /** The wallet ends every session, as a visitor would from the wallet's UI. */
    disconnectAll: async () => {
      for (const topic of Object.keys(client.getActiveSessions()))
        await client.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    close: async () => {
      core.heartbeat.stop()
      await core.relayer.transportClose()
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof createTestWallet>>
