import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { AlertIcon } from '../components/icons.tsx'

export interface ViewErrorBoundaryProps {
  children: ReactNode
}

interface ViewErrorBoundaryState {
  error: Error | undefined
}

/**
 * Catches a view that throws (or whose chunk fails to load), so one broken view shows an error
 * with a retry instead of taking the host page down with it. Re-keyed per view by the modal.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, ViewErrorBoundaryState> {
  override state: ViewErrorBoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): ViewErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[portico] a modal view failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div className="center" role="alert">
        <AlertIcon width={32} height={32} />
        <p className="center-title">Something went wrong</p>
        <p className="muted">This part of the modal could not be shown.</p>
        <Button variant="primary" onClick={() => this.setState({ error: undefined })}>
          Try again
        </Button>
      </div>
    )
  }
}
