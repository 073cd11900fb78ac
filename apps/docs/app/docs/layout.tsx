import type { ReactNode } from 'react'
import { DocsLayout } from 'fumadocs-ui/layouts/docs'
import { SiteLocaleSwitcher } from '../../components/site-locale-switcher'
import { source } from '../../lib/source'
import { layoutOptions } from '../layout-options'

/** Sidebar (the site language, guides, then the registry items by type), search and the theme switch. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <DocsLayout tree={source.getPageTree()} {...layoutOptions} sidebar={{ banner: <SiteLocaleSwitcher /> }}>
      {children}
    </DocsLayout>
  )
}
