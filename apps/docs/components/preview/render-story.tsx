import type * as React from 'react'

/** The parts of a Component Story Format module the previews use (the Storybook stories). */
// Loose on purpose: each story file's meta is typed for its own component.
export type StoryMeta = { title?: string; component?: unknown; args?: object; render?: unknown }
export type StoryObject = { name?: string; args?: object; render?: unknown }
export type StoryModule = { default: object } & Record<string, unknown>

/**
 * The named stories of a module (CSF: every export but `default`). A module namespace lists its
 * exports alphabetically, so `Default` is moved first: it is the state a page should open on.
 */
export function storiesOf(module: StoryModule, only?: readonly string[]): Array<[string, StoryObject]> {
  const entries = Object.entries(module).filter(
    (entry): entry is [string, StoryObject] => entry[0] !== 'default' && typeof entry[1] === 'object' && entry[1] !== null,
  )
  if (only) return only.flatMap((name) => entries.filter(([key]) => key === name))
  return [...entries.filter(([key]) => key === 'Default'), ...entries.filter(([key]) => key !== 'Default')]
}

/** "WithProfile" -> "With profile". */
export function storyLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Renders one story the way Storybook composes it: the story's render function (or the meta's)
 * with the meta's args under the story's, or the meta's component with those args.
 */
export function renderStory(meta: StoryMeta, story: StoryObject): React.ReactNode {
  const args: Record<string, unknown> = { ...meta.args, ...story.args }
  const render = story.render ?? meta.render
  if (typeof render === 'function') return (render as (args: Record<string, unknown>, context: unknown) => React.ReactNode)(args, { args })
  const Component = meta.component as React.ComponentType<Record<string, unknown>> | undefined
  return Component ? <Component {...args} /> : null
}
