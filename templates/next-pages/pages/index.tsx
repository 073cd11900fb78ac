export default function Home() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-2xl font-semibold">walletkit + Next.js</h1>
      {/* walletkit: `npx walletkit add connect-modal`, then render the connect button here. */}
      <div data-walletkit-slot="connect-button" />
    </main>
  )
}
