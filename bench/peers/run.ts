import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { prepareHostApp } from '../../e2e/support/host-app'
import { serveGzip } from '../support/gzip-server'
import { measurePage, median, type PageFigures, type PageTarget } from '../support/measure-page'
import { emittedJs } from '../support/walletkit-host'
import { startWalletkitServices, walletkitModal } from '../support/walletkit-page'
import { buildPeer, installedVersions, peers } from './pages'

// A run of some kits only writes beside the full run's file instead of replacing it.
const resultsFile = (partial: boolean) => fileURLToPath(new URL(partial ? '../results/peers-partial.json' : '../results/peers.json', import.meta.url))
const kib = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1))
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))

export type PeerRow = {
  kit: string
  versions: Record<string, string>
  figures: Omit<PageFigures, 'scripts'> & { scripts: number; warmMedianMs?: number }
  /** Every JS file fetched, with its gzip bytes and phase (load, idle, open, warm). */
  files: PageFigures['scripts']
  emitted: { files: number; bytes: number }
}

async function measureDist(dist: string, target: Omit<PageTarget, 'url'>): Promise<PageFigures> {
  const server = await serveGzip(dist)
  try {
    return await measurePage({ ...target, url: server.url })
  } finally {
    await server.close()
  }
}

function row(kit: string, versions: Record<string, string>, dist: string, figures: PageFigures): PeerRow {
  const { scripts, ...rest } = figures
  return { kit, versions, emitted: emittedJs(dist), figures: { ...rest, scripts: scripts.length, warmMedianMs: figures.warmOpensMs && median(figures.warmOpensMs) }, files: scripts }
}

/** Builds every page, measures each in its own fresh Chromium, prints the table, writes the JSON. */
export async function runPeersBenchmark(options: { warmOpens?: number; only?: string[] } = {}): Promise<PeerRow[]> {
  const log = (line: string) => console.log(line)
  const warmOpens = options.warmOpens ?? 20
  const wanted = (name: string) => !options.only?.length || options.only.includes(name) || name === 'react'
  const rows: PeerRow[] = []

  for (const peer of peers.filter((p) => wanted(p.name))) {
    const dist = buildPeer(peer.name, log)
    log(`measuring ${peer.label}…`)
    const modal = peer.listSelector ? { listSelector: peer.listSelector, listText: peer.listText, button: peer.button! } : undefined
    rows.push(row(peer.label, installedVersions(peer.name), dist, await measureDist(dist, { modal, warmOpens })))
  }

  if (wanted('walletkit')) {
    log('building the walletkit host: templates/vite-react + `walletkit init` + `walletkit add connect-modal`…')
    try {
      const host = await prepareHostApp('bench-peers-walletkit', 'cli')
      const services = await startWalletkitServices()
      try {
        log('measuring walletkit…')
        const figures = await measureDist(host.dist, { modal: walletkitModal, initScripts: services.initScripts, warmOpens })
        rows.push(row('walletkit (connect-modal)', installedVersions('react'), host.dist, figures))
      } finally {
        await services.stop()
      }
    } catch (error) {
      // The peers' figures are still worth printing and keeping when the host does not build.
      process.exitCode = 1
      console.error(`walletkit: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join('\n') : String(error)}`)
    }
  }

  printTable(rows)
  const machine = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, os: `linux ${release()}`, node: process.version, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) }
  const file = resultsFile(Boolean(options.only?.length))
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, browser: 'Debian Chromium (headless), remote hosts unresolvable', warmOpens, rows }, null, 2)}\n`)
  log(`\nwrote ${file}`)
  return rows
}

function printTable(rows: PeerRow[]): void {
  const react = rows.find((r) => r.kit === 'React alone')
  const base = react ? react.figures.loadJs + react.figures.idleJs : 0
  console.log('\nVite 8 + React 19 production builds, gzip -9 on the wire, headless Chromium, remote hosts blocked')
  console.log('page load = JS fetched until the network is idle after load (before the load event in brackets)\n')
  const header = ['kit', 'page load KiB', 'beyond React', 'opening adds', 'build emits', 'first open ms', `warm median ms`]
  const lines = rows.map((r) => {
    const f = r.figures
    const load = f.loadJs + f.idleJs
    return [r.kit, `${kib(load)} (${kib(f.loadJs)})`, r.kit === 'React alone' ? '—' : `+${kib(load - base)}`, kib(f.openJs), kib(r.emitted.bytes), ms(f.coldOpenMs), ms(f.warmMedianMs)]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
  for (const r of rows) if (r.figures.blockedHosts.length) console.log(`  ${r.kit} tried (blocked): ${r.figures.blockedHosts.join(', ')}`)
}
