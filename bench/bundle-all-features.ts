import { measureWalletkitSizes } from './support/walletkit-budgets'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * The same figures the size budgets check (e2e/budgets.e2e.test.ts), printed: a CLI-made host
 * with connect-modal and every feature item of registry.json that has `meta.view`.
 */
export async function runFeatureSizes(): Promise<void> {
  console.log('\nBuilding a host with connect-modal and every routed feature item…')
  const sizes = await measureWalletkitSizes()
  console.log(`Features installed: ${sizes.installed.join(', ')}`)
  console.log(`  page load, added to React alone   ${kib(sizes.pageLoadAdded).padStart(10)}   (budget 30 KiB)`)
  console.log(`  modal's first open                ${kib(sizes.firstOpen).padStart(10)}   (budget 60 KiB)`)
  console.log('  each lazy feature beyond the modal                 (budget 15 KiB each)')
  for (const feature of sizes.features)
    console.log(`    ${feature.name.padEnd(36)} ${kib(feature.bytes).padStart(10)}  ${feature.files.length} files`)
}
