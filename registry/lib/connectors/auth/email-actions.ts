import { takeEmailLoginSlot } from '@/registry/lib/connectors/auth/email-throttle'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import {
  getLastEmailLoginTime,
  setConnectedEmail,
  setEmailLoginUsed,
  setLastEmailLoginTime,
} from '@/registry/lib/storage/email-login-storage'
import type { SafeStorage } from '@/registry/lib/storage/safe-storage'

export type EmailActionsParameters = {
  frame: FrameClient
  storage: SafeStorage
  now: () => number
  /** Reads the user after a verified code and reports the connection. */
  connect: () => Promise<ConnectResult>
}

/**
 * The e-mail steps of the auth connector (SPEC §4): throttled code request, device check, code,
 * and the e-mail change with the primary then the secondary code.
 *
 * @example
 * const email = createEmailActions({ frame, storage, now: Date.now, connect })
 * await email.connectEmail('me@example.com')
 */
export function createEmailActions({ frame, storage, now, connect }: EmailActionsParameters) {
  return {
    /** SPEC §4 throttle, then the code is mailed; resolves with the next step. */
    async connectEmail(email: string) {
      const previous = getLastEmailLoginTime(storage)
      takeEmailLoginSlot(now(), storage)
      try {
        return await frame.request('CONNECT_EMAIL', { email })
      } catch (error) {
        // A code that was never sent must not hold the user back for 30 s.
        setLastEmailLoginTime(previous, storage)
        throw error
      }
    },
    connectDevice: () => frame.request('CONNECT_DEVICE', undefined),
    async connectOtp(otp: string) {
      await frame.request('CONNECT_OTP', { otp })
      return connect()
    },
    updateEmail: (email: string) => frame.request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: (otp: string) => frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    async updateEmailSecondaryOtp(otp: string) {
      const { newEmail } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      setEmailLoginUsed(true, storage)
      setConnectedEmail(newEmail, storage)
      setLastEmailLoginTime(undefined, storage)
      return { newEmail }
    },
  }
}
