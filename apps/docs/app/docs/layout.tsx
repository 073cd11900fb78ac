import type { ReactNode } from 'react'
import { DocsLayout } from 'fumadocs-ui/layouts/docs'
import { source } from '../../lib/source'
import { layoutOptions } from '../layout-options'

/** Sidebar (guides, then the registry items by type), search and the theme switch. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <DocsLayout tree={source.getPageTree()} {...layoutOptions}>
      {children}
    </DocsLayout>
  )
}
