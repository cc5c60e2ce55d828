import '../styles.css'
import { readSystemLanguages, resolveLocale } from '@portico/core'
import { createAuthApi } from '../auth/authApi.ts'
import { readAuthApiUrl } from '../auth/authApiUrl.ts'
import { loadFrameI18n } from '../i18n/loadFrameI18n.ts'
import { deliverSocialResult } from './deliverSocialResult.ts'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.ts'

// social-callback.html: where every social provider redirects the sign-in popup. The result is
// delivered first; the page's words (in the browser's language) follow.
const root = document.getElementById('app')
if (root) {
  const i18n = loadFrameI18n(resolveLocale(readSystemLanguages()))
  const show = (outcome: Parameters<typeof renderSocialCallbackPage>[2]) =>
    i18n.then((loaded) => renderSocialCallbackPage(document, root, outcome, loaded))
  try {
    const api = createAuthApi({
      baseUrl: readAuthApiUrl(import.meta.env.VITE_PORTICO_AUTH_API_URL),
    })
    deliverSocialResult({
      href: window.location.href,
      opener: window.opener as Window | null,
      lookupOrigin: (state) => api.socialRequestOrigin(state),
    }).then(show)
  } catch (error) {
    void show({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
  }
}
