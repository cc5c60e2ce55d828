import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Nothing Portico-specific: the packages install from their tarballs like any npm package.
export default defineConfig({ plugins: [react()], logLevel: 'warn' })
