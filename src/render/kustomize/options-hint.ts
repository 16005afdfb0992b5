// What a failed `kustomize build` means when it failed for want of a build option (R1.6.4) the guard was not told:
// argocd-cm `kustomize.buildOptions` is not in the repository the guard reads, so the guard cannot know whether the
// Argo CD that syncs the app sets it. Pure: the error message, the configured options and the repository's own
// settings (read at base, argocd/build-options-hint.ts) in; a verdict out.
// - helmCharts without --enable-helm: a repository that inflates charts almost always runs an Argo CD that sets it,
//   so the app is not analysed, with what to configure.
// - a file outside a kustomization's directory without --load-restrictor LoadRestrictionsNone: often a mistake
//   (Argo CD's default refuses it too), so it stays a render error with the fix, unless the repository itself sets
//   that option somewhere, which makes it likely the Argo CD does: then not analysed, naming that line.
import { enablesHelm, type BuildOptionsSetting } from '../../argocd/build-options-hint.js'
import { acceptedBuildOptions, buildOptionTokens, loadsUnrestricted, ROOT_ONLY_LOAD } from './build-options.js'

export type OptionsVerdict = { notRendered: string } | { fix: string } | undefined

const CONFIG = '.prune-guard.yaml'

/** `kustomizeBuildOptions: ["…"]` for a found setting, without the options the guard refuses. */
const copyable = (s: BuildOptionsSetting): string => `kustomizeBuildOptions: [${JSON.stringify(acceptedBuildOptions(s.value))}]`

const foundAt = (s: BuildOptionsSetting): string =>
  `This repository's ${s.file}:${s.line} sets kustomize.buildOptions: ${JSON.stringify(s.value)} (base revision): ` +
  `if that configures the Argo CD that syncs this app, set ${copyable(s)} in ${CONFIG}`

/** The verdict for a kustomize render error `message`; undefined when no build option explains it. */
export function buildOptionsVerdict(message: string, configured: readonly string[], settings: () => BuildOptionsSetting[] = () => []): OptionsVerdict {
  const tokens = buildOptionTokens(configured)
  if (/HelmChartInflationGenerator/.test(message) && /--enable-helm/.test(message) && !tokens.includes('--enable-helm')) {
    const found = settings().find(enablesHelm)
    return {
      notRendered:
        'this kustomization inflates Helm charts (helmCharts), which Argo CD renders only when its argocd-cm ' +
        'kustomize.buildOptions include --enable-helm; the guard does not know your Argo CD settings. ' +
        (found ? foundAt(found) : `If your Argo CD sets it, set kustomizeBuildOptions: [--enable-helm] in ${CONFIG}`)
    }
  }
  if (ROOT_ONLY_LOAD.test(message) && !loadsUnrestricted(tokens)) {
    const why =
      "a kustomization loads a file outside its own directory, which kustomize refuses unless Argo CD's argocd-cm " +
      'kustomize.buildOptions include --load-restrictor LoadRestrictionsNone'
    const found = settings().find((s) => loadsUnrestricted(buildOptionTokens([s.value])))
    if (found) return { notRendered: `${why}; the guard does not know your Argo CD settings. ${foundAt(found)}` }
    return {
      fix:
        `${why[0]!.toUpperCase()}${why.slice(1)} (Argo CD's default refuses it too): list a kustomization directory instead ` +
        `of the file, or, if your Argo CD sets that option, set kustomizeBuildOptions: [--load-restrictor LoadRestrictionsNone] in ${CONFIG}`
    }
  }
  return undefined
}
