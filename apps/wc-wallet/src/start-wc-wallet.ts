import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { handleRequest, parseSwitchChain, WalletRpcError, type WalletChain } from './handle-request'
import { GrantRefusal, grantSmartSession } from '../../test-wallet/src/grant-smart-session'
import { createMemoryStorage, type KeyValueStorage } from './memory-storage'
import { createBitcoinSigner, type BitcoinSigner } from './bitcoin-signer'
import { approvedNamespaces } from './namespaces'
import { createPolkadotSigner, type PolkadotSigner } from './polkadot-signer'
import { solanaSignMessage, solanaSignTransaction, type SolanaKey } from './solana-signer'

export type StartWcWalletOptions = {
  relayUrl: string
  projectId: string
  /** JSON-RPC of the chain the wallet sends transactions to (anvil). */
  rpcUrl: string
  privateKey: Hex
  /** Chain id behind `rpcUrl`; 31337 (anvil) by default. */
  chainId?: number
  /** More reachable chains, for chain switching. */
  chains?: readonly WalletChain[]
  storage?: KeyValueStorage
  /**
   * The Verify API the wallet checks a dapp's attestation with (devnet's stand-in, `${services}/verify`).
   * Without it the wallet does not resolve attestations: sign-client would fetch the public key from
   * verify.walletconnect.org, and waits forever when that fetch fails.
   */
  verifyUrl?: string
  /** A Solana key (devnet's solanaAccounts entry) to approve solana namespaces and sign messages and transactions. */
  solana?: SolanaKey
  /**
   * A Bitcoin payment key (32 bytes hex, e.g. devnet's bitcoinDevKeys.paymentKey) to approve bip122
   * namespaces (P2WPKH, BIP-322 messages); with devnet's services URL, sendTransfer moves satoshis in its ledger.
   */
  bitcoin?: { privateKey: string; servicesUrl?: string }
  /** A Polkadot sr25519 key, as a dev URI (`//Alice`), to approve polkadot namespaces and sign messages. */
  polkadot?: { uri: string }
  /** Devnet's services URL: the wallet then grants permissions (wallet_grantPermissions), recording each smart session there. */
  smartSessions?: { servicesUrl: string }
}

export type WcWallet = {
  address: Hex
  /** The Bitcoin payment address on a bip122 chain (CAIP-2), when the wallet holds a Bitcoin key. */
  bitcoinAddress(chain: string): string | undefined
  /** The SS58 address on a polkadot chain (CAIP-2), when the wallet holds a Polkadot key. */
  polkadotAddress(chain: string): string | undefined
  /** Pairs with a wc: URI; resolves with the settled session once the wallet has approved it. */
  pair(uri: string): Promise<SessionTypes.Struct>
  /** Every request the wallet answered, newest last. */
  requests: Array<{ method: string; params: unknown }>
  sessions(): SessionTypes.Struct[]
  /** The next session request is refused as the user would refuse it (EIP-1193 4001), unanswered by the key. */
  rejectNextRequest(): void
  /** Ends every session (or one) from the wallet side. */
  disconnect(topic?: string): Promise<void>
  stop(): Promise<void>
}

/**
 * A WalletConnect wallet peer for tests: sign-client in the wallet role, backed by an anvil dev
 * account. It approves every proposal for the eip155 chains it can reach and answers requests;
 * with the optional keys it also approves solana, bip122 and polkadot chains and signs messages there.
 *
 * @example
 * const wallet = await startWcWallet({ relayUrl, projectId: 'test', rpcUrl, privateKey })
 * await wallet.pair(uri)
 */
export async function startWcWallet(options: StartWcWalletOptions): Promise<WcWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const chains: WalletChain[] = [{ chainId: options.chainId ?? 31337, rpcUrl: options.rpcUrl }, ...(options.chains ?? [])]
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: { name: 'walletkit test wallet', description: 'anvil dev account', url: 'http://127.0.0.1', icons: [] },
    storage: options.storage ?? createMemoryStorage(),
    // A dapp client may live in the same process; a prefix of our own keeps the cores apart.
    customStoragePrefix: `wc-wallet-${account.address}-${Date.now()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // sign-client 2.25 has no option for this (see registry load-sign-client): the Verify instance's fields.
  Object.assign(client.core.verify, options.verifyUrl ? { verifyUrlV3: `${options.verifyUrl}/v3` } : { isDevEnv: true })
  const bitcoin: BitcoinSigner | undefined = options.bitcoin
    ? createBitcoinSigner(options.bitcoin.privateKey, options.bitcoin.servicesUrl)
    : undefined
  const polkadot: PolkadotSigner | undefined = options.polkadot ? await createPolkadotSigner(options.polkadot.uri) : undefined
  const requests: WcWallet['requests'] = []
  const settled = new Map<string, (session: SessionTypes.Struct) => void>()
  let rejectNext = false

  client.on('session_proposal', async ({ id, params }) => {
    const namespaces = approvedNamespaces(
      params,
      account.address,
      chains.map((chain) => chain.chainId),
      { solanaPublicKey: options.solana?.publicKey, bitcoin, polkadot, smartSessions: options.smartSessions !== undefined },
    )
    const { acknowledged } = await client.approve({ id, namespaces })
    const session = await acknowledged()
    settled.get(params.pairingTopic)?.(session)
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request
    requests.push({ method, params: requestParams })
    const chainId = Number(params.chainId.split(':')[1])
    try {
      let result: unknown
      if (rejectNext) {
        rejectNext = false
        throw new WalletRpcError(4001, 'User rejected the request.')
      }
      if (params.chainId.startsWith('solana:')) {
        if (!options.solana || (method !== 'solana_signMessage' && method !== 'solana_signTransaction'))
          throw new WalletRpcError(4200, `Unsupported method: ${method}`)
        result =
          method === 'solana_signMessage'
            ? solanaSignMessage(options.solana, requestParams)
            : solanaSignTransaction(options.solana, requestParams)
      } else if (params.chainId.startsWith('bip122:')) {
        if (!bitcoin) throw new WalletRpcError(4200, `Unsupported method: ${method}`)
        result = await bitcoin.handle(params.chainId, method, requestParams)
      } else if (params.chainId.startsWith('polkadot:')) {
        if (!polkadot) throw new WalletRpcError(4200, `Unsupported method: ${method}`)
        result = polkadot.handle(params.chainId, method, requestParams)
      } else if (method === 'wallet_switchEthereumChain') {
        const target = parseSwitchChain(requestParams)
        if (!chains.some((chain) => chain.chainId === target)) throw new WalletRpcError(4902, 'Unrecognized chain ID')
        await client.emit({ topic, chainId: `eip155:${target}`, event: { name: 'chainChanged', data: target } })
        result = null
      } else if (method === 'wallet_grantPermissions' && options.smartSessions) {
        result = await grantSmartSession(options.smartSessions.servicesUrl, account.address, requestParams).catch((error: unknown) => {
          throw error instanceof GrantRefusal ? new WalletRpcError(error.code, error.message) : error
        })
      } else {
        const chain = chains.find((candidate) => candidate.chainId === chainId) ?? chains[0]!
        result = await handleRequest(account, chain, method, requestParams)
      }
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : 5000
      const message = error instanceof Error ? error.message : 'Request failed'
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    }
  })

  return {
    address: account.address,
    bitcoinAddress: (chain) => bitcoin?.addressOn(chain),
    polkadotAddress: (chain) => polkadot?.addressOn(chain),
    requests,
    pair: async (uri) => {
      const pairingTopic = uri.slice(3, uri.indexOf('@'))
      const session = new Promise<SessionTypes.Struct>((resolve) => settled.set(pairingTopic, resolve))
      await client.pair({ uri })
      return session
    },
    sessions: () => client.session.getAll(),
    rejectNextRequest: () => {
      rejectNext = true
    },
    disconnect: async (topic) => {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic)
      for (const each of topics) await client.disconnect({ topic: each, reason: getSdkError('USER_DISCONNECTED') })
    },
    stop: async () => {
      await client.core.relayer.transportClose()
    },
  }
}
