import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { bundleSelfContained, isSelfContainedSource } from '../../scripts/lib/selfContained.mjs'
import { contentSecurityPolicy } from './src/server/contentSecurityPolicyPlugin.ts'

// tools/devnet picks a free port and passes it in; 5173 is Vite's usual default.
const port = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const host = '127.0.0.1'

/**
 * Loads those modules as the published packages ship them, their dependencies inside: read from
 * their sources with their imports, viem modules new to the demo's graph in a lazy chunk made
 * Vite split the first chunk (measured: 136.2 KB of JS up front instead of 132.0 KB).
 */
const selfContainedAsShipped: Plugin = {
  name: 'portico:self-contained-as-shipped',
  enforce: 'pre',
  load: (id) => (isSelfContainedSource(id) ? bundleSelfContained(id) : null),
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), selfContainedAsShipped],
  // The @portico packages from their sources (package.json "exports"), not their dist/.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
