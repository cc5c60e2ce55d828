import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = {
  title: 'Portico × Next.js',
  description: 'The Portico connect button, rendered on the server.',
}

// System fonts only: next/font/google would fetch from the internet at build time.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
