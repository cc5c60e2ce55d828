import type { Browser, BrowserContext } from '@playwright/test'

/** One `securitypolicyviolation` event, as a page or frame of the test saw it. */
export interface CspViolation {
  /** The directive that refused it ('style-src-attr', 'script-src-elem', 'connect-src', …). */
  directive: string
  /** What was refused: a URL, or 'inline' / 'eval' / 'wasm-eval'. */
  blockedUri: string
  /** The page or frame whose policy refused it. */
  documentUri: string
  /** Where it happened (file:line:column), when the browser knows. */
  source: string
  /** The start of the refused inline code or style, when the policy reports samples. */
  sample: string
}

const BINDING = '__porticoCspViolation'

/**
 * Runs in every page and frame before the page's own scripts: reports each violation of the
 * page's Content-Security-Policy to the test. Violations inside the modal's shadow root reach
 * `window` too (the event bubbles and is composed).
 */
const LISTENER = `(() => {
  window.addEventListener('securitypolicyviolation', (event) => {
    const report = window['${BINDING}']
    if (typeof report !== 'function') return
    report({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedUri: event.blockedURI,
      documentUri: event.documentURI,
      source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '',
      sample: event.sample || '',
    })
  }, true)
})()`

/** Makes every page and frame of `context`, now and later, report its violations to `found`. */
export async function watchCspViolations(
  context: BrowserContext,
  found: CspViolation[],
): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    found.push(violation)
  })
  await context.addInitScript(LISTENER)
}

/**
 * Until the returned function is called, every context the test opens itself with
 * `browser.newContext()` or `browser.newPage()` (a second visitor, the e-mail's link opened
 * elsewhere) is watched as well. `newPage` opens its context through `newContext`.
 */
export function watchNewContexts(browser: Browser, found: CspViolation[]): () => void {
  const original = browser.newContext
  browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, options)
    await watchCspViolations(context, found)
    return context
  }
  return () => {
    browser.newContext = original
  }
}

/** One line per violation, naming the directive and what it refused. */
export function describeCspViolation(violation: CspViolation): string {
  const where = violation.source ? ` at ${violation.source}` : ''
  const sample = violation.sample ? ` ("${violation.sample}")` : ''
  return `${violation.directive} refused ${violation.blockedUri || '(no URI)'} in ${violation.documentUri}${where}${sample}`
}
