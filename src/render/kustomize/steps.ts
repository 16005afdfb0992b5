// R1.6.3: the order and the arguments of Argo CD's kustomize edit sequence, plus `edit add component` (with Go
// filepath.Glob matching) and the ignoreMissingComponents filter. The field edits themselves are in kustomize/edit.ts.
import { lstat, readdir, stat } from 'node:fs/promises'
import { join, posix, resolve } from 'node:path'
import type { KustomizeOptions } from '../../argocd/application.js'
import { envsubst } from '../../lib/go/envsubst.js'
import { goPathMatch } from '../../lib/go/path-match.js'
import {
  addAnnotations,
  addLabels,
  appendPatches,
  currentValue,
  editError,
  type EditedKustomization,
  replicaCount,
  setField,
  setImages,
  setReplicas
} from './edit.js'

// ---- add component (add/addcomponent.go, util.GlobPatternsWithLoader) ----

const GLOB_META = /[*?[\\]/

/** Go filepath.Glob relative to `cwd` (results keep the pattern's form, sorted per directory). */
export async function glob(cwd: string, pattern: string): Promise<string[]> {
  if (!GLOB_META.test(pattern)) {
    try {
      await lstat(resolve(cwd, pattern))
      return [pattern]
    } catch {
      return []
    }
  }
  let bases = [pattern.startsWith('/') ? '/' : '']
  for (const seg of pattern.split('/').filter((s, i) => s !== '' || i === 0)) {
    if (seg === '') continue
    const next: string[] = []
    for (const base of bases) {
      if (!GLOB_META.test(seg)) {
        const p = base ? posix.join(base, seg) : seg
        try {
          await lstat(resolve(cwd, p))
          next.push(p)
        } catch {
          // no match
        }
        continue
      }
      let names: string[] = []
      try {
        names = (await readdir(resolve(cwd, base || '.'))).sort()
      } catch {
        continue
      }
      for (const n of names) if (goPathMatch(seg, n)) next.push(base ? posix.join(base, n) : n)
    }
    bases = next
  }
  return bases
}

/** Whether a kustomize resource/component entry is a remote target (git repo or URL) rather than a local path. */
export function looksRemote(entry: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ||
    /^git::/.test(entry) ||
    /^[\w.-]+@[\w.-]+:/.test(entry) ||
    /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(entry) ||
    /[?&](ref|version|timeout|submodules)=/.test(entry)
  )
}

/** `edit add component`: each argument must match a local path (or be a remote target); new ones are appended. */
export async function addComponents(k: EditedKustomization, cwd: string, args: string[], argv: string[]): Promise<void> {
  if (args.length === 0) throw editError(argv, 'must specify a component file')
  const found: string[] = []
  for (const a of args) {
    const matches = await glob(cwd, a)
    if (matches.length > 0) for (const m of matches) found.push(m)
    else if (looksRemote(a)) found.push(a)
    else
      throw editError(
        argv,
        `${a} has no match: must build at directory: not a valid directory: evalsymlink failure on '${resolve(cwd, a)}' : lstat ${resolve(cwd, a)}: no such file or directory`
      )
  }
  const cur = currentValue(k)
  const components = Array.isArray(cur.components) ? [...cur.components] : []
  for (const c of found) {
    if (c === posix.basename(k.file) || components.includes(c)) continue
    components.push(c)
  }
  setField(k, 'components', components)
}

// ---- the sequence ----

/** Whether the source asks for any R1.6.3 edit (otherwise the app is built read-only in place, R1.6.2). */
export function hasEdits(o: KustomizeOptions | undefined): o is KustomizeOptions {
  if (!o) return false
  return Boolean(
    o.namePrefix ||
    o.nameSuffix ||
    o.namespace ||
    o.images.length > 0 ||
    o.replicas.length > 0 ||
    Object.keys(o.commonLabels).length > 0 ||
    Object.keys(o.commonAnnotations).length > 0 ||
    o.patches.length > 0 ||
    o.components.length > 0
  )
}

const sortedPairs = (m: Record<string, string>, sub: (v: string) => string): string[] =>
  Object.keys(m)
    .sort()
    .map((key) => `${key}:${sub(m[key]!)}`)

/** One step of the sequence: the `kustomize edit` argv Argo would run (for the command log) and its native effect. */
export interface EditStep {
  argv: string[]
  /** Returns the argv actually run when it differs from `argv`, or null when the step turned out to be a no-op. */
  apply: (k: EditedKustomization) => void | string[] | null | Promise<void | string[] | null>
}

/**
 * R1.6.3: the steps Argo runs, in its order, each only when its field is set. R1.4.3: images and commonLabels values
 * are env-substituted, commonAnnotations only with commonAnnotationsEnvsubst, patches never.
 */
export function editSteps(o: KustomizeOptions, env: Record<string, string>, ctx: { appDir: string; repoRoot: string; appRel: string }): EditStep[] {
  const steps: EditStep[] = []
  const sub = (v: string) => envsubst(v, env)
  if (o.namePrefix) {
    const argv = ['edit', 'set', 'nameprefix', '--', o.namePrefix]
    steps.push({ argv, apply: (k) => setField(k, 'namePrefix', o.namePrefix) })
  }
  if (o.nameSuffix) {
    const argv = ['edit', 'set', 'namesuffix', '--', o.nameSuffix]
    steps.push({ argv, apply: (k) => setField(k, 'nameSuffix', o.nameSuffix) })
  }
  if (o.images.length > 0) {
    const imgs = o.images.map(sub)
    const argv = ['edit', 'set', 'image', ...imgs]
    steps.push({ argv, apply: (k) => setImages(k, imgs, argv) })
  }
  if (o.replicas.length > 0) {
    steps.push({
      argv: ['edit', 'set', 'replicas', ...o.replicas.map((r) => `${r.name}=${r.count}`)],
      apply: (k) => {
        // Argo converts each count (int or numeric string) when it reaches this step, so a bad count fails here.
        const args = o.replicas.map((r) => `${r.name}=${replicaCount(r.count)}`)
        const argv = ['edit', 'set', 'replicas', ...args]
        setReplicas(k, args, argv)
        return argv
      }
    })
  }
  if (Object.keys(o.commonLabels).length > 0) {
    const flags = { force: o.forceCommonLabels, withoutSelector: o.labelWithoutSelector, includeTemplates: o.labelIncludeTemplates }
    const args = sortedPairs(o.commonLabels, sub)
    const argv = ['edit', 'add', 'label', ...(flags.force ? ['--force'] : []), ...(flags.withoutSelector ? ['--without-selector'] : [])]
    if (flags.includeTemplates) argv.push('--include-templates')
    argv.push(...args)
    steps.push({ argv, apply: (k) => addLabels(k, args, flags, argv) })
  }
  if (Object.keys(o.commonAnnotations).length > 0) {
    const args = sortedPairs(o.commonAnnotations, o.commonAnnotationsEnvsubst ? sub : (v) => v)
    const argv = ['edit', 'add', 'annotation', ...(o.forceCommonAnnotations ? ['--force'] : []), ...args]
    steps.push({ argv, apply: (k) => addAnnotations(k, args, o.forceCommonAnnotations, argv) })
  }
  if (o.namespace) {
    const argv = ['edit', 'set', 'namespace', '--', o.namespace]
    steps.push({ argv, apply: (k) => setField(k, 'namespace', o.namespace) })
  }
  if (o.patches.length > 0) {
    steps.push({ argv: ['# kustomization patches appended (no kustomize edit command exists)'], apply: (k) => appendPatches(k, o.patches) })
  }
  if (o.components.length > 0) {
    steps.push({
      argv: ['edit', 'add', 'component', ...o.components],
      apply: async (k) => {
        let comps = o.components
        if (o.ignoreMissingComponents) comps = await existingComponents(o.components, ctx)
        if (comps.length === 0) return null // Argo skips the command when no component is left
        const argv = ['edit', 'add', 'component', ...comps]
        await addComponents(k, ctx.appDir, comps, argv)
        return argv
      }
    })
  }
  return steps
}

/** ignoreMissingComponents: keep entries whose directory exists, resolved from the app dir and clamped to the repo root. */
async function existingComponents(components: string[], ctx: { repoRoot: string; appRel: string }): Promise<string[]> {
  const kept: string[] = []
  for (const c of components) {
    const parts: string[] = []
    for (const seg of posix.join(ctx.appRel, c).split('/')) {
      if (seg === '' || seg === '.') continue
      if (seg === '..') parts.pop()
      else parts.push(seg)
    }
    try {
      await stat(join(ctx.repoRoot, ...parts))
      kept.push(c)
    } catch {
      // dropped, like Argo (securejoin + os.Stat)
    }
  }
  return kept
}
