// Root Applications that live outside the repository (config `rootApps`): the Application of an app-of-apps that is
// applied by hand, by Terraform or by a bootstrap chart installed from elsewhere, so that no committed file holds it.
// Without it the guard finds nothing to analyse in such a repository (its Applications are chart templates, which
// only a render of the root turns into manifests). Declared in Argo CD's own Application shape, validated here like
// a committed one would be; only from the base config, so a pull request cannot add, change or remove a root.
import { invalidAppName, isApplication, parseApplication } from '../argocd/application.js'
import { isRecord, type Manifest } from '../k8s/resource.js'

export interface RootApp {
  /** The Application manifest, as it is applied outside the repository. */
  manifest: Manifest
  /** Where it was declared (the config file), shown as the app's file in reports. */
  file: string
}

const EXPECTED_APP = 'an Application manifest (apiVersion: argoproj.io/v1alpha1, kind: Application, metadata.name, spec.source or spec.sources)'

/** Validates `rootApps:`; `fail(key, got, expected)` throws the config error; `file` is the config's name in reports. */
export function parseRootApps(v: unknown, file: string, fail: (key: string, got: unknown, expected: string) => never): RootApp[] {
  if (!Array.isArray(v)) fail('rootApps', v, `a list, each ${EXPECTED_APP}`)
  const out: RootApp[] = []
  const seen = new Map<string, number>()
  for (const [i, raw] of v.entries()) {
    const at = `rootApps[${i}]`
    if (!isRecord(raw)) fail(at, raw, EXPECTED_APP)
    if (!isApplication(raw))
      fail(`${at}.kind`, raw.kind, `Application (with apiVersion argoproj.io/v1alpha1); got apiVersion ${JSON.stringify(raw.apiVersion)}`)
    const meta = isRecord(raw.metadata) ? raw.metadata : {}
    if (typeof meta.name !== 'string' || meta.name === '') fail(`${at}.metadata.name`, meta.name, 'the Application name')
    const app = parseApplication(raw)
    const bad = invalidAppName(app)
    if (bad) fail(`${at}.metadata`, raw.metadata, bad)
    if (app.sources.length === 0) fail(`${at}.spec`, raw.spec, 'a spec with source (or sources) naming the path or chart the root renders')
    const name = `${app.namespace || '(control plane)'}/${app.name}`
    const dup = seen.get(name)
    if (dup !== undefined) fail(at, name, `a different Application than rootApps[${dup}] (each root once)`)
    seen.set(name, i)
    out.push({ manifest: raw, file })
  }
  return out
}
