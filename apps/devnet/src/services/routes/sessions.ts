import { json, type Route } from '../http'

/** Smart-session endpoints: no local smart sessions exist, and revoking always succeeds. */
export function sessionRoutes(): Route[] {
  return [
    { method: 'GET', path: '/v1/sessions/:id', requiresProjectId: true, handle: () => json({ pcis: [] }) },
    { method: 'POST', path: '/v1/sessions/:id/revoke', requiresProjectId: true, handle: () => json({ success: true }) },
  ]
}
