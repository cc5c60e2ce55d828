import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { createDappConfig } from './config.ts'
import { readSettings } from './settings.ts'

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')
createRoot(root).render(
  <StrictMode>
    <App config={createDappConfig(readSettings())} />
  </StrictMode>,
)
