// Chart.yaml, requirements.yaml and a repository's index.yaml as helm decodes them: sigs.k8s.io/yaml, then
// encoding/json into helm's types, so a key names a field case-insensitively (lib/go/json-fields.ts). A Chart.yaml
// with `Dependencies:` and `Repository: file://../lib` is a dependency helm builds from ../lib: the input fingerprint
// (render/input-collector.ts) and the dependency bounds (deps.ts) read it as helm does.
import { goFields, goStruct, type GoType } from '../../lib/go/json-fields.js'
import { parseHelmMetadata } from '../../lib/yaml/yaml.js'

const struct = goStruct

/** helm's chart.Dependency. */
const DEPENDENCY: GoType = { fields: struct('name', 'version', 'repository', 'condition', 'tags', 'enabled', 'import-values', 'alias') }
/** helm's chart.Metadata (Chart.yaml); requirements.yaml holds its `dependencies` alone. */
const METADATA = {
  ...struct('name', 'home', 'sources', 'version', 'description', 'keywords', 'maintainers', 'icon', 'apiVersion', 'condition'),
  ...struct('tags', 'appVersion', 'deprecated', 'annotations', 'kubeVersion', 'type'),
  dependencies: { list: DEPENDENCY }
}
/** helm's repo.IndexFile: chart versions are a chart's metadata with the archive's URLs. */
const INDEX: GoType = {
  fields: {
    ...struct('serverInfo', 'apiVersion', 'generated', 'annotations'),
    entries: { map: { list: { fields: { ...METADATA, ...struct('urls', 'created', 'removed', 'digest') } } } }
  }
}

/** A Chart.yaml or requirements.yaml text as helm reads it (a YamlError when it does not parse). */
export const parseChartMetadata = (text: string): unknown => goFields(parseHelmMetadata(text), { fields: METADATA })

/** A repository index.yaml as helm reads it. */
export const parseIndexFile = (text: string, maxAliases?: number): unknown => goFields(parseHelmMetadata(text, maxAliases), INDEX)
