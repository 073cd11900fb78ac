import type { SourceFile } from 'ts-morph'
import type { Config } from '../project/config.js'

export type TransformContext = { config: Pick<Config, 'aliases' | 'rsc'>; path: string }

/** Replace `[start, end)` of the text the pass read with `text`. */
export type TextEdit = { start: number; end: number; text: string }

/**
 * One pass over a copied file. Passes only read the syntax tree and return edits: ts-morph
 * re-parses a file on each change it makes, which made `add` spend most of its time on edits.
 * Passes are independent, so each is tested alone.
 */
export type Transform = (file: SourceFile, context: TransformContext) => TextEdit[]
