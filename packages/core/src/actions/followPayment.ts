import type { PorticoConfig } from '../types/config.ts'
import { estimatePayFee } from './estimatePayFee.ts'
import { loadPayExchanges } from './loadPayExchanges.ts'
import { loadPayToken } from './loadPayToken.ts'

/**
 * What the Pay view needs while it is shown (spec §2 Pay), and the function that stops it:
 * the payment's token and the exchanges it can be paid from are loaded, and the fee of paying
 * from the wallet is estimated again whenever what it depends on changes (the token read, the
 * wallet connected or not, its network, the payment back to idle).
 *
 * @example
 * const stop = followPayment(config) // PayView does this while it is shown
 */
export function followPayment(config: PorticoConfig): () => void {
  const { stores } = config
  void loadPayToken(config)
  void loadPayExchanges(config)
  let seen: string | undefined
  const sync = () => {
    const { request, token, status } = stores.pay.getState()
    const namespace = request?.network.chainNamespace ?? 'eip155'
    const connected = stores.connection.getState().namespaces[namespace]?.status === 'connected'
    const network = stores.network.getState().namespaces[namespace]?.caipNetwork?.caipNetworkId
    const ready = token.status === 'ready'
    // The estimate writes the pay store: only a change of what it depends on asks again.
    const now = `${ready}|${connected}|${network}|${status}`
    if (now === seen) return
    seen = now
    if (ready && status === 'idle') void estimatePayFee(config)
  }
  sync()
  const stops = [stores.pay, stores.connection, stores.network].map((store) =>
    store.subscribe(sync),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
