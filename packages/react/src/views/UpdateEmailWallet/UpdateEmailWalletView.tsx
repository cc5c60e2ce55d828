import { submitEmailUpdateOtp, truncateEmail, updateEmail } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { CodeForm } from '../../components/CodeForm.tsx'
import { formStyles } from '../../components/formStyles.ts'
import { TextField } from '../../components/TextField.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { translateRich } from '../../i18n/translateRich.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'

/**
 * Changing the embedded wallet's e-mail (spec §2 UpdateEmailWallet, §4): the new address, the
 * code sent to the current address, then the code sent to the new one.
 */
export function UpdateEmailWalletView() {
  useStyleSheet(formStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const update = useStoreState(config.stores.auth, (state) => state.update)
  const current = useStoreState(config.stores.connection, (state) => {
    const namespace = state.activeNamespace
    return state.namespaces[namespace]?.connection?.auth?.email
  })
  const [email, setEmail] = useState('')
  if (!update) return <p className="note muted">{t('connect.updateEmail.none')}</p>

  if (update.step === 'email') {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      updateEmail(config, { email }).catch(() => undefined)
    }
    return (
      <form className="email-form" onSubmit={submit} noValidate>
        {current ? (
          <p className="muted">
            {translateRich(t, 'connect.updateEmail.current', {
              email: <strong dir="ltr">{truncateEmail(current)}</strong>,
            })}
          </p>
        ) : null}
        <TextField
          label={t('connect.updateEmail.newLabel')}
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={update.error && translateError(t, update.error)}
          data-testid="new-email-input"
        />
        <Button type="submit" variant="primary" block loading={update.busy} disabled={update.busy}>
          {t('connect.continue')}
        </Button>
      </form>
    )
  }

  // Without the current address at hand, CodeForm says 'your current e-mail'.
  const sentTo = update.step === 'primary' ? current : update.email
  return (
    <CodeForm
      // A fresh field per step: the first code must not stay in the second.
      key={update.step}
      sentTo={sentTo === undefined ? undefined : truncateEmail(sentTo)}
      busy={update.busy}
      error={update.error && translateError(t, update.error)}
      sentAt={update.sentAt}
      onSubmit={(otp) => submitEmailUpdateOtp(config, { otp }).catch(() => undefined)}
    />
  )
}
