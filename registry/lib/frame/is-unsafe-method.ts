/**
 * SPEC §6: the requests the embedded wallet treats as not safe: message and typed-data signing,
 * transaction sending, Solana signing and sending, sending calls, granting and revoking
 * permissions, and user operations. The secure frame asks its user to confirm each of them on its
 * own origin; the host reveals the frame while one is pending.
 */
export const unsafeFrameMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/**
 * Whether an RPC method needs the user's confirmation inside the secure frame.
 *
 * @example
 * isUnsafeMethod('personal_sign') // true
 * isUnsafeMethod('eth_getBalance') // false
 */
export function isUnsafeMethod(method: string): boolean {
  return unsafeFrameMethods.has(method)
}
