import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

// `walletkit devnet --json` from the built CLI (dist/devnet is apps/devnet bundled): what the
// testing item's startWalletkitDevnet runs in a host's tests.
const bin = join(fileURLToPath(new URL('../..', import.meta.url)), 'cli/dist/index.js')

type Descriptor = {
  version: number
  urls: Record<string, string>
  evmChains: Array<{ rpcUrl: string }>
  frameEmbedders: string[]
  walletScript: string
  startedInMs: number
}

function startCommand(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [bin, 'devnet', '--json', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async () => JSON.parse(((await lines.next()).value as string | undefined) ?? 'null') as unknown
  return { child, next }
}

const rpcAnswers = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  }).then(
    (r) => r.ok,
    () => false,
  )

describe('walletkit devnet --json', () => {
  test('behavior: free ports, one JSON line, embedders from --embed and the env, a control line, and stdin closing stops everything', async () => {
    const { child, next } = startCommand(['--free-ports', '--embed', 'http://127.0.0.1:3000'], {
      WALLETKIT_DEVNET_EMBEDDERS: 'http://localhost:3000',
    })
    const descriptor = (await next()) as Descriptor
    expect(descriptor).toMatchObject({ version: 1, frameEmbedders: ['http://127.0.0.1:3000', 'http://localhost:3000'] })
    expect(Object.values(descriptor.urls).every((url) => /^(http|ws):\/\/(127\.0\.0\.1|localhost):\d+$/.test(url))).toBe(true)
    expect(descriptor.urls.services).not.toBe('http://127.0.0.1:8787')
    expect(await rpcAnswers(descriptor.evmChains[0]!.rpcUrl)).toBe(true)
    // The wallet script is the built Devnet Wallet for these chains.
    const script = await import('node:fs/promises').then((fs) => fs.readFile(descriptor.walletScript, 'utf8'))
    expect(
      script.startsWith(`window.__devnetWalletConfig = {"chains":[{"chainId":31337,"rpcUrl":"${descriptor.evmChains[0]!.rpcUrl}"`),
    ).toBe(true)
    // The secure frame's page is served from the prebuilt bundle (no esbuild, no sources at run time).
    expect((await fetch(`${descriptor.urls.frame}/sdk.js`)).status).toBe(200)
    child.stdin.write(`${JSON.stringify({ allowFrameOrigin: 'http://127.0.0.1:4444/app' })}\n`)
    expect(await next()).toEqual({ allowed: 'http://127.0.0.1:4444' })
    child.stdin.write('not json\n')
    expect(await next()).toEqual({ error: 'unknown control line' })
    const csp = (await fetch(`${descriptor.urls.frame}/sdk?projectId=p`)).headers.get('content-security-policy')
    expect(csp).toBe(
      'frame-ancestors http://127.0.0.1:5173 http://localhost:5173 http://127.0.0.1:3000 http://localhost:3000 http://127.0.0.1:4444',
    )
    child.stdin.end()
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(0)
    expect(await rpcAnswers(descriptor.evmChains[0]!.rpcUrl)).toBe(false)
  })

  test('behavior: a bad embedder stops the start with the reason', async () => {
    const { child } = startCommand(['--free-ports'], { WALLETKIT_DEVNET_EMBEDDERS: '127.0.0.1:3000' })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk))
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).not.toBe(0)
    expect(stderr).toContain('WALLETKIT_DEVNET_EMBEDDERS: "127.0.0.1:3000" is not an origin')
  })
})
