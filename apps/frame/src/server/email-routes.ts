import {
  connectEmailBody,
  deviceApproveBody,
  deviceWaitBody,
  tokenBody,
  updateEmailBody,
  updateEmailOtpBody,
  verifyOtpBody,
} from '../shared/api-schemas'
import type { AttemptLimiter } from './attempt-limits'
import { waitForChange, type AuthStore, type User } from './auth-store'
import type { DeviceTokens } from './device-tokens'
import { escapeHtml, HttpError, parse, type Routes } from './http'

export type SendMail = (message: { to: string; subject: string; text: string }) => void

// E-mail one-time codes and the device check. A device (a random id in the frame's storage) that
// an existing account has never used must be approved from a signed, single-use link in the
// mailbox first. A code is issued to one device and only accepted from it; failed guesses are
// counted per e-mail (or account) and per address across re-issued codes.

export type EmailRouteDeps = {
  store: AuthStore
  sendMail: SendMail
  origin: string
  longPollMs: number
  limiter: AttemptLimiter
  /** Mails per recipient and per client address (a 429 before anything is sent). */
  mailLimiter: AttemptLimiter
  deviceTokens: DeviceTokens
}

export function emailRoutes({ store, sendMail, origin, longPollMs, limiter, mailLimiter, deviceTokens }: EmailRouteDeps): Routes {
  // The allowance is taken before the message is composed: a refused request issues no new code,
  // so the one already mailed stays valid.
  const send = (ip: string, to: string, compose: () => { subject: string; text: string }) => {
    mailLimiter.take(`mail:${to.toLowerCase()}`, ip)
    sendMail({ to, ...compose() })
  }
  const mailCode = (ip: string, to: string, key: string, purpose: string, detail = '') =>
    send(ip, to, () => {
      const code = store.issueCode(key)
      return { subject: `Your walletkit ${purpose} code: ${code}`, text: `Enter ${code} to ${purpose}.${detail} It expires in 10 minutes.` }
    })
  // User id -> the new address awaiting both codes. Each code is bound to (user, new address): a
  // code mailed for one address never confirms another, and a new request voids the pending ones.
  const pendingChange = new Map<string, string>()
  const changeCodeKey = (step: 'primary' | 'secondary', userId: string, next: string) => `${step}|${userId}|${next}`
  /** "In use" is checked again at each step: the address may have been taken since the request. */
  const assertAddressFree = (user: User, next: string) => {
    const holder = store.userForEmail(next)
    if (!holder || holder.id === user.id) return
    pendingChange.delete(user.id)
    throw new HttpError(409, 'E-mail already in use')
  }
  const deviceKey = (email: string, deviceId: string) => `${email.toLowerCase()}|${deviceId}`
  const loginCodeKey = (email: string, deviceId: string) => `login|${deviceKey(email, deviceId)}`
  /** Checks a code under the attempt limits: 429 once spent, 400 for a wrong code. */
  const guess = (limitKey: string, ip: string, codeKey: string, otp: string) => {
    limiter.check(limitKey, ip)
    if (!store.checkCode(codeKey, otp)) {
      limiter.fail(limitKey, ip)
      throw new HttpError(400, 'Invalid code')
    }
    limiter.succeed(limitKey)
  }
  const sessionUser = (token: string): User => {
    const user = store.sessionUser(token)
    if (!user) throw new HttpError(401, 'Session expired')
    return user
  }

  return {
    'POST /api/email/connect': ({ body, ip }) => {
      const { email, deviceId } = parse(connectEmailBody, body)
      const user = store.userForEmail(email)
      if (user && user.devices.size > 0 && !user.devices.has(deviceId) && !store.isDeviceApproved(deviceKey(email, deviceId))) {
        const link = `${origin}/device/approve?token=${encodeURIComponent(deviceTokens.issue(email, deviceId))}`
        send(ip, email, () => ({ subject: 'Approve a new device', text: `Open ${link} to approve this device.` }))
        return { json: { action: 'VERIFY_DEVICE' } }
      }
      mailCode(ip, email, loginCodeKey(email, deviceId), 'sign in')
      return { json: { action: 'VERIFY_OTP' } }
    },
    'POST /api/device/wait': async ({ body, ip }) => {
      const { email, deviceId } = parse(deviceWaitBody, body)
      const key = deviceKey(email, deviceId)
      const approved = await waitForChange(store, () => (store.isDeviceApproved(key) ? true : undefined), longPollMs)
      if (approved) mailCode(ip, email, loginCodeKey(email, deviceId), 'sign in')
      return { json: { approved: approved === true } }
    },
    // Opening the mailed link changes nothing (mail scanners prefetch links); the page asks first.
    'GET /device/approve': ({ url }) => {
      const token = url.searchParams.get('token') ?? ''
      const claims = deviceTokens.read(token)
      if (!claims)
        return {
          status: 400,
          html: '<!doctype html><title>Link expired</title><p>This approval link is invalid, expired or already used.</p>',
        }
      return {
        html: `<!doctype html><meta charset="utf-8"><title>Approve this device</title>
<p>Allow a new device to sign in as ${escapeHtml(claims.email)}?</p><button id="approve" type="button">Approve device</button><p id="result" role="status"></p>
<script type="module">
const token = ${JSON.stringify(token).replace(/</g, '\\u003c')}
document.getElementById('approve').addEventListener('click', async (event) => {
  event.currentTarget.disabled = true
  const response = await fetch('/api/device/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })
  document.getElementById('result').textContent = response.ok ? 'Device approved. You can close this tab.' : 'This link can no longer be used.'
})
</script>`,
      }
    },
    'POST /api/device/approve': ({ body }) => {
      const claims = deviceTokens.consume(parse(deviceApproveBody, body).token)
      if (!claims) throw new HttpError(400, 'Invalid or expired link')
      store.approveDevice(deviceKey(claims.email, claims.deviceId))
      return { json: { ok: true } }
    },
    'POST /api/email/verify': ({ body, ip }) => {
      const { email, deviceId, otp } = parse(verifyOtpBody, body)
      guess(`email:${email.toLowerCase()}`, ip, loginCodeKey(email, deviceId), otp)
      const user = store.ensureEmailUser(email)
      user.devices.add(deviceId)
      return { json: { token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
    'POST /api/email/update': ({ body, ip }) => {
      const { token, newEmail } = parse(updateEmailBody, body)
      const user = sessionUser(token)
      if (!user.email) throw new HttpError(400, 'This account has no e-mail to change')
      const next = newEmail.toLowerCase()
      if (store.userForEmail(next)) throw new HttpError(409, 'E-mail already in use')
      store.dropCodes(`primary|${user.id}|`)
      store.dropCodes(`secondary|${user.id}|`)
      pendingChange.set(user.id, next)
      // The owner reads which address the account would move to before giving the code away.
      mailCode(
        ip,
        user.email,
        changeCodeKey('primary', user.id, next),
        'confirm the e-mail change',
        ` The account's new e-mail would be ${next}; if you did not ask for this, ignore this mail.`,
      )
      return { json: { action: 'VERIFY_PRIMARY_OTP' } }
    },
    'POST /api/email/update/primary': ({ body, ip }) => {
      const { token, otp } = parse(updateEmailOtpBody, body)
      const user = sessionUser(token)
      const next = pendingChange.get(user.id)
      if (!next) throw new HttpError(400, 'Invalid code')
      guess(`user:${user.id}`, ip, changeCodeKey('primary', user.id, next), otp)
      assertAddressFree(user, next)
      mailCode(ip, next, changeCodeKey('secondary', user.id, next), 'confirm your new e-mail')
      return { json: { action: 'VERIFY_SECONDARY_OTP' } }
    },
    'POST /api/email/update/secondary': ({ body, ip }) => {
      const { token, otp } = parse(updateEmailOtpBody, body)
      const user = sessionUser(token)
      const next = pendingChange.get(user.id)
      if (!next) throw new HttpError(400, 'Invalid code')
      guess(`user:${user.id}`, ip, changeCodeKey('secondary', user.id, next), otp)
      // Taken since the request (someone signed up with it): the holder keeps it.
      assertAddressFree(user, next)
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
