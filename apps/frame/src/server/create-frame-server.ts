import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isOriginAllowed } from '../shared/origin-match'
import type { PageConfig } from '../shared/page-config'
import { createAttemptLimiter, defaultAttemptLimits, defaultMailLimits, type AttemptLimits } from './attempt-limits'
import { createAuthStore } from './auth-store'
import { createDeviceTokens } from './device-tokens'
import { emailRoutes, type SendMail } from './email-routes'
import { serve, type Routes } from './http'
import { frameBundle, pageRoutes } from './page-routes'
import { socialRoutes } from './social-routes'

export type FrameServerOptions = {
  port: number
  /** Interface to bind; the site is reached as http://localhost:<port>. */
  host?: string
  evmChains: ReadonlyArray<{ chainId: number; rpcUrl: string; name: string }>
  solanaRpcUrl: string
  /** Factory of the smart accounts on the EVM chains (passed to the page); none when absent. */
  smartAccountFactory?: `0x${string}` | undefined
  sendMail: SendMail
  /** Origins allowed to embed the frame, per projectId; `*` is any project. */
  allowedOrigins?: Record<string, readonly string[]>
  /** How long a long poll (device approval, Farcaster) is held open. */
  longPollMs?: number
  /** Failed code guesses allowed per e-mail and per address (tests lower them). */
  attemptLimits?: AttemptLimits
  /** Mails sent per recipient and per client address (defaults: defaultMailLimits). */
  mailLimits?: AttemptLimits
}

/**
 * The apps allowed by default: the demo's dev server only. No port wildcard: any other app (a
 * test host on a free port) is added explicitly with allowOrigin, as a project owner would add it
 * to the project's allowlist.
 */
export const localAllowedOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173']

export type FrameServer = {
  url: string
  /** Adds an app origin to a project's allowlist ('*' for every project). */
  allowOrigin(origin: string, projectId?: string): void
  stop(): Promise<void>
}

/**
 * Starts the reference secure site: the frame page at /sdk and its backend (e-mail codes,
 * device check, social and Farcaster stand-ins, sessions).
 */
export async function createFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  const allowed: Record<string, string[]> = Object.fromEntries(
    Object.entries(options.allowedOrigins ?? { '*': localAllowedOrigins }).map(([project, origins]) => [project, [...origins]]),
  )
  const originsFor = (projectId: string): readonly string[] => allowed[projectId] ?? allowed['*'] ?? []
  const isAnyAllowed = (origin: string) => Object.values(allowed).some((patterns) => isOriginAllowed(origin, patterns))
  const store = createAuthStore()
  const longPollMs = options.longPollMs ?? 20_000
  await frameBundle()

  const routes: Routes = {}
  const server = createServer((req, res) => void serve(routes, req, res, url))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', resolve)
  })
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  const configFor = (projectId: string): PageConfig => ({
    projectId,
    allowedOrigins: [...originsFor(projectId)],
    evmChains: options.evmChains.map((chain) => ({ ...chain })),
    solanaRpcUrl: options.solanaRpcUrl,
    ...(options.smartAccountFactory ? { smartAccountFactory: options.smartAccountFactory } : {}),
    version: '4',
  })
  Object.assign(
    routes,
    pageRoutes(configFor),
    emailRoutes({
      store,
      sendMail: options.sendMail,
      origin: url,
      longPollMs,
      limiter: createAttemptLimiter(options.attemptLimits ?? defaultAttemptLimits),
      mailLimiter: createAttemptLimiter(options.mailLimits ?? defaultMailLimits),
      deviceTokens: createDeviceTokens(),
    }),
    socialRoutes(store, url, isAnyAllowed, longPollMs),
  )
  return {
    url,
    allowOrigin(origin: string, projectId = '*') {
      const exact = new URL(origin).origin
      allowed[projectId] = [...(allowed[projectId] ?? (projectId === '*' ? [] : (allowed['*'] ?? []))), exact]
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
