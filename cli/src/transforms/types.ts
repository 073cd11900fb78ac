import type { SourceFile } from 'ts-morph'
import type { Config } from '../project/config.js'

export type TransformContext = { config: Pick<Config, 'aliases' | 'rsc'>; path: string }

/** One ts-morph pass over a copied file; passes are independent so each is tested alone. */
export type Transform = (file: SourceFile, context: TransformContext) => void
