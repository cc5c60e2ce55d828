import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string
  children: ReactNode
}

/**
 * A round, icon-only button (close, back, copy).
 *
 * @example
 * <IconButton label="Close" onClick={close}><CloseIcon /></IconButton>
 */
export function IconButton({ label, className, children, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-btn ${className}` : 'icon-btn'}
      aria-label={label}
      title={label}
      {...props}
    >
      {children}
    </button>
  )
}
