import { PROVIDER_MESSAGE_ALERTS } from '../alerts/providerMessageAlerts.ts'
import type { AuthConnectorNotFoundErrorType } from '../errors/auth.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import { PorticoError } from '../errors/base.ts'
import type { OriginNotAllowedErrorType } from '../errors/config.ts'
import { ModalClosedError, type ModalClosedErrorType } from '../errors/connection.ts'
import {
  FarcasterConnectError,
  type FarcasterConnectErrorType,
  FarcasterExpiredError,
  type FarcasterExpiredErrorType,
} from '../errors/farcaster.ts'
import { connectSignedIn } from '../internal/auth/connectSignedIn.ts'
import { leaveFarcaster } from '../internal/auth/leaveFarcaster.ts'
import { signInAccountType } from '../internal/auth/signInAccountType.ts'
import { untilAborted } from '../internal/auth/untilAborted.ts'
import { getAuthAdapter } from '../internal/connection/getAuthAdapter.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { showSignInAlert } from '../internal/siwx/showSignInAlert.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import type { FarcasterLoginState } from '../types/state.ts'
import { cancelSocialLogin } from './cancelSocialLogin.ts'
import { navigate } from './navigate.ts'

export type ConnectFarcasterReturnType = Connection

/**
 * `AuthConnectorNotFoundError` without an embedded wallet, `FarcasterConnectError` ('Failed to
 * connect to farcaster'), `FarcasterExpiredError` ('Farcaster sign-in expired'),
 * `ModalClosedError` when the visitor left the view, `OriginNotAllowedError` (the project's
 * refusal keeps its alert), or the embedded wallet's own.
 */
export type ConnectFarcasterErrorType =
  | AuthConnectorNotFoundErrorType
  | FarcasterConnectErrorType
  | FarcasterExpiredErrorType
  | ModalClosedErrorType
  | OriginNotAllowedErrorType
  | AdapterErrorType

const PROVIDER = 'farcaster'

/**
 * Signs the visitor in with Farcaster through the embedded wallet (spec §4: "Farcaster gets a
 * URI, then connects"): the wallet gives a sign-in address, kept as the account state's
 * `farcasterUrl` while ConnectingFarcaster shows it (QR code and link); once the visitor
 * approved in their Farcaster client, the account connects as after a social sign-in (modal
 * closed, kept for reconnect, provider and Farcaster username stored, spec §3). Reports
 * SOCIAL_LOGIN_STARTED, then REQUEST_USER_DATA and SUCCESS, or ERROR with its message, each with
 * `{ provider: 'farcaster' }` (spec §7). The auth store's `farcaster` says where it stands:
 * 'expired' when the address expired before approval (call again for a new one), 'error' with
 * 'Failed to connect to farcaster' (spec §8). Leaving the view (back, close) gives it up
 * (`ModalClosedError`) and reloads the wallet 100 ms later (spec §2).
 *
 * @example
 * connectFarcaster(config).catch(() => {}) // ConnectingFarcaster shows the states
 */
export async function connectFarcaster(config: PorticoConfig): Promise<ConnectFarcasterReturnType> {
  // One sign-in at a time: a social one under way gives way (its window closes).
  cancelSocialLogin(config)
  config.internal.farcasterLogin?.cancel()
  const adapter = getAuthAdapter(config)
  // Back and close reach the leaving rules through here (spec §2).
  config.internal.leaveFarcaster = leaveFarcaster
  const { stores } = config
  const setState = (farcaster: FarcasterLoginState | undefined) => {
    if (isCurrent()) stores.auth.setState({ farcaster })
  }
  const setUrl = (farcasterUrl: string | undefined) => {
    if (!isCurrent()) return
    const { activeNamespace } = stores.connection.getState()
    updateNamespaceState(stores.account, activeNamespace, { farcasterUrl })
  }

  const controller = new AbortController()
  const flow = { cancel: () => controller.abort() }
  config.internal.farcasterLogin = flow
  const isCurrent = () => config.internal.farcasterLogin === flow
  setUrl(undefined)
  setState({ status: 'loading' })
  if (stores.router.getState().view !== 'ConnectingFarcaster')
    navigate(config, 'ConnectingFarcaster')
  emitEvent(config, 'SOCIAL_LOGIN_STARTED', { provider: PROVIDER })

  const fail = (error: unknown): PorticoError => {
    const failure = farcasterFailure(error)
    if (controller.signal.aborted && failure instanceof ModalClosedError) return failure
    emitEvent(config, 'SOCIAL_LOGIN_ERROR', { provider: PROVIDER, message: failure.message })
    if (isCurrent()) {
      const expired = failure instanceof FarcasterExpiredError
      // An expired address stays (dimmed) beside "Get a new code"; a failed one goes.
      if (!expired) setUrl(undefined)
      setState({ status: expired ? 'expired' : 'error', error: failure.message })
      config.internal.farcasterLogin = undefined
      showSignInAlert(config, failure)
    }
    return failure
  }

  // A reload still due from leaving the view runs first: it must not drop this sign-in.
  await config.internal.farcasterReload?.run()
  const preferredAccountType = signInAccountType(config, adapter.namespace)
  // The frame names EVM chains by number, the others by CAIP-2 id.
  const network = stores.network.getState().namespaces[adapter.namespace]?.caipNetwork
  const chainId = network?.chainNamespace === 'eip155' ? network.id : network?.caipNetworkId
  let userName: string | undefined
  try {
    const { url } = await untilAborted(adapter.auth.getFarcasterUri(), controller.signal)
    // Shown as a link and opened by the visitor: only a web address.
    if (!/^https?:\/\//i.test(url))
      throw new FarcasterConnectError({ details: 'The sign-in address is not a web address' })
    setUrl(url)
    setState({ status: 'waiting' })
    const user = await untilAborted(
      adapter.auth.connectFarcaster({
        ...(preferredAccountType ? { preferredAccountType } : {}),
        ...(chainId !== undefined ? { chainId } : {}),
      }),
      controller.signal,
    )
    userName = user.userName
  } catch (error) {
    throw fail(error)
  }

  // Approved: from here on the sign-in completes even if the visitor leaves the view.
  emitEvent(config, 'SOCIAL_LOGIN_REQUEST_USER_DATA', { provider: PROVIDER })
  setState({ status: 'connecting' })
  try {
    const connection = await connectSignedIn(config, {
      adapter,
      provider: PROVIDER,
      userName,
      preferredAccountType,
    })
    emitEvent(config, 'SOCIAL_LOGIN_SUCCESS', { provider: PROVIDER })
    setUrl(undefined)
    setState(undefined)
    if (isCurrent()) config.internal.farcasterLogin = undefined
    return connection
  } catch (error) {
    throw fail(error)
  }
}

/**
 * What the visitor is told (spec §8): an expired address as such, the project's refusals with
 * their alert, anything else 'Failed to connect to farcaster' (the cause kept underneath).
 */
function farcasterFailure(error: unknown): PorticoError {
  if (
    error instanceof ModalClosedError ||
    error instanceof FarcasterConnectError ||
    error instanceof FarcasterExpiredError
  )
    return error
  if (error instanceof Error && error.message === 'Farcaster sign-in expired')
    return new FarcasterExpiredError({ cause: error })
  if (error instanceof PorticoError && PROVIDER_MESSAGE_ALERTS[error.message]) return error
  return new FarcasterConnectError({ cause: error })
}
