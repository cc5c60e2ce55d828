import {
  ACCOUNT_NAME_CHECK_DEBOUNCE_MS,
  checkAccountName,
  fetchNameSuggestions,
  QueryCancelledError,
  registerAccountName,
} from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { namesStyles } from './namesStyles.ts'

/** What the view knows of the name typed: nothing yet, a broken rule, or the server's answer. */
type Check =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'checking'; name: string }
  | { state: 'available'; name: string }
  | { state: 'taken'; name: string; suggestions: readonly string[] }
  | { state: 'error'; message: string }

/** 'alice.portico.id' → 'alice' (what the field holds; the zone is shown beside it). */
const labelOf = (name: string, zone: string | undefined) =>
  zone && name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name

/**
 * RegisterAccountName (spec §2, §4): a field for the name's label with the project's zone beside
 * it; spec §5's rules are checked as the visitor types (core's `checkAccountName`), then, after a
 * short pause, whether the name is free (`fetchNameSuggestions`: 'available', or 'taken' with
 * free names to pick). Register signs the contract's message with the connected wallet and
 * registers it (`registerAccountName`), which goes on to RegisterAccountNameSuccess, or back here
 * with the server's reason (`data.registerNameError`).
 */
export function RegisterAccountNameView() {
  useStyleSheet(namesStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const zone = useStoreState(config.stores.features, (state) => state.nameZone)
  const data = useStoreState(config.stores.router, (state) => state.data)
  const [input, setInput] = useState(() => labelOf(data?.accountName ?? '', zone))
  const [check, setCheck] = useState<Check>({ state: 'idle' })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState(data?.registerNameError)
  const ids = { input: useId(), status: useId() }

  // A failed registration comes back through the route's data (core's, spec §4).
  useEffect(() => setFailure(data?.registerNameError), [data?.registerNameError])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `zone`: core's check reads it from the store; the name is checked again when it arrives (the remote config) or changes.
  useEffect(() => {
    if (!input.trim()) {
      setCheck({ state: 'idle' })
      return
    }
    const rule = checkAccountName(config, { name: input })
    if (!rule.valid) {
      setCheck({ state: 'invalid', message: rule.message })
      return
    }
    setCheck({ state: 'checking', name: rule.name })
    let current = true
    const timer = setTimeout(() => {
      fetchNameSuggestions(config, { name: input }).then(
        (answer) => {
          if (!current) return
          setCheck(
            answer.available
              ? { state: 'available', name: answer.name }
              : { state: 'taken', name: answer.name, suggestions: answer.suggestions },
          )
        },
        (error: unknown) => {
          // A newer lookup replaced this one: its answer is the one to show.
          if (!current || error instanceof QueryCancelledError) return
          setCheck({ state: 'error', message: (error as Error).message })
        },
      )
    }, ACCOUNT_NAME_CHECK_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [config, input, zone])

  const register = async () => {
    if (check.state !== 'available' || busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      await registerAccountName(config, { name: input })
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const status =
    check.state === 'invalid' || check.state === 'error'
      ? translateError(t, check.message)
      : check.state === 'checking'
        ? t('names.checking')
        : check.state === 'available'
          ? t('names.available', { name: check.name })
          : check.state === 'taken'
            ? t('names.taken', { name: check.name })
            : t('names.hint')

  return (
    <form
      className="names"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void register()
      }}
    >
      <label className="section-label" htmlFor={ids.input}>
        {t('names.field')}
      </label>
      {/* A name reads left to right in every language: the label, then its zone. */}
      <div
        className="names-field"
        dir="ltr"
        data-invalid={check.state === 'invalid' ? '' : undefined}
      >
        <input
          id={ids.input}
          className="names-input"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={80}
          value={input}
          aria-invalid={check.state === 'invalid' ? true : undefined}
          aria-describedby={ids.status}
          disabled={busy}
          onChange={(event) => {
            setInput(event.target.value)
            setFailure(undefined)
          }}
          data-testid="names-input"
        />
        {zone ? (
          <span className="names-zone" dir="ltr" aria-hidden="true" title={`.${zone}`}>
            .{zone}
          </span>
        ) : null}
      </div>
      <p
        className={check.state === 'idle' ? 'names-hint' : 'names-status'}
        id={ids.status}
        data-state={check.state}
        aria-live="polite"
        data-testid="names-status"
      >
        {status}
      </p>
      {check.state === 'taken' && check.suggestions.length > 0 ? (
        <div>
          <p className="names-note">{t('names.suggestions')}</p>
          <ul className="names-suggestions">
            {check.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="names-suggestion"
                  dir="ltr"
                  title={suggestion}
                  onClick={() => setInput(labelOf(suggestion, zone))}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <p className="names-error" role="alert" data-testid="names-error">
          {translateError(t, failure)}
        </p>
      ) : null}
      <p className="names-note">{t('names.signNote')}</p>
      <Button
        type="submit"
        variant="primary"
        block
        loading={busy}
        disabled={check.state !== 'available' || busy}
      >
        {t('names.register')}
      </Button>
    </form>
  )
}
