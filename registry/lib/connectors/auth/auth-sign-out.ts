import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import type { Emitter } from '@/registry/lib/connectors/emitter'
import type { ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import { clearLoginState } from '@/registry/lib/storage/clear-login-state'

/**
 * Signs the embedded wallet out (SIGN_OUT); whatever the frame answers, the login keys are cleared
 * and both of its accounts are disconnected.
 *
 * @example
 * await signOutAuth(context, solana.events)
 */
export async function signOutAuth(context: AuthContext, solanaEvents: Emitter<ConnectorEvents>): Promise<void> {
  try {
    await context.frame.request('SIGN_OUT', undefined)
  } finally {
    clearLoginState(context.storage)
    context.address = undefined
    context.accountTypeSettled = false
    // The Solana account goes first, so the kit does not fall back to showing it for a moment.
    solanaEvents.emit('disconnect')
    context.events.emit('disconnect')
  }
}

/**
 * SPEC §4: whether the frame still holds a session; a check that says no, or fails, clears the login keys.
 *
 * @example
 * if (await isAuthConnected(context)) await connectAuth(context)
 */
export async function isAuthConnected({ frame, storage }: Pick<AuthContext, 'frame' | 'storage'>): Promise<boolean> {
  const connected = await frame.request('IS_CONNECTED', undefined).then(
    (r) => r.isConnected,
    () => false,
  )
  if (!connected) clearLoginState(storage)
  return connected
}
