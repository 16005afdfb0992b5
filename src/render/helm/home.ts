// Private, empty helm homes: no user config, no repositories, no registry logins, and an empty plugin directory, so
// no plugins or post-renderers can be found. Used by `helm template` (one home per run) and `helm pull`.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { mkdirOne } from '../../lib/mkdir-one.js'

const created = new Set<string>()

/** The environment that points helm at `home`; its directories are created once. */
export function helmHomeEnv(home: string): Record<string, string> {
  const env: Record<string, string> = {
    HOME: home,
    HELM_CONFIG_HOME: join(home, 'config'),
    HELM_CACHE_HOME: join(home, 'cache'),
    HELM_DATA_HOME: join(home, 'data'),
    HELM_PLUGINS: join(home, 'plugins'),
    HELM_REGISTRY_CONFIG: join(home, 'config', 'registry', 'config.json'),
    DOCKER_CONFIG: join(home, 'docker'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data')
  }
  if (!created.has(home)) {
    // The home itself without `recursive`: it lives in a scratch folder that must exist (lib/mkdir-one.ts).
    mkdirOne(home)
    for (const [k, d] of Object.entries(env)) if (k !== 'HELM_REGISTRY_CONFIG') mkdirSync(d, { recursive: true })
    created.add(home)
  }
  return env
}
