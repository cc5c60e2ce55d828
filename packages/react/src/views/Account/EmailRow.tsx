import { startEmailUpdate, truncateEmail } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'

/**
 * The e-mail an embedded wallet signed in with (over 30 characters shows 27 plus dots, spec
 * §5), and the way to change it (UpdateEmailWallet). Nothing for other wallets.
 */
export function EmailRow({ namespace }: { namespace: string }) {
  const config = usePorticoConfig()
  const email = useStoreState(config.stores.connection, (state) => {
    const entry = state.namespaces[namespace as keyof typeof state.namespaces]
    return entry?.connection?.auth?.email
  })
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
