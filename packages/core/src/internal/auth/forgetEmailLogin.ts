import { storageKeys } from '../../storage/storageKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'

/**
 * Spec §4: when the embedded wallet is no longer signed in, the cached login (e-mail or social
 * username) is deleted.
 */
export function forgetEmailLogin(config: PorticoConfig): void {
  config.storage.remove(storageKeys.email)
  config.storage.remove(storageKeys.lastEmailLoginTime)
  config.storage.remove(storageKeys.socialUsername)
}
