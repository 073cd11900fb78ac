import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildTestWalletScript } from '../../../test-wallet/src/build'
import { embeddersFromEnv } from '../embedders-from-env'
import { startDevnet } from '../index'
import { portsFromEnv } from '../ports-from-env'
import { createHostControl } from './host-control'
import type { DevnetInfo } from '../../../../registry/testing/devnet'

/**
 * What a host's tests get from `walletkit devnet --json`: plain JSON, so the test process needs
 * none of the devnet's code. Its one home is the testing item the host copies (the reader side).
 */
export type HostDevnetDescriptor = DevnetInfo

export type StartHostDevnetOptions = {
  /** Every service on a free port (tests); otherwise the default ports, or WALLETKIT_*_PORT. */
  freePorts?: boolean
  /** Origins that may embed the secure frame, with those of WALLETKIT_DEVNET_EMBEDDERS. */
  frameEmbedders?: readonly string[]
  log?: (line: string) => void
}

export type HostDevnet = {
  descriptor: HostDevnetDescriptor
  /** One control message from the host's test (host-control.ts): the frame's allowlist, the WalletConnect wallet. */
  control(message: unknown): Promise<Record<string, unknown>>
  stop(): Promise<void>
}

/**
 * Every local stand-in plus the test wallet's script written to a temp folder: the devnet as a
 * host's tests start it through `walletkit devnet --json` (bundled into the CLI).
 *
 * @example
 * const { descriptor, stop } = await startHostDevnet({ freePorts: true })
 */
export async function startHostDevnet(options: StartHostDevnetOptions = {}): Promise<HostDevnet> {
  const started = performance.now()
  const ports = options.freePorts ? { evm: 0, solana: 0, services: 0, frame: 0, relay: 0 } : portsFromEnv()
  const frameEmbedders = [...new Set([...(options.frameEmbedders ?? []), ...embeddersFromEnv()])]
  const devnet = await startDevnet({ ...ports, frameEmbedders, ...(options.log ? { log: options.log } : {}) })
  const folder = await mkdtemp(join(tmpdir(), 'walletkit-devnet-'))
  const control = createHostControl(devnet)
  const stop = async () => {
    await control.stop()
    await devnet.stop()
    await rm(folder, { recursive: true, force: true })
  }
  try {
    const evmChains = devnet.evmChains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
    const walletScript = join(folder, 'test-wallet.js')
    await writeFile(walletScript, await buildTestWalletScript({ chains: evmChains, writeDist: false }))
    const descriptor: HostDevnetDescriptor = {
      version: 1,
      urls: { ...devnet.urls },
      evmChains,
      evmAccounts: devnet.evmAccounts.map(({ address, privateKey }) => ({ address, privateKey })),
      erc20: { ...devnet.erc20 },
      solanaNetworkId: devnet.solanaNetworkId,
      solanaAccounts: devnet.solanaAccounts.map(({ publicKey }) => ({ publicKey })),
      frameEmbedders: frameEmbedders.map((origin) => new URL(origin).origin),
      walletconnectAccount: devnet.urls.relay ? (devnet.evmAccounts[1]?.address ?? null) : null,
      walletScript,
      startedInMs: Math.round(performance.now() - started),
    }
    return { descriptor, control: (message) => control.handle(message), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
