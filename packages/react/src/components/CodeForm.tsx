import { EMAIL_RESEND_DELAY_MS } from '@portico/core'
import { type FormEvent, useEffect, useState } from 'react'
import { translateRich } from '../i18n/translateRich.tsx'
import { useI18n } from '../i18n/useI18n.ts'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { Button } from './Button.tsx'
import { formStyles } from './formStyles.ts'
import { TextField } from './TextField.tsx'

export interface CodeFormProps {
  /** Where the code went, as shown (already truncated); undefined: the current e-mail. */
  sentTo: string | undefined
  busy: boolean
  error?: string
  /** When the code was sent, for the resend countdown (spec §9: 30 s). */
  sentAt?: number
  onSubmit: (code: string) => void
  onResend?: () => void
}

/**
 * The one-time-code step of the e-mail flows: the code field, Continue, and Resend (disabled with
 * a countdown for 30 s after a send; the server's rate check says the same if asked sooner).
 *
 * @example
 * <CodeForm sentTo="ada@example.com" busy={false} onSubmit={(code) => submit(code)} />
 */
export function CodeForm({ sentTo, busy, error, sentAt, onSubmit, onResend }: CodeFormProps) {
  useStyleSheet(formStyles)
  const { t, locale } = useI18n()
  const [code, setCode] = useState('')
  const wait = useResendWait(sentAt)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(code)
  }
  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <p className="muted">
        {sentTo === undefined
          ? t('connect.code.sentToCurrent')
          : translateRich(t, 'connect.code.sentTo', {
              // An address is never reordered by a right-to-left sentence around it.
              email: <strong dir="ltr">{sentTo}</strong>,
            })}
      </p>
      <TextField
        label={t('connect.code.label')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={64}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        data-testid="otp-input"
      />
      <Button type="submit" variant="primary" block loading={busy} disabled={busy}>
        {t('connect.continue')}
      </Button>
      {onResend ? (
        <Button size="small" block disabled={busy || wait > 0} onClick={onResend}>
          {wait > 0
            ? t('connect.code.resendIn', { seconds: new Intl.NumberFormat(locale).format(wait) })
            : t('connect.code.resend')}
        </Button>
      ) : null}
    </form>
  )
}

/** Whole seconds until a resend is allowed, ticking down. */
function useResendWait(sentAt: number | undefined): number {
  const left = () =>
    sentAt === undefined
      ? 0
      : Math.max(0, Math.ceil((sentAt + EMAIL_RESEND_DELAY_MS - Date.now()) / 1000))
  const [wait, setWait] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` only reads sentAt.
  useEffect(() => {
    setWait(left())
    if (sentAt === undefined) return
    const timer = setInterval(() => {
      const next = left()
      setWait(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [sentAt])
  return wait
}
