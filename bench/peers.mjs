// `npm run bench -- peers`: walletkit against Reown AppKit, RainbowKit, ConnectKit and a page with
// React alone, measured in one run on this machine. Peers are installed on demand into
// bench/peers/.work/ (never the root lock file). `node bench/peers.mjs [warmOpens] [kit...]`.
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runPeersBenchmark } = await import('./peers/run.ts')
const [first, ...rest] = process.argv.slice(2)
const warmOpens = Number.isFinite(Number(first)) && first !== undefined ? Number(first) : undefined
await runPeersBenchmark({ warmOpens, only: warmOpens === undefined && first ? [first, ...rest] : rest })
