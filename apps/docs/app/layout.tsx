import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { RootProvider } from 'fumadocs-ui/provider/next'
import './global.css'

export const metadata: Metadata = {
  title: { default: 'walletkit', template: '%s · walletkit' },
  description: 'A wallet-connection kit for React apps that you own as source.',
}

/** The whole site: Fumadocs' provider with the static search index and light/dark themes. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        <RootProvider search={{ options: { type: 'static' } }} theme={{ defaultTheme: 'light', enableSystem: false }}>
          {children}
        </RootProvider>
      </body>
    </html>
  )
}
