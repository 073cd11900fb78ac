// `npm run bench -- peers`: walletkit against Reown AppKit, RainbowKit, ConnectKit and a page with
// React alone, measured in one run on this machine. Peers are installed on demand into
// bench/peers/.work/ (never the root lock file).
// `node bench/peers.mjs [--rounds N] [--warm N] [kit...]` (kits: appkit rainbowkit connectkit walletkit).
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runPeersBenchmark } = await import('./peers/run.ts')
const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string' }, warm: { type: 'string' } } })
const count = (value, name) => {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1, got ${value}`)
  return n
}
await runPeersBenchmark({ rounds: count(values.rounds, 'rounds'), warmOpens: count(values.warm, 'warm'), only: positionals })
