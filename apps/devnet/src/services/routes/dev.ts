import type { Mailbox } from '../../mailbox'
import { json, requireQuery, type Route } from '../http'
import type { RequestStats } from '../stats'
import type { AnalyticsSink } from './analytics'

/** Routes only tests use: request counts, recorded analytics and the dev mailbox. */
export function devRoutes(deps: { stats: RequestStats; mailbox: Mailbox; analytics: AnalyticsSink }): Route[] {
  return [
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
