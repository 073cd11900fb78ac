import type { Address, Client } from 'viem'
import type { Connection as SolanaConnection } from '@solana/web3.js'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import { SendTransactionError } from '@/registry/lib/errors/send'

/** What the send flow asks of the chains; the default goes through the blockchain API's node proxy. */
export type SendChains = {
  /** Gas units of an EVM transfer (typical figures until receiver and amount are known). */
  estimateEvmGas(parameters: {
    network: Network
    from: Address
    to?: Address | undefined
    amount?: bigint | undefined
    token?: Address | undefined
  }): Promise<bigint>
  /** Sends through the wallet and waits for the receipt up to `timeout` ms; resolves the hash, rejects a reverted transfer. */
  sendEvm(parameters: {
    request: WalletRequest
    network: Network
    from: Address
    to: Address
    amount: bigint
    token?: Address | undefined
    timeout: number
  }): Promise<string>
  /** Builds, has the wallet sign and send, and confirms a SOL or SPL transfer; resolves the signature. */
  sendSolana(parameters: {
    request: WalletRequest
    network: Network
    from: string
    to: string | undefined
    amount: string | undefined
    token?: { mint: string; decimals: number } | undefined
  }): Promise<string>
  /** Has the Bitcoin wallet send `amount` BTC (its transfer feature picks inputs and fee, and broadcasts); resolves the txid. */
  sendBitcoin(parameters: { request: WalletRequest; network: Network; to: string | undefined; amount: string | undefined }): Promise<string>
}

/**
 * The send flow's chain access. viem, @solana/web3.js and Bitcoin code is imported on first use,
 * so opening the Send view does not download the Solana stack on an EVM page (or the reverse).
 * Node clients are made once per network and reuse the blockchain API client's base URL and
 * project id for the node proxy.
 */
export function createSendChains(getApi: () => Promise<BlockchainApiClient>, baseUrl: string): SendChains {
  const evmClients = new Map<string, Client>()
  const solanaConnections = new Map<string, SolanaConnection>()

  async function evmClient(network: Network): Promise<Client> {
    const known = evmClients.get(network.caipNetworkId)
    if (known) return known
    const [api, { createEvmClient }] = await Promise.all([getApi(), import('@/registry/lib/evm/create-evm-client')])
    const client = createEvmClient({ network, blockchainApi: { baseUrl, projectId: api.projectId } })
    evmClients.set(network.caipNetworkId, client)
    return client
  }

  async function solanaConnection(network: Network): Promise<SolanaConnection> {
    const known = solanaConnections.get(network.caipNetworkId)
    if (known) return known
    const [api, { createSolanaConnection }] = await Promise.all([getApi(), import('@/registry/lib/solana/create-solana-connection')])
    const connection = createSolanaConnection({ network, blockchainApi: { baseUrl, projectId: api.projectId } })
    solanaConnections.set(network.caipNetworkId, connection)
    return connection
  }

  return {
    async estimateEvmGas({ network, ...transfer }) {
      const [client, { estimateTransferGas }] = await Promise.all([evmClient(network), import('@/registry/lib/evm/estimate-transfer-gas')])
      return estimateTransferGas(client, transfer)
    },
    async sendEvm({ request, network, ...transfer }) {
      const [nodeClient, { transferWithWallet }] = await Promise.all([
        evmClient(network),
        import('@/registry/lib/evm/evm-transfer-with-wallet'),
      ])
      const { hash, outcome } = await transferWithWallet({ request, nodeClient, ...transfer })
      // A timed-out wait still means the transfer started; a reverted one did not move anything.
      if (outcome.status !== 'timed-out' && outcome.result === 'reverted')
        throw new SendTransactionError({ details: `transaction ${hash} reverted` })
      return hash
    },
    async sendSolana({ request, network, ...transfer }) {
      const [connection, { transferWithSolanaWallet }] = await Promise.all([
        solanaConnection(network),
        import('@/registry/lib/solana/solana-transfer-with-wallet'),
      ])
      return transferWithSolanaWallet({ connection, request, ...transfer })
    },
    async sendBitcoin(transfer) {
      // No node client: the wallet broadcasts; the Bitcoin code loads only for a bip122 send.
      const { transferWithBitcoinWallet } = await import('@/registry/lib/bitcoin/bitcoin-transfer-with-wallet')
      return transferWithBitcoinWallet(transfer)
    },
  }
}
