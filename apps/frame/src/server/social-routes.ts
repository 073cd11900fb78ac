import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { farcasterApproveBody, farcasterWaitBody, socialExchangeBody, socialProvider, socialStartBody } from '../shared/api-schemas'
import { waitForChange, type AuthStore } from './auth-store'
import { escapeHtml, HttpError, parse, type Routes } from './http'

// Local stand-ins of each provider's redirect flow and of Farcaster's approve-on-phone flow.
// The authorize page plays the provider; the result page hands the result URI to the opener
// (the host app) on the origin recorded when the flow started, never to '*'.

/**
 * `code` is known only to the browser the provider redirected: whoever started the flow (and so
 * knows `state`) cannot exchange without it. `challenge` is the SHA-256 of a verifier only the
 * frame holds (PKCE S256): the result URI passes through the host page, which could relay it to
 * a server, so the URI alone completes nothing.
 */
type Grant = { provider: string; parentOrigin: string; challenge: string; userName?: string; code?: string; used?: boolean }
const newId = () => randomBytes(16).toString('base64url')
const matchesChallenge = (verifier: string, challenge: string): boolean => {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  const expected = Buffer.from(challenge)
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

export function socialRoutes(store: AuthStore, origin: string, isAllowedOrigin: (o: string) => boolean, longPollMs: number): Routes {
  const grants = new Map<string, Grant>()
  // channel (in the QR link the host page shows) -> the approval; the poll token (returned to the
  // frame only) -> its channel. Knowing the channel lets a phone approve, not anyone collect.
  const farcaster = new Map<string, { userName?: string }>()
  const farcasterPolls = new Map<string, string>()

  return {
    'POST /api/social/start': ({ body }) => {
      const { provider, parentOrigin, challenge } = parse(socialStartBody, body)
      if (!isAllowedOrigin(parentOrigin)) throw new HttpError(403, 'Origin not allowed')
      const state = newId()
      grants.set(state, { provider, parentOrigin, challenge })
      return { json: { uri: `${origin}/social/${provider}/authorize?state=${state}` } }
    },
    ...Object.fromEntries(
      socialProvider.options.map((provider) => [
        `GET /social/${provider}/authorize`,
        ({ url }: { url: URL }) => {
          const state = url.searchParams.get('state') ?? ''
          if (!grants.has(state)) throw new HttpError(400, 'Unknown state')
          return {
            html: `<!doctype html><title>${provider} (local)</title><form method="get" action="/social/${provider}/callback">
<p>Sign in with ${provider}: local stand-in</p><input type="hidden" name="state" value="${escapeHtml(state)}">
<label>User name <input name="user" value="${provider}-user" required></label><button type="submit">Continue</button></form>`,
          }
        },
      ]),
    ),
    ...Object.fromEntries(
      socialProvider.options.map((provider) => [
        `GET /social/${provider}/callback`,
        ({ url }: { url: URL }) => {
          const state = url.searchParams.get('state') ?? ''
          const grant = grants.get(state)
          const user = (url.searchParams.get('user') ?? '').trim()
          if (!grant || grant.provider !== provider || !user) throw new HttpError(400, 'Unknown state')
          grant.userName = user
          grant.code = newId()
          return { status: 302 as const, location: `${origin}/social/result?state=${state}&code=${grant.code}` }
        },
      ]),
    ),
    'GET /social/result': ({ url }) => {
      const grant = grants.get(url.searchParams.get('state') ?? '')
      if (!grant?.userName) throw new HttpError(400, 'Unknown state')
      const target = JSON.stringify(grant.parentOrigin)
      return {
        html: `<!doctype html><title>Signed in</title><p>Signed in. This window closes itself.</p>
<script>if (window.opener) { window.opener.postMessage({ resultUri: location.href }, ${target}); window.close() }</script>`,
      }
    },
    'POST /api/social/exchange': ({ body }) => {
      const { uri, verifier } = parse(socialExchangeBody, body)
      const resultUri = new URL(uri)
      const state = resultUri.searchParams.get('state') ?? ''
      const grant = grants.get(state)
      // The code, not only the state: a phisher who started the flow and sent the victim the
      // authorize link knows the state, but the code went to the victim's browser only.
      const code = resultUri.searchParams.get('code')
      // And the verifier: the host saw the URI, only the frame that started the flow knows it.
      if (
        resultUri.origin !== origin ||
        !grant?.userName ||
        grant.used ||
        !code ||
        code !== grant.code ||
        !matchesChallenge(verifier, grant.challenge)
      ) {
        throw new HttpError(400, 'Invalid social login result')
      }
      grant.used = true
      const user = store.ensureHandleUser(`${grant.provider}:${grant.userName}`, grant.userName)
      return { json: { token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
    'POST /api/farcaster/start': () => {
      const channel = newId()
      const pollToken = randomBytes(32).toString('base64url')
      farcaster.set(channel, {})
      farcasterPolls.set(pollToken, channel)
      return { json: { url: `${origin}/farcaster/approve?channel=${channel}`, pollToken } }
    },
    // What the QR code opens on the phone. Showing it approves nothing (a link preview or a
    // prefetch would otherwise sign the user in): the button posts the approval from this origin.
    'GET /farcaster/approve': ({ url }) => {
      const channel = url.searchParams.get('channel') ?? ''
      if (!farcaster.has(channel)) throw new HttpError(400, 'Unknown channel')
      const userName = (url.searchParams.get('userName') ?? 'farcaster-user').trim()
      return {
        html: `<!doctype html><title>Farcaster (local)</title><form data-slot="farcaster-approve">
<p>Sign in to the app with Farcaster: local stand-in</p><input type="hidden" name="channel" value="${escapeHtml(channel)}">
<label>User name <input name="userName" value="${escapeHtml(userName)}" required maxlength="64"></label><button type="submit">Approve</button>
<p role="status" data-slot="farcaster-approve-status"></p></form>
<script>
const form = document.querySelector('form'), status = document.querySelector('[role=status]')
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const fields = Object.fromEntries(new FormData(form))
  const response = await fetch('/api/farcaster/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) })
  status.textContent = response.ok ? 'Approved as ' + fields.userName + '.' : 'This request has expired.'
  status.dataset.state = response.ok ? 'approved' : 'failed'
})
</script>`,
      }
    },
    'POST /api/farcaster/approve': ({ body }) => {
      const { channel, userName } = parse(farcasterApproveBody, body)
      const entry = farcaster.get(channel)
      if (!entry || entry.userName !== undefined) throw new HttpError(400, 'Unknown channel')
      entry.userName = userName
      store.changes.emit('change')
      return { json: { approved: true } }
    },
    'POST /api/farcaster/wait': async ({ body }) => {
      const { pollToken } = parse(farcasterWaitBody, body)
      const channel = farcasterPolls.get(pollToken)
      const entry = channel === undefined ? undefined : farcaster.get(channel)
      if (channel === undefined || !entry) throw new HttpError(400, 'Unknown poll token')
      const userName = await waitForChange(store, () => entry.userName, longPollMs)
      if (userName === undefined) return { json: { pending: true } }
      // Consumed once: a second poll (two long polls racing included) finds nothing.
      if (farcasterPolls.get(pollToken) !== channel) throw new HttpError(400, 'Unknown poll token')
      farcasterPolls.delete(pollToken)
      farcaster.delete(channel)
      const user = store.ensureHandleUser(`farcaster:${userName}`, userName)
      return { json: { pending: false, token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
  }
}
