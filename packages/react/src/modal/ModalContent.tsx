import { autoDismissSnackbar, closeModal, dismissAlert, goBack } from '@portico/core'
import { useEffect } from 'react'
import { AlertBanner } from '../components/AlertBanner.tsx'
import { Header } from '../components/Header.tsx'
import { Snackbar } from '../components/Snackbar.tsx'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { useStoreState } from '../hooks/useStoreState.ts'
import { useI18n } from '../i18n/useI18n.ts'
import { LoadedView } from './LoadedView.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { viewTitle } from './viewTitle.ts'

export interface ModalContentProps {
  titleId: string
  mode: 'overlay' | 'embedded'
  /** False while rendered ahead of the first open, hidden (useConnectPrerender). */
  shown: boolean
}

/** Header, alert banner, the current view of the router, and the snackbar. */
export function ModalContent({ titleId, mode, shown }: ModalContentProps) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  const view = useStoreState(config.stores.router, (state) => state.view)
  const data = useStoreState(config.stores.router, (state) => state.data)
  const depth = useStoreState(config.stores.router, (state) => state.history.length)
  const alert = useStoreState(config.stores.alerts, (state) => state.alert)
  const snackbar = useStoreState(config.stores.snackbar, (state) => state.snackbar)
  // While the modal shows, success and error snackbars hide themselves (core's rule).
  useEffect(() => (shown ? autoDismissSnackbar(config) : undefined), [config, shown])
  // Spec §4: a required sign-in offers no way out but Sign or Cancel (closeModal refuses too).
  const locked = view === 'SIWXSignMessage' && config.options.siwx?.getRequired?.() === true

  // Rendered ahead, hidden, only Connect: another view's effects may start a flow (a pairing).
  if (!shown && view !== 'Connect') return null
  return (
    <>
      <Header
        title={viewTitle(t, view, data)}
        titleId={titleId}
        onBack={depth > 1 && !locked ? () => goBack(config) : undefined}
        onClose={mode === 'overlay' && !locked ? () => closeModal(config) : undefined}
      />
      {alert ? <AlertBanner alert={alert} onDismiss={() => dismissAlert(config)} /> : null}
      <div className="body" data-view={view}>
        {/* Built ahead and failed, the view gets a new try as the modal opens. */}
        <ViewErrorBoundary key={view} retryKey={shown}>
          <LoadedView view={view} />
        </ViewErrorBoundary>
      </div>
      <Snackbar snackbar={snackbar} />
    </>
  )
}
