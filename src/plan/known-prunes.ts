// Deletions the guard knows without a head render. An app rendered at base that this change makes unknown at head (a
// `.jsonnet` file added to a directory app, a remote base on a host not allowed, a plugin it cannot run) still loses
// what the same change deleted from the files it renders: a resource whose defining file is deleted, or whose file no
// longer holds its document, is not rendered at head by that file, whatever else the head render could not do. Such a
// resource is a prune candidate with its outcome (plan/prune.ts), so a pull request cannot hide a deletion behind
// "not analysed". One exception is checked: the document moved to another file this change adds or edits (a rename).
// Nothing else is concluded: a resource whose file is untouched may or may not be rendered at head.
// Pure: takes the base render and the two revisions' trees and texts, returns candidates.
import { isRecord } from '../lib/record.js'
import type { Application } from '../argocd/application.js'
import { syncOption, deleteProtection } from '../argocd/sync-options.js'
import { keyString } from '../k8s/resource.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import type { NormalizedRender, Target } from './normalize.js'
import { prunable, pruneOutcome, type PruneCandidate, type PruneSettings } from './prune.js'

/** One revision's files as the plan reads them: `<mode> <oid>` per tracked path, and the texts loaded up front. */
export interface RevisionFiles {
  tree: ReadonlyMap<string, string>
  readText(path: string): string | undefined
}

/** What a document says of itself in its file: kind, name and API group as written (a kustomize prefix is not there). */
interface Written {
  group: string
  kind: string
  name: string
}

const MANIFEST = /\.(ya?ml|json)$/i
const groupOf = (apiVersion: unknown): string => (typeof apiVersion === 'string' && apiVersion.includes('/') ? apiVersion.split('/')[0]! : '')

function written(v: unknown): Written | undefined {
  if (!isRecord(v) || typeof v.kind !== 'string' || !isRecord(v.metadata) || typeof v.metadata.name !== 'string') return undefined
  return { group: groupOf(v.apiVersion), kind: v.kind, name: v.metadata.name }
}

type Stream = ReturnType<typeof parseYamlStream>

/** Each file's parse, once per revision for one call: a file of many documents is read once, not once a document. */
function parsedFiles(side: RevisionFiles): (path: string) => Stream | undefined {
  const memo = new Map<string, Stream | undefined>()
  return (path) => {
    if (!memo.has(path)) {
      const text = side.readText(path)
      memo.set(path, text === undefined ? undefined : parseYamlStream(text))
    }
    return memo.get(path)
  }
}

/** The documents of a file that parses whole; undefined when it does not (a Helm template, broken YAML). */
function docsOf(stream: Stream | undefined): Written[] | undefined {
  if (stream === undefined || stream.errors.length > 0) return undefined
  return stream.docs.map((d) => written(d.value)).filter((w): w is Written => w !== undefined)
}

const same = (a: Written, b: Written): boolean => a.kind === b.kind && a.name === b.name && a.group === b.group

/** The document a target came from, as written in its base file (by its line), else the target's own identity. */
function writtenAtBase(t: Target, stream: Stream | undefined): Written {
  const own = { group: t.key.group, kind: t.key.kind, name: t.key.name }
  if (stream === undefined || t.line === undefined) return own
  const at = stream.docs.filter((d) => d.line <= t.line!).pop()
  const w = at ? written(at.value) : undefined
  return w && w.kind === t.key.kind ? w : own
}

/**
 * The base resources a sync of head no longer applies because this change deleted their file or their document, for
 * an app whose head could not be rendered. `app` is the head Application (its sync policy decides each outcome).
 */
export function knownPrunes(
  app: Application,
  base: NormalizedRender,
  files: { base: RevisionFiles; head: RevisionFiles },
  settings: PruneSettings
): PruneCandidate[] {
  const duplicated = new Set(base.duplicates.map(keyString))
  const [atBaseFile, atHeadFile] = [parsedFiles(files.base), parsedFiles(files.head)]
  let changed: string[] | undefined
  const changedFiles = (): string[] =>
    (changed ??= [...files.head.tree.keys()].filter((p) => MANIFEST.test(p) && files.head.tree.get(p) !== files.base.tree.get(p)))
  // Moved: the document is in a file this change adds or edits (a file that does not parse is not read).
  const moved = (w: Written, from: string): boolean =>
    changedFiles().some((p) => p !== from && (files.head.readText(p) ?? '').includes(w.name) && (docsOf(atHeadFile(p)) ?? []).some((d) => same(d, w)))
  const out: PruneCandidate[] = []
  for (const t of base.resources.values()) {
    const file = t.file
    if (!file || !prunable(t, settings) || duplicated.has(keyString(t.key))) continue
    const atBase = files.base.tree.get(file)
    const atHead = files.head.tree.get(file)
    if (atBase === undefined || atHead === atBase) continue
    const w = writtenAtBase(t, atBaseFile(file))
    let known: NonNullable<PruneCandidate['known']>
    if (atHead === undefined) known = 'file-deleted'
    else {
      const docs = docsOf(atHeadFile(file))
      if (!docs || docs.some((d) => same(d, w))) continue
      known = 'document-removed'
    }
    if (moved(w, file)) continue
    out.push({
      key: t.key,
      outcome: pruneOutcome(syncOption(t.obj, app.syncPolicy.syncOptions, 'Prune'), false, app.syncPolicy.prune),
      ineffectiveProtection: deleteProtection(t.obj),
      pruneLast: syncOption(t.obj, app.syncPolicy.syncOptions, 'PruneLast') === 'true',
      file,
      line: t.line,
      target: t,
      known
    })
  }
  return out
}
