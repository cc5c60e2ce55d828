import { describe, expect, it } from 'vitest'
import { escapeHtml, renderErrorPage, renderSignInPage } from './renderPages.ts'

describe('renderSignInPage', () => {
  it('default: title, labelled fields, the verified box ticked and Continue', () => {
    const html = renderSignInPage({ label: 'Discord', action: '/interaction/abc' })
    expect(html).toContain('<title>Sign in with Discord (local stand-in)</title>')
    expect(html).toContain('<form method="post" action="/interaction/abc">')
    expect(html).toContain('<label for="email">E-mail</label>')
    expect(html).toContain('<label for="name">Name</label>')
    expect(html).toMatch(/id="emailVerified"[^>]* checked>/)
    expect(html).toContain('<button type="submit">Continue</button>')
    expect(html).not.toMatch(/<script|<img|https?:\/\//)
  })

  it('parameters: what was typed is shown again, escaped, with the error', () => {
    const html = renderSignInPage({
      label: '<X>',
      action: '/interaction/abc',
      email: '"><script>',
      emailVerified: false,
      error: 'Invalid email address',
    })
    expect(html).toContain('Sign in with &lt;X&gt; (local stand-in)')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"')
    expect(html).not.toMatch(/id="emailVerified"[^>]* checked>/)
    expect(html).toContain('<div role="alert">Invalid email address</div>')
  })
})

describe('renderErrorPage', () => {
  it('default: the error and its description as text', () => {
    expect(renderErrorPage('invalid_request', 'bad <thing>')).toContain(
      '<p role="alert">invalid_request: bad &lt;thing&gt;</p>',
    )
  })
})

describe('escapeHtml', () => {
  it('default: the five characters that matter', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})
