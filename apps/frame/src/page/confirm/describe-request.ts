import { decodeFunctionData, formatEther, isHex, maxUint256, parseAbi, type Hex } from 'viem'
import { base58 } from '@scure/base'
import { typedDataFields, type TypedDataTypes, type TypedLeaf } from './typed-data-fields'
import { hiddenCount, visibleText } from './visible-text'
import { solanaTransactionRows } from './solana-transaction-rows'

// Turns an unsafe request into what the user reads before deciding: what it does, on which chain,
// to whom, how much, and the exact message. Values are shown, never interpreted as markup.
// Decisive rows come first (callee, value, the spender and amount of an approval or permit, every
// call of a batch), so the least the user reads is what matters most; text is shown with its
// invisible and bidi characters written out (visible-text.ts); typed data shows the fields its
// primary type signs, and the rest under "Not signed".

/** `signed: false` marks a value the signature does not cover (shown last, flagged). */
export type ConfirmationRow = { label: string; value: string; mono?: boolean; signed?: false }
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

/** Text worth showing as text: mostly visible characters (else the hex is the honest view). */
function readable(text: string): boolean {
  return text.length > 0 && hiddenCount(text) * 4 <= [...text].length
}

/** A hex message as its UTF-8 text when it is readable text, else as hex; raw text as it is. Either way invisible characters are written out. */
function messageText(message: string): string {
  if (!isHex(message)) return visibleText(message)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return readable(text) ? visibleText(text) : message
  } catch {
    return message
  }
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

function json(value: unknown): string {
  return visibleText(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? String(value))
}

function ether(value: unknown, symbol: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return `0 ${symbol}`
  try {
    return `${formatEther(BigInt(value))} ${symbol}`
  } catch {
    return visibleText(String(value))
  }
}

const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
  'function increaseAllowance(address spender, uint256 addedValue)',
])

function amount(value: bigint): string {
  return value === maxUint256 ? `Unlimited (${value})` : value.toString()
}

/** The decisive arguments of the token calls that move or expose funds (amounts in base units of the called contract). */
function tokenCallRows(data: string): ConfirmationRow[] {
  if (!isHex(data) || data.length < 10) return []
  try {
    const call = decodeFunctionData({ abi: tokenAbi, data: data as Hex })
    switch (call.functionName) {
      case 'transfer':
        return [
          { label: 'Transfer to', value: call.args[0], mono: true },
          { label: 'Transfer amount', value: amount(call.args[1]) },
        ]
      case 'approve':
        return [
          { label: 'Approve spender', value: call.args[0], mono: true },
          { label: 'Approve amount', value: amount(call.args[1]) },
        ]
      case 'increaseAllowance':
        return [
          { label: 'Approve spender', value: call.args[0], mono: true },
          { label: 'Allowance increase', value: amount(call.args[1]) },
        ]
      case 'transferFrom':
        return [
          { label: 'Transfer from', value: call.args[0], mono: true },
          { label: 'Transfer to', value: call.args[1], mono: true },
          { label: 'Transfer amount', value: amount(call.args[2]) },
        ]
      case 'setApprovalForAll':
        return [{ label: call.args[1] ? 'Approve operator for all' : 'Revoke operator for all', value: call.args[0], mono: true }]
    }
  } catch {
    // Not one of these calls: the data row shows it.
  }
  return []
}

type Tx = { to?: string; value?: string; data?: string; from?: string }

/** A transaction's rows: decisive ones (callee, value, decoded token call) and its data apart. */
function txRows(tx: Tx, symbol: string): { decisive: ConfirmationRow[]; data: ConfirmationRow[] } {
  const decisive: ConfirmationRow[] = [
    { label: 'To', value: tx.to ? visibleText(String(tx.to)) : 'New contract', mono: true },
    { label: 'Value', value: ether(tx.value ?? '0x0', symbol) },
  ]
  const data: ConfirmationRow[] = []
  if (tx.data && tx.data !== '0x') {
    decisive.push(...tokenCallRows(tx.data))
    data.push({ label: 'Data', value: visibleText(String(tx.data)), mono: true })
  }
  return { decisive, data }
}

// Field names whose values decide what a typed-data signature gives away.
const decisiveNames: Record<string, number> = { spender: 0, operator: 0, to: 0, recipient: 0, receiver: 0, value: 1, amount: 1, token: 2 }

function leafValue(leaf: TypedLeaf): string {
  const value = leaf.value
  if (typeof value === 'string') return visibleText(value)
  if (value === undefined) return '(missing)'
  return typeof value === 'object' && value !== null ? json(value) : String(value)
}

function leafRank(leaf: TypedLeaf): number {
  const name = leaf.path
    .split('.')
    .at(-1)!
    .replace(/\[\d+\]$/, '')
  return decisiveNames[name] ?? 3
}

function typedDataRows(raw: unknown): ConfirmationRow[] {
  const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    domain?: Record<string, unknown>
    types?: TypedDataTypes
    primaryType?: string
    message?: unknown
  }
  const domain = typed.domain ?? {}
  const primaryType = String(typed.primaryType ?? '')
  const { EIP712Domain: _, ...types } = typed.types ?? {}
  const { signed, unsigned } = typedDataFields(types, primaryType, typed.message)
  const ranked = signed.map((leaf, index) => ({ leaf, index, rank: leafRank(leaf) })).sort((a, b) => a.rank - b.rank || a.index - b.index)
  const row = (leaf: TypedLeaf): ConfirmationRow => ({
    label: leaf.path,
    value: leafValue(leaf),
    mono: leaf.type === 'address' || leaf.type.startsWith('bytes'),
  })
  const rows: ConfirmationRow[] = ranked.filter((entry) => entry.rank < 3).map((entry) => row(entry.leaf))
  rows.push({ label: 'Type', value: visibleText(primaryType) })
  for (const key of ['name', 'version', 'chainId', 'verifyingContract', 'salt']) {
    if (domain[key] !== undefined) rows.push({ label: `Domain ${key}`, value: visibleText(String(domain[key])), mono: key !== 'name' })
  }
  rows.push(...ranked.filter((entry) => entry.rank >= 3).map((entry) => row(entry.leaf)))
  rows.push(...unsigned.map((leaf): ConfirmationRow => ({ label: `Not signed: ${leaf.path}`, value: leafValue(leaf), signed: false })))
  return rows
}

function solanaMessage(message: unknown): string {
  if (typeof message !== 'string') return json(message)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message))
    return readable(text) ? visibleText(text) : message
  } catch {
    return visibleText(message)
  }
}

/**
 * The confirmation the frame shows for an unsafe request. Unknown shapes fall back to the raw
 * parameters, so nothing the user signs is hidden.
 *
 * @example
 * describeRequest({ method: 'personal_sign', params: ['0x6869', from], chain: 'Local (31337)', requestedBy: 'https://app.example', symbol: 'ETH' })
 */
export function describeRequest(input: {
  method: string
  params: unknown
  chain: string
  requestedBy: string
  symbol: string
}): ConfirmationModel {
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
      case 'eth_sendTransaction': {
        const { decisive, data } = txRows((list[0] ?? {}) as Tx, symbol)
        rows = [...decisive, ...data]
        break
      }
      case 'wallet_sendCalls': {
        const calls = (list as Array<{ calls?: Tx[] }>).flatMap((batch) => batch.calls ?? [])
        const label = (index: number, row: ConfirmationRow) => ({
          ...row,
          label: calls.length > 1 ? `Call ${index + 1} · ${row.label}` : row.label,
        })
        const described = calls.map((call) => txRows(call, symbol))
        // Every call's callee, value and token effect before any call's data.
        rows = [
          ...(calls.length > 1 ? [{ label: 'Calls', value: String(calls.length) }] : []),
          ...described.flatMap((call, index) => call.decisive.map((row) => label(index, row))),
          ...described.flatMap((call, index) => call.data.map((row) => label(index, row))),
        ]
        break
      }
      case 'solana_signMessage':
        rows = [{ label: 'Message', value: solanaMessage(record.message) }]
        break
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        // What it does first (transfers, amounts, recipients), the exact bytes last.
        rows = [
          ...(solanaTransactionRows(record.transaction) ?? []),
          { label: 'Transaction', value: visibleText(String(record.transaction ?? '')), mono: true },
        ]
        break
      case 'solana_signAllTransactions': {
        const transactions = Array.isArray(record.transactions) ? record.transactions : []
        const described = transactions.map((t) => solanaTransactionRows(t) ?? [])
        rows = [
          ...described.flatMap((list, index) => list.map((row) => ({ ...row, label: `Transaction ${index + 1} · ${row.label}` }))),
          ...transactions.map((t, index) => ({ label: `Transaction ${index + 1}`, value: visibleText(String(t)), mono: true })),
        ]
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
