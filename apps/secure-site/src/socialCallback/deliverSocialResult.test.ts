import { SOCIAL_RESULT_MESSAGE_TYPE } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { AuthApiError, AuthServerUnavailableError } from '../errors.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import { deliverSocialResult } from './deliverSocialResult.ts'
import { renderSocialCallbackPage, SOCIAL_CALLBACK_TEXTS } from './renderSocialCallbackPage.ts'

const CALLBACK = 'https://wallet.example/social-callback.html'
const RESULT = `${CALLBACK}?code=abc&state=s123&iss=https%3A%2F%2Fidp.example`
const DAPP = 'https://shop.example'

describe('deliverSocialResult', () => {
  it('default: posts the whole URL to the opener at the origin the server names', async () => {
    const postMessage = vi.fn()
    const lookupOrigin = vi.fn(async () => ({ origin: DAPP }))
    const outcome = await deliverSocialResult({
      href: RESULT,
      opener: { postMessage },
      lookupOrigin,
    })
    expect(outcome).toEqual({ kind: 'posted', origin: DAPP, refused: false })
    expect(lookupOrigin).toHaveBeenCalledWith('s123')
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: SOCIAL_RESULT_MESSAGE_TYPE, resultUri: RESULT },
      DAPP,
    )
  })

  it('parameters: a provider error is still delivered (the kit reports it), marked refused', async () => {
    const postMessage = vi.fn()
    const href = `${CALLBACK}?error=access_denied&state=s123`
    const outcome = await deliverSocialResult({
      href,
      opener: { postMessage },
      lookupOrigin: async () => ({ origin: DAPP }),
    })
    expect(outcome).toEqual({ kind: 'posted', origin: DAPP, refused: true })
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'PORTICO_SOCIAL_RESULT', resultUri: href },
      DAPP,
    )
  })

  it('error: no opener (the page opened in a tab) asks nothing and posts nothing', async () => {
    const lookupOrigin = vi.fn()
    const outcome = await deliverSocialResult({ href: RESULT, opener: null, lookupOrigin })
    expect(outcome).toEqual({ kind: 'no-opener' })
    expect(lookupOrigin).not.toHaveBeenCalled()
  })

  it.each([
    ['no state', `${CALLBACK}?code=abc`],
    ['no query', CALLBACK],
    ['not a URL', 'nonsense'],
  ])('error: %s is an unknown request', async (_case, href) => {
    const postMessage = vi.fn()
    const outcome = await deliverSocialResult({
      href,
      opener: { postMessage },
      lookupOrigin: async () => ({ origin: DAPP }),
    })
    expect(outcome).toEqual({ kind: 'unknown-request' })
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('error: a state the server does not know (404) posts nothing', async () => {
    const postMessage = vi.fn()
    const outcome = await deliverSocialResult({
      href: RESULT,
      opener: { postMessage },
      lookupOrigin: async () => {
        throw new AuthApiError('Sign-in request not found', { status: 404, code: 'NOT_FOUND' })
      },
    })
    expect(outcome).toEqual({ kind: 'unknown-request' })
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('error: an unreachable server is a failure with its reason', async () => {
    const outcome = await deliverSocialResult({
      href: RESULT,
      opener: { postMessage: vi.fn() },
      lookupOrigin: async () => {
        throw new AuthServerUnavailableError()
      },
    })
    expect(outcome).toEqual({ kind: 'failed', reason: 'An error occurred' })
  })
})

describe('renderSocialCallbackPage', () => {
  it.each([
    [{ kind: 'posted', origin: DAPP, refused: false }, SOCIAL_CALLBACK_TEXTS.signedIn],
    [{ kind: 'posted', origin: DAPP, refused: true }, SOCIAL_CALLBACK_TEXTS.refused],
    [{ kind: 'no-opener' }, SOCIAL_CALLBACK_TEXTS.noOpener],
    [{ kind: 'unknown-request' }, SOCIAL_CALLBACK_TEXTS.unknownRequest],
    [{ kind: 'failed', reason: 'x' }, SOCIAL_CALLBACK_TEXTS.failed],
  ] as const)('parameters: %o shows its sentence', (outcome, [titleId, sentenceId]) => {
    const [title, sentence] = [english.t(titleId), english.t(sentenceId)]
    const root = document.createElement('div')
    root.hidden = true
    renderSocialCallbackPage(document, root, outcome, english)
    expect(root.hidden).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe(title)
    expect(root.querySelector('[role="status"]')?.textContent).toBe(sentence)
    expect(document.title).toBe(`${title} — Portico`)
  })

  it('default: the signed-in text is the one the contract names', () => {
    expect(english.t(SOCIAL_CALLBACK_TEXTS.signedIn[1])).toBe(
      'Signed in. You can close this window.',
    )
  })
})
