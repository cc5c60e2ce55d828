import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner.tsx'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger'
  size?: 'medium' | 'small'
  block?: boolean
  /** Shows a spinner before the label and marks the button busy. */
  loading?: boolean
  icon?: ReactNode
}

/**
 * The modal's button. Always a real `<button type="button">`, so it is keyboard-reachable and
 * has the accessible name of its text.
 *
 * @example
 * <Button variant="primary" block onClick={retry}>Try again</Button>
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  loading = false,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = [
    'btn',
    variant === 'primary' ? 'btn-primary' : variant === 'danger' ? 'btn-danger' : '',
    size === 'small' ? 'btn-small' : '',
    block ? 'btn-block' : '',
    className ?? '',
  ]
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  )
}
