import { RESULT_DATA_ID } from '../renderPage.ts'

// The sandbox's tests talk to it as a browser and a server would: its JSON API, its pages and
// their form posts, over real HTTP.

/** The checkout form filled with the card that pays. */
export const PAYING_FORM = { cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' }

/** A GET (no body) or a JSON POST to the sandbox's API; the status and the parsed answer. */
export async function requestApi(baseUrl: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return { status: response.status, body: await response.json() }
}

/** A page's form posted as the browser posts it; the status, the page and the headers. */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** The one-time token a page's form carries. */
export const formTokenOf = (html: string) =>
  /name="formToken" value="([0-9a-f]+)"/.exec(html)?.[1] ?? ''

/** The message a result page posts to its opener, and the origin it posts to. */
export function resultOf(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${RESULT_DATA_ID}">(.*?)</script>`,
  ).exec(html)
  return match ? JSON.parse(match[1] as string) : undefined
}
