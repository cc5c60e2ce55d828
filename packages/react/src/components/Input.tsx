import type { InputHTMLAttributes } from 'react'
import { SearchIcon } from './icons.tsx'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The accessible name (the placeholder is not one). */
  label: string
}

/**
 * A search field with a leading icon.
 *
 * @example
 * <Input label="Search wallets" value={query} onChange={(e) => setQuery(e.target.value)} />
 */
export function Input({ label, className, ...props }: InputProps) {
  return (
    <div className="field">
      <SearchIcon />
      <input
        className={className ? `input ${className}` : 'input'}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        {...props}
      />
    </div>
  )
}
