import { BaseError } from '@/registry/lib/errors/base'
import { EmailCodeInvalidError, EmailThrottledError } from '@/registry/lib/errors/email'
import { FrameMessageInvalidError, FrameRequestAbortedError, FrameTimeoutError, RequestRejectedError } from '@/registry/lib/errors/frame'
import { ChainNotSupportedError, InvalidChainIdError, NetworkNotFoundError } from '@/registry/lib/errors/network'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { chainErrorOfText } from '@/registry/lib/errors/chain'
import { chainErrorText } from './chain-error-text'

// What an `_ERROR` reply may say. Only SPEC texts from the kit's error catalogue cross to the host:
// a raw error (a viem error quotes the RPC URL with its key and the signed raw transaction, a
// backend error may name internals) stays in the frame's console.

const fallback = FrameMessageInvalidError.shortMessage // 'An error occurred', SPEC §8's default
const fixedTexts: ReadonlySet<string> = new Set([
  fallback,
  new RequestRejectedError().shortMessage,
  InvalidChainIdError.shortMessage,
  RpcCallNotAllowedError.shortMessage,
  FrameRequestAbortedError.shortMessage,
  FrameTimeoutError.shortMessage,
  NetworkNotFoundError.shortMessage,
  ChainNotSupportedError.shortMessage,
  EmailCodeInvalidError.shortMessage,
])
// SPEC §8 'Please try again after {n} seconds', the one text with a number in it.
const throttled = /^Please try again after \d{1,6} seconds$/

/** Whether a text may be sent to the host as an error message. */
export function isPublicErrorText(text: string): boolean {
  return fixedTexts.has(text) || throttled.test(text) || chainErrorOfText(text) !== undefined
}

/** A refusal whose user-facing text is a catalogue text; `detail` is for the frame's console only. */
export class FrameRefusal extends Error {
  constructor(
    readonly publicText: string,
    detail: string,
  ) {
    super(detail)
    if (!isPublicErrorText(publicText)) throw new Error(`not a public error text: ${publicText}`)
  }
}

/** Rate limit from the backend: the catalogue's throttle text with the server's Retry-After. */
export function throttledRefusal(seconds: number): FrameRefusal {
  return new FrameRefusal(new EmailThrottledError({ seconds }).shortMessage, `rate limited for ${seconds} s`)
}

/**
 * The message an `_ERROR` reply carries for an error: its catalogue text when it has one (a chain
 * error the node reported, such as an unfunded account, by its fixed SPEC text), else 'An error
 * occurred'. The full error goes to the frame's own console.
 */
export function toPublicMessage(error: unknown): string {
  if (error instanceof FrameRefusal) {
    console.warn('[secure frame]', error.publicText, '-', error.message)
    return error.publicText
  }
  const text = error instanceof BaseError ? error.shortMessage : chainErrorText(error)
  console.warn('[secure frame]', error)
  return text !== undefined && isPublicErrorText(text) ? text : fallback
}
