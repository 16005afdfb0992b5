// The renderer contract: what the guard asks of a config management tool that renders an Argo CD source.
//
// Renderer contract (how to add a renderer):
// 1. A folder under src/render/ (as helm/, kustomize/, directory/, plugin/) whose `renderer.ts` exports a `Renderer`:
//    its type as Argo CD names it (add it to SourceType in types.ts), the binaries it runs (`tools`), how a source
//    selects it (`explicit`: the source's own block, R1.3.1; `marks`: a file in the app folder, R1.3.3; `claim`: a
//    renderer that decides at render time, like a config management plugin's discover rule, R1.8.1), how it renders
//    (`render`, processes only through ctx.runner and binaries only through ctx.toolbox) and what makes two renders
//    the same (`cacheIdentity`).
// 2. One line in src/render/renderers.ts (RENDERERS, in Argo CD's order of explicit types).
// A renderer that runs a binary the others do not also needs its resolver and version probe in binaries.ts
// (resolveTool; the tool's identity then enters the render cache key by itself).
// Detection (detect.ts detectRenderer), rendering with the in-run memo (cached.ts), the app's sources (app.ts) and
// the binaries' identity in the render cache across runs (disk-cache.ts rendererIdentity) read the registry. Still
// by name: the prefetch guess of the tools an app runs (binaries.ts likelyTools), and the pipeline's shortcuts that
// know what Kustomize, Helm and Directory read (pipeline/plain-inputs.ts, chart-files.ts); what a source reads for
// the input fingerprints (inputs.ts) is collected per kind of file, whatever renders it.
import type { AppSource } from '../argocd/application.js'
import type { DiscoveredApp } from '../argocd/discover.js'
import type { FieldChange } from '../k8s/diff.js'
import type { RevisionContext } from './context.js'
import type { RenderOutput, RenderRequest, SourceType } from './types.js'

import type { ToolName } from './binaries.js'

/** The binaries a renderer may run: resolved, probed and identified by name (render/binaries.ts). */
export type { ToolName }

/** One source rendered: its output, and what the renderer learnt about it. */
export interface SourceRender {
  output: RenderOutput
  /** Per document of `output`: fields that differed in a second render (R5.1). */
  unstable?: Array<FieldChange[] | undefined>
  /** Chart template texts (repo-relative path → text) for static analysis. */
  templates?: Record<string, string>
}

/** What of a request, besides what the source reads (its input key) and the source itself, makes renders differ. */
export interface CacheIdentity {
  instanceName: string
  destNamespace: string
  /** The build environment (R1.4), without the revision when the input key stands for it. */
  env: Record<string, string>
}

/** A render done once, and how to do it again in a fresh process (the R5.1 determinism check). */
export interface FirstRender {
  first: Promise<RenderOutput>
  again: () => Promise<RenderOutput>
  req: Omit<RenderRequest, 'scratchDir'>
  ctx: RevisionContext
  /** The chart folder (or app folder) to read template files from. */
  templatesFrom: string
}

/** A source a renderer may claim (`claim`). */
export interface ClaimInput {
  d: DiscoveredApp
  source: AppSource
  appPath: string
  ctx: RevisionContext
  /** The source names this renderer's type explicitly (else it names none). */
  explicit: boolean
}

export interface Renderer {
  readonly type: SourceType
  /** The type as Argo CD writes it in messages ("multiple application sources defined: Kustomize,Helm"). */
  readonly label: string
  readonly tools: readonly ToolName[]
  /** R1.3.1: the source names this type (its block is set, even `{}`). */
  explicit(source: AppSource): boolean
  /** R1.3.3: a file directly in the app folder whose name marks the app as this type (a later mark wins). */
  marks?(fileName: string): boolean
  /** R1.3.3: the type of an app folder that nothing marks (one renderer: Directory). */
  readonly unmarked?: boolean
  /**
   * A renderer that picks its sources at render time (a plugin's discover rule): asked for a source that names its
   * type, and for a source that names no type before detection by marks. Returns the render of a source it takes
   * (started when called), undefined to leave the source to the type detected; throws NotRenderedError for a source
   * of its type it cannot render.
   */
  claim?(input: ClaimInput): Promise<(() => Promise<SourceRender>) | undefined>
  /** The source as rendered here (an offline fallback), and the warning that says so; undefined: as it is. */
  prepare?(source: AppSource, appPath: string, ctx: RevisionContext): { source: AppSource; warning: string } | undefined
  /** Renders one source. Absent: the renderer renders only the sources it claims. */
  render?(req: RenderRequest, ctx: RevisionContext): Promise<RenderOutput>
  /** Default: the app's instance name, destination namespace and build environment all reach the output. */
  cacheIdentity?(req: Omit<RenderRequest, 'scratchDir'>, env: Record<string, string>): CacheIdentity
  /** After the first render: more about it (a second render, templates); default the output alone. */
  settle?(r: FirstRender): Promise<SourceRender>
}
