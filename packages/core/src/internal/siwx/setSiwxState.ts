import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SiwxAccountState, SiwxState } from '../../types/state.ts'

/** Replaces (or, with undefined, removes) the sign-in record of one namespace. */
export function setSiwxAccount(
  config: PorticoConfig,
  namespace: ChainNamespace,
  record: SiwxAccountState | undefined,
): void {
  config.stores.siwx.setState((state) => {
    const namespaces = { ...state.namespaces }
    if (record) namespaces[namespace] = record
    else delete namespaces[namespace]
    return { namespaces }
  })
}

/** Merges into SIWXSignMessage's flow; `undefined` ends it. */
export function setSiwxPrompt(
  config: PorticoConfig,
  prompt: Partial<NonNullable<SiwxState['prompt']>> | undefined,
): void {
  config.stores.siwx.setState((state) => {
    if (prompt === undefined) return { prompt: undefined }
    const current = state.prompt
    const namespace = prompt.namespace ?? current?.namespace
    if (!namespace) return {}
    return { prompt: { signing: false, ...current, ...prompt, namespace } }
  })
}
