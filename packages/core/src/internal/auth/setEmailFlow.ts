import type { PorticoConfig } from '../../types/config.ts'
import type { EmailFlowState } from '../../types/state.ts'

/** Merges into the sign-in (`login`) or change (`update`) flow; `undefined` ends it. */
export function setEmailFlow(
  config: PorticoConfig,
  flow: 'login' | 'update',
  patch: Partial<EmailFlowState> | undefined,
): void {
  const { auth } = config.stores
  if (patch === undefined) {
    auth.setState({ [flow]: undefined })
    return
  }
  const current = auth.getState()[flow]
  const next = { ...current, ...patch } as EmailFlowState
  auth.setState({ [flow]: next })
}
