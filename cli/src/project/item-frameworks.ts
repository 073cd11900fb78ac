import { CliError } from '../errors.js'
import type { Framework } from './detect.js'

/** How the CLI names each kind of host it supports, in its messages. */
export const frameworkLabels: Record<Framework, string> = {
  vite: 'Vite',
  'next-app': 'the Next.js app router',
  'next-pages': 'the Next.js pages router',
  'react-router': 'React Router 7 (framework mode)',
}

type FrameworkBound = { name: string; meta?: { frameworks?: readonly Framework[] | undefined } }

/** An item without `meta.frameworks` fits every framework; one with it, only those it lists. */
export function itemFitsFramework(item: FrameworkBound, framework: Framework): boolean {
  const fits = item.meta?.frameworks
  return !fits || fits.includes(framework)
}

/**
 * Refuses an item whose `meta.frameworks` leaves out this project's framework, before anything is
 * written: its files only build there (an app-router route beside a pages-router app stops
 * `next build`).
 */
export function assertItemFitsFramework(item: FrameworkBound, framework: Framework): void {
  if (itemFitsFramework(item, framework)) return
  const fits = item.meta?.frameworks ?? []
  throw new CliError(
    'ITEM_FRAMEWORK',
    `${item.name} is made for ${fits.map((name) => frameworkLabels[name]).join(' or ')}; this project uses ${frameworkLabels[framework]}.`,
    { suggestion: 'Nothing was written. Add the items made for this project, or write what this one does in your own code.' },
  )
}
