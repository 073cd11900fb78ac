import { formatEther, hexToString, isHex } from 'viem'
import { base58 } from '@scure/base'

// Turns an unsafe request into what the user reads before deciding: what it does, on which chain,
// to whom, how much, and the exact message. Values are shown, never interpreted as markup.

export type ConfirmationRow = { label: string; value: string; mono?: boolean }
export type ConfirmationModel = {
  method: string
  title: string
  /** 'Local (31337)' or the Solana network id. */
  chain: string
  /** The app that asked (the parent origin the frame verified). */
  requestedBy: string
  rows: ConfirmationRow[]
}

const titles: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send user operation',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send transaction',
}

const printable = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u

/** A hex or raw message as text when it decodes to printable UTF-8, else as hex. */
function messageText(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return printable.test(text) ? text : message
  } catch {
    return message
  }
}

function json(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? String(value)
}

function ether(value: unknown, symbol: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return `0 ${symbol}`
  try {
    return `${formatEther(BigInt(value))} ${symbol}`
  } catch {
    return String(value)
  }
}

type Tx = { to?: string; value?: string; data?: string; from?: string }

function txRows(tx: Tx, symbol: string): ConfirmationRow[] {
  const rows: ConfirmationRow[] = [
    { label: 'To', value: tx.to ?? 'New contract', mono: true },
    { label: 'Value', value: ether(tx.value ?? '0x0', symbol) },
  ]
  if (tx.data && tx.data !== '0x') rows.push({ label: 'Data', value: tx.data, mono: true })
  return rows
}

function typedDataRows(raw: unknown): ConfirmationRow[] {
  const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { domain?: Record<string, unknown>; primaryType?: string; message?: unknown }
  const domain = typed.domain ?? {}
  const rows: ConfirmationRow[] = []
  for (const key of ['name', 'version', 'chainId', 'verifyingContract', 'salt']) {
    if (domain[key] !== undefined) rows.push({ label: `Domain ${key}`, value: String(domain[key]), mono: key !== 'name' })
  }
  rows.push({ label: 'Type', value: String(typed.primaryType ?? '') })
  rows.push({ label: 'Message', value: json(typed.message), mono: true })
  return rows
}

function solanaMessage(message: unknown): string {
  if (typeof message !== 'string') return json(message)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message))
    return printable.test(text) ? text : message
  } catch {
    return message
  }
}

/**
 * The confirmation the frame shows for an unsafe request. Unknown shapes fall back to the raw
 * parameters, so nothing the user signs is hidden.
 *
 * @example
 * describeRequest({ method: 'personal_sign', params: ['0x6869', from], chain: 'Local (31337)', requestedBy: 'https://app.example', symbol: 'ETH' })
 */
export function describeRequest(input: { method: string; params: unknown; chain: string; requestedBy: string; symbol: string }): ConfirmationModel {
  const { method, params, symbol } = input
  const list = Array.isArray(params) ? params : []
  const record = (params ?? {}) as Record<string, unknown>
  let rows: ConfirmationRow[]
  try {
    switch (method) {
      case 'personal_sign':
        rows = [{ label: 'Message', value: messageText(String(list[0] ?? '')) }]
        break
      case 'eth_signTypedData_v4':
        rows = typedDataRows(list[1])
        break
      case 'eth_sendTransaction':
        rows = txRows((list[0] ?? {}) as Tx, symbol)
        break
      case 'wallet_sendCalls': {
        const calls = (list as Array<{ calls?: Tx[] }>).flatMap((batch) => batch.calls ?? [])
        rows = calls.flatMap((call, index) => txRows(call, symbol).map((row) => ({ ...row, label: calls.length > 1 ? `Call ${index + 1} · ${row.label}` : row.label })))
        break
      }
      case 'solana_signMessage':
        rows = [{ label: 'Message', value: solanaMessage(record.message) }]
        break
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        rows = [{ label: 'Transaction', value: String(record.transaction ?? ''), mono: true }]
        break
      case 'solana_signAllTransactions': {
        const transactions = Array.isArray(record.transactions) ? record.transactions : []
        rows = transactions.map((t, index) => ({ label: `Transaction ${index + 1}`, value: String(t), mono: true }))
        break
      }
      default:
        rows = [{ label: 'Parameters', value: json(params), mono: true }]
    }
  } catch {
    rows = [{ label: 'Parameters', value: json(params), mono: true }]
  }
  return { method, title: titles[method] ?? 'Confirm request', chain: input.chain, requestedBy: input.requestedBy, rows }
}
