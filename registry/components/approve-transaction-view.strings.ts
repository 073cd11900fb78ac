import { defineStrings } from '@/registry/lib/i18n/define-strings'

/** User-facing strings of the ApproveTransaction view. */
export const approveTransactionStrings = defineStrings('approve-transaction-view', {
  title: 'Approve request',
  method: 'Method',
  chain: 'Network',
  params: 'Details',
  secure: 'Review and answer in the secure window below',
  secureLabel: 'Secure confirmation',
  nothing: 'No request is waiting',
  names: {
    personal_sign: 'Sign a message',
    eth_signTypedData_v4: 'Sign typed data',
    eth_sendTransaction: 'Send a transaction',
    wallet_sendCalls: 'Send calls',
    wallet_grantPermissions: 'Grant permissions',
    wallet_revokePermissions: 'Revoke permissions',
    solana_signMessage: 'Sign a Solana message',
    solana_signTransaction: 'Sign a Solana transaction',
    solana_signAllTransactions: 'Sign Solana transactions',
    solana_signAndSendTransaction: 'Send a Solana transaction',
  } as Record<string, string>,
} as const)

declare module '@/registry/lib/i18n/define-strings' {
  interface StringModules {
    'approve-transaction-view': typeof approveTransactionStrings
  }
}
