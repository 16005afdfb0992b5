// Sharding for monorepos that outgrow one runner: `--shard i/n` plans a deterministic subset of the apps;
// `prune-guard merge` combines the shards' JSON reports into one.
import { UsageError } from '../lib/errors.js'

export interface Shard {
  /** 1-based index. */
  index: number
  count: number
}

export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim())
  const index = m ? Number(m[1]) : NaN
  const count = m ? Number(m[2]) : NaN
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard '${text}' is not valid: use i/n with 1 <= i <= n, e.g. --shard 2/4.`)
  }
  return { index, count }
}

/** FNV-1a over the app id: stable across runs, machines and Node versions. */
export function shardOf(id: string, count: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return (h % count) + 1
}

export function inShard(shard: Shard | undefined): (id: string) => boolean {
  return shard ? (id) => shardOf(id, shard.count) === shard.index : () => true
}
