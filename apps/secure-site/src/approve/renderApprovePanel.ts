import { applyLocale } from '../i18n/applyLocale.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, foreign, translatePhrase } from '../i18n/phrase.ts'
import { isolatedElement, renderPhrase } from '../i18n/renderPhrase.ts'
import type { ApprovalDetails } from './approvalDetails.ts'
import { methodTitle } from './methodTitle.ts'
import { renderApprovalDetails } from './renderApprovalDetails.ts'
import { confirmationReasons } from './renderChainFacts.ts'

export interface RenderApprovePanelParameters {
  details: ApprovalDetails
  /** The verified origin of the page that asks (the frame's parent origin). */
  origin: string
  /** The name the page gave itself (APP_SYNC_DAPP_DATA), if any: never the heading. */
  dappName: string | undefined
  /** The language the panel speaks: its `lang`, `dir` and words. */
  i18n: FrameI18n
}

export interface ApprovePanel {
  /** `main.approve`: header, details, and `footer` (empty, for the caller's buttons). */
  panel: HTMLElement
  footer: HTMLElement
  /** Shows another self-chosen name (or none) in the panel already shown. */
  setDappName(name: string | undefined): void
  /** Shows the same request with more known (its simulation), in place. */
  update(details: ApprovalDetails): void
  /**
   * False while the request has a warning that needs the second confirmation
   * (`confirmationReasons`) and its box is not ticked: Approve must not count then.
   */
  confirmed(): boolean
  /** Called whenever `confirmed()` may have changed. */
  onConfirmedChange(listener: () => void): void
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
 * The approve view's panel, the same in the frame and in the approve popup, in the locale
 * (`lang` and `dir` on it: Arabic right to left): the verified host of the asking page as the
 * heading (always left to right), the name the page gave itself only below it and labelled
 * as its claim ("calls itself “…”"), the request in words, and its details. Under a warning
 * that needs it (`confirmationReasons`) a box to tick comes first in the footer; the caller adds
 * its buttons after it and asks `confirmed()` before Approve counts.
 *
 * @example
 * const { panel, footer } = renderApprovePanel(document, { details, origin: parentOrigin, dappName, i18n })
 * footer.append(rejectButton, approveButton)
 */
export function renderApprovePanel(
  document: Document,
  parameters: RenderApprovePanelParameters,
): ApprovePanel {
  const { i18n } = parameters
  const { t } = i18n
  const panel = document.createElement('main')
  panel.className = 'approve'
  applyLocale(panel, i18n)
  panel.dataset.state = 'open'
  panel.setAttribute('aria-labelledby', 'approve-host approve-title')

  const header = document.createElement('header')
  header.className = 'approve__header'
  const host = document.createElement('h1')
  host.id = 'approve-host'
  host.className = 'approve__host'
  host.append(isolatedElement(document, address(originHost(parameters.origin))))
  const claim = document.createElement('p')
  claim.className = 'approve__claim'
  // The page's own words: isolated in their direction, so they cannot reorder the sentence.
  const name = document.createElement('bdi')
  name.className = 'approve__dapp'
  const place = foreign('')
  for (const part of translatePhrase(t, 'approve.dappClaim', { name: place }))
    claim.append(part === place ? name : typeof part === 'string' ? part : part.text)
  const title = document.createElement('p')
  title.id = 'approve-title'
  title.className = 'approve__title'
  title.append(...renderPhrase(document, methodTitle(parameters.details, i18n)))
  header.append(host, claim, title)

  const body = document.createElement('section')
  body.className = 'approve__body'
  body.setAttribute('aria-label', t('approve.detailsLabel'))
  // It scrolls when the details are long (a contract call's arguments): a keyboard reaches and
  // scrolls it too, not only a mouse or a finger.
  body.tabIndex = 0

  // The second confirmation: a box to tick before Approve counts, shown under a warning.
  const confirm = document.createElement('label')
  confirm.className = 'approve__confirm'
  const box = document.createElement('input')
  box.type = 'checkbox'
  box.dataset.testid = 'approve-transaction-confirm'
  confirm.append(box, ` ${t('approve.confirmWarning')}`)
  const listeners: (() => void)[] = []
  const changed = () => {
    for (const listener of listeners) listener()
  }
  box.addEventListener('change', changed)

  let needsConfirmation = false
  function update(details: ApprovalDetails): void {
    body.replaceChildren(renderApprovalDetails(document, details, i18n))
    const needed = confirmationReasons(details).length > 0
    if (needed && !needsConfirmation) box.checked = false
    needsConfirmation = needed
    confirm.hidden = !needed
    panel.dataset.warning = String(needed)
    // The site's word, never styled as the wallet's own reading (see styles.css).
    if ('reading' in details) panel.dataset.reading = details.reading
    changed()
  }
  update(parameters.details)

  const footer = document.createElement('footer')
  footer.className = 'approve__actions'
  footer.append(confirm)
  panel.append(header, body, footer)

  function setDappName(value: string | undefined): void {
    const trimmed = value?.trim()
    name.textContent = trimmed ?? ''
    claim.hidden = !trimmed
  }
  setDappName(parameters.dappName)

  return {
    panel,
    footer,
    setDappName,
    update,
    confirmed: () => !needsConfirmation || box.checked,
    onConfirmedChange: (listener) => listeners.push(listener),
  }
}
