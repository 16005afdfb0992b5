// `--enable-helm` with the pinned toolset: kustomize 5.7.1's HelmChartInflationGenerator first probes
// `helm version -c --short` and then accepts only a major version 3, so with Helm 4 every helmCharts app fails
// ("unknown shorthand flag: 'c' in -c", then "this plugin requires helm V3 but got v4"); kustomize 5.8 accepts both.
// kustomize is pointed (`--helm-command`) at a tiny wrapper that answers that probe itself (asking the real helm
// `version --short`, and reporting a Helm 4 as `v3.0.0+compat-<real version>` so the 5.7 check passes) and execs the
// helm this run resolved with every other argument list unchanged. Helm 4 renders kustomize's `helm template` and
// `helm pull` calls like Helm 3. The wrapper is written by the guard (no PR content in it); arguments are passed as
// "$@", never interpolated by the shell.
import { chmod, mkdir } from 'node:fs/promises'
import { writeText } from '../../lib/fs-async.js'
import { join } from 'node:path'
import type { Tool } from '../types.js'

/** POSIX shell single-quoting. */
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

export function helmWrapperScript(helm: Tool, home: string, skipSchemaValidation = false): string {
  const set = (k: string, v: string) => `${k}=${quote(v)}; export ${k}`
  return [
    '#!/bin/sh',
    '# Written by argocd-prune-guard: answers the Helm 3-only `helm version -c --short` probe of kustomize 5.7; runs helm otherwise.',
    // kustomize points helm at the kustomization's helmGlobals.configHome (anywhere, even in a remote base); the
    // guard's own empty homes are used instead, so no helm config, credential or plugin of the runner is read.
    set('HELM_CONFIG_HOME', join(home, 'config')),
    set('HELM_CACHE_HOME', join(home, 'cache')),
    set('HELM_DATA_HOME', join(home, 'data')),
    set('HELM_PLUGINS', join(home, 'plugins')),
    'unset HELM_REGISTRY_CONFIG HELM_REPOSITORY_CONFIG HELM_REPOSITORY_CACHE',
    `helm() { exec ${[helm.command, ...helm.prefixArgs].map(quote).join(' ')} "$@"; }`,
    'if [ "$1" = version ]; then',
    '  real=$(helm version --short) || exit $?',
    '  case "$real" in',
    '    v3.*) printf \'%s\\n\' "$real" ;;',
    '    *) printf \'v3.0.0+compat-%s\\n\' "$real" ;;',
    '  esac',
    '  exit 0',
    'fi',
    // A chart whose values.schema.json makes helm read a file of this machine or fetch a schema (remote-schema.ts),
    // or a chart pulled at build time (its schemas unseen): `helm template` does not validate (the caller warns).
    ...(skipSchemaValidation ? ['if [ "$1" = template ]; then helm "$@" --skip-schema-validation; fi'] : []),
    'helm "$@"',
    ''
  ].join('\n')
}

/** Writes the wrapper (and its empty helm homes) into `dir` and returns its path (for `--helm-command`). */
export async function writeHelmWrapper(dir: string, helm: Tool, skipSchemaValidation = false): Promise<string> {
  const path = join(dir, 'helm')
  const home = join(dir, 'helm-home')
  for (const d of ['config', 'cache', 'data', 'plugins']) await mkdir(join(home, d), { recursive: true })
  await writeText(path, helmWrapperScript(helm, home, skipSchemaValidation))
  await chmod(path, 0o755)
  return path
}
