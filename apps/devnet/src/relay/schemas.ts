import { z } from 'zod'
import { MAILBOX_LIMITS } from './mailbox'

// Wire shapes of the relay JSON-RPC as @walletconnect/core 2.25 sends them (relay-api types).
const id = z.union([z.number(), z.string()])
/** An encrypted envelope the mailbox will hold. */
const envelope = z.string().min(1).max(MAILBOX_LIMITS.messageChars)

export const requestSchema = z.object({ id, jsonrpc: z.literal('2.0'), method: z.string(), params: z.unknown() })
export const responseSchema = z.object({
  id,
  jsonrpc: z.literal('2.0'),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
})
export const frameSchema = z.union([requestSchema, responseSchema])

export const subscribeParams = z.object({ topic: z.string().min(1) })
export const batchSubscribeParams = z.object({ topics: z.array(z.string().min(1)) })
export const unsubscribeParams = z.object({ topic: z.string().min(1), id: z.string().optional() })
export const batchUnsubscribeParams = z.object({ subscriptions: z.array(unsubscribeParams) })
export const batchFetchParams = z.object({ topics: z.array(z.string().min(1)) })

const publishFields = {
  ttl: z.number().int().positive(),
  prompt: z.boolean().optional(),
  tag: z.number().int().optional(),
  attestation: z.string().optional(),
}
export const publishParams = z.object({ topic: z.string().min(1), message: envelope, ...publishFields })
export const batchPublishParams = z.object({ messages: z.array(publishParams) })

/** Sign 2.5 proposal: the encrypted proposal goes to the pairing topic. */
export const proposeSessionParams = z.object({
  pairingTopic: z.string().min(1),
  sessionProposal: envelope,
  ...publishFields,
})

/** Sign 2.5 approval: the proposal response goes to the pairing topic, the settle request to the new session topic. */
export const approveSessionParams = z.object({
  pairingTopic: z.string().min(1),
  sessionTopic: z.string().min(1),
  sessionProposalResponse: envelope,
  sessionSettlementRequest: envelope,
  ...publishFields,
})

export type PublishParams = z.infer<typeof publishParams>
