import type { ReactNode } from 'react'

export const metadata = { title: 'A Next.js dApp on the packed Portico packages' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
