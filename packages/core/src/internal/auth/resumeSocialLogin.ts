import { showSnackbar } from '../../actions/showSnackbar.ts'
import { takeResultUri } from '../../actions/takeResultUri.ts'
import { PorticoError } from '../../errors/base.ts'
import { SocialConnectError } from '../../errors/social.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { findAuthAdapter } from '../connection/getAuthAdapter.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { finishSocialLogin } from './finishSocialLogin.ts'

/**
 * A Telegram mini-app reopened with the `result_uri` of a social sign-in (spec §2) finishes
 * that sign-in: the address must be the secure site's (its social callback), anything else is
 * left for the flow it belongs to. The frame is asked once it is ready; the account then
 * connects as after any social sign-in. A failure is reported (SOCIAL_LOGIN_ERROR) and shown
 * in the snackbar: no view is open to show it.
 */
export async function resumeSocialLogin(config: PorticoConfig): Promise<void> {
  const adapter = findAuthAdapter(config)
  const resultUri = config.internal.resultUri
  if (!adapter || resultUri === undefined) return
  if (originOf(resultUri) !== adapter.auth.secureSiteOrigin) return
  takeResultUri(config)

  const provider = config.storage.get(storageKeys.socialProvider)
  const properties = provider ? { provider } : {}
  emitEvent(config, 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties)
  try {
    await finishSocialLogin(config, { adapter, provider, resultUri })
    emitEvent(config, 'SOCIAL_LOGIN_SUCCESS', properties)
  } catch (error) {
    const failure = error instanceof PorticoError ? error : new SocialConnectError({ cause: error })
    emitEvent(config, 'SOCIAL_LOGIN_ERROR', { ...properties, message: failure.message })
    showSnackbar(config, { message: failure.message, variant: 'error' })
  }
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}
