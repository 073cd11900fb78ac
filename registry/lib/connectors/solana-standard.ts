import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { z } from 'zod'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { mapProviderError } from '@/registry/lib/connectors/provider-errors'
import { solanaChainReferences, toStandardChain } from '@/registry/lib/connectors/solana-chains'
import type { ConnectResult, Connector, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/connector-interface'

const fn = z.custom<(...args: never[]) => Promise<unknown>>((value) => typeof value === 'function')
const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const accountSchema = z.object({ address: base58Address }).loose()
const connectOutputSchema = z.object({ accounts: z.array(accountSchema) })
const signatureOutputSchema = z.array(z.object({ signature: z.instanceof(Uint8Array) }).loose()).min(1)
const signedOutputSchema = z.array(z.object({ signedTransaction: z.instanceof(Uint8Array) }).loose()).min(1)
const features = {
  connect: z.object({ connect: fn }).loose(),
  disconnect: z.object({ disconnect: fn }).loose(),
  events: z
    .object({ on: z.custom<(event: 'change', listener: (props: unknown) => void) => () => void>((v) => typeof v === 'function') })
    .loose(),
  signMessage: z.object({ signMessage: fn }).loose(),
  signAndSend: z.object({ signAndSendTransaction: fn }).loose(),
  signTransaction: z.object({ signTransaction: fn }).loose(),
}
const messageParams = z.object({ message: z.union([z.instanceof(Uint8Array), z.string()]) })
const transactionParams = z.object({ transaction: z.instanceof(Uint8Array), options: z.record(z.string(), z.unknown()).optional() })
const transactionsParams = z.object({ transactions: z.array(z.instanceof(Uint8Array)).min(1) })

/** 4200: the wallet lacks the feature a request needs (EIP-1193 "unsupported method"). */
const unsupported = (method: string): unknown => mapProviderError({ code: 4200, message: `${method} is not supported by this wallet` })

/**
 * A wallet-standard Solana wallet as a Connector (chain 'solana'): standard:connect,
 * standard:events for account changes, and solana:signMessage / signTransaction (one or a batch) /
 * signAndSendTransaction through `request` where the wallet has them. Wallet-standard wallets hold no current chain,
 * so `defaultChainId` (the app's active Solana network) gives the CAIP-2 reference until a
 * connect or switch names one: a session restored on load is on the app's network, not
 * mainnet; without it, mainnet.
 *
 * @example
 * const connector = createSolanaStandardConnector(wallet, { defaultChainId: () => 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
 */
export function createSolanaStandardConnector(
  wallet: Wallet,
  options: { defaultChainId?: (() => string | undefined) | undefined } = {},
): Connector {
  const events = createEmitter<ConnectorEvents>()
  let named: string | undefined
  const currentChain = (): string => named ?? options.defaultChainId?.() ?? solanaChainReferences['solana:mainnet']
  let account: WalletAccount | undefined
  let stopEvents: (() => void) | undefined

  const feature = <K extends keyof typeof features>(name: K, id: string): z.output<(typeof features)[K]> | undefined => {
    const parsed = features[name].safeParse(wallet.features[id as `${string}:${string}`])
    return parsed.success ? (parsed.data as z.output<(typeof features)[K]>) : undefined
  }

  function watch(): void {
    stopEvents ??= feature('events', 'standard:events')?.on('change', (props) => {
      const parsed = z.object({ accounts: z.array(accountSchema).optional() }).safeParse(props)
      if (!parsed.success || !parsed.data.accounts) return
      account = wallet.accounts.find((a) => a.address === parsed.data.accounts?.[0]?.address)
      events.emit(
        'accountsChanged',
        parsed.data.accounts.map((a) => a.address),
      )
      if (!account) events.emit('disconnect')
    })
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (!account) throw new InvalidWalletResponseError(args.method, { details: 'not connected' })
    try {
      if (args.method === 'solana_signMessage') {
        const sign = feature('signMessage', 'solana:signMessage')
        if (!sign) throw unsupported(args.method)
        const { message } = messageParams.parse(args.params)
        const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
        const [output] = signatureOutputSchema.parse(
          await (sign.signMessage as (input: unknown) => Promise<unknown>)({ account, message: bytes }),
        )
        return { signature: output?.signature }
      }
      if (args.method === 'solana_signTransaction' || args.method === 'solana_signAllTransactions') {
        const sign = feature('signTransaction', 'solana:signTransaction')
        if (!sign) throw unsupported(args.method)
        const transactions =
          args.method === 'solana_signTransaction'
            ? [transactionParams.parse(args.params).transaction]
            : transactionsParams.parse(args.params).transactions
        const chain = toStandardChain(currentChain())
        // One call with every input: the wallet shows the batch as one prompt.
        const outputs = signedOutputSchema.parse(
          await (sign.signTransaction as (...inputs: unknown[]) => Promise<unknown>)(
            ...transactions.map((transaction) => ({ account, transaction, chain })),
          ),
        )
        if (outputs.length !== transactions.length)
          throw new InvalidWalletResponseError(args.method, { details: `${outputs.length} signed for ${transactions.length}` })
        const signed = outputs.map((output) => output.signedTransaction)
        return args.method === 'solana_signTransaction' ? { transaction: signed[0] } : { transactions: signed }
      }
      if (args.method === 'solana_signAndSendTransaction') {
        const send = feature('signAndSend', 'solana:signAndSendTransaction')
        if (!send) throw unsupported(args.method)
        const { transaction, options } = transactionParams.parse(args.params)
        const input = { account, transaction, chain: toStandardChain(currentChain()), options }
        const [output] = signatureOutputSchema.parse(await (send.signAndSendTransaction as (input: unknown) => Promise<unknown>)(input))
        return { signature: output?.signature }
      }
    } catch (error) {
      throw mapProviderError(error)
    }
    throw unsupported(args.method)
  }

  return {
    id: `wallet-standard:${wallet.name}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider: wallet,
    events,
    async connect(parameters): Promise<ConnectResult> {
      if (parameters?.chainId !== undefined) named = String(parameters.chainId)
      const connect = feature('connect', 'standard:connect')
      if (!connect) throw unsupported('standard:connect')
      let output: z.output<typeof connectOutputSchema>
      try {
        output = connectOutputSchema.parse(await (connect.connect as () => Promise<unknown>)())
      } catch (error) {
        throw mapProviderError(error)
      }
      const accounts = output.accounts.map((a) => a.address)
      account = wallet.accounts.find((a) => a.address === accounts[0])
      if (!account || !accounts[0]) throw new InvalidWalletResponseError('standard:connect', { details: 'no accounts' })
      watch()
      const result = { address: accounts[0], chainId: currentChain(), accounts }
      events.emit('connect', result)
      return result
    },
    async disconnect(): Promise<void> {
      stopEvents?.()
      stopEvents = undefined
      account = undefined
      await (feature('disconnect', 'standard:disconnect')?.disconnect as (() => Promise<unknown>) | undefined)?.().catch(() => undefined)
      events.emit('disconnect')
    },
    async getAccounts(): Promise<readonly string[]> {
      // Silent connect restores an authorised session without a prompt.
      const connect = feature('connect', 'standard:connect')
      const output = connect
        ? connectOutputSchema.safeParse(
            await (connect.connect as (input: unknown) => Promise<unknown>)({ silent: true }).catch(() => undefined),
          )
        : undefined
      if (output?.success && output.data.accounts[0]) {
        account = wallet.accounts.find((a) => a.address === output.data.accounts[0]?.address)
        if (account) watch()
        return output.data.accounts.map((a) => a.address)
      }
      return []
    },
    getChainId: async () => currentChain(),
    async switchChain(network: Network): Promise<void> {
      // Wallet-standard wallets sign for the chain named per request; there is nothing to switch in the wallet.
      named = String(network.id)
      events.emit('chainChanged', named)
    },
    request,
  }
}
