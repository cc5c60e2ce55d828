import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))

// `npm run build -w @portico/solana-test-wallet`: one self-contained script that Playwright's
// addInitScript (or a <script> tag) can load into any page.
export default defineConfig({
  // The @portico packages from their sources (package.json "exports"), not their dist/.
  resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
  build: {
    outDir: join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: join(root, 'src', 'iife.ts'),
      formats: ['iife'],
      name: 'PorticoSolanaTestWallet',
      fileName: () => 'solana-test-wallet.iife.js',
    },
  },
})
