// Argo CD's ApplicationSource (v3.5 pkg/apis/application/v1alpha1 types.go) as encoding/json decodes it: the fields a
// `.argocd-source*.yaml` override can set, by their JSON names, with the lists and maps among them. Argo CD merges an
// override onto the source's JSON and decodes the result into the source it already holds (R1.2.1,
// repository.go mergeSourceParameters): keys match fields case-insensitively, a field the result leaves out keeps its
// value, lists are decoded element by element (lib/go/json-fields.ts goDecodeInto).
import { goStruct, type GoType } from '../lib/go/json-fields.js'

const any = 'any' as const
const fields = goStruct
const list = (...names: string[]): GoType => ({ list: { fields: fields(...names) } })

const HELM: GoType = {
  fields: {
    ...fields('valueFiles', 'releaseName', 'values', 'valuesObject', 'ignoreMissingValueFiles', 'passCredentials', 'skipCrds'),
    ...fields('skipSchemaValidation', 'version', 'kubeVersion', 'apiVersions', 'namespace', 'skipTests'),
    parameters: list('name', 'value', 'forceString'),
    fileParameters: list('name', 'path')
  }
}
const KUSTOMIZE: GoType = {
  fields: {
    ...fields('namePrefix', 'nameSuffix', 'images', 'version', 'commonAnnotationsEnvsubst', 'forceCommonLabels', 'forceCommonAnnotations'),
    ...fields('namespace', 'components', 'labelWithoutSelector', 'labelIncludeTemplates', 'kubeVersion', 'apiVersions', 'ignoreMissingComponents'),
    commonLabels: { map: any },
    commonAnnotations: { map: any },
    replicas: list('name', 'count'),
    patches: {
      list: {
        fields: {
          ...fields('path', 'patch'),
          options: { map: any },
          target: { fields: fields('group', 'version', 'kind', 'name', 'namespace', 'labelSelector', 'annotationSelector') }
        }
      }
    }
  }
}
const DIRECTORY: GoType = {
  fields: {
    ...fields('recurse', 'exclude', 'include'),
    jsonnet: { fields: { extVars: list('name', 'value', 'code'), tlas: list('name', 'value', 'code'), libs: any } }
  }
}
const PLUGIN: GoType = {
  fields: { name: any, env: list('name', 'value'), parameters: { list: { fields: { ...fields('name', 'string', 'array'), map: { map: any } } } } }
}

export const APPLICATION_SOURCE: GoType = {
  fields: { ...fields('repoURL', 'path', 'targetRevision', 'chart', 'ref', 'name'), helm: HELM, kustomize: KUSTOMIZE, directory: DIRECTORY, plugin: PLUGIN }
}
