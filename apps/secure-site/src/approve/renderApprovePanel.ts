import type { ApprovalDetails } from './approvalDetails.ts'
import { methodTitle } from './methodTitle.ts'
import { renderApprovalDetails } from './renderApprovalDetails.ts'

export interface RenderApprovePanelParameters {
  details: ApprovalDetails
  /** The verified origin of the page that asks (the frame's parent origin). */
  origin: string
  /** The name the page gave itself (APP_SYNC_DAPP_DATA), if any: never the heading. */
  dappName: string | undefined
}

export interface ApprovePanel {
  /** `main.approve`: header, details, and `footer` (empty, for the caller's buttons). */
  panel: HTMLElement
  footer: HTMLElement
  /** Shows another self-chosen name (or none) in the panel already shown. */
  setDappName(name: string | undefined): void
}

/**
 * The host of an origin, as the approve view's heading: `https://app.example:8443` →
 * `app.example:8443`.
 *
 * @example
 * originHost('http://127.0.0.1:5173') // '127.0.0.1:5173'
 */
export function originHost(origin: string): string {
  try {
    return new URL(origin).host || origin
  } catch {
    return origin
  }
}

/**
 * The approve view's panel, the same in the frame and in the approve popup: the verified host
 * of the asking page as the heading, the name the page gave itself only below it and labelled
 * as its claim ("calls itself “…”"), the request in words, and its details. The caller fills
 * the footer with its buttons.
 *
 * @example
 * const { panel, footer } = renderApprovePanel(document, { details, origin: parentOrigin, dappName })
 * footer.append(rejectButton, approveButton)
 */
export function renderApprovePanel(
  document: Document,
  parameters: RenderApprovePanelParameters,
): ApprovePanel {
  const panel = document.createElement('main')
  panel.className = 'approve'
  panel.dataset.state = 'open'
  panel.setAttribute('aria-labelledby', 'approve-host approve-title')

  const header = document.createElement('header')
  header.className = 'approve__header'
  const host = document.createElement('h1')
  host.id = 'approve-host'
  host.className = 'approve__host'
  host.textContent = originHost(parameters.origin)
  const claim = document.createElement('p')
  claim.className = 'approve__claim'
  const name = document.createElement('span')
  name.className = 'approve__dapp'
  claim.append('calls itself “', name, '”')
  const title = document.createElement('p')
  title.id = 'approve-title'
  title.className = 'approve__title'
  title.textContent = methodTitle(parameters.details)
  header.append(host, claim, title)

  const body = document.createElement('section')
  body.className = 'approve__body'
  body.setAttribute('aria-label', 'Request details')
  body.append(renderApprovalDetails(document, parameters.details))

  const footer = document.createElement('footer')
  footer.className = 'approve__actions'
  panel.append(header, body, footer)

  function setDappName(value: string | undefined): void {
    const trimmed = value?.trim()
    name.textContent = trimmed ?? ''
    claim.hidden = !trimmed
  }
  setDappName(parameters.dappName)

  return { panel, footer, setDappName }
}
