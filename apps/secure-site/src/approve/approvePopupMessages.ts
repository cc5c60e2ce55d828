import type { Locale } from '@portico/core'
import { frameLocale } from '../i18n/frameLocale.ts'
import type { ApprovalDetails } from './approvalDetails.ts'

/**
 * The frame and its approve popup (`approve.html`, same origin) talk with window messages only,
 * each posted to exactly this site's origin and accepted only from it and from the one window at
 * the other end (the popup's `window.opener`; the frame's own popup). Not BroadcastChannel nor
 * storage: the frame is third-party, the popup first-party, and browsers partition those apart.
 *
 * 1. popup → frame `PORTICO_APPROVE_READY` once its page runs (again after a reload);
 * 2. frame → popup `PORTICO_APPROVE_REQUEST` with what to show;
 * 3. popup → frame `PORTICO_APPROVE_DECISION` after Approve or Reject; the frame then closes
 *    the popup. A popup closed without a decision is a Reject.
 */
export type ApprovePopupMessage =
  | { type: 'PORTICO_APPROVE_READY' }
  | {
      type: 'PORTICO_APPROVE_REQUEST'
      /** One per request shown; a decision must carry it back. */
      requestId: string
      /** The verified origin of the page that asks. */
      origin: string
      dappName: string | null
      details: ApprovalDetails
      theme: 'light' | 'dark' | null
      /** The frame's locale: the popup speaks it too. */
      locale: Locale
    }
  | { type: 'PORTICO_APPROVE_DECISION'; requestId: string; decision: 'approve' | 'reject' }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Reads a message between the frame and the approve popup; undefined for anything else. Both
 * ends run this site's own code (the origin and the window are checked before this), so the
 * shape check is a guard against mistakes, not against a hostile sender.
 *
 * @example
 * const message = parseApprovePopupMessage(event.data)
 * if (message?.type === 'PORTICO_APPROVE_READY') popup.postMessage(request, location.origin)
 */
export function parseApprovePopupMessage(data: unknown): ApprovePopupMessage | undefined {
  if (!isRecord(data)) return undefined
  switch (data.type) {
    case 'PORTICO_APPROVE_READY':
      return { type: 'PORTICO_APPROVE_READY' }
    case 'PORTICO_APPROVE_REQUEST': {
      const { requestId, origin, dappName, details, theme, locale } = data
      if (typeof requestId !== 'string' || typeof origin !== 'string') return undefined
      if (dappName !== null && typeof dappName !== 'string') return undefined
      if (!isRecord(details) || typeof details.kind !== 'string') return undefined
      if (theme !== null && theme !== 'light' && theme !== 'dark') return undefined
      return {
        type: 'PORTICO_APPROVE_REQUEST',
        requestId,
        origin,
        dappName,
        details: details as unknown as ApprovalDetails,
        theme,
        // Any other value reads as English: only a known tag is ever used.
        locale: frameLocale(locale),
      }
    }
    case 'PORTICO_APPROVE_DECISION': {
      const { requestId, decision } = data
      if (typeof requestId !== 'string') return undefined
      if (decision !== 'approve' && decision !== 'reject') return undefined
      return { type: 'PORTICO_APPROVE_DECISION', requestId, decision }
    }
    default:
      return undefined
  }
}
