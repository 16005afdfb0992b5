// Which renderer renders a source (R1.3), from the registry (render/renderers.ts).
import { readdirSync } from 'node:fs'
import type { AppSource } from '../argocd/application.js'
import type { Renderer } from './renderer.js'
import { RENDERERS } from './renderers.js'
import { goCompare } from './source.js'
import { RenderError, type SourceType } from './types.js'

/**
 * R1.3.1 explicit type (types.go ExplicitType): exactly one of kustomize/helm/directory/plugin set, even `{}`;
 * two or more is an error. R1.3.3 otherwise (discovery.go Discover/AppType, no CMP sidecars): the files of the app
 * dir in walk order mark it Helm (base name ends with `Chart.yaml`) or Kustomize (a kustomization file name); a
 * later mark overwrites an earlier one; no mark → Directory. `explicit`: the source named the type.
 */
export function detectRenderer(source: AppSource, appPath: string): { renderer: Renderer; explicit: boolean } {
  const explicit = RENDERERS.filter((r) => r.explicit(source))
  if (explicit.length > 1) {
    throw new RenderError(
      `multiple application sources defined: ${explicit.map((r) => r.label).join(',')} ` +
        '(keep only one of helm/kustomize/directory/plugin in the source, including any added by .argocd-source*.yaml)'
    )
  }
  if (explicit.length === 1) return { renderer: explicit[0]!, explicit: true }
  // filepath.Walk visits the app dir's own entries in byte order, descending into subdirectories in between; marks
  // are keyed by each file's directory and only "." is read, so only files directly in the app dir can matter.
  // Walk uses lstat: a symlink counts as a file, a real directory never does.
  let mark = RENDERERS.find((r) => r.unmarked)!
  for (const entry of readdirSync(appPath, { withFileTypes: true }).sort((a, b) => goCompare(a.name, b.name))) {
    if (entry.isDirectory()) continue
    for (const r of RENDERERS) if (r.marks?.(entry.name)) mark = r
  }
  return { renderer: mark, explicit: false }
}

/** The type of the renderer that renders a source (detectRenderer). */
export function detectSourceType(source: AppSource, appPath: string): SourceType {
  return detectRenderer(source, appPath).renderer.type
}
