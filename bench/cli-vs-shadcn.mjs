// `npm run bench -- cli-vs-shadcn`: `walletkit add` against the stock shadcn CLI
// (`npx shadcn@latest add <url>`) adding the same built item JSON (`walletkit build --public-url`)
// served from 127.0.0.1, each into a fresh copy of the same project. Both CLIs find a stand-in
// `npm` first on PATH that only records its arguments: the package manager's time is neither
// tool's. Prints the medians and their ratio. `node bench/cli-vs-shadcn.mjs [runs] [item]`.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { homedir, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const walletkit = join(root, 'cli/dist/index.js')
const runs = Number(process.argv[2] ?? 5)
const item = process.argv[3] ?? 'connect-modal'
if (!existsSync(walletkit)) throw new Error('Build the CLI first: npm run build -w cli')
const work = join(root, '.tmp/bench-cli-vs-shadcn')
rmSync(work, { recursive: true, force: true })
mkdirSync(join(work, 'bin'), { recursive: true })

function run(command, args, options = {}) {
  const started = process.hrtime.bigint()
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 300_000, ...options })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return { ms, stdout: result.stdout }
}

// The server below lives in this process: commands that fetch from it must not block the loop.
function runAsync(command, args, options = {}) {
  const started = process.hrtime.bigint()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))
      else resolve({ ms, stdout: output })
    })
  })
}

// The stock shadcn CLI, fetched once by npx; later runs call its entry directly so npx's own
// resolution is not timed.
run('npx', ['-y', 'shadcn@latest', '--version'])
const npxDir = join(homedir(), '.npm/_npx')
const shadcnDir = readdirSync(npxDir)
  .map((d) => join(npxDir, d, 'node_modules/shadcn'))
  .find((d) => existsSync(join(d, 'package.json')))
if (!shadcnDir) throw new Error('npx did not leave shadcn in ~/.npm/_npx')
const shadcnPkg = JSON.parse(readFileSync(join(shadcnDir, 'package.json'), 'utf8'))
const shadcn = join(shadcnDir, typeof shadcnPkg.bin === 'string' ? shadcnPkg.bin : Object.values(shadcnPkg.bin)[0])

// Serve r/ on 127.0.0.1; the build needs the port for --public-url, so listen first.
const registryOut = join(work, 'r')
// shadcn also asks its own registry (REGISTRY_URL, ui.shadcn.com by default) for the base
// colour named in components.json; this machine has no internet, so the same server answers with
// an empty palette (no colour variables to merge: the item brings its own theme file).
const emptyBaseColor = JSON.stringify({
  inlineColors: { light: {}, dark: {} },
  cssVars: { light: {}, dark: {} },
  cssVarsV4: { light: {}, dark: {} },
  inlineColorsTemplate: '',
  cssVarsTemplate: '',
})
const server = createServer((req, res) => {
  if (req.url?.startsWith('/shadcn/r/colors/')) return void res.setHeader('content-type', 'application/json').end(emptyBaseColor)
  const file = join(registryOut, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/r\//, ''))
  if (!file.startsWith(registryOut) || !existsSync(file)) return void res.writeHead(404).end()
  res.setHeader('content-type', 'application/json')
  res.end(readFileSync(file))
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}/r`
await runAsync(process.execPath, [walletkit, 'build', '--cwd', root, '--out', registryOut, '--public-url', base])
const url = `${base}/${item}.json`

// The project both tools add into: the Vite template after `walletkit init`, plus the
// components.json shadcn reads (written by hand: shadcn init fetches styles from the internet).
const project = join(work, 'project')
cpSync(join(root, 'templates/vite-react'), project, { recursive: true })
run(process.execPath, [walletkit, 'init', '--yes', '--no-install', '--cwd', project])
writeFileSync(
  join(project, 'components.json'),
  JSON.stringify({
    $schema: 'https://ui.shadcn.com/schema.json',
    style: 'new-york',
    rsc: false,
    tsx: true,
    tailwind: { config: '', css: 'src/index.css', baseColor: 'neutral', cssVariables: true, prefix: '' },
    aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui', lib: '@/lib', hooks: '@/hooks' },
  }),
)
const npmShim = join(work, 'bin/npm')
writeFileSync(npmShim, `#!/bin/sh\necho "$@" >> ${JSON.stringify(join(work, 'npm-calls.log'))}\nexit 0\n`)
chmodSync(npmShim, 0o755)
const env = {
  ...process.env,
  REGISTRY_URL: `http://127.0.0.1:${server.address().port}/shadcn/r`,
  PATH: `${join(work, 'bin')}:${process.env.PATH}`,
  CI: '1',
  NO_UPDATE_NOTIFIER: '1',
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const countFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name)).length

const times = { walletkit: [], shadcn: [] }
const files = {}
try {
  for (let i = 0; i < runs; i++) {
    // Alternate the order so neither tool always runs on a warmer machine.
    const order = i % 2 ? ['shadcn', 'walletkit'] : ['walletkit', 'shadcn']
    for (const tool of order) {
      const dir = join(work, `${tool}-${i}`)
      cpSync(project, dir, { recursive: true })
      const before = countFiles(join(dir, 'src'))
      const args =
        tool === 'walletkit' ? [walletkit, 'add', url, '--yes', '--cwd', dir] : [shadcn, 'add', url, '--yes', '--overwrite', '--cwd', dir]
      times[tool].push((await runAsync(process.execPath, args, { env })).ms)
      files[tool] = countFiles(join(dir, 'src')) - before
      rmSync(dir, { recursive: true, force: true })
    }
  }
} finally {
  server.close()
}
console.log(`Adding ${url} (${runs} runs each, npm replaced by a recorder for both)`)
console.log(`  walletkit add         median ${median(times.walletkit).toFixed(0)} ms  (${files.walletkit} source files written)`)
console.log(`  shadcn ${shadcnPkg.version} add  median ${median(times.shadcn).toFixed(0)} ms  (${files.shadcn} source files written)`)
console.log(`  ratio shadcn / walletkit: ${(median(times.shadcn) / median(times.walletkit)).toFixed(2)}`)
console.log(
  `  load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
