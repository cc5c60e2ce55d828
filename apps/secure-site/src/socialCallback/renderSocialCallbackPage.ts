import type { DeliverSocialResultReturnType } from './deliverSocialResult.ts'

/** What the page says for each outcome: a heading and one sentence. */
export const SOCIAL_CALLBACK_TEXTS = {
  signedIn: ['Signed in', 'Signed in. You can close this window.'],
  refused: [
    'Sign-in cancelled',
    'The sign-in was cancelled or refused. You can close this window.',
  ],
  noOpener: [
    'Nothing to finish here',
    'This page finishes a sign-in that a site opened in a popup window. Start the sign-in again from that site.',
  ],
  unknownRequest: [
    'Sign-in expired',
    'This sign-in has expired or was already used. Start it again from the site.',
  ],
  failed: [
    'Sign-in not finished',
    'The wallet server could not be reached. Start the sign-in again from the site.',
  ],
} as const

/**
 * Shows the outcome of the callback page as plain text (no markup from the URL or the server).
 *
 * @example
 * renderSocialCallbackPage(document, root, { kind: 'no-opener' })
 */
export function renderSocialCallbackPage(
  document: Document,
  root: HTMLElement,
  outcome: DeliverSocialResultReturnType,
): void {
  const [title, sentence] =
    outcome.kind === 'posted'
      ? outcome.refused
        ? SOCIAL_CALLBACK_TEXTS.refused
        : SOCIAL_CALLBACK_TEXTS.signedIn
      : outcome.kind === 'no-opener'
        ? SOCIAL_CALLBACK_TEXTS.noOpener
        : outcome.kind === 'unknown-request'
          ? SOCIAL_CALLBACK_TEXTS.unknownRequest
          : SOCIAL_CALLBACK_TEXTS.failed
  const main = document.createElement('main')
  main.className = 'standalone'
  main.dataset.outcome = outcome.kind
  const heading = document.createElement('h1')
  heading.textContent = title
  const text = document.createElement('p')
  text.setAttribute('role', 'status')
  text.textContent = sentence
  main.append(heading, text)
  root.replaceChildren(main)
  root.hidden = false
  document.title = `${title} — Portico`
}
