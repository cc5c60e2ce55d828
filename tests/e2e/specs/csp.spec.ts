import { describeCspViolation } from '../support/cspViolations.ts'
import { EMBEDDED_FRAME, openConnectView } from '../support/emailSignIn.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// Issue #30: the pages under the end-to-end tests are served with a strict
// Content-Security-Policy, and any violation fails the test (support/test.ts). These tests check
// both halves: the policies are strict, and a violation is caught wherever it happens. Each one
// provokes its violations on purpose, checks them, and takes them out of the list.

/** The directives of a policy, without its sources. */
const UNSAFE = /'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/

/** The page sets an inline style attribute, which a strict `style-src` refuses. */
const SET_INLINE_STYLE = () => document.body.setAttribute('style', 'outline: 1px solid red')

test('the demo is served with a strict policy, and the secure site carries its own', async ({
  request,
}) => {
  const demo = await request.get('/')
  const policy = demo.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("style-src 'self'")
  expect(policy).toContain(`frame-src ${new URL(stackInfo().secureSiteUrl).origin}`)
  expect(policy).not.toMatch(UNSAFE)

  const frameHtml = await (await request.get(`${stackInfo().secureSiteUrl}/`)).text()
  const framePolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(frameHtml)?.[1]
    ?.replaceAll('&#39;', "'")
  expect(framePolicy).toContain("script-src 'self'")
  expect(framePolicy).toContain("style-src 'self'")
  expect(framePolicy).not.toMatch(UNSAFE)
})

test('a violation in the page and one in the embedded wallet frame are both caught and named', async ({
  page,
  cspViolations,
}) => {
  const dialog = await openConnectView(page)
  await page.evaluate(SET_INLINE_STYLE)
  // Focusing the e-mail field loads the embedded wallet's frame (from the secure site).
  await dialog.getByTestId('email-input').focus()
  const secureFrame = await (await page.locator(EMBEDDED_FRAME).elementHandle())?.contentFrame()
  if (!secureFrame) throw new Error('The embedded wallet frame did not load')
  await secureFrame.waitForLoadState()
  await secureFrame.evaluate(SET_INLINE_STYLE)

  await expect.poll(() => cspViolations.length).toBe(2)
  const described = cspViolations.splice(0).map(describeCspViolation)
  expect(described).toEqual([
    expect.stringMatching(new RegExp(`^style-src-attr refused inline in ${stackInfo().demoUrl}/`)),
    expect.stringMatching(
      new RegExp(`^style-src-attr refused inline in ${stackInfo().secureSiteUrl}/`),
    ),
  ])
})

test('a violation in a browser context the test opens itself is caught too', async ({
  browser,
  cspViolations,
}) => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(SET_INLINE_STYLE)
    await expect.poll(() => cspViolations.length).toBe(1)
    expect(cspViolations.splice(0).map(describeCspViolation)).toEqual([
      expect.stringMatching(/^style-src-attr refused inline/),
    ])
  } finally {
    await context.close()
  }
})
