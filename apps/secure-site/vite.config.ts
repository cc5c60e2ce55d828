import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { securityHeaders } from './src/server/securityHeadersPlugin.ts'

// tools/devnet picks a free port and passes it in; 5180 is the secure site's usual local port.
const port = Number(process.env.PORTICO_SECURE_SITE_PORT ?? 5180)
const host = '127.0.0.1'

/**
 * The frame holds keys, so it runs only its own scripts and loads no remote images or fonts. The
 * same policy goes into every page (the frame, social-callback.html and approve.html).
 * `connect-src` stays open to http(s): the server and the dApp's RPC URLs are not known at build
 * time. The dev server also needs `ws:` for Vite's reload socket and inline styles for CSS it
 * injects from JS.
 * `frame-ancestors` cannot be set here (browsers ignore it in a `<meta>` policy): the servers
 * send it as a header (`securityHeaders`, src/server/). The rest stays in the page, so a copy
 * of `dist` on any static host still carries it.
 */
function contentSecurityPolicy(): Plugin {
  let dev = false
  return {
    name: 'portico-secure-site-csp',
    configResolved(config) {
      dev = config.command === 'serve'
    },
    transformIndexHtml() {
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        `style-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
        "img-src 'self' data:",
        `connect-src 'self' http: https:${dev ? ' ws:' : ''}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ')
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

export default defineConfig({
  plugins: [contentSecurityPolicy(), securityHeaders()],
  // The @portico packages from their sources (package.json "exports"), not their dist/.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Three pages: the frame, the social providers' redirect target, and the approve popup the
    // frame opens where it cannot tell whether it is covered (same CSP, each its own script).
    rolldownOptions: {
      input: {
        frame: fileURLToPath(new URL('./index.html', import.meta.url)),
        socialCallback: fileURLToPath(new URL('./social-callback.html', import.meta.url)),
        approve: fileURLToPath(new URL('./approve.html', import.meta.url)),
      },
    },
  },
})
