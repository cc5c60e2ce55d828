import { preloadPorticoModal } from '@portico/react/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The packages install from their tarballs like any npm package; the page's HTML asks for the
// kit's modal beside its own script (@portico/react/vite, the README's Vite setup).
export default defineConfig({ plugins: [react(), preloadPorticoModal()], logLevel: 'warn' })
