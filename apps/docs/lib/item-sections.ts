/** Section titles of the sidebar, in order, by registry item type. */
export const itemSections: Array<{ type: string; title: string }> = [
  { type: 'registry:block', title: 'Views and blocks' },
  { type: 'registry:ui', title: 'UI primitives' },
  { type: 'registry:hook', title: 'Provider and hooks' },
  { type: 'registry:lib', title: 'Library' },
  { type: 'registry:file', title: 'Styles' },
]
