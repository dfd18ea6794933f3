import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Tessera: find events near you and online', template: '%s | Tessera' },
  description: 'Discover concerts, classes, meetups, festivals and more near you or online, and get tickets.',
  applicationName: 'Tessera',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1e0a3c' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
