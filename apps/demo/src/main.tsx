import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { readApiOverride } from './apiOverride.ts'
import { createDemoConfig } from './config.ts'
import { readConnectFeatures } from './connectFeatures.ts'
import { readSettings } from './settings.ts'
import { readSiwxMode } from './siwxMode.ts'
import './styles.css'

async function bootstrap(root: HTMLElement) {
  try {
    const built = readSettings(import.meta.env)
    const settings = { ...built, apiUrl: readApiOverride(location.search) ?? built.apiUrl }
    // Vite replaces the flag at build time: when it is not '1' this branch and the test wallet's
    // module are dropped from the build. It runs before the kit starts, so discovery finds it.
    if (import.meta.env.VITE_PORTICO_TEST_WALLET === '1') {
      const { installDevWallet } = await import('./installDevWallet.ts')
      installDevWallet(settings)
    }
    const siwx = readSiwxMode(location.search)
    const signIn = siwx
      ? (await import('./demoSignIn.ts')).createDemoSignIn(settings, siwx)
      : undefined
    const config = createDemoConfig(
      settings,
      signIn,
      readConnectFeatures(location.search),
      location.search,
    )
    createRoot(root).render(
      <StrictMode>
        <App config={config} mailUrl={settings.mailUrl} siwx={siwx} />
      </StrictMode>,
    )
  } catch (error) {
    console.error(error)
    root.innerHTML = ''
    const message = document.createElement('pre')
    message.className = 'fatal'
    message.setAttribute('role', 'alert')
    message.textContent = `The demo could not start: ${error instanceof Error ? error.message : String(error)}`
    root.append(message)
  }
}

const root = document.getElementById('root')
if (root) void bootstrap(root)
