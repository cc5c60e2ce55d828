export interface SpinnerProps {
  /** Pixel size of the ring. */
  size?: number
  /** Read out by screen readers; omit when the surrounding text already says it is busy. */
  label?: string
}

/**
 * A small rotating ring in the current text colour.
 *
 * @example
 * <Spinner size={16} label="Loading wallets" />
 */
export function Spinner({ size = 20, label }: SpinnerProps) {
  const style = { width: size, height: size }
  if (!label) return <span className="spinner" style={style} aria-hidden="true" />
  return <span className="spinner" style={style} role="status" aria-label={label} />
}
