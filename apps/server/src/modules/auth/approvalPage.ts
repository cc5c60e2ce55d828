/** What the device-approval page tells the person who opened the link. */
export type ApprovalPageKind = 'approved' | 'invalid' | 'codeNotSent'

const PAGES: Record<ApprovalPageKind, { title: string; lines: string[] }> = {
  approved: {
    title: 'Device approved',
    lines: [
      'Your new device is approved.',
      'A sign-in code is on its way to your e-mail: enter it on the device to finish signing in.',
      'You can close this page.',
    ],
  },
  invalid: {
    title: 'Link invalid or expired',
    lines: [
      'This approval link is invalid or has expired. Each link works once, for 15 minutes.',
      'Start signing in again on your device to get a new one.',
    ],
  },
  codeNotSent: {
    title: 'Device approved, code not sent',
    lines: [
      'Your new device is approved, but the sign-in code could not be sent.',
      'Request a new code on your device.',
    ],
  },
}

/**
 * The small page `GET /auth/v1/device/approve` answers: self-contained (inline style, no
 * script, no remote asset), fixed text only.
 *
 * @example
 * reply.type('text/html; charset=utf-8').send(renderApprovalPage('approved'))
 */
export function renderApprovalPage(kind: ApprovalPageKind): string {
  const page = PAGES[kind]
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${page.title} · Portico</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f6f8; color: #1b1b1f; }
main { max-width: 420px; margin: 24px; padding: 24px 28px; background: #fff; border: 1px solid #dcdce2; border-radius: 14px; }
h1 { font-size: 20px; margin: 0 0 12px; }
p { margin: 0 0 8px; }
</style>
</head>
<body>
<main>
<h1>${page.title}</h1>
${page.lines.map((line) => `<p>${line}</p>`).join('\n')}
</main>
</body>
</html>
`
}
