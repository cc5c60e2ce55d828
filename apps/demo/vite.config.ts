import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { contentSecurityPolicy } from './src/server/contentSecurityPolicyPlugin.ts'

// tools/devnet picks a free port and passes it in; 5173 is Vite's usual default.
const port = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const host = '127.0.0.1'

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  // The @portico packages from their sources (package.json "exports"), not their dist/.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
