import { createInterface } from 'node:readline'
import type { Command } from 'commander'
import { z } from 'zod'
import { CliError } from '../errors.js'
import { say } from '../output.js'

const optionsSchema = z.object({
  json: z.boolean().default(false),
  freePorts: z.boolean().default(false),
  embed: z.array(z.string()).default([]),
})

/** What the bundled devnet (dist/devnet/index.js, built from apps/devnet) gives the command. */
type HostDevnet = {
  descriptor: { startedInMs: number; urls: Record<string, string>; evmAccounts: ReadonlyArray<{ address: string }> }
  /** Answers one control line (the devnet parses it: the frame's allowlist, the WalletConnect wallet). */
  control(message: unknown): Promise<Record<string, unknown>>
  stop(): Promise<void>
}
type DevnetModule = {
  startHostDevnet(options: { freePorts: boolean; frameEmbedders: string[]; log?: (line: string) => void }): Promise<HostDevnet>
}

async function loadDevnet(): Promise<DevnetModule> {
  try {
    return (await import(new URL('../devnet/index.js', import.meta.url).href)) as DevnetModule
  } catch (error) {
    const missing =
      error instanceof Error && 'code' in error && error.code === 'ERR_MODULE_NOT_FOUND' ? /'([^']+)'/.exec(error.message)?.[1] : undefined
    throw new CliError(
      'DEVNET_UNAVAILABLE',
      missing ? `The devnet needs ${missing}, which is not installed here.` : 'The devnet could not be loaded.',
      {
        suggestion:
          "Run `npx walletkit add testing` in your app: it installs the devnet's packages (anvil, litesvm, viem, ...) as devDependencies.",
        cause: error,
      },
    )
  }
}

export async function runDevnet(raw: unknown): Promise<void> {
  const options = optionsSchema.parse(raw)
  const { startHostDevnet } = await loadDevnet()
  // --json: stdout carries only the descriptor and the answers to control lines; logs go to stderr.
  const log = options.json ? (line: string) => process.stderr.write(`${line}\n`) : (line: string) => say(line)
  const devnet = await startHostDevnet({ freePorts: options.freePorts, frameEmbedders: options.embed, log })
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= devnet.stop().then(() => process.exit(0))
    return stopping
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  if (!options.json) {
    const first = devnet.descriptor.evmAccounts[0]
    if (first) say(`Dev account 0: ${first.address}`)
    say(`walletkit devnet up in ${devnet.descriptor.startedInMs} ms. Ctrl-C to stop.`)
    return
  }
  process.stdout.write(`${JSON.stringify(devnet.descriptor)}\n`)
  // The test process holds stdin open; when it goes away (even killed), the devnet goes too.
  const lines = createInterface({ input: process.stdin })
  // One answer per line, in the order asked (a pairing takes a moment; later lines wait for it).
  let answered = Promise.resolve()
  lines.on('line', (line) => {
    answered = answered.then(async () => {
      const answer = await devnet.control(safeJson(line))
      process.stdout.write(`${JSON.stringify(answer)}\n`)
    })
  })
  lines.on('close', () => void answered.then(stop))
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}

export function registerDevnet(program: Command): void {
  program
    .command('devnet')
    .description('start the local chains, services, secure frame and test wallet for your tests (until Ctrl-C)')
    .option('--json', 'print one JSON line (URLs, chains, funded keys, the test wallet script) and stop when stdin closes')
    .option('--free-ports', 'every service on a free port instead of the defaults (8545, 8899, 8787, 8788, 8789)')
    .option('--embed <origins...>', 'app origins allowed to embed the secure frame (also WALLETKIT_DEVNET_EMBEDDERS)')
    .action((options: unknown) => runDevnet(options))
}
