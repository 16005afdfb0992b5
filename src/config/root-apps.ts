// Root Applications that live outside the repository (config `rootApps`): the Application of an app-of-apps that is
// applied by hand, by Terraform or by a bootstrap chart installed from elsewhere, so that no committed file holds it.
// Without it the guard finds nothing to analyse in such a repository (its Applications are chart templates, which
// only a render of the root turns into manifests). Declared in Argo CD's own Application shape, validated here like
// a committed one would be; only from the base config, so a pull request cannot add, change or remove a root. One
// namespace/name declared several times is that root in several clusters, each with its own Argo CD (`workloads` with
// `envs/dev` and `envs/prod`): each declaration is an app tree of its own, never compared with the others.
// An ApplicationSet applied that way (Terraform's bootstrap `applications` set over `manifests/*`) is declared there too:
// it is expanded like a committed one, and the Applications it generates are the apps.
import { canonicalJson } from '../lib/canonical-json.js'
import { isRecord } from '../lib/record.js'
import { invalidAppName, isApplication, parseApplication } from '../argocd/application.js'
import { isApplicationSet } from '../argocd/discover.js'
import { type Manifest } from '../k8s/resource.js'

export interface RootApp {
  /** The Application (or ApplicationSet) manifest, as it is applied outside the repository. */
  manifest: Manifest
  kind: 'Application' | 'ApplicationSet'
  /** Where it was declared (the config file), shown as the app's file in reports. */
  file: string
  /** Its place in the list, `rootApps[i]`: what tells apart declarations of one namespace/name (one per Argo CD). */
  declaration: string
}

const EXPECTED_APP =
  'an Application manifest (apiVersion: argoproj.io/v1alpha1, kind: Application, metadata.name, spec.source or spec.sources) or an ApplicationSet'

/** Validates `rootApps:`; `fail(key, got, expected)` throws the config error; `file` is the config's name in reports. */
export function parseRootApps(v: unknown, file: string, fail: (key: string, got: unknown, expected: string) => never): RootApp[] {
  if (!Array.isArray(v)) fail('rootApps', v, `a list, each ${EXPECTED_APP}`)
  const out: RootApp[] = []
  const seen = new Map<string, number>()
  for (const [i, raw] of v.entries()) {
    const at = `rootApps[${i}]`
    if (!isRecord(raw)) fail(at, raw, EXPECTED_APP)
    const set = isApplicationSet(raw)
    if (!set && !isApplication(raw))
      fail(`${at}.kind`, raw.kind, `Application or ApplicationSet (with apiVersion argoproj.io/v1alpha1); got apiVersion ${JSON.stringify(raw.apiVersion)}`)
    const meta = isRecord(raw.metadata) ? raw.metadata : {}
    if (typeof meta.name !== 'string' || meta.name === '') fail(`${at}.metadata.name`, meta.name, `the ${set ? 'ApplicationSet' : 'Application'} name`)
    const name = `${typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : '(control plane)'}/${meta.name}`
    if (set) validSet(raw, at, fail)
    else validApp(raw, at, fail)
    // One name may be declared several times: the root of each environment's own Argo CD (argocd/same-name.ts); the
    // same declaration twice would only report everything twice.
    const same = seen.get(canonicalJson(raw))
    if (same !== undefined) fail(at, name, `a root other than rootApps[${same}], which declares the same (declare each root once)`)
    seen.set(canonicalJson(raw), i)
    out.push({ manifest: raw, kind: set ? 'ApplicationSet' : 'Application', file, declaration: at })
  }
  return out
}

type Fail = (key: string, got: unknown, expected: string) => never

function validApp(raw: Manifest, at: string, fail: Fail): void {
  const app = parseApplication(raw)
  const bad = invalidAppName(app)
  if (bad) fail(`${at}.metadata`, raw.metadata, bad)
  if (app.sources.length === 0) fail(`${at}.spec`, raw.spec, 'a spec with source (or sources) naming the path or chart the root renders')
}

/** What the ApplicationSet controller needs before it generates anything: generators and a template. */
function validSet(raw: Manifest, at: string, fail: Fail): void {
  const spec = isRecord(raw.spec) ? raw.spec : fail(`${at}.spec`, raw.spec, 'an ApplicationSet spec with generators and a template')
  if (!Array.isArray(spec.generators) || spec.generators.length === 0) fail(`${at}.spec.generators`, spec.generators, 'a list of generators')
  if (!isRecord(spec.template)) fail(`${at}.spec.template`, spec.template, 'the Application template the generators fill in')
}
