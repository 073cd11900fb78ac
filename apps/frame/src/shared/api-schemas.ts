import { z } from 'zod'

// The frame page <-> frame backend contract. Both sides parse with these: the server the request
// bodies, the page the responses.

const email = z.email()
const deviceId = z.string().min(8).max(100)
const token = z.string().min(10)

export const connectEmailBody = z.object({ email, deviceId })
export const connectEmailReply = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) })

export const verifyOtpBody = z.object({ email, deviceId, otp: z.string() })
export const sessionReply = z.object({ token, userId: z.string(), email: z.string().nullable(), userName: z.string().nullable() })

export const deviceWaitBody = z.object({ email, deviceId })
export const deviceApproveBody = z.object({ token: z.string().min(10).max(2000) })
export const deviceWaitReply = z.object({ approved: z.boolean() })

export const tokenBody = z.object({ token })
export const sessionCheckReply = z.object({
  valid: z.boolean(),
  userId: z.string().optional(),
  email: z.string().nullable().optional(),
  userName: z.string().nullable().optional(),
})

export const updateEmailBody = z.object({ token, newEmail: email })
export const updateEmailOtpBody = z.object({ token, otp: z.string() })
export const updateEmailReply = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })
export const updateEmailDoneReply = z.object({ newEmail: email })

export const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** base64url SHA-256 of the frame's verifier (PKCE S256): the verifier itself never leaves the frame until the exchange. */
const pkceChallenge = z.string().regex(/^[\w-]{43}$/)
/** 32 random bytes, base64url: what the frame keeps and presents at the exchange. */
const pkceVerifier = z.string().regex(/^[\w-]{43,128}$/)
export const socialStartBody = z.object({ provider: socialProvider, parentOrigin: z.url(), challenge: pkceChallenge })
export const socialStartReply = z.object({ uri: z.url() })
export const socialExchangeBody = z.object({ uri: z.url(), verifier: pkceVerifier })

export const farcasterStartReply = z.object({ url: z.url(), pollToken: z.string() })
export const farcasterWaitBody = z.object({ pollToken: z.string() })
export const farcasterApproveBody = z.object({ channel: z.string(), userName: z.string().trim().min(1).max(64) })
export const farcasterWaitReply = z.union([sessionReply.extend({ pending: z.literal(false) }), z.object({ pending: z.literal(true) })])

export const okReply = z.object({ ok: z.literal(true) })
export const errorReply = z.object({ message: z.string() })
