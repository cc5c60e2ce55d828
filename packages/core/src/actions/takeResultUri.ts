import type { PorticoConfig } from '../types/config.ts'

/**
 * The `result_uri` a Telegram mini-app was reopened with (spec §2), once: `startConfig` reads
 * it and removes it from the address bar; the flow that started outside (a social sign-in, a
 * wallet) takes it here to finish.
 *
 * @example
 * const resultUri = takeResultUri(config) // 'https://…' or undefined
 */
export function takeResultUri(config: PorticoConfig): string | undefined {
  const { resultUri } = config.internal
  config.internal.resultUri = undefined
  return resultUri
}
