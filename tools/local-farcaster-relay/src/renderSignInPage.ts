import type { FarcasterChannel } from './channels.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  )

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.4rem}code{background:#f2f2f4;padding:.1rem .3rem;border-radius:.2rem;word-break:break-all}
.state{font-weight:600}`

/**
 * The page behind a channel's URL (`/~/siwf?channelToken=…`), for a person who opens or scans
 * it: what is asked (domain, URI), whether it is still waiting, and how a Farcaster client
 * approves here. Self-contained (inline style, no script). Undefined channel: unknown or expired.
 *
 * @example
 * renderSignInPage(channel, Date.now()) // '<!doctype html>…'
 */
export function renderSignInPage(channel: FarcasterChannel | undefined, now: number): string {
  const body =
    channel === undefined
      ? '<p class="state">This sign-in request is unknown or has expired.</p>'
      : `<p><strong>${escapeHtml(channel.request.domain)}</strong> asks you to sign in with Farcaster
(${escapeHtml(channel.request.siweUri)}).</p>
<p class="state">${
          channel.completion === undefined
            ? `Waiting for approval (expires in ${Math.max(0, Math.round((channel.expiresAt - now) / 1000))} s).`
            : `Approved by fid ${channel.completion.fid}${channel.completion.username ? ` (${escapeHtml(channel.completion.username)})` : ''}.`
        }</p>
<p>This relay stands in for Farcaster's on this machine; the devnet's ID registry is a stand-in
too, so no real Farcaster account can sign here. Approve as one of the devnet's test accounts
with the scripted client:</p>
<p><code>npm run approve -w @portico/farcaster-test-client -- '${escapeHtml(channel.url)}' --fid 1001</code></p>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with Farcaster (local stand-in)</title><style>${STYLE}</style></head>
<body><h1>Sign in with Farcaster (local stand-in)</h1>${body}</body></html>`
}

/**
 * A profile picture for a fid: a disc of a colour of its own with the fid's last digits, as SVG.
 *
 * @example
 * renderAvatar(1001) // '<svg xmlns=…'
 */
export function renderAvatar(fid: number): string {
  const hue = (fid * 137) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="hsl(${hue} 60% 45%)"/>
<text x="48" y="58" font-family="system-ui,sans-serif" font-size="28" fill="#fff" text-anchor="middle">${fid % 10_000}</text></svg>`
}
