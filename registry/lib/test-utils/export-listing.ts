/**
 * The public names of a folder, file by file, for an export snapshot: a change there is an API
 * change for every host that copied the folder in. `modules` comes from the caller's own
 * `import.meta.glob`, which must be a literal in the test file.
 */
export function exportListing(modules: Record<string, Record<string, unknown>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, module]) => [file, Object.keys(module).sort()]),
  )
}
