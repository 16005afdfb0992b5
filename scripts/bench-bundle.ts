// The benchmark's measured processes run from a bundle made with the options of dist/ (scripts/bundle-options.mjs),
// not through tsx: the analysis child (scripts/bench-child.ts), as users run the guard, and the floor's replay
// (scripts/bench-replay.ts), so that both sides of wall / floor start renderers from a process of the same kind
// (a fork's cost grows with the parent's memory; a process running through tsx starts at about 100 MB).
// Built once per benchmark process into .bench-build/ (with the YAML worker the analysis may start).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
let built: Promise<{ child: string; replay: string }> | undefined

export function benchBundle(): Promise<{ child: string; replay: string }> {
  built ??= (async () => {
    const { build } = await import('esbuild')
    const { bundleOptions } = await import('./bundle-options.mjs')
    const outdir = join(root, '.bench-build')
    const entryPoints = [
      { in: join(root, 'scripts', 'bench-child.ts'), out: 'bench-child' },
      { in: join(root, 'scripts', 'bench-replay.ts'), out: 'bench-replay' },
      { in: join(root, 'src', 'lib', 'yaml', 'worker.ts'), out: 'yaml-worker' }
    ]
    await build({ ...bundleOptions, entryPoints, outdir })
    return { child: join(outdir, 'bench-child.js'), replay: join(outdir, 'bench-replay.js') }
  })()
  return built
}
