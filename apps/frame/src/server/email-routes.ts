import {
  connectEmailBody,
  deviceWaitBody,
  tokenBody,
  updateEmailBody,
  updateEmailOtpBody,
  verifyOtpBody,
} from '../shared/api-schemas'
import { waitForChange, type AuthStore, type User } from './auth-store'
import { escapeHtml, HttpError, parse, type Routes } from './http'

export type SendMail = (message: { to: string; subject: string; text: string }) => void

// E-mail one-time codes and the device check. A device (a random id in the frame's storage) that
// an existing account has never used must be approved from a link in the mailbox first.

export function emailRoutes(store: AuthStore, sendMail: SendMail, origin: string, longPollMs: number): Routes {
  const mailCode = (to: string, key: string, purpose: string) => {
    const code = store.issueCode(key)
    sendMail({ to, subject: `Your walletkit ${purpose} code: ${code}`, text: `Enter ${code} to ${purpose}. It expires in 10 minutes.` })
  }
  // User id -> the new address awaiting both codes.
  const pendingChange = new Map<string, string>()
  const deviceKey = (email: string, deviceId: string) => `${email.toLowerCase()}|${deviceId}`
  const sessionUser = (token: string): User => {
    const user = store.sessionUser(token)
    if (!user) throw new HttpError(401, 'Session expired')
    return user
  }

  return {
    'POST /api/email/connect': ({ body }) => {
      const { email, deviceId } = parse(connectEmailBody, body)
      const user = store.userForEmail(email)
      if (user && user.devices.size > 0 && !user.devices.has(deviceId) && !store.isDeviceApproved(deviceKey(email, deviceId))) {
        const link = `${origin}/device/approve?email=${encodeURIComponent(email)}&deviceId=${encodeURIComponent(deviceId)}`
        sendMail({ to: email, subject: 'Approve a new device', text: `Open ${link} to approve this device.` })
        return { json: { action: 'VERIFY_DEVICE' } }
      }
      mailCode(email, `login|${email.toLowerCase()}`, 'sign in')
      return { json: { action: 'VERIFY_OTP' } }
    },
    'POST /api/device/wait': async ({ body }) => {
      const { email, deviceId } = parse(deviceWaitBody, body)
      const key = deviceKey(email, deviceId)
      const approved = await waitForChange(store, () => (store.isDeviceApproved(key) ? true : undefined), longPollMs)
      if (approved) mailCode(email, `login|${email.toLowerCase()}`, 'sign in')
      return { json: { approved: approved === true } }
    },
    'GET /device/approve': ({ url }) => {
      const email = url.searchParams.get('email') ?? ''
      const deviceId = url.searchParams.get('deviceId') ?? ''
      if (!email || !deviceId) throw new HttpError(400, 'Missing email or deviceId')
      store.approveDevice(deviceKey(email, deviceId))
      return { html: `<!doctype html><title>Device approved</title><p>Device approved for ${escapeHtml(email)}. You can close this tab.</p>` }
    },
    'POST /api/email/verify': ({ body }) => {
      const { email, deviceId, otp } = parse(verifyOtpBody, body)
      if (!store.checkCode(`login|${email.toLowerCase()}`, otp)) throw new HttpError(400, 'Invalid code')
      const user = store.ensureEmailUser(email)
      user.devices.add(deviceId)
      return { json: { token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
    'POST /api/email/update': ({ body }) => {
      const { token, newEmail } = parse(updateEmailBody, body)
      const user = sessionUser(token)
      if (!user.email) throw new HttpError(400, 'This account has no e-mail to change')
      if (store.userForEmail(newEmail)) throw new HttpError(409, 'E-mail already in use')
      pendingChange.set(user.id, newEmail.toLowerCase())
      mailCode(user.email, `primary|${user.id}`, 'confirm the e-mail change')
      return { json: { action: 'VERIFY_PRIMARY_OTP' } }
    },
    'POST /api/email/update/primary': ({ body }) => {
      const { token, otp } = parse(updateEmailOtpBody, body)
      const user = sessionUser(token)
      const next = pendingChange.get(user.id)
      if (!next || !store.checkCode(`primary|${user.id}`, otp)) throw new HttpError(400, 'Invalid code')
      mailCode(next, `secondary|${user.id}`, 'confirm your new e-mail')
      return { json: { action: 'VERIFY_SECONDARY_OTP' } }
    },
    'POST /api/email/update/secondary': ({ body }) => {
      const { token, otp } = parse(updateEmailOtpBody, body)
      const user = sessionUser(token)
      const next = pendingChange.get(user.id)
      if (!next || !store.checkCode(`secondary|${user.id}`, otp)) throw new HttpError(400, 'Invalid code')
      pendingChange.delete(user.id)
      store.changeEmail(user, next)
      return { json: { newEmail: next } }
    },
    'POST /api/session': ({ body }) => {
      const { token } = parse(tokenBody, body)
      const user = store.sessionUser(token)
      return { json: user ? { valid: true, userId: user.id, email: user.email, userName: user.userName } : { valid: false } }
    },
    'POST /api/session/revoke': ({ body }) => {
      store.closeSession(parse(tokenBody, body).token)
      return { json: { ok: true } }
    },
  }
}
