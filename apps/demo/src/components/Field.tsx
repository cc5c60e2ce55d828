import type { ReactNode } from 'react'

export interface FieldProps {
  label: string
  testId: string
  children: ReactNode
  mono?: boolean
}

/** One label/value row of a panel. */
export function Field({ label, testId, children, mono = false }: FieldProps) {
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
