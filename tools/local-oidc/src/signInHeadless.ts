import { HeadlessSignInError } from './errors.ts'

export interface SignInHeadlessParameters {
  email: string
  /** Default: empty (the provider then uses the e-mail's local part). */
  name?: string
  /** Tick "The provider has verified this e-mail" (default true). */
  emailVerified?: boolean
}

/** Redirects a browser would follow at most, before giving up. */
const MAX_REDIRECTS = 10

/**
 * Does what a browser does at the local provider, over plain HTTP: opens the authorization URL,
 * follows its redirects with the provider's cookies, fills in the sign-in form and follows the
 * redirects again until one leaves the provider. Answers that last URL: the client's redirect
 * URI with `code` and `state` (or `error`). For tests and scripts that need no browser.
 *
 * @example
 * const resultUri = await signInHeadless(authorizationUrl, { email: 'ada@example.org', name: 'Ada' })
 * new URL(resultUri).searchParams.get('code') // 'x2k…'
 */
export async function signInHeadless(
  authorizationUrl: string | URL,
  parameters: SignInHeadlessParameters,
): Promise<string> {
  const start = new URL(authorizationUrl)
  const cookies = new Map<string, string>()

  const send = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }

  // Follows redirects while they stay at the provider; answers the page or the way out.
  const follow = async (
    first: Response,
    from: URL,
  ): Promise<{ page?: Response; exit?: string }> => {
    let response = first
    let url = from
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || location === null) {
        return { page: response }
      }
      await response.body?.cancel()
      url = new URL(location, url)
      if (url.origin !== start.origin) return { exit: url.href }
      response = await send(url)
    }
    throw new HeadlessSignInError(`more than ${MAX_REDIRECTS} redirects`)
  }

  const toForm = await follow(await send(start), start)
  if (toForm.exit !== undefined) return toForm.exit
  const formPage = toForm.page as Response
  const html = await formPage.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (formPage.status !== 200 || action === undefined) {
    throw new HeadlessSignInError(
      `expected the sign-in form, got ${formPage.status}: ${textOf(html)}`,
    )
  }

  const formUrl = new URL(action.replaceAll('&amp;', '&'), start)
  const body = new URLSearchParams({ email: parameters.email, name: parameters.name ?? '' })
  if (parameters.emailVerified ?? true) body.set('emailVerified', 'on')
  const submitted = await send(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  const after = await follow(submitted, formUrl)
  if (after.exit !== undefined) return after.exit
  const page = after.page as Response
  throw new HeadlessSignInError(
    `the provider answered ${page.status}: ${textOf(await page.text())}`,
  )
}

// A page's words, for an error message.
function textOf(html: string): string {
  const body = html.replace(/<(style|title)>[\s\S]*?<\/\1>/g, ' ')
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
}
