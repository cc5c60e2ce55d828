import { checkSendBasics } from '../internal/send/checkSendBasics.ts'
import { getSendContext } from '../internal/send/getSendContext.ts'
import { INITIAL_SEND_STATE } from '../stores/createStores.ts'
import type { TokenBalance } from '../types/api.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendState } from '../types/send.ts'
import { fetchBalance } from './fetchBalance.ts'
import { getSendTokens } from './getSendTokens.ts'
import { navigate } from './navigate.ts'

export interface OpenSendParameters {
  /**
   * Picks this token (one of `getSendTokens`), e.g. from the Account view's token list.
   * Default: the first of `getSendTokens`, the network's native currency when held.
   */
  token?: TokenBalance
}

/**
 * Opens the Send view (pushed on the history unless it is the current view) on an empty form
 * (spec §3 Send state) with `token` picked, by default the first token held (native first).
 * `validation` says at once what is missing, or 'Unsupported chain' on a family that cannot send
 * (spec §5, §9: EVM and Solana). A transfer still under way is followed to its end all the same.
 * The balances are read again, past both caches: what the visitor holds now is what they pick
 * from (a deposit a moment ago would otherwise stay hidden for up to 30 s, spec §9).
 *
 * @example
 * openSend(config)
 * openSend(config, { token: pusd })
 */
export function openSend(config: PorticoConfig, parameters: OpenSendParameters = {}): void {
  // The usual choice, picked here rather than by the view after its first render (one render
  // less between the click and the painted form).
  const token = parameters.token ?? getSendTokens(config)[0]
  const form: SendState = { ...INITIAL_SEND_STATE, ...(token ? { token } : {}) }
  const validation = checkSendBasics(getSendContext(config), form)
  config.stores.send.setState({ ...form, validation }, true)
  if (config.stores.router.getState().view !== 'Send') navigate(config, 'Send')
  // fetchBalance reports its own failure (spec §8 snackbar); the form works from what is known.
  void fetchBalance(config, { force: true })
}
