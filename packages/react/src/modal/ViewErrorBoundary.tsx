import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { AlertIcon } from '../components/icons.tsx'
import { I18nContext } from '../i18n/I18nContext.ts'

export interface ViewErrorBoundaryProps {
  children: ReactNode
  /** A caught error is cleared (the view rendered again) when this changes. */
  retryKey?: unknown
}

interface ViewErrorBoundaryState {
  error: Error | undefined
}

/**
 * Catches a view that throws (or whose chunk fails to load), so one broken view shows an error
 * with a retry instead of taking the host page down with it. Re-keyed per view by the modal.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, ViewErrorBoundaryState> {
  static override contextType = I18nContext
  declare context: ContextType<typeof I18nContext>
  override state: ViewErrorBoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): ViewErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidUpdate(previous: ViewErrorBoundaryProps) {
    if (this.state.error && previous.retryKey !== this.props.retryKey)
      this.setState({ error: undefined })
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[portico] a modal view failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    // Under the modal's shell, which renders once its messages are loaded.
    const t = this.context?.t
    if (!t) return null
    return (
      <div className="center" role="alert">
        <AlertIcon width={32} height={32} />
        <p className="center-title">{t('viewError.title')}</p>
        <p className="muted">{t('viewError.body')}</p>
        <Button variant="primary" onClick={() => this.setState({ error: undefined })}>
          {t('viewError.retry')}
        </Button>
      </div>
    )
  }
}
