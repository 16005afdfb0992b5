// Discovery of Argo CD Applications in repository files (issue contract: every YAML/JSON document of kind
// Application in argoproj.io, single- and multi-source, R1.1.1). Pure: takes file texts, returns apps and problems.
import { isRecord } from '../lib/record.js'
import { parseYamlStream } from '../lib/yaml/yaml.js'
import { ARGO_GROUP, isApplication, parseApplication, type Application } from './application.js'
import { posix } from 'node:path'
import { kustomizePatchRefs } from '../k8s/kustomization.js'
import { type Manifest } from '../k8s/resource.js'
import { errorMessage } from '../lib/errors.js'

export interface DiscoveredApp {
  app: Application
  /** Repo-relative manifest path and 1-based line of the document. */
  file: string
  line: number
  /** `namespace/name`, the identity used to match apps across revisions (namespace defaults to the control plane). */
  id: string
  manifest: Manifest
  /** App-of-apps (R3.6.1): the id of the app whose render contains this Application. */
  parent?: string
  /**
   * R3.6.2: the ApplicationSet that generated this Application. `keptSpec`: its policy never updates an existing
   * Application, so this is the spec it generated at base, not the one its head template generates (`notApplied`: the
   * fields that differ, the first few).
   */
  appSet?: { id: string; deletesApps: boolean; keptSpec?: { notApplied: string[] } }
  /**
   * Set when Applications of this `namespace/name` are defined in several files (argocd/same-name.ts): the file of the
   * definition this app stems from (its own, or its parent's), which `id` and `label` carry.
   */
  instance?: string
  /**
   * A root the config declares (`rootApps[i]`): which declaration it is. Several declarations of one namespace/name are
   * one root per Argo CD, told apart by this as committed definitions are by their file (argocd/same-name.ts).
   */
  declaration?: string
  /** The name the report shows for it when `instance` is set: `name (file)`. */
  label?: string
  /**
   * Base only: the version Argo CD last synced is unknown (its parent app does not render at base:
   * pipeline/unknown-at-base.ts); head's spec stands in for it, so no rule compares the two, and its inputs are not
   * known to be unchanged.
   */
  versionUnknown?: true
  /**
   * `parent` is an app whose folder holds this file and that could not be rendered at this revision: the file is taken
   * as that parent's child without its render (pipeline/unrendered-parents.ts).
   */
  unrenderedParent?: true
  /**
   * Base only: its parent could not be rendered at head, and what removes it is seen without that render (its file
   * deleted, or taken out of the list the parent reads): said by the cascade rule.
   */
  removedUnseen?: string
  /**
   * Head only: the file that defined it at base (or its ApplicationSet's file) cannot be parsed at head, so what Argo CD
   * keeps is unknown: why (pipeline/unreadable-at-head.ts). The base definition stands in; it is not rendered at head.
   */
  unreadable?: string
}

/** A file whose YAML has errors: the parser's first (its own words), and whether discovery reported the file's errors. */
export interface UnparsedFile {
  file: string
  line: number
  message: string
  reported: boolean
}

/** A YAML error of `file` as discovery reports it. */
export const yamlProblem = (file: string, e: { line: number; message: string }): DiscoveryProblem => ({
  file,
  line: e.line,
  message: `cannot parse YAML: ${e.message}`
})

export interface DiscoveryProblem {
  file: string
  line: number
  message: string
  /** No error: an observation the report lists apart (a name several files define, each analysed). */
  note?: boolean
}

/** `kind: Application` or `kind: ApplicationSet` as most manifests write it (plain, quoted, in a flow mapping, JSON). */
const APP_KIND = /["']?kind["']?\s*:\s*["']?Application(Set)?\b/
// YAML may decode to a value it does not spell (go-yaml reads it so, and Argo CD with it): an escape of a
// double-quoted scalar or JSON string that writes a letter or `.` (`\x2e`, `\u002e`, `\U0000002e`; not `\n`, the
// `\u003c` of a JSON dashboard or the `\x25` of a WAF rule), a double-quoted scalar continued on the next line
// (`"argoproj.\` + newline + `io/v1alpha1"`), and the binary tag (`!!binary` base64, `!<tag:yaml.org,2002:binary>`,
// a `%TAG` handle naming it; no other tag changes a scalar's text). A hostile change writes the group so that no text
// search finds it.
const TAGGED = /!!binary|!<tag:yaml\.org,2002:binary>|^%TAG/m
const ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/g
/** What `argoproj.io`, `Application` and `kind` are made of (the `/` after the group is no part of finding it). */
const WORD_CHAR = /^[A-Za-z.]$/

/** An escape in `text` that writes a character of a group, version or kind name. */
function escapesWordChar(text: string): boolean {
  if (!text.includes('\\')) return false
  for (const m of text.matchAll(ESCAPE)) if (WORD_CHAR.test(String.fromCodePoint(Number.parseInt(m[1] ?? m[2] ?? m[3]!, 16) % 0x110000))) return true
  return false
}

/**
 * A double-quoted scalar continued on the next line (a backslash at the end of a line after an odd number of quotes)
 * that, joined as YAML joins it, names the group or an Application kind. Scripts and WAF rules in block scalars end
 * lines with a backslash after a quote too; joined, they name neither.
 */
function continuedQuote(text: string): boolean {
  if (!text.includes('\\')) return false
  for (const m of text.matchAll(/\\\r?\n/g)) {
    const line = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index)
    if ((line.split('"').length - 1) % 2 === 0) continue
    const joined = text.replace(/\\\r?\n[ \t]*/g, '')
    return namesArgoGroup(joined) || APP_KIND.test(joined)
  }
  return false
}

/**
 * Whether the API group may be in `text` without its letters being there (see above). Rare in real files; such a
 * file is parsed (or, as a template, counted as a possible source of Applications) instead of being passed over.
 */
export function mayHideArgoGroup(text: string): boolean {
  return TAGGED.test(text) || escapesWordChar(text) || continuedQuote(text)
}
/** What marks a file that may hold an Application, for the snapshots of git/ (git/snapshot.ts AppMarker). */
export const APPLICATION_MARKER = { needle: ARGO_GROUP, mayHide: mayHideArgoGroup }
/**
 * The kind written so that APP_KIND misses it: an anchor, alias, tag, block scalar or comment before its value, the
 * key `kind` anchored (to be used by an alias elsewhere) or written as an explicit `? kind` (an escape or a tag:
 * mayHideArgoGroup).
 */
const KIND_OTHERWISE = /["']?kind["']?\s*:\s*[&*!|>#]|&\S+\s+["']?kind\b|\?\s+["']?kind\b/

/** A character of a host name: `argoproj.io` right after one is a subdomain of it, not the API group. */
const HOST_CHAR = /[A-Za-z0-9.-]/

/**
 * Whether `text` holds `argoproj.io` as the API group (an apiVersion, a value naming the group), not only inside a
 * subdomain: Argo CD's annotation and label keys (`argocd.argoproj.io/sync-wave`, `notifications.argoproj.io/…`)
 * appear in most repositories' manifests and values, and no Application is made of them. Without this, every app
 * carrying a sync wave was rendered on every run although its inputs did not change.
 */
export function namesArgoGroup(text: string): boolean {
  for (let i = text.indexOf(ARGO_GROUP); i >= 0; i = text.indexOf(ARGO_GROUP, i + ARGO_GROUP.length)) {
    if (i === 0 || !HOST_CHAR.test(text[i - 1]!)) return true
  }
  return false
}

/**
 * Whether a text names the group and an Application kind in plain letters: the files discovery reports problems of,
 * and the templates and values the child search counts as a likely parent.
 */
export function spellsApplication(text: string): boolean {
  return text.includes(ARGO_GROUP) && APP_KIND.test(text)
}

/**
 * Cheap text test before parsing: only files that can hold an Application are parsed. Sound against a hostile change:
 * a file that may spell the group or the kind otherwise (escapes, tags, aliases) is parsed too, and its YAML decides.
 */
export function mayHoldApplication(text: string): boolean {
  if (spellsApplication(text)) return true
  // Without the group itself (only Argo CD's annotation keys, `argocd.argoproj.io/…`), only a hidden one counts.
  return (namesArgoGroup(text) && KIND_OTHERWISE.test(text)) || mayHideArgoGroup(text)
}

/**
 * Files under a Helm chart's `templates/` folder are templates, not manifests: their Applications are found when the
 * chart renders (app-of-apps), never as plain files. `chartDirs` are the folders that hold a Chart.yaml.
 */
export function isChartTemplate(path: string, chartDirs: Set<string>): boolean {
  const parts = path.split('/')
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] !== 'templates') continue
    if (chartDirs.has(parts.slice(0, i).join('/'))) return true
  }
  return false
}

/**
 * Files a kustomization uses as patches are fragments (often partial Applications or ApplicationSets), not manifests.
 * `kustomizations` maps each kustomization file path to its parsed content.
 */
export function kustomizePatchFiles(kustomizations: Map<string, unknown>): Set<string> {
  const out = new Set<string>()
  for (const [file, k] of kustomizations) {
    const dir = file.split('/').slice(0, -1).join('/')
    for (const rel of kustomizePatchRefs(k)) {
      if (!/^[a-z]+:\/\//i.test(rel)) out.add(posix.join(dir, rel))
    }
  }
  return out
}

export function appId(app: Pick<Application, 'name' | 'namespace'>, controlPlaneNamespace: string): string {
  return `${app.namespace || controlPlaneNamespace}/${app.name}`
}

export interface DiscoveredAppSet {
  /** `namespace/name` of the ApplicationSet; with the file for same-named ones (argocd/same-name.ts setOfInstance). */
  id: string
  /** Set when several files define this name: the file whose definition this is (or whose tree rendered it). */
  instance?: string
  /** Declared in the config (`rootApps[i]`): which declaration it is, as DiscoveredApp.declaration. */
  declaration?: string
  file: string
  line: number
  manifest: Manifest
  /** Head only: its file cannot be parsed at head (DiscoveredApp.unreadable); the base definition stands in. */
  unreadable?: string
}

export function isApplicationSet(obj: Manifest): boolean {
  return obj.kind === 'ApplicationSet' && typeof obj.apiVersion === 'string' && obj.apiVersion.startsWith('argoproj.io/')
}

/**
 * A second definition of `id`: in the same file the later one is used (a problem); in another file each is planned on
 * its own (argocd/same-name.ts), a note.
 */
function definedAgain(kind: string, id: string, prev: { file: string; line: number }, file: string, line: number, each: string): DiscoveryProblem {
  if (prev.file === file) return { file, line, message: `${kind} ${id} is also defined at line ${prev.line}; the later definition is used` }
  return {
    file,
    line,
    message: `${kind} ${id} is also defined in ${prev.file}:${prev.line}; each file's definition is ${each} (as for one Argo CD per cluster; where one Argo CD applies both, the one applied last wins)`,
    note: true
  }
}

export function discoverApplications(
  files: Array<{ path: string; text: string }>,
  controlPlaneNamespace: string,
  /** The YAML stream parser; the engine passes one that parses a text once for both revisions (read-only results). */
  parse: typeof parseYamlStream = parseYamlStream
): {
  apps: DiscoveredApp[]
  appSets: DiscoveredAppSet[]
  problems: DiscoveryProblem[]
  definitions: DiscoveredApp[]
  shadowedAppSets: DiscoveredAppSet[]
  /** Files whose YAML has errors, by path (a file with `{{` is not reported among `problems`). */
  unparsed: Map<string, UnparsedFile>
} {
  const apps = new Map<string, DiscoveredApp>()
  /** Every definition, the last one of each file (argocd/same-name.ts separates those of several files). */
  const definitions = new Map<string, DiscoveredApp>()
  const appSets = new Map<string, DiscoveredAppSet>()
  /** ApplicationSets of a name another file defines again: one per file (each expanded too, argocd/same-name.ts). */
  const shadowed = new Map<string, DiscoveredAppSet>()
  const problems: DiscoveryProblem[] = []
  const unparsed = new Map<string, UnparsedFile>()
  for (const f of files) {
    if (!mayHoldApplication(f.text)) continue
    // Helm templates that emit Applications are not plain manifests; they are found when their chart renders.
    // ApplicationSet templates use {{ }} themselves, so those files are still read for ApplicationSets.
    const { docs, errors } = parse(f.text)
    const templated = f.text.includes('{{') && errors.length > 0
    // A file parsed only because it might spell an Application otherwise is not reported for YAML it does not hold.
    const reported = !templated && (errors.length === 0 || spellsApplication(f.text))
    if (reported) for (const e of errors) problems.push(yamlProblem(f.path, e))
    if (errors[0]) unparsed.set(f.path, { file: f.path, line: errors[0].line, message: errors[0].message, reported })
    for (const d of docs) {
      const values = Array.isArray(d.value) ? d.value : isRecord(d.value) && Array.isArray(d.value.items) ? d.value.items : [d.value]
      for (const v of values) {
        if (isRecord(v) && isApplicationSet(v)) {
          const meta = isRecord(v.metadata) ? v.metadata : {}
          const id = `${typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : controlPlaneNamespace}/${String(meta.name ?? '')}`
          const prev = appSets.get(id)
          if (prev) {
            problems.push(definedAgain('ApplicationSet', id, prev, f.path, d.line, 'expanded as an ApplicationSet of its own'))
            if (prev.file !== f.path) shadowed.set(`${id}\0${prev.file}`, prev)
          }
          appSets.set(id, { id, file: f.path, line: d.line, manifest: v })
          continue
        }
        if (!isRecord(v) || !isApplication(v) || templated) continue
        const name = isRecord(v.metadata) ? v.metadata.name : undefined
        if (f.text.includes('{{') && (typeof name !== 'string' || name.includes('{{'))) continue
        let app: Application
        try {
          app = parseApplication(v)
        } catch (e) {
          problems.push({ file: f.path, line: d.line, message: errorMessage(e) })
          continue
        }
        const id = appId(app, controlPlaneNamespace)
        const prev = apps.get(id)
        if (prev) {
          problems.push(definedAgain('Application', id, prev, f.path, d.line, 'analysed as an app of its own'))
        }
        apps.set(id, { app, file: f.path, line: d.line, id, manifest: v })
        definitions.set(`${id}\0${f.path}`, apps.get(id)!)
      }
    }
  }
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  return {
    apps: [...apps.values()].sort(byId),
    appSets: [...appSets.values()].sort(byId),
    problems,
    definitions: [...definitions.values()],
    shadowedAppSets: [...shadowed.values()],
    unparsed
  }
}
