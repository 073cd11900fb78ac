import { randomBytes } from 'node:crypto'
import { farcasterWaitBody, socialExchangeBody, socialProvider, socialStartBody } from '../shared/api-schemas'
import { waitForChange, type AuthStore } from './auth-store'
import { escapeHtml, HttpError, parse, type Routes } from './http'

// Local stand-ins of each provider's redirect flow and of Farcaster's approve-on-phone flow.
// The authorize page plays the provider; the result page hands the result URI to the opener
// (the host app) on the origin recorded when the flow started, never to '*'.

type Grant = { provider: string; parentOrigin: string; userName?: string; used?: boolean }
const newId = () => randomBytes(16).toString('base64url')

export function socialRoutes(store: AuthStore, origin: string, isAllowedOrigin: (o: string) => boolean, longPollMs: number): Routes {
  const grants = new Map<string, Grant>()
  const farcaster = new Map<string, { userName?: string }>()

  return {
    'POST /api/social/start': ({ body }) => {
      const { provider, parentOrigin } = parse(socialStartBody, body)
      if (!isAllowedOrigin(parentOrigin)) throw new HttpError(403, 'Origin not allowed')
      const state = newId()
      grants.set(state, { provider, parentOrigin })
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
          return { status: 302 as const, location: `${origin}/social/result?state=${state}&code=${newId()}` }
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
      const resultUri = new URL(parse(socialExchangeBody, body).uri)
      const state = resultUri.searchParams.get('state') ?? ''
      const grant = grants.get(state)
      if (resultUri.origin !== origin || !grant?.userName || grant.used) throw new HttpError(400, 'Invalid social login result')
      grant.used = true
      const user = store.ensureHandleUser(`${grant.provider}:${grant.userName}`, grant.userName)
      return { json: { token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
    'POST /api/farcaster/start': () => {
      const channel = newId()
      farcaster.set(channel, {})
      return { json: { url: `${origin}/farcaster/approve?channel=${channel}`, channel } }
    },
    'GET /farcaster/approve': ({ url }) => {
      const channel = farcaster.get(url.searchParams.get('channel') ?? '')
      const userName = (url.searchParams.get('userName') ?? 'farcaster-user').trim()
      if (!channel) throw new HttpError(400, 'Unknown channel')
      channel.userName = userName
      store.changes.emit('change')
      return { html: `<!doctype html><title>Farcaster</title><p>Approved as ${escapeHtml(userName)}.</p>` }
    },
    'POST /api/farcaster/wait': async ({ body }) => {
      const { channel } = parse(farcasterWaitBody, body)
      const entry = farcaster.get(channel)
      if (!entry) throw new HttpError(400, 'Unknown channel')
      const userName = await waitForChange(store, () => entry.userName, longPollMs)
      if (userName === undefined) return { json: { pending: true } }
      farcaster.delete(channel)
      const user = store.ensureHandleUser(`farcaster:${userName}`, userName)
      return { json: { pending: false, token: store.openSession(user.id), userId: user.id, email: user.email, userName: user.userName } }
    },
  }
}
