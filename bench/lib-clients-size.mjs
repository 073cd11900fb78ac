// Bundle cost of the lib's service and chain clients: each entry is bundled with esbuild
// (minify, browser, ESM) and gzipped at level 9. A script that prints figures, not a test:
// `node bench/lib-clients-size.mjs`.
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const registryAlias = {
  name: 'registry-alias',
  setup(b) {
    b.onResolve({ filter: /^@\/registry\// }, (args) => ({ path: join(root, 'registry', `${args.path.slice('@/registry/'.length)}.ts`) }))
  },
}

const entries = {
  'http-client (createHttpClient + zod)': `export { createHttpClient } from '@/registry/lib/api/http-client/create-http-client'`,
  'blockchain-api: getBalances': `export { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
export { getBalances } from '@/registry/lib/api/blockchain/get-balances'`,
  'blockchain-api: history + grouping': `export { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
export { fetchTransactions } from '@/registry/lib/api/blockchain/fetch-transactions'
export { filterTransactions } from '@/registry/lib/api/blockchain/history/filter-transactions'
export { groupTransactions } from '@/registry/lib/api/blockchain/history/group-transactions'`,
  'catalogue: getWallets + images': `export { createCatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
export { getWallets } from '@/registry/lib/api/catalogue/get-wallets'
export { walletImageUrl } from '@/registry/lib/api/catalogue/image-urls'`,
  analytics: `export { createAnalyticsClient } from '@/registry/lib/api/analytics/create-analytics-client'`,
  'evm: createEvmClient + getBalance': `export { createEvmClient } from '@/registry/lib/evm/create-evm-client'
export { getBalance } from 'viem/actions'`,
  'evm: send + wait': `export { sendTransaction } from '@/registry/lib/evm/send-transaction'
export { waitForTransaction } from '@/registry/lib/evm/wait-for-transaction'`,
  'solana: connection + transfer + send': `export { createSolanaConnection } from '@/registry/lib/solana/create-solana-connection'
export { buildSolTransfer } from '@/registry/lib/solana/build-sol-transfer'
export { sendAndConfirm } from '@/registry/lib/solana/send-and-confirm'`,
}

console.log('entry'.padEnd(42), 'min KB'.padStart(8), 'gzip KB'.padStart(8))
for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [registryAlias],
  })
  const code = result.outputFiles[0].contents
  const kb = (n) => (n / 1024).toFixed(1).padStart(8)
  console.log(name.padEnd(42), kb(code.length), kb(gzipSync(code, { level: 9 }).length))
}
