import { type InputHTMLAttributes, useId } from 'react'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { formStyles } from './formStyles.ts'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, also the input's accessible name. */
  label: string
  /** A message under the field; marks the input invalid. */
  error?: string
}

/**
 * A labelled text input with its error underneath (e-mail, one-time code).
 *
 * @example
 * <TextField label="E-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
 */
export function TextField({ label, error, className, ...props }: TextFieldProps) {
  useStyleSheet(formStyles)
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="text-field">
      <label className="text-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={className ? `input input-plain ${className}` : 'input input-plain'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={false}
        {...props}
      />
      {error ? (
        <p className="error-text" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
