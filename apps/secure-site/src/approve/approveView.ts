import type { ApprovalDetails } from './approvalDetails.ts'
import type { ApprovalView } from './approvalQueue.ts'
import { methodTitle } from './methodTitle.ts'
import { renderApprovalDetails } from './renderApprovalDetails.ts'

export interface CreateApproveViewParameters {
  document: Document
  /** The element the view fills; emptied and hidden when nothing waits for approval. */
  root: HTMLElement
  /** The embedding page's origin: shown under the dApp name, which the page chooses itself. */
  parentOrigin: string
}

export interface ApproveView extends ApprovalView {
  /** APP_SYNC_DAPP_DATA: the dApp's name, shown as text (its icon is never loaded). */
  setDappName(name: string | undefined): void
}

function originLabel(origin: string): string {
  try {
    return new URL(origin).host
  } catch {
    return origin
  }
}

/**
 * The approve view: who asks (dApp name and origin), what (the method in words), the request's
 * details, and real Approve / Reject buttons. While the approved request runs, Approve is
 * disabled and reads "Approving…".
 *
 * @example
 * const view = createApproveView({ document, root: document.getElementById('app')!, parentOrigin })
 * const approvals = createApprovalQueue(view)
 */
export function createApproveView(parameters: CreateApproveViewParameters): ApproveView {
  const { document, root } = parameters
  let dappName: string | undefined
  let current: { name: HTMLElement } | undefined

  root.hidden = true

  function button(label: string, testId: string, className: string): HTMLButtonElement {
    const created = document.createElement('button')
    created.type = 'button'
    created.className = `button ${className}`
    created.textContent = label
    created.dataset.testid = testId
    return created
  }

  return {
    setDappName(name) {
      dappName = name?.trim() || undefined
      if (current) current.name.textContent = dappName ?? originLabel(parameters.parentOrigin)
    },

    show(details: ApprovalDetails, actions) {
      const panel = document.createElement('main')
      panel.className = 'approve'
      panel.dataset.state = 'open'
      panel.setAttribute('aria-labelledby', 'approve-title')

      const header = document.createElement('header')
      header.className = 'approve__header'
      const name = document.createElement('p')
      name.className = 'approve__dapp'
      name.textContent = dappName ?? originLabel(parameters.parentOrigin)
      const origin = document.createElement('p')
      origin.className = 'approve__origin'
      origin.textContent = originLabel(parameters.parentOrigin)
      const title = document.createElement('h1')
      title.id = 'approve-title'
      title.className = 'approve__title'
      title.textContent = methodTitle(details)
      header.append(name, origin, title)

      const body = document.createElement('section')
      body.className = 'approve__body'
      body.setAttribute('aria-label', 'Request details')
      body.append(renderApprovalDetails(document, details))

      const footer = document.createElement('footer')
      footer.className = 'approve__actions'
      const reject = button('Reject', 'approve-transaction-reject', 'button--secondary')
      const approve = button('Approve', 'approve-transaction-approve', 'button--primary')
      reject.addEventListener('click', () => actions.reject())
      approve.addEventListener('click', () => actions.approve())
      footer.append(reject, approve)

      panel.append(header, body, footer)
      root.replaceChildren(panel)
      root.hidden = false
      current = { name }
    },

    setApproving() {
      const panel = root.querySelector<HTMLElement>('.approve')
      if (!panel) return
      panel.dataset.state = 'approving'
      panel.setAttribute('aria-busy', 'true')
      for (const control of panel.querySelectorAll<HTMLButtonElement>('.approve__actions button')) {
        control.disabled = true
      }
      const approve = panel.querySelector<HTMLButtonElement>(
        '[data-testid="approve-transaction-approve"]',
      )
      if (approve) approve.textContent = 'Approving…'
    },

    hide() {
      root.replaceChildren()
      root.hidden = true
      current = undefined
    },
  }
}
