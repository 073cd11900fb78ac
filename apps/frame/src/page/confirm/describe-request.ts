import { decodeFunctionData, formatEther, isHex, maxUint256, parseAbi, type Hex } from 'viem'
import { base58 } from '@scure/base'
import { typedDataFields, type TypedDataTypes, type TypedLeaf } from './typed-data-fields'
import { hiddenCount, visibleText } from './visible-text'
import { solanaTransactionRows } from './solana-transaction-rows'
import { englishText, type FrameText } from './frame-text'
import type { FrameStringKey } from './strings/en'

// Turns an unsafe request into what the user reads before deciding: what it does, on which chain,
// to whom, how much, and the exact message. Values are shown, never interpreted as markup.
// Decisive rows come first (callee, value, the spender and amount of an approval or permit, every
// call of a batch), so the least the user reads is what matters most; text is shown with its
// invisible and bidi characters written out (visible-text.ts); typed data shows the fields its
// primary type signs, and the rest under "Not signed". Labels and amounts are in the app's locale
// (frame-text.ts); values the user checks character by character (addresses, hex, typed-data
// fields and their paths) are shown as sent.

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

const titles: Record<string, FrameStringKey> = {
  personal_sign: 'titleSignMessage',
  eth_signTypedData_v4: 'titleSignTypedData',
  eth_sendTransaction: 'titleSendTransaction',
  wallet_sendCalls: 'titleSendCalls',
  wallet_grantPermissions: 'titleGrantPermissions',
  wallet_revokePermissions: 'titleRevokePermissions',
  eth_sendUserOperation: 'titleSendUserOperation',
  solana_signMessage: 'titleSignMessage',
  solana_signTransaction: 'titleSignTransaction',
  solana_signAllTransactions: 'titleSignTransactions',
  solana_signAndSendTransaction: 'titleSendTransaction',
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

function ether(value: unknown, symbol: string, text: FrameText): string {
  if (typeof value !== 'string' && typeof value !== 'number') return `${text.decimal('0')} ${symbol}`
  try {
    return `${text.decimal(formatEther(BigInt(value)))} ${symbol}`
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

function amount(value: bigint, text: FrameText): string {
  return value === maxUint256 ? text.t('unlimited', { amount: value.toString() }) : value.toString()
}

/** The decisive arguments of the token calls that move or expose funds (amounts in base units of the called contract). */
function tokenCallRows(data: string, text: FrameText): ConfirmationRow[] {
  const { t } = text
  if (!isHex(data) || data.length < 10) return []
  try {
    const call = decodeFunctionData({ abi: tokenAbi, data: data as Hex })
    switch (call.functionName) {
      case 'transfer':
        return [
          { label: t('rowTransferTo'), value: call.args[0], mono: true },
          { label: t('rowTransferAmount'), value: amount(call.args[1], text) },
        ]
      case 'approve':
        return [
          { label: t('rowApproveSpender'), value: call.args[0], mono: true },
          { label: t('rowApproveAmount'), value: amount(call.args[1], text) },
        ]
      case 'increaseAllowance':
        return [
          { label: t('rowApproveSpender'), value: call.args[0], mono: true },
          { label: t('rowAllowanceIncrease'), value: amount(call.args[1], text) },
        ]
      case 'transferFrom':
        return [
          { label: t('rowTransferFrom'), value: call.args[0], mono: true },
          { label: t('rowTransferTo'), value: call.args[1], mono: true },
          { label: t('rowTransferAmount'), value: amount(call.args[2], text) },
        ]
      case 'setApprovalForAll':
        return [{ label: t(call.args[1] ? 'rowApproveOperatorForAll' : 'rowRevokeOperatorForAll'), value: call.args[0], mono: true }]
    }
  } catch {
    // Not one of these calls: the data row shows it.
  }
  return []
}

type Tx = { to?: string; value?: string; data?: string; from?: string }

/** A transaction's rows: decisive ones (callee, value, decoded token call) and its data apart. */
function txRows(tx: Tx, symbol: string, text: FrameText): { decisive: ConfirmationRow[]; data: ConfirmationRow[] } {
  const { t } = text
  const decisive: ConfirmationRow[] = [
    tx.to ? { label: t('rowTo'), value: visibleText(String(tx.to)), mono: true } : { label: t('rowTo'), value: t('newContract') },
    { label: t('rowValue'), value: ether(tx.value ?? '0x0', symbol, text) },
  ]
  const data: ConfirmationRow[] = []
  if (tx.data && tx.data !== '0x') {
    decisive.push(...tokenCallRows(tx.data, text))
    data.push({ label: t('rowData'), value: visibleText(String(tx.data)), mono: true })
  }
  return { decisive, data }
}

// Field names whose values decide what a typed-data signature gives away.
const decisiveNames: Record<string, number> = { spender: 0, operator: 0, to: 0, recipient: 0, receiver: 0, value: 1, amount: 1, token: 2 }

function leafValue(leaf: TypedLeaf, text: FrameText): string {
  const value = leaf.value
  if (typeof value === 'string') return visibleText(value)
  if (value === undefined) return text.t('missing')
  return typeof value === 'object' && value !== null ? json(value) : String(value)
}

function leafRank(leaf: TypedLeaf): number {
  const name = leaf.path
    .split('.')
    .at(-1)!
    .replace(/\[\d+\]$/, '')
  return decisiveNames[name] ?? 3
}

function typedDataRows(raw: unknown, text: FrameText): ConfirmationRow[] {
  const { t } = text
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
    value: leafValue(leaf, text),
    mono: leaf.type === 'address' || leaf.type.startsWith('bytes'),
  })
  const rows: ConfirmationRow[] = ranked.filter((entry) => entry.rank < 3).map((entry) => row(entry.leaf))
  rows.push({ label: t('rowType'), value: visibleText(primaryType) })
  for (const key of ['name', 'version', 'chainId', 'verifyingContract', 'salt']) {
    if (domain[key] !== undefined)
      rows.push({ label: t('rowDomain', { field: key }), value: visibleText(String(domain[key])), mono: key !== 'name' })
  }
  rows.push(...ranked.filter((entry) => entry.rank >= 3).map((entry) => row(entry.leaf)))
  rows.push(
    ...unsigned.map(
      (leaf): ConfirmationRow => ({ label: t('rowNotSigned', { path: leaf.path }), value: leafValue(leaf, text), signed: false }),
    ),
  )
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
export function describeRequest(
  input: { method: string; params: unknown; chain: string; requestedBy: string; symbol: string },
  text: FrameText = englishText,
): ConfirmationModel {
  const { method, params, symbol } = input
  const { t } = text
  const list = Array.isArray(params) ? params : []
  const record = (params ?? {}) as Record<string, unknown>
  let rows: ConfirmationRow[]
  try {
    switch (method) {
      case 'personal_sign':
        rows = [{ label: t('rowMessage'), value: messageText(String(list[0] ?? '')) }]
        break
      case 'eth_signTypedData_v4':
        rows = typedDataRows(list[1], text)
        break
      case 'eth_sendTransaction': {
        const { decisive, data } = txRows((list[0] ?? {}) as Tx, symbol, text)
        rows = [...decisive, ...data]
        break
      }
      case 'wallet_sendCalls': {
        const calls = (list as Array<{ calls?: Tx[] }>).flatMap((batch) => batch.calls ?? [])
        const label = (index: number, row: ConfirmationRow) => ({
          ...row,
          label: calls.length > 1 ? t('rowCall', { n: index + 1, label: row.label }) : row.label,
        })
        const described = calls.map((call) => txRows(call, symbol, text))
        // Every call's callee, value and token effect before any call's data.
        rows = [
          ...(calls.length > 1 ? [{ label: t('rowCalls'), value: text.decimal(String(calls.length)) }] : []),
          ...described.flatMap((call, index) => call.decisive.map((row) => label(index, row))),
          ...described.flatMap((call, index) => call.data.map((row) => label(index, row))),
        ]
        break
      }
      case 'solana_signMessage':
        rows = [{ label: t('rowMessage'), value: solanaMessage(record.message) }]
        break
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction':
        // What it does first (transfers, amounts, recipients), the exact bytes last.
        rows = [
          ...(solanaTransactionRows(record.transaction, text) ?? []),
          { label: t('rowTransaction'), value: visibleText(String(record.transaction ?? '')), mono: true },
        ]
        break
      case 'solana_signAllTransactions': {
        const transactions = Array.isArray(record.transactions) ? record.transactions : []
        const described = transactions.map((transaction) => solanaTransactionRows(transaction, text) ?? [])
        rows = [
          ...described.flatMap((list, index) =>
            list.map((row) => ({ ...row, label: t('rowTransactionPart', { n: index + 1, label: row.label }) })),
          ),
          ...transactions.map((transaction, index) => ({
            label: t('rowTransactionN', { n: index + 1 }),
            value: visibleText(String(transaction)),
            mono: true,
          })),
        ]
        break
      }
      default:
        rows = [{ label: t('rowParameters'), value: json(params), mono: true }]
    }
  } catch {
    rows = [{ label: t('rowParameters'), value: json(params), mono: true }]
  }
  return { method, title: t(titles[method] ?? 'titleConfirmRequest'), chain: input.chain, requestedBy: input.requestedBy, rows }
}
