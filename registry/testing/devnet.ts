import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'

/** What `walletkit devnet --json` prints once every local service is up. */
export type DevnetInfo = {
  version: 1
  urls: { evmRpc: string; solanaRpc: string; services: string; frame: string; relay: string }
  /** Two anvil chains (31337, and 31338 for switching). */
  evmChains: Array<{ chainId: number; rpcUrl: string; name: string }>
  /** Funded, unlocked anvil accounts; the test wallet signs with the first. Use the others to deploy. */
  evmAccounts: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>
  /** DevToken (DUSD), one million in every dev account. */
  erc20: { address: `0x${string}`; symbol: string; decimals: number; name: string }
  solanaNetworkId: string
  solanaAccounts: Array<{ publicKey: string }>
  frameEmbedders: string[]
  /** The WalletConnect test wallet's account (dev account 1; walletconnectWallet pairs it). */
  walletconnectAccount: `0x${string}` | null
  /** The Devnet Wallet for these chains, for `addInitScript({ path })` (injectTestWallet does it). */
  walletScript: string
  startedInMs: number
}

export type WalletkitDevnet<Deployed = undefined> = DevnetInfo & {
  /** What your `deploy` hook returned (your contracts' addresses); injectTestWallet hands it to the app. */
  deployed: Deployed
  /** Lets another app origin embed the secure frame (the embedded wallet), e.g. a server on a free port. */
  allowFrameOrigin(origin: string): Promise<void>
  /** Sends one control message to the devnet process and resolves with its answer (walletconnectWallet uses it). */
  control(message: object): Promise<Record<string, unknown>>
  stop(): Promise<void>
}

export type StartWalletkitDevnetOptions<Deployed> = {
  /** App origins allowed to embed the secure frame from the start (also WALLETKIT_DEVNET_EMBEDDERS). */
  embed?: string[]
  /** Deploys your contracts once the chains are up: given the RPC URLs and funded keys, returns what your app needs. */
  deploy?: (devnet: DevnetInfo) => Promise<Deployed>
  /** The walletkit CLI's entry (default: WALLETKIT_BIN, else the `walletkit` package this project resolves). */
  cli?: string
  /** How long the start may take before it fails (default 60 s; a first start compiles nothing, it waits on anvil). */
  timeoutMs?: number
}

function resolveCli(): string {
  const fromEnv = process.env.WALLETKIT_BIN
  if (fromEnv) return resolve(fromEnv)
  const manifest = createRequire(join(process.cwd(), 'package.json')).resolve('walletkit/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> }
  return join(dirname(manifest), typeof bin === 'string' ? bin : (bin.walletkit ?? 'dist/index.js'))
}

/**
 * Starts the walletkit devnet (anvil, the Solana VM, the API stand-ins, the secure frame, the
 * WalletConnect relay) on free 127.0.0.1 ports in a child process, and stops it with `stop()` or
 * when this process exits.
 *
 * @example
 * const devnet = await startWalletkitDevnet({ deploy: async ({ evmChains, evmAccounts }) => ({ counter: await deployCounter(evmChains[0].rpcUrl, evmAccounts[9].privateKey) }) })
 */
export async function startWalletkitDevnet<Deployed = undefined>(
  options: StartWalletkitDevnetOptions<Deployed> = {},
): Promise<WalletkitDevnet<Deployed>> {
  const args = [
    options.cli ?? resolveCli(),
    'devnet',
    '--json',
    '--free-ports',
    ...(options.embed?.length ? ['--embed', ...options.embed] : []),
  ]
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let errors = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (errors = (errors + chunk).slice(-4000)))
  // Lines from the devnet: the descriptor first, then one answer per control line, in order.
  const waiting: Array<(line: string) => void> = []
  const early: string[] = []
  createInterface({ input: child.stdout }).on('line', (line) => (waiting.shift() ?? ((l: string) => early.push(l)))(line))
  const nextLine = (what: string, timeoutMs: number) =>
    new Promise<string>((done, fail) => {
      const queued = early.shift()
      if (queued !== undefined) return done(queued)
      const timer = setTimeout(() => fail(new Error(`walletkit devnet: no ${what} after ${timeoutMs} ms\n${errors}`)), timeoutMs)
      waiting.push((line) => (clearTimeout(timer), done(line)))
      void exited.then((code) => (clearTimeout(timer), fail(new Error(`walletkit devnet exited (${code}) before its ${what}\n${errors}`))))
    })
  const stop = async () => {
    child.stdin.end()
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  try {
    const info = JSON.parse(await nextLine('start', options.timeoutMs ?? 60_000)) as DevnetInfo
    if (info.version !== 1) throw new Error(`walletkit devnet: unknown descriptor version ${String(info.version)}`)
    const deployed = (options.deploy ? await options.deploy(info) : undefined) as Deployed
    // Answers come back one per message, in order (the devnet answers them one after another).
    const control = async (message: object): Promise<Record<string, unknown>> => {
      child.stdin.write(`${JSON.stringify(message)}\n`)
      return JSON.parse(await nextLine('answer', 60_000)) as Record<string, unknown>
    }
    return {
      ...info,
      deployed,
      control,
      async allowFrameOrigin(origin) {
        const answer = await control({ allowFrameOrigin: origin })
        if (!answer.allowed) throw new Error(`walletkit devnet: ${origin}: ${String(answer.error ?? 'refused')}`)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
