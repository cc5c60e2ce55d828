import type { TokenBalance } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'
import { getSendTokens } from './getSendTokens.ts'
import { resetSend } from './resetSend.ts'
import { setSendAmount } from './setSendAmount.ts'
import { setSendToken } from './setSendToken.ts'

/**
 * Keeps the Send form's token in step with the account while the form is open (spec §2 Send,
 * §3 Send state), and returns the function that stops it:
 * - a confirmed transfer's result belongs to the last send: the form starts afresh;
 * - the picked token is replaced by its new entry when the balances were read again (openSend
 *   forces a read, a transfer refreshes them), so the amount is checked against what the
 *   account holds now;
 * - with no token picked, the network's native currency (listed first) is picked; with none to
 *   pick, the form still works out the first rule it breaks.
 *
 * @example
 * const stop = followSendToken(config) // SendView does this while it is shown
 */
export function followSendToken(config: PorticoConfig): () => void {
  const { stores } = config
  if (stores.send.getState().transfer?.status === 'confirmed') resetSend(config)
  const sync = () => {
    const tokens = getSendTokens(config)
    const state = stores.send.getState()
    const picked = state.token
    if (picked) {
      const fresh = tokens.find((token) => sameToken(token, picked))
      if (fresh && !sameHolding(fresh, picked)) setSendToken(config, fresh)
      return
    }
    const first = tokens[0]
    if (first) setSendToken(config, first)
    else if (!state.validation) setSendAmount(config, state.amountInput ?? '')
  }
  sync()
  // The balances, the network and the active chain family decide the list.
  const stops = [stores.account, stores.network, stores.connection].map((store) =>
    store.subscribe(sync),
  )
  return () => {
    for (const stop of stops) stop()
  }
}

/** One token of one chain, whatever its balance: chain, contract (or native) and symbol. */
function sameToken(a: TokenBalance, b: TokenBalance): boolean {
  return a.chainId === b.chainId && a.address === b.address && a.symbol === b.symbol
}

/** Whether two entries of one token say the same about it (balance, decimals, price, icon). */
function sameHolding(a: TokenBalance, b: TokenBalance): boolean {
  return (
    a.quantity.numeric === b.quantity.numeric &&
    a.quantity.decimals === b.quantity.decimals &&
    a.price === b.price &&
    a.iconUrl === b.iconUrl
  )
}
