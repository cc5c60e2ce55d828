import '../styles.css'
import { createAuthApi } from '../auth/authApi.ts'
import { readAuthApiUrl } from '../auth/authApiUrl.ts'
import { deliverSocialResult } from './deliverSocialResult.ts'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.ts'

// social-callback.html: where every social provider redirects the sign-in popup.
const root = document.getElementById('app')
if (root) {
  const show = renderSocialCallbackPage.bind(undefined, document, root)
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
    show({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
  }
}
