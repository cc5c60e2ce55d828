import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'
import { contentSecurityPolicy } from './contentSecurityPolicy.ts'

const host = '127.0.0.1'
const port = Number(process.env.PORT ?? 5174)

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  // One copy of each: wagmi's hooks and the bridge must share wagmi's core and React.
  // The @portico packages from their sources (package.json "exports"), not their dist/.
  resolve: {
    conditions: ['@portico/source', ...defaultClientConditions],
    dedupe: ['@wagmi/core', 'wagmi', 'react', 'react-dom', 'viem'],
  },
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
