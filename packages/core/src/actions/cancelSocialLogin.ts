import type { PorticoConfig } from '../types/config.ts'

/**
 * Drops the social sign-in under way (closing the modal, or ConnectingSocial's back button): its
 * window closes and the kit stops watching it. Once the provider has answered, the sign-in
 * still completes; only the view forgets it.
 *
 * @example
 * cancelSocialLogin(config)
 */
export function cancelSocialLogin(config: PorticoConfig): void {
  const flow = config.internal.socialLogin
  config.internal.socialLogin = undefined
  flow?.cancel()
  if (config.stores.auth.getState().social) config.stores.auth.setState({ social: undefined })
}
