import { devAccounts } from './evm/dev-accounts'
import { devTokenInfo } from './evm/deploy-dev-token'
import { expectedDevTokenAddress, startEvm, type EvmNodes } from './evm/start-evm'
import { startFrameSite } from './frame/server'
import { toOrigin } from './embedders-from-env'
import { createMailbox } from './mailbox'
import { startRelay } from './relay/server'
import { encodeBase58 } from './solana/base58'
import { solanaLocalNetworkId } from './solana/local-svm'
import { localSolana } from './solana/local-solana'
import { grantSplToken } from './solana/spl-token'
import { startSolana, type SolanaNode } from './solana/start-solana'
import { localEvmChain, type LocalChains } from './services/local-chains'
import { startServices } from './services/start-services'
import { defaultPorts, type Devnet, type DevnetOptions, type DevnetPorts } from './types'

export type { Devnet, DevnetOptions, DevnetPorts } from './types'
export { defaultPorts } from './types'

const allServices: ReadonlyArray<keyof DevnetPorts> = ['evm', 'solana', 'services', 'frame', 'relay']

/**
 * Starts every local stand-in on 127.0.0.1: two anvil nodes with DevToken, the Solana VM facade,
 * the services server, and the frame site and relay when their owners provide them.
 * @example const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const ports: DevnetPorts = {
    evm: options.evm ?? defaultPorts.evm,
    solana: options.solana ?? defaultPorts.solana,
    services: options.services ?? defaultPorts.services,
    frame: options.frame ?? defaultPorts.frame,
    relay: options.relay ?? defaultPorts.relay,
  }
  const wanted = new Set(options.only ?? allServices)
  const log = options.log ?? (() => {})
  // Checked before anything starts, so a bad origin leaves no node running.
  const frameEmbedders = (options.frameEmbedders ?? []).map((entry) => toOrigin(entry, 'frameEmbedders'))
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    // Reverse order: the services stop taking requests before the nodes behind them go away.
    for (const s of stops.splice(0).reverse()) await s().catch(() => {})
  }
  const accounts = devAccounts(10)
  const mailbox = createMailbox()
  const urls = { evmRpc: '', solanaRpc: '', services: '', frame: '', relay: '' }
  let allowFrameOrigin: Devnet['allowFrameOrigin'] = () => {}
  try {
    // The nodes start side by side; each registers its stop as soon as it is up, so a failure of one still stops the other.
    const [evmStarted, solanaStarted] = await Promise.allSettled([
      wanted.has('evm') ? startEvm(ports.evm, accounts).then((nodes) => (stops.push(nodes.stop), nodes)) : Promise.resolve(null),
      wanted.has('solana') ? startSolana({ port: ports.solana }).then((node) => (stops.push(node.stop), node)) : Promise.resolve(null),
    ])
    if (evmStarted.status === 'rejected') throw evmStarted.reason
    if (solanaStarted.status === 'rejected') throw solanaStarted.reason
    const evm: EvmNodes | null = evmStarted.value
    const solana: SolanaNode | null = solanaStarted.value
    urls.evmRpc = evm?.chains[0]?.rpcUrl ?? ''
    for (const chain of evm?.chains ?? []) log(`EVM node (chain ${chain.chainId}): ${chain.rpcUrl}`)
    urls.solanaRpc = solana?.url ?? ''
    if (solana) log(`Solana RPC (${solanaLocalNetworkId}): ${solana.url} (websocket on the same port and on port + 1)`)
    const erc20 = evm?.erc20 ?? { address: expectedDevTokenAddress(accounts), ...devTokenInfo }
    const chains: LocalChains = {
      evm: (evm?.chains ?? []).map(localEvmChain),
      erc20,
      collectibles: evm?.collectibles ?? [],
      solana: solana ? localSolana(solana.svm, solana.splToken) : null,
    }
    if (wanted.has('services')) {
      const services = await startServices({
        port: ports.services,
        chains,
        mailbox,
        catalogueSize: options.catalogueSize ?? catalogueSizeFromEnv(),
        ...(options.deniedProjectIds ? { deniedProjectIds: options.deniedProjectIds } : {}),
      })
      stops.push(services.stop)
      urls.services = services.url
      log(`Services (blockchain API, catalogue, analytics): ${services.url}`)
    }
    if (wanted.has('frame')) {
      const frame = await startFrameSite({
        port: ports.frame,
        servicesUrl: urls.services,
        evmChains: evm?.chains ?? [],
        solanaRpcUrl: urls.solanaRpc,
        ...(evm ? { smartAccountFactory: evm.smartAccountFactory } : {}),
        sendMail: (message) => mailbox.send(message),
      })
      if (frame) {
        stops.push(frame.stop)
        urls.frame = frame.url
        allowFrameOrigin = (origin, projectId) => frame.allowOrigin(origin, projectId)
        for (const origin of frameEmbedders) frame.allowOrigin(origin)
        log(`Secure frame site: ${frame.url}${frameEmbedders.length ? ` (embeddable by the demo and ${frameEmbedders.join(', ')})` : ''}`)
      }
    }
    if (wanted.has('relay')) {
      const relay = await startRelay({ port: ports.relay, log })
      if (relay) {
        stops.push(relay.stop)
        urls.relay = relay.url
        log(`WalletConnect relay: ${relay.url}`)
      }
    }
    const solanaAccounts = (solana?.keypairs ?? []).map((kp) => ({
      publicKey: encodeBase58(kp.publicKey.toBytes()),
      secretKey: kp.secretKey,
    }))
    return {
      urls,
      evmChains: evm?.chains ?? [],
      evmAccounts: accounts,
      erc20,
      ...(evm ? { smartAccountFactory: evm.smartAccountFactory } : {}),
      collectibles: evm?.collectibles ?? [],
      ...(solana ? { splToken: solana.splToken } : {}),
      solanaAccounts,
      solanaNetworkId: solanaLocalNetworkId,
      grantSplToken: (owner, amount) => {
        if (!solana) throw new Error('grantSplToken: this devnet runs no Solana VM')
        grantSplToken(solana.svm.svm, solana.splToken, owner, amount)
      },
      allowFrameOrigin: (origin, projectId) => allowFrameOrigin(origin, projectId),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function catalogueSizeFromEnv(): number | undefined {
  const size = Number(process.env.WALLETKIT_CATALOGUE_SIZE)
  return Number.isInteger(size) && size > 0 ? size : undefined
}
