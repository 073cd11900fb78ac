import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isOriginAllowed } from '../shared/origin-match'
import type { PageConfig } from '../shared/page-config'
import { createAuthStore } from './auth-store'
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
}

export const localAllowedOrigins = ['http://127.0.0.1:*', 'http://localhost:*']

/**
 * Starts the reference secure site: the frame page at /sdk and its backend (e-mail codes,
 * device check, social and Farcaster stand-ins, sessions).
 */
export async function createFrameServer(options: FrameServerOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const allowed = options.allowedOrigins ?? { '*': localAllowedOrigins }
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
    emailRoutes(store, options.sendMail, url, longPollMs),
    socialRoutes(store, url, isAnyAllowed, longPollMs),
  )
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
