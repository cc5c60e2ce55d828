/*
 * The provider's own pages. Self-contained (inline styles, no scripts, no remote fonts or
 * images), so their Content-Security-Policy can forbid everything else.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe for HTML element content and quoted attribute values.
 *
 * @example
 * escapeHtml('<b>') // '&lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; }
  main { width: min(360px, 90vw); padding: 24px; border: 1px solid #8884; border-radius: 12px; }
  h1 { font-size: 1.2rem; margin: 0 0 4px; }
  p { margin: 0 0 16px; opacity: 0.8; font-size: 0.9rem; }
  label { display: block; margin: 12px 0 4px; font-size: 0.9rem; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
  .check { display: flex; gap: 8px; align-items: center; margin-top: 12px; }
  .check label { margin: 0; }
  button { margin-top: 20px; width: 100%; padding: 10px; font: inherit; cursor: pointer; }
  [role=alert] { color: #c22; margin-top: 12px; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`
}

export interface SignInPageParameters {
  /** The client's label, e.g. 'Google'. */
  label: string
  /** Where the form posts (the interaction's own URL). */
  action: string
  /** What the visitor typed before, shown again after an error. */
  email?: string
  name?: string
  emailVerified?: boolean
  /** Why the last submission was refused. */
  error?: string
}

/**
 * The sign-in form: "Sign in with <label> (local stand-in)", fields E-mail and Name, a
 * "verified" checkbox (on by default; off makes the provider report `email_verified: false`)
 * and a Continue button.
 *
 * @example
 * renderSignInPage({ label: 'Google', action: '/interaction/abc' })
 */
export function renderSignInPage(parameters: SignInPageParameters): string {
  const title = `Sign in with ${parameters.label} (local stand-in)`
  const verified = parameters.emailVerified ?? true
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>A local OpenID provider for development. Any e-mail works; nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(parameters.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(parameters.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(parameters.name ?? '')}">
<div class="check"><input id="emailVerified" name="emailVerified" type="checkbox" value="on"${verified ? ' checked' : ''}><label for="emailVerified">The provider has verified this e-mail</label></div>
${parameters.error === undefined ? '' : `<div role="alert">${escapeHtml(parameters.error)}</div>`}
<button type="submit">Continue</button>
</form>`,
  )
}

/**
 * A page for what went wrong (an expired interaction, a bad request), with the provider's error
 * code and description as text.
 *
 * @example
 * renderErrorPage('invalid_request', 'missing required parameter')
 */
export function renderErrorPage(error: string, description?: string): string {
  return page(
    'Sign-in failed (local stand-in)',
    `<h1>Sign-in failed</h1>
<p role="alert">${escapeHtml(error)}${description === undefined ? '' : `: ${escapeHtml(description)}`}</p>`,
  )
}
