import type { CaughtMail } from './caughtMail.ts'

/** Seconds between reloads of the inbox page, so a new code shows up without a click. */
export const INBOX_REFRESH_SECONDS = 3

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 16px; color: #1b1b1f; background: #f6f6f8; }
h1 { font-size: 20px; margin: 0 0 4px; }
p.hint { color: #55555c; margin: 0 0 16px; }
article { background: #fff; border: 1px solid #dcdce2; border-radius: 10px; padding: 12px 16px; margin: 0 0 12px; }
h2 { font-size: 16px; margin: 0 0 6px; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 8px; color: #45454c; font-size: 13px; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f6; border-radius: 6px; padding: 8px 10px; margin: 0; font: 14px/1.4 ui-monospace, monospace; }
`

/**
 * Escapes text for HTML element content and quoted attribute values.
 *
 * @example
 * escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The inbox page: every caught message, newest first, with subject, recipients, time and the
 * text body. Self-contained (inline style, no script, no remote asset); every value escaped.
 *
 * @example
 * response.end(renderInboxPage(store.messages()))
 */
export function renderInboxPage(messages: readonly CaughtMail[]): string {
  const items =
    messages.length === 0
      ? '<p>No e-mail yet.</p>'
      : messages.map((mail) => renderMessage(mail)).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}">
<title>Portico mail catcher (${messages.length})</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Portico mail catcher</h1>
<p class="hint">E-mail the local stack sent, newest first. This page reloads every ${INBOX_REFRESH_SECONDS} seconds.</p>
${items}
</main>
</body>
</html>
`
}

function renderMessage(mail: CaughtMail): string {
  const time = new Date(mail.receivedAt).toISOString()
  return `<article id="mail-${escapeHtml(mail.id)}">
<h2>${escapeHtml(mail.subject === '' ? '(no subject)' : mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Received</dt><dd><time datetime="${time}">${time}</time></dd>
</dl>
<pre>${escapeHtml(mail.text)}</pre>
</article>`
}
