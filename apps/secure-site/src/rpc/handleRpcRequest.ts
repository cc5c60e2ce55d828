import { MethodNotAllowedError } from '@portico/core'
import { rpcMethodClass } from '@portico/embedded-wallet/protocol'
import { numberToHex } from 'viem'
import type { ApprovalQueue } from '../approve/approvalQueue.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import {
  MethodNotSupportedError,
  NamespaceNotSupportedError,
  UnsupportedChainError,
} from '../errors.ts'
import type { ActiveAccount, SmartAccounts } from '../smartAccount/smartAccounts.ts'
import { namespaceOfChainId, requestNamespace } from '../solana/solanaChains.ts'
import type { SolanaServices } from '../solana/solanaServices.ts'
import type { CallsRegistry } from './callsRegistry.ts'
import { type ChainState, toEvmChainId } from './chainState.ts'
import type { ChainTrust } from './chainTrust.ts'
import type { EvmClients } from './evmClients.ts'
import { getCallsStatus } from './getCallsStatus.ts'
import type { PreparedApproval } from './preparedApproval.ts'
import { preparePersonalSign } from './preparePersonalSign.ts'
import { prepareSendCalls } from './prepareSendCalls.ts'
import { prepareSendTransaction } from './prepareSendTransaction.ts'
import { prepareSignTypedData } from './prepareSignTypedData.ts'
import type { RpcRequest } from './rpcRequest.ts'
import type { WalletNetworks } from './walletNetworks.ts'

export type { RpcRequest }

export interface RpcContext {
  session: Pick<WalletSession, 'account' | 'hasSession'> &
    Partial<Pick<WalletSession, 'solanaSigner'>>
  chains: ChainState
  /** Where requests to be approved read the chain: see `chooseApprovalTarget`. */
  trust: ChainTrust
  approvals: Pick<ApprovalQueue, 'request'>
  calls: CallsRegistry
  clients: EvmClients
  /** The native currency's USD price on a chain, for the fee; absent: no USD shown. */
  nativePriceUsd?(chainId: number): Promise<number | undefined>
  /** The project's smart accounts; absent, the frame answers with its EOA only. */
  smartAccounts?: SmartAccounts
  /** The networks the embedded wallet serves (`GET /v1/embedded-wallet/networks`); absent: any. */
  walletNetworks?: WalletNetworks
  /** The project's Solana gateway and token symbols; absent: no Solana network. */
  solana?: SolanaServices
}

/**
 * A request on a Solana network: its own `solana:` chain id, else the current one; the network
 * must be listed and served by the project's gateway. The handler (and @solana/kit) load with
 * their own chunk on the first Solana request.
 */
async function handleSolana(request: RpcRequest, context: RpcContext): Promise<unknown> {
  const chainId = request.chainId ?? context.chains.chainId()
  if (typeof chainId !== 'string' || namespaceOfChainId(chainId) !== 'solana')
    throw new UnsupportedChainError(chainId)
  await context.walletNetworks?.check(chainId)
  const { session, solana } = context
  const solanaSigner = session.solanaSigner
  if (!solana || !solanaSigner) throw new UnsupportedChainError(chainId)
  const rpcUrl = await solana.rpcUrl(chainId)
  const [{ handleSolanaRequest }, { solanaRpc }] = await Promise.all([
    import('../solana/handleSolanaRequest.ts'),
    import('../solana/solanaRpc.ts'),
  ])
  return handleSolanaRequest(request, {
    session: { hasSession: session.hasSession, solanaSigner },
    approvals: context.approvals,
    chainId,
    rpc: solanaRpc(rpcUrl),
    tokenSymbol: solana.tokenSymbol && ((mint) => solana.tokenSymbol!(chainId, mint)),
  })
}

/** The account a signed-in request runs as on its chain (`SmartAccounts.active`). */
async function activeAccount(request: RpcRequest, context: RpcContext): Promise<ActiveAccount> {
  const owner = await context.session.account()
  if (!context.smartAccounts) return { type: 'eoa', address: owner.address, owner }
  const chainId = toEvmChainId(request.chainId ?? context.chains.chainId())
  return context.smartAccounts.active(chainId, owner)
}

/**
 * EIP-5792 capabilities on the request's chain: a smart account batches atomically and may have
 * the project's paymaster; the EOA sends each call on its own.
 */
async function capabilities(request: RpcRequest, context: RpcContext) {
  const chainId = toEvmChainId(request.chainId ?? context.chains.chainId())
  const network =
    context.smartAccounts?.preferred() === 'smartAccount'
      ? await context.smartAccounts.network(chainId)
      : undefined
  const answer = network
    ? {
        atomic: { status: 'supported' },
        paymasterService: { supported: network.sponsored },
      }
    : { atomic: { status: 'unsupported' } }
  return { [numberToHex(chainId)]: answer }
}

/** Safe methods the frame answers itself instead of forwarding to the node. */
async function answerLocally(
  request: RpcRequest,
  context: RpcContext,
): Promise<{ answer: unknown } | undefined> {
  switch (request.method) {
    case 'eth_accounts':
      // Not signed in is an empty list here, not an error (EIP-1193).
      if (!context.session.hasSession()) return { answer: [] }
      return { answer: [(await activeAccount(request, context)).address] }
    case 'eth_requestAccounts':
      return { answer: [(await activeAccount(request, context)).address] }
    case 'eth_chainId':
      return { answer: numberToHex(toEvmChainId(request.chainId ?? context.chains.chainId())) }
    case 'wallet_getCapabilities':
      return { answer: await capabilities(request, context) }
    case 'wallet_getCallsStatus':
      return { answer: await getCallsStatus(request.params, context.calls, context.clients) }
    case 'wallet_getAssets':
      throw new MethodNotSupportedError()
    default:
      return undefined
  }
}

async function prepareApproval(
  request: RpcRequest,
  context: RpcContext,
): Promise<PreparedApproval> {
  const { method, params } = request
  // Checked before the visitor is asked: a request this wallet cannot do never shows the view.
  if (
    method !== 'personal_sign' &&
    method !== 'eth_signTypedData_v4' &&
    method !== 'eth_sendTransaction' &&
    method !== 'wallet_sendCalls'
  ) {
    throw new MethodNotSupportedError()
  }
  const active = await activeAccount(request, context)
  if (active.type === 'smartAccount' && context.smartAccounts) {
    // The smart-account code loads here, for its first request (a chunk of its own).
    const { runtime, module } = await context.smartAccounts.runtime(active)
    return module.prepareSmartAccountRequest({
      request,
      active,
      runtime,
      clients: context.clients,
      calls: context.calls,
      bundlerUrl: context.smartAccounts.bundlerUrl(active.target.chainId),
      nativePriceUsd: context.nativePriceUsd?.(active.target.chainId),
    })
  }
  const account = active.owner
  if (method === 'personal_sign') return preparePersonalSign(params, account)
  if (method === 'eth_signTypedData_v4') {
    const chainId = toEvmChainId(request.chainId ?? context.chains.chainId())
    return prepareSignTypedData(params, account, chainId)
  }
  const target = await context.trust.approvalTarget(request)
  if (method === 'eth_sendTransaction') {
    return await prepareSendTransaction(params, account, target, context.clients, {
      nativeSymbol: request.nativeSymbol,
      nativePriceUsd: target.trusted ? context.nativePriceUsd?.(target.chainId) : undefined,
    })
  }
  return prepareSendCalls({
    params,
    account,
    target,
    clients: context.clients,
    calls: context.calls,
    nativeSymbol: request.nativeSymbol,
  })
}

/**
 * APP_RPC_REQUEST (spec §6): a refused method fails with 'RPC method not allowed'; a safe one is
 * answered here or forwarded to the chain's RPC URL; one that needs approval is checked, shown in
 * the approve view, and signed or sent only after Approve. With the smart account active on the
 * chain (`SmartAccounts.active`) the accounts, signatures and sends are the smart account's
 * (`prepareSmartAccountRequest`, loaded on first use). Approvable methods this wallet does
 * not implement (permissions, user operations) are refused at once, without the view. A
 * Solana request goes to `handleSolanaRequest` (its own chunk); polkadot and cosmos are refused
 * ('The polkadot namespace is not supported by this wallet'); a chain off the embedded
 * wallet's network list is refused ('Chain X is not supported by this wallet').
 *
 * @example
 * await handleRpcRequest({ method: 'eth_chainId' }, context) // '0x7a69'
 */
export async function handleRpcRequest(request: RpcRequest, context: RpcContext): Promise<unknown> {
  const namespace = requestNamespace(request, context.chains.chainId())
  // Spec §1: accepted as namespaces, answered in words (never a schema error).
  if (namespace === 'polkadot' || namespace === 'cosmos')
    throw new NamespaceNotSupportedError(namespace)
  if (namespace === 'solana') return handleSolana(request, context)
  if (namespace !== undefined && namespace !== 'eip155') throw new MethodNotSupportedError()
  await context.walletNetworks?.check(request.chainId ?? context.chains.chainId())
  const methodClass = rpcMethodClass(request.method)
  // Core's class of a refused method, with its default words: 'RPC method not allowed', 4200.
  if (methodClass === 'refused') throw new MethodNotAllowedError(request.method)
  if (methodClass === 'safe') {
    const local = await answerLocally(request, context)
    if (local) return local.answer
    const client = context.clients.publicClient(context.chains.resolve(request))
    // Safe methods are read-only (or send an already signed transaction): passed through as is.
    return client.request({
      method: request.method,
      params: request.params,
    } as Parameters<typeof client.request>[0])
  }
  const prepared = await prepareApproval(request, context)
  return context.approvals.request(prepared.details, prepared.run, prepared.simulation)
}
