// Which of an unchanged app's input files reach its output as they are written: the YAML and JSON files of a directory
// source (R1.7: decoded, never templated) and the `resources` files of a kustomization that transforms nothing into an
// Application. For those, the search for child Applications (child-apps.ts) counts the documents that ARE Applications
// or ApplicationSets, not every mention of `argoproj.io`: a CRD's description ("argoproj.io/v1alpha1" for ArgoCD
// Application), an RBAC rule's `apiGroups: [argoproj.io]` or an AppProject's whitelist render no Application. Templates
// (a Helm chart, its values), plugins and kustomizations that can rewrite what a document is keep the text search.
//
// What a kustomization can do to a resource file's document, by field (kustomize v5):
// * namespace, name prefix or suffix, labels, annotations, images, replicas: fixed fields, never apiVersion or kind;
// * generators (configMapGenerator, secretGenerator): their files become ConfigMap or Secret data, strings never read
//   as objects;
// * patches: a JSON patch replaces the kind it is given (`replace /kind` turns an AppProject into an Application, tried
//   with kustomize 5.7), so a document of the argoproj.io group may become one and counts as `may`; the patch's own
//   text is searched as before (a patch writing `argoproj.io` is a mention). A JSON patch can also `copy` or `move` a
//   value from elsewhere in the document (a string naming the group into apiVersion): with such an op, or text that
//   could spell one in another way (escapes, tags), nothing is taken as plain;
// * replacements, vars, configurations, transformers, generators, validators, helmCharts and any other field: they
//   copy values between objects, change where transformers write, or make objects of other files; nothing is taken
//   as plain.
import { isRecord } from '../lib/record.js'
import { posix } from 'node:path'
import { isKustomizationFile, KUSTOMIZATION_FILES, kustomizePatchRefs } from '../k8s/kustomization.js'
import { BoundedMemo } from '../lib/memo.js'
import { parseYamlStreamAsync } from '../lib/yaml/yaml.js'
import { ARGO_GROUP } from '../argocd/application.js'
import type { InputTree } from '../render/input-tree.js'
import { RENDERERS } from '../render/renderers.js'
import { ARGOCD_SOURCE, filesIn, folderOf, readsThroughLink, under } from './kustomize-reads.js'

export interface PlainInputs {
  /** Files whose documents reach the output as written: only the Applications and ApplicationSets in them count. */
  manifests: Set<string>
  /** Files that reach the output only as ConfigMap or Secret data: no evidence. */
  data: Set<string>
  /** A patch may change a document's kind: documents of the argoproj.io group count as `may`. */
  patched: boolean
}

const NONE: PlainInputs = { manifests: new Set(), data: new Set(), patched: true }

/** Kustomization fields that never make an Application of a resource document that is not one (see the header). */
const KEPT = new Set([
  'apiVersion',
  'kind',
  'metadata',
  'resources',
  'bases',
  'components',
  'namespace',
  'namePrefix',
  'nameSuffix',
  'commonLabels',
  'labels',
  'commonAnnotations',
  'images',
  'replicas',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
  'buildMetadata',
  'sortOptions',
  'patches',
  'patchesJson6902',
  'patchesStrategicMerge'
])
const PATCH_FIELDS = ['patches', 'patchesJson6902', 'patchesStrategicMerge']
/** A JSON patch op that moves a value (`copy`, `move`), or text that may spell one otherwise (an escape, a tag). */
const MOVES_VALUES = /\b(copy|move)\b|\\|!/i
/** The files a directory source decodes (R1.7.1; jsonnet is evaluated, so it is a template). */
const DIRECTORY_MANIFEST = /\.(ya?ml|json)$/

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** A source's type as Argo CD decides it (R1.3.1, R1.3.3), when it is a directory or kustomization; else undefined. */
function plainType(s: unknown, tree: InputTree): 'directory' | 'kustomize' | undefined {
  if (!isRecord(s) || typeof s.path !== 'string' || s.chart !== undefined) return undefined
  // Each type's block is the source field of its name (render/renderers.ts); only these two read plain files.
  const explicit = RENDERERS.map((r) => r.type).filter((k) => s[k] !== undefined)
  if (explicit.length > 1 || (explicit.length === 1 && explicit[0] !== 'directory' && explicit[0] !== 'kustomize')) return undefined
  const root = folderOf(s.path)
  const own = filesIn(tree, root)
  // Argo CD's parameter override files (R1.2.1) may change a source's type or add patches.
  if (own.some((p) => ARGOCD_SOURCE.test(p))) return undefined
  if (explicit[0] === 'directory') return 'directory'
  const kustomization = KUSTOMIZATION_FILES.some((k) => tree.tree.has(root ? `${root}/${k}` : k))
  if (explicit[0] === 'kustomize') return kustomization ? 'kustomize' : undefined
  if (own.some((p) => p.endsWith('Chart.yaml'))) return undefined // Helm, or a mark the walk order decides
  return kustomization ? 'kustomize' : 'directory'
}

/**
 * The plain inputs among `files` (an app's fingerprint files), for the app's `sources` (the raw spec). None when a
 * source is not a directory or kustomization, the app reads through a link (paths through them are not worked out here), or a
 * kustomization can rewrite documents (see the header).
 */
export function plainInputs(files: readonly string[], sources: unknown[], tree: InputTree): PlainInputs {
  if (readsThroughLink(files, tree)) return NONE
  const roles = new Map<string, Set<'manifest' | 'data' | 'other'>>()
  const role = (f: string, r: 'manifest' | 'data' | 'other') => {
    const set = roles.get(f)
    if (set) set.add(r)
    else roles.set(f, new Set([r]))
  }
  let patched = false
  const patchTexts: string[] = []
  for (const s of sources) {
    if (isRecord(s) && typeof s.ref === 'string' && s.path === undefined && s.chart === undefined) continue // renders nothing
    const type = plainType(s, tree)
    if (type === undefined) return NONE
    const src = s as Record<string, unknown>
    const root = folderOf(src.path as string)
    if (type === 'directory') for (const f of files) if (under(f, root) && DIRECTORY_MANIFEST.test(f)) role(f, 'manifest')
    const argoPatches = isRecord(src.kustomize) && Array.isArray(src.kustomize.patches) ? src.kustomize.patches : []
    if (argoPatches.length > 0) {
      // A patch file named by the Application (`path`) is read by kustomize: not searched here.
      if (argoPatches.some((x) => !isRecord(x) || x.path !== undefined)) return NONE
      patched = true
      patchTexts.push(JSON.stringify(argoPatches))
    }
  }
  for (const f of files) {
    if (!isKustomizationFile(f)) continue
    const k = tree.kustomizations.get(f)
    const text = tree.readText(f)
    if (!isRecord(k) || text === undefined || Object.keys(k).some((key) => !KEPT.has(key))) return NONE
    role(f, 'other')
    const at = (ref: string): string => folderOf(posix.join(posix.dirname(f), ref))
    for (const key of ['resources', 'bases', 'components']) for (const ref of strings(k[key])) role(at(ref), 'manifest')
    for (const g of [...(Array.isArray(k.configMapGenerator) ? k.configMapGenerator : []), ...(Array.isArray(k.secretGenerator) ? k.secretGenerator : [])]) {
      if (!isRecord(g)) continue
      for (const ref of [...strings(g.files), ...strings(g.envs), ...(typeof g.env === 'string' ? [g.env] : [])])
        role(at(ref.includes('=') ? ref.slice(ref.indexOf('=') + 1) : ref), 'data')
    }
    if (PATCH_FIELDS.some((key) => Array.isArray(k[key]) && k[key].length > 0)) {
      patched = true
      patchTexts.push(text) // inline patches
      for (const ref of kustomizePatchRefs(k)) {
        role(at(ref), 'other')
        const patch = tree.readText(at(ref))
        if (patch === undefined && tree.tree.has(at(ref))) return NONE // not loaded (too large): it may hold anything
        patchTexts.push(patch ?? '')
      }
    }
  }
  if (patchTexts.some((t) => MOVES_VALUES.test(t))) return NONE
  const manifests = new Set<string>()
  const data = new Set<string>()
  for (const [f, r] of roles) {
    if (r.size !== 1) continue // read two ways: the text search decides
    if (r.has('manifest')) manifests.add(f)
    else if (r.has('data')) data.add(f)
  }
  return { manifests, data, patched }
}

/**
 * What a plain manifest's documents are, wherever they sit (a List's items, an object inside another): `app`, an
 * Application or ApplicationSet; `argo`, only other objects of the argoproj.io group; `none`; `unparsed`, the text does
 * not parse (the caller searches the text instead). Remembered per blob: unchanged files are read by several apps.
 */
export type ManifestKinds = 'app' | 'argo' | 'none' | 'unparsed'
const kindsMemo = new BoundedMemo<string, ManifestKinds>(1024)

export async function manifestKinds(text: string, blob: string | undefined): Promise<ManifestKinds> {
  const known = blob === undefined ? undefined : kindsMemo.get(blob)
  if (known !== undefined) return known
  const { docs, errors } = await parseYamlStreamAsync(text)
  let found: ManifestKinds = errors.length > 0 ? 'unparsed' : 'none'
  const seen = new Set<object>() // aliases share objects: each is walked once
  const stack: unknown[] = docs.map((d) => d.value)
  while (found !== 'unparsed' && stack.length > 0) {
    const v = stack.pop()
    if (typeof v !== 'object' || v === null || seen.has(v)) continue
    seen.add(v)
    if (isRecord(v) && typeof v.apiVersion === 'string' && v.apiVersion.startsWith(`${ARGO_GROUP}/`)) {
      if (v.kind === 'Application' || v.kind === 'ApplicationSet') {
        found = 'app'
        break
      }
      found = 'argo'
    }
    for (const x of Object.values(v)) stack.push(x)
  }
  return blob === undefined ? found : kindsMemo.set(blob, found)
}
