import { goBack } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/** Stands in for spec §2 views this version of the kit does not ship yet. */
export function UnavailableView() {
  const config = usePorticoConfig()
  return (
    <div className="center">
      <p className="center-title">Not available yet</p>
      <p className="muted">This way of connecting is not part of this version of the kit.</p>
      <Button variant="primary" onClick={() => goBack(config)}>
        Go back
      </Button>
    </div>
  )
}
