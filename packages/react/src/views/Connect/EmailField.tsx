import { connectEmail, preloadEmbeddedWallet } from '@portico/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { formStyles } from '../../components/formStyles.ts'
import { TextField } from '../../components/TextField.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'

export interface EmailFieldProps {
  /** An address given beforehand (an e-mail wallet button's): shown, its code asked for at once. */
  defaultEmail?: string | undefined
}

/**
 * The Connect view's e-mail sign-in (spec §1, §4): the visitor types an address and gets a
 * one-time code; EmailLogin shows it too when an e-mail wallet button opened it (with the
 * button's address, if it has one, already sent). The embedded wallet's frame starts loading
 * when the visitor points at or focuses the field: typing an address takes longer than the load,
 * and opening the modal stays free of it (measured: loading it on open cost the wallet list
 * ~35 ms, `npm run bench`).
 */
export function EmailField({ defaultEmail = '' }: EmailFieldProps = {}) {
  useStyleSheet(formStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const start = useStoreState(config.stores.auth, (state) => state.start)
  const [email, setEmail] = useState(defaultEmail)
  // Once per mount (strict mode's double effect must not send two codes); the error, if any
  // ('Invalid email address', a rate limit), shows under the field.
  const sentDefault = useRef(false)
  useEffect(() => {
    if (sentDefault.current || !defaultEmail || config.stores.auth.getState().login) return
    sentDefault.current = true
    connectEmail(config, { email: defaultEmail }).catch(() => undefined)
  }, [config, defaultEmail])

  const preload = () => preloadEmbeddedWallet(config)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The error is shown from the store.
    connectEmail(config, { email }).catch(() => undefined)
  }
  return (
    <form
      className="email-form"
      onSubmit={submit}
      onPointerEnter={preload}
      onFocus={preload}
      noValidate
      aria-label={t('connect.email.form')}
    >
      <TextField
        label={t('connect.email.label')}
        type="email"
        name="email"
        autoComplete="email"
        // An address reads left to right in every language.
        dir="ltr"
        placeholder={t('connect.email.placeholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={start.error && translateError(t, start.error)}
        data-testid="email-input"
      />
      <Button type="submit" variant="primary" block loading={start.busy} disabled={start.busy}>
        {t('connect.continue')}
      </Button>
    </form>
  )
}
