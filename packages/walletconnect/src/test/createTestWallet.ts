// Test helper: an official WalletKit wallet holding one private key, talking through a local relay
// and sending transactions to real anvil chains. Not part of the package's API.
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import {
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  type LocalAccount,
} from 'viem'
import { memoryStorage } from './memoryStorage.ts'

const METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

let walletCount = 0

export interface CreateTestWalletParameters {
  relayUrl: string
  account: LocalAccount
  /** Chain id → RPC URL of the chains the wallet knows at start. */
  chains: Record<number, string>
  /** The chains it approves in a session (default: every known chain the dApp proposes). */
  approveChains?: readonly number[]
}

/**
 * Starts a WalletKit wallet. `decision` says what it does with the next proposal; requests
 * (personal_sign, eth_sendTransaction, switch and add chain) are answered for real.
 *
 * @example
 * const wallet = await createTestWallet({ relayUrl, account, chains: { 31337: anvil.rpcUrl } })
 * await wallet.pair(uri)
 */
export async function createTestWallet(parameters: CreateTestWalletParameters) {
  const { account } = parameters
  const known = new Map(Object.entries(parameters.chains).map(([id, url]) => [Number(id), url]))
  const core = new Core({
    projectId: 'portico-local',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `portico-wc-test-wallet-${++walletCount}`,
    logger: 'silent',
    telemetryEnabled: false,
    storage: memoryStorage(),
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
    /** Methods the wallet answers with this error instead. */
    failures: {} as Record<string, { code: number; message: string }>,
  }

  client.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    if (state.decision === 'reject') {
      void client.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const chains = (parameters.approveChains ?? [...known.keys()]).map((id) => `eip155:${id}`)
    void client.approveSession({
      id: proposal.id,
      namespaces: buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains,
            methods: METHODS,
            events: EVENTS,
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
        },
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
      default:
        throw getSdkError('UNSUPPORTED_METHODS')
    }
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    state.requests.push(method)
    let response: object
    try {
      const failure = state.failures[method]
      if (failure) throw failure
      response = { id, jsonrpc: '2.0', result: await answer(topic, params.chainId, method, args) }
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      response = { id, jsonrpc: '2.0', error: { code: code ?? -32603, message: message ?? '' } }
    }
    await client.respondSessionRequest({ topic, response: response as never })
  })

  return {
    client,
    state,
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
