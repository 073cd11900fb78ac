import { prepareHostApp } from '../../e2e/support/host-app'
import { serveGzip } from './gzip-server'
import { measurePage } from './measure-page'
import { featureChunks, featureItems, readManifest, staticClosure, type FeatureChunk } from './walletkit-host'
import { startWalletkitServices, walletkitModal } from './walletkit-page'

/**
 * The size budgets (gzip KiB) e2e/budgets.e2e.test.ts checks and `bench -- features` prints. The
 * page load was 30 until 2026-11-26 and 34 since 2026-11-27; the test says why each rose.
 */
export const sizeBudgetsKiB = { pageLoadAdded: 34, firstOpen: 60, feature: 15 } as const

export type WalletkitSizes = {
  /** JS fetched before the load event, beyond the same page with React alone (gzip bytes). */
  pageLoadAdded: number
  /**
   * The modal's first open: the JS fetched from the click until the list is shown and the network
   * is idle, plus the modal's own chunks (modal-dialog and its static imports) when the page
   * fetched them earlier, after the load event (preloading moves them, it does not remove them).
   * Other JS the page fetches after load whether or not the modal opens (analytics) is not counted.
   */
  firstOpen: number
  /** Each lazy feature view's JS beyond what the page and the modal already fetched. */
  features: FeatureChunk[]
  /** What the page fetched after the load event (idle) and on the first open, largest first. */
  openFiles: Array<{ path: string; bytes: number; phase: string }>
  /** The feature items the host installed. */
  installed: string[]
  /** The dist folders measured: the React-alone page and the walletkit host. */
  builds: string[]
}

async function measure(dist: string, initScripts: string[], withModal: boolean) {
  const server = await serveGzip(dist)
  try {
    return await measurePage({ url: server.url, initScripts, modal: withModal ? walletkitModal : undefined, warmOpens: 0 })
  } finally {
    await server.close()
  }
}

/**
 * One host made by the CLI with connect-modal and every routed feature item (registry items with
 * `meta.view`), built once, measured in Chromium: the page load against the React-alone
 * template, the first open, and each feature's lazy chunk from the Vite manifest.
 */
export async function measureWalletkitSizes(): Promise<WalletkitSizes> {
  const items = featureItems().map((f) => f.name)
  const plain = await prepareHostApp('budget-plain', 'plain')
  const host = await prepareHostApp('budget-walletkit', 'cli', { items, manifest: true })
  const services = await startWalletkitServices()
  try {
    const base = await measure(plain.dist, [], false)
    const kit = await measure(host.dist, services.initScripts, true)
    const manifest = readManifest(host.dist)
    const modalKey = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && k.endsWith('/modal/modal-dialog.tsx'))
    if (!modalKey) throw new Error('modal-dialog.tsx is not a lazy chunk of the build')
    const modalFiles = staticClosure(manifest, modalKey)
    const counted = kit.scripts.filter((s) => s.phase === 'open' || (s.phase === 'idle' && modalFiles.has(s.path.replace(/^\//, ''))))
    return {
      pageLoadAdded: kit.loadJs - base.loadJs,
      firstOpen: counted.reduce((sum, s) => sum + s.bytes, 0),
      features: featureChunks(
        host.dist,
        kit.scripts.map((s) => s.path),
      ),
      installed: items,
      builds: [plain.dist, host.dist],
      openFiles: kit.scripts
        .filter((s) => s.phase === 'idle' || s.phase === 'open')
        .map(({ path, bytes, phase }) => ({ path, bytes, phase }))
        .sort((a, b) => b.bytes - a.bytes),
    }
  } finally {
    await services.stop()
  }
}
