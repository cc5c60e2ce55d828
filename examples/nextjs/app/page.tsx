import { AccountButton, ConnectButton, NetworkButton } from '@portico/react'
import { connection } from 'next/server'
import { AccountStatus } from './AccountStatus.tsx'
import { Providers } from './Providers.tsx'
import { readSettings } from './settings.ts'

/**
 * A server component: it reads the settings at request time (hence `connection()`) and renders
 * the provider and the buttons into the HTML; the browser hydrates them without a mismatch.
 */
export default async function Page() {
  await connection()
  const settings = readSettings(process.env)
  return (
    <main>
      <h1>Portico on Next.js</h1>
      <Providers settings={settings}>
        <header className="buttons">
          <NetworkButton />
          <ConnectButton />
        </header>
        <section aria-label="Account" className="account">
          <AccountButton showBalance={false} />
          <AccountStatus />
        </section>
      </Providers>
    </main>
  )
}
