import { ACCOUNT_NAME_MAX_CHAIN_ID, IDENTITY_CACHE_MS } from '../constants.ts'
import type { AdapterErrorType } from '../errors/base.ts'
import {
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  type UserRejectedRequestErrorType,
} from '../errors/connection.ts'
import {
  InvalidAccountNameError,
  type InvalidAccountNameErrorType,
  NameAccountNotFoundError,
  type NameAccountNotFoundErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
  NamesUnavailableError,
  type NamesUnavailableErrorType,
} from '../errors/names.ts'
import type { WalletCodeErrorType } from '../errors/wallet.ts'
import { updateNamespaceState } from '../internal/connection/updateNamespaceState.ts'
import { toPorticoError } from '../internal/errors/toPorticoError.ts'
import { setRouterHistory } from '../internal/modal/setRouterHistory.ts'
import { buildRegisterNameMessage } from '../internal/names/buildRegisterNameMessage.ts'
import { coinTypeOf } from '../internal/names/coinTypeOf.ts'
import { nameRequestFailure } from '../internal/names/nameRequestFailure.ts'
import { parseAccountName } from '../internal/names/parseAccountName.ts'
import { toChecksumAddress } from '../internal/names/toChecksumAddress.ts'
import { nameQueryKeys } from '../query/nameQueryKeys.ts'
import { fetchQuery, setQueryData } from '../query/queryCache.ts'
import { queryKeys } from '../query/queryKeys.ts'
import type { Identity } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { ProfileName } from '../types/names.ts'
import type { RouteEntry } from '../types/views.ts'
import { navigate } from './navigate.ts'
import { signMessage } from './signMessage.ts'

export interface RegisterAccountNameParameters {
  /** The label ('alice') or the full name in the project's zone, as typed (any case). */
  name: string
}

/** The registered name's record, as the server answered it. */
export type RegisterAccountNameReturnType = ProfileName

/**
 * Before anything is signed: `InvalidAccountNameError` (a spec §5 rule, or a chain id at or
 * above 2147483648), `NamesUnavailableError` (no names zone), `NameAccountNotFoundError` ('Address
 * or auth connector not found'), `NetworkNotFoundError` ('Network not found'). From the wallet:
 * a refusal or its code's class. From the server: `NameRegistrationError` (its reason, else
 * 'Error registering name {name}').
 */
export type RegisterAccountNameErrorType =
  | InvalidAccountNameErrorType
  | NamesUnavailableErrorType
  | NameAccountNotFoundErrorType
  | NetworkNotFoundErrorType
  | UserRejectedRequestErrorType
  | WalletCodeErrorType
  | NameRegistrationErrorType
  | AdapterErrorType

/**
 * Registers an account name for the connected EVM account (spec §4, issue #32's names
 * contract): checks the name's rules and the network's chain id first, builds the contract's
 * message, has the connected wallet sign it (the kit's sign-message path: an injected wallet,
 * WalletConnect, or the embedded wallet's Approve view), and posts it
 * (`POST /v1/profile/account`). On success the account's `profileName` is the name at once, the
 * identity is asked again, and the modal goes to RegisterAccountNameSuccess; on failure it
 * returns to RegisterAccountName with the error (`data.registerNameError`), and it rejects.
 *
 * @example
 * await registerAccountName(config, { name: 'alice' })
 * config.stores.account.getState().namespaces.eip155?.profileName // 'alice.portico.id'
 */
export async function registerAccountName(
  config: PorticoConfig,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const { stores } = config
  const zone = stores.features.getState().nameZone
  const typed = parameters.name.trim().toLowerCase()
  try {
    if (!zone) throw new NamesUnavailableError({ details: 'The project has no names zone' })
    const parsed = parseAccountName(parameters.name, zone)
    if ('code' in parsed) throw new InvalidAccountNameError(parsed.code)
    const connection = stores.connection.getState().namespaces.eip155
    const address = stores.account.getState().namespaces.eip155?.address
    if (connection?.status !== 'connected' || !connection.connectorId || !address)
      throw new NameAccountNotFoundError({ details: 'No EVM account is connected' })
    const network = stores.network.getState().namespaces.eip155?.caipNetwork
    if (!network || typeof network.id !== 'number') throw new NetworkNotFoundError()
    if (network.id >= ACCOUNT_NAME_MAX_CHAIN_ID || network.id < 1)
      throw new InvalidAccountNameError('CHAIN_ID_TOO_LARGE', {
        details: `Chain id ${network.id}: its coin type would overflow`,
      })

    const coinType = coinTypeOf(network.id)
    const checksummed = toChecksumAddress(address)
    const message = buildRegisterNameMessage({
      name: parsed.name,
      address: checksummed,
      coinType,
      projectId: config.options.projectId,
      issuedAt: new Date().toISOString(),
    })
    const signature = await signMessage(config, { message, namespace: 'eip155' })
    let profile: ProfileName
    try {
      profile = await config.api.blockchain.registerProfileName({
        coin_type: coinType,
        address: checksummed,
        message,
        signature,
      })
    } catch (error) {
      throw new NameRegistrationError(parsed.name, nameRequestFailure(error))
    }

    // The account goes by its name at once; the identity is then asked again.
    if (stores.account.getState().namespaces.eip155?.address === address)
      updateNamespaceState(stores.account, 'eip155', { profileName: profile.name })
    const { queries } = config.internal
    setQueryData<Identity>(queries, queryKeys.identity(address), (identity) => ({
      ...identity,
      name: profile.name,
    }))
    setQueryData<ProfileName[]>(queries, nameQueryKeys.profileNames(address, zone), (names) => [
      ...names.filter((each) => each.name !== profile.name),
      profile,
    ])
    // Asked again past its 5-minute cache; a server whose identity does not know the name yet
    // must not hide it again.
    void fetchQuery(queries, {
      key: queryKeys.identity(address),
      staleMs: IDENTITY_CACHE_MS,
      force: true,
      query: (signal) => {
        const key = address.toLowerCase()
        return config.api.blockchain.getIdentity(key, { sender: key }, { signal })
      },
    }).then(
      (identity) => {
        if (stores.account.getState().namespaces.eip155?.address !== address) return
        updateNamespaceState(stores.account, 'eip155', {
          profileName: identity.name ?? profile.name,
          ...(identity.avatar ? { profileImage: identity.avatar } : {}),
        })
      },
      () => undefined,
    )
    showOutcome(config, { view: 'RegisterAccountNameSuccess', data: { accountName: profile.name } })
    return profile
  } catch (caught) {
    const error = toPorticoError(caught)
    const data = { accountName: typed, registerNameError: error.message }
    if (!showOutcome(config, { view: 'RegisterAccountName', data }) && stores.modal.getState().open)
      navigate(config, 'RegisterAccountName', data)
    throw error
  }
}

/**
 * Puts the outcome in place of the RegisterAccountName view it came from: the top view, or the
 * one under the embedded wallet's Approve view (which then no longer needs popping). False when
 * the visitor left it meanwhile.
 */
function showOutcome(config: PorticoConfig, entry: RouteEntry): boolean {
  const { history } = config.stores.router.getState()
  const top = history.length - 1
  const index =
    history[top]?.view === 'RegisterAccountName'
      ? top
      : history[top]?.view === 'ApproveTransaction' &&
          history[top - 1]?.view === 'RegisterAccountName'
        ? top - 1
        : -1
  if (index === -1) return false
  setRouterHistory(config, [...history.slice(0, index), entry])
  return true
}
