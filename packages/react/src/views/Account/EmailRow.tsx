import { formatSocialUsername, startEmailUpdate, truncateEmail } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'

/**
 * The e-mail an embedded wallet signed in with (over 30 characters shows 27 plus dots, spec
 * §5), and the way to change it (UpdateEmailWallet). After a social sign-in: the provider and
 * the name (a Discord name without its legacy trailing 0, spec §5) or e-mail it gave, with no
 * change (the provider owns that e-mail). Nothing for other wallets.
 */
export function EmailRow({ namespace }: { namespace: string }) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const auth = useStoreState(config.stores.connection, (state) => {
    const entry = state.namespaces[namespace as keyof typeof state.namespaces]
    return entry?.connection?.auth
  })
  const provider = useStoreState(config.stores.account, (state) => {
    const entry = state.namespaces[namespace as keyof typeof state.namespaces]
    return entry?.socialProvider
  })
  if (provider && auth) {
    const who = auth.username ? formatSocialUsername(provider, auth.username) : auth.email
    return (
      <div className="email-row">
        <p className="muted" data-testid="account-social">
          {who
            ? translateRich(
                t,
                'account.email.signedInAs',
                // A name or e-mail is isolated: a right-to-left sentence never reorders it.
                { name: <bdi>{truncateEmail(who)}</bdi> },
                { provider: socialProviderName(provider) },
              )
            : t('account.email.signedInWith', { provider: socialProviderName(provider) })}
        </p>
      </div>
    )
  }
  const email = auth?.email
  if (!email) return null
  return (
    <div className="email-row">
      <p className="muted" dir="ltr" title={email} data-testid="account-email">
        {truncateEmail(email)}
      </p>
      <Button size="small" onClick={() => startEmailUpdate(config)}>
        {t('account.email.change')}
      </Button>
    </div>
  )
}
