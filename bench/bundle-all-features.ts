import { dirname } from 'node:path'
import { measureStylePaths } from './support/compiled-css-sizes'
import { measureWalletkitSizes, sizeBudgetsKiB } from './support/walletkit-budgets'
import { startWalletkitServices } from './support/walletkit-page'
import { measureWagmiItemSize, wagmiFilesIn, wagmiItemGoal } from './support/wagmi-item-size'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * The same figures the size budgets check (e2e/budgets.e2e.test.ts), printed: a CLI-made host
 * with connect-modal and every feature item of registry.json that has `meta.view`. Then the
 * `wagmi` item's own code (issue 25's 5 KiB goal), beside the page load of that host, which
 * does not add the item.
 */
export async function runFeatureSizes(): Promise<void> {
  console.log('\nBuilding a host with connect-modal and every routed feature item…')
  const sizes = await measureWalletkitSizes()
  console.log(`Features installed: ${sizes.installed.join(', ')}`)
  console.log(`  page load, added to React alone   ${kib(sizes.pageLoadAdded).padStart(10)}   (budget ${sizeBudgetsKiB.pageLoadAdded} KiB)`)
  console.log(`  modal's first open                ${kib(sizes.firstOpen).padStart(10)}   (budget ${sizeBudgetsKiB.firstOpen} KiB)`)
  console.log(`  each lazy feature beyond the modal                 (budget ${sizeBudgetsKiB.feature} KiB each)`)
  for (const feature of sizes.features)
    console.log(`    ${feature.name.padEnd(36)} ${kib(feature.bytes).padStart(10)}  ${feature.files.length} files`)

  // Issue 26: hosts on Tailwind 3 or without Tailwind load the compiled stylesheet instead.
  console.log('\nPage load by style path (same items; a plain-CSS host for the compiled path)')
  const [plainDist, tailwindDist] = sizes.builds
  if (!plainDist || !tailwindDist) throw new Error('measureWalletkitSizes returned no builds')
  const services = await startWalletkitServices()
  try {
    const paths = await measureStylePaths(sizes.installed, { plain: plainDist, tailwind: tailwindDist }, services.initScripts)
    console.log(`  ${''.padEnd(34)}${'JS added'.padStart(10)}   ${'CSS'.padStart(10)}   ${'together'.padStart(10)}`)
    for (const [label, path] of [
      ['Tailwind v4 path (host builds it)', paths.tailwind],
      ['compiled-CSS path', paths.compiled],
    ] as const)
      console.log(
        `  ${label.padEnd(34)}${kib(path.js).padStart(10)}   ${kib(path.css).padStart(10)}   ${kib(path.js + path.css).padStart(10)}`,
      )
  } finally {
    await services.stop()
  }

  const wagmi = await measureWagmiItemSize()
  const [, hostDist] = sizes.builds
  if (!hostDist) throw new Error('measureWalletkitSizes returned no walletkit host build')
  const inHost = wagmiFilesIn(dirname(hostDist), wagmi.files)
  console.log(`\nThe wagmi item (${wagmi.items.join(' + ')}: ${wagmi.files.length} files, beyond wagmi, viem and connect-modal)`)
  console.log(
    `  own code                          ${`${wagmi.gzip} B`.padStart(10)}   gzip (${kib(wagmi.gzip)}, ${wagmi.minified} B minified; goal ${wagmiItemGoal} B)`,
  )
  console.log(
    `  page load of the host above, which does not add it: ${sizes.pageLoadAdded} B gzip added to React alone; of the item's files the host holds ${inHost.length === 0 ? 'none' : inHost.join(', ')}`,
  )
}
