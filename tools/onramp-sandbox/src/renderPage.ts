/*
 * The sandbox's HTML: plain server-rendered pages, one inline style sheet and (on a result
 * page) one inline script, both allowed by the page's nonce only. No remote assets.
 */

/**
 * Escapes text for HTML content and attribute values.
 *
 * @example
 * escapeHtml('<b>') // '&lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The Content-Security-Policy of a page with this nonce: nothing but its own style and script. */
export function pageSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #16181d; }
main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
.note { color: #4a505c; font-size: .9rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { color: #4a505c; } dd { margin: 0; overflow-wrap: anywhere; }
label { display: block; margin-top: .75rem; font-weight: 600; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #8a909c; border-radius: 6px; }
input[aria-invalid="true"] { border-color: #b00020; }
.field-error { color: #b00020; font-size: .9rem; margin: .25rem 0 0; }
[role="alert"] { background: #fdecee; color: #7a0014; padding: .75rem; border-radius: 6px; margin: 1rem 0; }
.done { background: #e7f6ec; color: #0d5323; padding: .75rem; border-radius: 6px; margin: 1rem 0; }
button { font: inherit; margin-top: 1rem; padding: .6rem 1rem; border-radius: 6px; border: 1px solid #16181d; background: #16181d; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #16181d; }
:focus-visible { outline: 3px solid #3b6fd8; outline-offset: 2px; }
`

/**
 * A whole page: `lang`, a title, the style sheet, and `body` (already escaped) in `<main>`.
 *
 * @example
 * renderPage({ title: 'Checkout', nonce, body: '<h1>Checkout</h1>' })
 */
export function renderPage(parameters: {
  title: string
  nonce: string
  body: string
  script?: string
}): string {
  const script =
    parameters.script === undefined
      ? ''
      : `<script nonce="${parameters.nonce}">${parameters.script}</script>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parameters.title)}</title>
<style nonce="${parameters.nonce}">${STYLE}</style>
</head>
<body>
<main>
${parameters.body}
</main>
${script}
</body>
</html>
`
}

/** A message to the opener, as the checkout protocol of docs/onramp-and-pay.md has it. */
export interface OpenerMessage {
  type: 'portico:checkout'
  sessionId: string
  status: 'completed' | 'cancelled' | 'failed'
  txHash?: string
  network?: string
}

/** The element id of the JSON a result page carries (tests read it). */
export const RESULT_DATA_ID = 'portico-checkout-result'

/**
 * What a result page adds: the message and its target origin as JSON (`<` escaped, so it
 * cannot close the element), and the script that posts it once to `window.opener`, to that
 * origin only, then offers to close the window.
 *
 * @example
 * const { data, script } = openerMessageParts(message, 'http://127.0.0.1:5173')
 */
export function openerMessageParts(
  message: OpenerMessage,
  targetOrigin: string,
): { data: string; script: string } {
  const json = JSON.stringify({ targetOrigin, message }).replaceAll('<', '\\u003c')
  return {
    data: `<script type="application/json" id="${RESULT_DATA_ID}">${json}</script>`,
    script: `(() => {
  const { targetOrigin, message } = JSON.parse(document.getElementById('${RESULT_DATA_ID}').textContent)
  if (window.opener) window.opener.postMessage(message, targetOrigin)
  const close = document.getElementById('close-window')
  close.hidden = false
  close.addEventListener('click', () => window.close())
})()`,
  }
}
