import { sha256 } from 'viem'
import { sessionReply, socialStartReply } from '../shared/api-schemas'
import { callBackend } from './backend'

/** A PKCE S256 pair: 32 random bytes as the verifier (kept), its SHA-256 as the challenge (sent). */
async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  // Not crypto.subtle: it is missing where the frame is not a secure context (its host on plain http).
  const digest = sha256(new TextEncoder().encode(verifier), 'bytes')
  return { verifier, challenge: base64url(digest) }
}

/**
 * The frame's side of a social login: it starts the flow with a PKCE challenge and keeps the
 * verifier by the flow's `state`. The result URI passes through the host page; without the
 * verifier only this frame holds, it completes nothing, and each verifier is used once.
 *
 * @example
 * const social = createSocialLogin(parentOrigin)
 * const { uri } = await social.redirectUri('github')
 * const session = await social.exchange(resultUri)
 */
export function createSocialLogin(parentOrigin: string) {
  const verifiers = new Map<string, string>()
  return {
    async redirectUri(provider: string) {
      const { verifier, challenge } = await pkcePair()
      const reply = await callBackend('/api/social/start', { provider, parentOrigin, challenge }, socialStartReply)
      const state = new URL(reply.uri).searchParams.get('state')
      if (!state) throw new Error('/api/social/start: no state in the authorize URI')
      verifiers.set(state, verifier)
      return reply
    },
    async exchange(uri: string) {
      const state = URL.canParse(uri) ? new URL(uri).searchParams.get('state') : null
      const verifier = state ? verifiers.get(state) : undefined
      if (!state || !verifier) throw new Error('No social login in progress for this result')
      verifiers.delete(state)
      return callBackend('/api/social/exchange', { uri, verifier }, sessionReply)
    },
    /** Drops every flow in progress (the host reloaded the frame's state). */
    forget(): void {
      verifiers.clear()
    },
  }
}
