import Link from 'next/link'
import { registryData } from '../../lib/registry-data'
import { HomePreview } from '../../components/home-preview'

/** The landing page: what walletkit is, the two commands, and the live modal. */
export default function HomePage() {
  const items = registryData().items
  const views = items.filter((item) => item.type === 'registry:block').length
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-12 px-6 py-16">
      <section className="grid items-center gap-10 lg:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-5">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Wallet connection you own as source.</h1>
          <p className="max-w-xl text-lg text-fd-muted-foreground">
            walletkit copies a connect modal, its hooks and the chain clients into your React app. Restyle it, translate it, rewrite it: it
            is your code, and the CLI still merges later versions into it.
          </p>
          <pre className="w-fit rounded-lg border bg-fd-card px-4 py-3 font-mono text-sm">
            <code>npx walletkit init{'\n'}npx walletkit add connect-modal</code>
          </pre>
          <div className="flex flex-wrap gap-3">
            <Link href="/docs/getting-started-vite/" className="rounded-lg bg-fd-primary px-4 py-2 font-medium text-fd-primary-foreground">
              Get started with Vite
            </Link>
            <Link href="/docs/getting-started-next/" className="rounded-lg border px-4 py-2 font-medium">
              Get started with Next.js
            </Link>
            <Link href="/docs/items/connect-modal/" className="rounded-lg border px-4 py-2 font-medium">
              Browse the {items.length} registry items
            </Link>
          </div>
        </div>
        <HomePreview />
      </section>
      <section className="grid gap-6 sm:grid-cols-3">
        {[
          [
            'Copy-in, not a dependency',
            `${items.length} registry items (${views} views and blocks) land in your repo under your aliases, with a lock file so diff and update keep your edits.`,
            '/docs/updating/',
          ],
          [
            'Every way to connect',
            'Browser and EIP-6963 wallets, WalletConnect with QR and deep links, and an embedded wallet (e-mail, social, Farcaster) on its own secure origin.',
            '/docs/embedded-wallet/',
          ],
          [
            'Local stand-ins for everything',
            'npm run devnet starts anvil, a Solana VM, the blockchain API, the catalogue, the secure site and a WalletConnect relay on 127.0.0.1.',
            '/docs/local-services/',
          ],
        ].map(([title, text, href]) => (
          <Link key={href} href={href!} className="flex flex-col gap-2 rounded-xl border bg-fd-card p-5 no-underline">
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-fd-muted-foreground">{text}</p>
          </Link>
        ))}
      </section>
    </main>
  )
}
