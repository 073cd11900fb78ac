// `npm run bench -- peers`: walletkit against Reown AppKit, RainbowKit, ConnectKit and a page with
// React alone, measured in one run on this machine. Peers are installed on demand into
// bench/peers/.work/ (never the root lock file).
// `node bench/peers.mjs [--rounds N] [--warm N] [--size desktop|phone] [kit...]` (kits: appkit rainbowkit connectkit
// walletkit; both sizes unless --size names one: a phone is 390×844 with touch and an iPhone user agent).
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runPeersBenchmark } = await import('./peers/run.ts')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string' }, warm: { type: 'string' }, size: { type: 'string' } },
})
const count = (value, name) => {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1, got ${value}`)
  return n
}
if (values.size !== undefined && values.size !== 'desktop' && values.size !== 'phone')
  throw new Error(`--size takes desktop or phone, got ${values.size}`)
await runPeersBenchmark({
  rounds: count(values.rounds, 'rounds'),
  warmOpens: count(values.warm, 'warm'),
  only: positionals,
  sizes: values.size ? [values.size] : undefined,
})
