import { prepareHostApp } from '../../e2e/support/host-app'
import { serveGzip } from './gzip-server'
import { measurePage } from './measure-page'
import { featureChunks, featureItems, type FeatureChunk } from './walletkit-host'
import { startWalletkitServices, walletkitModal } from './walletkit-page'

export type WalletkitSizes = {
  /** JS fetched before the load event, beyond the same page with React alone (gzip bytes). */
  pageLoadAdded: number
  /** JS fetched after the load event up to the modal's first open with its list shown: what opening costs. */
  firstOpen: number
  /** Each lazy feature view's JS beyond what the page and the modal already fetched. */
  features: FeatureChunk[]
  /** What the first open fetched, largest first: the first place to look when its budget fails. */
  openFiles: Array<{ path: string; bytes: number }>
  /** The feature items the host installed. */
  installed: string[]
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
    return {
      pageLoadAdded: kit.loadJs - base.loadJs,
      firstOpen: kit.idleJs + (kit.openJs ?? 0),
      features: featureChunks(host.dist, kit.scripts.map((s) => s.path)),
      installed: items,
      openFiles: kit.scripts.filter((s) => s.phase === 'idle' || s.phase === 'open').map(({ path, bytes }) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes),
    }
  } finally {
    await services.stop()
  }
}
