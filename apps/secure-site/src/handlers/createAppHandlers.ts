import type { AppRequestPayload } from '@portico/embedded-wallet/protocol'
import type { Address } from 'viem'
import type { ApprovalQueue } from '../approve/approvalQueue.ts'
import type { FarcasterSignIn } from '../auth/farcasterSignIn.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import { FarcasterConnectFailedError, SmartAccountsUnavailableError } from '../errors.ts'
import type { AppHandlers } from '../frame/dispatchAppMessage.ts'
import type { FrameLogger } from '../frame/logger.ts'
import { toEvmChainId } from '../rpc/chainState.ts'
import { handleRpcRequest, type RpcContext } from '../rpc/handleRpcRequest.ts'
import type { SmartAccounts } from '../smartAccount/smartAccounts.ts'
import { namespaceOfChainId } from '../solana/solanaChains.ts'
import { solanaUserPayload } from '../solana/solanaUser.ts'

type DappMetadata = NonNullable<AppRequestPayload<'APP_SYNC_DAPP_DATA'>['metadata']>

export interface CreateAppHandlersParameters extends RpcContext {
  session: WalletSession
  approvals: ApprovalQueue
  smartAccounts: SmartAccounts
  /** Farcaster sign-in (auth/farcasterSignIn.ts); without it both requests fail. */
  farcaster?: FarcasterSignIn
  /** Where a smart-account read that a sign-in can do without is reported. */
  logger?: FrameLogger
  /** Shows the dApp's name in the approve view (text only). */
  setDappName(name: string | undefined): void
  setTheme(mode: 'light' | 'dark'): void
  /** APP_SYNC_LOCALE: the page's value, checked there (anything unknown is English). */
  setLocale(value: string): Promise<void>
}

/** What the app last told the frame about itself. */
export interface AppPreferences {
  /** APP_SYNC_DAPP_DATA: kept for the approve view; the icon URL is never loaded. */
  dapp: (DappMetadata & { projectId: string }) | undefined
}

/**
 * One handler per APP_* request (spec §7), over the session, the chain state, the smart
 * accounts and the approve queue. The preferred account type (APP_SET_PREFERRED_ACCOUNT, or
 * `preferredAccountType` on APP_GET_USER / APP_CONNECT_SOCIAL) is kept per dApp; the smart
 * account is the one in effect where it is preferred and the chain has smart accounts (spec §4),
 * and asking for it on another chain is refused ('Smart accounts are not available on this
 * network').
 * Social sign-in goes through the server (APP_GET_SOCIAL_REDIRECT_URI, then APP_CONNECT_SOCIAL
 * with the callback page's URL, answering the user, or `{ action: 'VERIFY_DEVICE' }` when the
 * account's e-mail must approve this site first: then APP_CONNECT_DEVICE waits and finishes);
 * Farcaster sign-in goes through the server too (APP_GET_FARCASTER_URI, then
 * APP_CONNECT_FARCASTER waiting for the visitor's approval; APP_RELOAD ends the wait).
 *
 * @example
 * const { handlers } = createAppHandlers({ session, chains, approvals, calls, clients, smartAccounts, setDappName, setTheme, setLocale })
 * await handlers.APP_GET_CHAIN_ID({}) // { chainId: 31337 }
 */
export function createAppHandlers(parameters: CreateAppHandlersParameters): {
  handlers: AppHandlers
  preferences: AppPreferences
} {
  const { session, chains, approvals, smartAccounts } = parameters
  const preferences: AppPreferences = { dapp: undefined }

  /** The current chain as an EVM chain id, or undefined for one that is not (no smart accounts). */
  const currentEvmChainId = (): number | undefined => {
    try {
      return toEvmChainId(chains.chainId())
    } catch {
      return undefined
    }
  }
  /** The current chain's smart-account network; refused where the project has none. */
  const enabledChainId = async (): Promise<number> => {
    const chainId = currentEvmChainId()
    if (chainId === undefined || !(await smartAccounts.network(chainId)))
      throw new SmartAccountsUnavailableError()
    return chainId
  }

  const handlers: AppHandlers = {
    APP_CONNECT_EMAIL: ({ email }) => session.connectEmail(email),
    APP_CONNECT_DEVICE: async () => {
      await session.connectDevice()
      return {}
    },
    APP_CONNECT_OTP: async ({ otp }) => {
      await session.connectOtp(otp)
      return {}
    },
    APP_GET_USER: async ({ chainId, rpcUrl, preferredAccountType }) => {
      if (chainId !== undefined) {
        await parameters.walletNetworks?.check(chainId)
        chains.switchTo(chainId, rpcUrl)
      }
      if (preferredAccountType) smartAccounts.setPreferred(preferredAccountType)
      return userPayload()
    },
    APP_GET_SOCIAL_REDIRECT_URI: ({ provider }) => session.startSocial(provider),
    APP_CONNECT_SOCIAL: async ({ uri, preferredAccountType, chainId }) => {
      if (chainId !== undefined) chains.switchTo(chainId)
      if (preferredAccountType) smartAccounts.setPreferred(preferredAccountType)
      // An existing account on a site its e-mail has not approved here: the app waits with
      // APP_CONNECT_DEVICE (which then finishes the sign-in) and asks APP_GET_USER.
      const { action } = await session.connectSocial(uri)
      if (action === 'VERIFY_DEVICE') return { action }
      return userPayload()
    },
    APP_IS_CONNECTED: async () => ({ isConnected: await session.isConnected() }),
    APP_SIGN_OUT: async () => {
      approvals.abortAll()
      await session.signOut()
      return {}
    },
    APP_UPDATE_EMAIL: ({ email }) => session.updateEmail(email),
    APP_UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      await session.updateEmailPrimary(otp)
      return {}
    },
    APP_UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const { email } = await session.updateEmailSecondary(otp)
      return { newEmail: email }
    },
    APP_GET_CHAIN_ID: () => ({ chainId: chains.chainId() }),
    APP_SWITCH_NETWORK: async ({ chainId, rpcUrl }) => {
      await parameters.walletNetworks?.check(chainId)
      chains.switchTo(chainId, rpcUrl)
      return { chainId }
    },
    APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
      smartAccountEnabledNetworks: await smartAccounts.enabledChainIds(),
    }),
    APP_SET_PREFERRED_ACCOUNT: async ({ type }) => {
      if (type === 'eoa') {
        const account = await session.account()
        smartAccounts.setPreferred('eoa')
        return { type, address: account.address }
      }
      const chainId = await enabledChainId()
      const account = await session.account()
      const { address } = await smartAccounts.describe(chainId, account.address)
      smartAccounts.setPreferred('smartAccount')
      return { type, address }
    },
    APP_INIT_SMART_ACCOUNT: async () => {
      const chainId = await enabledChainId()
      const account = await session.account()
      return smartAccounts.describe(chainId, account.address)
    },
    APP_RPC_REQUEST: (request) => handleRpcRequest(request, parameters),
    APP_SYNC_THEME: ({ themeMode }) => {
      if (themeMode) parameters.setTheme(themeMode)
      return {}
    },
    APP_SYNC_LOCALE: async ({ locale }) => {
      await parameters.setLocale(locale)
      return {}
    },
    APP_SYNC_DAPP_DATA: ({ projectId, metadata }) => {
      preferences.dapp = metadata ? { ...metadata, projectId } : undefined
      parameters.setDappName(metadata?.name)
      return {}
    },
    APP_RELOAD: () => {
      session.stopDeviceWait()
      parameters.farcaster?.stop()
      session.reload()
      return {}
    },
    APP_RPC_ABORT: () => {
      approvals.abortAll()
      return {}
    },
    APP_GET_FARCASTER_URI: () => farcaster().getUri(),
    APP_CONNECT_FARCASTER: async ({ preferredAccountType, chainId }) => {
      if (chainId !== undefined) chains.switchTo(chainId)
      if (preferredAccountType) smartAccounts.setPreferred(preferredAccountType)
      await farcaster().connect()
      return userPayload()
    },
  }

  function farcaster(): FarcasterSignIn {
    if (parameters.farcaster) return parameters.farcaster
    throw new FarcasterConnectFailedError({ details: 'no Farcaster sign-in in this frame' })
  }

  /**
   * The owner's smart account on the current chain, or undefined where the project has none. A
   * read that fails leaves it out (the EOA still signs in), unless the visitor prefers it: then
   * the sign-in fails rather than answer another address than theirs.
   */
  async function currentSmartAccount(owner: Address) {
    const chainId = currentEvmChainId()
    if (chainId === undefined || !(await smartAccounts.network(chainId))) return undefined
    try {
      return await smartAccounts.describe(chainId, owner)
    } catch (error) {
      if (smartAccounts.preferred() === 'smartAccount') throw error
      parameters.logger?.warn('could not read the smart account; answering the EOA only', error)
      return undefined
    }
  }

  // Spec §3's user payload; `email` only when the account has one, `userName` for social.
  // `address` and `preferredAccountType` are the account in effect (the kit pairs them: its switch
  // rule starts from the current type); the visitor's kept choice is honoured where it can be.
  async function userPayload() {
    const current = chains.chainId()
    if (typeof current === 'string' && namespaceOfChainId(current) === 'solana')
      return solanaUserPayload(session, current)
    const user = await session.getUser()
    const eoa = user.address
    const smartAccount = await currentSmartAccount(eoa)
    const active = smartAccount !== undefined && smartAccounts.preferred() === 'smartAccount'
    return {
      ...(user.email === null ? {} : { email: user.email }),
      address: active ? smartAccount.address : eoa,
      chainId: chains.chainId(),
      accounts: smartAccount
        ? [
            { address: smartAccount.address, type: 'smartAccount' as const },
            { address: eoa, type: 'eoa' as const },
          ]
        : [{ address: eoa, type: 'eoa' as const }],
      preferredAccountType: active ? ('smartAccount' as const) : ('eoa' as const),
      smartAccountDeployed: smartAccount?.isDeployed ?? false,
      ...(user.userName === undefined ? {} : { userName: user.userName }),
      ...(user.profileImage === undefined ? {} : { profileImage: user.profileImage }),
    }
  }

  return { handlers, preferences }
}
