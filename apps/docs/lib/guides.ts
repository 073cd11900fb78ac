import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type GuideMeta = { slug: string; title: string; description: string; file: string }

const dir = (root: string) => join(root, 'content', 'guides')

/** `title:` and `description:` from the front matter; the rest is the MDX body. */
export function splitFrontMatter(text: string): { data: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text)
  if (!match?.[1]) return { data: {}, body: text }
  const data: Record<string, string> = {}
  for (const line of match[1].split('\n')) {
    const pair = /^(\w+):\s*(.*)$/.exec(line)
    if (pair?.[1]) data[pair[1]] = (pair[2] ?? '').replace(/^(['"])(.*)\1$/, '$2')
  }
  return { data, body: text.slice(match[0].length) }
}

/** Every guide under content/guides, by file name (the slug; `index` is /docs). */
export function listGuides(root = process.cwd()): GuideMeta[] {
  return readdirSync(dir(root))
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const { data } = splitFrontMatter(readFileSync(join(dir(root), file), 'utf8'))
      return {
        slug: file.replace(/\.mdx$/, ''),
        title: data.title ?? file,
        description: data.description ?? '',
        file: join(dir(root), file),
      }
    })
}

/** The order of the guides in the sidebar (slugs); guides not listed follow alphabetically. */
export const guideOrder = [
  'index',
  'getting-started-vite',
  'getting-started-next',
  'getting-started-ssr',
  'configuration',
  'theming',
  'tailwind-3-and-plain-css',
  'strings',
  'locales',
  'walletconnect',
  'embedded-wallet',
  'siwx',
  'use-the-wallet',
  'permissions',
  'updating',
  'hosting-a-registry',
  'local-services',
  'testing',
]
