import { connectSocial } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { DeviceApprovalWait } from '../../components/DeviceApprovalWait.tsx'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'

/**
 * A social sign-in under way (spec §2 ConnectingSocial, §4): the provider's badge, "Log in with
 * Google" and what to do ("Connect in the provider's window"), then "Signing you in…" once the
 * provider answered. When the account's e-mail must approve this site first (an existing account
 * on a new device or site), the e-mail sign-in's waiting block says an e-mail went out. A failure ('Popup closed', 'Failed to initiate social connection', 'Failed
 * to connect', …) is shown with "Try again", which opens the window anew in that click. Back
 * (the header's) cancels: core closes the window.
 */
export function ConnectingSocialView() {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const social = useStoreState(config.stores.auth, (state) => state.social)
  if (!social) return <p className="note muted">{t('connect.social.none')}</p>

  const provider = socialProviderName(social.provider)
  if (social.status === 'device')
    return (
      <DeviceApprovalWait testId="social-device-approval" title={t('connect.social.device.title')}>
        {t('connect.social.device.body', { provider })}
      </DeviceApprovalWait>
    )

  const failed = social.status === 'error'
  const retry = () => {
    // The error, if any, comes back through the store.
    connectSocial(config, { provider: social.provider }).catch(() => undefined)
  }
  return (
    <div className="center" data-testid="connecting-social" data-state={social.status}>
      <span className="connecting-image" data-state={failed ? 'error' : 'pending'}>
        <SocialIcon provider={social.provider} size={56} />
      </span>
      <p className="center-title">{t('connect.social.logInWith', { provider })}</p>
      {failed ? (
        <>
          <p className="error-text" role="alert">
            {translateError(t, social.error)}
          </p>
          <Button variant="primary" onClick={retry}>
            {t('connect.tryAgain')}
          </Button>
        </>
      ) : (
        <p className="muted" role="status">
          {social.status === 'connecting'
            ? t('connect.social.signingIn')
            : t('connect.social.inWindow')}
        </p>
      )}
    </div>
  )
}
