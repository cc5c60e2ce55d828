import { porticoSignIn, type SiwxConfig } from '@portico/core'
import type { DemoSettings } from './settings.ts'
import type { SiwxMode } from './siwxMode.ts'

/**
 * The demo's sign-in with wallet: the Portico server's sessions. Loaded only when the page asks
 * for sign-in (`?siwx=`), so the usual demo does not carry it.
 *
 * @example
 * const siwx = createDemoSignIn(settings, 'required')
 */
export function createDemoSignIn(settings: DemoSettings, mode: SiwxMode): SiwxConfig {
  return porticoSignIn({
    projectId: settings.projectId,
    apiUrl: settings.apiUrl,
    statement: 'Sign in to the Portico demo',
    required: mode === 'required',
  })
}
