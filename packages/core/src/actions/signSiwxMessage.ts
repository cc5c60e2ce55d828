import { ALERTS } from '../alerts/alertCatalogue.ts'
import { NotConnectedError, type NotConnectedErrorType } from '../errors/connection.ts'
import { SiwxSignError, type SiwxSignErrorType } from '../errors/siwx.ts'
import { isUnverifiedDomainError } from '../internal/errors/isUnverifiedDomainError.ts'
import { emitEvent } from '../internal/project/emitEvent.ts'
import { setSiwxAccount, setSiwxPrompt } from '../internal/siwx/setSiwxState.ts'
import { showNextSiwxPrompt, showSiwxPrompt } from '../internal/siwx/showSiwxPrompt.ts'
import { isSameSiwxAccount, siwxAccount } from '../internal/siwx/siwxAccount.ts'
import { siwxEventProperties } from '../internal/siwx/siwxEventProperties.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SiwxMessageData, SiwxSession } from '../types/siwx.ts'
import { formatSiwxMessage } from '../utils/formatSiwxMessage.ts'
import { closeModal } from './closeModal.ts'
import { showAlert } from './showAlert.ts'
import { showSnackbar } from './showSnackbar.ts'
import { signMessage } from './signMessage.ts'

export interface SignSiwxMessageParameters {
  /** Default: the namespace SIWXSignMessage asks for, else the active one. */
  namespace?: ChainNamespace
}

/** The session `addSession` stored. */
export type SignSiwxMessageReturnType = SiwxSession

/**
 * `SiwxSignError` ('Error signing message', the wallet's or `addSession`'s error as `cause`),
 * or `NotConnectedError` when the namespace has no account on a listed network.
 */
export type SignSiwxMessageErrorType = SiwxSignErrorType | NotConnectedErrorType

/**
 * Signs the account in (spec §4 SIWX, SIWXSignMessage's Sign): the message `createMessage`
 * prepared (a fresh one after a failed try) → `formatSiwxMessage` → the namespace's wallet signs
 * it (EVM personal_sign hex, Solana base58, Bitcoin BIP-322 base64) → `addSession`. Success
 * reports SIWX_AUTH_SUCCESS `{ network, isSmartAccount }` and closes the sign view. A refusal
 * (wallet or `addSession`) shows 'Error signing message' (the 'Unverified Domain' alert instead
 * when the Portico server refused a message made for another domain), reports SIWX_AUTH_ERROR
 * `{ network, isSmartAccount, message }`, (re)opens the sign view and rejects.
 *
 * @example
 * const session = await signSiwxMessage(config)
 * session.data.chainId // 'eip155:1'
 */
export async function signSiwxMessage(
  config: PorticoConfig,
  parameters: SignSiwxMessageParameters = {},
): Promise<SignSiwxMessageReturnType> {
  const { stores } = config
  const siwx = config.options.siwx
  if (!siwx) throw new SiwxSignError({ details: 'The `siwx` option is not set' })
  const namespace =
    parameters.namespace ??
    stores.siwx.getState().prompt?.namespace ??
    stores.connection.getState().activeNamespace
  const account = siwxAccount(config, namespace)
  if (!account)
    throw new NotConnectedError({ details: `No account on a listed network in ${namespace}` })
  const isPromptFor = () => stores.siwx.getState().prompt?.namespace === namespace
  if (isPromptFor()) setSiwxPrompt(config, { signing: true, error: undefined })

  let session: SiwxSession
  try {
    const data =
      takePreparedMessage(config, namespace) ??
      (await siwx.createMessage({
        accountAddress: account.address,
        chainId: account.caipNetworkId,
      }))
    const message = formatSiwxMessage(data)
    const signature = await signMessage(config, { message, namespace })
    session = { data, message, signature }
    await siwx.addSession(session)
  } catch (error) {
    const failure = new SiwxSignError({ cause: error })
    // The account went away meanwhile (disconnect, another account): nothing left to ask.
    if (!isSameSiwxAccount(siwxAccount(config, namespace), account)) throw failure
    // The server refused a message made for another domain: the alert says so (spec §8).
    if (isUnverifiedDomainError(error)) showAlert(config, ALERTS.UNVERIFIED_DOMAIN)
    else showSnackbar(config, { variant: 'error', message: failure.message })
    emitEvent(config, 'SIWX_AUTH_ERROR', siwxEventProperties(account, error))
    const record = stores.siwx.getState().namespaces[namespace]
    if (record?.status !== 'signedIn')
      setSiwxAccount(config, namespace, {
        caipNetworkId: account.caipNetworkId,
        address: account.address,
        status: 'none',
      })
    if (showSiwxPrompt(config, namespace))
      setSiwxPrompt(config, { signing: false, error: failure.message })
    throw failure
  }

  if (isSameSiwxAccount(siwxAccount(config, namespace), account))
    setSiwxAccount(config, namespace, {
      caipNetworkId: account.caipNetworkId,
      address: account.address,
      status: 'signedIn',
      session,
    })
  emitEvent(config, 'SIWX_AUTH_SUCCESS', siwxEventProperties(account))
  if (isPromptFor()) {
    setSiwxPrompt(config, undefined)
    closeModal(config)
  }
  showNextSiwxPrompt(config)
  return session
}

/** The message prepared while checking, used once: its nonce is spent by the try. */
function takePreparedMessage(
  config: PorticoConfig,
  namespace: ChainNamespace,
): SiwxMessageData | undefined {
  const record = config.stores.siwx.getState().namespaces[namespace]
  const account = siwxAccount(config, namespace)
  if (!record?.message || !isSameSiwxAccount(record, account)) return undefined
  setSiwxAccount(config, namespace, { ...record, message: undefined })
  return record.message
}
