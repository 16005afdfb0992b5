// Kustomize as a renderer (render/renderer.ts): `kustomize build` of the app folder (kustomize.ts), with Helm for
// kustomizations that inflate charts (--enable-helm).
import { KUSTOMIZATION_FILES } from '../../k8s/kustomization.js'
import { DEFAULT_ALLOWED_HOSTS } from '../network/policy.js'
import { detectSandbox } from '../plugin/sandbox.js'
import type { Renderer } from '../renderer.js'
import { renderKustomize } from './kustomize.js'

export const kustomizeRenderer: Renderer = {
  type: 'kustomize',
  label: 'Kustomize',
  tools: ['kustomize', 'helm'],
  explicit: (s) => s.kustomize !== undefined,
  marks: (name) => KUSTOMIZATION_FILES.includes(name),
  render: (req, ctx) =>
    renderKustomize(req, {
      runner: ctx.runner,
      kustomize: () => ctx.toolbox.kustomize(),
      helm: () => ctx.toolbox.helm(),
      buildOptions: ctx.kustomizeBuildOptions,
      network: ctx.networkPolicy ?? { network: ctx.remoteCharts.network, allowedHosts: DEFAULT_ALLOWED_HOSTS },
      contain: async () => (await detectSandbox(ctx.runner)).level === 'bubblewrap'
    }),
  // A kustomize build reads the app's name and the other build variables only through envsubst in the source's own
  // options (images, commonLabels, commonAnnotations with commonAnnotationsEnvsubst; R1.4.3; exec plugins, which read
  // the environment too, are never run), and not its destination namespace at all: with no `$` in the source, apps of
  // other names and destinations over the same inputs share one build (an ApplicationSet's apps of one path; an
  // Application file and the renamed child its parent renders).
  cacheIdentity: (req, env) =>
    JSON.stringify(req.source.raw).includes('$')
      ? { instanceName: req.instanceName, destNamespace: req.destNamespace, env }
      : { instanceName: '', destNamespace: '', env: {} }
}
