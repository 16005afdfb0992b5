// R5.1: fields that change on every render are masked before base and head are compared, so random output does not
// show up as an update (the nondeterministic-render rule reports it instead).
import { keyString } from '../k8s/resource.js'
import { maskPaths } from '../k8s/diff.js'
import type { NormalizedRender, Target } from './normalize.js'
import type { AppSide } from './plan.js'

function unstablePaths(r: NormalizedRender | undefined): Map<string, Array<Array<string | number>>> {
  const out = new Map<string, Array<Array<string | number>>>()
  for (const t of [...(r?.resources.values() ?? []), ...(r?.hooks ?? [])]) {
    if (!t.unstable?.length) continue
    const ks = keyString(t.key)
    out.set(ks, [...(out.get(ks) ?? []), ...t.unstable.map((c) => c.segments)])
  }
  return out
}

function maskSide(r: NormalizedRender | undefined, paths: Map<string, Array<Array<string | number>>>): void {
  if (!r) return
  const mask = (t: Target): Target => {
    const p = paths.get(keyString(t.key))
    return p ? { ...t, obj: maskPaths(t.obj, p) } : t
  }
  for (const [k, t] of r.resources) r.resources.set(k, mask(t))
  r.hooks = r.hooks.map(mask)
}

/** Masks, in both sides, every field either side found unstable. Mutates the renders (their Targets are replaced). */
export function maskUnstable(base: AppSide | undefined, head: AppSide | undefined): void {
  const paths = unstablePaths(head?.render)
  for (const [k, p] of unstablePaths(base?.render)) paths.set(k, [...(paths.get(k) ?? []), ...p])
  if (paths.size === 0) return
  maskSide(base?.render, paths)
  maskSide(head?.render, paths)
}
