import type { AppRequestPayload } from '@portico/embedded-wallet/protocol'
import type { ApprovalQueue } from '../approve/approvalQueue.ts'
import type { WalletSession } from '../auth/walletSession.ts'
import { FarcasterUnavailableError, SmartAccountsUnavailableError } from '../errors.ts'
import type { AppHandlers } from '../frame/dispatchAppMessage.ts'
import { handleRpcRequest, type RpcContext } from '../rpc/handleRpcRequest.ts'

type DappMetadata = NonNullable<AppRequestPayload<'APP_SYNC_DAPP_DATA'>['metadata']>

export interface CreateAppHandlersParameters extends RpcContext {
  session: WalletSession
  approvals: ApprovalQueue
  /** Shows the dApp's name in the approve view (text only). */
  setDappName(name: string | undefined): void
  setTheme(mode: 'light' | 'dark'): void
  /** APP_SYNC_LOCALE: the page's value, checked there (anything unknown is English). */
  setLocale(value: string): Promise<void>
}

/** What the app last told the frame about itself and the visitor's choices. */
export interface AppPreferences {
  /** Requested with APP_SET_PREFERRED_ACCOUNT / APP_GET_USER; this frame answers 'eoa' anyway. */
  requestedAccountType: 'eoa' | 'smartAccount' | undefined
  /** APP_SYNC_DAPP_DATA: kept for the approve view; the icon URL is never loaded. */
  dapp: (DappMetadata & { projectId: string }) | undefined
}

const farcasterUnavailable = (): never => {
  throw new FarcasterUnavailableError()
}

/**
 * One handler per APP_* request (spec §7), over the session, the chain state and the approve
 * queue. The frame makes EOAs only: smart-account requests answer with the EOA or an error.
 * Social sign-in goes through the server (APP_GET_SOCIAL_REDIRECT_URI, then APP_CONNECT_SOCIAL
 * with the callback page's URL, answering the user, or `{ action: 'VERIFY_DEVICE' }` when the
 * account's e-mail must approve this site first: then APP_CONNECT_DEVICE waits and finishes);
 * Farcaster sign-in is refused (it needs Farcaster's relay).
 *
 * @example
 * const { handlers } = createAppHandlers({ session, chains, approvals, calls, clients, setDappName, setTheme, setLocale })
 * await handlers.APP_GET_CHAIN_ID({}) // { chainId: 31337 }
 */
export function createAppHandlers(parameters: CreateAppHandlersParameters): {
  handlers: AppHandlers
  preferences: AppPreferences
} {
  const { session, chains, approvals } = parameters
  const preferences: AppPreferences = { requestedAccountType: undefined, dapp: undefined }

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
      if (chainId !== undefined) chains.switchTo(chainId, rpcUrl)
      if (preferredAccountType) preferences.requestedAccountType = preferredAccountType
      return userPayload()
    },
    APP_GET_SOCIAL_REDIRECT_URI: ({ provider }) => session.startSocial(provider),
    APP_CONNECT_SOCIAL: async ({ uri, preferredAccountType, chainId }) => {
      if (chainId !== undefined) chains.switchTo(chainId)
      if (preferredAccountType) preferences.requestedAccountType = preferredAccountType
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
    APP_SWITCH_NETWORK: ({ chainId, rpcUrl }) => {
      chains.switchTo(chainId, rpcUrl)
      return { chainId }
    },
    APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    APP_SET_PREFERRED_ACCOUNT: async ({ type }) => {
      preferences.requestedAccountType = type
      const account = await session.account()
      return { type: 'eoa', address: account.address }
    },
    APP_INIT_SMART_ACCOUNT: () => {
      throw new SmartAccountsUnavailableError()
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
      session.reload()
      return {}
    },
    APP_RPC_ABORT: () => {
      approvals.abortAll()
      return {}
    },
    APP_GET_FARCASTER_URI: farcasterUnavailable,
    APP_CONNECT_FARCASTER: farcasterUnavailable,
  }

  // Spec §3's user payload; `email` only when the account has one, `userName` for social.
  async function userPayload() {
    const user = await session.getUser()
    return {
      ...(user.email === null ? {} : { email: user.email }),
      address: user.address,
      chainId: chains.chainId(),
      accounts: [{ address: user.address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
      ...(user.userName === undefined ? {} : { userName: user.userName }),
    }
  }

  return { handlers, preferences }
}
