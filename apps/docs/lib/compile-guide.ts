import { readFileSync } from 'node:fs'
import type { MDXComponents } from 'mdx/types'
import * as runtime from 'react/jsx-runtime'
import { evaluate } from '@mdx-js/mdx'
import { mdxPreset } from 'fumadocs-core/content/mdx/preset-runtime'
import type { StructuredData } from 'fumadocs-core/mdx-plugins'
import type { TOCItemType } from 'fumadocs-core/toc'
import { splitFrontMatter } from './guides'

export type CompiledGuide = {
  Content: (props: { components?: MDXComponents }) => React.ReactNode
  toc: TOCItemType[]
  structuredData: StructuredData
}

const compiled = new Map<string, Promise<CompiledGuide>>()

/**
 * Compiles a guide's MDX once per build with Fumadocs' MDX preset (GFM, heading ids, the
 * table of contents, Shiki code blocks with copy buttons, and the structured text the search
 * index is built from).
 */
export function compileGuide(file: string): Promise<CompiledGuide> {
  let result = compiled.get(file)
  if (!result) {
    result = (async () => {
      const { body } = splitFrontMatter(readFileSync(file, 'utf8'))
      const options = await mdxPreset({
        rehypeCodeOptions: { themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } },
      })
      const module = await evaluate(body, { ...options, ...runtime, baseUrl: import.meta.url })
      return {
        Content: module.default as CompiledGuide['Content'],
        toc: (module.toc ?? []) as TOCItemType[],
        structuredData: module.structuredData as StructuredData,
      }
    })()
    compiled.set(file, result)
  }
  return result
}
