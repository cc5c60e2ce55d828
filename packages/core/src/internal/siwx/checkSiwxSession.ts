import { closeModal } from '../../actions/closeModal.ts'
import { disconnect } from '../../actions/disconnect.ts'
import { showSnackbar } from '../../actions/showSnackbar.ts'
import { SiwxInitError } from '../../errors/siwx.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { setRouterHistory } from '../modal/setRouterHistory.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { type BegunSiwxCheck, isCurrentSiwxCheck } from './beginSiwxCheck.ts'
import { setSiwxAccount, setSiwxPrompt } from './setSiwxState.ts'
import { showNextSiwxPrompt, showSiwxPrompt } from './showSiwxPrompt.ts'
import { siwxEventProperties } from './siwxEventProperties.ts'

/**
 * Spec §4 SIWX, the asking part of a check `beginSiwxCheck` started (see `requestSiwxCheck`):
 * asks `getSessions` for the namespace's account on its network; with none, prepares the
 * message (`createMessage`) and opens SIWXSignMessage. When either call throws, 'A problem
 * occurred while trying initialize authentication' shows, SIWX_AUTH_ERROR is reported, and the
 * namespace is disconnected back to Connect (spec §8). A check overtaken by a newer one or a
 * disconnect is dropped.
 */
export async function runSiwxCheck(
  config: PorticoConfig,
  namespace: ChainNamespace,
  { account, started }: BegunSiwxCheck,
): Promise<void> {
  const siwx = config.options.siwx
  if (!siwx) return
  const isCurrent = () => isCurrentSiwxCheck(config, namespace, started)

  try {
    const sessions = await siwx.getSessions(account.caipNetworkId, account.address)
    if (!isCurrent()) return
    if (sessions.length > 0) {
      setSiwxAccount(config, namespace, { ...started, status: 'signedIn', session: sessions[0] })
      dropStalePrompt(config, namespace)
      return
    }
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: account.caipNetworkId,
    })
    if (!isCurrent()) return
    setSiwxAccount(config, namespace, { ...started, status: 'none', message })
    showSiwxPrompt(config, namespace)
  } catch (error) {
    if (!isCurrent()) return
    console.warn(`[portico] could not check the ${namespace} sign-in`, error)
    const failure = new SiwxInitError({ cause: error })
    showSnackbar(config, { variant: 'error', message: failure.message })
    emitEvent(config, 'SIWX_AUTH_ERROR', siwxEventProperties(account, error))
    // Disconnecting clears this namespace's record and sign view (resetNamespace).
    await disconnect(config, { namespace, closeModal: false }).catch((cause: unknown) =>
      console.warn(`[portico] could not disconnect ${namespace}`, cause),
    )
    setRouterHistory(config, [{ view: 'Connect' }])
  }
}

/** The sign view was asking an account that no longer needs to: it goes, the next one may come. */
function dropStalePrompt(config: PorticoConfig, namespace: ChainNamespace): void {
  if (config.stores.siwx.getState().prompt?.namespace !== namespace) return
  setSiwxPrompt(config, undefined)
  if (config.stores.router.getState().view === 'SIWXSignMessage') closeModal(config)
  showNextSiwxPrompt(config)
}
