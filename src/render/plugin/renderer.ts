// Config management plugins as a renderer (render/renderer.ts): a declared plugin renders a source that names it, or
// (the source naming no type) whose discover rule matches, before any detection by files (R1.8.1; plugin.ts).
import { cmpHint } from '../../argocd/cmp-hint.js'
import type { ClaimInput, Renderer, SourceRender } from '../renderer.js'
import { buildEnv } from '../request.js'
import { NotRenderedError } from '../types.js'
import { pluginEnv, renderPlugin, selectPlugin } from './plugin.js'
import { detectSandbox } from './sandbox.js'

export const pluginRenderer: Renderer = {
  type: 'plugin',
  label: 'Plugin',
  tools: [],
  explicit: (s) => s.plugin !== undefined,
  claim: claimSource
}

async function claimSource({ d, source, appPath, ctx, explicit }: ClaimInput): Promise<(() => Promise<SourceRender>) | undefined> {
  const plugins = ctx.plugins ?? []
  if (!explicit && plugins.length === 0) return undefined
  const pctx = {
    plugins,
    runner: ctx.runner,
    scratchRoot: ctx.scratchRoot,
    checkout: ctx.checkout,
    kubeVersion: ctx.kubeVersion,
    apiVersions: ctx.apiVersions,
    runCommands: ctx.remoteCharts.network,
    ...(ctx.remoteCharts.network ? { sandbox: await detectSandbox(ctx.runner) } : {}),
    declaredIn: (name: string) => {
      const d = ctx.cmpDeclaration?.(name)
      return d && cmpHint(d)
    }
  }
  const env = pluginEnv(source, buildEnv(d, source, ctx.sha, ctx.controlPlaneNamespace), ctx.kubeVersion, ctx.apiVersions)
  const plugin = await selectPlugin(source, explicit, appPath, env, pctx)
  if (!plugin) {
    if (explicit) throw new NotRenderedError('no declared config management plugin renders this source')
    return undefined
  }
  return async () => {
    if (!ctx.remoteCharts.network) {
      // A plugin runs arbitrary commands that may fetch anything: offline, it does not run (outcome "not rendered").
      throw new NotRenderedError(
        `plugin ${plugin.name} was not run because the network is off (--offline or network: false); its commands may fetch from anywhere`
      )
    }
    return { output: { ...(await renderPlugin(plugin, appPath, env, pctx)), fetched: true } }
  }
}
