// `npm run bench -- features`: the figures the size budgets check (e2e/budgets.e2e.test.ts), printed
// for a CLI-made host with connect-modal and every registry item that has `meta.view`, then the
// `wagmi` item's own code (issue 25's 5 KiB goal) beside that host's page load, which lacks it.
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runFeatureSizes } = await import('./bundle-all-features.ts')
await runFeatureSizes()
