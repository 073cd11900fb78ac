'use client'

import * as React from 'react'
import type { ViewName } from '@/registry/lib/state/modal/router-store'
import { useRouter } from '@/registry/hooks/use-router'

/**
 * While the dialog is rendered ahead in a hidden subtree (before its first open), the view it
 * shows is the one a plain open() would show now (Account when a session was restored, Connect
 * otherwise), not the router's idle state: the click then reveals that view already rendered,
 * with its code fetched, instead of fetching and rendering it after the click.
 */
const PrerenderView = React.createContext<ViewName | undefined>(undefined)

export const PrerenderViewProvider = PrerenderView.Provider

type ShownRoute = Pick<ReturnType<typeof useRouter>, 'view' | 'history' | 'data' | 'goBack'>

/** The router's state, or the prerendered view alone (no history, no data) inside a prerender. */
export function useShownRoute(): ShownRoute {
  const router = useRouter()
  const prerendered = React.useContext(PrerenderView)
  return prerendered === undefined ? router : { view: prerendered, history: [prerendered], data: undefined, goBack: router.goBack }
}
