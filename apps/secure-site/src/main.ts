import './styles.css'
import { readAuthApiUrl } from './auth/authApiUrl.ts'
import { bootFrame } from './frame/bootFrame.ts'

const root = document.getElementById('app')
if (root) {
  void bootFrame({
    window,
    root,
    authApiUrl: readAuthApiUrl(import.meta.env.VITE_PORTICO_AUTH_API_URL),
  })
}
