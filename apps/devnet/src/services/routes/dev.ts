import type { Mailbox } from '../../mailbox'
import { json, requireQuery, type Route } from '../http'
import type { LocalChains } from '../local-chains'
import type { RequestStats } from '../stats'
import type { AnalyticsSink } from './analytics'

/**
 * Routes of the stand-in only (no real service has them): request counts, recorded analytics, the
 * dev mailbox, and the contracts devnet deployed, for a dapp on the devnet (the docs' live wagmi dapp).
 */
export function devRoutes(deps: { stats: RequestStats; mailbox: Mailbox; analytics: AnalyticsSink; chains: LocalChains }): Route[] {
  const contracts = {
    erc20: deps.chains.erc20,
    collectibles: (deps.chains.collectibles ?? []).map(({ address, name, symbol, spam }) => ({ address, name, symbol, spam })),
  }
  return [
    { method: 'GET', path: '/dev/contracts', handle: () => json(contracts) },
    { method: 'GET', path: '/dev/stats', handle: () => json(deps.stats.snapshot()) },
    {
      method: 'POST',
      path: '/dev/stats/reset',
      handle: () => {
        deps.stats.reset()
        return json({ ok: true })
      },
    },
    { method: 'GET', path: '/dev/analytics', handle: () => json({ events: deps.analytics.events() }) },
    {
      method: 'POST',
      path: '/dev/analytics/reset',
      handle: () => {
        deps.analytics.reset()
        return json({ ok: true })
      },
    },
    { method: 'GET', path: '/dev/mailbox', handle: (ctx) => json({ messages: deps.mailbox.messagesFor(requireQuery(ctx, 'to')) }) },
  ]
}
