// `npm run bench -- first-open`: the connect modal's first open (click → first frame showing the
// wallet list) on a CLI-made host, round after round against a React-alone floor page measured the
// same way, medians printed. `node bench/first-open.mjs [rounds] [warmOpens] [--connected] [--phone]`
// (--connected: a returning visitor whose restored session opens the modal on Account; --phone: each
// round also opens the same page as a phone, 390×844 with touch, where the modal is the bottom sheet).
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runFirstOpenBenchmark } = await import('./first-open-run.ts')
const args = process.argv.slice(2)
const connected = args.includes('--connected')
const phone = args.includes('--phone')
const [rounds, warmOpens] = args.filter((arg) => !arg.startsWith('--')).map(Number)
await runFirstOpenBenchmark({
  rounds: Number.isFinite(rounds) ? rounds : undefined,
  warmOpens: Number.isFinite(warmOpens) ? warmOpens : undefined,
  connected,
  phone,
})
