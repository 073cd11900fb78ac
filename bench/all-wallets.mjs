// `npm run bench -- all-wallets`: AllWallets with devnet's 2,000-wallet catalogue, in Chromium.
import { register } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
register()
const { runAllWalletsBenchmark } = await import('./all-wallets-run.ts')
await runAllWalletsBenchmark()
