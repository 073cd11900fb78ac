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
const resultsFile = (partial: boolean) =>
  fileURLToPath(new URL(partial ? '../results/peers-partial.json' : '../results/peers.json', import.meta.url))
const kib = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1))
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))

export type Size = 'desktop' | 'phone'

export type PeerRow = {
  kit: string
  /** Desktop (Chromium's default window) or a phone (390×844, touch, iOS user agent: the bottom sheet). */
  size: Size
  versions: Record<string, string>
  /** Sizes from the first round (the same bytes every round); `coldOpenMs` is the median of `coldOpensMs`, one per round. */
  figures: Omit<PageFigures, 'scripts'> & { scripts: number; warmMedianMs?: number; coldOpensMs?: number[] }
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

/** One kit's rounds folded into a row: sizes from the first, open times as medians over all. */
function row(kit: string, size: Size, versions: Record<string, string>, dist: string, rounds: PageFigures[]): PeerRow {
  const [first] = rounds
  if (!first) throw new Error(`${kit}: no round measured`)
  const { scripts, ...rest } = first
  const coldOpensMs = rounds.flatMap((r) => (r.coldOpenMs === undefined ? [] : [r.coldOpenMs]))
  const warmOpensMs = rounds.flatMap((r) => r.warmOpensMs ?? [])
  const opens =
    coldOpensMs.length > 0 ? { coldOpenMs: median(coldOpensMs), coldOpensMs, warmOpensMs, warmMedianMs: median(warmOpensMs) } : {}
  return { kit, size, versions, emitted: emittedJs(dist), figures: { ...rest, ...opens, scripts: scripts.length }, files: scripts }
}

type Page = {
  kit: string
  size: Size
  versions: Record<string, string>
  dist: string
  target: Omit<PageTarget, 'url'>
  rounds: PageFigures[]
}

/**
 * Builds every page, then measures them round after round, each page load in its own fresh
 * Chromium, the kits (at each size) taking turns so a change in the machine's load falls on all
 * of them alike. Prints a table per size (first open = median of the rounds' cold opens) and the
 * later-opens goal against RainbowKit, writes the JSON.
 */
export async function runPeersBenchmark(
  options: { warmOpens?: number; rounds?: number; only?: string[]; sizes?: Size[] } = {},
): Promise<PeerRow[]> {
  const log = (line: string) => console.log(line)
  const warmOpens = options.warmOpens ?? 20
  const rounds = options.rounds ?? 5
  const wanted = (name: string) => !options.only?.length || options.only.includes(name) || name === 'react'
  const sizes = options.sizes ?? ['desktop', 'phone']
  const pages: Page[] = []
  for (const peer of peers.filter((p) => wanted(p.name))) {
    const dist = buildPeer(peer.name, log)
    const versions = installedVersions(peer.name)
    // React alone has no modal: its load is the same at any size.
    for (const size of peer.listSelector ? sizes : sizes.slice(0, 1)) {
      const listText = size === 'phone' ? (peer.phoneListText ?? peer.listText) : peer.listText
      const modal = peer.listSelector ? { listSelector: peer.listSelector, listText, button: peer.button! } : undefined
      pages.push({ kit: peer.label, size, versions, dist, target: { modal, warmOpens, phone: size === 'phone' }, rounds: [] })
    }
  }
  let services: Awaited<ReturnType<typeof startWalletkitServices>> | undefined
  if (wanted('walletkit')) {
    log('building the walletkit host: templates/vite-react + `walletkit init` + `walletkit add connect-modal`…')
    try {
      const host = await prepareHostApp('bench-peers-walletkit', 'cli')
      services = await startWalletkitServices()
      for (const size of sizes)
        pages.push({
          kit: 'walletkit (connect-modal)',
          size,
          versions: installedVersions('react'),
          dist: host.dist,
          target: { modal: walletkitModal, initScripts: services.initScripts, warmOpens, phone: size === 'phone' },
          rounds: [],
        })
    } catch (error) {
      // The peers' figures are still worth printing and keeping when the host does not build.
      process.exitCode = 1
      console.error(`walletkit: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join('\n') : String(error)}`)
    }
  }
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const page of pages) {
        // React alone has no modal: its sizes are the same every round.
        if (!page.target.modal && page.rounds.length > 0) continue
        const figures = await measureDist(page.dist, page.target)
        page.rounds.push(figures)
        log(
          `round ${round}/${rounds} ${page.kit} (${page.size}): ${figures.coldOpenMs === undefined ? 'loaded' : `first open ${figures.coldOpenMs.toFixed(1)} ms`} (load average ${loadavg()[0]?.toFixed(1)})`,
        )
      }
    }
  } finally {
    await services?.stop()
  }
  const rows = pages.map((page) => row(page.kit, page.size, page.versions, page.dist, page.rounds))

  for (const size of sizes)
    printTable(
      size,
      rows.filter((r) => r.size === size || r.kit === 'React alone'),
      rounds,
    )
  printLaterOpensGoal(rows, sizes)
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    os: `linux ${release()}`,
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
  }
  const file = resultsFile(Boolean(options.only?.length))
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, browser: 'Debian Chromium (headless), remote hosts unresolvable', rounds, warmOpens, rows }, null, 2)}\n`,
  )
  log(`\nwrote ${file}`)
  return rows
}

/** Issue 30's goal: walletkit's later opens at most 0.9× RainbowKit's, measured in the same run, at each size. */
export const laterOpensGoal = 0.9

function printLaterOpensGoal(rows: PeerRow[], sizes: Size[]): void {
  for (const size of sizes) {
    const warm = (kit: string) => rows.find((r) => r.size === size && r.kit.startsWith(kit))?.figures.warmMedianMs
    const ours = warm('walletkit')
    const theirs = warm('RainbowKit')
    if (ours === undefined || theirs === undefined) continue
    const ratio = ours / theirs
    console.log(
      `later opens (${size}): walletkit ${ms(ours)} ms, RainbowKit ${ms(theirs)} ms: ${ratio.toFixed(2)}× (goal ≤ ${laterOpensGoal}×: ${ratio <= laterOpensGoal ? 'met' : 'NOT met'})`,
    )
  }
}

function printTable(size: Size, rows: PeerRow[], rounds: number): void {
  const react = rows.find((r) => r.kit === 'React alone')
  const base = react ? react.figures.loadJs + react.figures.idleJs : 0
  console.log(
    `\n${size === 'phone' ? 'Phone (390×844, touch, iPhone user agent)' : 'Desktop'}: Vite 8 + React 19 production builds, gzip -9 on the wire, headless Chromium, remote hosts blocked`,
  )
  console.log('page load = JS fetched until the network is idle after load (before the load event in brackets)')
  console.log(`first open = median of ${rounds} fresh page loads (range in brackets); warm = median of every later open\n`)
  const header = ['kit', 'page load KiB', 'beyond React', 'opening adds', 'build emits', 'first open ms', 'warm median ms']
  const lines = rows.map((r) => {
    const f = r.figures
    const load = f.loadJs + f.idleJs
    return [
      r.kit,
      `${kib(load)} (${kib(f.loadJs)})`,
      r.kit === 'React alone' ? '—' : `+${kib(load - base)}`,
      kib(f.openJs),
      kib(r.emitted.bytes),
      `${ms(f.coldOpenMs)}${f.coldOpensMs && f.coldOpensMs.length > 1 ? ` (${ms(Math.min(...f.coldOpensMs))}–${ms(Math.max(...f.coldOpensMs))})` : ''}`,
      ms(f.warmMedianMs),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
  for (const r of rows) if (r.figures.blockedHosts.length) console.log(`  ${r.kit} tried (blocked): ${r.figures.blockedHosts.join(', ')}`)
}
