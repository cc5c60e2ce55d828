import { storageKeys } from '../../storage/storageKeys.ts'
import type { EmbeddedAccountType } from '../../types/auth.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * The account type an embedded-wallet sign-in asks for (spec §3, §6): the visitor's stored
 * preference for the namespace, else the kit's `defaultAccountTypes`. Only 'eoa' and
 * 'smartAccount' go to the wallet; any other default (Bitcoin's 'payment') sends none.
 */
export function signInAccountType(
  config: PorticoConfig,
  namespace: ChainNamespace,
): EmbeddedAccountType | undefined {
  const type =
    config.storage.get(storageKeys.preferredAccountTypes)?.[namespace] ??
    config.options.defaultAccountTypes[namespace]
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}
