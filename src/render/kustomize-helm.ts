// `--enable-helm` with the pinned toolset: kustomize 5.7.1's HelmChartInflationGenerator first probes
// `helm version -c --short`, and Helm 4 has no `-c` flag ("unknown shorthand flag: 'c' in -c"), so every helmCharts
// app would fail. kustomize is pointed (`--helm-command`) at a tiny wrapper that drops `-c` from a `version` call
// and execs the helm this run resolved with every other argument list unchanged. The wrapper is written by the guard
// (no PR content in it); arguments are passed as "$@", never interpolated by the shell.
import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Tool } from './types.js'

/** POSIX shell single-quoting. */
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

export function helmWrapperScript(helm: Tool): string {
  return [
    '#!/bin/sh',
    '# Written by argocd-prune-guard: kustomize 5.7 probes `helm version -c --short`; Helm 4 rejects -c.',
    'if [ "$1" = version ]; then',
    '  for a do',
    '    shift',
    '    [ "$a" = -c ] || set -- "$@" "$a"',
    '  done',
    'fi',
    `exec ${[helm.command, ...helm.prefixArgs].map(quote).join(' ')} "$@"`,
    ''
  ].join('\n')
}

/** Writes the wrapper into `dir` and returns its path (for `--helm-command`). */
export async function writeHelmWrapper(dir: string, helm: Tool): Promise<string> {
  const path = join(dir, 'helm')
  await writeFile(path, helmWrapperScript(helm))
  await chmod(path, 0o755)
  return path
}
