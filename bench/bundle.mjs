// `node bench/bundle.mjs`: how much JavaScript the connect modal adds to a Vite + React page,
// measured in headless Chromium. The measuring code is TypeScript; tsx loads it.
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runBundleBenchmark } = await import('./bundle-run.ts')
await runBundleBenchmark()
