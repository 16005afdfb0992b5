// A bounded memo for pure functions over values that repeat (keys and scalars of thousands of objects, kustomization
// files read at both revisions): at most `max` entries; when full, it starts again empty, so memory stays bounded and
// the memo follows the current working set. No library does this smaller than the Map it wraps.
export class BoundedMemo<K, V> {
  readonly #map = new Map<K, V>()
  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.#map.get(key)
  }

  /** Remembers `value` for `key` and returns it. */
  set(key: K, value: V): V {
    if (this.#map.size >= this.max) this.#map.clear()
    this.#map.set(key, value)
    return value
  }

  get size(): number {
    return this.#map.size
  }
}
