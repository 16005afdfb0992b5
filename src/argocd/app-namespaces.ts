// Which namespaces' Applications Argo CD reconciles (R2.2.7): its own (the control plane's) and those that
// argocd-cmd-params-cm `application.namespaces` (the controller's --application-namespaces) lists, each entry a glob or
// a `/regexp/` (util/security/application_namespaces.go IsNamespaceEnabled: `namespace == serverNamespace ||
// glob.MatchStringInList(enabledNamespaces, namespace, glob.REGEXP)`; util/glob/list.go: an entry wrapped in `/` is a
// regexp2 expression, unanchored, and an entry whose regexp does not match is still tried as a gobwas glob). An
// Application elsewhere is a plain resource to Argo CD: nothing renders, syncs or cascades it. Pure.
import { isRecord } from '../lib/record.js'
import { type Manifest } from '../k8s/resource.js'
import { gobwasMatch } from '../lib/go/glob.js'

function regexpMatches(expr: string, text: string): boolean {
  try {
    // regexp2 (a .NET-compatible engine) reads what the base configuration writes as JavaScript does, for the
    // expressions namespace lists use (anchors, classes, alternations).
    return new RegExp(expr).test(text)
  } catch {
    return false
  }
}

/** Whether Argo CD reconciles Applications in `namespace`. */
export function reconciledNamespace(namespace: string, controlPlaneNamespace: string, enabled: readonly string[]): boolean {
  if (namespace === controlPlaneNamespace) return true
  return enabled.some((e) => (e.length >= 2 && e.startsWith('/') && e.endsWith('/') && regexpMatches(e.slice(1, -1), namespace)) || gobwasMatch(e, namespace))
}

/** Kubernetes IsDNS1123Label, at most 63 characters (invalidAppName). */
const VALID_NAMESPACE = /^(?=.{1,63}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?$/

/** The namespace an Application manifest names itself, or undefined. */
export function writtenNamespace(m: Manifest): string | undefined {
  const meta = isRecord(m.metadata) ? m.metadata : {}
  return typeof meta.namespace === 'string' && meta.namespace ? meta.namespace : undefined
}

/**
 * The namespace rule as the guard applies it at one revision, or undefined when it cannot be applied safely: with no
 * `application.namespaces` configured and no Application written in the control plane's namespace, the configured
 * control plane namespace may simply be wrong (an Argo CD installed in `openshift-gitops` and a default config), and
 * taking every Application for unreconciled would hide them all. The note then says what to set.
 */
export function namespaceRule(
  apps: Array<{ manifest: Manifest }>,
  controlPlaneNamespace: string,
  enabled: readonly string[]
): ((namespace: string) => boolean) | undefined {
  if (enabled.length === 0 && !apps.some((a) => writtenNamespace(a.manifest) === controlPlaneNamespace)) return undefined
  // A namespace no Application can be created in stays an app, whose render error says so (argocd/application.ts).
  return (namespace) => !VALID_NAMESPACE.test(namespace) || reconciledNamespace(namespace, controlPlaneNamespace, enabled)
}

/** The note for an Application Argo CD does not reconcile. */
export const notReconciledNote = (id: string, namespace: string, controlPlaneNamespace: string): string =>
  `Application ${id} is in namespace ${namespace}, where Argo CD does not reconcile Applications (only ${controlPlaneNamespace} and ` +
  `the namespaces application.namespaces lists): it is not analysed as an app. If your Argo CD reconciles it, add ${namespace} to ` +
  `applicationNamespaces in .prune-guard.yaml (or to application.namespaces in argocd-cmd-params-cm).`
