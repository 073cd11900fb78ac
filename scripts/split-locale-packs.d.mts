// Types for the split script's exports, which the CLI's update test and the bench import.
export type LaterPart = { name: string; modules: string[]; errors: string[] }
export const LATER_PARTS: LaterPart[]
export const PARTS_KEY: string
export const localesDir: string
export function partPath(tag: string, part: LaterPart): string
export function wholeSource(tag: string, dir?: string): string
export function splitLocale(tag: string): void
export function localeTags(): string[]
