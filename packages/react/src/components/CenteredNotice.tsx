import type { ReactNode } from 'react'
import { Button } from './Button.tsx'

export interface CenteredNoticeProps {
  title: ReactNode
  /** The title reports a failure: announced at once (`role="alert"`). */
  alert?: boolean
  /** `data-testid` of the title. */
  titleTestId?: string
  /** A muted sentence under the title: why, or what to do. */
  detail?: ReactNode
  /** The one way on: 'Back to account', 'Try again'. */
  action: { label: string; onClick: () => void }
}

/**
 * A view that cannot show its form says why in the middle of the modal, with one button on
 * (a feature turned off, a network it does not serve, nothing to review yet, a list that failed).
 *
 * @example
 * <CenteredNotice title="Send is turned off" detail="…" action={{ label: 'Back to account', onClick: leave }} />
 */
export function CenteredNotice({ title, alert, titleTestId, detail, action }: CenteredNoticeProps) {
  return (
    <div className="center">
      <p className="center-title" role={alert ? 'alert' : undefined} data-testid={titleTestId}>
        {title}
      </p>
      {detail !== undefined ? <p className="muted">{detail}</p> : null}
      <Button variant="primary" onClick={action.onClick}>
        {action.label}
      </Button>
    </div>
  )
}
