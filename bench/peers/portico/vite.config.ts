import { preloadPorticoModal } from '@portico/react/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The bare page's config and the README's Vite setup: the page's HTML asks for the kit's modal
// beside its own script.
export default defineConfig({ plugins: [react(), preloadPorticoModal()], logLevel: 'warn' })
