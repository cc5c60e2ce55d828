import { formatSocialUsername, startEmailUpdate, truncateEmail } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'

/**
 * The e-mail an embedded wallet signed in with (over 30 characters shows 27 plus dots, spec
 * §5), and the way to change it (UpdateEmailWallet). After a social sign-in: the provider and
 * the name (a Discord name without its legacy trailing 0, spec §5) or e-mail it gave, with no
 * change (the provider owns that e-mail). Nothing for other wallets.
 */
export function EmailRow({ namespace }: { namespace: string }) {
  const config = usePorticoConfig()
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
          {`Signed in with ${socialProviderName(provider)}`}
          {who ? ` as ${truncateEmail(who)}` : ''}
        </p>
      </div>
    )
  }
  const email = auth?.email
  if (!email) return null
  return (
    <div className="email-row">
      <p className="muted" title={email} data-testid="account-email">
        {truncateEmail(email)}
      </p>
      <Button size="small" onClick={() => startEmailUpdate(config)}>
        Change e-mail
      </Button>
    </div>
  )
}
