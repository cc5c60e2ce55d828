/** What the device-approval page shows. */
export type ApprovalPage =
  /** GET of a live link: the site that asked, when, and the button that approves (a POST). */
  | { kind: 'confirm'; origin: string; requestedAt: number; token: string }
  /**
   * After the POST: approved; the code is on its way (`codeFollows`, an e-mail sign-in), or the
   * waiting device finishes the sign-in itself (a social sign-in).
   */
  | { kind: 'approved'; origin: string; codeFollows: boolean }
  /** A bad, used or expired token (GET or POST), or a site its project no longer allows. */
  | { kind: 'invalid' }
  /** After the POST: approved, but the code e-mail failed. */
  | { kind: 'codeNotSent'; origin: string }

/** The kinds of `ApprovalPage`. */
export type ApprovalPageKind = ApprovalPage['kind']

/**
 * The small page of the device-approval link: self-contained (inline style, no script, no
 * remote asset, no link), its only dynamic text the requesting site (host first, then origin)
 * and the request time, HTML-escaped. The confirmation page's form posts the token
 * (`application/x-www-form-urlencoded`, field `token`) to `/auth/v1/device/approve` (a relative
 * `action`, so it works behind a path prefix; the CSP's `form-action 'self'` allows it).
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(renderApprovalPage({ kind: 'invalid' }))
 */
export function renderApprovalPage(page: ApprovalPage): string {
  const { title, body } = contentOf(page)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Portico</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f6f8; color: #1b1b1f; }
main { max-width: 420px; margin: 24px; padding: 24px 28px; background: #fff; border: 1px solid #dcdce2; border-radius: 14px; }
h1 { font-size: 20px; margin: 0 0 12px; }
p { margin: 0 0 8px; }
.site { font-size: 24px; font-weight: 700; margin: 8px 0 4px; overflow-wrap: anywhere; }
.origin { color: #55555f; overflow-wrap: anywhere; }
button { font: inherit; font-weight: 600; margin-top: 12px; padding: 10px 16px; border: 0; border-radius: 10px; background: #2b59ff; color: #fff; cursor: pointer; width: 100%; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`
}

function contentOf(page: ApprovalPage): { title: string; body: string } {
  switch (page.kind) {
    case 'confirm': {
      const host = escapeHtml(hostOf(page.origin))
      return {
        title: 'Approve this sign-in?',
        body: [
          '<p>A device asked to sign in as you to:</p>',
          `<p class="site">${host}</p>`,
          `<p class="origin">${escapeHtml(page.origin)}</p>`,
          `<p>Asked at ${formatTime(page.requestedAt)}.</p>`,
          `<p>Approve only if you just tried to sign in to ${host} yourself. If you do not know this site, close this page: nothing happens without the button.</p>`,
          '<form method="post" action="approve">',
          `<input type="hidden" name="token" value="${escapeHtml(page.token)}">`,
          `<button type="submit">Approve sign-in on ${host}</button>`,
          '</form>',
        ].join('\n'),
      }
    }
    case 'approved':
      return {
        title: 'Sign-in approved',
        body: paragraphs([
          `Your device is approved for ${escapeHtml(hostOf(page.origin))}.`,
          page.codeFollows
            ? 'A sign-in code is on its way to your e-mail: enter it on the device to finish signing in.'
            : 'The sign-in now finishes on the device that asked.',
          'You can close this page.',
        ]),
      }
    case 'invalid':
      return {
        title: 'Link invalid or expired',
        body: paragraphs([
          'This approval link is invalid or has expired. Each link works once, for 15 minutes.',
          'Start signing in again on your device to get a new one.',
        ]),
      }
    case 'codeNotSent':
      return {
        title: 'Sign-in approved, code not sent',
        body: paragraphs([
          `Your device is approved for ${escapeHtml(hostOf(page.origin))}, but the sign-in code could not be sent.`,
          'Request a new code on your device.',
        ]),
      }
  }
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('\n')
}

function hostOf(origin: string): string {
  return URL.canParse(origin) ? new URL(origin).host : origin
}

// `2026-06-02 10:04 UTC`: the same for every reader, whatever the server's time zone.
function formatTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}
