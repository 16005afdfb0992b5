import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  runText,
  spawnProcess
} from "./chunk-HIO7DRLL.js";
import {
  BoundedMemo,
  decodedBudget,
  decodedProblem,
  helmSourceOf,
  kustomizationDocument,
  onlyKnownTypedTests,
  parseConfig,
  parseGoYaml,
  parseGoYamlDocuments,
  parseHelmMetadata,
  parseKustomization,
  parseKustomizationForEdit,
  parseYamlStream,
  parseYamlStreamAsync,
  parseYamlStreamAsyncWithin,
  require_dist,
  stringifyForDiff,
  stringifyForGo,
  stringifyLikeArgo
} from "./chunk-IACLW5YR.js";
import {
  ARGO_GROUP,
  DEFAULT_TIMEOUT_MS,
  HttpsProxyAgent,
  IN_CLUSTER_NAME,
  IN_CLUSTER_SERVER,
  InvalidShape,
  LiveTimeout,
  annotationsOf,
  annotationsOfObject,
  compareKeys,
  endpointOf,
  failure,
  groupOf,
  instanceName,
  invalidAppName,
  isApplication,
  isCrdKey,
  isRecord,
  keyLabel,
  keyString,
  kindOf,
  labelsOf,
  listItems,
  metadataOf,
  nameOf,
  namespaceOf,
  parseApplication,
  parseApplicationList,
  parseSource,
  releaseNameFromInstance,
  sortByKey,
  statusKind,
  stringMap,
  transportKind
} from "./chunk-UD6JH2SJ.js";
import {
  minimatch
} from "./chunk-XWVH266N.js";
import {
  __toESM
} from "./chunk-4N64VFDJ.js";

// src/lib/errors.ts
var ConfigError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "ConfigError";
  }
};

// src/config/config.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import { homedir, totalmem } from "node:os";
import { join } from "node:path";

// src/render/network/policy.ts
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
var DEFAULT_ALLOWED_HOSTS = [
  "*.github.io",
  "github.com",
  "raw.githubusercontent.com",
  "gitlab.com",
  "charts.bitnami.com",
  "charts.jetstack.io",
  "helm.releases.hashicorp.com",
  "charts.helm.sh",
  "registry-1.docker.io",
  "docker.io",
  "ghcr.io",
  "quay.io",
  "public.ecr.aws",
  "registry.k8s.io",
  // Where the hosts above redirect downloads (GitHub release assets, ghcr.io and Docker Hub blobs, quay.io CDN): helm's
  // connections are checked one by one by the egress proxy (egress.ts), so these must be allowed as well.
  "objects.githubusercontent.com",
  "release-assets.githubusercontent.com",
  "pkg-containers.githubusercontent.com",
  "production.cloudflare.docker.com",
  "*.quay.io"
];
var defaultResolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
var internal = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
])
  internal.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8]
])
  internal.addSubnet(net, bits, "ipv6");
function isInternalAddress(address) {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return internal.check(mapped[1], "ipv4");
    return internal.check(address, "ipv6");
  }
  return internal.check(address, "ipv4");
}
function remoteTarget(url) {
  let u = url.trim().replace(/^git::/, "");
  const scp = /^[A-Za-z0-9._-]+@([A-Za-z0-9.-]+):(?!\/\/)/.exec(u);
  if (scp) return { scheme: "ssh", host: scp[1].toLowerCase(), port: "" };
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(u)) u = `oci://${u}`;
  try {
    const p = new URL(u);
    const scheme = p.protocol.replace(/:$/, "").toLowerCase();
    const host = p.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (scheme !== "file" && host === "") return void 0;
    return { scheme, host, port: p.port };
  } catch {
    return void 0;
  }
}
function matches(entry3, t) {
  const e = entry3.trim().toLowerCase();
  const portAt = e.lastIndexOf(":");
  const [host, port] = portAt > 0 && !e.includes("]") && /^\d+$/.test(e.slice(portAt + 1)) ? [e.slice(0, portAt), e.slice(portAt + 1)] : [e, ""];
  const effective = t.port || { http: "80", https: "443", oci: "443" }[t.scheme] || "";
  if (port && port !== effective) return void 0;
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare.startsWith("*.")) return t.host.endsWith(bare.slice(1)) ? "wildcard" : void 0;
  return bare === t.host ? "exact" : void 0;
}
async function refuseRemote(url, policy, resolve9 = defaultResolve) {
  if (!policy.network) return "the network is off (offline mode), so nothing is fetched";
  const t = remoteTarget(url);
  if (!t) return `"${url}" is not a URL the guard can check, so it is not fetched`;
  if (t.scheme === "file") return `"${url}" reads a file on the machine running the guard, which is never allowed`;
  if (!policy.allowedHosts.some((e) => matches(e, t) !== void 0)) {
    return `host ${t.host}${t.port ? `:${t.port}` : ""} is not in allowedHosts; add it to allowedHosts in .prune-guard.yaml on the base branch to let the guard fetch from it`;
  }
  if (policy.allowedHosts.some((e) => !DEFAULT_ALLOWED_HOSTS.includes(e) && matches(e, t) === "exact")) return void 0;
  let addresses;
  try {
    addresses = isIP(t.host) ? [t.host] : await resolve9(t.host);
  } catch {
    return `host ${t.host} could not be resolved`;
  }
  const bad2 = addresses.find(isInternalAddress);
  if (bad2) return `host ${t.host} resolves to ${bad2}, an internal address; list the host exactly in allowedHosts to allow it`;
  return void 0;
}
function listedExactly(url, policy) {
  const t = remoteTarget(url);
  return t !== void 0 && policy.allowedHosts.some((e) => !DEFAULT_ALLOWED_HOSTS.includes(e) && matches(e, t) === "exact");
}
function resolverOf(resolve9) {
  return resolve9 ?? defaultResolve;
}

// src/render/plugin/config.ts
function pluginSocketName(p) {
  return p.version ? `${p.name}-${p.version}` : p.name;
}
function discoveryDefined(p) {
  return p.discover.fileName !== "" || p.discover.glob !== "" || (p.discover.command?.command.length ?? 0) > 0;
}
var SPEC_KEYS = ["version", "init", "generate", "discover", "parameters", "preserveFileMode", "provideGitCreds", "lockRepo", "allowConcurrency"];
function parsePlugins(v, fail2) {
  if (!Array.isArray(v)) fail2("plugins", v, "a list of ConfigManagementPlugin definitions (metadata.name, spec.generate.command, ...)");
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [i, raw] of v.entries()) {
    const at = `plugins[${i}]`;
    if (!isRecord(raw)) fail2(at, raw, "a ConfigManagementPlugin mapping with metadata and spec");
    if (raw.kind !== void 0 && raw.kind !== "ConfigManagementPlugin") fail2(`${at}.kind`, raw.kind, "ConfigManagementPlugin");
    const meta = isRecord(raw.metadata) ? raw.metadata : {};
    if (typeof meta.name !== "string" || meta.name === "") fail2(`${at}.metadata.name`, meta.name, "the plugin name (non-empty), as in its plugin.yaml");
    const name = meta.name;
    const spec = raw.spec;
    if (!isRecord(spec)) fail2(`${at}.spec`, spec, "a mapping with at least generate.command");
    for (const k of Object.keys(spec))
      if (!SPEC_KEYS.includes(k)) fail2(`${at}.spec.${k}`, spec[k], `one of the ConfigManagementPlugin spec fields (${SPEC_KEYS.join(", ")})`);
    const version = spec.version ?? "";
    if (typeof version !== "string") fail2(`${at}.spec.version`, version, 'a string such as "v1.0"');
    const cmd = (key2, c) => {
      if (c === void 0 || c === null) return void 0;
      if (!isRecord(c)) fail2(`${at}.spec.${key2}`, c, "a mapping with command (a list of strings) and optional args");
      const list3 = (k, x) => {
        if (x === void 0 || x === null) return [];
        if (!Array.isArray(x) || !x.every((s) => typeof s === "string")) fail2(`${at}.spec.${key2}.${k}`, x, "a list of strings, e.g. [sh, -c]");
        return x;
      };
      return { command: list3("command", c.command), args: list3("args", c.args) };
    };
    const generate = cmd("generate", spec.generate);
    if (!generate || generate.command.length === 0) {
      fail2(`${at}.spec.generate.command`, generate?.command, 'a non-empty command list, e.g. [sh, -c, "kustomize build . | envsubst"]');
    }
    const init = cmd("init", spec.init);
    const d = spec.discover ?? {};
    if (!isRecord(d)) fail2(`${at}.spec.discover`, d, "a mapping with fileName or find.glob or find.command");
    const find = d.find ?? {};
    if (!isRecord(find)) fail2(`${at}.spec.discover.find`, find, "a mapping with glob or command");
    const str3 = (k, x) => {
      if (x === void 0 || x === null) return "";
      if (typeof x !== "string") fail2(`${at}.spec.discover.${k}`, x, "a glob pattern string");
      return x;
    };
    const findCommand = find.command === void 0 ? void 0 : cmd("discover.find", { command: find.command, args: find.args });
    const params = spec.parameters ?? {};
    if (!isRecord(params)) fail2(`${at}.spec.parameters`, params, "a mapping with static and/or dynamic");
    if (params.static !== void 0 && !Array.isArray(params.static)) fail2(`${at}.spec.parameters.static`, params.static, "a list of parameter announcements");
    if (spec.preserveFileMode !== void 0 && typeof spec.preserveFileMode !== "boolean")
      fail2(`${at}.spec.preserveFileMode`, spec.preserveFileMode, "true or false");
    const p = {
      name,
      version,
      init: init && init.command.length > 0 ? init : void 0,
      generate,
      discover: { fileName: str3("fileName", d.fileName), glob: str3("find.glob", find.glob), command: findCommand },
      parameters: { static: params.static ?? [], dynamic: cmd("parameters.dynamic", params.dynamic) },
      preserveFileMode: spec.preserveFileMode === true
    };
    const socket = pluginSocketName(p);
    if (seen.has(socket)) fail2(`${at}.metadata.name`, name, `a name and version not used by another plugin (${socket} is declared twice)`);
    seen.add(socket);
    out.push(p);
  }
  return out;
}

// src/rules/types.ts
var SEVERITIES = ["critical", "high", "medium", "low", "info"];
function severityRank(s) {
  return SEVERITIES.length - SEVERITIES.indexOf(s);
}
var DOCS_BASE = "https://github.com/argocd-prune-guard/argocd-prune-guard/blob/main/docs/rules";
function docsUrl(rule) {
  return `${DOCS_BASE}/${rule}.md`;
}
function appRef(plan) {
  const d = (plan.head ?? plan.base).discovered;
  return { app: d.app.name, appNamespace: d.app.namespace || null };
}
function sideOf(plan, revision) {
  const side = revision === "head" ? plan.head : plan.base;
  if (!side || side.error || side.notRendered || !side.render) return void 0;
  return side;
}

// src/config/outcome.ts
var DEFAULT_LABELS = {
  enabled: false,
  deletes: "prune-guard/deletes",
  noChanges: "prune-guard/no-changes",
  blocked: "prune-guard/blocked"
};
function parseArgocdUrl(v, fail2) {
  const expected = 'the https URL of the Argo CD UI, such as "https://argocd.example.com"';
  if (typeof v !== "string") fail2("argocdUrl", v, expected);
  let u;
  try {
    u = new URL(v);
  } catch {
    return fail2("argocdUrl", v, expected);
  }
  if (u.protocol !== "https:" || u.username || u.password || u.search || u.hash) fail2("argocdUrl", v, `${expected} (https, no user, query or #fragment)`);
  return `${u.origin}${u.pathname}`.replace(/\/+$/, "");
}
function parseLabels(v, base, fail2, where2) {
  if (typeof v === "boolean") return { ...base, enabled: v };
  if (!isRecord(v)) fail2("labels", v, "true/false or a mapping {enabled, deletes, noChanges, blocked}");
  const out = { ...base };
  for (const [k, x] of Object.entries(v)) {
    if (k === "enabled") {
      if (typeof x !== "boolean") fail2("labels.enabled", x, "true or false");
      out.enabled = x;
    } else if (k === "deletes" || k === "noChanges" || k === "blocked") {
      if (x !== false && (typeof x !== "string" || x.trim() === "" || x.length > 50 || x.includes(","))) {
        fail2(`labels.${k}`, x, "a label name of 1 to 50 characters without a comma, or false to leave that label alone");
      }
      out[k] = x;
    } else throw new ConfigError(`${where2}: unknown setting 'labels.${k}'. Known settings under 'labels': enabled, deletes, noChanges, blocked.`);
  }
  return out;
}

// src/argocd/sync-options.ts
var SYNC_OPTIONS_ANNOTATION = "argocd.argoproj.io/sync-options";
var HELM_RESOURCE_POLICY_ANNOTATION = "helm.sh/resource-policy";
function parseOptions(values, splitCommas = false) {
  const out = /* @__PURE__ */ new Map();
  for (const v of values) {
    for (const part of splitCommas ? v.split(",") : [v]) {
      const t = part.trim();
      const i = t.indexOf("=");
      if (i > 0 && !out.has(t.slice(0, i))) out.set(t.slice(0, i), t.slice(i + 1));
    }
  }
  return out;
}
function resourceOptions(obj) {
  const a = annotationsOf(obj)[SYNC_OPTIONS_ANNOTATION];
  return parseOptions(a === void 0 ? [] : [a], true);
}
function syncOption(obj, appSyncOptions, key2) {
  const fromResource = obj ? resourceOptions(obj).get(key2) : void 0;
  return fromResource ?? parseOptions(appSyncOptions).get(key2);
}
function deleteProtection(obj) {
  const opts = resourceOptions(obj);
  if (opts.get("Delete") === "false") return "Delete=false";
  if (opts.get("Delete") === "confirm") return "Delete=confirm";
  if (annotationsOf(obj)[HELM_RESOURCE_POLICY_ANNOTATION] === "keep") return "helm.sh/resource-policy: keep";
  return void 0;
}

// src/rules/allow-empty.ts
var allowEmpty = {
  id: "allow-empty",
  severity: "medium",
  title: "Automated prune with allowEmpty: nothing stops an empty render from wiping the app",
  kind: "state",
  check({ plans, revision }) {
    const out = [];
    for (const p of plans) {
      const side = revision === "head" ? p.head : p.base;
      if (!side) continue;
      const { app, file, line } = side.discovered;
      const sp = app.syncPolicy;
      if (!sp.automated || !sp.prune || !sp.allowEmpty) continue;
      const appPrune = parseOptions(sp.syncOptions).get("Prune");
      if (appPrune === "false") continue;
      const confirm = appPrune === "confirm";
      out.push({
        ...appRef(p),
        severity: confirm ? "low" : "medium",
        resource: null,
        file,
        line,
        message: `Application ${app.name} has automated prune with allowEmpty: true, which turns off Argo CD's empty-render guard. If a change ever makes it render no resources, ` + (confirm ? "the next auto-sync tries to prune all of them; the app-level Prune=confirm makes it wait for approval." : "the next auto-sync deletes every resource of the app, with no approval step."),
        fix: "Remove allowEmpty (it defaults to false) unless the app is meant to be emptied through Git. With allowEmpty false, an empty render leaves the app OutOfSync with a SyncError instead of wiping it."
      });
    }
    return out;
  }
};

// src/k8s/diff.ts
var TRACKING_ANNOTATIONS = ["argocd.argoproj.io/tracking-id", "argocd.argoproj.io/installation-id"];
var MAX_CHANGED_PATHS = 50;
function comparable(obj) {
  if (asIs(obj)) return obj;
  const copy = { ...obj };
  delete copy.status;
  if (isRecord(obj.metadata)) {
    const meta = { ...obj.metadata };
    if (meta.creationTimestamp === null) delete meta.creationTimestamp;
    if (isRecord(meta.annotations)) {
      const ann = { ...meta.annotations };
      for (const a of TRACKING_ANNOTATIONS) delete ann[a];
      if (Object.keys(ann).length === 0) delete meta.annotations;
      else meta.annotations = ann;
    }
    copy.metadata = meta;
  }
  return copy;
}
var plain = (v) => Object.getPrototypeOf(v) === Object.prototype;
function asIs(obj) {
  if (!plain(obj) || "status" in obj) return false;
  const meta = obj.metadata;
  if (!isRecord(meta)) return true;
  if (!plain(meta) || "creationTimestamp" in meta) return false;
  if (!("annotations" in meta)) return true;
  const ann = meta.annotations;
  if (!isRecord(ann)) return true;
  if (!plain(ann)) return false;
  for (const a of TRACKING_ANNOTATIONS) if (a in ann) return false;
  return Object.keys(ann).length > 0;
}
function canonicalJson(v) {
  if (Array.isArray(v)) {
    let s = "[";
    for (let i = 0; i < v.length; i++) {
      if (i > 0) s += ",";
      if (i in v) s += canonicalJson(v[i]);
    }
    return s + "]";
  }
  if (isRecord(v)) {
    let s = "{";
    for (const k of Object.keys(v).sort()) {
      const x = v[k];
      if (x === void 0) continue;
      if (s.length > 1) s += ",";
      s += `${JSON.stringify(k)}:${canonicalJson(x)}`;
    }
    return s + "}";
  }
  return JSON.stringify(v) ?? "null";
}
var STRING = 0;
var BOOLEAN = 1;
var NUMBER = 2;
var NULL = 3;
var ARRAY = 4;
var RECORD = 5;
var EXOTIC = 6;
function classOf(v) {
  switch (typeof v) {
    case "string":
      return STRING;
    case "boolean":
      return BOOLEAN;
    case "number":
      return Number.isFinite(v) ? NUMBER : NULL;
    case "object":
      return v === null ? NULL : Array.isArray(v) ? ARRAY : RECORD;
    case "bigint":
      return EXOTIC;
    default:
      return NULL;
  }
}
function canonicalEqual(x, y) {
  const cx = classOf(x);
  const cy = classOf(y);
  if (cx === EXOTIC || cy === EXOTIC) return canonicalJson(x) === canonicalJson(y);
  if (cx !== cy) return false;
  switch (cx) {
    case NULL:
      return true;
    case ARRAY:
      return arraysEqual(x, y);
    case RECORD:
      return recordsEqual(x, y);
    default:
      return x === y;
  }
}
function arraysEqual(x, y) {
  if (x.length !== y.length) {
    const one = x.length === 1 ? x : y.length === 1 ? y : void 0;
    return x.length + y.length === 1 && !(0 in one);
  }
  for (let i = 0; i < x.length; i++) {
    const hx = i in x;
    if (hx !== i in y) return false;
    if (hx && !canonicalEqual(x[i], y[i])) return false;
  }
  return true;
}
var sameKeyList = (kx, ky) => kx.length === ky.length && kx.every((k, i) => k === ky[i]);
function recordsEqual(x, y) {
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  if (sameKeyList(kx, ky)) {
    for (const k of kx) {
      const v = x[k];
      const w = y[k];
      if (v === void 0 ? w !== void 0 : w === void 0 || !canonicalEqual(v, w)) return false;
    }
    return true;
  }
  let nx = 0;
  for (const k of kx) {
    const v = x[k];
    if (v === void 0) continue;
    nx++;
    const w = y[k];
    if (w === void 0 || !Object.prototype.propertyIsEnumerable.call(y, k) || !canonicalEqual(v, w)) return false;
  }
  let ny = 0;
  for (const k of ky) if (y[k] !== void 0) ny++;
  return nx === ny;
}
function semanticallyEqual(a, b) {
  return canonicalEqual(comparable(a), comparable(b));
}
function seg(parent, key2) {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key2) ? parent ? `${parent}.${key2}` : key2 : `${parent}[${JSON.stringify(key2)}]`;
}
function pathOf(segs) {
  let p = "";
  for (const s of segs) p = typeof s === "number" ? `${p}[${s}]` : seg(p, s);
  return p;
}
function unionKeys(kx, ky) {
  return sameKeyList(kx, ky) ? kx : [.../* @__PURE__ */ new Set([...kx, ...ky])];
}
function changedPaths(a, b, limit = MAX_CHANGED_PATHS) {
  const out = [];
  const segs = [];
  const push = (change) => void out.push({ path: pathOf(segs), segments: [...segs], change });
  const walk4 = (x, y) => {
    if (out.length >= limit) return;
    if (isRecord(x) && isRecord(y)) {
      for (const k of unionKeys(Object.keys(x), Object.keys(y))) {
        segs.push(k);
        if (!(k in y) || y[k] === void 0) push("removed");
        else if (!(k in x) || x[k] === void 0) push("added");
        else walk4(x[k], y[k]);
        segs.pop();
        if (out.length >= limit) return;
      }
      return;
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      for (let i = 0; i < x.length; i++) {
        if (!(i in x)) continue;
        segs.push(i);
        walk4(x[i], y[i]);
        segs.pop();
      }
      return;
    }
    if (!canonicalEqual(x, y)) push("changed");
  };
  walk4(comparable(a), comparable(b));
  return out;
}
var MASKED = "<nondeterministic>";
function maskPaths(obj, paths) {
  if (paths.length === 0) return obj;
  const copy = structuredClone(obj);
  for (const segs of paths) {
    if (segs.length === 0) continue;
    let node = copy;
    for (const s of segs.slice(0, -1)) {
      node = isRecord(node) || Array.isArray(node) ? node[s] : void 0;
    }
    const last = segs[segs.length - 1];
    if ((isRecord(node) || Array.isArray(node)) && last in node) node[last] = MASKED;
  }
  return copy;
}

// src/argocd/discover.ts
import { posix } from "node:path";

// src/k8s/kustomization.ts
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var isKustomizationFile = (path) => KUSTOMIZATION_FILES.includes(path.slice(path.lastIndexOf("/") + 1));
var REMOTE_REFERENCE = /^[a-z][a-z0-9+.-]*:\/\/|^git@|^github\.com\/|\?ref=|^ssh:/i;
function kustomizePatchRefs(k) {
  if (!isRecord(k)) return [];
  const out = [];
  for (const key2 of ["patches", "patchesJson6902"]) {
    for (const p of Array.isArray(k[key2]) ? k[key2] : []) if (isRecord(p) && typeof p.path === "string") out.push(p.path);
  }
  for (const p of Array.isArray(k.patchesStrategicMerge) ? k.patchesStrategicMerge : []) if (typeof p === "string" && !p.includes("\n")) out.push(p);
  return out.filter((p) => p !== "");
}
function kustomizeRefs(k) {
  if (!isRecord(k)) return [];
  const out = [];
  const strs2 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  for (const key2 of ["resources", "bases", "components", "crds", "generators", "transformers", "validators", "configurations"]) {
    for (const s of strs2(k[key2])) out.push(s);
  }
  for (const s of kustomizePatchRefs(k)) out.push(s);
  for (const p of Array.isArray(k.replacements) ? k.replacements : []) if (isRecord(p) && typeof p.path === "string") out.push(p.path);
  for (const key2 of ["configMapGenerator", "secretGenerator"]) {
    for (const g of Array.isArray(k[key2]) ? k[key2] : []) {
      if (!isRecord(g)) continue;
      for (const f4 of [...strs2(g.files), ...strs2(g.envs), ...typeof g.env === "string" ? [g.env] : []])
        out.push(f4.includes("=") ? f4.slice(f4.indexOf("=") + 1) : f4);
    }
  }
  if (isRecord(k.openapi) && typeof k.openapi.path === "string") out.push(k.openapi.path);
  if (isRecord(k.helmGlobals) && typeof k.helmGlobals.chartHome === "string") out.push(k.helmGlobals.chartHome);
  else if (Array.isArray(k.helmCharts) && k.helmCharts.length > 0) out.push("charts");
  return out.filter((p) => p !== "");
}

// src/argocd/discover.ts
function mayHoldApplication(text3) {
  return text3.includes("argoproj.io") && /["']?kind["']?\s*:\s*["']?Application(Set)?\b/.test(text3);
}
function isChartTemplate(path, chartDirs) {
  const parts = path.split("/");
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] !== "templates") continue;
    if (chartDirs.has(parts.slice(0, i).join("/"))) return true;
  }
  return false;
}
function kustomizePatchFiles(kustomizations) {
  const out = /* @__PURE__ */ new Set();
  for (const [file, k] of kustomizations) {
    const dir = file.split("/").slice(0, -1).join("/");
    for (const rel of kustomizePatchRefs(k)) {
      if (!/^[a-z]+:\/\//i.test(rel)) out.add(posix.join(dir, rel));
    }
  }
  return out;
}
function appId(app, controlPlaneNamespace) {
  return `${app.namespace || controlPlaneNamespace}/${app.name}`;
}
function isApplicationSet(obj) {
  return obj.kind === "ApplicationSet" && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith("argoproj.io/");
}
function discoverApplications(files, controlPlaneNamespace, parse2 = parseYamlStream) {
  const apps = /* @__PURE__ */ new Map();
  const appSets2 = /* @__PURE__ */ new Map();
  const problems2 = [];
  for (const f4 of files) {
    if (!mayHoldApplication(f4.text)) continue;
    const { docs, errors } = parse2(f4.text);
    const templated = f4.text.includes("{{") && errors.length > 0;
    if (!templated) for (const e of errors) problems2.push({ file: f4.path, line: e.line, message: `cannot parse YAML: ${e.message}` });
    for (const d of docs) {
      const values = Array.isArray(d.value) ? d.value : isRecord(d.value) && Array.isArray(d.value.items) ? d.value.items : [d.value];
      for (const v of values) {
        if (isRecord(v) && isApplicationSet(v)) {
          const meta = isRecord(v.metadata) ? v.metadata : {};
          const id2 = `${typeof meta.namespace === "string" && meta.namespace ? meta.namespace : controlPlaneNamespace}/${String(meta.name ?? "")}`;
          appSets2.set(id2, { id: id2, file: f4.path, line: d.line, manifest: v });
          continue;
        }
        if (!isRecord(v) || !isApplication(v) || templated) continue;
        const name = isRecord(v.metadata) ? v.metadata.name : void 0;
        if (f4.text.includes("{{") && (typeof name !== "string" || name.includes("{{"))) continue;
        let app;
        try {
          app = parseApplication(v);
        } catch (e) {
          problems2.push({ file: f4.path, line: d.line, message: e instanceof Error ? e.message : String(e) });
          continue;
        }
        const id = appId(app, controlPlaneNamespace);
        const prev = apps.get(id);
        if (prev) {
          problems2.push({
            file: f4.path,
            line: d.line,
            message: `Application ${id} is also defined in ${prev.file}:${prev.line}; the later definition is used`
          });
        }
        apps.set(id, { app, file: f4.path, line: d.line, id, manifest: v });
      }
    }
  }
  const byId = (a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return { apps: [...apps.values()].sort(byId), appSets: [...appSets2.values()].sort(byId), problems: problems2 };
}

// src/plan/prune.ts
function emptyAtHead(base, head) {
  const appliedCount2 = (r) => [...r.resources.values()].filter((t) => t.hook.kind === "resource").length;
  return appliedCount2(head) === 0 && appliedCount2(base) > 0;
}
function crdTracked(t, s) {
  return s.trackingMethod === "label" && labelsOf(t.obj)[s.instanceLabelKey] === s.instanceName;
}
function predictPrunes(app, base, head, settings) {
  const out = [];
  const stopped = app.syncPolicy.prune && !app.syncPolicy.allowEmpty && emptyAtHead(base, head);
  for (const [ks, t] of base.resources) {
    if (head.resources.has(ks)) continue;
    if (t.hook.kind === "skip") continue;
    if (isCrdKey(t.key) && !crdTracked(t, settings)) continue;
    const meta = t.obj.metadata;
    if (Array.isArray(meta.ownerReferences) && meta.ownerReferences.length > 0) continue;
    const outcome = pruneOutcome(syncOption(t.obj, app.syncPolicy.syncOptions, "Prune"), stopped, app.syncPolicy.prune);
    out.push({
      key: t.key,
      outcome,
      ineffectiveProtection: deleteProtection(t.obj),
      pruneLast: syncOption(t.obj, app.syncPolicy.syncOptions, "PruneLast") === "true",
      file: t.file,
      line: t.line,
      target: t
    });
  }
  return out;
}
function pruneOutcome(prune2, stopped, autoPrune) {
  if (prune2 === "false") return "kept-prune-false";
  if (prune2 === "confirm") return "needs-confirmation";
  if (stopped) return "auto-sync-stopped";
  return autoPrune ? "delete" : "requires-manual-prune";
}

// src/plan/live.ts
function liveKey(r) {
  return { group: r.group, kind: r.kind, namespace: r.namespace, name: r.name };
}
function liveAnnotationKey(appId2, k) {
  return `${appId2}\0${keyString(k)}`;
}
function liveAppsById(snapshot, controlPlaneNamespace) {
  return new Map(snapshot.apps.map((a) => [appId(a, controlPlaneNamespace), a]));
}
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function liveRevisions(a) {
  return [.../* @__PURE__ */ new Set([...a.revision ? [a.revision] : [], ...a.revisions ?? []])];
}
function ownRevisions(a, ownSources) {
  if (!ownSources) return liveRevisions(a);
  if (a.revisions && a.revisions.length > 0) return ownSources.map((i) => a.revisions[i]).filter((r) => !!r);
  return ownSources.includes(0) && a.revision ? [a.revision] : [];
}
function liveFacts(a, baseSha, base, offlinePrunes, ownSources) {
  const tracked = a.resources.filter((r) => !r.hook);
  const revisions = liveRevisions(a);
  const shas = ownRevisions(a, ownSources).filter((r) => SHA.test(r));
  const trackedKeys = new Set(tracked.map((r) => keyString(liveKey(r))));
  return {
    syncStatus: a.syncStatus ?? null,
    revisions,
    revisionIsBase: shas.length === 0 ? null : shas.includes(baseSha),
    operationPhase: a.operationPhase ?? null,
    trackedNotInBase: tracked.filter((r) => !base?.resources.has(keyString(liveKey(r)))).map((r) => ({ ...liveKey(r), requiresPruning: r.requiresPruning === true, status: r.status ?? null })).sort(compareKeys),
    baseNotTracked: offlinePrunes.filter((c) => !trackedKeys.has(keyString(c.key))).map((c) => c.key),
    tracked: tracked.length,
    compared: true
  };
}
function liveTarget(r, annotations) {
  const metadata = { name: r.name, ...r.namespace ? { namespace: r.namespace } : {}, ...annotations ? { annotations } : {} };
  const obj = { apiVersion: r.group ? `${r.group}/${r.version}` : r.version, kind: r.kind, metadata };
  return { obj, source: 0, key: liveKey(r), hook: { kind: "resource" } };
}
var UNREAD = {
  forbidden: "the credentials may not read this kind",
  missing: "the object was not found when read",
  error: "reading the object failed",
  none: "the live reader cannot read objects"
};
function livePrunes(input) {
  const { app, live: live2, base, head } = input;
  const tracked = live2.resources.filter((r) => !r.hook);
  const applied3 = [...head.resources.values()].filter((t) => t.hook.kind === "resource").length;
  const stopped = app.syncPolicy.prune && !app.syncPolicy.allowEmpty && applied3 === 0 && tracked.length > 0;
  const out = [];
  for (const r of tracked) {
    const key2 = liveKey(r);
    const ks = keyString(key2);
    if (head.resources.has(ks)) continue;
    const inBase = base?.resources.get(ks);
    if (isCrdKey(key2) && !(inBase && input.settings && crdTracked(inBase, input.settings))) continue;
    const read2 = input.annotations.get(liveAnnotationKey(input.appId, key2));
    let target;
    let optionsFrom;
    let unreadReason;
    if (read2?.ok) {
      target = inBase ?? liveTarget(r, read2.annotations);
      if (inBase) target = { ...inBase, obj: { ...inBase.obj, metadata: { ...inBase.obj.metadata, annotations: read2.annotations } } };
      optionsFrom = "cluster";
    } else if (inBase) {
      target = inBase;
      optionsFrom = "base-render";
    } else {
      target = liveTarget(r, void 0);
      optionsFrom = "app-policy";
      unreadReason = UNREAD[read2 ? read2.reason : "none"];
    }
    const obj = optionsFrom === "app-policy" ? void 0 : target.obj;
    const outcome = pruneOutcome(syncOption(obj, app.syncPolicy.syncOptions, "Prune"), stopped, app.syncPolicy.prune);
    out.push({
      key: key2,
      outcome,
      ineffectiveProtection: obj ? deleteProtection(obj) : void 0,
      pruneLast: syncOption(obj, app.syncPolicy.syncOptions, "PruneLast") === "true",
      file: optionsFrom === "base-render" || inBase && optionsFrom === "cluster" ? inBase?.file : void 0,
      line: optionsFrom === "base-render" || inBase && optionsFrom === "cluster" ? inBase?.line : void 0,
      target,
      live: { inBase: !!inBase, optionsFrom, ...unreadReason ? { unreadReason } : {}, requiresPruning: r.requiresPruning === true }
    });
  }
  return out.sort((x, y) => compareKeys(x.key, y.key));
}
function annotationsToRead(appId2, candidates, done) {
  return candidates.filter((c) => c.live && !c.live.inBase && !done.has(liveAnnotationKey(appId2, c.key))).map((c) => c.key);
}

// src/plan/live-plan.ts
var comparable2 = (s) => !!s && !s.error && !s.notRendered && !!s.render;
function withLive(plan, live2, baseSha, annotations, settings) {
  if (!live2) return plan;
  const baseRender = comparable2(plan.base) ? plan.base.render : void 0;
  const statuses = (plan.head ?? plan.base)?.sources ?? [];
  const own = statuses.length ? statuses.filter((s) => !s.notRendered && !s.chart).map((s) => s.index) : void 0;
  const facts = liveFacts(live2, baseSha, baseRender, plan.prune, own);
  const compared = baseRender !== void 0 || !plan.base;
  const out = { ...plan, live: compared ? facts : { ...facts, trackedNotInBase: [], baseNotTracked: [], compared: false } };
  if (!comparable2(plan.head) || plan.base && !baseRender) return out;
  out.prune = livePrunes({ app: plan.head.discovered.app, appId: plan.id, live: live2, base: baseRender, head: plan.head.render, annotations, settings });
  return out;
}
function liveOnlyCascade(plan) {
  if (!plan.live?.compared) return [];
  return plan.live.trackedNotInBase.filter((t) => !isCrdKey(t)).map((t) => ({ group: t.group, kind: t.kind, namespace: t.namespace, name: t.name }));
}
function withLiveCascades(cascades, plans) {
  const out = new Map(cascades);
  for (const p of plans) {
    const keys = out.get(p.id);
    const extra = keys ? liveOnlyCascade(p) : [];
    if (extra.length) out.set(p.id, [...keys, ...extra]);
  }
  return out;
}

// src/rules/app-removed-cascade.ts
var RESOURCES_FINALIZER = "resources-finalizer.argocd.argoproj.io";
var LIST_LIMIT = 20;
function appKey(p) {
  const d = p.base.discovered;
  const [namespace] = d.id.split("/");
  return { group: "argoproj.io", kind: "Application", namespace, name: d.app.name };
}
function remover(p, plans, graph, seen = /* @__PURE__ */ new Set()) {
  const d = p.base.discovered;
  if (d.appSet) {
    const set2 = graph?.appSets.head.get(d.appSet.id);
    if (!set2) return { how: `its ApplicationSet ${d.appSet.id} is removed, which deletes the Applications it owns`, severity: "critical", deletes: true };
    if (set2.expansion.error)
      return {
        how: `its ApplicationSet ${d.appSet.id} fails to generate at head (${set2.expansion.error}), so the controller creates and deletes nothing until that is fixed`,
        severity: "info",
        deletes: false
      };
    if (set2.expansion.unexpandable.length)
      return {
        how: `its ApplicationSet ${d.appSet.id} uses generators that cannot be evaluated offline (${set2.expansion.unexpandable.join(", ")}), so whether it still generates this app is unknown`,
        severity: "info",
        deletes: false
      };
    if (!d.appSet.deletesApps)
      return {
        how: `its ApplicationSet ${d.appSet.id} no longer generates it, but its sync policy does not delete Applications`,
        severity: "info",
        deletes: false
      };
    return {
      how: `its ApplicationSet ${d.appSet.id} no longer generates it; the ApplicationSet controller deletes it right away`,
      severity: "critical",
      deletes: true
    };
  }
  if (d.parent) {
    const parent = plans.get(d.parent);
    if (parent && !parent.head && !seen.has(parent.id)) {
      seen.add(parent.id);
      const r = remover(parent, plans, graph, seen);
      return { ...r, how: `its parent app ${d.parent} is removed (${r.how})` };
    }
    const key2 = appKey(p);
    const c = parent?.prune.find((x) => keyString(x.key) === keyString(key2));
    if (c) {
      const by = {
        delete: { how: `its parent app ${d.parent} no longer renders it and prunes it on the next automated sync`, severity: "critical", deletes: true },
        "requires-manual-prune": {
          how: `its parent app ${d.parent} no longer renders it; the next sync with prune deletes it`,
          severity: "high",
          deletes: true
        },
        "auto-sync-stopped": {
          how: `its parent app ${d.parent} renders nothing, so automated sync stops; a manual sync with prune deletes it`,
          severity: "high",
          deletes: true
        },
        "needs-confirmation": {
          how: `its parent app ${d.parent} no longer renders it; deleting it waits for prune confirmation (Prune=confirm)`,
          severity: "high",
          deletes: true
        },
        "kept-prune-false": { how: `its parent app ${d.parent} no longer renders it but it has Prune=false, so it is kept`, severity: "info", deletes: false }
      };
      return by[c.outcome];
    }
    if (parent?.head && (parent.head.error || parent.head.notRendered)) {
      return { how: `its parent app ${d.parent} does not render at head, so nothing is synced until that is fixed`, severity: "info", deletes: false };
    }
  }
  return {
    how: "nothing in this repository manages the Application, so deleting its manifest does not delete it from the cluster",
    severity: "info",
    deletes: false
  };
}
function renamedTo(p, plans) {
  const spec = (q) => canonicalJson({ s: q.discovered.app.sources.map((s) => s.raw), d: q.discovered.app.destination });
  const mine = spec(p.base);
  return plans.find((q) => q.change === "added" && q.head && spec(q.head) === mine)?.id;
}
var appRemovedCascade = {
  id: "app-removed-cascade",
  severity: "critical",
  title: "A removed Application takes its resources with it",
  kind: "change",
  check({ plans, graph }) {
    const byId = new Map(plans.map((p) => [p.id, p]));
    const out = [];
    for (const p of plans) {
      if (p.change !== "removed" || !p.base) continue;
      const d = p.base.discovered;
      const r = remover(p, byId, graph);
      const finalizer = d.app.finalizers.some((f4) => f4 === RESOURCES_FINALIZER || f4.startsWith(`${RESOURCES_FINALIZER}/`));
      const rename2 = renamedTo(p, plans);
      const renameNote = rename2 ? ` It looks renamed to ${rename2}: the new app recreates everything after the old one deleted it.` : "";
      const resources = [...p.base.render?.resources.values() ?? []].filter((t) => t.hook.kind !== "skip");
      const kept = resources.filter(
        (t) => t.key.kind === "CustomResourceDefinition" || deleteProtection(t.obj) === "Delete=false" || deleteProtection(t.obj)?.startsWith("helm.sh")
      );
      const deleted = resources.filter((t) => !kept.includes(t));
      let severity = r.severity;
      let effect2;
      if (!r.deletes) effect2 = "Nothing is deleted.";
      else if (!finalizer) {
        severity = "low";
        effect2 = `The Application has no ${RESOURCES_FINALIZER} finalizer, so its ${resources.length} resource(s) are left running, unmanaged (orphaned).`;
      } else if (!p.base.render) {
        effect2 = `With the ${RESOURCES_FINALIZER} finalizer every resource it manages is deleted (its base render is not available to list them).`;
      } else {
        const list3 = deleted.slice(0, LIST_LIMIT).map((t) => keyLabel(t.key)).join(", ") + (deleted.length > LIST_LIMIT ? `, and ${deleted.length - LIST_LIMIT} more` : "");
        const namespaces = deleted.filter((t) => t.key.group === "" && t.key.kind === "Namespace").map((t) => t.key.name);
        effect2 = `With the ${RESOURCES_FINALIZER} finalizer the cascade deletes ${deleted.length} resource(s): ${list3 || "none"}.` + (kept.length ? ` Kept: ${kept.map((t) => keyLabel(t.key)).join(", ")} (CRD, Delete=false or resource-policy keep).` : "") + (namespaces.length ? ` Deleting Namespace ${namespaces.join(", ")} also deletes everything inside, including other apps' objects.` : "");
        const extra = liveOnlyCascade(p);
        if (extra.length)
          effect2 += ` Live: it also deletes ${extra.length} resource(s) tracked in the cluster but not in the base render: ${extra.slice(0, LIST_LIMIT).map(keyLabel).join(", ")}${extra.length > LIST_LIMIT ? ", and more" : ""}.`;
        if (deleted.length === 0 && extra.length === 0) severity = "info";
      }
      out.push({
        ...appRef(p),
        severity,
        resource: appKey(p),
        file: d.file,
        line: d.line,
        message: `Application ${d.id} is removed at head: ${r.how}. ${effect2}${renameNote}`,
        fix: "If the app should go, merge knowingly (approve). To keep its resources, first remove the finalizer (or set preserveResourcesOnDeletion on the ApplicationSet) in a separate change, or annotate the resources with argocd.argoproj.io/sync-options: Delete=false. To rename an app without downtime, do it in two steps with the old app orphaning its resources."
      });
    }
    return out;
  }
};
function cascadeDeletions(plans, graph) {
  const byId = new Map(plans.map((p) => [p.id, p]));
  const out = /* @__PURE__ */ new Map();
  for (const p of plans) {
    if (p.change !== "removed" || !p.base?.render) continue;
    const d = p.base.discovered;
    if (!remover(p, byId, graph).deletes) continue;
    if (!d.app.finalizers.some((f4) => f4 === RESOURCES_FINALIZER || f4.startsWith(`${RESOURCES_FINALIZER}/`))) continue;
    const keys = [...p.base.render.resources.values()].filter((t) => t.hook.kind !== "skip").filter(
      (t) => !(t.key.kind === "CustomResourceDefinition" || deleteProtection(t.obj) === "Delete=false" || deleteProtection(t.obj)?.startsWith("helm.sh"))
    ).map((t) => t.key);
    if (keys.length) out.set(p.id, keys);
  }
  return out;
}

// src/lib/text.ts
function sentence(message2) {
  const m = message2.trim();
  return /[.!?]$/.test(m) ? m : `${m}.`;
}
function wordsUpTo(text3, max) {
  if (text3.length <= max) return text3;
  const space = text3.lastIndexOf(" ", max);
  return text3.slice(0, space > max / 2 ? space : max);
}
function listSome(items, max, label = String) {
  const shown2 = items.slice(0, max).map(label).join(", ");
  return items.length > max ? `${shown2} and ${items.length - max} more` : shown2;
}

// src/rules/support.ts
function renderOf(side) {
  if (!side || side.error || side.notRendered) return void 0;
  return side.render;
}
function applied(render) {
  return [...render.resources.values()].filter((t) => t.hook.kind === "resource");
}
function appliedCount(render) {
  let n = 0;
  for (const t of render.resources.values()) if (t.hook.kind === "resource") n++;
  return n;
}
function listKeys(keys, max = 5) {
  return listSome(keys, max, keyLabel);
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function removable(candidates) {
  return candidates.filter((c) => c.outcome !== "kept-prune-false");
}
function outcomeSummary(candidates) {
  const n = (o) => candidates.filter((c) => c.outcome === o).length;
  const parts = [];
  if (n("delete")) parts.push(`${n("delete")} deleted by the next automated sync`);
  if (n("auto-sync-stopped")) parts.push(`${n("auto-sync-stopped")} deleted by a manual sync with prune (automated sync stops: the render is empty)`);
  if (n("requires-manual-prune")) parts.push(`${n("requires-manual-prune")} deleted by the next manual sync with prune (automated prune is off)`);
  if (n("needs-confirmation")) parts.push(`${n("needs-confirmation")} deleted once the deletion is approved (Prune=confirm)`);
  if (n("kept-prune-false")) parts.push(`${n("kept-prune-false")} kept by Prune=false (the app stays OutOfSync)`);
  return parts.join(", ");
}
function numberOption(options, rule, name, fallback, check, expected) {
  const raw = options[name];
  if (raw === void 0 || raw === null) return fallback;
  let n;
  if (typeof raw === "number") n = raw;
  else if (typeof raw === "string" && /^\s*\d+(\.\d+)?\s*%\s*$/.test(raw)) n = Number(raw.trim().replace("%", "").trim()) / 100;
  if (n === void 0 || !Number.isFinite(n) || !check(n)) {
    throw new ConfigError(`rules.${rule}.${name} is ${JSON.stringify(raw)}; expected ${expected}.`);
  }
  return n;
}

// src/rules/empty-render.ts
function emptyRenderOf(plan) {
  const b = renderOf(plan.base);
  const h = renderOf(plan.head);
  if (!b || !h) return void 0;
  const base = appliedCount(b);
  if (base === 0 || appliedCount(h) > 0) return void 0;
  return { base };
}
var LOUD = /* @__PURE__ */ new Set(["PersistentVolumeClaim", "PersistentVolume", "Namespace"]);
function riskFirst(xs) {
  const rank = (x) => x.key.group === "" && LOUD.has(x.key.kind) ? 0 : 1;
  return xs.map((x, i) => ({ x, i })).sort((a, b) => rank(a.x) - rank(b.x) || a.i - b.i).map((e) => e.x);
}
function whatHappens(plan, n, kept) {
  const sp = plan.head.discovered.app.syncPolicy;
  const all = kept > 0 ? `those ${n}` : `all ${plural(n, "resource")}`;
  if (sp.automated && sp.prune && !sp.allowEmpty) {
    return `Auto-sync refuses to run ("auto-sync will wipe out all resources"): the app stays OutOfSync with a SyncError. That guard only covers auto-sync: any manual sync with prune deletes ${all}.`;
  }
  if (sp.automated && sp.prune) {
    return `The app sets automated.allowEmpty: true, which turns off the empty-render guard: the next automated sync deletes ${all}.`;
  }
  if (sp.automated) {
    return `Automated prune is off, so auto-sync skips and the app shows OutOfSync (requires pruning); the next manual sync with prune deletes ${all}.`;
  }
  return `The app has no auto-sync; the next manual sync with prune deletes ${all}.`;
}
var emptyRender = {
  id: "empty-render",
  severity: "critical",
  title: "The head render of an app is empty",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      const e = emptyRenderOf(p);
      if (!e || p.prune.length === 0) continue;
      const d = p.head.discovered;
      const gone = riskFirst(removable(p.prune));
      const kept = p.prune.length - gone.length;
      const severity = gone.length > 0 ? "critical" : "medium";
      const consequence2 = gone.length > 0 ? whatHappens(p, gone.length, kept) : `No sync deletes them, but the app stays OutOfSync for good.`;
      const confirm = gone.filter((c) => c.outcome === "needs-confirmation").length;
      const notes = [
        confirm > 0 ? `${confirm} of them only after the deletion is approved (Prune=confirm)` : "",
        kept > 0 ? `${kept} more ${kept === 1 ? "has" : "have"} Prune=false and would stay` : ""
      ].filter((x) => x !== "");
      out.push({
        ...appRef(p),
        severity,
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message: `Application ${d.app.name} renders no resources at head (hooks aside), while the base rendered ${plural(e.base, "resource")}. ` + (gone.length > 0 ? `A sync with prune would delete ${gone.length} of them: ${listKeys(gone.map((c) => c.key))}${notes.length ? ` (${notes.join("; ")})` : ""}. ` : `All ${p.prune.length} prune candidates have Prune=false: ${listKeys(p.prune.map((c) => c.key))}. `) + consequence2,
        fix: "An empty render is almost always a mistake (a values toggle that disables everything, an emptied kustomization, a directory include/exclude that matches nothing). Fix the source so that it renders the resources again. To retire the app on purpose, delete the Application instead (its finalizer decides whether its resources go with it), and keep automated.allowEmpty false."
      });
    }
    return out;
  }
};

// src/k8s/quantity.ts
var BINARY = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
var DECIMAL = { n: -9, u: -6, m: -3, "": 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E))?$/;
function parseQuantity(v) {
  if (typeof v === "number") return Number.isFinite(v) ? v : void 0;
  if (typeof v !== "string") return void 0;
  const m = QUANTITY.exec(v.trim());
  if (!m) return void 0;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return void 0;
  if (m[2]) return Number(`${m[1]}${m[2]}`);
  const suffix = m[3] ?? "";
  const binary = BINARY[suffix];
  if (binary !== void 0) return n * binary;
  const pow = DECIMAL[suffix];
  return pow === void 0 ? void 0 : Number(`${m[1]}e${pow}`);
}
function compareQuantities(a, b) {
  const x = parseQuantity(a);
  const y = parseQuantity(b);
  if (x === void 0 || y === void 0) return void 0;
  if (Math.abs(x - y) <= Math.max(Math.abs(x), Math.abs(y)) * 1e-12) return 0;
  return x < y ? -1 : 1;
}

// src/rules/immutable-field-change.ts
function get(obj, path) {
  let cur = obj;
  for (const k of path.split(".")) {
    if (!isRecord(cur)) return void 0;
    cur = cur[k];
  }
  return cur;
}
var set = (v) => v !== void 0 && v !== null && v !== "";
var eq = (a, b) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
var str = (v) => typeof v === "string" ? v : "";
var IMMUTABLE = "field is immutable";
function changed(b, h, path, why = IMMUTABLE, dflt) {
  const x = get(b, path) ?? dflt;
  const y = get(h, path) ?? dflt;
  return eq(x, y) ? [] : [{ path, why }];
}
function changedBothSet(b, h, path, why = IMMUTABLE) {
  const x = get(b, path);
  const y = get(h, path);
  return set(x) && set(y) && !eq(x, y) ? [{ path, why }] : [];
}
var STS_FORBIDDEN = "Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden";
var STS_MUTABLE = /* @__PURE__ */ new Set([
  "replicas",
  "ordinals",
  "template",
  "updateStrategy",
  "revisionHistoryLimit",
  "persistentVolumeClaimRetentionPolicy",
  "minReadySeconds"
]);
var STS_DEFAULTS = { podManagementPolicy: "OrderedReady", serviceName: "" };
function claimTemplates(v) {
  if (!Array.isArray(v)) return v ?? [];
  return v.map((t) => {
    if (!isRecord(t)) return t;
    const rest = { ...t };
    for (const k of ["apiVersion", "kind", "status"]) delete rest[k];
    const spec = isRecord(rest.spec) ? { ...rest.spec } : rest.spec;
    if (isRecord(spec) && spec.volumeMode === "Filesystem") delete spec.volumeMode;
    return { ...rest, spec };
  });
}
function statefulSet(b, h) {
  const bs = isRecord(b.spec) ? b.spec : {};
  const hs = isRecord(h.spec) ? h.spec : {};
  const out = [];
  for (const k of [.../* @__PURE__ */ new Set([...Object.keys(bs), ...Object.keys(hs)])]) {
    if (STS_MUTABLE.has(k)) continue;
    const x = k === "volumeClaimTemplates" ? claimTemplates(bs[k]) : bs[k] ?? STS_DEFAULTS[k];
    const y = k === "volumeClaimTemplates" ? claimTemplates(hs[k]) : hs[k] ?? STS_DEFAULTS[k];
    if (!eq(x, y)) out.push({ path: `spec.${k}`, why: STS_FORBIDDEN });
  }
  return out;
}
function primaryIP(o) {
  const ips = get(o, "spec.clusterIPs");
  return str(get(o, "spec.clusterIP")) || (Array.isArray(ips) ? str(ips[0]) : "");
}
function service(b, h) {
  const bt = str(get(b, "spec.type")) || "ClusterIP";
  const ht = str(get(h, "spec.type")) || "ClusterIP";
  const bip = primaryIP(b);
  const hip = primaryIP(h);
  const out = [];
  if (ht === "ExternalName") {
    if (bt !== "ExternalName" && hip !== "" && hip !== "None") {
      out.push({ path: "spec.type", why: `changes to ExternalName while spec.clusterIP is still set; an ExternalName Service must not have one` });
    }
  } else if (bt !== "ExternalName") {
    if (bip !== "" && hip !== "" && bip !== hip) {
      out.push({ path: "spec.clusterIP", why: `${JSON.stringify(bip)} \u2192 ${JSON.stringify(hip)}: ${IMMUTABLE} (spec.clusterIPs[0] may not change once set)` });
    } else if (bip === "" && hip !== "") {
      out.push({
        path: "spec.clusterIP",
        why: hip === "None" ? 'becomes "None": a Service with an allocated address cannot become headless in place (field is immutable)' : `is set to ${JSON.stringify(hip)}: the live Service already has an allocated address, so this is rejected unless it is that same address`
      });
    } else if (bip === "None" && hip === "") {
      out.push({
        path: "spec.clusterIP",
        why: 'is no longer "None": not rejected, but Kubernetes keeps the allocated value, so the Service silently stays headless'
      });
    }
  }
  const bf = get(b, "spec.ipFamilies");
  const hf = get(h, "spec.ipFamilies");
  if (Array.isArray(bf) && Array.isArray(hf) && set(bf[0]) && set(hf[0]) && bf[0] !== hf[0] && ht !== "ExternalName" && bt !== "ExternalName") {
    out.push({ path: "spec.ipFamilies", why: `primary family ${String(bf[0])} \u2192 ${String(hf[0])}: ${IMMUTABLE}` });
  }
  return out;
}
var PVC_SPEC = "Forbidden: spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims";
function pvc(b, h) {
  const sortedModes = (o) => {
    const v = get(o, "spec.accessModes");
    return Array.isArray(v) ? [...v].map(String).sort() : void 0;
  };
  const bm = sortedModes(b);
  const hm = sortedModes(h);
  const out = [
    // storageClassName "" is an explicit "no class": compare whenever both sides write the field.
    ...get(b, "spec.storageClassName") !== void 0 && get(h, "spec.storageClassName") !== void 0 ? changed(b, h, "spec.storageClassName", PVC_SPEC) : [],
    ...bm && hm && !eq(bm, hm) ? [{ path: "spec.accessModes", why: PVC_SPEC }] : [],
    ...changed(b, h, "spec.volumeMode", PVC_SPEC, "Filesystem"),
    ...changedBothSet(b, h, "spec.volumeName", PVC_SPEC),
    ...changed(b, h, "spec.selector", PVC_SPEC),
    ...changed(b, h, "spec.dataSource", PVC_SPEC),
    ...changedBothSet(b, h, "spec.dataSourceRef", PVC_SPEC)
  ];
  const bsz = get(b, "spec.resources.requests.storage");
  const hsz = get(h, "spec.resources.requests.storage");
  if (compareQuantities(hsz, bsz) === -1) {
    out.push({
      path: "spec.resources.requests.storage",
      why: `shrinks from ${String(bsz)} to ${String(hsz)}: Forbidden: field can not be less than previous value`
    });
  }
  return out;
}
var PV_SOURCES = [
  "awsElasticBlockStore",
  "azureDisk",
  "azureFile",
  "cephfs",
  "cinder",
  "csi",
  "fc",
  "flexVolume",
  "flocker",
  "gcePersistentDisk",
  "glusterfs",
  "hostPath",
  "iscsi",
  "local",
  "nfs",
  "photonPersistentDisk",
  "portworxVolume",
  "quobyte",
  "rbd",
  "scaleIO",
  "storageos",
  "vsphereVolume"
];
function persistentVolume(b, h) {
  const source = (o) => Object.fromEntries(PV_SOURCES.map((k) => [k, get(o, `spec.${k}`)]).filter(([, v]) => v !== void 0));
  return [
    ...eq(source(b), source(h)) ? [] : [{ path: "spec (volume source)", why: "Forbidden: spec.persistentvolumesource is immutable after creation" }],
    ...changed(b, h, "spec.volumeMode", IMMUTABLE, "Filesystem"),
    ...changedBothSet(b, h, "spec.nodeAffinity")
  ];
}
function frozenData(b, h, fields) {
  if (b.immutable !== true) return [];
  const out = [];
  for (const f4 of fields) {
    if (!eq(b[f4], h[f4])) out.push({ path: f4, why: "field is immutable when `immutable` is set" });
  }
  if (h.immutable !== true) out.push({ path: "immutable", why: "field is immutable when `immutable` is set" });
  return out;
}
var IMMUTABLE_CHECKS = {
  "apps/Deployment": (b, h) => changed(b, h, "spec.selector"),
  "apps/ReplicaSet": (b, h) => changed(b, h, "spec.selector"),
  "apps/DaemonSet": (b, h) => changed(b, h, "spec.selector"),
  "apps/StatefulSet": statefulSet,
  "batch/Job": (b, h) => [
    ...changed(b, h, "spec.selector"),
    ...changed(b, h, "spec.template"),
    ...changed(b, h, "spec.completionMode", IMMUTABLE, "NonIndexed")
  ],
  "/Service": service,
  "/PersistentVolumeClaim": pvc,
  "/PersistentVolume": persistentVolume,
  "/Secret": (b, h) => [...changed(b, h, "type", IMMUTABLE, "Opaque"), ...frozenData(b, h, ["data", "stringData", "binaryData"])],
  "/ConfigMap": (b, h) => frozenData(b, h, ["data", "binaryData"]),
  "rbac.authorization.k8s.io/RoleBinding": (b, h) => changed(b, h, "roleRef", "cannot change roleRef"),
  "rbac.authorization.k8s.io/ClusterRoleBinding": (b, h) => changed(b, h, "roleRef", "cannot change roleRef"),
  "storage.k8s.io/StorageClass": (b, h) => [
    ...changed(b, h, "provisioner"),
    ...changed(b, h, "parameters", "Forbidden: updates to parameters are forbidden"),
    ...changed(b, h, "reclaimPolicy", "Forbidden: updates to reclaimPolicy are forbidden", "Delete"),
    ...changed(b, h, "volumeBindingMode", IMMUTABLE, "Immediate")
  ]
};
function immutableChanges(u) {
  const check = IMMUTABLE_CHECKS[`${u.key.group}/${u.key.kind}`];
  return check ? check(u.base.obj, u.head.obj) : [];
}
function recreateCost(kind) {
  switch (kind) {
    case "PersistentVolumeClaim":
      return "The claim is deleted; with the usual Delete reclaim policy its volume and data go with it, and the new claim starts empty.";
    case "PersistentVolume":
      return "The volume object is deleted; depending on its reclaim policy the storage behind it may be deleted too.";
    case "StatefulSet":
      return "All its pods are deleted at once (downtime); the PVCs of volumeClaimTemplates stay unless persistentVolumeClaimRetentionPolicy.whenDeleted is Delete.";
    case "Deployment":
    case "DaemonSet":
    case "ReplicaSet":
      return "All its pods are deleted at once instead of rolling (downtime).";
    case "Service":
      return "The Service gets a new cluster IP and its endpoints drop until it is recreated.";
    case "Job":
      return "The Job runs again.";
    default:
      return "The object is briefly missing while it is recreated.";
  }
}
var DATA_KINDS = /* @__PURE__ */ new Set(["PersistentVolumeClaim", "PersistentVolume"]);
var immutableFieldChange = {
  id: "immutable-field-change",
  severity: "high",
  title: "A change Kubernetes rejects on apply (immutable field)",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      const app = p.head?.discovered.app;
      if (!app) continue;
      for (const u of p.update) {
        const changes = immutableChanges(u);
        if (changes.length === 0) continue;
        const obj = u.head.obj;
        const opt = (k) => syncOption(obj, app.syncPolicy.syncOptions, k) === "true";
        const replace = opt("Replace");
        const force = opt("Force");
        const recreate = force && (replace || !opt("ServerSideApply"));
        const what = keyLabel(u.key);
        const list3 = changes.map((c) => `${c.path} (${c.why})`).join("; ");
        let severity = "high";
        let message2;
        let fix;
        if (recreate) {
          severity = DATA_KINDS.has(u.key.kind) && u.key.group === "" ? "critical" : "high";
          const how = replace ? "Replace=true with Force=true" : "Force=true (kubectl apply --force deletes and recreates when the patch is rejected)";
          message2 = `${what} changes fields Kubernetes cannot update in place: ${list3}. It has ${how}, so the sync deletes and recreates it instead of failing. ${recreateCost(u.key.kind)}`;
          fix = "Merge only if the delete-and-recreate is acceptable; otherwise keep the old value of the field.";
        } else {
          const replaceNote = replace ? " Replace=true alone does not help: kubectl replace is an update too and is rejected the same way." : "";
          message2 = `${what} changes fields Kubernetes cannot update in place: ${list3}. The API server rejects the apply, so the sync fails on this object: later waves are not applied, the app stays OutOfSync with a failed operation, and auto-sync does not retry the same revision.${replaceNote}`;
          fix = u.key.kind === "StatefulSet" ? `Keep the old value, or recreate the StatefulSet without its pods: \`kubectl delete statefulset ${u.key.namespace ? `-n ${u.key.namespace} ` : ""}${u.key.name} --cascade=orphan\`, then sync (pods and PVCs survive). Renaming it creates a new StatefulSet with new, empty PVCs.` : u.key.kind === "PersistentVolumeClaim" ? "Keep the old value. A new claim (new name) starts empty: migrate the data first, then switch the workload to it." : "Rename the resource (the new name is created and the old one pruned), or, knowingly, annotate it with argocd.argoproj.io/sync-options: Force=true,Replace=true so Argo CD deletes and recreates it." + (u.key.kind === "Job" ? " A Job that should run on every change is usually a hook (PreSync/Sync with BeforeHookCreation)." : "");
        }
        out.push({
          ...appRef(p),
          severity,
          introduced: true,
          resource: u.key,
          file: u.head.file ?? null,
          line: u.head.line ?? null,
          message: message2,
          fix
        });
      }
    }
    return out;
  }
};

// src/rules/mass-prune.ts
var MASS_PRUNE_DEFAULTS = { threshold: 0.5, minResources: 4 };
function massPruneOptions(options) {
  return {
    threshold: numberOption(
      options,
      "mass-prune",
      "threshold",
      MASS_PRUNE_DEFAULTS.threshold,
      (n) => n > 0 && n <= 1,
      'a share above 0 and at most 1 (0.5) or a percentage ("50%")'
    ),
    minResources: numberOption(
      options,
      "mass-prune",
      "minResources",
      MASS_PRUNE_DEFAULTS.minResources,
      (n) => Number.isInteger(n) && n >= 1,
      "a whole number of at least 1"
    )
  };
}
var pct = (x) => `${Math.round(x * 100)}%`;
var massPrune = {
  id: "mass-prune",
  severity: "high",
  title: "A sync would remove a large share of an app",
  kind: "change",
  check({ plans, options }) {
    const { threshold, minResources } = massPruneOptions(options);
    const out = [];
    for (const p of plans) {
      if (emptyRenderOf(p)) continue;
      const b = renderOf(p.base);
      if (!b || !renderOf(p.head)) continue;
      const base = appliedCount(b);
      if (base < minResources) continue;
      const gone = removable(p.prune);
      const share = gone.length / base;
      if (share <= threshold) continue;
      const d = p.head.discovered;
      const automatic = gone.some((c) => c.outcome === "delete");
      const goneKeys = new Set(gone.map((c) => `${c.key.group}/${c.key.kind}`));
      const recreated = p.create.filter((t) => goneKeys.has(`${t.key.group}/${t.key.kind}`)).length;
      const rename2 = recreated > 0 ? ` At the same time ${plural(p.create.length, "resource")} ${p.create.length === 1 ? "is" : "are"} created, ${recreated} of the same kinds: if this is a rename (release name, namePrefix/nameSuffix, a moved namespace), every renamed object is deleted and recreated, which restarts workloads and loses the data of PersistentVolumeClaims.` : "";
      out.push({
        ...appRef(p),
        severity: automatic ? "high" : "medium",
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message: `A sync of Application ${d.app.name} would remove ${gone.length} of its ${base} resources (${pct(share)}, threshold ${pct(threshold)}): ${outcomeSummary(p.prune)}. Removed: ${listKeys(gone.map((c) => c.key))}.${rename2}`,
        fix: "Check that the removal is intended (a values toggle, a changed include/exclude or a renamed release often removes more than expected). If it is, merge knowingly; to keep objects while the app stops managing them, first annotate them with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change."
      });
    }
    return out;
  }
};

// src/rules/manifest-too-large.ts
var mib = (n) => `${(n / (1024 * 1024)).toFixed(1)} MiB`;
var manifestTooLarge = {
  id: "manifest-too-large",
  severity: "high",
  title: "A manifest file is too large to analyse",
  kind: "change",
  check({ graph }) {
    const big = graph?.oversizedManifests;
    if (!big) return [];
    const out = [];
    const atHead = new Set(big.head.map((f4) => f4.path));
    const found = [...big.head.map((f4) => ({ ...f4, where: "head" })), ...big.base.filter((f4) => !atHead.has(f4.path)).map((f4) => ({ ...f4, where: "base" }))];
    for (const f4 of found) {
      out.push({
        app: null,
        appNamespace: null,
        resource: null,
        severity: "high",
        introduced: true,
        file: f4.path,
        line: null,
        fingerprint: f4.path,
        message: `${f4.path} (${mib(f4.size)} at ${f4.where}) is larger than the ${mib(big.limit)} limit for manifest files and mentions argoproj.io: the Argo CD Applications it may define were not read, so what a sync does to them is unknown.`,
        fix: `Split the file into files under ${mib(big.limit)} each (one Application per file is usual), or move data that is not a manifest out of YAML/JSON files.`
      });
    }
    return out;
  }
};

// src/rules/shared-resource.ts
function clusterOf(p, revision) {
  const dest = (revision === "head" ? p.head : p.base).discovered.app.destination;
  if (dest.server) return dest.server.replace(/\/+$/, "");
  return dest.name === IN_CLUSTER_NAME ? IN_CLUSTER_SERVER : `name:${dest.name}`;
}
var NAMED = 3;
function otherApps(others, revision) {
  const names = others.slice(0, NAMED).map((o) => {
    const d = sideOf(o.plan, revision).discovered;
    return `${d.app.name} (${d.file})`;
  });
  const rest = others.length - names.length;
  return `Application${others.length > 1 ? "s" : ""} ${names.join(", ")}${rest > 0 ? ` and ${rest} more` : ""}`;
}
var sharedResource = {
  id: "shared-resource",
  severity: "medium",
  title: "The same resource is rendered by two Applications",
  kind: "state",
  check({ plans, revision }) {
    if (plans.filter((p) => sideOf(p, revision)?.render).length < 2) return [];
    const byKey = /* @__PURE__ */ new Map();
    for (const plan of plans) {
      const side = sideOf(plan, revision);
      if (!side?.render) continue;
      const cluster = clusterOf(plan, revision);
      for (const target of applied(side.render)) {
        const k = `${cluster}\0${keyString(target.key)}`;
        const list3 = byKey.get(k);
        if (list3) list3.push({ plan, target });
        else byKey.set(k, [{ plan, target }]);
      }
    }
    const out = [];
    for (const owners of byKey.values()) {
      if (owners.length < 2) continue;
      const versions = [];
      const versionOf = owners.map((o) => {
        let v = versions.findIndex((r) => semanticallyEqual(r.target.obj, o.target.obj));
        if (v < 0) v = versions.push(o) - 1;
        return v;
      });
      owners.forEach((me, i) => {
        const mine = sideOf(me.plan, revision).discovered;
        const failOnShared = parseOptions(mine.app.syncPolicy.syncOptions).get("FailOnSharedResource") === "true";
        const others = owners.filter((o) => o !== me);
        const differ = versionOf.some((v) => v !== versionOf[i]);
        out.push({
          ...appRef(me.plan),
          severity: failOnShared ? "high" : "medium",
          resource: me.target.key,
          file: me.target.file ?? mine.file,
          line: me.target.file ? me.target.line ?? null : mine.line,
          message: `${keyLabel(me.target.key)} is also rendered by ${otherApps(others, revision)}. Argo CD reports SharedResourceWarning: each app's sync re-stamps the tracking id, so the other app shows it OutOfSync` + (differ ? ", and the apps render it differently, so every sync overwrites the other's version." : ".") + (failOnShared ? ` ${mine.app.name} sets FailOnSharedResource=true, so its syncs fail before applying anything.` : "") + ` If one app stops rendering it, that app may prune it while the other still needs it.`,
          fix: "Render the resource in exactly one Application (remove it from the other one's source, or disable it there through values or a kustomize patch). If both apps need it, move it to a shared app they both depend on."
        });
      });
    }
    return out;
  }
};

// src/argocd/url.ts
function repoIdentity(url) {
  let u = url.trim().toLowerCase();
  if (u === "") return "";
  u = u.replace(/\/+$/, "").replace(/\.git$/, "");
  const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.*)$/.exec(u);
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//.test(u)) return `${scp[1]}/${scp[2].replace(/^\/+/, "")}`;
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:]+)(?::\d+)?(\/.*)?$/.exec(u);
  if (m) return `${m[1]}${(m[2] ?? "").replace(/\/+$/, "")}`;
  return u.replace(/^[^@/]+@/, "");
}
function sameRepo(a, b) {
  const x = repoIdentity(a);
  return x !== "" && x === repoIdentity(b);
}

// src/rules/source-path-change.ts
var SOURCE_FIELDS = ["repoURL", "path", "chart", "targetRevision", "ref"];
function same(field, a, b) {
  return field === "repoURL" ? a === b || repoIdentity(a) !== "" && repoIdentity(a) === repoIdentity(b) : a === b;
}
var show = (v) => v === "" ? "(unset)" : JSON.stringify(v);
function describeSource(s) {
  return SOURCE_FIELDS.filter((f4) => s[f4] !== "").map((f4) => `${f4} ${JSON.stringify(s[f4])}`).join(", ");
}
function sourceChanges(base, head, baseMulti, headMulti) {
  const label = (multi, i) => multi ? `spec.sources[${i}]` : "spec.source";
  const out = [];
  for (let i = 0; i < Math.max(base.length, head.length); i++) {
    const b = base[i];
    const h = head[i];
    if (b && h) {
      for (const f4 of SOURCE_FIELDS) {
        if (!same(f4, b[f4], h[f4])) out.push(`${label(headMulti, i)}.${f4} ${show(b[f4])} \u2192 ${show(h[f4])}`);
      }
    } else if (h) out.push(`${label(headMulti, i)} added (${describeSource(h)})`);
    else if (b) out.push(`${label(baseMulti, i)} removed (${describeSource(b)})`);
  }
  return out;
}
function consequence(p) {
  const head = p.head;
  if (head.error) {
    return {
      severity: "high",
      // The error itself is the render-error finding's (always raised for a changed app's head error): not repeated here.
      text: "The head does not render (the render error for this app says why). Argo CD reports a ComparisonError and syncs nothing in this app until it renders."
    };
  }
  if (head.notRendered || !head.render) {
    return { severity: "low", text: `The guard could not render the head (${head.notRendered ?? "no render"}), so the consequence is not measured.` };
  }
  const b = renderOf(p.base);
  if (!b) {
    const why = p.base?.error?.message ?? p.base?.notRendered ?? "no render";
    return {
      severity: "low",
      text: `The base did not render (${why}), so what it managed is unknown; the head renders ${plural(applied(head.render).length, "resource")}.`
    };
  }
  const gone = removable(p.prune);
  if (gone.length > 0) {
    return {
      severity: "high",
      text: `${plural(p.prune.length, "resource")} of the base ${p.prune.length === 1 ? "is" : "are"} no longer rendered and would be pruned (${outcomeSummary(p.prune)}): ${listKeys(p.prune.map((c) => c.key))}.` + (p.create.length > 0 ? ` ${plural(p.create.length, "resource")} would be created.` : "")
    };
  }
  const counts = `${p.create.length} created, ${p.update.length} updated`;
  if (p.prune.length > 0) {
    return { severity: "low", text: `It renders differently (${counts}); ${outcomeSummary(p.prune)}: ${listKeys(p.prune.map((c) => c.key))}.` };
  }
  if (p.create.length === 0 && p.update.length === 0) {
    const hooks = (r) => canonicalJson(r.hooks.map((t) => t.obj));
    return hooks(b) === hooks(head.render) ? { severity: "low", text: "The head renders identically to the base: safe." } : { severity: "low", text: "The non-hook resources render identically; only hooks differ (they run on the next sync). Nothing is pruned." };
  }
  return { severity: "low", text: `It renders differently (${counts}); nothing is pruned.` };
}
var sourcePathChange = {
  id: "source-path-change",
  severity: "high",
  title: "An Application source moves to another repo, path, chart or revision",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      if (!p.base || !p.head) continue;
      const ba = p.base.discovered.app;
      const ha = p.head.discovered.app;
      const changes = sourceChanges(ba.sources, ha.sources, ba.multiSource, ha.multiSource);
      if (changes.length === 0) continue;
      const { severity, text: text3 } = consequence(p);
      const d = p.head.discovered;
      out.push({
        ...appRef(p),
        severity,
        introduced: true,
        resource: null,
        // The Application manifest; the line is the document's (the changed field's line is not in the plan).
        file: d.file,
        line: d.line,
        message: `Application ${ha.name} changes its source: ${changes.join("; ")}. ${text3}`,
        fix: p.head.error ? "Point the source at something that renders (the path must exist at that targetRevision; the chart and version must exist in the repository), or revert the source change." : severity === "high" ? "Check that the new source renders the same resources (compare the listed prunes). To move resources between paths without deleting them, keep their kinds, names and namespaces identical, or annotate them with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change first." : "No action needed when the consequence above is intended."
      });
    }
    return out;
  }
};

// src/k8s/references.ts
var RBAC = "rbac.authorization.k8s.io";
var WORKLOAD_GROUPS = /* @__PURE__ */ new Set(["", "apps", "extensions", "batch", "argoproj.io"]);
var rec = (v) => isRecord(v) ? v : {};
var list = (v) => Array.isArray(v) ? v.filter(isRecord) : [];
var str2 = (v) => typeof v === "string" ? v : "";
function podTemplateOf(obj, group, kind) {
  if (!WORKLOAD_GROUPS.has(group)) return void 0;
  const spec = rec(obj.spec);
  let tpl;
  switch (kind) {
    case "Pod":
      return isRecord(obj.spec) ? { spec, labels: labelsOf(obj) } : void 0;
    case "Deployment":
    case "StatefulSet":
    case "DaemonSet":
    case "ReplicaSet":
    case "ReplicationController":
    case "Job":
    case "Rollout":
      tpl = isRecord(spec.template) ? spec.template : void 0;
      break;
    case "CronJob":
      tpl = rec(rec(spec.jobTemplate).spec).template;
      tpl = isRecord(tpl) ? tpl : void 0;
      break;
    default:
      return void 0;
  }
  if (!tpl || !isRecord(tpl.spec)) return void 0;
  return { spec: tpl.spec, labels: stringMap(rec(tpl.metadata).labels) };
}
var core = (kind, namespace, name) => ({ group: "", kind, namespace, name });
function podReferences(spec, namespace) {
  const out = [];
  const add = (kind, name, via, optional = false) => {
    if (typeof name === "string" && name !== "") out.push({ key: core(kind, namespace, name), optional, via });
  };
  const sa = str2(spec.serviceAccountName) || str2(spec.serviceAccount);
  if (sa) add("ServiceAccount", sa, "serviceAccountName");
  for (const s of list(spec.imagePullSecrets)) add("Secret", s.name, "imagePullSecrets");
  for (const v of list(spec.volumes)) {
    const vol = `volume "${str2(v.name)}"`;
    if (isRecord(v.configMap)) add("ConfigMap", v.configMap.name, vol, v.configMap.optional === true);
    if (isRecord(v.secret)) add("Secret", v.secret.secretName, vol, v.secret.optional === true);
    if (isRecord(v.persistentVolumeClaim)) add("PersistentVolumeClaim", v.persistentVolumeClaim.claimName, vol);
    for (const s of list(rec(v.projected).sources)) {
      if (isRecord(s.configMap)) add("ConfigMap", s.configMap.name, `projected ${vol}`, s.configMap.optional === true);
      if (isRecord(s.secret)) add("Secret", s.secret.name, `projected ${vol}`, s.secret.optional === true);
    }
    const csi = rec(v.csi);
    const spc = str2(rec(csi.volumeAttributes).secretProviderClass);
    if (csi.driver === "secrets-store.csi.k8s.io" && spc) {
      out.push({ key: { group: "secrets-store.csi.x-k8s.io", kind: "SecretProviderClass", namespace, name: spc }, optional: false, via: vol });
    }
  }
  for (const field of ["initContainers", "containers", "ephemeralContainers"]) {
    for (const c of list(spec[field])) {
      const of = `container "${str2(c.name)}"`;
      for (const e of list(c.env)) {
        const from = rec(e.valueFrom);
        const via = `env ${str2(e.name)} of ${of}`;
        if (isRecord(from.configMapKeyRef)) add("ConfigMap", from.configMapKeyRef.name, via, from.configMapKeyRef.optional === true);
        if (isRecord(from.secretKeyRef)) add("Secret", from.secretKeyRef.name, via, from.secretKeyRef.optional === true);
      }
      for (const e of list(c.envFrom)) {
        if (isRecord(e.configMapRef)) add("ConfigMap", e.configMapRef.name, `envFrom of ${of}`, e.configMapRef.optional === true);
        if (isRecord(e.secretRef)) add("Secret", e.secretRef.name, `envFrom of ${of}`, e.secretRef.optional === true);
      }
    }
  }
  return out;
}
function bindingReferences(obj, kind, namespace) {
  const out = [];
  const role = rec(obj.roleRef);
  const roleName = str2(role.name);
  if (roleName && (role.kind === "Role" || role.kind === "ClusterRole")) {
    const ns = role.kind === "Role" ? namespace : "";
    out.push({ key: { group: RBAC, kind: role.kind, namespace: ns, name: roleName }, optional: false, via: "roleRef" });
  }
  for (const s of list(obj.subjects)) {
    if (s.kind !== "ServiceAccount" || !str2(s.name)) continue;
    const ns = str2(s.namespace) || (kind === "RoleBinding" ? namespace : "");
    if (ns) out.push({ key: core("ServiceAccount", ns, str2(s.name)), optional: false, via: "subjects" });
  }
  return out;
}
function ingressReferences(obj, namespace) {
  const out = [];
  const spec = rec(obj.spec);
  const backend = (b, via) => {
    const r = rec(b);
    const name = str2(rec(r.service).name) || str2(r.serviceName);
    if (name) out.push({ key: core("Service", namespace, name), optional: false, via });
  };
  backend(spec.defaultBackend ?? spec.backend, "default backend");
  for (const rule of list(spec.rules)) {
    for (const p of list(rec(rule.http).paths)) backend(p.backend, `backend of ${str2(rule.host) || "*"}${str2(p.path)}`);
  }
  for (const t of list(spec.tls)) {
    const name = str2(t.secretName);
    if (name) out.push({ key: core("Secret", namespace, name), optional: false, via: "tls" });
  }
  return out;
}
function referencesOf(obj, key2) {
  const { group, kind, namespace } = key2;
  const pod = podTemplateOf(obj, group, kind);
  if (pod) return podReferences(pod.spec, namespace);
  if (group === RBAC && (kind === "RoleBinding" || kind === "ClusterRoleBinding")) return bindingReferences(obj, kind, namespace);
  if ((group === "networking.k8s.io" || group === "extensions") && kind === "Ingress") return ingressReferences(obj, namespace);
  if (group === "" && kind === "ServiceAccount") {
    const out = [];
    for (const s of [...list(obj.secrets), ...list(obj.imagePullSecrets)]) {
      if (str2(s.name)) out.push({ key: core("Secret", namespace, str2(s.name)), optional: false, via: "secrets" });
    }
    return out;
  }
  if (group === "admissionregistration.k8s.io" && (kind === "MutatingWebhookConfiguration" || kind === "ValidatingWebhookConfiguration")) {
    const out = [];
    for (const w of list(obj.webhooks)) {
      const svc = rec(rec(w.clientConfig).service);
      if (str2(svc.name) && str2(svc.namespace)) {
        out.push({ key: core("Service", str2(svc.namespace), str2(svc.name)), optional: false, via: `webhook ${str2(w.name)}` });
      }
    }
    return out;
  }
  if (group === "apiregistration.k8s.io" && kind === "APIService") {
    const svc = rec(rec(obj.spec).service);
    return str2(svc.name) && str2(svc.namespace) ? [{ key: core("Service", str2(svc.namespace), str2(svc.name)), optional: false, via: "service" }] : [];
  }
  if (group === "" && kind === "PersistentVolumeClaim") {
    const sc = rec(obj.spec).storageClassName;
    return typeof sc === "string" && sc !== "" ? [{ key: { group: "storage.k8s.io", kind: "StorageClass", namespace: "", name: sc }, optional: false, via: "storageClassName" }] : [];
  }
  return [];
}
function selectorMatches(selector, labels) {
  const sel = stringMap(selector);
  const entries = Object.entries(sel);
  return entries.length > 0 && entries.every(([k, v]) => labels[k] === v);
}
function podInputs(spec) {
  const env = [];
  const args = [];
  for (const field of ["initContainers", "containers"]) {
    for (const c of list(spec[field])) {
      for (const k of ["command", "args"]) if (Array.isArray(c[k])) {
        for (const s of c[k]) if (typeof s === "string") args.push(s);
      }
      for (const e of list(c.env)) if (typeof e.value === "string") env.push([str2(e.name), e.value]);
    }
  }
  return { env, args };
}
var ADDRESS_VAR = /(HOST|HOSTNAME|ADDR|ADDRESS|URL|URI|SERVICE|SVC|ENDPOINT|SERVER)(_NAME)?$/i;
var esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function addressesService(inputs, name, namespace) {
  const n = esc(name);
  const url = new RegExp(`(^|[^a-z0-9-])(\\w+://)${n}(?![a-z0-9-])|(^|[^a-z0-9-])${n}(\\.${esc(namespace)}(\\.svc[a-z.]*)?)?:[0-9]`, "i");
  if ([...inputs.args, ...inputs.env.map(([, v]) => v)].some((s) => url.test(s))) return true;
  const host = new RegExp(`^${n}(\\.${esc(namespace)}(\\.svc[a-z.]*)?)?$`, "i");
  return inputs.env.some(([k, v]) => ADDRESS_VAR.test(k) && host.test(v));
}
function mentionsName(text3, name) {
  let i = text3.indexOf(name);
  while (i >= 0) {
    const before = i === 0 ? "" : text3[i - 1];
    const after = text3[i + name.length] ?? "";
    if (!/[a-z0-9-]/i.test(before) && !/[a-z0-9-]/i.test(after)) return true;
    i = text3.indexOf(name, i + 1);
  }
  return false;
}

// src/plan/waves.ts
var SYNC_WAVE_ANNOTATION = "argocd.argoproj.io/sync-wave";
var HELM_HOOK_WEIGHT_ANNOTATION = "helm.sh/hook-weight";
var PHASE_ORDER = { PreSync: -1, Sync: 0, PostSync: 1, SyncFail: 2 };
var KIND_ORDER = [
  "Namespace",
  "NetworkPolicy",
  "ResourceQuota",
  "LimitRange",
  "PodSecurityPolicy",
  "PodDisruptionBudget",
  "ServiceAccount",
  "Secret",
  "SecretList",
  "ConfigMap",
  "StorageClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "CustomResourceDefinition",
  "ClusterRole",
  "ClusterRoleList",
  "ClusterRoleBinding",
  "ClusterRoleBindingList",
  "Role",
  "RoleList",
  "RoleBinding",
  "RoleBindingList",
  "Service",
  "DaemonSet",
  "Pod",
  "ReplicationController",
  "ReplicaSet",
  "Deployment",
  "HorizontalPodAutoscaler",
  "StatefulSet",
  "Job",
  "CronJob",
  "IngressClass",
  "Ingress",
  "APIService"
];
var KIND_RANK = new Map(KIND_ORDER.map((k, i) => [k, i - KIND_ORDER.length]));
function kindRank(kind) {
  return KIND_RANK.get(kind) ?? 0;
}
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
function goAtoi(s) {
  if (!/^[+-]?[0-9]+$/.test(s)) return void 0;
  const n = BigInt(s);
  if (n < INT64_MIN || n > INT64_MAX) return void 0;
  return Number(n);
}
function hasWaveAnnotation(obj) {
  const ann = metadataOf(obj).annotations;
  return isRecord(ann) && (SYNC_WAVE_ANNOTATION in ann || HELM_HOOK_WEIGHT_ANNOTATION in ann);
}
function waveOf(obj) {
  const invalid = [];
  if (!hasWaveAnnotation(obj)) return { wave: 0, from: "default", invalid };
  const ann = metadataOf(obj).annotations;
  for (const [annotation, from] of WAVE_SOURCES) {
    if (!(annotation in ann)) continue;
    const raw = ann[annotation];
    const n = typeof raw === "string" ? goAtoi(raw) : void 0;
    if (n !== void 0) return { wave: n, from, invalid };
    invalid.push({ annotation, value: raw });
  }
  return { wave: 0, from: "default", invalid };
}
var WAVE_SOURCES = [
  [SYNC_WAVE_ANNOTATION, "sync-wave"],
  [HELM_HOOK_WEIGHT_ANNOTATION, "hook-weight"]
];
function comparePosition(a, b) {
  return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.wave - b.wave;
}
function positionLabel(t) {
  return `${t.phase} phase, wave ${t.wave}`;
}
function nameOfTarget(t) {
  return t.key.name;
}
function sortTasks(tasks) {
  const keyed = tasks.map((t) => ({ t, phase: PHASE_ORDER[t.phase], rank: kindRank(t.target.key.kind), name: nameOfTarget(t.target) }));
  keyed.sort((a, b) => {
    const d = a.phase - b.phase || a.t.wave - b.t.wave;
    if (d !== 0) return d;
    const k = a.rank - b.rank;
    if (k !== 0) return k;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  for (let i = 0; i < tasks.length; i++) tasks[i] = keyed[i].t;
}
function adjustDeps(tasks, isDep, refOf) {
  if (!tasks.some((t) => isDep(t.target) !== void 0)) return;
  const first = /* @__PURE__ */ new Map();
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i];
    const dep = isDep(t.target);
    if (dep !== void 0) {
      const index2 = first.get(dep);
      if (index2 === void 0) continue;
      const at = tasks[index2];
      t.wave = at.wave;
      t.phase = at.phase;
      t.movedBefore = at.target;
      tasks.splice(i, 1);
      tasks.splice(index2, 0, t);
      for (const [k, v] of first) if (v >= index2) first.set(k, v + 1);
      continue;
    }
    const ref3 = refOf(t.target);
    if (ref3 !== void 0 && !first.has(ref3)) first.set(ref3, i);
  }
}
function crdKey(t) {
  if (!isCrdKey(t.key)) return void 0;
  const spec = isRecord(t.obj.spec) ? t.obj.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  return typeof spec.group === "string" && typeof names.kind === "string" ? `${spec.group}/${names.kind}` : void 0;
}
function syncTasks(render) {
  const all = [];
  for (const t of render.resources.values()) {
    if (t.hook.kind !== "resource") continue;
    all.push({ target: t, phase: "Sync", wave: waveOf(t.obj).wave, hook: false });
  }
  for (const t of render.hooks) {
    if (t.hook.kind !== "hook") continue;
    const wave = waveOf(t.obj).wave;
    for (const phase of t.hook.phases) all.push({ target: t, phase, wave, hook: true });
  }
  sortTasks(all);
  adjustDeps(
    all,
    (t) => t.key.kind === "Namespace" && t.key.group === "" ? t.key.name : void 0,
    (t) => t.key.namespace !== "" ? t.key.namespace : void 0
  );
  adjustDeps(all, crdKey, (t) => `${t.key.group}/${t.key.kind}`);
  return { tasks: all.filter((t) => t.phase !== "SyncFail"), syncFail: all.filter((t) => t.phase === "SyncFail") };
}
function isNonFinal(task, tasks) {
  return tasks.length > 0 && comparePosition(task, tasks[tasks.length - 1]) < 0;
}

// src/rules/wave-order-findings.ts
var gk = (k) => `${k.group}/${k.kind}`;
var where = (t) => t.hook ? `${t.phase} hook, wave ${t.wave}` : positionLabel(t);
function finding(t, severity, fingerprint, message2, fix) {
  return { resource: t.target.key, file: t.target.file ?? null, line: t.target.line ?? null, severity, fingerprint, message: message2, fix };
}

// src/rules/wave-order-references.ts
var DEP_KINDS = /* @__PURE__ */ new Set(["/ConfigMap", "/Secret", "/ServiceAccount", "/PersistentVolumeClaim", "secrets-store.csi.x-k8s.io/SecretProviderClass"]);
var PATCHED_KINDS = /* @__PURE__ */ new Set([
  "admissionregistration.k8s.io/MutatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
  "apiregistration.k8s.io/APIService"
]);
var PATCHED_NAMES = new Set([...PATCHED_KINDS].map((k) => k.slice(k.indexOf("/") + 1)));
function effect(r) {
  switch (r.key.kind) {
    case "ServiceAccount":
      return "the API server rejects its pods (service account not found), so no pod is created";
    case "PersistentVolumeClaim":
      return "its pods stay Pending (unbound claim)";
    default:
      return r.via.startsWith("env") || r.via.startsWith("envFrom") ? "its containers fail with CreateContainerConfigError" : r.via === "imagePullSecrets" ? "its images cannot be pulled (ErrImagePull)" : "its pods stay in ContainerCreating (volume cannot be mounted)";
  }
}
function runsToCompletion(t) {
  const k = gk(t.target.key);
  if (k === "batch/Job") return true;
  if (k !== "/Pod") return false;
  const rp = isRecord(t.target.obj.spec) ? t.target.obj.spec.restartPolicy : void 0;
  return t.hook || rp === "Never" || rp === "OnFailure";
}
var FIX_ORDER = "Give the dependency a lower argocd.argoproj.io/sync-wave than its user (or the same wave), or make both hooks of the same phase with the dependency first.";
function lateDependencies(tasks, byKey, ignored, out) {
  const done = /* @__PURE__ */ new Set();
  for (const u of tasks) {
    const pod = podTemplateOf(u.target.obj, u.target.key.group, u.target.key.kind);
    if (!pod) continue;
    for (const r of referencesOf(u.target.obj, u.target.key)) {
      if (!DEP_KINDS.has(gk(r.key))) continue;
      const id = `${keyString(u.target.key)}\0${keyString(r.key)}`;
      if (done.has(id)) continue;
      const deps = byKey().get(keyString(r.key));
      const what = `${keyLabel(u.target.key)} (${where(u)}) needs ${keyLabel(r.key)} (${r.via})`;
      const fp = `${r.key.kind}/${r.key.name}`;
      if (!deps) {
        if (!ignored.has(keyString(r.key))) continue;
        done.add(id);
        out.push(
          finding(
            u,
            r.optional ? "low" : "high",
            fp,
            `${what}, but ${r.key.name} is a hook without a sync phase (Helm test/delete/rollback, Argo PreDelete/PostDelete): Argo CD never applies it during a sync, so ${effect(r)} unless it already exists.`,
            `Make ${keyLabel(r.key)} a normal resource (drop its hook annotation) or a hook of a sync phase before its user.`
          )
        );
        continue;
      }
      if (deps.some((d2) => comparePosition(d2, u) <= 0)) continue;
      if (gk(u.target.key) === "batch/CronJob") continue;
      done.add(id);
      const d = deps[0];
      const presync = u.hook && u.phase === "PreSync" && deps.every((x) => x.phase !== "PreSync");
      const message2 = presync ? `${what}, which only exists from the ${d.phase} phase on (${where(d)}). On the first sync (a new cluster or namespace, a restore) it does not exist when the PreSync hook runs: ${effect(r)}, the hook never completes and the sync hangs in PreSync. Later syncs only work because the previous revision of ${r.key.name} is still live.` : r.optional ? `${what}, which is applied later (${where(d)}). The reference is optional, so the pods start without it and miss its data until they restart.` : `${what}, which is applied later (${where(d)}). A multi-step sync waits for each step to be healthy before the next, but until ${r.key.name} exists ${effect(r)}: the first sync stalls and then fails.`;
      out.push(finding(u, r.optional ? "low" : "high", fp, message2, FIX_ORDER));
    }
  }
}
function namedLater(tasks, out) {
  const earliest = /* @__PURE__ */ new Map();
  for (const t of tasks) {
    const k = t.target.key;
    if (!(k.kind === "Service" && k.group === "" || PATCHED_NAMES.has(k.kind) && PATCHED_KINDS.has(gk(k)))) continue;
    const ks = keyString(k);
    if (!earliest.has(ks)) earliest.set(ks, t);
  }
  if (earliest.size === 0) return;
  const done = /* @__PURE__ */ new Set();
  const named = [...earliest.values()];
  for (const u of tasks) {
    if (!runsToCompletion(u)) continue;
    const pod = podTemplateOf(u.target.obj, u.target.key.group, u.target.key.kind);
    if (!pod) continue;
    const inputs = podInputs(pod.spec);
    const patches = inputs.args.some((a) => /^patch$/i.test(a) || /(^|\s)(kubectl|oc)\s.*\bpatch\b/.test(a));
    const text3 = inputs.args.join("\n");
    for (const d of named) {
      if (comparePosition(d, u) <= 0) continue;
      const k = d.target.key;
      const how = gk(k) === "/Service" && addressesService(inputs, k.name, k.namespace) && (k.namespace === u.target.key.namespace || text3.includes(`${k.name}.${k.namespace}`)) ? `connects to ${keyLabel(k)}` : PATCHED_KINDS.has(gk(k)) && patches && mentionsName(text3, k.name) ? `patches ${keyLabel(k)}` : void 0;
      const id = `${keyString(u.target.key)}\0${keyString(k)}`;
      if (!how || done.has(id)) continue;
      done.add(id);
      const first = u.hook && u.phase === "PreSync" && !d.hook;
      out.push(
        finding(
          u,
          first ? "high" : "medium",
          `${k.kind}/${k.name}`,
          `${keyLabel(u.target.key)} (${where(u)}) must run to completion and ${how} (named in its container arguments/environment), which Argo CD applies only later (${where(d)}). ` + (first ? "On the first sync it does not exist yet, so the hook cannot finish and the sync hangs in PreSync; later syncs only work against the previous revision." : "The job waits on something that comes after it, so the sync stalls until the job times out or fails."),
          `Run the job after ${k.name}: a later wave or phase (e.g. a PostSync hook), or move ${k.name} to an earlier wave. If the job does not really need it, suppress with prune-guard.io/ignore: wave-order.`
        )
      );
    }
  }
}

// src/rules/wave-order.ts
function waveOrderOptions(raw) {
  const binding = (v) => v === "WaitForFirstConsumer" || v === "Immediate" ? v : "unknown";
  const classes = {};
  if (isRecord(raw.storageClasses)) for (const [k, v] of Object.entries(raw.storageClasses)) classes[k] = binding(v);
  const lb = raw.loadBalancerStatus;
  return {
    storageClasses: classes,
    defaultStorageClassBinding: binding(raw.defaultStorageClassBinding),
    loadBalancerStatus: lb === "published" || lb === "unpublished" ? lb : "unknown"
  };
}
function storageClassOf(obj, classes, defaultClass, opts) {
  const spec = isRecord(obj.spec) ? obj.spec : {};
  if (typeof spec.volumeName === "string" && spec.volumeName !== "") return null;
  const beta = annotationsOf(obj)["volume.beta.kubernetes.io/storage-class"];
  const name = typeof spec.storageClassName === "string" ? spec.storageClassName : beta;
  if (name === "") return null;
  if (name === void 0) return defaultClass ?? { name: "(cluster default)", binding: opts.defaultStorageClassBinding };
  return { name, binding: classes.get(name) ?? opts.storageClasses[name] ?? "unknown" };
}
function pendingClaims(tasks, classes, defaultClass, opts, out) {
  const seen = /* @__PURE__ */ new Set();
  let consumersOf;
  const consumersIndex = () => {
    const m = /* @__PURE__ */ new Map();
    for (const u of tasks) {
      for (const k of new Set(referencesOf(u.target.obj, u.target.key).map((r) => keyString(r.key)))) (m.get(k) ?? m.set(k, []).get(k)).push(u);
    }
    return m;
  };
  for (const p of tasks) {
    if (p.target.key.kind !== "PersistentVolumeClaim" || p.target.key.group !== "" || seen.has(keyString(p.target.key))) continue;
    seen.add(keyString(p.target.key));
    const sc = storageClassOf(p.target.obj, classes, defaultClass, opts);
    if (!sc || sc.binding === "Immediate") continue;
    const wffc = sc.binding === "WaitForFirstConsumer";
    const mode = wffc ? `StorageClass ${sc.name} binds on first consumer (WaitForFirstConsumer)` : `the binding mode of StorageClass ${sc.name} is unknown; most cloud defaults are WaitForFirstConsumer`;
    const consumers2 = (consumersOf ??= consumersIndex()).get(keyString(p.target.key)) ?? [];
    const fix = `Put ${keyLabel(p.target.key)} in the same wave as its consumer (Argo CD applies a wave together), or use an Immediate StorageClass. Tell prune-guard the class's binding mode with the wave-order options storageClasses/defaultStorageClassBinding.`;
    if (consumers2.length > 0) {
      const first = consumers2[0];
      if (comparePosition(p, first) >= 0) continue;
      out.push(
        finding(
          p,
          wffc ? "high" : "medium",
          `consumer:${keyLabel(first.target.key)}`,
          `${keyLabel(p.target.key)} (${where(p)}) is applied before its first consumer ${keyLabel(first.target.key)} (${where(first)}); ${mode}. It stays Pending, which Argo CD counts as Progressing, so the step never completes and the consumer is never created: the sync deadlocks.`,
          fix
        )
      );
    } else if (isNonFinal(p, tasks)) {
      out.push(
        finding(
          p,
          wffc ? "medium" : "low",
          "unconsumed",
          `${keyLabel(p.target.key)} (${where(p)}) is in a step before the last one and nothing in this app mounts it; ${mode}. A Pending claim is Progressing, so the sync waits on it until something outside the app consumes it.`,
          fix
        )
      );
    }
  }
}
function stalls(tasks, opts, out) {
  const last = tasks[tasks.length - 1];
  for (const t of tasks) {
    if (t.hook || !isNonFinal(t, tasks)) continue;
    const spec = isRecord(t.target.obj.spec) ? t.target.obj.spec : {};
    const k = gk(t.target.key);
    const later = `later steps (up to the ${positionLabel(last)}) wait for its health`;
    const fix = "Move it to the last wave (or make it a hook of the right phase) so nothing waits on it.";
    if (k === "batch/Job") {
      const msg = spec.suspend === true ? `${keyLabel(t.target.key)} is a suspended non-hook Job in the ${positionLabel(t)}: it is Suspended and never completes, so ${later} forever.` : `${keyLabel(t.target.key)} is a non-hook Job in the ${positionLabel(t)}: ${later}, i.e. for the Job to complete; if it fails the sync fails. A Job that needs anything from a later wave never completes. Its pod template is also immutable, so any change to it fails to apply.`;
      out.push(
        finding(
          t,
          spec.suspend === true ? "high" : "medium",
          "stall",
          msg,
          "Make it a hook (PreSync/Sync/PostSync with a delete policy) or move it to the last wave."
        )
      );
    } else if (k === "/Pod" && (spec.restartPolicy === "Never" || spec.restartPolicy === "OnFailure")) {
      out.push(
        finding(
          t,
          "medium",
          "stall",
          `${keyLabel(t.target.key)} is a non-hook Pod with restartPolicy ${String(spec.restartPolicy)} in the ${positionLabel(t)}: it is Progressing while it runs and Degraded if it fails; ${later}.`,
          fix
        )
      );
    } else if (k === "apps/Deployment" && spec.paused === true) {
      out.push(
        finding(
          t,
          "high",
          "stall",
          `${keyLabel(t.target.key)} is a paused Deployment in the ${positionLabel(t)}: it stays Suspended, so ${later} forever.`,
          "Unpause it or move it to the last wave."
        )
      );
    } else if ((k === "networking.k8s.io/Ingress" || k === "extensions/Ingress" || k === "/Service" && spec.type === "LoadBalancer") && opts.loadBalancerStatus !== "published") {
      const what = k === "/Service" ? "a LoadBalancer Service" : "an Ingress";
      out.push(
        finding(
          t,
          opts.loadBalancerStatus === "unpublished" ? "high" : "medium",
          "stall",
          `${keyLabel(t.target.key)} is ${what} in the ${positionLabel(t)}: it is Progressing until status.loadBalancer.ingress is set, and ${later}. Where the controller does not publish that status (no cloud load balancer, ingress controller without status publishing) the sync never finishes.`,
          `${fix} If your controllers publish status, set the wave-order option loadBalancerStatus: published.`
        )
      );
    }
  }
}
function badWaves(tasks, out) {
  if (!tasks.some((t) => waveOf(t.target.obj).invalid.length > 0)) return;
  const seen = /* @__PURE__ */ new Set();
  for (const t of tasks) {
    if (seen.has(keyString(t.target.key))) continue;
    seen.add(keyString(t.target.key));
    const w = waveOf(t.target.obj);
    for (const bad2 of w.invalid) {
      const got = w.from === "default" ? "the default wave 0" : `wave ${w.wave} from ${w.from === "sync-wave" ? "argocd.argoproj.io/sync-wave" : "helm.sh/hook-weight"}`;
      if (typeof bad2.value !== "string") {
        out.push(
          finding(
            t,
            "high",
            `wave:${bad2.annotation}`,
            `${keyLabel(t.target.key)} has ${bad2.annotation}: ${JSON.stringify(bad2.value)}, which is not a string. Annotation values must be strings: the API server rejects the object, so the dry-run of the sync fails and nothing in the app is applied.`,
            `Quote the value: ${bad2.annotation}: "${String(bad2.value)}".`
          )
        );
      } else {
        out.push(
          finding(
            t,
            "medium",
            `wave:${bad2.annotation}`,
            `${keyLabel(t.target.key)} has ${bad2.annotation}: "${bad2.value}", which is not an integer for Go's strconv.Atoi (sign and digits only, no spaces or decimals). Argo CD ignores it and uses ${got}, so it is ordered differently than written.`,
            `Use an integer such as "${/-?\d+/.exec(bad2.value)?.[0] ?? "0"}".`
          )
        );
      }
    }
  }
}
function checkPlan(p, ctx, classes, defaultClass, opts) {
  const side = sideOf(p, ctx.revision);
  if (!side) return [];
  const r = side.render;
  const { tasks } = syncTasks(r);
  let index2;
  const byKey = () => {
    if (index2) return index2;
    index2 = /* @__PURE__ */ new Map();
    for (const t of tasks) {
      const ks = keyString(t.target.key);
      const list3 = index2.get(ks);
      if (list3) list3.push(t);
      else index2.set(ks, [t]);
    }
    return index2;
  };
  const ignored = new Set(r.ignored.map((t) => keyString(t.key)));
  const out = [];
  lateDependencies(tasks, byKey, ignored, out);
  namedLater(tasks, out);
  pendingClaims(tasks, classes, defaultClass, opts, out);
  stalls(tasks, opts, out);
  badWaves(tasks, out);
  return out;
}
var waveOrder = {
  id: "wave-order",
  severity: "high",
  title: "Sync order stalls or fails the sync",
  kind: "state",
  check(ctx) {
    const opts = waveOrderOptions(ctx.options);
    const classes = /* @__PURE__ */ new Map();
    let defaultClass;
    const learn = (name, obj) => {
      const binding = obj.volumeBindingMode === "WaitForFirstConsumer" ? "WaitForFirstConsumer" : "Immediate";
      classes.set(name, binding);
      if (annotationsOf(obj)["storageclass.kubernetes.io/is-default-class"] === "true") defaultClass = { name, binding };
    };
    for (const obj of ctx.graph?.storageClasses?.[ctx.revision] ?? []) {
      const name = isRecord(obj.metadata) ? obj.metadata.name : void 0;
      if (typeof name === "string" && name !== "") learn(name, obj);
    }
    for (const p of ctx.plans) {
      for (const t of sideOf(p, ctx.revision)?.render?.resources.values() ?? []) {
        if (t.key.kind === "StorageClass" && t.key.group === "storage.k8s.io") learn(t.key.name, t.obj);
      }
    }
    const out = [];
    for (const p of ctx.plans) for (const f4 of checkPlan(p, ctx, classes, defaultClass, opts)) out.push({ ...appRef(p), ...f4 });
    return out;
  }
};
function repositoryStorageClasses(files) {
  const out = [];
  for (const f4 of files) {
    if (!/\.(ya?ml|json)$/.test(f4.path) || !/kind["']?\s*:\s*["']?StorageClass\b/.test(f4.text)) continue;
    try {
      for (const d of parseYamlStream(f4.text).docs) {
        const obj = d.value;
        if (isRecord(obj) && obj.kind === "StorageClass" && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith("storage.k8s.io/"))
          out.push(obj);
      }
    } catch {
    }
  }
  return out;
}

// src/render/helm/template-calls.ts
var RANDOM_FUNCTIONS = [
  "randAlphaNum",
  "randAlpha",
  "randNumeric",
  "randAscii",
  "randBytes",
  "randInt",
  "uuidv4",
  "shuffle",
  "genCA",
  "genCAWithKey",
  "genPrivateKey",
  "genSelfSignedCert",
  "genSelfSignedCertWithKey",
  "genSignedCert",
  "genSignedCertWithKey",
  "htpasswd",
  "bcrypt",
  "encryptAES",
  "now",
  "dateInZone",
  "unixEpoch"
];
var LOOKUP = "lookup";
var ACTION = /\{\{-?([\s\S]*?)-?\}\}/g;
var OPENERS = /^(if|range|with|block|define)\b/;
function parseTemplate(path, text3) {
  const file = { path, actions: [], defines: /* @__PURE__ */ new Map() };
  let current;
  let depth = 0;
  for (const m of text3.matchAll(ACTION)) {
    const body = m[1].trim();
    if (body.startsWith("/*")) continue;
    const line = text3.slice(0, m.index).split("\n").length;
    const action = { text: body, line };
    const define = /^define\s+"([^"]+)"/.exec(body);
    if (define && !current) {
      current = { name: define[1], depth, actions: [] };
      depth++;
      continue;
    }
    if (OPENERS.test(body)) depth++;
    else if (/^end\b/.test(body)) {
      depth--;
      if (current && depth === current.depth) {
        file.defines.set(current.name, current.actions);
        current = void 0;
        continue;
      }
    }
    ;
    (current ? current.actions : file.actions).push(action);
  }
  if (current) file.defines.set(current.name, current.actions);
  return file;
}
function calls(text3, fns) {
  return fns.filter((fn) => new RegExp(`(^|[\\s(|])${fn}(\\s|\\)|$)`).test(text3));
}
var ChartTemplates = class {
  files = /* @__PURE__ */ new Map();
  defines = /* @__PURE__ */ new Map();
  constructor(texts) {
    const depth = (p) => p.split("/").length;
    const helmOrder = ([a], [b]) => depth(b) - depth(a) || (a < b ? 1 : a > b ? -1 : 0);
    for (const [path, text3] of Object.entries(texts).sort(helmOrder)) {
      const f4 = parseTemplate(path, text3);
      this.files.set(path, f4);
      for (const [name, actions] of f4.defines) this.defines.set(name, { file: path, actions });
    }
  }
  /** Uses of `fns` reachable from the top-level actions of `path`, following include/template calls (cycle-safe). */
  reachable(path, fns) {
    const file = this.files.get(path);
    if (!file) return [];
    const out = [];
    const seen = /* @__PURE__ */ new Set();
    const visit = (actions, where2, define) => {
      for (const a of actions) {
        for (const fn of calls(a.text, fns)) out.push({ fn, file: where2, line: a.line, define });
        for (const m of a.text.matchAll(/\b(?:include|template|tpl)\s+"([^"]+)"/g)) {
          const name = m[1];
          const d = this.defines.get(name);
          if (!d || seen.has(name)) continue;
          seen.add(name);
          visit(d.actions, d.file, name);
        }
      }
    };
    visit(file.actions, path);
    return out;
  }
};

// src/rules/helm-lookup.ts
var helmLookup = {
  id: "helm-lookup",
  severity: "medium",
  title: "A chart template calls lookup, which is always empty under Argo CD",
  kind: "state",
  check({ plans, revision }) {
    const out = [];
    for (const p of plans) {
      const side = sideOf(p, revision);
      if (!side?.render || !side.templates || Object.keys(side.templates).length === 0) continue;
      const templates = new ChartTemplates(side.templates);
      const seen = /* @__PURE__ */ new Set();
      for (const t of [...side.render.resources.values(), ...side.render.hooks]) {
        if (!t.file || seen.has(t.file)) continue;
        seen.add(t.file);
        const uses = templates.reachable(t.file, [LOOKUP]);
        if (uses.length === 0) continue;
        const u = uses[0];
        const via = u.file !== t.file ? ` through ${u.define ? `"${u.define}" (${u.file}:${u.line})` : `${u.file}:${u.line}`}` : "";
        out.push({
          ...appRef(p),
          severity: "medium",
          resource: t.key,
          file: u.file,
          line: u.line,
          fingerprint: t.file,
          message: `${t.file} (rendering ${keyLabel(t.key)}) calls lookup${via}. Argo CD renders without cluster access, so lookup is always empty: the template takes its "not found" branch on every render, unlike helm install.`,
          fix: "Do not rely on lookup under Argo CD: supply the value through values (e.g. an existing Secret name), or generate it outside the chart."
        });
      }
    }
    return out;
  }
};

// src/argocd/hooks.ts
var HOOK_ANNOTATION = "argocd.argoproj.io/hook";
var HELM_HOOK_ANNOTATION = "helm.sh/hook";
var HOOK_DELETE_POLICY_ANNOTATION = "argocd.argoproj.io/hook-delete-policy";
var HELM_HOOK_DELETE_POLICY_ANNOTATION = "helm.sh/hook-delete-policy";
var ARGO_TYPES = ["PreSync", "Sync", "PostSync", "SyncFail", "Skip"];
var HELM_TO_ARGO = {
  "pre-install": "PreSync",
  "pre-upgrade": "PreSync",
  "post-install": "PostSync",
  "post-upgrade": "PostSync"
};
function csv(v) {
  return [
    ...new Set(
      v.split(",").map((s) => s.trim()).filter((s) => s !== "")
    )
  ];
}
function classifyHook(obj) {
  const raw = metadataOf(obj).annotations;
  if (!isRecord(raw) || !(HOOK_ANNOTATION in raw || HELM_HOOK_ANNOTATION in raw)) return { kind: "resource" };
  const ann = annotationsOf(obj);
  const argo = ann[HOOK_ANNOTATION];
  if (argo !== void 0) {
    const types = csv(argo).filter((t) => ARGO_TYPES.includes(t));
    const phases2 = types.filter((t) => t !== "Skip");
    if (types.length > 0 && phases2.length === 0) return { kind: "skip" };
    if (phases2.length > 0) return { kind: "hook", phases: phases2, source: "argocd", raw: argo };
    const helmPhases = helmPhasesOf(ann[HELM_HOOK_ANNOTATION]);
    if (helmPhases.length > 0) return { kind: "hook", phases: helmPhases, source: "helm", raw: ann[HELM_HOOK_ANNOTATION] };
    return { kind: "ignored", source: "argocd", raw: argo };
  }
  const helm = ann[HELM_HOOK_ANNOTATION];
  if (helm === void 0 || helm.trim() === "crd-install") return { kind: "resource" };
  const phases = helmPhasesOf(helm);
  if (phases.length === 0) return { kind: "ignored", source: "helm", raw: helm };
  return { kind: "hook", phases, source: "helm", raw: helm };
}
function helmPhasesOf(v) {
  if (v === void 0) return [];
  return [
    ...new Set(
      csv(v).map((t) => HELM_TO_ARGO[t]).filter((p) => p !== void 0)
    )
  ];
}
function hookDeletePolicies(obj) {
  const ann = annotationsOf(obj);
  const map2 = {
    "before-hook-creation": "BeforeHookCreation",
    "hook-succeeded": "HookSucceeded",
    "hook-failed": "HookFailed"
  };
  const out = /* @__PURE__ */ new Set();
  for (const p of csv(ann[HOOK_DELETE_POLICY_ANNOTATION] ?? "")) {
    if (["BeforeHookCreation", "HookSucceeded", "HookFailed"].includes(p)) out.add(p);
  }
  for (const p of csv(ann[HELM_HOOK_DELETE_POLICY_ANNOTATION] ?? "")) if (map2[p]) out.add(map2[p]);
  return out.size > 0 ? [...out].sort() : ["BeforeHookCreation"];
}

// src/rules/hook-on-long-lived.ts
var RBAC2 = "rbac.authorization.k8s.io";
var NEVER_RECREATED = {
  "/PersistentVolumeClaim": "the volume behind it, and its data, go with every deletion",
  "/PersistentVolume": "the volume, and with the Delete reclaim policy its data, go with every deletion",
  "/Namespace": "deleting a Namespace deletes every object inside it, including other apps' objects",
  "apiextensions.k8s.io/CustomResourceDefinition": "deleting a CRD deletes every custom resource of that kind in the cluster",
  "apps/Deployment": "its pods are deleted with it, so every sync is an outage",
  "apps/StatefulSet": "its pods are deleted with it, so every sync is an outage",
  "apps/DaemonSet": "its pods are deleted with it on every node, so every sync is an outage",
  "apps/ReplicaSet": "its pods are deleted with it, so every sync is an outage",
  "/ReplicationController": "its pods are deleted with it, so every sync is an outage",
  "argoproj.io/Rollout": "its pods are deleted with it, so every sync is an outage",
  "batch/CronJob": "its schedule and job history are reset, and a running job is killed, on every sync"
};
var ALWAYS_IN_USE = /* @__PURE__ */ new Set([
  "admissionregistration.k8s.io/MutatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
  "apiregistration.k8s.io/APIService",
  "networking.k8s.io/Ingress",
  "extensions/Ingress",
  "networking.k8s.io/IngressClass",
  "networking.k8s.io/NetworkPolicy",
  "policy/PodDisruptionBudget",
  "autoscaling/HorizontalPodAutoscaler",
  "scheduling.k8s.io/PriorityClass",
  "storage.k8s.io/StorageClass",
  "/ResourceQuota",
  "/LimitRange"
]);
var BY_CONSUMER = /* @__PURE__ */ new Set([
  "/ServiceAccount",
  "/ConfigMap",
  "/Secret",
  "/Service",
  `${RBAC2}/Role`,
  `${RBAC2}/RoleBinding`,
  `${RBAC2}/ClusterRole`,
  `${RBAC2}/ClusterRoleBinding`,
  "secrets-store.csi.x-k8s.io/SecretProviderClass"
]);
var gk2 = (t) => `${t.key.group}/${t.key.kind}`;
var applied2 = (t) => t.hook.kind === "resource" || t.hook.kind === "hook";
var phasesOf = (t) => t.hook.kind === "hook" ? t.hook.phases : ["Sync"];
function consumers(targets) {
  const direct = /* @__PURE__ */ new Map();
  const push = (k, u) => void (direct.get(k) ?? direct.set(k, []).get(k)).push(u);
  for (const t of targets) for (const r of referencesOf(t.obj, t.key)) push(keyString(r.key), { by: t, via: r.via });
  const pods = targets.map((t) => ({ t, pod: podTemplateOf(t.obj, t.key.group, t.key.kind) })).filter((x) => x.pod !== void 0);
  const of = (t, seen) => {
    const ks = keyString(t.key);
    if (seen.has(ks)) return [];
    seen.add(ks);
    const uses = [...direct.get(ks) ?? []];
    if (t.key.group === RBAC2 && (t.key.kind === "RoleBinding" || t.key.kind === "ClusterRoleBinding")) {
      for (const r of referencesOf(t.obj, t.key)) {
        if (r.key.kind !== "ServiceAccount") continue;
        for (const u of direct.get(keyString(r.key)) ?? []) {
          if (u.via === "serviceAccountName") uses.push({ by: u.by, via: `runs as bound ServiceAccount ${r.key.name}` });
        }
      }
    }
    if (t.key.group === RBAC2 && (t.key.kind === "Role" || t.key.kind === "ClusterRole")) {
      for (const u of direct.get(ks) ?? []) for (const v of of(u.by, seen)) uses.push({ by: v.by, via: `${v.via}, via ${keyLabel(u.by.key)}` });
    }
    if (t.key.group === "" && t.key.kind === "Service") {
      const selector = isRecord(t.obj.spec) ? t.obj.spec.selector : void 0;
      for (const p of pods) {
        if (p.t.key.namespace === t.key.namespace && selectorMatches(selector, p.pod.labels)) uses.push({ by: p.t, via: "its selector matches their pods" });
      }
    }
    return uses;
  };
  return (t) => of(t, /* @__PURE__ */ new Set());
}
function hookDescription(t) {
  const ann = annotationsOf(t.obj);
  const raw = ann[HOOK_ANNOTATION] !== void 0 ? `${HOOK_ANNOTATION}: ${ann[HOOK_ANNOTATION]}` : `${HELM_HOOK_ANNOTATION}: ${ann[HELM_HOOK_ANNOTATION]}`;
  return `${phasesOf(t).join("/")} hook (${raw})`;
}
function lifecycle(t) {
  const policies = hookDeletePolicies(t.obj);
  const parts = [];
  if (policies.includes("BeforeHookCreation")) parts.push("deleted and created again at the start of its phase on every sync");
  if (policies.includes("HookSucceeded")) parts.push("deleted again as soon as the sync succeeds, so it is missing between syncs");
  if (parts.length === 0) parts.push(`created by the sync and left to its ${policies.join("/")} delete policy`);
  return `Argo CD runs hooks instead of managing them: it is ${parts.join(", and ")}. It is not part of the diff, self-heal or prune, so a missing or drifted copy is never restored.`;
}
var FIX = "Strip the hook annotations so Argo CD manages it as a normal resource: a chart value that turns the hook off, or a kustomize patch (`op: remove`, `path: /metadata/annotations/helm.sh~1hook`, and the delete-policy/weight keys). Order it with argocd.argoproj.io/sync-wave instead. Keep hooks for the Jobs and Pods that do one-off work.";
function describeUses(uses) {
  const seen = /* @__PURE__ */ new Set();
  const parts = [];
  for (const u of uses) {
    const s = `${keyLabel(u.by.key)} (${u.via})`;
    if (!seen.has(s)) parts.push(s);
    seen.add(s);
  }
  return parts.length > 3 ? `${parts.slice(0, 3).join("; ")}; and ${parts.length - 3} more` : parts.join("; ");
}
function checkRender(targets) {
  const out = [];
  const live2 = targets.filter(applied2);
  let index2;
  const usesOf = (t) => (index2 ??= consumers(live2))(t);
  for (const t of live2) {
    if (t.hook.kind !== "hook") continue;
    const kind = gk2(t);
    const what = `${keyLabel(t.key)} is a ${hookDescription(t)}.`;
    const base = { resource: t.key, file: t.file ?? null, line: t.line ?? null, fix: FIX };
    const lost = NEVER_RECREATED[kind];
    if (lost) {
      out.push({ ...base, severity: "high", message: `${what} ${lifecycle(t)} For a ${t.key.kind}, ${lost}.` });
      continue;
    }
    if (ALWAYS_IN_USE.has(kind)) {
      out.push({
        ...base,
        severity: "high",
        message: `${what} ${lifecycle(t)} A ${t.key.kind} acts on the cluster for as long as it exists, so its effect is gone whenever Argo CD deletes it.`
      });
      continue;
    }
    if (!BY_CONSUMER.has(kind)) continue;
    const uses = usesOf(t);
    const outside = uses.filter((u) => u.by.hook.kind === "resource");
    const aggregated = kind === `${RBAC2}/ClusterRole` && Object.entries(labelsOf(t.obj)).some(([k, v]) => k.startsWith("rbac.authorization.k8s.io/aggregate-to-") && v === "true");
    if (outside.length > 0 || aggregated) {
      const who = aggregated && outside.length === 0 ? "Kubernetes aggregates it into other ClusterRoles (aggregate-to label), which lose these permissions" : `Non-hook objects use it: ${describeUses(outside)}. They lose it`;
      out.push({ ...base, severity: "high", message: `${what} ${lifecycle(t)} ${who} during every sync, and for good if it goes missing.` });
      continue;
    }
    if (uses.length === 0) {
      out.push({
        ...base,
        severity: "medium",
        message: `${what} ${lifecycle(t)} No hook Job or Pod in this app uses it, so it is presumably meant for something that lives on (another app, an operator, people), which loses it during every sync.`
      });
    }
  }
  return out;
}
var hookOnLongLived = {
  id: "hook-on-long-lived",
  severity: "high",
  title: "A long-lived object is declared as a sync hook",
  kind: "state",
  check(ctx) {
    const out = [];
    for (const p of ctx.plans) {
      const side = sideOf(p, ctx.revision);
      if (!side) continue;
      const r = side.render;
      for (const f4 of checkRender([...r.resources.values(), ...r.hooks])) out.push({ ...appRef(p), ...f4 });
    }
    return out;
  }
};

// node_modules/re2js/build/index.js
var RE2Flags = class RE2Flags2 {
  static FOLD_CASE = 1;
  static LITERAL = 2;
  static CLASS_NL = 4;
  static DOT_NL = 8;
  static ONE_LINE = 16;
  static NON_GREEDY = 32;
  static PERL_X = 64;
  static UNICODE_GROUPS = 128;
  static WAS_DOLLAR = 256;
  static LOOKBEHIND = 512;
  static MATCH_NL = RE2Flags2.CLASS_NL | RE2Flags2.DOT_NL;
  static PERL = RE2Flags2.CLASS_NL | RE2Flags2.ONE_LINE | RE2Flags2.PERL_X | RE2Flags2.UNICODE_GROUPS;
  static POSIX = 0;
  static UNANCHORED = 0;
  static ANCHOR_START = 1;
  static ANCHOR_BOTH = 2;
};
var PublicFlags = {
  CASE_INSENSITIVE: 1,
  DOTALL: 2,
  MULTILINE: 4,
  DISABLE_UNICODE_GROUPS: 8,
  LONGEST_MATCH: 16,
  LOOKBEHINDS: 512
};
var ASCII_SIZE = 128;
var ASCII_TO_UPPER = new Int32Array(ASCII_SIZE);
var ASCII_TO_LOWER = new Int32Array(ASCII_SIZE);
var MAX_BMP = 65535;
for (let i = 0; i < ASCII_SIZE; i++) {
  if (i >= 97 && i <= 122) ASCII_TO_UPPER[i] = i - 32;
  else ASCII_TO_UPPER[i] = i;
  if (i >= 65 && i <= 90) ASCII_TO_LOWER[i] = i + 32;
  else ASCII_TO_LOWER[i] = i;
}
var Codepoint = class {
  static CODES = Object.freeze({
    "\x07": 7,
    "\b": 8,
    "	": 9,
    "\n": 10,
    "\v": 11,
    "\f": 12,
    "\r": 13,
    " ": 32,
    '"': 34,
    $: 36,
    "&": 38,
    "'": 39,
    "(": 40,
    ")": 41,
    "*": 42,
    "+": 43,
    "-": 45,
    ".": 46,
    0: 48,
    1: 49,
    2: 50,
    3: 51,
    4: 52,
    5: 53,
    6: 54,
    7: 55,
    8: 56,
    9: 57,
    ":": 58,
    "<": 60,
    ">": 62,
    "?": 63,
    A: 65,
    B: 66,
    C: 67,
    F: 70,
    P: 80,
    Q: 81,
    U: 85,
    Z: 90,
    "[": 91,
    "\\": 92,
    "]": 93,
    "^": 94,
    _: 95,
    "`": 96,
    a: 97,
    b: 98,
    f: 102,
    i: 105,
    m: 109,
    n: 110,
    r: 114,
    s: 115,
    t: 116,
    v: 118,
    x: 120,
    z: 122,
    "{": 123,
    "|": 124,
    "}": 125
  });
  static toUpperCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_UPPER[codepoint];
    const s = String.fromCodePoint(codepoint).toUpperCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toLowerCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
  static toLowerCase(codepoint) {
    if (codepoint < ASCII_SIZE) return ASCII_TO_LOWER[codepoint];
    const s = String.fromCodePoint(codepoint).toLowerCase();
    const expectedLen = s.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (s.length > expectedLen) return codepoint;
    const sOrigin = String.fromCodePoint(s.codePointAt(0)).toUpperCase();
    const originExpectedLen = sOrigin.codePointAt(0) > MAX_BMP ? 2 : 1;
    if (sOrigin.length > originExpectedLen || sOrigin.codePointAt(0) !== codepoint) return codepoint;
    return s.codePointAt(0);
  }
};
var UnicodeRangeTable = class {
  /**
  * @param {Uint32Array | number[]} data
  * @param {boolean} isStride1
  */
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  getLo(index2) {
    return this.data[index2 * this.SIZE];
  }
  getHi(index2) {
    return this.data[index2 * this.SIZE + 1];
  }
  getStride(index2) {
    return this.isStride1 ? 1 : this.data[index2 * this.SIZE + 2];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};
var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
var B64_MAP = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) B64_MAP[B64.charCodeAt(i)] = i;
var decodeVLQ = (str3) => {
  const res = [];
  let value2 = 0;
  let shift = 0;
  for (let i = 0; i < str3.length; i++) {
    const digit = B64_MAP[str3.charCodeAt(i)];
    value2 |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value2);
      value2 = 0;
      shift = 0;
    } else shift += 5;
  }
  return res;
};
var decodeRanges = (str3, isStride1) => {
  const res = decodeVLQ(str3);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out = new Uint32Array(numRanges * 3);
  let current = 0;
  let resIdx = 0;
  for (let i = 0; i < numRanges; i++) {
    current += res[resIdx++];
    out[i * 3] = current;
    current += res[resIdx++];
    out[i * 3 + 1] = current;
    out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out;
};
var decodeOrbit = (str3) => {
  const res = decodeVLQ(str3);
  const map2 = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i = 0; i < res.length; i += 2) {
    currentKey += res[i];
    const zz = res[i + 1];
    const delta = zz >>> 1 ^ -(zz & 1);
    map2.set(currentKey, currentKey + delta);
  }
  return map2;
};
var LazyMap = class {
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key2) {
    return Object.hasOwn(this.initializer, key2);
  }
  get(key2) {
    if (this.cache.has(key2)) return this.cache.get(key2);
    const val = this.has(key2) ? this.initializer[key2]() : null;
    this.cache.set(key2, val);
    return val;
  }
};
var UnicodeTables = class {
  static _CASE_ORBIT = null;
  static get CASE_ORBIT() {
    if (!this._CASE_ORBIT) this._CASE_ORBIT = decodeOrbit("rCgCIgCY+rQI4QiCuuBLgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCCgCBgCBgCBgCBgCBgCBgCB+7OB-BB-BB-BB-BB-BBskQB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BC-BB-BB-BB-BB-BB-BB-BByHBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBxHBCBBBCBBBCBBB3SBmMBkNBCBBBCBBB8MBCBBB6MB6MBCBBC+EB0MB2MBCBBB6MB+MBiGBmNBiNBCBBBmKBikzCBmNBqNBkIBsNBCBBBCBBBCBBB0NBCBBB0NDCBBB0NBCBBByNByNBCBBBCBBB2NBCBBDCBBCwDFCBCBDBCBCBDBCBCBDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB9EBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCCBCBDBCBBBhGBvDBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBjICCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBH2iVBCBBBlKBwiVB+jVB+jVBCBBBlMBqEBuEBCBBBCBBBCBBBCBBBCBBB+hVB4hVB8hVBjNB7MC5MB5MCzMC1MB+0yCE5MB20yCC9MBu2yCBwyyCBo0yCChNBlNBo0yCBu-UBi0yCDlNC6-UBpNDrNIu+UDzNCm0yCBzNE0yyCBzNBpEBxNBxNBtEG1NLqxyCBkxyCnFoFrBCBBBCBBDCBBEkIBkIBkICoHHsCCqCBqCBqCCgEC+DB+DBmkOBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCC+BBgCBgCBgCBgCBgCBgCBgCBgCBrCBpCBpCBpCBmjOB-BB8BB-BB-BBgEB-BB-BByBBqgOBsDB-BBtwBB-BB-BB-BBsBBgDBCB-BB-BB-BBeB-BB-BB61OB-BB-BB-DB9DB9DBQB7DBmCE9CBrDBPBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBrFB-EBOBnHB3FB-FCCBBBNBCBBCjIBjIBjIBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgFBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB8kMB-BB6kMB-BB-BB-BB-BB-BB-BB-BB-BB-BBokMB-BB-BBkkMBkkMB-BB-BB-BB-BB-BB-BB-BB4jMB-BB-BB-BB-BB-BB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EB-EBCBBBCBoiMBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBJCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBeBCBBBCBBBCBBBCBBBCBBBCBBBCBBBdBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBCgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDL-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-C64CgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOBgmOCgmOGgmODg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FBg8FDg8FBg8FBg8FhVg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBg9rCBQBQBQBQBQBQDPBPBPBPBPBPjkC7mMB5mMBnmMBjmMBCBlmMB3lMBpiMBk8kCBCBBG-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FB-7FD-7FB-7FB-7F6FoglCEsuHRwjlCyDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCB0DBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBG1DD97OCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQDPBPBPBPBPBPEQCQCQCQCPCPCPCPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPB0EB0EBsFBsFBsFBsFBoGBoGBgIBgIBgHBgHB8HB8HDQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQBQBQBQBQBQBQBPBPBPBPBPBPBPBPBQBQCSFPBPBzEBzEBRCxnOFSFrFBrFBrFBrFBREQBQClkOFPBPBnGBnGFQBQCljOCODPBPB-GB-GBNHSF-HB-HB7HB7HBRqJ53OE9tQBrmQH4Bc3BSgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBgBBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfBfECBByZ0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BB0BBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzBBzB34BgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDBgDB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CB-CBCBBBt-UBruHBt+UB1iVBviVBCBBBCBBBCBBB3hVB5-UB9hVB7hVCCBBCCBBI9jVB9jVBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBICBBBCBBECBBN-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOB-lOC-lOG-lOzoeCBBBCBBBCBBBCBBBCBBBCBl8kCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBTCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBnECBBBCBBBCBBBCBBBCBBBCBBBCBBDCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBKCBBBCBBBnglCBCBBBCBBBCBBBCBBBCBBECBBBvyyCDCBBBCBBBgDCCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBn0yCB90yCB10yCBh0yCBn0yCCjxyCBzyyCBpxyCBg6BBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBB-CBl0yCBvjlCBCBBBCBBBt2yCBCBBBCBBBCBBBCBBBCBBBCBBBCBBBCBBBhkzCZCBB9a-5Bd-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCB-8rCm6TCBB7gBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCH-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BmlBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvChDwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCBwCFvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvCBvC1DuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCBuCCuCBuCBuCBuCBuCBuCBuCCuCBuCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCBtCCtCBtCBtCBtCBtCBtCBtCCtCBtCk2BgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEBgEO-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-DB-D+CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCL-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-B74CgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhrVgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCBgCB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BB-BhB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BB2BD1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BB1BtxekCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBkCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjCBjC");
    return this._CASE_ORBIT;
  }
  static _Print = null;
  static get Print() {
    if (!this._Print) this._Print = new UnicodeRangeTable(decodeRanges("hB9CBjBLBCpWBDFBFGBCCCBSBCsMBClBBDxBBDCBC2BBJaBFFBSVBC-FBCvBBD6BBDkDBP6BBDwBBDOBCbBDCCBJBGfBIqCBCgFBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYBDCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPBLCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGBCCBCHBDBBDVBCGBCBBCEBDIBDBBDCBICBFBBCEBDRBLBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBGMBCCBCWBCPBDIBCCBCDBIBBCCBCBBDDBDJBIVBCCBCWBCJBCEBDIBCCBCDBIBBGCBCDBDJBCCBNMBCCBCyBBCCBCFBFPBDZBCCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBN5BBFcBmBBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDBhBnCBCjBBFmBBCjBBCOBCMBmBlGBCGGD4LBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBH1CBDFBD-TBCbBE4CBIVBKXBKTBNMBCCBCBBN9CBDJBHJBHNBCKBH4CBIqBBGlCBLeBCLBFLBFEEBoBBDEBMrBBFZBHKBE9BBDgCBCcBDKBHJBHNBDtBBDLBVsCBClFBJ7BBEOBE9BBGqBBDKBJqBBG1QBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBSXBJuBBSBBDaBCMBEhBBPgBBQrEBF5UBXKBWz4BBD9LBGsBBCGGD3BBIBBPXBKGBCGBCGBCGBCGBCGBCGBCGBC9DBjBZBC4CBN1GBbPBC+BBC1CBDmDBGqBBC9CBC1CBKvBBCszcBE2BBK7KBV3FBJ8GBV7BBEJBH3BBJlCBJLBHzDBMdBEtCBCKBFgBBC2BBKNBDJBDmDBZbBLFBDFBDFBKGBCGBC7BBF9DBDJBHj9KBNWBFwBBloItLBDpDBnBGBNEBGZBCEBCCCBCCBCCBoUBhBpBBHyBBCSBCDBFEBCmEBF9FBEFBDFBDFBDCBEGBCGBOBBDLBCZBCSBCBBCOBDNBjB6DBGCBFsBBE3CBCMBEwBwBBsBBjEcBEwBBQbBFjBBKdBGqBBGdBCkBBFNBrB9EBDJBHjBBFjBBFnBBJzBBMLBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBCnCBJIBxBSBCBBGgBBEaBGaBnB3BBFTBDxBBCBBGHBCCBCcBDCBFJBIIBI-BBhBmBBFLBK1BBEcBDaBGZBIDBNGBxCoCB4ByBBOyBBItBBJJBHlBBEcBJBBxGeBCpBBCCBDBBRFBJIBiBtBBJpBBXZBnBbBVWBKtCBFjBBK9BBCEBOYBIJBH0BBCRBJmBBK-CBCTBMRBCuBB-BGBCCCBCBCOBCKBH6BBGJBHDBCHBDBBDVBCGBCBBCEBCJBDBBDCBDHHGGBDGBEEBMJBCDDClBBCJBCDDCDBCJBCBBJBBe7CBCEBfnCBJJBnF1BBDlBBjBkCBMJBHMBU5BBHJBHTBdaBDOBFWB6F7BBlDyCBNHBDDDBGBCBBCdBCBBDLBKJBnCHBDtBBDKBcnCBJyCBOoCBIJB3CHB5ChBBPJBHIBCsBBCNBLcBEfBDVBCNBqCGBCBBCrBBECCBCCBHBJJBHFBCBBCkBBCBBCFBIJBHrBBFJB3HYBIQBCoBBEcB2CQQBwBBO6cBnDuDBCEBMjGBtyCiDBOvhBBRVBL68DBGmSB61G5BBn2B4RBIeBCJBFwCBCJBHdBDFBLlCBLJBCGBCUBGSBxN5BBnG6CBGYBDYBtBqCBF4BBIQBhCEBMGBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBDDBh7D8HBEzNBHWBQQBQtBBDWBKzDB9B1HBLmBBDpCBJvDBWlCB7DTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBD9VBQEBCOBxiBeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBENBDJBFBBhKeBS5BBGxOxOBoBB3GqBBFhGhGBdBCVBJBBhHGBCDBCBBCOBCkGBDPBqBrCBFJBFBByYjCBtC8BBjGDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBBvIrBBFjDBNOBDOBCOBCkBBLtFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBmgB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIBnkzVvHB", false));
    return this._Print;
  }
  static CATEGORIES = new LazyMap({
    C: () => new UnicodeRangeTable(decodeRanges("AfBgDgBBOrWrWBHHBCBICCVuMuMnBBBzBBBE4B4BBGBcDBHQBXhGhGxBBB8BBBmDNB8BBByBBBQddBCCMEBhBGBsCiFiFJBBDBBXIICCBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBPMMBEB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKMMBDBbEByBPBDBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCB-FCBHBBHBBHBBECBIIIBLBDBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIB-BGGBLBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMBxhBPBXJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBF-6DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBrCHBxDUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIlkzVBxHvw-FB", false)),
    Cc: () => new UnicodeRangeTable(decodeRanges("AfgDgB", true)),
    Cf: () => new UnicodeRangeTable(decodeRanges("tFzqBzqBBEBXhGhGyBhMhMBxCxCs5D9-B9-BBDBbEByBEBCJBw03B6H6HBBBimEQQj7IPBhjiBDBwmFHBn0rYffB+CB", false)),
    Cn: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBDBvzIBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-BB---BBB---BBB", false)),
    Co: () => new UnicodeRangeTable(decodeRanges("gg4B-nGh4hc9--BD9--B", true)),
    Cs: () => new UnicodeRangeTable(decodeRanges("gg2B--B", true)),
    L: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICCiEEBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoCaBFDBuBqBBkBBBCiDBCQQBIIBLLBBBDRRCdBe4CBMZZBfBKBBFGGBUBFKKEYYBXBIKBGXBCGBRpBB7B1BBETTIJBQPBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNGB7BBBCCCBDBCXBCCCBIBCBBKDDBDBCWWBCBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNSSBkBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBkBFFkC4CBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBzC+C+CBtBBSHB3BdBOBBLrBBbjBBqBCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBhC1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBF1B1BB8zC8zCBjHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBxC2O2OBrBrBBDBGBBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBReBDlCByBIBDmDBDxCBVQBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBdRRBDBCJBLEBCoBBYCBCHBVWBEEEBwBBCEEBDDBDBDCCZCBDKBICBNFBDFBDFBKGBCGBCqBBCNBHyDBej9KBNWBFwBBloItLBDpDBnBGBNEBGCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBxB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOjBBnBbBKWB7HpBBHBBRFB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB1D-BBgBHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBqBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBGjCjCBLBhCBBCPPBNNB0mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBn7F0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFBmI9BBzEsBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCCBCBBCGBDEBKBBhHGBCDBCBBCOBCkGB8BjCBI1lB1lBBCBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    LC: () => new UnicodeRangeTable(decodeRanges("hCZBHZB7BLLBVBCeBCiGBCDBFvGBDZBhGDBDBBECBCHHCCBCCCBSBCyCBCqEBJlFBClBBKoBB44ClBBCGGDqBBDCBhV1CBDFBjkCKBGqBBDCBhCrBBgCMBChBBmD1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGBmIFFDJBCEEBDBHGCBCBCFBFDDBCBGEBF1B1BB8zC8zCB6DBDmDBHDBEBBNlBBCGGzoetBBTbBnEtCBCWBEDBCsCBZBBE2Z2ZBpBBGIBIvCBh6TGBNEBqgBZBHZBmlBvCBhDjBBFjBB1DKBCOBCGBCBBCKBCOBCGBCBBk2ByBBOyBB+CVBLVB74C-BBhrV-BBhBYBDYBtpZ0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BJBCTBHFB2uCjCB", false)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDZBiGCCEEEBBBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBDCB5XFBjkCIBC2D2DBqBBgCMBChBBnD0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBBzIEEBEEcKFDBBJDBF2B2Bs1CvBBCEEBGCFCCBCCBEBGiDCBIICFFNlBBCGG0oesBCUaCoEMCBBBC+BCBGBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCbEE2ZqBBGIBIvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFB4vChBB", false)),
    Lm: () => new UnicodeRangeTable(decodeRanges("wVRBFLBPEBICCmEGG-OnHnHlFBBuIBBFgBgBKEEhFoFoF1mBgEgE2R72B72BsDkTkTxOFBvF+BBOjBjBBjBByVOORMBg-CBByHgGgG2OsBsBBDBGiDiDB+C+CBBB34bjnBjnBBEBvIzDzDdBB6DIBxCYYpDDBEBB2OXXqEtDtDWBBoDDBKngVngVuBBBh-BFBCpBBCIB0sBhBhB2K04D04DnrTDB9PCBpBBBnRMBhCBBCPPB9-P9-PBCBCGBCBByhM9BBqGGBud0Q0QsSAB", false)),
    Lo: () => new UnicodeRangeTable(decodeRanges("qFQQhIFFBCBxGBB7ZaBFDBuBfBCJBkBBBCiDBCZZBLLBBBDRRCdBe4CBMZZBfBWVBrBYBIKBGXBCGBRoBB8B1BBETTIJBROBFHBDBBDVBCGBCEEBCBERROBBCCBPBBLJJBEBFBBDVBCGBCBBCBBCBBgBDBCUUBBBRIBCCBCVBCGBCBBCEBETTQBBYMMBGBDBBDVBCGBCBBCEBEffBCCBBBQSSCFBECBCDBEBBCCCBEEBEEBBBELBX1B1BBGBCCBCWBCPBEbbBBBCBBDBBfFFBGBCCBCWBCJBCEBEffBBBCBBQBBSIBCCBCoBBDRRGCBJCBZFBGRBEXBCIBCDDBFB7BvBBCBBNFB8BBBCCCBDBCXBCCCBIBCBBKDDBDBYDBhBgCgCBGBCjBBcEB0DqBBVRRBEBFDBEEEBIIBBBFMBNyDyDBnKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPByDrTBDQBCZBGqCBHHBIRBOSBPRBPMBCCBQzBBpBkCkCBhBBC0BBIEBDhBBCGGBkCBLeByBdBDEBMrBBFZB3BWBK0BBxFuBBSHB3BdBOBBLrBBbjBBqBCBLdByDDBCFBCBBE7hB7hBBCB4-C3BBZWBKGBCGBCGBCGBCGBCGBCGBCGBoR2B2BF1CBJCCB4CBFGGBpBBC9CBSfBxBPBhQ-tGBhC0wUBC2jBBkCnBBJrIBFPBLBBjCyByBBkCBqFoDoDEGBCCBCDBCWBezBBPxBB-BFBECCBMMBaBLWBacBIuBBuBEBDIBLEBCoBBYCBCHBVPBCFBEEEBwBBCEEBDDBDBDCCZBBEKBIPPBEBDFBDFBKGBCGByEiBBej9KBNWBFwBBloItLBDpDBkCCCBIBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBqDJBCsBBDeBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmMcBEwBBwBfBOTBCHBHlBBLdBDjBBFHBhEtCBjDnBBJzBB9CzBBN2JBKVBLHB5EFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCQQBCBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4FjBBnBDBCxJxJBoBBHBBRCBCBB5BcBLJJBUBrBRBvBUBcWBN0BB6BBBDOOBrBBhBYBbjBBeDDJiBBENNBuBBPDBWCCkBRBCYBUBBgCGBCCCBCBCOBCJBIuBBnBHBDBBDVBCGBCBBCEBETTNEBfJBCDDClBBCaaCtBtBBzBBTDBVCBfvBBVBBC5F5FBtBBqBDBlBvBBV8B8BBpBBOoCoCBZBmBGB6FrBB0GHBDDDBGBCBBCXBQCC-CHBDmBBRCCdLLBmBBIWWMtBBUTTBnCBoGgBBgBIBCkBBSyByBBcBxDGBCBBClBBWaaBEBCBBCfBPYYBnBBCBBlISBQCCBLBChBB9DwCwCB4cBnHjGBtyCgDBQvhBBSFBa68DBGmSB61GdBj3B4RBIeBSuCBSdBTvBB0BUBGSB0NnBB2MqCBGwFwFB0mHBqBfBiDyDBuwIiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBxzI2P2PBrBBiBiKiKBcBTrBBlPaBmHdBDwGwGBdBCCBCBBCGBDEBKiHiHBFBCDBCBBCOBCkGB8pBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQBlqE-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("lOGDnB2sH2sHBGBJHBJHBNQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBG+B+B9zCvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("gYvDB0IGBoIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCgBB3BCBCRBCGBLBBeCB5BCCBFBDBBDCBKLLBbbDCB5BCCBDBFBBDCBEffBEEMCB5BCCBGBCCBCCBVBBXFBCCB5BCCBFBDBBDCBICBLBBf8B8BBDBECBCDBKpBpBBDB4BCCBFBCCBCDBIBBMBBeCB5BCCBFBCCBCDBIBBMBBQNNBCB4BBBCGBCCBCDBKLLBeeBBBnCFFBEBCCCBGBTBB+BDDBFBNHBjDDDBHBMGBqCBBcECFBByBTBCBBGKBCjBBKlDlDBSBYDBFCBCCBDGBEDBOLBCLLBCBgWCBzdDBdCBeBBfBBhCfBKuBuBBBBC2D2DBjBjB3DLBFLB8GEB6BJBCcBDxBxBBsBBDLBVEBwBQBnBIBNCBfMB5BNBxBTB5ECBCUBFHHDCBnG-BBxWgBB--CCBuEhDhDBeBrRFBqDBB1udDBCJBhBBBxCBBxIEEFYYBDBF0C0CBzBzBBQBbRBOnBnBBGBaMBtBDBwBNBlBkCkCBMBNJJBuBuBBBBzBCCBBBDBBGBBCqBqBBDBGBBtHHBCBBx5TiXiXBOBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB7DCB2BOBqBDDBLLBCBuBKBI+B+BBBBlBNBRBBtBNNBBBxBNBJDBCBB9CLBHDD+ELBWDB4BBBCGBDBBDCBKLLBDDBFBEEBkCIBCDDCDBCEBCPPBzCzCBQBYyCyCBSBsHGBDIBcBBzCQBrDMBmDOBhIOB2HFBCBBDDBCCCBuEuEBFBDGBEddBIBpBGBCDBJKKBJBvBPBnGHBoGHBCHBzCVBCNB7DFBECCBCCBFBCjCjCBDBCBBCEB8KDBKBBCxBxBBFBEEBYmnFmnFHOBpmLRBhuCEB8BGB5gBCCB1BBIDByCMMBslTslTBizEizEBsBBDWB-QEBEFBJHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    Mc: () => new UnicodeRangeTable(decodeRanges("joC4B4BDCBJDBCBBzBBB7BCBHBBDBBLsBsB7BCBjC7B7BBBBJCCB2B2BB7B7BCHHBDDBLLnDBBCBBECBCCBLqBqBBBB+BDB+BBB7BCCBDBDBBCBBKBBdPPB7B7BBBBGCBCCBLrBrBBsCsCBBBHHBTBBrKBBgCsFsFBFFHDDBaaBLLBBBDGBWBBDFBDLLBBB5zBffiEIIBGBCBB7KDBDCBFBBCFBhHBB7BCCKCCBJJBEByExBxBGCCBDBCBB+BffFBBD9B9BDCBCEEBxBxBBGBJBBsFWW35EBB0-dBBD5C5CBzBzBBOBvEBBwBxBxBBFFBDDBBBvDBBDBBZuBuBCuDuDDBBGuHuHBCCBCCBCC0gZCCgEuBuBBBBFBB0DZZB8B8BxBCBKBBO+C+CBBBEBBCrFrFBBBgBBB7BBBCDBDBBDCBKLLB1C1CBBBIDDCDBCBBCmDmDBBBJBBErDrDBBBHCCBCBDuHuHBBBHDBDyDyDBBBJBBCuDuDCBBHoDoDCBBFmImIBBBK4H4HBEBCBBFDDCvEvEBBBJDBF1C1CeBB-BqGqGECCoGPPrDIID2G2GBDBFBBC-K-KBNNxBBBJBBCpvQpvQBBBlxD2BBpDBB0rYBBHFB", false)),
    Me: () => new UnicodeRangeTable(decodeRanges("okBBB1xF-wB-wBBCBCCBsshBCB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("gYvDB0IEBqIsBBCCCBCCBCCpCKBxBUBRmDmDBFBDFBDBBCDBkBffBZB8CKB7BIBKZZBCBCIBCCBCEBsBCB8BIBrBXBCfB4BCCFHBFEEBFBLBBe7B7BFDBJVVBbbDBB6BFFBFFBDDBBBEffBEEMBB6BFFBDBCBBFVVBXXBEBC7B7BDCCBCBJIIBMMBff+BNNzBEE4BCCBBBGCBCDBIBBMBBe7B7BDHHGBBVBBdBB6BBBFDBJVVBeepCIIBBBC7C7CDGBNHBjDDDBHBMGBqCBBcEC4BNBCEBCBBGKBCjBBKnDnDBCBCFBCBBDBBaBBFCBRDBODDBHHQgWgWBBBzdCBeBBfBBfBBhCBBCGBJDDBJBKuBuBBBBC2D2DBjBjB3DCBFBBKHHBBB8GBBD7B7BCGBCCCDHBHJBDxBxBBMBCeBDLBVDBxBCCBDBCGGpBIBNBBhBDBDBBCCB5BCCBEECCB7BHBDBB5ECBCMBCGBFHHEBBnG-BBxWMBFEEBKB--CCBuEhDhDBeBrRDBsDBB1udFFBIBhBBBxCBBxIEEFaaBGG4EBBbRBOnBnBBGBaKBvBCBxBDDBCBDBBoBkCkCBEBDBBDBBNJJwB0B0BCCBDBBGBBCrBrBBJJvHDDFx5Tx5TiXPBRPBuejHjH2EEBn0BCBCBBGDBpBCBFmFmFB+R+RBCBiCEB+JBBuCFBnCKByBDB8D3B3BBNBqBDDBLLBBByBDBDBBI+B+BBBBlBEBCHB-BNNB1B1BBHBLDBDgDgDBBBDCCBHHD+E+EEHBWBB6BBBEmBmBBFBEEBnCFBOECPBB2CHBDCBCYY1CFBCFFBCCBvHvHBCBHBBCBBcBB2CHBDCCBrDrDCDDBEBCmDmDCDDBCBCEBkIIBCBBhIBBCFFxEDBDBBFhBhBBIBpBFBDDBJKKBEBDCBvBMBCBBnGCCBBBCqGqGBFBCFBCzCzCBUBDGBCBBCBB7DFBECCBCCBFBCpCpCBEEC8K8KBMMB1B1BBDBGCCYmnFmnFHOBpmLLBECBhuCEB8BGB5gBgCgCBCByC5lT5lTBizEizEBsBBDWBhRCBSHBDGBfDB1ECB89B2BBFxBBJPPXEBCOBxqBGBCQBDGBCBBCEBlDhFhFBFB4L+B+BBCB9PDB-HBB0HDDIBBG7O7OBFBuDGB29lYvHB", false)),
    N: () => new UnicodeRangeTable(decodeRanges("wBJB5DBBGDDBBBitBJBnEJBnGJB9MJB3DJBFFBtDJB3DJB3DJBDFBvDMB0DJBJGBoDJBpDGBISBuDJBhDJB3DJBnCTBtIJBnCJBwWTBybCBwHJBHJBXJBtJJBhEKBmFJBHJB3FJB3CJBnEJBHJB3gBEEBEBHJBnGyBBDEB3W7BBvCVB3TdBqrBqYqYaIBPCB4KDBrEJBfHBCOBhBJBoBOBh7cJB9FJBhKFB7EJBnBJBnGJBXJB3CJB3MJB34UJBuPsBBN4BBSBB2KaBlBDBeJJnEEBrGJBvdHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBxBJBHJB3IeB-EJBrBDBxDGBnEdBhEJB9BJBxEJBITB8HJB3KJB3DJB3LJBnDJBHTBtCLBlNSB+CJB3UJB3CcBkHJBnCJB3BJBnLJBnDUBshBuDBimPJBnpCJB3CJBnEJBCGBvQJBnIWB+KCB6nXJBnuBTBNTBtDYB2iBxBBhqCJBnNJB3PJB4HJBtWIBhEJB4Y6BBCCBCDBtCsBBCOBjeMBk3CJB", false)),
    Nd: () => new UnicodeRangeTable(decodeRanges("wBJnxBJnEJnGJ9MJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJ3DJhDJ3DJnCJ3IJnCJn6BJnBJtJJhEJnFJHJ3FJ3CJnEJHJnuiBJnVJnBJnGJXJ3CJ3MJ34UJnsBJnkCJHJ9YJhEJ9BJxEJ3IJ3KJ3DJ3LJnDJHTtCJnNJnDJ3UJ3CJ3HJnCJ3BJnLJ3uQJnpCJ3CJnEJ3QJ37XJ12CxBhqCJnNJ3PJ4HJ2aJ30EJ", true)),
    Nl: () => new UnicodeRangeTable(decodeRanges("u3FCBwzCiBBDDB-zDaaBHBPCBs1dJBxyW0BBtOJJnEEBrhIuDBm8SCB", false)),
    No: () => new UnicodeRangeTable(decodeRanges("yFBBGDDBBB2pCFB5LFB5DCBmEGB6GGBSIByNJB2hBTB0jBJBhP20B20BEFBHJBnGPBqB3W3WB6BBvCVB3TdBqrB1kB1kBBCBrEJBfHBCOBhBJBoBOBxrdFBymWsBBiCDBSBB2KaBlBDB1pBHBaGBoBIBsCEBXFBhFBBDPBDtBBhCIB1BBBfCBsCEBpDHBZHBqBGBrKFBhLeB-EJBrBDBxDGBnETB8LTBmqBBBvNIBobSB0aUBn8SGB-YWBqhZTBNTBtDYBvqFIBid6BBCCBCDBtCsBBCOBjeMB", false)),
    P: () => new UnicodeRangeTable(decodeRanges("hBCBCFBCDBLBBEBBbCBCccCkBkBGEELBBEEE-VJJzOFBqBBB0BCCDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCmBmBBCBoCrCrCBDBFBBwDFBsFlTlTBHB4EuTuTtBBBvCCBoCBB+ECBCCBmBKB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBM9Z9ZBWBJTBCMBCLBfBBPBB6TDBeBB+hBNBwCBBgBJB0MVBgCDBhBBB8XDBCBBxDwEwEBtBBCfBDLBkNCBFJBDLBRNNjD7C7CjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HzqUzqUBxGxGBIBXiBBCNBCFFCBB2ECBCFBCDBLBBEBBbCBCccCCCBFB7MCB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDByO-J-JjBlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Pc: () => new UnicodeRangeTable(decodeRanges("-Cg-Hg-HBUU-u3BBBZCBwHAB", false)),
    Pd: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEBiwDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Pe: () => new UnicodeRangeTable(decodeRanges("pB0B0BgB+1D+1DC-6B-6BqtC4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECtBGCtNICEGCDBB-ozB6G6GeOCESSCCCrF0B0BgBGD", false)),
    Pf: () => new UnicodeRangeTable(decodeRanges("7F+6H+6HEddpuDCCFDDQEE", false)),
    Pi: () => new UnicodeRangeTable(decodeRanges("rFt7Ht7HDBBDaapuDCCFDDQEE", false)),
    Po: () => new UnicodeRangeTable(decodeRanges("hBCBCCBDECBLLBEEBcclCGGPBBI-V-VJzOzOBEBqB3B3BDDDtBBBVBBCBBOCCBBBrCDBnDsBsBBMBqHCB3BOBgBmImIBLLtE5D5D6DnMnMNwLwL7CLLBpFpFBNBCxDxDrCEBFBBwDFBsFlTlTBHBmY9D9DBBBoCBB+ECBCCBmBFBCDB6JBB5GBBhEGBCFBhFBBLGBdCB9DDB8BEB-BBBhCHBMjajaBJJBGBJIBDDBDCBEKBCCCBIB7kDDBCBBxDwEwEBFFBBBDDDBHBCBBCDDBLLBDBCJBDDBCCCBLBDCBtNCB6B+F+FjgdBBuICBkDLL0DFB9LDB3CBBpBCBCyByBBwBwBiDMBRBB9DDB-DBBRBB6HlxUlxUBFBDXXVBBDDBECBCDBICBHCCB2E2EBBBCCBDECBLLBEEBcclBDDB7M7MBBB9UxBxB-MoXoXoGgBgBxIIBnBxDxDBFBjCGB6CDB0ZlElEBDBtBDB+FGBuDBBCDB-DDBxBBBwCDBFOOCCB5CFBsDrJrJBCCBzDzDBDBLBBCpDpD7HWBqDCBdMBtCjEjEBBB9HpIpIBBB8E9C9CBGB0CCBCEB+CJB4GgDgDBDBrBBBmUBBrCMBwFxjBxjBBDB97CBB8zOBBmEiCiCBDBJpRpRBBBoJDBoK9lT9lTovHEB07C-a-aBAB", false)),
    Ps: () => new UnicodeRangeTable(decodeRanges("oBzBzBgB-1D-1DC-6B-6B-rCEEnB4B4BQ7T7TCff-hBMCxChBhBCGC1MUChCCCiBmhBmhBCECaTTCECtNICEGCDipzBipzB4GeeCMCESSCCCrFzBzBgBEEDAB", false)),
    S: () => new UnicodeRangeTable(decodeRanges("kBHHRCBgBCCcCCkBEBCBBDCCBCBDEEfgBgBrODBNNBGGBCCCBPB2DPPBxDxDsErIrIBBB3DCBDDDBvGvGLUUB4H4HIBBpEqLqLBHHB2H2H-DjEjEBGBlEwGwGqBmGmGiGCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WuLuLlL+E+EBgBBiLJBKIBhiBCCBBBMCBOCBOCBOBBmCOOoBCBOCBUhBB-BBBCDBCBBLCCBBBGFBCECFMMBFFBDBGDBC7B7BBFFB2LBFcBD+HBXKByCtCBXnTBtBwBBDeBLyMBX+BBFfBD1LBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBB8CBB0HBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BB6RWBKBBoDBB+EDBLDB+RCBiHPPB+9T+9TpEgBBuLPBhCBB3BHBtBDBjDCCBBBD7E7EHRRBBBgBCCcCCiEGBCGBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSmWmWBiKiKBGBnjC2kC2kCBbBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQQBgDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBrbaagBaagBaagBaagBaa9B-PB4BDBzBHBCNBCBBp2BwNwNttCEE+DiOiOBvIvIBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Sc: () => new UnicodeRangeTable(decodeRanges("kB+D+DBCBqnB8D8DzPBBzPBBI2H2HoImSmS8sClmClmCBgBB37hBkuVkuVtD7E7E8GBBEBB3-HDB-4wBxtCxtC", false)),
    Sk: () => new UnicodeRangeTable(decodeRanges("+CCCoCHHFEEqQDBNNBGGBCCCBPB2DPPBjoBjoB15FCCBBBMCBOCBOCBOBB9kEBBkzdWBKBBoDBBxePPBniUniUBPB8bCCjF4g9B4g9BBDB", false)),
    Sm: () => new UnicodeRangeTable(decodeRanges("rBRRBBB+BCCuBFFmBgBgB-XwQwQBBB8xGOOoBCBOCBsEoBoBBDBHlClCBDBGBBFGDIgBgBBDDCgBgBBqIBhBBB7CffBXBpBFB2OKK3BHBwDxKxKBDBDeBLPBhIiEBX+BBFfBDhIBxBUBDFB9+zB5Z5ZCCBlFRRBBB+BCCkEHHBCBitDBBhrwBx+Bx+BagBgBagBgBagBgBagBgBat5Ft5FB-uC-uCBHB", false)),
    So: () => new UnicodeRangeTable(decodeRanges("mFDDFCCyerIrIBgEgEBvGvGLUUB4H4HkQ2L2LjEFBClElEwGqBqBoMCBQCCBBBDFBVECmEHBCFBCBBGDBmGBBxXJB0WzWzW+EhBBiLJBKIBksBBBCDBCBBLCCBHHBEBCECFMMBPPCBBC7B7BBKKBDBDDBCBBCBBCGBCeBDBBCCCBdBtIHBFTBDGBDwCBCdBanBBHnCBXKByCtCBX2FBCIBC1BBJuDBC3HBtBrBBhC-HBhQvBBWBBHmBBDpEBmHFBmLBBvBZBC4CBN1GBbPBFOOBNNWBBHBBxKBBFJBhBlBBKRRBdBMdBJQQBeBLmBBQ-JBhuG-BBx0V2BBibDBLBBC+R+RBBBqqUPBuLPBhCBB3BHBuBCBlPEEFBBOBB6JIB6BQBDCBCMBEwBwBBrBB7zBBBwSpgBpgBBGBnjC2kC2kCBGBFQBr6SDBG3qU3qUk7DvHBLCBEzNBHWBQPBhDzDB9B1HBLmBBD7BBGCBXBBIdBF8BBWhCBE7F7FB1CBqlB-PB4BDBzBHBCNBCBBp2B96C96CiEyWyWBqBBFjDBNOBDOBCOBCkBBYgFB5BcBOrBBFIBIBBPFB7E6HBG4WBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBB-B3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBC7CBLAB", false)),
    Z: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBeBBGwBwBh9DAB", false)),
    Zl: () => new UnicodeRangeTable(decodeRanges("ohIA", true)),
    Zp: () => new UnicodeRangeTable(decodeRanges("phIA", true)),
    Zs: () => new UnicodeRangeTable(decodeRanges("gBgEgEgvFgsCgsCBJBlBwBwBh9DAB", false)),
    ASCII_Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbF", true)),
    Alphabetic: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBLLFGGBVBCeBCpOBFLBPEBICC3CeeBQBCBBDDBCHHCCBCCCBSBCyCBCqEBJlFBClBBDHHBnBBoBNBCCCBCCBCCJaBFDBeKBG3BBCGBPlDBCHBFHBFCBLCBDRRBuBBOkDBZgBBKBBFGGBWBDSBUYBIKBGXBCGBIJJBoBBLLBEGBHrCBCPBCCBFOBOSBCHBDBBDVBCGBCEEBCBEHBDBBDBBCJJFBBCEBNBBLFFBBBCFBFBBDVBCGBCBBCBBCBBFEBFBBDBBFIIBCBCSSBEBMCBCIBCCBCVBCGBCBBCEBEIBCCBCBBEQQBCBWDBFCBCHBDBBDVBCGBCBBCEBEHBDBBDBBKBBFBBCEBORRBCCBEBECBCDBEBBCCCBEEBEEBBBELBFEBECBCCBEHHpBMBCCBCWBCPBEHBCCBCCBJBBCCBCBBDDBdDBCHBCCBCWBCJBCEBEHBCCBCCBJBBGCBCDBOCBNMBCCBCoBBDHBCCBCCBCGGBCBIEBXFBCCBCRBEXBCIBCDDBFBJFBCCCBGBTBBO5BBGGBH0B0BBECBDBCXBCCCBRBCCBDEBCHHPDBhBgCgCBGBCjBBFSBFPBCjBBkC2BBCDDBDBR-BBLDBDlBBCGGDqBBCsKBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBmBPBR1CBDFBErTBDQBCZBGqCBEKBITBMUBNTBNMBCCBCBBNzBBDSBPFFkC4CBIqBBGlCBLeBCLBFIBYdBDEBMrBBFZB3BbBF+BBDTBzBYYBMMBBByBzBBCOBCHB0BpBBDDBLrBBCKBP2BBXCBLjBBDKBGqBBDCBqBDBCFBCBBEGGB+FBUhBBM1IBDFBDlBBDFBDHBCGCBdBD0BBCGBCEEBBBCGBEDBDFBFMBGCBCGB1DOORMBmDFFDJBCEEBDBHGCBCBCKBDDBGEBFSSBnBBuZzBB34BkHBHDBEBBNlBBCGGD3BBIRRBVBKGBCGBCGBCGBCGBCGBCGBCGBCfBwB2O2OBBBaIBIEBDEBF1CBHCBC5CBCDBGqBBC9CBSfBxBPBhQ-tGBhCs0VBkCtBBDsIBEPBLBBVuBBGHBEwDBoBIBDmDBDxCBVUBCgBBZzBBNjCBCtBtBBEBECCBBBLgBBGiBBOcBEyBBCLBQRRBOBLEBC2BBKNBTWBEkCBCCCZCBDPBDDBMFBDFBDFBKGBCGBCqBBCNBH6DBWj9KBNWBFwBBloItLBDpDBnBGBNEBGLBCMBCEBCCCBCCBCCBqDBiBqLBT-BBD1BBpBLB1DEBCmEBlBZBHZBM4CBEFBDFBDFBDCBkBLBCZBCSBCBBCOBDNBjB6DBmC0BBsIcBEwBBwBfBOdBGqBBGdBDjBBFHBCEBrB9EBTjBBFjBBFnBBJzBBNKBCOBCGBCBBCKBCOBCGBCBBEzBBN2JBKVBLHBZFBCpBBCIBmCFBDCCBqBBCBBEDDBVBLWBKeBiCSBCBBLVBLZBHZBnB3BBHBBhCDBCBBGHBCCBCcBrBcBEcBkBHBCbBc1BBLVBLSBORBvDoCB4ByBBOyBBOnBBjBbBEGGBVB7HpBBCBBEBBRFBzBCBEcBLJJBUBrBRBvBUBcWBKlCBsBEBL4BBKOOBXBYyBBSDBJiBBEKKB+BBCDBKBBLCCkBRBChBBDHHBCB-BGBCCCBCBCOBCJBI4BBYDBCHBDBBDVBCGBCBBCEBEHBDBBDBBEHHGGBdJBCDDClBBCJBCDDCDBCBBECCtBhCBCCBCDBVCBfhCBDBBC5F5FB0BBDGBaFBjB+BBCEE8B1BBDoCoCBZBDNBWGB6F4BBoD-BBgBHBDDDBGBCBBCdBCBBDBBDDB+CHBDtBBDFBCCCBccBxBBDJBSnCBGTTBnCBoDHB5CgBBgBIBCsBBCGBCyByBBcBDVBCNBqCGBCBBCrBBECCBCCBBBCDDBZZBEBCBBCkBBCBBCDBCYYBqBBlIWBKQBCoBBECBwDwCwCB4cBnDuDBSjGBtyCgDBQvhBBSFBa68DBGmSB61GuBBy2B4RBIeBSuCBSdBTvBBRDBgBUBGSBxNsBB0G-BBhBYBDYBtBqCBF4BBIQBhCBBCNNBFBK1mHBqBfBiDyDB+vIDBCGBCBBCiJBQeeBBBDPPBCBJrMBloCqDBGMBEIBIJBFi7Fi7FBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDYBCYBCeBCYBCeBCYBCeBCYBCeBCYBCHB15BeBHFB2GGBCQBDGBCBBCEBG9BBiBxDxDBrBBLGBRiKiKBcBTrBBlPbBlHdBDwGwGBdBCVBJBBhHGBCDBCBBCOBCkGB8BjCBEEE1lBDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1TZBHZBHZB3zD-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Dash: () => new UnicodeRangeTable(decodeRanges("tB9qB9qB0BiyDiyDmgBqgCqgCBEB+BoBoBQnMnMlgDDDgBBBFdd-NUUwDxszBxszBBmBmBLqFqFhzD-J-J", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("jBHHGJBwDFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDrGrGhFBBNBBPDDBIBsCZBCBBYVVDIBWBBvFhBBDvDBDBBCCBDyCBDCBCmIBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDDBEJBECCBEEDJBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Emoji_Component: () => new UnicodeRangeTable(decodeRanges("jBHHGJB0+H2G2Gsp3B3+8B3+8BBYB8PEBxtBDBtzhY-CB", false)),
    Emoji_Modifier: () => new UnicodeRangeTable(decodeRanges("7-8DE", true)),
    Emoji_Modifier_Base: () => new UnicodeRangeTable(decodeRanges("9wJ8G8GRDB4jzD9B9BBBBDDDBBB2DBBDKBWSBEFFBBBCCBICCZqGqGBFFWFFBvFvFBBBEEB0CRRBBBKMMgSDDJHBHKKBIBDCB5B+B+BBCCBCCSCBCMBmHCBrBIB", false)),
    Emoji_Presentation: () => new UnicodeRangeTable(decodeRanges("64IBBuGDBEDDqQBBWBBzBLBsBUUOJJBSSBGGBJJGWWIBBCFFDIIFBBdkBkBCFFBBBC+B+BBBBZPP8aBB0BFFvlxDrGrG-FDDBIBsCZBCZZVDDBDBCCBWBBvFgBBNIBClCBCVBNqBBFEBNQBEEEBlCBCCCB5FBD+BBODBCXBTbbBOO3C0CBxBlCBHEEBBBDDBEDBMBBIIBkHLBF8I8IBtBBCJBC4FBxDMBEKBE4BBCFFBOBDLBFJB", false)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("pFFFu8HNN5GXX7CFBQBBwLBBNnFnFaKBFCBoGoHoHBLLK7B7BBCBCEBKGDBDDFDDCBBDIEBJJBBBGCCGLBMBBDCCBCCTDDBTTBEBCCCBEEBGGDBBFBBMBBGBBDGGBECBVVBGGBEBCDBDFFDDDBEBCDDCCCHEEHLLBQQDFFCFFBBBCMMBxBxBBBBKeP1LBBwOCBUBB0BFF7mBNN6SCCrrvDoBoBBCBlDLBQBBQPPBmBmBBIBxDBBNBBPDDBIBU3BBcOBLVVDIBCDBKWBH7FBDvDBDBBCCBDyCBDCBCDBG9HBC+BBMFBCXBIBBDHBNDDBCBDFFBOOBDDJBBKGGBBBNCBJCBDCCFHHEHHB0CBxBlCBGHBDQBECCBEBDMB7GlBBNDB5BHBLFBpBHBfBBNDBDNBKmBBNuBBCJBC4FB5CHBPxEBhI9fB", false)),
    Hex_Digit: () => new UnicodeRangeTable(decodeRanges("wBJIFbFq1-BJIFbF", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hDZBwBLLFlBlBBWBCHBC2BCBQCBuBCDECBBBDCCDEEBFFDEEBBBDDDCCCDCCBCCDEECDDBDDBBBHGDCOCBSCBDDCEEC4BCBFBDDDBCCFICBjCBDiBBIBBfEBhDsBsBCEEDDBTccBhBBCBBECBCWCBDBCGDB0B0BBuBBCgBCK0BCDMCBgDCxBoBBo6CqBBCDB5XFBjkCIBC2D2DB+FBiC0ECBHBCgDCBHBJFBLHBJHBJFBLHBJHBJNBDHBJHBJHBJEBCBBHEEBBBCBBJDBDBBJHBLCBCBB6DOORMBuDEEBEEcKFDBBJDBFiBiBBOBFsasaBYBn6BvBBCEEBGCFCCBCCBGBEiDCBIICFFNlBBCGG0oesBCUaCBBBmEMCBBBC8BCBIBCCCDICFCCDCCBBBCSCGGGCMCFCCDOCWDBCCCBBB2ZqBBCNBHvCBh6TGBNEBqhBZBumBnBBpEjBB8EKBCOBCGBCBBkODDBBBCpBBCIBmoByBB+DVB75CfBhsVfB8BYBnqZZBbGBCRBbZBbDBCCCBFBCKBbZBbZBbZBbZBbZBbZBbZBbZBbbBdYBCFBbYBCFBbYBCFBbYBCFBbYBCFBC15B15BBIBCTBHFBmI9BB1lChBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("rBRRBBBgBeeCuBuBFmBmBgB5W5WBBBDbbBDDBBBwQCBuwGccBBBMEEOPPBCBWEBMEBiCMBFEEBFFBDBTFFDJBCDDBEBHEEBDDBCCBBBCFBENBClClCBWBCFBCBBFBBFfBCHHBPPBqIBJDBVBB7CffBZBCZZMGB+NBBNJBFFBFBBDBBEEBPCCDFBMHBGBB6BCCeDBKCBxK-BBhI-PBxBUBDFB9+zB4Z4ZBEBCjFjFRCBeCCeCCkEHHBCBitDBBhrwBwoBwoBBzCBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBBhwFDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB-uCIB", false)),
    Quotation_Mark: () => new UnicodeRangeTable(decodeRanges("iBFFkEQQ96HHBaBBowDqOqOBCBOCBixzBDB+FFF7CBB", false)),
    Terminal_Punctuation: () => new UnicodeRangeTable(decodeRanges("hBLLCMMBEE-ZJJiQ6B6BpCPPCCB1FsBsBBJBCsHsHB3B3BBEBCHBgBmImIB1nB1nBBtFtFFFB4JBB2YHBmY9D9DBBBoCBB+ECBEoBoBBCBDBB7JBBjLDBjFBBLBBCCBeCB8FEB-BBBldYYBKKBBBwlDCBzJOOFLLCBBEBBtNBB8ndBBuICBkHEB-LBB3CBBgD4E4EBBB0ECBgERRB6H6HnxUDDB6B6BBBBCDBqFLLCMMBEEiCDD7hBxBxBnkBoGoG3JBB5EFBlCFB6CDB5dEBtBDB+FGBxDDBgECBiEBBHRRB5C5CBDBtDrJrJB2D2DBBBNBBnLDBEOBqDBB6HCBmQCC8HBB4CBBFBB-MCBuBmUmUBrCrCBspBspBBDB6vRBBmEiCiCBBBLqRqRBoJoJBnwTnwTovHDB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiB2BCDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIJDCMCDQCDDDCCBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBDDBBBEWCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBpCDBNDBNDBNEBMDBnIFFECBDCBDEEBDBHGCBCBDDBLBBGbbBOBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoqZZBbZBbZBbCCBGDBDDBCBCHBbZBbBBCDBDHBCGBcBBCDBCEBCEEBFBcZBbZBbZBbZBbZBbZBfYBiBYBiBYBiBYBiBYBiB2pE2pEBgBBvgCZBHZBHZB", false)),
    White_Space: () => new UnicodeRangeTable(decodeRanges("JEBTlDlDbgvFgvFgsCKBeBBGwBwBh9DAB", false))
  });
  static SCRIPTS = new LazyMap({
    Adlam: () => new UnicodeRangeTable(decodeRanges("go6DrCFJFB", true)),
    Ahom: () => new UnicodeRangeTable(decodeRanges("g4lCaDOFW", true)),
    Anatolian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggxCmS", true)),
    Arabic: () => new UnicodeRangeTable(decodeRanges("gwBEBCFBCNBCCBCfBCJBMZBCrDBChBBxCvBBxHhBBGqCBCcBxy8BtPBDvEBhBPBxDEBCmEBk7DeBkCFBJIBiBFBh43BDBCaBCBBCDDCJBCDBCCCHFFCECBBBCBBCDDCICBCCDDBCGBCDBCDBCCCBIBCQBGCBCEBCQB1BBB", false)),
    Armenian: () => new UnicodeRangeTable(decodeRanges("xpBlBDxBDCks9BE", true)),
    Avestan: () => new UnicodeRangeTable(decodeRanges("g4iC1BEG", true)),
    Balinese: () => new UnicodeRangeTable(decodeRanges("g4GsCCxB", true)),
    Bamum: () => new UnicodeRangeTable(decodeRanges("g1pB3CpowB4R", true)),
    Bassa_Vah: () => new UnicodeRangeTable(decodeRanges("w26CdDF", true)),
    Batak: () => new UnicodeRangeTable(decodeRanges("g+GzBJD", true)),
    Bengali: () => new UnicodeRangeTable(decodeRanges("gsCDBCHBDBBDVBCGBCEEBCBDIBDBBDDBJFFBCCBDBDYB", false)),
    Beria_Erfe: () => new UnicodeRangeTable(decodeRanges("g17CYDY", true)),
    Bhaiksuki: () => new UnicodeRangeTable(decodeRanges("ggnCICsBCNLc", true)),
    Bopomofo: () => new UnicodeRangeTable(decodeRanges("qXB6wLqBxDf", true)),
    Brahmi: () => new UnicodeRangeTable(decodeRanges("ggkCtCFjBKA", true)),
    Braille: () => new UnicodeRangeTable(decodeRanges("ggK-H", true)),
    Buginese: () => new UnicodeRangeTable(decodeRanges("gwGbDB", true)),
    Buhid: () => new UnicodeRangeTable(decodeRanges("g6FT", true)),
    Canadian_Aboriginal: () => new UnicodeRangeTable(decodeRanges("ggF-TxRlC7tgCP", true)),
    Carian: () => new UnicodeRangeTable(decodeRanges("g1gCwB", true)),
    Caucasian_Albanian: () => new UnicodeRangeTable(decodeRanges("wphCzBMA", true)),
    Chakma: () => new UnicodeRangeTable(decodeRanges("gokC0BCR", true)),
    Cham: () => new UnicodeRangeTable(decodeRanges("gwqB2BKNDJDD", true)),
    Cherokee: () => new UnicodeRangeTable(decodeRanges("g9E1CDFz7lBvC", true)),
    Chorasmian: () => new UnicodeRangeTable(decodeRanges("w9jCb", true)),
    Common: () => new UnicodeRangeTable(decodeRanges("AgCBbFBbuBBCOBCEBYgBgBiOmBBGEBDTB1DKKHCC+THHPEEhB9E9ElQiEiEB6mB6mB2MDBjJwvBwvBBBBoCBBsGBBCumBumBOIIBCBCFBCCBDmYmYBKBD2CBCKBEKBCOBShBB-BlBBCCBDFBCaBCQBqBCBF5UBXKBW-cBhIzTBDpEBhQ9CBzMUBCCCBXBQHBFDB8CBBE7C7CB0E0EBOBhBlBBKxBxBB+BBgBwCBwB5C5CBmFBhuG-BBhoWhBBnDCBmFJB1HhFhFsMPPBzuUzuUBxGxGBIBXiBBCSBCDB0ECCBeBbFBbKBLuBuBBhChCBFBCGBLEBjICBFsBBEIBxCMB0BsBBlHaBltuBDB96D8HBEzNBHWBQQBgDzDB9B1HBLmBBD9BBEQBJBBIdBF8BB2GTBNTBN2CBKYBoE0CBCmCBCBBDDDBDDBCBCLBCCCBFBCgCBCDBDHBCGBCbBCDBCEBCEEBFBCzKBDjJBDxBByjFjCBtC8BBjWrBBFjDBNOBDOBCOBCkBBLtFB5BZBCBBOrBBFIBIBBPFB7E4eBEQBEMBE5GBHLBFQQBKBF3BBJJBHnBBJdBDLBFBBPIBoB3KBJNBDMBEKBE4BBCFFBOBDLBFJBIyEBCmDBnghYffB+CB", false)),
    Coptic: () => new UnicodeRangeTable(decodeRanges("ifNxkKzDGG", true)),
    Cuneiform: () => new UnicodeRangeTable(decodeRanges("ggoC5cnDuDCEMjG", true)),
    Cypriot: () => new UnicodeRangeTable(decodeRanges("ggiCFBDCCBqBBCBBEDD", false)),
    Cypro_Minoan: () => new UnicodeRangeTable(decodeRanges("w8rCiD", true)),
    Cyrillic: () => new UnicodeRangeTable(decodeRanges("ggBkEBDoFBx6FKBhFtCtCojEfBhie-CBv8VBBhw4B9BBiBAB", false)),
    Deseret: () => new UnicodeRangeTable(decodeRanges("gghCvC", true)),
    Devanagari: () => new UnicodeRangeTable(decodeRanges("goCwCFODZh7nBfhwcJ", true)),
    Dives_Akuru: () => new UnicodeRangeTable(decodeRanges("gomCGBDDDBGBCBBCdBCBBDLBKJB", false)),
    Dogra: () => new UnicodeRangeTable(decodeRanges("ggmC7B", true)),
    Duployan: () => new UnicodeRangeTable(decodeRanges("ggvDqDGMEIIJDD", true)),
    Egyptian_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("ggsC1iBL68D", true)),
    Elbasan: () => new UnicodeRangeTable(decodeRanges("gohCnB", true)),
    Elymaic: () => new UnicodeRangeTable(decodeRanges("g-jCW", true)),
    Ethiopic: () => new UnicodeRangeTable(decodeRanges("gwEoCBCDBDGBCCCBCBDoBBCDBDgBBCDBDGBCCCBCBDOBC4BBCDBDiCBDfBEZBnvGWBKGBCGBCGBCGBCGBCGBCGBCGBjpfFBDFBDFBKGBCGBylvCGBCDBCBBCOB", false)),
    Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
    Georgian: () => new UnicodeRangeTable(decodeRanges("glElBBCGGDqBBCDBx8CqBBDCBhiElBBCGG", false)),
    Glagolitic: () => new UnicodeRangeTable(decodeRanges("ggL-Ch9sDGCQDGCBCE", true)),
    Gothic: () => new UnicodeRangeTable(decodeRanges("w5gCa", true)),
    Grantha: () => new UnicodeRangeTable(decodeRanges("g4kCDBCHBDBBDVBCGBCBBCEBDIBDBBDCBDHHGGBDGBEEB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("wbDBCCBDDBCFFCCCBBBCCCBSBC+BBPPBnpGEBzBEBFEB1ChKhKBUBDFBDlBBDFBDHBCGCBdBD0BBCOBCNBDFBCSBDCBCIBoJ-xiB-xiB7uVuCBSgj0Bgj0BBkCB", false)),
    Gujarati: () => new UnicodeRangeTable(decodeRanges("h0CCBCIBCCBCVBCGBCBBCEBDJBCCBCCBDQQBCBDLBIGB", false)),
    Gunjala_Gondi: () => new UnicodeRangeTable(decodeRanges("grnCFCBCkBCBCFIJ", true)),
    Gurmukhi: () => new UnicodeRangeTable(decodeRanges("hwCCBCFBFBBDVBCGBCBBCBBCBBDCCBDBFBBDCBEIIBCBCIIBPB", false)),
    Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
    Han: () => new UnicodeRangeTable(decodeRanges("g0LZBC4CBN1GBwBCCaIBPDBle-tGBhC-vUBhoWtLBDpDBpodBBNGBqgkB-2pBBhB9oEBDt0FBDwpHBQtTBjtC9QBjvBq6EBGppIB", false)),
    Hangul: () => new UnicodeRangeTable(decodeRanges("goE-HvxHBiI9CyDeiCei3dckUj9KNWFwBl9JeEFDFDFDC", true)),
    Hanifi_Rohingya: () => new UnicodeRangeTable(decodeRanges("gojCnBJJ", true)),
    Hanunoo: () => new UnicodeRangeTable(decodeRanges("g5FU", true)),
    Hatran: () => new UnicodeRangeTable(decodeRanges("gniCSCBGE", true)),
    Hebrew: () => new UnicodeRangeTable(decodeRanges("xsB2BBJaBFFBpp9BZBCEBCCCBCCBCCBIB", false)),
    Hiragana: () => new UnicodeRangeTable(decodeRanges("hiM1CBHCBi7-C+IBTeeBBBulQAB", false)),
    Imperial_Aramaic: () => new UnicodeRangeTable(decodeRanges("giiCVCI", true)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("gYvDB2IBBlOKBbhXhXBCB8qEtBBDLBlPCBCMBCGBFHHEBBnG-BBtQBBjGgBB65DDBsDBBmrzBPBRNBwejHjH7iEl+uBl+uBBsBBDWBhRCBSHBDGBfDBz6rYvHB", false)),
    Inscriptional_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g7iCSGH", true)),
    Inscriptional_Parthian: () => new UnicodeRangeTable(decodeRanges("g6iCVDH", true)),
    Javanese: () => new UnicodeRangeTable(decodeRanges("gsqBtCDJFB", true)),
    Kaithi: () => new UnicodeRangeTable(decodeRanges("gkkCiCLA", true)),
    Kannada: () => new UnicodeRangeTable(decodeRanges("gkDMCCCWCJCEDICCCDIBGCCDDJCC", true)),
    Katakana: () => new UnicodeRangeTable(decodeRanges("hlM5CBDCBxHPBxGuBBC3CBvgzBJBCsBBzisBDBCGBCBBCgJgJBBBzBPPBCB", false)),
    Kawi: () => new UnicodeRangeTable(decodeRanges("g4nCQCoBEc", true)),
    Kayah_Li: () => new UnicodeRangeTable(decodeRanges("goqBtBCA", true)),
    Kharoshthi: () => new UnicodeRangeTable(decodeRanges("gwiCDCBGHCCCcDCFJII", true)),
    Khitan_Small_Script: () => new UnicodeRangeTable(decodeRanges("k-7C84G84GB0OBqBAB", false)),
    Khmer: () => new UnicodeRangeTable(decodeRanges("g8F9CDJHJnPf", true)),
    Khojki: () => new UnicodeRangeTable(decodeRanges("gwkCRCuB", true)),
    Khudawadi: () => new UnicodeRangeTable(decodeRanges("w1kC6BGJ", true)),
    Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
    Lao: () => new UnicodeRangeTable(decodeRanges("h0DBBCCCBDBCXBCCCBVBDEBCCCBFBCJBDDB", false)),
    Latin: () => new UnicodeRangeTable(decodeRanges("hCZBHZBwBQQGWBCeBCgOBoBEB8wGlBBHwBBGDBGMBClCBiC-HByLOORMBuEBBHccSoBB42CfBj1elDBExCBVOBxZqBBCIBCDB38TGB7gBZBHZBmhCFBCpBBCIBm61BeBHFB", false)),
    Lepcha: () => new UnicodeRangeTable(decodeRanges("ggH3BEOEC", true)),
    Limbu: () => new UnicodeRangeTable(decodeRanges("goGeBCLBFLBFEEBKB", false)),
    Linear_A: () => new UnicodeRangeTable(decodeRanges("gwhC2JKVLH", true)),
    Linear_B: () => new UnicodeRangeTable(decodeRanges("gggCLCZCSCBCODNjB6D", true)),
    Lisu: () => new UnicodeRangeTable(decodeRanges("wmpBvBx1eA", true)),
    Lycian: () => new UnicodeRangeTable(decodeRanges("g0gCc", true)),
    Lydian: () => new UnicodeRangeTable(decodeRanges("gpiCZGA", true)),
    Mahajani: () => new UnicodeRangeTable(decodeRanges("wqkCmB", true)),
    Makasar: () => new UnicodeRangeTable(decodeRanges("g3nCY", true)),
    Malayalam: () => new UnicodeRangeTable(decodeRanges("goDMCCCyBCCCFFPDZ", true)),
    Mandaic: () => new UnicodeRangeTable(decodeRanges("giCbDA", true)),
    Manichaean: () => new UnicodeRangeTable(decodeRanges("g2iCmBFL", true)),
    Marchen: () => new UnicodeRangeTable(decodeRanges("wjnCfDVCN", true)),
    Masaram_Gondi: () => new UnicodeRangeTable(decodeRanges("gonCGBCBBCrBBECCBCCBHBJJB", false)),
    Medefaidrin: () => new UnicodeRangeTable(decodeRanges("gy7C6C", true)),
    Meetei_Mayek: () => new UnicodeRangeTable(decodeRanges("g3qBWqGtBDJ", true)),
    Mende_Kikakui: () => new UnicodeRangeTable(decodeRanges("gg6DkGDP", true)),
    Meroitic_Cursive: () => new UnicodeRangeTable(decodeRanges("gtiCXFTDtB", true)),
    Meroitic_Hieroglyphs: () => new UnicodeRangeTable(decodeRanges("gsiCf", true)),
    Miao: () => new UnicodeRangeTable(decodeRanges("g47CqCF4BIQ", true)),
    Modi: () => new UnicodeRangeTable(decodeRanges("gwlCkCMJ", true)),
    Mongolian: () => new UnicodeRangeTable(decodeRanges("ggGBBDCCBSBH4CBIqBB2t-BMB", false)),
    Mro: () => new UnicodeRangeTable(decodeRanges("gy6CeCJFB", true)),
    Multani: () => new UnicodeRangeTable(decodeRanges("g0kCGBCCCBCBCOBCKB", false)),
    Myanmar: () => new UnicodeRangeTable(decodeRanges("ggE-EhqmBeiDfxibT", true)),
    Nabataean: () => new UnicodeRangeTable(decodeRanges("gkiCeJI", true)),
    Nag_Mundari: () => new UnicodeRangeTable(decodeRanges("wm5DpB", true)),
    Nandinagari: () => new UnicodeRangeTable(decodeRanges("gtmCHDtBDK", true)),
    New_Tai_Lue: () => new UnicodeRangeTable(decodeRanges("gsGrBFZHKEB", true)),
    Newa: () => new UnicodeRangeTable(decodeRanges("gglC7CCE", true)),
    Nko: () => new UnicodeRangeTable(decodeRanges("g+B6BDC", true)),
    Nushu: () => new UnicodeRangeTable(decodeRanges("h-7CvsQvsQBqMB", false)),
    Nyiakeng_Puachue_Hmong: () => new UnicodeRangeTable(decodeRanges("go4DsBENDJFB", true)),
    Ogham: () => new UnicodeRangeTable(decodeRanges("g0Fc", true)),
    Ol_Chiki: () => new UnicodeRangeTable(decodeRanges("wiHvB", true)),
    Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
    Old_Hungarian: () => new UnicodeRangeTable(decodeRanges("gkjCyBOyBIF", true)),
    Old_Italic: () => new UnicodeRangeTable(decodeRanges("g4gCjBKC", true)),
    Old_North_Arabian: () => new UnicodeRangeTable(decodeRanges("g0iCf", true)),
    Old_Permic: () => new UnicodeRangeTable(decodeRanges("w6gCqB", true)),
    Old_Persian: () => new UnicodeRangeTable(decodeRanges("g9gCjBFN", true)),
    Old_Sogdian: () => new UnicodeRangeTable(decodeRanges("g4jCnB", true)),
    Old_South_Arabian: () => new UnicodeRangeTable(decodeRanges("gziCf", true)),
    Old_Turkic: () => new UnicodeRangeTable(decodeRanges("ggjCoC", true)),
    Old_Uyghur: () => new UnicodeRangeTable(decodeRanges("w7jCZ", true)),
    Oriya: () => new UnicodeRangeTable(decodeRanges("h4CCCHDBDVCGCBCEDIDBDCICFBCEDR", true)),
    Osage: () => new UnicodeRangeTable(decodeRanges("wlhCjBFjB", true)),
    Osmanya: () => new UnicodeRangeTable(decodeRanges("gkhCdDJ", true)),
    Pahawh_Hmong: () => new UnicodeRangeTable(decodeRanges("g46ClCLJCGCUGS", true)),
    Palmyrene: () => new UnicodeRangeTable(decodeRanges("gjiCf", true)),
    Pau_Cin_Hau: () => new UnicodeRangeTable(decodeRanges("g2mC4B", true)),
    Phags_Pa: () => new UnicodeRangeTable(decodeRanges("giqB3B", true)),
    Phoenician: () => new UnicodeRangeTable(decodeRanges("goiCbEA", true)),
    Psalter_Pahlavi: () => new UnicodeRangeTable(decodeRanges("g8iCRIDNG", true)),
    Rejang: () => new UnicodeRangeTable(decodeRanges("wpqBjBMA", true)),
    Runic: () => new UnicodeRangeTable(decodeRanges("g1FqCEK", true)),
    Samaritan: () => new UnicodeRangeTable(decodeRanges("ggCtBDO", true)),
    Saurashtra: () => new UnicodeRangeTable(decodeRanges("gkqBlCJL", true)),
    Sharada: () => new UnicodeRangeTable(decodeRanges("gskC-ChsCH", true)),
    Shavian: () => new UnicodeRangeTable(decodeRanges("wihCvB", true)),
    Siddham: () => new UnicodeRangeTable(decodeRanges("gslC1BDlB", true)),
    Sidetic: () => new UnicodeRangeTable(decodeRanges("gqiCZ", true)),
    SignWriting: () => new UnicodeRangeTable(decodeRanges("gg2DrUQECO", true)),
    Sinhala: () => new UnicodeRangeTable(decodeRanges("hsDCBCRBEXBCIBCDDBFBEFFBEBCCCBGBHJBDCBt-gCTB", false)),
    Sogdian: () => new UnicodeRangeTable(decodeRanges("w5jCpB", true)),
    Sora_Sompeng: () => new UnicodeRangeTable(decodeRanges("wmkCYIJ", true)),
    Soyombo: () => new UnicodeRangeTable(decodeRanges("wymCyC", true)),
    Sundanese: () => new UnicodeRangeTable(decodeRanges("g8G-BhIH", true)),
    Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
    Syloti_Nagri: () => new UnicodeRangeTable(decodeRanges("ggqBsB", true)),
    Syriac: () => new UnicodeRangeTable(decodeRanges("g4BNC7BDCxIK", true)),
    Tagalog: () => new UnicodeRangeTable(decodeRanges("g4FVKA", true)),
    Tagbanwa: () => new UnicodeRangeTable(decodeRanges("g7FMCCCB", true)),
    Tai_Le: () => new UnicodeRangeTable(decodeRanges("wqGdDE", true)),
    Tai_Tham: () => new UnicodeRangeTable(decodeRanges("gxG+BCcDKHJHN", true)),
    Tai_Viet: () => new UnicodeRangeTable(decodeRanges("g0qBiCZE", true)),
    Tai_Yo: () => new UnicodeRangeTable(decodeRanges("g25DeCVJB", true)),
    Takri: () => new UnicodeRangeTable(decodeRanges("g0lC5BHJ", true)),
    Tamil: () => new UnicodeRangeTable(decodeRanges("i8CBBCFBECBCDBEBBCCCBEEBEEBBBELBFEBECBCDBDHHPUBm+kCxBBOAB", false)),
    Tangsa: () => new UnicodeRangeTable(decodeRanges("wz6CuCCJ", true)),
    Tangut: () => new UnicodeRangeTable(decodeRanges("g-7CgBgBB+3GBhQeBiDyDB", false)),
    Telugu: () => new UnicodeRangeTable(decodeRanges("ggDMCCCWCPDICCCDIBCCCBDDDJII", true)),
    Thaana: () => new UnicodeRangeTable(decodeRanges("g8BxB", true)),
    Thai: () => new UnicodeRangeTable(decodeRanges("hwD5BGb", true)),
    Tibetan: () => new UnicodeRangeTable(decodeRanges("g4DnCCjBFmBCjBCOCGFB", true)),
    Tifinagh: () => new UnicodeRangeTable(decodeRanges("wpL3BIBPA", true)),
    Tirhuta: () => new UnicodeRangeTable(decodeRanges("gklCnCJJ", true)),
    Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
    Tolong_Siki: () => new UnicodeRangeTable(decodeRanges("wtnCrBFJ", true)),
    Toto: () => new UnicodeRangeTable(decodeRanges("w04De", true)),
    Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false)),
    Ugaritic: () => new UnicodeRangeTable(decodeRanges("g8gCdCA", true)),
    Unknown: () => new UnicodeRangeTable(decodeRanges("4bBBHDBICCVuMuMnBBBzBBBE4B4BBGBcDBHKBvI9B9BBmDmDBMB8BBByBBBQddBCCMEBjBEBuHJJBDDBXXICCBBBFBBKBBDBBFHBCDBDGGBaaBEEHDBDBBXIIDGDBCCGDBDBBECBCGBFCCBFBSJBEKKEXXIDDGBBLIEBCCBNBFBBNGBIEEJBBDBBXIIDGGBKKBDDBEEBFBEDBDGGBTTBIBDHHBBBEFFBBBDCCDCBDCBECBNDBGCBEFFBCCBEBCNBWEBOEEYRRBKKEFFBFBDEEDBBFBBLGBXEEYLLGBBKEEFGBDEBEFFBLLELBOEE0BEEHDBRBBbEETCBZKKCBBICBCDBHCCJFBLBBELB7BDBekBBDCCGZZCYYBGGCIILBBFfBpClBlBBCBoBlBlBQOOBjBBnGCCBDBCBB6LFFBIICFFBqBqBFBBiBFFBIICFFBQQ6BFFBkCkCBhBhBBBBbFB3CBBHBB+UCB6CGBXIBZIBVLBOEEDLB-CBBLFBLFBbFB6CGBsBEBnCJBgBNNBCBNDBCCBrBBBGKBtBDBbFBMCB-BBBiCeeBMMBEBLFBPBBvBBBNTBuCnFnFBGB9BCBQCB-BEBsBBBMHBsBEB3QBBHBBnBBBHBBJGCgBBB2BQQPBBHUUBEEKmDmDNBBcOOBBBjBNBiBOBtEDB7UVBMUB14BBB-LEBuBCCBDBCBB5BGBDNBZIBI4BI-DhBBb6C6CBKB3GZBxC3C3CBoDoDBDBsB-C-C3CIBxBuzcuzcBBB4BIB9KTB5FHB+GTB9BCBLFB5BHBnCHBNFB1DKBfCBvCMMBCBiB4B4BBHBPBBLBBoDXBdJBHBBHBBHIBIII9BDB-DBBLFBl9KLBYDByBjoIBvLBBrDlBBILBGEBbGGCGDrUfBrBFB0BUUFDBGoEoEBCC-FCBHBBHBBHBBECBIIIBIBGBBNbbUDDQBBPhBB8DEBEDBuBCB5COOBBBCuBBvBhEBeCByBOBdDBlBIBfEBsBEBfmBmBBCBPpBB-EBBLFBlBDBlBDBpBHB1BKBNQQIDDMQQIDDBBB1BLB4JIBXJBJXBHrBrBKkCBHBBCtBtBDCBCBBYpCpCBGBKvBBUDDBDBiBCBcEBclBB5BDBVBBzBDDBDBJEEeBBEDBLGBKGBhCfBoBDBNIB3BCBeBBcEBbGBFLBIvCBqC2BB0BMB0BGBvBHBLFBnBCBeHBDvGBgBrBrBEBBDPBHHBKgBBvBHBrBVBblBBdTBYIBvCDBlBIBlCJBCBBaGBLFB2BTTBGBoBIBhDVVBJBTwBwBB8BBICCFQQMFB8BEBLFBFJJBDDBXXIDDGLLBDDBEEBCCBEBCEBIBBICBGKBLCCBCCnBLLCBBCFFLDDBGBDcB9CGGBcBpCHBLlFB3BBBnBhBBmCKBLFBOSB7BFBLFBVbBcBBQDBY4FB9BjDB0CLBJBBCBBJDDfDDBNNBHBLlCBJBBvBBBMaBpCHB0CMBqCGBL1CBJ3CBjBNBLFBKuBuBPJBeCBhBBBXPPBnCBIDDtBCBCDDKHBLFBHDDmBDDHGBLFBtBDBL1HBaGBSqBqBBBBe0CBCOBzBMB8clDBwDGGBJBlGryCBkDMB3iBJB88DEBoS41GB7Bl2BB6RGBgBLLBCByCLLBEBfBBHJBnCJBLIIWEBUvNB7BlGB8CEBaBBarBBsCDB6BGBS-BBGKBIIB3mHoBBhBgDB0D8vIBFIIDkJkJBNBCcBEBBCNBFHBtMjoCBsDEBOCBKGBLBBJ76DB+HCB1NFBYOBSOBvBBBYIB1D7BB3HJBoBBBjGUBnC5DBVLBVLB4CIBamEB2CoCoCDBBCBBDBBFNNCIIiCFFBJJIddFGGCCBI1K1KBlJlJB-V-VBNBGQQBuiBBgBFBH0GBISSBIIDGGBDB-BgBBCvDBuBCBPBBLDBD-JBgBQB7BEBCvOBrB1GBsBDBC-FBgBXXBGBD-GBIFFDQQmGBBRoBBtCDBLDBDwYBlCrCB+BhGBFccDCCBCCLFFCCCBEBCDBCECEDDCBBCICDCCBFFIKFCLLSEBEGGSzBBDtIBtBDBlDLBQBBQQQmBJBvF3BBeMBtBDBKGBDNBH5EB6eCBSCBOCB7GFBNDBCOBNDB5BHBLFBpBHBfBBNDBDNBKmBB5KHBPBBOCBMCB6BCCBCBRBBNDBLGB0EoDoDBjgBBh3pBfB-oEBBv0FBBypHOBvThtCB-QhvBBs6EEBrpIm8yVBCdBhD-DBxHvw-FB", false)),
    Vai: () => new UnicodeRangeTable(decodeRanges("gopBrJ", true)),
    Vithkuqi: () => new UnicodeRangeTable(decodeRanges("wrhCKCOCGCBCKCOCGCB", true)),
    Wancho: () => new UnicodeRangeTable(decodeRanges("g24D5BGA", true)),
    Warang_Citi: () => new UnicodeRangeTable(decodeRanges("glmCyCNA", true)),
    Yezidi: () => new UnicodeRangeTable(decodeRanges("g0jCpBCCDB", true)),
    Yi: () => new UnicodeRangeTable(decodeRanges("ggoBskBE2B", true)),
    Zanabazar_Square: () => new UnicodeRangeTable(decodeRanges("gwmCnC", true))
  });
  static FOLD_CATEGORIES = new LazyMap({
    L: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    LC: () => new UnicodeRangeTable(decodeRanges("laA", true)),
    Ll: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGC3HrBrBCEEJHHCCBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHxC9zC9zCBuBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Lt: () => new UnicodeRangeTable(decodeRanges("kOCCBCCBCClBCCtsHHBJHBJHBMQQwBAB", false)),
    Lu: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpL2B2Bs1CvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false)),
    M: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Mn: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false)),
    Emoji: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Extended_Pictographic: () => new UnicodeRangeTable(decodeRanges("8mJA", true)),
    Lowercase: () => new UnicodeRangeTable(decodeRanges("hCZBmDWBCGBiBuBCEECDOCDuBCBECEBBCCCBCCBBBDDBCBBCCBEBBCBBCECBCCDCCBCCBBBCCCBEEIBBCBBCBBCOCDQCDBBCCCBBBC4BCIBBCBBDCCBCBCGCiJCCEJJHCCBBBCCCBCCBPBCIBkBJJCUCGDDCBBDyBBxBgBCK2BCBMCD+CCDlBBq6ClBBCGGzW1CB0kCHHBpBBDCBhK0ECKgDCKHBJFBLHBJHBJFBMGCJHBZHBJHBJHBJEBMEBMDBNEBMEBqJEEBHHuBPBUzZzZBYBx5BvBBxBCCBBBDGCBCBCDDJCBCgDCJCCFuqeuqeCqBCUaCoEMCE8BCLECBICFCCDCCEUCBDBCEBCOCBCBCCCBQCZs5Vs5VBYBmmBnBBpEjBB9EKBCOBCGBCBBr3ByBB+EVB75CfBhsVfBhCYBoyehBB", false)),
    Math: () => new UnicodeRangeTable(decodeRanges("ycGDCHHFMMDDDCHHFAB", false)),
    Uppercase: () => new UnicodeRangeTable(decodeRanges("hDZB7BqBqBBWBCHBCuBCEECDOCDsBCDECBBBDCCDEEGDDECBDDDCCCDFFDEECDDECCGBBCBBCBBCOCBSCDBBCEECkBCEQCJDDBCCFICBEBCBBCCCBEEBCCBCBCEBDCCBDDIDDCBBEFBGLLBnFnFsBCCEEEBBBvBDBCdBCBBECBCWCBDBCGD1BvBBCgBCK0BCDMCBgDCyBlBBq6CqBBDCB5XFBjkCIBCvHvHERRzD0ECGGGC8CCBHBJFBLHBJHBJFBMGCJHBJNBzBBBNSSBPPBEEpLiBiBBOBFsasaBYBn6BvBBCEEBGCHDDLiDCJCCFNNBkBBCGG0oesBCUaCoEMCE8BCLCCDICFFFCBBDSCMOCFCCDOCb9a9advCBi8UZBumBnBBpEjBB8EKBCOBCGBCBBk4ByBB+DVB75CfBhsVfB8BYBvyehBB", false))
  });
  static FOLD_SCRIPT = new LazyMap({
    Common: () => new UnicodeRangeTable(decodeRanges("8cgBgB", false)),
    Greek: () => new UnicodeRangeTable(decodeRanges("1FwUwU", false)),
    Inherited: () => new UnicodeRangeTable(decodeRanges("5cgBgBlgHAB", false))
  });
};
var Unicode = class Unicode2 {
  static MAX_RUNE = 1114111;
  static RUNE_ERROR = 65533;
  static isUnsearchable(r) {
    return r === Unicode2.RUNE_ERROR || r >= Unicode2.MIN_HIGH_SURROGATE && r <= Unicode2.MAX_LOW_SURROGATE;
  }
  static MAX_ASCII = 127;
  static MAX_LATIN1 = 255;
  static MAX_BMP = 65535;
  static MIN_FOLD = 65;
  static MAX_FOLD = 125251;
  static MIN_HIGH_SURROGATE = 55296;
  static MAX_HIGH_SURROGATE = 56319;
  static MIN_LOW_SURROGATE = 56320;
  static MAX_LOW_SURROGATE = 57343;
  static MIN_SUPPLEMENTARY_CODE_POINT = 65536;
  static is32(ranges, r) {
    let lo = 0;
    let hi = ranges.length;
    while (lo < hi) {
      const m = lo + Math.floor((hi - lo) / 2);
      const rlo = ranges.getLo(m);
      const rhi = ranges.getHi(m);
      if (rlo <= r && r <= rhi) {
        const stride = ranges.getStride(m);
        return (r - rlo) % stride === 0;
      }
      if (r < rlo) hi = m;
      else lo = m + 1;
    }
    return false;
  }
  static is(ranges, r) {
    if (r <= Unicode2.MAX_LATIN1) {
      for (let i = 0; i < ranges.length; i++) {
        if (r > ranges.getHi(i)) continue;
        const rlo = ranges.getLo(i);
        if (r < rlo) return false;
        const stride = ranges.getStride(i);
        return (r - rlo) % stride === 0;
      }
      return false;
    }
    return ranges.length > 0 && r >= ranges.getLo(0) && Unicode2.is32(ranges, r);
  }
  static isPrint(r) {
    if (r <= Unicode2.MAX_LATIN1) return r >= 32 && r < Unicode2.MAX_ASCII || r >= 161 && r !== 173;
    return Unicode2.is(UnicodeTables.Print, r);
  }
  static simpleFold(r) {
    if (UnicodeTables.CASE_ORBIT.has(r)) return UnicodeTables.CASE_ORBIT.get(r);
    if (r <= Unicode2.MAX_ASCII) {
      const l = Codepoint.toLowerCase(r);
      return l !== r ? l : Codepoint.toUpperCase(r);
    }
    return r;
  }
  static equalsIgnoreCase(r1, r2) {
    if (r1 === r2) return true;
    if (r1 < 0 || r2 < 0) return false;
    if (r1 <= Unicode2.MAX_ASCII && r2 <= Unicode2.MAX_ASCII) {
      if (65 <= r1 && r1 <= 90) r1 |= 32;
      if (65 <= r2 && r2 <= 90) r2 |= 32;
      return r1 === r2;
    }
    for (let r = Unicode2.simpleFold(r1); r !== r1; r = Unicode2.simpleFold(r)) if (r === r2) return true;
    return false;
  }
};
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message2) {
    super(message2);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  /**
  * @param {string} error
  * @param {string|null} [input=null]
  */
  constructor(error, input = null) {
    let message2 = `error parsing regexp: ${error}`;
    if (input) message2 += `: \`${input}\``;
    super(message2);
    this.name = "RE2JSSyntaxException";
    this.message = message2;
    this.error = error;
    this.input = input;
  }
  /**
  * Retrieves the description of the error.
  * @returns {string}
  */
  getDescription() {
    return this.error;
  }
  /**
  * Retrieves the erroneous regular-expression pattern.
  * @returns {string|null}
  */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message2) {
    super(message2);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSGroupException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message2) {
    super(message2);
    this.name = "RE2JSGroupException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message2) {
    super(message2);
    this.name = "RE2JSFlagsException";
  }
};
var RE2JSInternalException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message2) {
    super(message2);
    this.name = "RE2JSInternalException";
  }
};
var FAST_PATH_TABLE_SIZE = 256;
var WORD_RUNE_TABLE = new Uint8Array(FAST_PATH_TABLE_SIZE);
for (let i = 0; i < FAST_PATH_TABLE_SIZE; i++) WORD_RUNE_TABLE[i] = 97 <= i && i <= 122 || 65 <= i && i <= 90 || 48 <= i && i <= 57 || i === 95 ? 1 : 0;
var cachedNativeEncoder = null;
var cachedNativeDecoder = null;
var Utils = class Utils2 {
  static METACHARACTERS = "\\.+*?()|[]{}^$";
  static EMPTY_BEGIN_LINE = 1;
  static EMPTY_END_LINE = 2;
  static EMPTY_BEGIN_TEXT = 4;
  static EMPTY_END_TEXT = 8;
  static EMPTY_WORD_BOUNDARY = 16;
  static EMPTY_NO_WORD_BOUNDARY = 32;
  static EMPTY_ALL = -1;
  static emptyInts() {
    return [];
  }
  static isString(value2) {
    return typeof value2 === "string" || Object.prototype.toString.call(value2) === "[object String]";
  }
  static typeName(value2) {
    if (value2 === null || typeof value2 !== "object" && typeof value2 !== "function") return value2 === null ? "null" : typeof value2;
    return Object.prototype.toString.call(value2).slice(8, -1);
  }
  static checkPattern(pattern) {
    if (!Utils2.isString(pattern)) throw new TypeError(`The pattern must be a string, not ${Utils2.typeName(pattern)} (RE2JS.translateRegExp() converts a RegExp)`);
  }
  static checkInput(input) {
    if (!Utils2.isString(input) && !Utils2.isByteArray(input)) throw new TypeError(`The input must be a string or a byte array (Uint8Array or number[]), not ${Utils2.typeName(input)}`);
  }
  static checkFlags(flags) {
    const known = PublicFlags.MULTILINE | PublicFlags.DOTALL | PublicFlags.CASE_INSENSITIVE | PublicFlags.DISABLE_UNICODE_GROUPS | PublicFlags.LONGEST_MATCH | PublicFlags.LOOKBEHINDS;
    if (!Number.isInteger(flags) || (flags & ~known) !== 0) throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS, LONGEST_MATCH, LOOKBEHINDS");
  }
  static isByteArray(input) {
    return Array.isArray(input) || Object.prototype.toString.call(input) === "[object Uint8Array]";
  }
  static isalnum(c) {
    return Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"] || Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["z"] || Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["Z"];
  }
  static unhex(c) {
    if (Codepoint.CODES["0"] <= c && c <= Codepoint.CODES["9"]) return c - Codepoint.CODES["0"];
    if (Codepoint.CODES["a"] <= c && c <= Codepoint.CODES["f"]) return c - Codepoint.CODES["a"] + 10;
    if (Codepoint.CODES["A"] <= c && c <= Codepoint.CODES["F"]) return c - Codepoint.CODES["A"] + 10;
    return -1;
  }
  static escapeRune(rune) {
    let out = "";
    if (Unicode.isPrint(rune)) {
      if (Utils2.METACHARACTERS.indexOf(String.fromCodePoint(rune)) >= 0) out += "\\";
      out += String.fromCodePoint(rune);
    } else switch (rune) {
      case Codepoint.CODES['"']:
        out += '\\"';
        break;
      case Codepoint.CODES["\\"]:
        out += "\\\\";
        break;
      case Codepoint.CODES["	"]:
        out += "\\t";
        break;
      case Codepoint.CODES["\n"]:
        out += "\\n";
        break;
      case Codepoint.CODES["\r"]:
        out += "\\r";
        break;
      case Codepoint.CODES["\b"]:
        out += "\\b";
        break;
      case Codepoint.CODES["\f"]:
        out += "\\f";
        break;
      default: {
        let s = rune.toString(16);
        if (rune < 256) {
          out += "\\x";
          if (s.length === 1) out += "0";
          out += s;
        } else out += `\\x{${s}}`;
        break;
      }
    }
    return out;
  }
  static stringToRunes(str3) {
    const string = String(str3);
    const runes = [];
    let i = 0;
    while (i < string.length) {
      const cp4 = string.codePointAt(i);
      runes.push(cp4);
      i += cp4 > Unicode.MAX_BMP ? 2 : 1;
    }
    return new Int32Array(runes);
  }
  static runeToString(r) {
    return String.fromCodePoint(r);
  }
  static isWordRune(r) {
    return r < FAST_PATH_TABLE_SIZE ? WORD_RUNE_TABLE[r] === 1 : false;
  }
  static emptyOpContext(r1, r2) {
    let op = 0;
    if (r1 < 0) op |= Utils2.EMPTY_BEGIN_TEXT | Utils2.EMPTY_BEGIN_LINE;
    if (r1 === 10) op |= Utils2.EMPTY_BEGIN_LINE;
    if (r2 < 0) op |= Utils2.EMPTY_END_TEXT | Utils2.EMPTY_END_LINE;
    if (r2 === 10) op |= Utils2.EMPTY_END_LINE;
    if (Utils2.isWordRune(r1) !== Utils2.isWordRune(r2)) op |= Utils2.EMPTY_WORD_BOUNDARY;
    else op |= Utils2.EMPTY_NO_WORD_BOUNDARY;
    return op;
  }
  /**
  * Returns a string that quotes all regular expression metacharacters inside the argument text;
  * the returned string is a regular expression matching the literal text. For example,
  * {@code quoteMeta("[foo]").equals("\\[foo\\]")}.
  * @param {string} str
  * @returns {string}
  */
  static quoteMeta(str3) {
    return str3.split("").map((s) => {
      if (Utils2.METACHARACTERS.indexOf(s) >= 0) return `\\${s}`;
      return s;
    }).join("");
  }
  static charCount(codePoint) {
    return codePoint > Unicode.MAX_BMP ? 2 : 1;
  }
  /**
  * High-speed conversion from TypedArrays to standard JS Arrays.
  * Bypasses the expensive Symbol.iterator overhead of Array.from()
  */
  static toArray(typedArray) {
    const len2 = typedArray.length;
    const res = new Array(len2);
    for (let i = 0; i < len2; i++) res[i] = typedArray[i];
    return res;
  }
  static stringToUtf8ByteArray(str3) {
    if (globalThis.TextEncoder) {
      if (!cachedNativeEncoder) cachedNativeEncoder = new TextEncoder();
      return cachedNativeEncoder.encode(str3);
    } else {
      let out = [], p = 0;
      for (let i = 0; i < str3.length; i++) {
        let c = str3.charCodeAt(i);
        if (c < 128) out[p++] = c;
        else if (c < 2048) {
          out[p++] = c >> 6 | 192;
          out[p++] = c & 63 | 128;
        } else if ((c & 64512) === Unicode.MIN_HIGH_SURROGATE && i + 1 < str3.length && (str3.charCodeAt(i + 1) & 64512) === Unicode.MIN_LOW_SURROGATE) {
          c = Unicode.MIN_SUPPLEMENTARY_CODE_POINT + ((c & 1023) << 10) + (str3.charCodeAt(++i) & 1023);
          out[p++] = c >> 18 | 240;
          out[p++] = c >> 12 & 63 | 128;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        } else {
          out[p++] = c >> 12 | 224;
          out[p++] = c >> 6 & 63 | 128;
          out[p++] = c & 63 | 128;
        }
      }
      return out;
    }
  }
  static utf8ByteArrayToString(bytes) {
    if (globalThis.TextDecoder) {
      if (!cachedNativeDecoder) cachedNativeDecoder = new TextDecoder("utf-8");
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      return cachedNativeDecoder.decode(view);
    } else {
      let out = [], pos = 0, c = 0;
      while (pos < bytes.length) {
        let c1 = bytes[pos++];
        if (c1 < 128) out[c++] = String.fromCharCode(c1);
        else if (c1 > 191 && c1 < 224) {
          let c2 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 31) << 6 | c2 & 63);
        } else if (c1 > 239 && c1 < 365) {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          let c4 = bytes[pos++];
          let u = ((c1 & 7) << 18 | (c2 & 63) << 12 | (c3 & 63) << 6 | c4 & 63) - Unicode.MIN_SUPPLEMENTARY_CODE_POINT;
          out[c++] = String.fromCharCode(Unicode.MIN_HIGH_SURROGATE + (u >> 10));
          out[c++] = String.fromCharCode(Unicode.MIN_LOW_SURROGATE + (u & 1023));
        } else {
          let c2 = bytes[pos++];
          let c3 = bytes[pos++];
          out[c++] = String.fromCharCode((c1 & 15) << 12 | (c2 & 63) << 6 | c3 & 63);
        }
      }
      return out.join("");
    }
  }
};
var createEnum = (values = [], initNum = 0) => {
  const enumObject = /* @__PURE__ */ Object.create(null);
  for (let i = 0; i < values.length; i++) {
    const val = values[i];
    const keyVal = initNum + i;
    enumObject[val] = keyVal;
    enumObject[keyVal] = val;
  }
  return Object.freeze(enumObject);
};
var MatcherInputBase = class MatcherInputBase2 {
  static Encoding = createEnum(["UTF_16", "UTF_8"]);
  getEncoding() {
    throw Error("not implemented");
  }
  /** @returns {string} */
  asCharSequence() {
    throw Error("not implemented");
  }
  /** @returns {Uint8Array|number[]|null} */
  asBytes() {
    throw Error("not implemented");
  }
  /** @returns {number} */
  length() {
    throw Error("not implemented");
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF8Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_8;
  }
  /**
  *
  * @returns {boolean}
  */
  isUTF16Encoding() {
    return this.getEncoding() === MatcherInputBase2.Encoding.UTF_16;
  }
};
var Utf8MatcherInput = class extends MatcherInputBase {
  /** @param {Uint8Array|number[]|null} bytes */
  constructor(bytes = null) {
    super();
    this.bytes = bytes;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_8;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return Utils.utf8ByteArrayToString(this.bytes);
  }
  /**
  *
  * @returns {Uint8Array|number[]|null}
  */
  asBytes() {
    return this.bytes;
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.bytes.length;
  }
};
var Utf16MatcherInput = class extends MatcherInputBase {
  /** @param {string|null} charSequence */
  constructor(charSequence = null) {
    super();
    this.charSequence = charSequence;
  }
  getEncoding() {
    return MatcherInputBase.Encoding.UTF_16;
  }
  /**
  *
  * @returns {string}
  */
  asCharSequence() {
    return this.charSequence;
  }
  /**
  *
  * @returns {number[]}
  */
  asBytes() {
    return Utils.stringToUtf8ByteArray(this.charSequence.toString());
  }
  /**
  *
  * @returns {number}
  */
  length() {
    return this.charSequence.length;
  }
};
var MatcherInput = class {
  /**
  * Return the MatcherInput for UTF_16 encoding.
  * @returns {Utf16MatcherInput}
  */
  static utf16(charSequence) {
    Utils.checkInput(charSequence);
    return new Utf16MatcherInput(charSequence);
  }
  /**
  * Return the MatcherInput for UTF_8 encoding.
  * @returns {Utf8MatcherInput}
  */
  static utf8(input) {
    if (Utils.isByteArray(input)) return new Utf8MatcherInput(input);
    return new Utf8MatcherInput(Utils.stringToUtf8ByteArray(input));
  }
};
var MachineInputBase = class {
  static EOF() {
    return -8;
  }
  constructor() {
    this.start = 0;
    this.end = 0;
  }
  canCheckPrefix() {
    return true;
  }
  endPos() {
    return this.end - this.start;
  }
  hasString() {
    return false;
  }
  hasAnyString() {
    return false;
  }
  prefixLength() {
    return 0;
  }
};
var MachineUTF8Input = class MachineUTF8Input2 extends MachineInputBase {
  static RUNE_ERROR_STEP = Unicode.RUNE_ERROR << 3 | 1;
  constructor(bytes, start = 0, end = bytes.length) {
    super();
    this.bytes = bytes;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const target = prefilter.bytes;
    if (target.length === 0) return true;
    const idx = this.indexOf(this.bytes, target, this.start + pos);
    return idx !== -1 && idx <= this.end - target.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton8().searchUTF8(this.bytes, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c = this.bytes[pos] & 255;
    if (c < 128) return c << 3 | 1;
    let size;
    let rune;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) {
      size = 2;
      rune = c & 31;
    } else if (c >= 224 && c <= 239) {
      size = 3;
      rune = c & 15;
      if (c === 224) lo = 160;
      else if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      size = 4;
      rune = c & 7;
      if (c === 240) lo = 144;
      else if (c === 244) hi = 143;
    } else return MachineUTF8Input2.RUNE_ERROR_STEP;
    if (pos + size > this.end) return MachineUTF8Input2.RUNE_ERROR_STEP;
    const c1 = this.bytes[pos + 1] & 255;
    if (c1 < lo || c1 > hi) return MachineUTF8Input2.RUNE_ERROR_STEP;
    rune = rune << 6 | c1 & 63;
    if (size > 2) {
      const c2 = this.bytes[pos + 2] & 255;
      if ((c2 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
      rune = rune << 6 | c2 & 63;
      if (size > 3) {
        const c3 = this.bytes[pos + 3] & 255;
        if ((c3 & 192) !== 128) return MachineUTF8Input2.RUNE_ERROR_STEP;
        rune = rune << 6 | c3 & 63;
      }
    }
    return rune << 3 | size;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.indexOf(this.bytes, re2.prefixUTF8, pos);
    return i < 0 ? i : i - pos;
  }
  context(pos) {
    pos += this.start;
    let r1 = -1;
    if (pos > this.start && pos <= this.end) {
      let start = pos - 1;
      r1 = this.bytes[start--];
      if (r1 >= 128) {
        let lim = pos - 4;
        if (lim < this.start) lim = this.start;
        while (start >= lim && (this.bytes[start] & 192) === 128) start--;
        if (start < this.start) start = this.start;
        const r = this.step(start - this.start);
        r1 = start + (r & 7) === pos ? r >> 3 : Unicode.RUNE_ERROR;
      }
    }
    const r2 = pos < this.end ? this.step(pos - this.start) >> 3 : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  indexOf(source, target, fromIndex = 0) {
    let targetLength = target.length;
    if (targetLength === 0) return fromIndex <= this.end ? fromIndex : -1;
    const firstByte = target[0];
    let limit = this.end - targetLength;
    const hasNativeIndexOf = typeof source.indexOf === "function";
    let i = fromIndex;
    while (i <= limit) {
      if (hasNativeIndexOf) {
        i = source.indexOf(firstByte, i);
        if (i === -1 || i > limit) return -1;
      } else {
        while (i <= limit && source[i] !== firstByte) i++;
        if (i > limit) return -1;
      }
      let match = true;
      for (let j = 1; j < targetLength; j++) if (source[i + j] !== target[j]) {
        match = false;
        break;
      }
      if (match) return i;
      i++;
    }
    return -1;
  }
  prefixLength(re2) {
    return re2.prefixUTF8.length;
  }
};
var MachineUTF16Input = class extends MachineInputBase {
  constructor(charSequence, start = 0, end = charSequence.length) {
    super();
    this.charSequence = charSequence;
    this.start = start;
    this.end = end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  hasAnyString(prefilter, pos) {
    return prefilter.automaton16().searchUTF16(this.charSequence, this.start + pos, this.end);
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) return MachineInputBase.EOF();
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < Unicode.MIN_HIGH_SURROGATE || c1 > Unicode.MAX_HIGH_SURROGATE || pos + 1 >= this.end) return c1 << 3 | 1;
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= Unicode.MIN_LOW_SURROGATE && c2 <= Unicode.MAX_LOW_SURROGATE) return (c1 - Unicode.MIN_HIGH_SURROGATE) * 1024 + (c2 - Unicode.MIN_LOW_SURROGATE) + Unicode.MIN_SUPPLEMENTARY_CODE_POINT << 3 | 2;
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.charSequence.indexOf(re2.prefix, pos);
    if (i < 0 || i > this.end - re2.prefix.length) return -1;
    return i - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > this.start && pos <= this.end ? this.charSequence.charCodeAt(pos - 1) : -1;
    const r2 = pos < this.end ? this.charSequence.charCodeAt(pos) : -1;
    return Utils.emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
var MachineInput = class {
  static fromUTF8(bytes, start = 0, end = bytes.length) {
    return new MachineUTF8Input(bytes, start, end);
  }
  static fromUTF16(charSequence, start = 0, end = void 0) {
    Utils.checkInput(charSequence);
    return new MachineUTF16Input(charSequence, start, end ?? charSequence.length);
  }
};
var Matcher = class Matcher2 {
  /**
  * V8 and WebKit have historical hard limits on the number of arguments
  * that can be passed to a function. We cap replacer arguments to prevent
  * Call Stack Overflow (DoS) vulnerabilities on massive ASTs.
  */
  static MAX_REPLACER_ARGS = 65535;
  /**
  * Quotes '\' and '$' in {@code s}, so that the returned string could be used in
  * {@link #appendReplacement} as a literal replacement of {@code s}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str3, javaMode = false) {
    if (javaMode) {
      if (str3.indexOf("\\") < 0 && str3.indexOf("$") < 0) return str3;
      return str3.split("").map((s) => {
        const c = s.codePointAt(0);
        if (c === Codepoint.CODES["\\"] || c === Codepoint.CODES["$"]) return `\\${s}`;
        return s;
      }).join("");
    }
    if (str3.indexOf("$") < 0) return str3;
    return str3.split("").map((s) => {
      if (s.codePointAt(0) === Codepoint.CODES["$"]) return "$$";
      return s;
    }).join("");
  }
  /**
  *
  * @param {import('./index.js').RE2JS} pattern
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  */
  constructor(pattern, input) {
    if (pattern === null) throw new Error("pattern is null");
    this.patternInput = pattern;
    const re2 = this.patternInput.re2();
    this.patternGroupCount = re2.numberOfCapturingGroups();
    this.groups = [];
    this.namedGroups = re2.namedGroups;
    this.hasNamedGroups = Object.keys(this.namedGroups).length > 0;
    this.numberOfInstructions = re2.numberOfInstructions();
    this.lookbehindState = null;
    if (input instanceof MatcherInputBase) this.resetMatcherInput(input);
    else if (Utils.isByteArray(input)) this.resetMatcherInput(MatcherInput.utf8(input));
    else this.resetMatcherInput(MatcherInput.utf16(input));
  }
  /**
  * Returns the {@code RE2JS} associated with this {@code Matcher}.
  * @returns {import('./index.js').RE2JS}
  */
  pattern() {
    return this.patternInput;
  }
  /**
  * Resets the {@code Matcher}, rewinding input and discarding any match information.
  *
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  reset() {
    this.matcherInputLength = this.matcherInput.length();
    this.appendPos = 0;
    this.hasMatch = false;
    this.hasGroups = false;
    this.anchorFlag = 0;
    return this;
  }
  /**
  * Resets the {@code Matcher} and changes the input.
  * @param {string|number[]|Uint8Array|MatcherInputBase} input
  * @returns {Matcher} the {@code Matcher} itself, for chained method calls
  */
  resetMatcherInput(input) {
    if (input === null) throw new Error("input is null");
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    this.matcherInput = input;
    if (this.lookbehindState !== null) this.lookbehindState.reset();
    else this.lookbehindState = this.patternInput.re2().createLookbehindState();
    this.reset();
    return this;
  }
  /**
  * Returns the start of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  start(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group];
  }
  /**
  * Returns the end of the named group of the most recent match, or -1 if the group was not
  * matched.
  * @param {string|number} [group=0]
  * @returns {number}
  */
  end(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    this.loadGroup(group);
    return this.groups[2 * group + 1];
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.numberOfInstructions;
  }
  /**
  * Returns the named group of the most recent match, or {@code null} if the group was not matched.
  * @param {string|number} [group=0]
  * @returns {string|null}
  */
  group(group = 0) {
    if (typeof group === "string") {
      const groupInt = this.namedGroups[group];
      if (!Number.isFinite(groupInt)) throw new RE2JSGroupException(`group '${group}' not found`);
      group = groupInt;
    }
    const start = this.start(group);
    const end = this.end(group);
    if (start < 0 && end < 0) return null;
    return this.substring(start, end);
  }
  /**
  * Returns a dictionary map of all named capturing groups and their matched values.
  * If a group was not matched, its value will be `null`.
  * @returns {Record<string, string|null>}
  */
  getNamedGroups() {
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    const result = /* @__PURE__ */ Object.create(null);
    for (const name of Object.keys(this.namedGroups)) result[name] = this.group(name);
    return result;
  }
  /**
  * Returns the number of subgroups in this pattern.
  *
  * @returns {number} the number of subgroups; the overall match (group 0) does not count
  */
  groupCount() {
    return this.patternGroupCount;
  }
  /**
  * Helper: finds subgroup information if needed for group.
  * @param {number} group
  * @private
  */
  loadGroup(group) {
    if (!Number.isInteger(group) || group < 0 || group > this.patternGroupCount) throw new RE2JSGroupException(`Group index out of bounds: ${group}`);
    if (!this.hasMatch) throw new RE2JSGroupException("perhaps no match attempted");
    if (group === 0 || this.hasGroups) return;
    const end = this.matcherInputLength;
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, this.groups[0], end, this.anchorFlag, 1 + this.patternGroupCount, this.lookbehindState);
    if (!res[0]) throw new RE2JSGroupException("inconsistency in matching group data");
    this.groups = res[1];
    this.hasGroups = true;
  }
  /**
  * Matches the entire input against the pattern (anchored start and end). If there is a match,
  * {@code matches} sets the match state to describe it.
  *
  * @returns {boolean} true if the entire input matches the pattern
  */
  matches() {
    return this.genMatch(0, RE2Flags.ANCHOR_BOTH);
  }
  /**
  * Matches the beginning of input against the pattern (anchored start). If there is a match,
  * {@code lookingAt} sets the match state to describe it.
  *
  * @returns {boolean} true if the beginning of the input matches the pattern
  */
  lookingAt() {
    return this.genMatch(0, RE2Flags.ANCHOR_START);
  }
  /**
  * Matches the input against the pattern (unanchored), starting at a specified position. If there
  * is a match, {@code find} sets the match state to describe it.
  *
  * @param {number|null} [start=null] the input position where the search begins
  * @returns {boolean} if it finds a match
  * @throws IndexOutOfBoundsException if start is not a valid input position
  */
  find(start = null) {
    if (start !== null) {
      if (!Number.isInteger(start) || start < 0 || start > this.matcherInputLength) throw new RE2JSGroupException(`start index out of bounds: ${start}`);
      this.reset();
      return this.genMatch(start, 0);
    }
    start = 0;
    if (this.hasMatch) {
      start = this.groups[1];
      if (this.groups[0] === this.groups[1]) {
        const r = (this.matcherInput.isUTF16Encoding() ? MachineInput.fromUTF16(this.matcherInput.asCharSequence(), 0, this.matcherInputLength) : MachineInput.fromUTF8(this.matcherInput.asBytes(), 0, this.matcherInputLength)).step(start);
        if (r < 0) start++;
        else start += r & 7;
      }
    }
    return this.genMatch(start, RE2Flags.UNANCHORED);
  }
  /**
  * Helper: does match starting at start, with RE2 anchor flag.
  * @param {number} startByte
  * @param {number} anchor
  * @returns {boolean}
  * @private
  */
  genMatch(startByte, anchor) {
    const res = this.patternInput.re2().matchMachineInput(this.matcherInput, startByte, this.matcherInputLength, anchor, 1, this.lookbehindState);
    if (!res[0]) {
      this.hasMatch = false;
      return false;
    }
    this.groups = res[1];
    this.hasMatch = true;
    this.hasGroups = this.patternGroupCount === 0;
    this.anchorFlag = anchor;
    return true;
  }
  /**
  * Helper: return substring for [start, end).
  * @param {number} start
  * @param {number} end
  * @returns {string}
  */
  substring(start, end) {
    if (this.matcherInput.isUTF8Encoding()) return Utils.utf8ByteArrayToString(this.matcherInput.asBytes().slice(start, end));
    return this.matcherInput.asCharSequence().substring(start, end).toString();
  }
  /**
  * Helper for Pattern: return input length.
  * @returns {number}
  */
  inputLength() {
    return this.matcherInputLength;
  }
  /**
  * Appends to result two strings: the text from the append position up to the beginning of the
  * most recent match, and then the replacement with submatch groups substituted for references to
  * them. It advances the append position to where the most recent match ended.
  *
  * By default the replacement is expanded as by String.prototype.replace (see
  * appendReplacementInternalJs). In Java mode it follows re2j / java.util.regex: $n takes as
  * many digits as still form a valid group number, ${name} is a named group, and a backslash
  * escapes the next character (so "\\$" in a JS string literal inserts a literal $).
  *
  * @param {string} replacement the replacement string
  * @param {boolean} [javaMode=false] activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @throws IllegalStateException if there was no most recent match
  * @throws IndexOutOfBoundsException in Java mode, if replacement refers to an invalid group
  * @private
  */
  appendReplacement(replacement, javaMode = false) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    res += javaMode ? this.appendReplacementInternalJava(replacement) : this.appendReplacementInternalJs(replacement);
    return res;
  }
  /**
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJava(replacement) {
    let res = "";
    let last = 0;
    const m = replacement.length;
    let i = 0;
    while (i < m) {
      const cCode = replacement.codePointAt(i);
      if (cCode === Codepoint.CODES["\\"]) {
        if (last < i) res += replacement.substring(last, i);
        i++;
        if (i >= m) throw new RE2JSGroupException("character to be escaped is missing");
        last = i;
        i++;
        continue;
      }
      if (cCode === Codepoint.CODES["$"]) {
        if (last < i) res += replacement.substring(last, i);
        if (i + 1 >= m) throw new RE2JSGroupException("Illegal group reference: group index is missing");
        const nextCode = replacement.codePointAt(i + 1);
        if (Codepoint.CODES["0"] <= nextCode && nextCode <= Codepoint.CODES["9"]) {
          let n = nextCode - Codepoint.CODES["0"];
          let j = i + 2;
          for (; j < m; j++) {
            const digit = replacement.codePointAt(j);
            if (digit < Codepoint.CODES["0"] || digit > Codepoint.CODES["9"] || n * 10 + digit - Codepoint.CODES["0"] > this.patternGroupCount) break;
            n = n * 10 + digit - Codepoint.CODES["0"];
          }
          if (n > this.patternGroupCount) throw new RE2JSGroupException(`n > number of groups: ${n}`);
          const group = this.group(n);
          if (group !== null) res += group;
          i = j;
          last = i;
        } else if (nextCode === Codepoint.CODES["{"]) {
          let j = i + 2;
          while (j < m && replacement.codePointAt(j) !== Codepoint.CODES["}"]) j++;
          if (j >= m) throw new RE2JSGroupException("named capture group is missing trailing '}'");
          const groupName = replacement.substring(i + 2, j);
          const groupVal = this.group(groupName);
          if (groupVal !== null) res += groupVal;
          i = j + 1;
          last = i;
        } else throw new RE2JSGroupException("Illegal group reference");
        continue;
      }
      i++;
    }
    if (last < m) res += replacement.substring(last, m);
    return res;
  }
  /**
  * Expands |replacement| for the current match by the rules of String.prototype.replace
  * (ECMAScript GetSubstitution): $$ is "$", $& the match, $` the text before it, $' the text
  * after it, $n and $nn a group (two digits only when they form a valid group number, so with
  * one group "$10" is group 1 then "0"; an unmatched group is empty), and $<name> a named group
  * (empty when no such group), only when the pattern has named groups. Anything else, such as
  * "$0" or "$<" without a closing ">", is kept as is.
  * @param {string} replacement - the replacement string
  * @returns {string}
  * @private
  */
  appendReplacementInternalJs(replacement) {
    const isDigit = (c) => c >= 48 && c <= 57;
    const groupCount = this.patternGroupCount;
    let res = "";
    let i = 0;
    while (i < replacement.length) {
      const dollar = replacement.indexOf("$", i);
      if (dollar < 0) break;
      res += replacement.substring(i, dollar);
      i = dollar;
      const c = replacement.charCodeAt(i + 1);
      if (c === Codepoint.CODES["$"]) {
        res += "$";
        i += 2;
      } else if (c === Codepoint.CODES["&"]) {
        res += this.group(0);
        i += 2;
      } else if (c === Codepoint.CODES["`"]) {
        res += this.substring(0, this.start(0));
        i += 2;
      } else if (c === Codepoint.CODES["'"]) {
        res += this.substring(this.end(0), this.matcherInputLength);
        i += 2;
      } else if (isDigit(c)) {
        let digits = 1;
        let index2 = c - 48;
        const c2 = replacement.charCodeAt(i + 2);
        if (isDigit(c2) && index2 * 10 + c2 - 48 <= groupCount) {
          digits = 2;
          index2 = index2 * 10 + c2 - 48;
        }
        if (index2 >= 1 && index2 <= groupCount) {
          const group = this.group(index2);
          if (group !== null) res += group;
        } else res += replacement.substring(i, i + 1 + digits);
        i += 1 + digits;
      } else if (c === Codepoint.CODES["<"] && this.hasNamedGroups) {
        const gt = replacement.indexOf(">", i + 2);
        if (gt < 0) {
          res += "$<";
          i += 2;
        } else {
          const name = replacement.substring(i + 2, gt);
          if (Object.hasOwn(this.namedGroups, name)) {
            const group = this.group(name);
            if (group !== null) res += group;
          }
          i = gt + 1;
        }
      } else {
        res += "$";
        i += 1;
      }
    }
    return res + replacement.substring(i);
  }
  /**
  * Return the substring of the input from the append position to the end of the
  * input.
  * @returns {string}
  */
  appendTail() {
    return this.substring(this.appendPos, this.matcherInputLength);
  }
  /**
  * Returns the input with all matches replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the matches replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceAll(replacement, javaMode = false) {
    return this.replace(replacement, true, javaMode);
  }
  /**
  * Returns the input with the first match replaced by {@code replacement}, interpreted as for
  * {@code appendReplacement}.
  *
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string} the input string with the first match replaced
  * @throws IndexOutOfBoundsException if replacement refers to an invalid group and javaMode is true
  */
  replaceFirst(replacement, javaMode = false) {
    return this.replace(replacement, false, javaMode);
  }
  /**
  * Helper: replaceAll/replaceFirst hybrid.
  * @param {string|((...args: any[]) => string)} replacement - the replacement string or a replacer function
  * @param {boolean} [all=true] - replace all matches
  * @param {boolean} [javaMode=false] - activate java mode (different behaviour for capture groups and special characters)
  * @returns {string}
  * @private
  */
  replace(replacement, all = true, javaMode = false) {
    let res = "";
    this.reset();
    const isFunc = typeof replacement === "function";
    let originalInput = null;
    if (isFunc) {
      if (this.groupCount() >= Matcher2.MAX_REPLACER_ARGS) throw new RE2JSGroupException("Too many capture groups to safely invoke replacer function");
      originalInput = this.matcherInput.isUTF8Encoding() ? this.matcherInput.asBytes() : this.matcherInput.asCharSequence();
    }
    while (this.find()) {
      res += isFunc ? this.appendReplacementFunc(replacement, originalInput) : this.appendReplacement(replacement, javaMode);
      if (!all) break;
    }
    res += this.appendTail();
    return res;
  }
  /**
  * Evaluates a replacer function for the current match and appends the result,
  * along with any un-matched preceding text, advancing the append position.
  * @param {Function} replacer - the replacer function
  * @param {string|Uint8Array|number[]} originalInput - the cached original input reference
  * @returns {string} the evaluated string to append
  * @private
  */
  appendReplacementFunc(replacer, originalInput) {
    let res = "";
    const s = this.start();
    const e = this.end();
    if (this.appendPos < s) res += this.substring(this.appendPos, s);
    this.appendPos = e;
    const args = this.matchArray();
    args.push(s, originalInput);
    if (this.hasNamedGroups) args.push(this.namedGroupsObject());
    res += String(replacer(...args));
    return res;
  }
  /**
  * The match and its groups, as the elements of a JS RegExpExecArray: undefined for a group that
  * did not take part in the match. Used by exec(), matchAll() and replacer functions.
  * @returns {Array<string|undefined>}
  * @private
  */
  matchArray() {
    const result = [this.group(0)];
    for (let i = 1; i <= this.patternGroupCount; i++) {
      const group = this.group(i);
      result.push(group === null ? void 0 : group);
    }
    return result;
  }
  /**
  * The named groups, as the groups property of a JS RegExpExecArray: an object without a
  * prototype mapping each name to its group (undefined when it did not take part in the match),
  * or undefined when the pattern has no named groups.
  * @returns {Record<string, string|undefined>|undefined}
  * @private
  */
  namedGroupsObject() {
    if (!this.hasNamedGroups) return;
    const result = this.getNamedGroups();
    for (const name in result) if (result[name] === null) result[name] = void 0;
    return result;
  }
};
var Inst = class Inst2 {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  static LB_WRITE = 12;
  static LB_CHECK = 13;
  static isRuneOp(op) {
    return Inst2.RUNE <= op && op <= Inst2.RUNE_ANY_NOT_NL;
  }
  static escapeRunes(runes) {
    let out = '"';
    for (let rune of runes) out += Utils.escapeRune(rune);
    out += '"';
    return out;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.next = null;
  }
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r);
      return r === r0;
    }
    const len2 = this.runes.length;
    if (len2 === 0) return false;
    if (len2 === 2 || len2 === 4 || len2 === 6 || len2 === 8) {
      for (let j = 0; j < len2; j += 2) {
        if (r < this.runes[j]) return false;
        if (r <= this.runes[j + 1]) return true;
      }
      return false;
    }
    let base = 0;
    let n = len2 >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1];
  }
  matchRunePos(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & RE2Flags.FOLD_CASE) !== 0) return Unicode.equalsIgnoreCase(r0, r) ? 0 : -1;
      return r === r0 ? 0 : -1;
    }
    const len2 = this.runes.length;
    if (len2 === 0) return -1;
    if (len2 === 2 || len2 === 4 || len2 === 6 || len2 === 8) {
      for (let j = 0; j < len2; j += 2) {
        if (r < this.runes[j]) return -1;
        if (r <= this.runes[j + 1]) return Math.floor(j / 2);
      }
      return -1;
    }
    let base = 0;
    let n = len2 >> 1;
    while (n > 1) {
      const half = n >> 1;
      base += this.runes[base + half << 1] <= r ? half : 0;
      n -= half;
    }
    base += this.runes[base << 1] <= r ? 1 : 0;
    const m = base - 1;
    return m >= 0 && r <= this.runes[m << 1 | 1] ? m : -1;
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    switch (this.op) {
      case Inst2.ALT:
        return `alt -> ${this.out}, ${this.arg}`;
      case Inst2.ALT_MATCH:
        return `altmatch -> ${this.out}, ${this.arg}`;
      case Inst2.CAPTURE:
        return `cap ${this.arg} -> ${this.out}`;
      case Inst2.EMPTY_WIDTH:
        return `empty ${this.arg} -> ${this.out}`;
      case Inst2.MATCH:
        return `match${this.arg !== 0 ? ` ${this.arg}` : ""}`;
      case Inst2.FAIL:
        return "fail";
      case Inst2.NOP:
        return `nop -> ${this.out}`;
      case Inst2.LB_WRITE:
        return `lbwrite ${this.arg} -> ${this.out}`;
      case Inst2.LB_CHECK:
        return `lbcheck ${this.arg} -> ${this.out}`;
      case Inst2.RUNE:
        if (this.runes === null) return "rune <null>";
        return [
          "rune ",
          Inst2.escapeRunes(this.runes),
          (this.arg & RE2Flags.FOLD_CASE) !== 0 ? "/i" : "",
          " -> ",
          this.out
        ].join("");
      case Inst2.RUNE1:
        return `rune1 ${Inst2.escapeRunes(this.runes)} -> ${this.out}`;
      case Inst2.RUNE_ANY:
        return `any -> ${this.out}`;
      case Inst2.RUNE_ANY_NOT_NL:
        return `anynotnl -> ${this.out}`;
      default:
        throw new Error("unhandled case in Inst.toString");
    }
  }
};
var Queue = class Queue2 {
  constructor(numInst) {
    this.sparse = new Int32Array(numInst);
    this.densePcs = new Int32Array(numInst);
    this.denseCaps = null;
    this.size = 0;
    this.ncap = 0;
    this.mainThreads = 0;
  }
  static INITIAL_THREADS = 32;
  init(ncap) {
    this.ncap = ncap;
    const needed = Math.min(this.densePcs.length, Queue2.INITIAL_THREADS) * ncap;
    if (!this.denseCaps || this.denseCaps.length < needed) this.denseCaps = new Int32Array(needed);
  }
  growCaps(needed) {
    const limit = this.densePcs.length * this.ncap;
    const grown = new Int32Array(Math.min(limit, Math.max(needed, 2 * this.denseCaps.length)));
    grown.set(this.denseCaps);
    this.denseCaps = grown;
  }
  contains(pc) {
    const j = this.sparse[pc];
    return j < this.size && this.densePcs[j] === pc;
  }
  isEmpty() {
    return this.size === 0;
  }
  add(pc) {
    const j = this.size++;
    this.sparse[pc] = j;
    this.densePcs[j] = pc;
    return j;
  }
  clear() {
    this.size = 0;
    this.mainThreads = 0;
  }
  toString() {
    let out = "{";
    for (let i = 0; i < this.size; i++) {
      if (i !== 0) out += ", ";
      out += this.densePcs[i];
    }
    out += "}";
    return out;
  }
};
var LookbehindState = class {
  constructor(prog) {
    this.pos = -1;
    this.pcs = new Int32Array(prog.numInst());
    this.size = 0;
    this.lbTable = new Int32Array(prog.numLb + 1);
  }
  reset() {
    this.pos = -1;
    this.size = 0;
  }
};
var Machine = class Machine2 {
  static fromRE2(re2) {
    const m = new Machine2();
    m.prog = re2.prog;
    m.re2 = re2;
    m.q0 = new Queue(m.prog.numInst());
    m.q1 = new Queue(m.prog.numInst());
    m.addStack = new Int32Array(2 * (m.prog.numInst() + 1));
    m.matched = false;
    m.matchcap = new Int32Array(m.prog.numCap < 2 ? 2 : m.prog.numCap);
    m.ncap = 0;
    return m;
  }
  constructor() {
    this.prog = null;
    this.re2 = null;
    this.q0 = null;
    this.q1 = null;
    this.addStack = null;
    this.matched = false;
    this.matchcap = null;
    this.ncap = 0;
    this.lbTable = null;
  }
  init(ncap) {
    this.ncap = ncap;
    if (ncap > this.matchcap.length) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1);
    this.q0.init(ncap);
    this.q1.init(ncap);
    if (this.prog.numLb > 0) {
      if (!this.lbTable || this.lbTable.length < this.prog.numLb + 1) this.lbTable = new Int32Array(this.prog.numLb + 1);
      this.lbTable.fill(-1);
    }
  }
  submatches() {
    if (this.ncap === 0) return Utils.emptyInts();
    return Utils.toArray(this.matchcap.subarray(0, this.ncap));
  }
  match(input, pos, anchor, lbState = null) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return false;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    this.matched = false;
    this.matchcap.fill(-1);
    const hasLookbehinds = this.prog.numLb > 0;
    const matchStartPos = pos;
    let currentPos = pos;
    let resumeLookbehinds = false;
    if (hasLookbehinds) {
      if (lbState !== null && lbState.pos >= 0 && lbState.pos <= pos) {
        currentPos = lbState.pos;
        resumeLookbehinds = true;
      } else currentPos = 0;
    }
    let saveLookbehinds = hasLookbehinds && lbState !== null;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag;
    if (currentPos === 0) flag = Utils.emptyOpContext(-1, rune);
    else flag = input.context(currentPos);
    if (hasLookbehinds) {
      if (resumeLookbehinds) this.restoreLookbehinds(lbState, runq, flag);
      else this.spawnLookbehinds(runq, currentPos, flag);
    }
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
        if (this.matched) break;
        if (this.prog.numLb === 0 && runq.isEmpty() && !(this.re2.prefix.length === 0) && rune1 !== this.re2.prefixRune && input.canCheckPrefix()) {
          const advance = input.index(this.re2, currentPos);
          if (advance < 0) break;
          currentPos += advance;
          r = input.step(currentPos);
          rune = r >> 3;
          width = r & 7;
          r = input.step(currentPos + width);
          rune1 = r >> 3;
          width1 = r & 7;
          flag = input.context(currentPos);
        }
      }
      if (currentPos >= matchStartPos) {
        if (saveLookbehinds) {
          this.saveLookbehinds(lbState, runq, currentPos);
          saveLookbehinds = false;
        }
        if (!this.matched && (currentPos === 0 || anchor === RE2Flags.UNANCHORED)) {
          if (this.ncap > 0) this.matchcap[0] = currentPos;
          this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
        }
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      this.step(runq, nextq, currentPos, nextPos, rune, flag, anchor, currentPos === input.endPos());
      if (width === 0) break;
      if (this.ncap === 0 && this.matched) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    runq.clear();
    nextq.clear();
    return this.matched;
  }
  matchSet(input, pos, anchor) {
    const startCond = this.re2.cond;
    if (startCond === Utils.EMPTY_ALL) return [];
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    let currentPos = this.prog.numLb > 0 ? 0 : pos;
    let matchStartPos = pos;
    let runq = this.q0;
    let nextq = this.q1;
    let r = input.step(currentPos);
    let rune = r >> 3;
    let width = r & 7;
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r = input.step(currentPos + width);
      rune1 = r >> 3;
      width1 = r & 7;
    }
    let flag = currentPos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(currentPos);
    const matches3 = /* @__PURE__ */ new Set();
    if (this.prog.numLb > 0) this.spawnLookbehinds(runq, currentPos, flag);
    while (true) {
      if (runq.mainThreads === 0) {
        if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && currentPos !== 0) break;
        if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && currentPos !== 0) break;
      }
      if (currentPos === 0 || anchor === RE2Flags.UNANCHORED) {
        if (currentPos >= matchStartPos) this.add(runq, this.prog.start, currentPos, this.matchcap, 0, flag);
      }
      const nextPos = currentPos + width;
      flag = input.context(nextPos);
      for (let j = 0; j < runq.size; j++) {
        const pc = runq.densePcs[j];
        const i = this.prog.inst[pc];
        const capOffset = j * this.ncap;
        let add = false;
        switch (i.op) {
          case Inst.MATCH:
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== input.endPos()) break;
            matches3.add(i.arg);
            break;
          case Inst.RUNE:
            add = i.matchRune(rune);
            break;
          case Inst.RUNE1:
            add = rune === i.runes[0];
            break;
          case Inst.RUNE_ANY:
            add = true;
            break;
          case Inst.RUNE_ANY_NOT_NL:
            add = rune !== 10;
            break;
          default:
            continue;
        }
        if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, flag);
      }
      runq.clear();
      if (width === 0) break;
      currentPos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r = input.step(currentPos + width);
        rune1 = r >> 3;
        width1 = r & 7;
      }
      const tmpq = runq;
      runq = nextq;
      nextq = tmpq;
    }
    nextq.clear();
    return Array.from(matches3).sort((a, b) => a - b);
  }
  step(runq, nextq, pos, nextPos, c, nextCond, anchor, atEnd) {
    const longest = this.re2.longest;
    for (let j = 0; j < runq.size; j++) {
      const pc = runq.densePcs[j];
      const capOffset = j * this.ncap;
      if (longest && this.matched && this.ncap > 0 && this.matchcap[0] < runq.denseCaps[capOffset]) continue;
      const i = this.prog.inst[pc];
      let add = false;
      switch (i.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && !atEnd) break;
          if (this.ncap > 0 && (!longest || !this.matched || this.matchcap[1] < pos)) {
            runq.denseCaps[capOffset + 1] = pos;
            for (let k = 0; k < this.ncap; k++) this.matchcap[k] = runq.denseCaps[capOffset + k];
          }
          if (!longest) runq.size = 0;
          this.matched = true;
          break;
        case Inst.RUNE:
          add = i.matchRune(c);
          break;
        case Inst.RUNE1:
          add = c === i.runes[0];
          break;
        case Inst.RUNE_ANY:
          add = true;
          break;
        case Inst.RUNE_ANY_NOT_NL:
          add = c !== 10;
          break;
        default:
          continue;
      }
      if (add) this.add(nextq, i.out, nextPos, runq.denseCaps, capOffset, nextCond);
    }
    runq.clear();
  }
  spawnLookbehinds(q, pos, flag) {
    for (let i = 0; i < this.prog.lbStarts.length; i++) this.add(q, this.prog.lbStarts[i], pos, this.matchcap, 0, flag);
  }
  restoreLookbehinds(lbState, q, flag) {
    this.lbTable.set(lbState.lbTable);
    for (let j = 0; j < lbState.size; j++) this.add(q, lbState.pcs[j], lbState.pos, this.matchcap, 0, flag);
  }
  saveLookbehinds(lbState, q, pos) {
    let size = 0;
    for (let j = 0; j < q.size; j++) {
      const pc = q.densePcs[j];
      if (this.prog.lbInst[pc] === 1 && Inst.isRuneOp(this.prog.inst[pc].op)) lbState.pcs[size++] = pc;
    }
    lbState.size = size;
    lbState.pos = pos;
    lbState.lbTable.set(this.lbTable);
  }
  add(q, pc, pos, capArray, capOffset, cond) {
    const stk = this.addStack;
    let nstk = 0;
    for (; ; ) {
      while (pc !== 0 && !q.contains(pc)) {
        const d = q.add(pc);
        const inst = this.prog.inst[pc];
        switch (inst.op) {
          case Inst.FAIL:
            pc = 0;
            break;
          case Inst.ALT:
          case Inst.ALT_MATCH:
            stk[nstk++] = inst.arg;
            stk[nstk++] = 0;
            pc = inst.out;
            break;
          case Inst.EMPTY_WIDTH:
            pc = (inst.arg & ~cond) === 0 ? inst.out : 0;
            break;
          case Inst.NOP:
            pc = inst.out;
            break;
          case Inst.CAPTURE:
            if (inst.arg < this.ncap) {
              stk[nstk++] = -inst.arg - 1;
              stk[nstk++] = capArray[capOffset + inst.arg];
              capArray[capOffset + inst.arg] = pos;
            }
            pc = inst.out;
            break;
          case Inst.LB_WRITE:
            this.lbTable[Math.abs(inst.arg)] = pos;
            pc = inst.out;
            break;
          case Inst.LB_CHECK:
            if (inst.arg > 0) pc = this.lbTable[inst.arg] === pos ? inst.out : 0;
            else pc = this.lbTable[-inst.arg] !== pos ? inst.out : 0;
            break;
          case Inst.MATCH:
          case Inst.RUNE:
          case Inst.RUNE1:
          case Inst.RUNE_ANY:
          case Inst.RUNE_ANY_NOT_NL:
            if (this.prog.lbInst[pc] === 0) q.mainThreads++;
            if (this.ncap > 0) {
              const destOffset = d * this.ncap;
              if (destOffset + this.ncap > q.denseCaps.length) q.growCaps(destOffset + this.ncap);
              for (let c = 0; c < this.ncap; c++) q.denseCaps[destOffset + c] = capArray[capOffset + c];
            }
            pc = 0;
            break;
          default:
            throw new RE2JSInternalException("unhandled");
        }
      }
      if (nstk === 0) return;
      nstk -= 2;
      const entry3 = stk[nstk];
      if (entry3 < 0) {
        capArray[capOffset - entry3 - 1] = stk[nstk + 1];
        pc = 0;
      } else pc = entry3;
    }
  }
};
var hashState = (pcs, flag, ids) => {
  let h = -2128831035;
  for (let i = 0; i < pcs.length; i++) {
    h ^= pcs[i];
    h = Math.imul(h, 16777619);
  }
  h ^= flag;
  h = Math.imul(h, 16777619);
  for (let i = 0; i < ids.length; i++) {
    h ^= ids[i];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual2 = (a, b) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
var isState = (state, pcs, flag, ids) => state.flag === flag && arraysEqual2(state.nfaStates, pcs) && arraysEqual2(state.matchIDs, ids);
var NO_IDS = [];
var END_TEXT = -1;
var DFAState = class {
  constructor(nfaStates, flag, matchIDs) {
    this.nfaStates = nfaStates;
    this.flag = flag;
    this.isMatch = (flag & DFA.FLAG_MATCH) !== 0;
    this.matchIDs = matchIDs;
    this.next = null;
    this.nextAnchored = null;
  }
};
var DFA = class DFA2 {
  static FLAG_EMPTY_MASK = 255;
  static FLAG_MATCH = 256;
  static FLAG_LAST_WORD = 512;
  static FLAG_NEED_SHIFT = 16;
  static STATE_OVERHEAD = 150;
  static ARRAY_OVERHEAD = 40;
  static ELEMENT_SIZE = 8;
  static TABLE_OVERHEAD = 48;
  static PROGRESS_PER_STATE = 10;
  constructor(prog, maxMem = 8388608) {
    this.prog = prog;
    this.maxMem = maxMem;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startStates = /* @__PURE__ */ new Map();
    this.failed = false;
    for (let pc = 0; pc < prog.numInst(); pc++) {
      const op = prog.getInst(pc).op;
      if (op === Inst.LB_WRITE || op === Inst.LB_CHECK) {
        this.failed = true;
        break;
      }
    }
    this.computeRuneClasses();
    this.stateBudget = maxMem;
    this.memBudget = maxMem;
  }
  computeRuneClasses() {
    const bounds = /* @__PURE__ */ new Set();
    const addRange = (lo, hi) => {
      bounds.add(lo);
      bounds.add(hi + 1);
    };
    for (let pc = 0; pc < this.prog.numInst(); pc++) {
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.RUNE:
        case Inst.RUNE1:
          if (inst.runes.length === 1) {
            addRange(inst.runes[0], inst.runes[0]);
            if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) for (let f4 = Unicode.simpleFold(inst.runes[0]); f4 !== inst.runes[0]; f4 = Unicode.simpleFold(f4)) addRange(f4, f4);
          } else for (let j = 0; j < inst.runes.length; j += 2) addRange(inst.runes[j], inst.runes[j + 1]);
          break;
        case Inst.RUNE_ANY_NOT_NL:
          addRange(10, 10);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & (Utils.EMPTY_BEGIN_LINE | Utils.EMPTY_END_LINE)) !== 0) addRange(10, 10);
          if ((inst.arg & (Utils.EMPTY_WORD_BOUNDARY | Utils.EMPTY_NO_WORD_BOUNDARY)) !== 0) {
            addRange(48, 57);
            addRange(65, 90);
            addRange(95, 95);
            addRange(97, 122);
          }
      }
    }
    bounds.delete(0);
    this.classBounds = Int32Array.from(bounds).sort();
    this.numClasses = this.classBounds.length + 1;
    const latin1Class = new Int32Array(Unicode.MAX_LATIN1 + 1);
    for (let r = 0; r <= Unicode.MAX_LATIN1; r++) latin1Class[r] = this.searchClass(r);
    this.latin1Class = latin1Class;
  }
  runeClass(r) {
    if (r <= Unicode.MAX_LATIN1) return this.latin1Class[r];
    return this.searchClass(r);
  }
  searchClass(r) {
    const bounds = this.classBounds;
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (bounds[mid] <= r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  closure(pcs, flag) {
    const closure = /* @__PURE__ */ new Set();
    const stack = Array.from(pcs);
    let needflags = 0;
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === 0 || closure.has(pc)) continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          needflags |= inst.arg;
          if ((inst.arg & ~flag) === 0) stack.push(inst.out);
      }
    }
    return {
      pcs: Array.from(closure).sort((a, b) => a - b),
      needflags
    };
  }
  getState(pcs, flag, ids) {
    const hash = hashState(pcs, flag, ids);
    const cached = this.stateCache.get(hash);
    if (cached instanceof DFAState) {
      if (isState(cached, pcs, flag, ids)) return cached;
    } else if (cached !== void 0) {
      for (let i = 0; i < cached.length; i++) if (isState(cached[i], pcs, flag, ids)) return cached[i];
    }
    const cost = DFA2.stateCost(pcs, ids);
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const state = new DFAState(pcs, flag, ids);
    if (cached === void 0) this.stateCache.set(hash, state);
    else if (cached instanceof DFAState) this.stateCache.set(hash, [cached, state]);
    else cached.push(state);
    this.stateCount++;
    return state;
  }
  static stateCost(pcs, ids) {
    const idsCost = ids.length === 0 ? 0 : DFA2.ARRAY_OVERHEAD + DFA2.ELEMENT_SIZE * ids.length;
    return DFA2.STATE_OVERHEAD + DFA2.ELEMENT_SIZE * pcs.length + idsCost;
  }
  *cachedStates() {
    for (const cached of this.stateCache.values()) if (cached instanceof DFAState) yield cached;
    else yield* cached;
  }
  makeState(pcs, flag, ids) {
    const closure = this.closure(pcs, flag & DFA2.FLAG_EMPTY_MASK);
    let stateFlag = flag;
    if (closure.needflags === 0) stateFlag &= DFA2.FLAG_MATCH;
    stateFlag |= closure.needflags << DFA2.FLAG_NEED_SHIFT;
    return this.getState(closure.pcs, stateFlag, ids);
  }
  allocTable(state, anchor) {
    const size = this.numClasses + 1;
    const cost = DFA2.TABLE_OVERHEAD + DFA2.ELEMENT_SIZE * size;
    if (this.memBudget < cost) return null;
    this.memBudget -= cost;
    const table = new Array(size).fill(null);
    if (anchor === RE2Flags.UNANCHORED) state.next = table;
    else state.nextAnchored = table;
    return table;
  }
  clearCache() {
    this.stateCache.clear();
    this.stateCount = 0;
    this.startStates.clear();
    this.memBudget = this.stateBudget;
  }
  resetCache(current) {
    this.clearCache();
    return this.getState(current.nfaStates, current.flag, current.matchIDs);
  }
  step(state, cls, rune, anchor) {
    let table = anchor === RE2Flags.UNANCHORED ? state.next : state.nextAnchored;
    if (table !== null) {
      const cached = table[cls];
      if (cached !== null) return cached;
    } else {
      table = this.allocTable(state, anchor);
      if (table === null) return null;
    }
    const needflag = state.flag >>> DFA2.FLAG_NEED_SHIFT;
    const oldbeforeflag = state.flag & DFA2.FLAG_EMPTY_MASK;
    let beforeflag = oldbeforeflag;
    let afterflag = 0;
    if (rune === 10) {
      beforeflag |= Utils.EMPTY_END_LINE;
      afterflag |= Utils.EMPTY_BEGIN_LINE;
    }
    if (rune === END_TEXT) beforeflag |= Utils.EMPTY_END_LINE | Utils.EMPTY_END_TEXT;
    const islastword = (state.flag & DFA2.FLAG_LAST_WORD) !== 0;
    const isword = rune !== END_TEXT && Utils.isWordRune(rune);
    beforeflag |= isword === islastword ? Utils.EMPTY_NO_WORD_BOUNDARY : Utils.EMPTY_WORD_BOUNDARY;
    let pcs = state.nfaStates;
    if ((beforeflag & ~oldbeforeflag & needflag) !== 0) pcs = this.closure(pcs, beforeflag).pcs;
    const nextPCs = [];
    let ismatch = false;
    let ids = NO_IDS;
    for (let i = 0; i < pcs.length; i++) {
      const inst = this.prog.getInst(pcs[i]);
      if (inst.op === Inst.MATCH) {
        if (!ismatch) {
          ismatch = true;
          ids = [];
        }
        ids.push(inst.arg);
      } else if (rune !== END_TEXT && Inst.isRuneOp(inst.op) && inst.matchRune(rune)) nextPCs.push(inst.out);
    }
    if (ids.length > 1) ids.sort((a, b) => a - b);
    if (anchor === RE2Flags.UNANCHORED && rune !== END_TEXT) nextPCs.push(this.prog.start);
    let flag = afterflag;
    if (ismatch) flag |= DFA2.FLAG_MATCH;
    if (isword) flag |= DFA2.FLAG_LAST_WORD;
    const nextState = this.makeState(nextPCs, flag, ids);
    if (nextState === null) return null;
    table[cls] = nextState;
    return nextState;
  }
  start(input, pos) {
    const context = input.context(pos);
    let flags;
    if ((context & Utils.EMPTY_BEGIN_TEXT) !== 0) flags = Utils.EMPTY_BEGIN_TEXT | Utils.EMPTY_BEGIN_LINE;
    else if ((context & Utils.EMPTY_BEGIN_LINE) !== 0) flags = Utils.EMPTY_BEGIN_LINE;
    else {
      const r = input.step(pos);
      const nextIsWord = r >= 0 && Utils.isWordRune(r >> 3);
      flags = (context & Utils.EMPTY_WORD_BOUNDARY) !== 0 !== nextIsWord ? DFA2.FLAG_LAST_WORD : 0;
    }
    let state = this.startStates.get(flags);
    if (state === void 0) {
      state = this.makeState([this.prog.start], flags, NO_IDS);
      if (state === null) {
        this.clearCache();
        state = this.makeState([this.prog.start], flags, NO_IDS);
        if (state === null) return null;
      }
      this.startStates.set(flags, state);
    }
    return state;
  }
  stepOrReset(state, cls, rune, anchor, pos, search) {
    let next = this.step(state, cls, rune, anchor);
    if (next !== null) return next;
    if (search.resetPos >= 0 && pos - search.resetPos < DFA2.PROGRESS_PER_STATE * this.stateCount) return null;
    search.resetPos = pos;
    const restored = this.resetCache(state);
    if (restored === null) return null;
    next = this.step(restored, cls, rune, anchor);
    return next;
  }
  run(input, pos, anchor, state, onMatch) {
    const endPos = input.endPos();
    const latin1Class = this.latin1Class;
    const unanchored = anchor === RE2Flags.UNANCHORED;
    const search = { resetPos: -1 };
    let i = pos;
    while (i < endPos) {
      const r = input.step(i);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0) break;
      const cls = rune <= Unicode.MAX_LATIN1 ? latin1Class[rune] : this.runeClass(rune);
      let next = unanchored && state.next !== null ? state.next[cls] : null;
      if (next === null) {
        next = this.stepOrReset(state, cls, rune, anchor, i, search);
        if (next === null) return null;
      }
      state = next;
      if (state.isMatch && onMatch(state, false)) return true;
      if (!unanchored && state.nfaStates.length === 0) return false;
      i += width;
    }
    state = this.stepOrReset(state, this.numClasses, END_TEXT, anchor, i, search);
    if (state === null) return null;
    return state.isMatch && onMatch(state, true);
  }
  match(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return false;
    const startState = this.start(input, pos);
    if (startState === null) return null;
    return this.run(input, pos, anchor, startState, (state, atEnd) => anchor !== RE2Flags.ANCHOR_BOTH || atEnd);
  }
  matchSet(input, pos, anchor) {
    if (this.failed) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return [];
    const startState = this.start(input, pos);
    if (startState === null) return null;
    const matches3 = /* @__PURE__ */ new Set();
    const collect = (state, atEnd) => {
      if (anchor !== RE2Flags.ANCHOR_BOTH || atEnd) for (let k = 0; k < state.matchIDs.length; k++) matches3.add(state.matchIDs[k]);
      return false;
    };
    if (this.run(input, pos, anchor, startState, collect) === null) return null;
    return Array.from(matches3).sort((a, b) => a - b);
  }
};
var VISITED_BITS = 32;
var MAX_BACKTRACK_PROG = 500;
var INITIAL_JOB_CAPACITY = 256;
var MAX_BACKTRACK_VECTOR = 262144;
var BitState = class {
  constructor() {
    this.end = 0;
    this.cap = /* @__PURE__ */ new Int32Array(0);
    this.matchcap = /* @__PURE__ */ new Int32Array(0);
    this.ncap = 0;
    this.jobPc = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobArg = new Uint8Array(INITIAL_JOB_CAPACITY);
    this.jobPos = new Int32Array(INITIAL_JOB_CAPACITY);
    this.jobLen = 0;
    this.visited = /* @__PURE__ */ new Uint32Array(0);
  }
  reset(prog, end, ncap) {
    this.end = end;
    this.jobLen = 0;
    this.ncap = ncap;
    const visitedSize = prog.numInst() * (end + 1) + VISITED_BITS - 1 >>> 5;
    if (this.visited.length < visitedSize) this.visited = new Uint32Array(visitedSize);
    else this.visited.fill(0, 0, visitedSize);
    if (this.cap.length < ncap) this.cap = new Int32Array(ncap).fill(-1);
    else this.cap.fill(-1, 0, ncap);
    if (this.matchcap.length < ncap) this.matchcap = new Int32Array(ncap).fill(-1);
    else this.matchcap.fill(-1, 0, ncap);
  }
  shouldVisit(pc, pos) {
    const n = pc * (this.end + 1) + pos;
    const idx = n >>> 5;
    const mask = 1 << (n & 31);
    if ((this.visited[idx] & mask) !== 0) return false;
    this.visited[idx] |= mask;
    return true;
  }
  push(re2, pc, pos, arg) {
    if (re2.prog.getInst(pc).op !== Inst.FAIL && (arg || this.shouldVisit(pc, pos))) {
      if (this.jobLen >= this.jobPc.length) {
        const newSize = this.jobPc.length * 2;
        const newPc = new Int32Array(newSize);
        newPc.set(this.jobPc);
        this.jobPc = newPc;
        const newArg = new Uint8Array(newSize);
        newArg.set(this.jobArg);
        this.jobArg = newArg;
        const newPos = new Int32Array(newSize);
        newPos.set(this.jobPos);
        this.jobPos = newPos;
      }
      this.jobPc[this.jobLen] = pc;
      this.jobArg[this.jobLen] = arg ? 1 : 0;
      this.jobPos[this.jobLen] = pos;
      this.jobLen++;
    }
  }
  tryBacktrack(re2, input, pc, pos, anchor) {
    const longest = re2.longest;
    this.push(re2, pc, pos, false);
    while (this.jobLen > 0) {
      this.jobLen--;
      let currentPc = this.jobPc[this.jobLen];
      let arg = this.jobArg[this.jobLen] === 1;
      let currentPos = this.jobPos[this.jobLen];
      let skipShouldVisit = true;
      while (true) {
        if (!skipShouldVisit) {
          if (!this.shouldVisit(currentPc, currentPos)) break;
        }
        skipShouldVisit = false;
        const inst = re2.prog.getInst(currentPc);
        switch (inst.op) {
          case Inst.FAIL:
            break;
          case Inst.ALT:
            if (arg) {
              arg = false;
              currentPc = inst.arg;
              continue;
            } else {
              this.push(re2, currentPc, currentPos, true);
              currentPc = inst.out;
              continue;
            }
          case Inst.ALT_MATCH: {
            const outInst = re2.prog.getInst(inst.out);
            if (Inst.isRuneOp(outInst.op)) {
              this.push(re2, inst.arg, currentPos, false);
              currentPc = inst.arg;
              currentPos = this.end;
              continue;
            }
            this.push(re2, inst.out, this.end, false);
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (!inst.matchRune(r >> 3)) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE1: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 !== inst.runes[0]) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY_NOT_NL: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            if (r >> 3 === 10) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.RUNE_ANY: {
            const r = input.step(currentPos);
            if (r === MachineInputBase.EOF()) break;
            currentPos += r & 7;
            currentPc = inst.out;
            continue;
          }
          case Inst.CAPTURE:
            if (arg) {
              this.cap[inst.arg] = currentPos;
              break;
            } else {
              if (inst.arg < this.ncap) {
                this.push(re2, currentPc, this.cap[inst.arg], true);
                this.cap[inst.arg] = currentPos;
              }
              currentPc = inst.out;
              continue;
            }
          case Inst.EMPTY_WIDTH: {
            const flag = input.context(currentPos);
            if ((inst.arg & ~flag) !== 0) break;
            currentPc = inst.out;
            continue;
          }
          case Inst.NOP:
            currentPc = inst.out;
            continue;
          case Inst.MATCH: {
            if (anchor === RE2Flags.ANCHOR_BOTH && currentPos !== this.end) break;
            if (this.ncap === 0) return true;
            if (this.ncap > 1) this.cap[1] = currentPos;
            const old = this.matchcap[1];
            if (old === -1 || longest && currentPos > 0 && currentPos > old) this.matchcap.set(this.cap);
            if (!longest) return true;
            if (currentPos === this.end) return true;
            break;
          }
          case Inst.LB_WRITE:
          case Inst.LB_CHECK:
            throw new RE2JSInternalException("Backtracker cannot evaluate Lookbehind instructions");
          default:
            throw new RE2JSInternalException("bad inst");
        }
        break;
      }
    }
    return longest && this.matchcap.length > 1 && this.matchcap[1] >= 0;
  }
};
var bitStatePool = [];
var Backtracker = class Backtracker2 {
  static shouldBacktrack(prog) {
    return prog.numInst() <= MAX_BACKTRACK_PROG;
  }
  static maxBitStateLen(prog) {
    if (!Backtracker2.shouldBacktrack(prog)) return 0;
    return Math.floor(MAX_BACKTRACK_VECTOR / prog.numInst());
  }
  static execute(re2, input, pos, anchor, ncap) {
    const startCond = re2.cond;
    if (startCond === Utils.EMPTY_ALL) return null;
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 && pos !== 0) return null;
    const b = bitStatePool.length > 0 ? bitStatePool.pop() : new BitState();
    const end = input.endPos();
    b.reset(re2.prog, end, ncap);
    let matched = false;
    if ((startCond & Utils.EMPTY_BEGIN_TEXT) !== 0 || anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) {
      if (b.ncap > 0) b.cap[0] = pos;
      if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) matched = true;
    } else {
      let width = -1;
      for (; pos <= end && width !== 0; pos += width) {
        if (re2.prefix.length > 0) {
          const advance = input.index(re2, pos);
          if (advance < 0) break;
          pos += advance;
        }
        if (b.ncap > 0) b.cap[0] = pos;
        if (b.tryBacktrack(re2, input, re2.prog.start, pos, anchor)) {
          matched = true;
          break;
        }
        const r = input.step(pos);
        width = r === MachineInputBase.EOF() ? 0 : r & 7;
      }
    }
    if (!matched) {
      bitStatePool.push(b);
      return null;
    }
    const result = ncap === 0 ? [] : Utils.toArray(b.matchcap.subarray(0, ncap));
    bitStatePool.push(b);
    return result;
  }
};
var QueueOnePass = class {
  constructor(size) {
    this.sparse = new Uint32Array(size);
    this.dense = new Uint32Array(size);
    this.size = 0;
    this.nextIndex = 0;
  }
  empty() {
    return this.nextIndex >= this.size;
  }
  next() {
    return this.dense[this.nextIndex++];
  }
  clear() {
    this.size = 0;
    this.nextIndex = 0;
  }
  contains(u) {
    return u < this.sparse.length && this.sparse[u] < this.size && this.dense[this.sparse[u]] === u;
  }
  insert(u) {
    if (!this.contains(u)) this.insertNew(u);
  }
  insertNew(u) {
    if (u >= this.sparse.length) return;
    this.sparse[u] = this.size;
    this.dense[this.size] = u;
    this.size++;
  }
};
var mergeRuneSets = (leftRunes, rightRunes, leftPC, rightPC) => {
  const leftLen = leftRunes.length;
  const rightLen = rightRunes.length;
  let lx = 0, rx = 0;
  const merged = [];
  const next = [];
  let ok = true;
  let ix = -1;
  const extend = (isLeft) => {
    const newArray = isLeft ? leftRunes : rightRunes;
    const low = isLeft ? lx : rx;
    const pc = isLeft ? leftPC : rightPC;
    if (ix > 0 && newArray[low] <= merged[ix]) return false;
    merged.push(newArray[low], newArray[low + 1]);
    if (isLeft) lx += 2;
    else rx += 2;
    ix += 2;
    next.push(pc);
    return true;
  };
  while (lx < leftLen || rx < rightLen) {
    if (rx >= rightLen) ok = extend(true);
    else if (lx >= leftLen) ok = extend(false);
    else if (rightRunes[rx] < leftRunes[lx]) ok = extend(false);
    else ok = extend(true);
    if (!ok) return null;
  }
  return {
    merged,
    next
  };
};
var OnePassProg = class {
  constructor(prog) {
    this.start = prog.start;
    this.numCap = prog.numCap;
    this.inst = new Array(prog.inst.length);
    for (let i = 0; i < prog.inst.length; i++) {
      const orig = prog.inst[i];
      const inst = new Inst(orig.op);
      inst.out = orig.out;
      inst.arg = orig.arg;
      inst.runes = orig.runes ? new Int32Array(orig.runes) : /* @__PURE__ */ new Int32Array(0);
      inst.next = null;
      this.inst[i] = inst;
    }
  }
};
var onePassCopy = (prog) => {
  const p = new OnePassProg(prog);
  for (let pc = 0; pc < p.inst.length; pc++) {
    const inst = p.inst[pc];
    if (inst.op !== Inst.ALT && inst.op !== Inst.ALT_MATCH) continue;
    let pAOther = "out";
    let pAAlt = "arg";
    let instAlt = p.inst[inst[pAAlt]];
    if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) {
      pAOther = "arg";
      pAAlt = "out";
      instAlt = p.inst[inst[pAAlt]];
      if (instAlt.op !== Inst.ALT && instAlt.op !== Inst.ALT_MATCH) continue;
    }
    const instOther = p.inst[inst[pAOther]];
    if (instOther.op === Inst.ALT || instOther.op === Inst.ALT_MATCH) continue;
    let pBAlt = "out";
    let pBOther = "arg";
    let patch = false;
    if (instAlt.out === pc) patch = true;
    else if (instAlt.arg === pc) {
      patch = true;
      pBAlt = "arg";
      pBOther = "out";
    }
    if (patch) instAlt[pBAlt] = inst[pAOther];
    if (inst[pAOther] === instAlt[pBAlt]) inst[pAAlt] = instAlt[pBOther];
  }
  return p;
};
var makeOnePass = (p) => {
  if (p.inst.length >= 1e3) return null;
  const instQueue = new QueueOnePass(p.inst.length);
  const visitQueue = new QueueOnePass(p.inst.length);
  const onePassRunes = new Array(p.inst.length);
  const m = new Array(p.inst.length).fill(false);
  const check = (pc) => {
    let ok = true;
    const inst = p.inst[pc];
    if (visitQueue.contains(pc)) return true;
    visitQueue.insert(pc);
    switch (inst.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH: {
        ok = check(inst.out) && check(inst.arg);
        let matchOut = m[inst.out];
        let matchArg = m[inst.arg];
        if (matchOut && matchArg) return false;
        if (matchArg) {
          const tempOut = inst.out;
          inst.out = inst.arg;
          inst.arg = tempOut;
          const tempMatch = matchOut;
          matchOut = matchArg;
          matchArg = tempMatch;
        }
        if (matchOut) {
          m[pc] = true;
          inst.op = Inst.ALT_MATCH;
        }
        const leftRunes = onePassRunes[inst.out] || [];
        const rightRunes = onePassRunes[inst.arg] || [];
        const mergeRes = mergeRuneSets(leftRunes, rightRunes, inst.out, inst.arg);
        if (!mergeRes) return false;
        onePassRunes[pc] = new Int32Array(mergeRes.merged);
        inst.next = new Uint32Array(mergeRes.next);
        break;
      }
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
        ok = check(inst.out);
        m[pc] = m[inst.out];
        onePassRunes[pc] = onePassRunes[inst.out] ? new Int32Array(onePassRunes[inst.out]) : /* @__PURE__ */ new Int32Array(0);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
        break;
      case Inst.MATCH:
      case Inst.FAIL:
        m[pc] = inst.op === Inst.MATCH;
        break;
      case Inst.RUNE: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        if (!inst.runes || inst.runes.length === 0) {
          onePassRunes[pc] = /* @__PURE__ */ new Int32Array(0);
          inst.next = new Uint32Array([inst.out]);
          break;
        }
        let runes = [];
        if (inst.runes.length === 1 && (inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else for (let j = 0; j < inst.runes.length; j++) runes.push(inst.runes[j]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE1: {
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        let runes = [];
        if ((inst.arg & RE2Flags.FOLD_CASE) !== 0) {
          const r0 = inst.runes[0];
          runes.push(r0, r0);
          for (let r1 = Unicode.simpleFold(r0); r1 !== r0; r1 = Unicode.simpleFold(r1)) runes.push(r1, r1);
          runes.sort((a, b) => a - b);
        } else runes.push(inst.runes[0], inst.runes[0]);
        onePassRunes[pc] = new Int32Array(runes);
        inst.next = new Uint32Array(Math.floor(runes.length / 2) + 1).fill(inst.out);
        inst.op = Inst.RUNE;
        break;
      }
      case Inst.RUNE_ANY:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([0, Unicode.MAX_RUNE]);
        inst.next = new Uint32Array([inst.out]);
        break;
      case Inst.RUNE_ANY_NOT_NL:
        m[pc] = false;
        if (inst.next && inst.next.length > 0) break;
        instQueue.insert(inst.out);
        onePassRunes[pc] = new Int32Array([
          0,
          9,
          11,
          Unicode.MAX_RUNE
        ]);
        inst.next = new Uint32Array(Math.floor(onePassRunes[pc].length / 2) + 1).fill(inst.out);
    }
    return ok;
  };
  instQueue.clear();
  instQueue.insert(p.start);
  while (!instQueue.empty()) {
    visitQueue.clear();
    if (!check(instQueue.next())) return null;
  }
  for (let i = 0; i < p.inst.length; i++) if (onePassRunes[i]) p.inst[i].runes = onePassRunes[i];
  return p;
};
var cleanupOnePass = (p, original) => {
  for (let ix = 0; ix < original.inst.length; ix++) {
    const instOriginal = original.inst[ix];
    switch (instOriginal.op) {
      case Inst.ALT:
      case Inst.ALT_MATCH:
      case Inst.RUNE:
        break;
      case Inst.CAPTURE:
      case Inst.EMPTY_WIDTH:
      case Inst.NOP:
      case Inst.MATCH:
      case Inst.FAIL:
        p.inst[ix].next = null;
        break;
      case Inst.RUNE1:
      case Inst.RUNE_ANY:
      case Inst.RUNE_ANY_NOT_NL:
        p.inst[ix].next = null;
        p.inst[ix].op = instOriginal.op;
        p.inst[ix].runes = instOriginal.runes ? new Int32Array(instOriginal.runes) : /* @__PURE__ */ new Int32Array(0);
    }
  }
};
var OnePass = class OnePass2 {
  static compile(prog) {
    if (prog.start === 0) return null;
    if (prog.numLb > 0) return null;
    const startInst = prog.inst[prog.start];
    if (startInst.op !== Inst.EMPTY_WIDTH || (startInst.arg & Utils.EMPTY_BEGIN_TEXT) === 0) return null;
    let hasAlt = false;
    for (let i = 0; i < prog.inst.length; i++) if (prog.inst[i].op === Inst.ALT || prog.inst[i].op === Inst.ALT_MATCH) {
      hasAlt = true;
      break;
    }
    for (let i = 0; i < prog.inst.length; i++) {
      const inst = prog.inst[i];
      const opOut = prog.inst[inst.out].op;
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          if (opOut === Inst.MATCH || prog.inst[inst.arg].op === Inst.MATCH) return null;
          break;
        case Inst.EMPTY_WIDTH:
          if (opOut === Inst.MATCH) {
            if ((inst.arg & Utils.EMPTY_END_TEXT) === Utils.EMPTY_END_TEXT) continue;
            return null;
          }
          break;
        default:
          if (opOut === Inst.MATCH && hasAlt) return null;
      }
    }
    let p = onePassCopy(prog);
    p = makeOnePass(p);
    if (p !== null) cleanupOnePass(p, prog);
    return p;
  }
  static next(inst, r) {
    const nextIdx = inst.matchRunePos(r);
    if (nextIdx >= 0) return inst.next[nextIdx];
    if (inst.op === Inst.ALT_MATCH) return inst.out;
    return 0;
  }
  static execute(re2, input, pos, anchor, ncap) {
    const onepass = re2.onepass;
    if (!onepass) return null;
    const matchcap = new Int32Array(ncap).fill(-1);
    let matched = false;
    let r = input.step(pos);
    let rune = r >> 3;
    let width = r & 7;
    let r1 = MachineInputBase.EOF();
    let rune1 = -1;
    let width1 = 0;
    if (r !== MachineInputBase.EOF()) {
      r1 = input.step(pos + width);
      if (r1 !== MachineInputBase.EOF()) {
        rune1 = r1 >> 3;
        width1 = r1 & 7;
      }
    }
    let flag = pos === 0 ? Utils.emptyOpContext(-1, rune) : input.context(pos);
    let pc = onepass.start;
    let inst;
    while (true) {
      inst = onepass.inst[pc];
      pc = inst.out;
      switch (inst.op) {
        case Inst.MATCH:
          if (anchor === RE2Flags.ANCHOR_BOTH && pos !== input.endPos()) return null;
          matched = true;
          if (matchcap.length > 0) {
            matchcap[0] = 0;
            matchcap[1] = pos;
          }
          return ncap === 0 ? [] : Utils.toArray(matchcap);
        case Inst.RUNE:
          if (!inst.matchRune(rune)) return null;
          break;
        case Inst.RUNE1:
          if (rune !== inst.runes[0]) return null;
          break;
        case Inst.RUNE_ANY:
          break;
        case Inst.RUNE_ANY_NOT_NL:
          if (rune === 10) return null;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pc = OnePass2.next(inst, rune);
          continue;
        case Inst.FAIL:
          return null;
        case Inst.NOP:
          continue;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~flag) !== 0) return null;
          continue;
        case Inst.CAPTURE:
          if (inst.arg < matchcap.length) matchcap[inst.arg] = pos;
          continue;
        default:
          throw new RE2JSInternalException("bad inst");
      }
      if (width === 0) break;
      flag = Utils.emptyOpContext(rune, rune1);
      pos += width;
      rune = rune1;
      width = width1;
      if (rune !== -1) {
        r1 = input.step(pos + width);
        if (r1 !== MachineInputBase.EOF()) {
          rune1 = r1 >> 3;
          width1 = r1 & 7;
        } else {
          rune1 = -1;
          width1 = 0;
        }
      }
    }
    if (!matched) return null;
    return ncap === 0 ? [] : Utils.toArray(matchcap);
  }
};
var Regexp = class Regexp2 {
  static Op = createEnum([
    "NO_MATCH",
    "EMPTY_MATCH",
    "LITERAL",
    "CHAR_CLASS",
    "ANY_CHAR_NOT_NL",
    "ANY_CHAR",
    "BEGIN_LINE",
    "END_LINE",
    "BEGIN_TEXT",
    "END_TEXT",
    "WORD_BOUNDARY",
    "NO_WORD_BOUNDARY",
    "CAPTURE",
    "STAR",
    "PLUS",
    "QUEST",
    "REPEAT",
    "CONCAT",
    "ALTERNATE",
    "PLB",
    "NLB",
    "LEFT_PAREN",
    "VERTICAL_BAR"
  ]);
  static isPseudoOp(op) {
    return op >= Regexp2.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static quoteIfHyphen(rune) {
    if (rune === Codepoint.CODES["-"]) return "\\";
    return "";
  }
  static fromRegexp(re) {
    const regex = new Regexp2(re.op);
    regex.flags = re.flags;
    regex.subs = re.subs;
    regex.runes = re.runes;
    regex.cap = re.cap;
    regex.min = re.min;
    regex.max = re.max;
    regex.name = re.name;
    regex.namedGroups = re.namedGroups;
    regex.lb = re.lb;
    return regex;
  }
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  reinit() {
    this.flags = 0;
    this.subs = Regexp2.emptySubs();
    this.runes = /* @__PURE__ */ new Int32Array(0);
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.lb = 0;
  }
  toString() {
    return this.appendTo();
  }
  appendTo() {
    let out = "";
    switch (this.op) {
      case Regexp2.Op.NO_MATCH:
        out += "[^\\x00-\\x{10FFFF}]";
        break;
      case Regexp2.Op.EMPTY_MATCH:
        out += "(?:)";
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
      case Regexp2.Op.REPEAT: {
        const sub = this.subs[0];
        if (sub.op > Regexp2.Op.CAPTURE || sub.op === Regexp2.Op.LITERAL && sub.runes.length > 1) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        switch (this.op) {
          case Regexp2.Op.STAR:
            out += "*";
            break;
          case Regexp2.Op.PLUS:
            out += "+";
            break;
          case Regexp2.Op.QUEST:
            out += "?";
            break;
          case Regexp2.Op.REPEAT:
            out += `{${this.min}`;
            if (this.min !== this.max) {
              out += ",";
              if (this.max >= 0) out += this.max;
            }
            out += "}";
        }
        if ((this.flags & RE2Flags.NON_GREEDY) !== 0) out += "?";
        break;
      }
      case Regexp2.Op.CONCAT:
        for (let sub of this.subs) if (sub.op === Regexp2.Op.ALTERNATE) out += `(?:${sub.appendTo()})`;
        else out += sub.appendTo();
        break;
      case Regexp2.Op.ALTERNATE: {
        let sep14 = "";
        for (let sub of this.subs) {
          out += sep14;
          sep14 = "|";
          out += sub.appendTo();
        }
        break;
      }
      case Regexp2.Op.LITERAL:
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += "(?i:";
        for (let rune of this.runes) out += Utils.escapeRune(rune);
        if ((this.flags & RE2Flags.FOLD_CASE) !== 0) out += ")";
        break;
      case Regexp2.Op.ANY_CHAR_NOT_NL:
        out += "(?-s:.)";
        break;
      case Regexp2.Op.ANY_CHAR:
        out += "(?s:.)";
        break;
      case Regexp2.Op.PLB:
        out += `(?<=${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.NLB:
        out += `(?<!${this.subs[0].appendTo()})`;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.name === null || this.name.length === 0) out += "(";
        else out += `(?P<${this.name}>`;
        if (this.subs[0].op !== Regexp2.Op.EMPTY_MATCH) out += this.subs[0].appendTo();
        out += ")";
        break;
      case Regexp2.Op.BEGIN_TEXT:
        out += "\\A";
        break;
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== 0) out += "(?-m:$)";
        else out += "\\z";
        break;
      case Regexp2.Op.BEGIN_LINE:
        out += "^";
        break;
      case Regexp2.Op.END_LINE:
        out += "$";
        break;
      case Regexp2.Op.WORD_BOUNDARY:
        out += "\\b";
        break;
      case Regexp2.Op.NO_WORD_BOUNDARY:
        out += "\\B";
        break;
      case Regexp2.Op.CHAR_CLASS:
        if (this.runes.length % 2 !== 0) {
          out += "[invalid char class]";
          break;
        }
        out += "[";
        if (this.runes.length === 0) out += "^\\x00-\\x{10FFFF}";
        else if (this.runes[0] === 0 && this.runes[this.runes.length - 1] === Unicode.MAX_RUNE) {
          out += "^";
          for (let i = 1; i < this.runes.length - 1; i += 2) {
            const lo = this.runes[i] + 1;
            const hi = this.runes[i + 1] - 1;
            out += Regexp2.quoteIfHyphen(lo);
            out += Utils.escapeRune(lo);
            if (lo !== hi) {
              out += "-";
              out += Regexp2.quoteIfHyphen(hi);
              out += Utils.escapeRune(hi);
            }
          }
        } else for (let i = 0; i < this.runes.length; i += 2) {
          const lo = this.runes[i];
          const hi = this.runes[i + 1];
          out += Regexp2.quoteIfHyphen(lo);
          out += Utils.escapeRune(lo);
          if (lo !== hi) {
            out += "-";
            out += Regexp2.quoteIfHyphen(hi);
            out += Utils.escapeRune(hi);
          }
        }
        out += "]";
        break;
      default:
        out += this.op;
    }
    return out;
  }
  maxCap() {
    let m = 0;
    if (this.op === Regexp2.Op.CAPTURE) m = this.cap;
    if (this.subs !== null) for (let sub of this.subs) {
      const n = sub.maxCap();
      if (m < n) m = n;
    }
    return m;
  }
  equals(that) {
    if (!(that !== null && that instanceof Regexp2)) return false;
    if (this.op !== that.op) return false;
    switch (this.op) {
      case Regexp2.Op.END_TEXT:
        if ((this.flags & RE2Flags.WAS_DOLLAR) !== (that.flags & RE2Flags.WAS_DOLLAR)) return false;
        break;
      case Regexp2.Op.LITERAL:
      case Regexp2.Op.CHAR_CLASS:
        if ((this.flags & RE2Flags.FOLD_CASE) !== (that.flags & RE2Flags.FOLD_CASE)) return false;
        if (this.runes === null && that.runes === null) break;
        if (this.runes === null || that.runes === null) return false;
        if (this.runes.length !== that.runes.length) return false;
        for (let i = 0; i < this.runes.length; i++) if (this.runes[i] !== that.runes[i]) return false;
        break;
      case Regexp2.Op.ALTERNATE:
      case Regexp2.Op.CONCAT:
        if (this.subs.length !== that.subs.length) return false;
        for (let i = 0; i < this.subs.length; ++i) if (!this.subs[i].equals(that.subs[i])) return false;
        break;
      case Regexp2.Op.STAR:
      case Regexp2.Op.PLUS:
      case Regexp2.Op.QUEST:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.REPEAT:
        if ((this.flags & RE2Flags.NON_GREEDY) !== (that.flags & RE2Flags.NON_GREEDY) || this.min !== that.min || this.max !== that.max || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.CAPTURE:
        if (this.cap !== that.cap || (this.name === null ? that.name !== null : this.name !== that.name) || !this.subs[0].equals(that.subs[0])) return false;
        break;
      case Regexp2.Op.PLB:
      case Regexp2.Op.NLB:
        if (this.lb !== that.lb || !this.subs[0].equals(that.subs[0])) return false;
    }
    return true;
  }
};
var RegexpWalker = class {
  static walk(root, handler) {
    const stack = [];
    let re = root;
    let result;
    for (; ; ) {
      if (re.subs.length === 0) result = handler.leaf(re);
      else {
        const state = handler.enter(re);
        if (state.result === void 0) {
          stack.push({
            re,
            state,
            i: 0
          });
          re = re.subs[0];
          continue;
        }
        result = state.result;
      }
      for (; ; ) {
        if (stack.length === 0) return result;
        const frame = stack[stack.length - 1];
        handler.child(frame.re, frame.state, result, frame.i);
        frame.i++;
        if (frame.state.result === void 0 && frame.i < frame.re.subs.length) {
          re = frame.re.subs[frame.i];
          break;
        }
        stack.pop();
        result = frame.state.result !== void 0 ? frame.state.result : handler.leave(frame.re, frame.state);
      }
    }
  }
};
var AhoCorasick = class {
  constructor(words, alphabetSize) {
    const edges = /* @__PURE__ */ new Map();
    const parent = [0];
    const unit = [0];
    const depth = [0];
    const terminal = [0];
    for (const word of words) {
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const key2 = node * alphabetSize + word[i];
        let child = edges.get(key2);
        if (child === void 0) {
          child = parent.length;
          edges.set(key2, child);
          parent.push(node);
          unit.push(word[i]);
          depth.push(depth[node] + 1);
          terminal.push(0);
        }
        node = child;
      }
      terminal[node] = 1;
    }
    const numNodes = parent.length;
    const children = new Int32Array(numNodes - 1);
    for (let c = 1; c < numNodes; c++) children[c - 1] = c;
    children.sort((a, b) => parent[a] - parent[b] || unit[a] - unit[b]);
    const childStart = new Int32Array(numNodes + 1);
    for (let c = 1; c < numNodes; c++) childStart[parent[c] + 1]++;
    for (let n = 0; n < numNodes; n++) childStart[n + 1] += childStart[n];
    const childUnit = new Int32Array(numNodes - 1);
    for (let k = 0; k < children.length; k++) childUnit[k] = unit[children[k]];
    this.childStart = childStart;
    this.childUnit = childUnit;
    this.childNode = children;
    const byDepth = new Int32Array(numNodes);
    for (let n = 0; n < numNodes; n++) byDepth[n] = n;
    byDepth.sort((a, b) => depth[a] - depth[b]);
    const fail2 = new Int32Array(numNodes);
    const match = Uint8Array.from(terminal);
    for (let k = 1; k < numNodes; k++) {
      const c = byDepth[k];
      const p = parent[c];
      if (p !== 0) {
        let f4 = fail2[p];
        let next = this.next(f4, unit[c]);
        while (next < 0 && f4 !== 0) {
          f4 = fail2[f4];
          next = this.next(f4, unit[c]);
        }
        fail2[c] = next >= 0 ? next : 0;
      }
      match[c] |= match[fail2[c]];
    }
    this.fail = fail2;
    this.match = match;
  }
  next(node, u) {
    let lo = this.childStart[node];
    let hi = this.childStart[node + 1];
    const units = this.childUnit;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      const m = units[mid];
      if (m === u) return this.childNode[mid];
      if (m < u) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }
  advance(node, u) {
    for (; ; ) {
      const next = this.next(node, u);
      if (next >= 0) return next;
      if (node === 0) return 0;
      node = this.fail[node];
    }
  }
  searchUTF16(charSeq, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, charSeq.charCodeAt(i));
      if (this.match[node] === 1) return true;
    }
    return false;
  }
  searchUTF8(bytes, start, end) {
    let node = 0;
    for (let i = start; i < end; i++) {
      node = this.advance(node, bytes[i]);
      if (this.match[node] === 1) return true;
    }
    return false;
  }
};
var Prefilter = class Prefilter2 {
  static Type = {
    NONE: 0,
    EXACT: 1,
    AND: 2,
    OR: 3
  };
  static MAX_SCANS = 32;
  static MAX_AC_UNITS = 1 << 18;
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
    this.bytes = null;
    this.cost = type === Prefilter2.Type.EXACT ? 1 : 0;
    this.allExact = false;
    this.ac16 = null;
    this.ac8 = null;
  }
  automaton16() {
    if (this.ac16 === null) {
      const words = this.subs.map((s) => {
        const arr = new Array(s.str.length);
        for (let i = 0; i < s.str.length; i++) arr[i] = s.str.charCodeAt(i);
        return arr;
      });
      this.ac16 = new AhoCorasick(words, 65536);
    }
    return this.ac16;
  }
  automaton8() {
    if (this.ac8 === null) this.ac8 = new AhoCorasick(this.subs.map((s) => s.bytes), 256);
    return this.ac8;
  }
  eval(input, pos) {
    switch (this.type) {
      case Prefilter2.Type.NONE:
        return true;
      case Prefilter2.Type.EXACT:
        return input.hasString(this, pos);
      case Prefilter2.Type.AND:
        for (let i = 0; i < this.subs.length; i++) if (!this.subs[i].eval(input, pos)) return false;
        return true;
      case Prefilter2.Type.OR:
        if (this.allExact) return input.hasAnyString(this, pos);
        for (let i = 0; i < this.subs.length; i++) if (this.subs[i].eval(input, pos)) return true;
        return false;
      default:
        return true;
    }
  }
};
var PrefilterTree = class PrefilterTree2 {
  static build(re) {
    if (!re) return new Prefilter(Prefilter.Type.NONE);
    return RegexpWalker.walk(re, PrefilterTree2.WALKER);
  }
  static WALKER = {
    leaf: (re) => PrefilterTree2.leaf(re),
    enter: (re) => PrefilterTree2.enter(re),
    child: (re, state, result) => PrefilterTree2.child(re, state, result),
    leave: (re, state) => PrefilterTree2.leave(re, state)
  };
  static leaf(re) {
    if (re.op !== Regexp.Op.LITERAL) return new Prefilter(Prefilter.Type.NONE);
    if (re.runes.length === 0 || (re.flags & RE2Flags.FOLD_CASE) !== 0) return new Prefilter(Prefilter.Type.NONE);
    let str3 = "";
    for (let i = 0; i < re.runes.length; i++) {
      if (Unicode.isUnsearchable(re.runes[i])) return new Prefilter(Prefilter.Type.NONE);
      str3 += String.fromCodePoint(re.runes[i]);
    }
    const pf = new Prefilter(Prefilter.Type.EXACT);
    pf.str = str3;
    pf.bytes = Utils.stringToUtf8ByteArray(pf.str);
    return pf;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.CAPTURE:
      case Regexp.Op.PLUS:
        return { sub: null };
      case Regexp.Op.REPEAT:
        if (re.min >= 1) return { sub: null };
        return { result: new Prefilter(Prefilter.Type.NONE) };
      case Regexp.Op.CONCAT:
        return {
          pf: new Prefilter(Prefilter.Type.AND),
          subs: []
        };
      case Regexp.Op.ALTERNATE:
        return {
          pf: new Prefilter(Prefilter.Type.OR),
          subs: []
        };
      default:
        return { result: new Prefilter(Prefilter.Type.NONE) };
    }
  }
  static child(re, state, s) {
    if (state.subs === void 0) {
      state.sub = s;
      return;
    }
    if (state.pf.type === Prefilter.Type.AND) {
      if (s.type === Prefilter.Type.NONE) return;
      if (s.type === Prefilter.Type.AND) {
        for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
        return;
      }
      state.subs.push(s);
      return;
    }
    if (s.type === Prefilter.Type.NONE) {
      state.result = new Prefilter(Prefilter.Type.NONE);
      return;
    }
    if (s.type === Prefilter.Type.OR) {
      for (let j = 0; j < s.subs.length; j++) state.subs.push(s.subs[j]);
      return;
    }
    state.subs.push(s);
  }
  static leave(re, state) {
    if (state.subs === void 0) return state.sub;
    const pf = state.pf;
    const seen = /* @__PURE__ */ new Set();
    const subs = [];
    for (const sub of state.subs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (seen.has(sub.str)) continue;
        seen.add(sub.str);
      }
      subs.push(sub);
    }
    if (pf.type === Prefilter.Type.AND) {
      const kept = [];
      let cost2 = 0;
      for (const sub of subs) {
        if (cost2 + sub.cost > Prefilter.MAX_SCANS) continue;
        kept.push(sub);
        cost2 += sub.cost;
      }
      if (kept.length === 0) return new Prefilter(Prefilter.Type.NONE);
      if (kept.length === 1) return kept[0];
      pf.subs = kept;
      pf.cost = cost2;
      return pf;
    }
    if (subs.length === 0) return new Prefilter(Prefilter.Type.NONE);
    if (subs.length === 1) return subs[0];
    pf.subs = subs;
    let allExact = true;
    let cost = 0;
    let units = 0;
    for (const sub of subs) {
      if (sub.type !== Prefilter.Type.EXACT) allExact = false;
      else units += sub.bytes.length;
      cost += sub.cost;
    }
    if (allExact) {
      if (units > Prefilter.MAX_AC_UNITS) return new Prefilter(Prefilter.Type.NONE);
      pf.allExact = true;
      pf.cost = 1;
      return pf;
    }
    if (cost > Prefilter.MAX_SCANS) return new Prefilter(Prefilter.Type.NONE);
    pf.cost = cost;
    return pf;
  }
};
var PatchList = class {
  /**
  * @param {number} head - Encoded pointer to the start of the patch list.
  * @param {number} tail - Encoded pointer to the end of the patch list.
  */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
    this.lbStarts = [];
    this.numLb = 0;
    this.lbInst = null;
  }
  getInst(pc) {
    return this.inst[pc];
  }
  numInst() {
    return this.inst.length;
  }
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  markLookbehindInsts() {
    const lbInst = new Uint8Array(this.inst.length);
    const pending = this.lbStarts.slice();
    while (pending.length > 0) {
      const pc = pending.pop();
      if (pc === 0 || lbInst[pc] === 1) continue;
      lbInst[pc] = 1;
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          pending.push(i.out, i.arg);
          break;
        case Inst.MATCH:
        case Inst.FAIL:
          break;
        default:
          pending.push(i.out);
      }
    }
    this.lbInst = lbInst;
  }
  skipNop(pc) {
    let i = this.inst[pc];
    while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
      i = this.inst[pc];
      pc = i.out;
    }
    return i;
  }
  /** @returns {[boolean, string]} */
  prefix() {
    let prefix = "";
    let i = this.skipNop(this.start);
    if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) return [i.op === Inst.MATCH, prefix];
    while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & RE2Flags.FOLD_CASE) === 0 && !Unicode.isUnsearchable(i.runes[0])) {
      prefix += String.fromCodePoint(i.runes[0]);
      i = this.skipNop(i.out);
    }
    return [i.op === Inst.MATCH, prefix];
  }
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i.out;
    }
    return flag;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i.out;
        i.out = val;
      } else {
        head = i.arg;
        i.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0) return l2;
    if (l2.head === 0) return l1;
    const i = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) i.out = l2.head;
    else i.arg = l2.head;
    return new PatchList(l1.head, l2.tail);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    let out = "";
    for (let pc = 0; pc < this.inst.length; pc++) {
      const len2 = out.length;
      out += pc;
      if (pc === this.start) out += "*";
      out += "        ".substring(out.length - len2);
      out += this.inst[pc];
      out += "\n";
    }
    return out;
  }
};
var ANY_RUNE_NOT_NL = new Int32Array([
  0,
  Codepoint.CODES["\n"] - 1,
  Codepoint.CODES["\n"] + 1,
  Unicode.MAX_RUNE
]);
var ANY_RUNE = new Int32Array([0, Unicode.MAX_RUNE]);
var Frag = class {
  constructor(i = 0, out = new PatchList(), nullable = false) {
    this.i = i;
    this.out = out;
    this.nullable = nullable;
  }
};
var Compiler = class Compiler2 {
  static compileRegexp(re) {
    const c = new Compiler2();
    const f4 = c.compile(re);
    c.prog.patch(f4.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f4.i;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  static compileSet(regexps) {
    const c = new Compiler2();
    if (regexps.length === 0) {
      c.prog.start = c.newInst(Inst.FAIL).i;
      c.prog.markLookbehindInsts();
      return c.prog;
    }
    let starts = [];
    for (let i = 0; i < regexps.length; i++) {
      c.lbOffset = c.prog.numLb;
      const f4 = c.compile(regexps[i]);
      const m = c.newInst(Inst.MATCH);
      c.prog.getInst(m.i).arg = i;
      c.prog.patch(f4.out, m.i);
      starts.push(f4.i);
    }
    let start = starts[0];
    for (let i = 1; i < starts.length; i++) {
      const f4 = c.newInst(Inst.ALT);
      const inst = c.prog.getInst(f4.i);
      inst.out = start;
      inst.arg = starts[i];
      start = f4.i;
    }
    c.prog.start = start;
    c.prog.markLookbehindInsts();
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
    this.lbOffset = 0;
    this.runeCache = /* @__PURE__ */ new Map();
    this.walker = {
      leaf: (re) => this.leaf(re),
      enter: (re) => this.enter(re),
      child: (re, state, result) => this.child(re, state, result),
      leave: (re, state) => this.leave(re, state)
    };
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  nop() {
    const f4 = this.newInst(Inst.NOP);
    f4.out = new PatchList(f4.i << 1, f4.i << 1);
    return f4;
  }
  fail() {
    return new Frag();
  }
  cap(arg) {
    const f4 = this.newInst(Inst.CAPTURE);
    f4.out = new PatchList(f4.i << 1, f4.i << 1);
    this.prog.getInst(f4.i).arg = arg;
    if (this.prog.numCap < arg + 1) this.prog.numCap = arg + 1;
    return f4;
  }
  cat(f1, f22) {
    if (f1.i === 0 || f22.i === 0) {
      this.prog.patch(f1.out, 0);
      this.prog.patch(f22.out, 0);
      return this.fail();
    }
    this.prog.patch(f1.out, f22.i);
    return new Frag(f1.i, f22.out, f1.nullable && f22.nullable);
  }
  alt(f1, f22) {
    if (f1.i === 0) return f22;
    if (f22.i === 0) return f1;
    const f4 = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f4.i);
    i.out = f1.i;
    i.arg = f22.i;
    f4.out = this.prog.append(f1.out, f22.out);
    f4.nullable = f1.nullable || f22.nullable;
    return f4;
  }
  loop(f1, nongreedy) {
    const f4 = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f4.i);
    if (nongreedy) {
      i.arg = f1.i;
      f4.out = new PatchList(f4.i << 1, f4.i << 1);
    } else {
      i.out = f1.i;
      f4.out = new PatchList(f4.i << 1 | 1, f4.i << 1 | 1);
    }
    this.prog.patch(f1.out, f4.i);
    return f4;
  }
  quest(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    const f4 = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f4.i);
    if (nongreedy) {
      i.arg = f1.i;
      f4.out = new PatchList(f4.i << 1, f4.i << 1);
    } else {
      i.out = f1.i;
      f4.out = new PatchList(f4.i << 1 | 1, f4.i << 1 | 1);
    }
    f4.out = this.prog.append(f4.out, f1.out);
    return f4;
  }
  star(f1, nongreedy) {
    if (f1.i === 0) return this.nop();
    if (f1.nullable) return this.quest(this.plus(f1, nongreedy), nongreedy);
    return this.loop(f1, nongreedy);
  }
  plus(f1, nongreedy) {
    if (f1.i === 0) return this.fail();
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  empty(op) {
    const f4 = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f4.i).arg = op;
    f4.out = new PatchList(f4.i << 1, f4.i << 1);
    return f4;
  }
  rune(runes, flags) {
    const f4 = this.newInst(Inst.RUNE);
    f4.nullable = false;
    const i = this.prog.getInst(f4.i);
    i.runes = runes;
    flags &= RE2Flags.FOLD_CASE;
    if (runes.length !== 1 || Unicode.simpleFold(runes[0]) === runes[0]) flags &= ~RE2Flags.FOLD_CASE;
    i.arg = flags;
    f4.out = new PatchList(f4.i << 1, f4.i << 1);
    if ((flags & RE2Flags.FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) i.op = Inst.RUNE1;
    else if (runes.length === 2 && runes[0] === 0 && runes[1] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY;
    else if (runes.length === 4 && runes[0] === 0 && runes[1] === Codepoint.CODES["\n"] - 1 && runes[2] === Codepoint.CODES["\n"] + 1 && runes[3] === Unicode.MAX_RUNE) i.op = Inst.RUNE_ANY_NOT_NL;
    return f4;
  }
  lookBehind(a, parsedLb) {
    const lb = Math.sign(parsedLb) * (Math.abs(parsedLb) + this.lbOffset);
    const id = this.newInst(Inst.LB_WRITE);
    this.prog.getInst(id.i).arg = lb;
    const any = this.rune(ANY_RUNE, 0);
    const dotStar = this.star(any, true);
    const lbAutomaton = this.cat(dotStar, a);
    this.prog.patch(lbAutomaton.out, id.i);
    const checkId = this.newInst(Inst.LB_CHECK);
    this.prog.getInst(checkId.i).arg = lb;
    this.prog.lbStarts.push(lbAutomaton.i);
    if (Math.abs(lb) > this.prog.numLb) this.prog.numLb = Math.abs(lb);
    checkId.out = new PatchList(checkId.i << 1, checkId.i << 1);
    return checkId;
  }
  compile(re) {
    return RegexpWalker.walk(re, this.walker);
  }
  leaf(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL: {
        if (re.runes.length === 0) return this.nop();
        let f4 = null;
        for (let r of re.runes) {
          let singleRune = this.runeCache.get(r);
          if (singleRune === void 0) {
            singleRune = new Int32Array([r]);
            this.runeCache.set(r, singleRune);
          }
          const f1 = this.rune(singleRune, re.flags);
          f4 = f4 === null ? f1 : this.cat(f4, f1);
        }
        return f4;
      }
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(ANY_RUNE_NOT_NL, 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(ANY_RUNE, 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(Utils.EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(Utils.EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(Utils.EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(Utils.EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(Utils.EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return this.nop();
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CAPTURE:
        return {
          bra: this.cap(re.cap << 1),
          sub: null
        };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return { f: null };
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
  child(re, state, f1) {
    if (re.op === Regexp.Op.CONCAT) state.f = state.f === null ? f1 : this.cat(state.f, f1);
    else if (re.op === Regexp.Op.ALTERNATE) state.f = state.f === null ? f1 : this.alt(state.f, f1);
    else state.sub = f1;
  }
  leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
        return this.lookBehind(state.sub, re.lb);
      case Regexp.Op.CAPTURE: {
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(state.bra, state.sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(state.sub, (re.flags & RE2Flags.NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return state.f;
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};
var Simplify = class Simplify2 {
  static simplify(re) {
    if (re === null) return null;
    return RegexpWalker.walk(re, Simplify2.WALKER);
  }
  static WALKER = {
    leaf: (re) => Simplify2.leaf(re),
    enter: (re) => Simplify2.enter(re),
    child: (re, state, result, i) => Simplify2.child(re, state, result, i),
    leave: (re, state) => Simplify2.leave(re, state)
  };
  static leaf(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      if (re.runes === null) return re;
      if (re.runes.length === 0) return new Regexp(Regexp.Op.NO_MATCH);
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR);
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
    }
    return re;
  }
  static enter(re) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return { sub: null };
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        return {
          subs: [],
          changed: false
        };
      case Regexp.Op.REPEAT:
        if (re.min === 0 && re.max === 0) return { result: new Regexp(Regexp.Op.EMPTY_MATCH) };
        return { sub: null };
      default:
        return { result: re };
    }
  }
  static child(re, state, nsub, i) {
    if (state.subs === void 0) {
      state.sub = nsub;
      return;
    }
    if (nsub !== re.subs[i]) state.changed = true;
    if (re.op === Regexp.Op.CONCAT) {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.result = new Regexp(Regexp.Op.NO_MATCH);
        return;
      }
      if (nsub.op === Regexp.Op.EMPTY_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.CONCAT) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    } else {
      if (nsub.op === Regexp.Op.NO_MATCH) {
        state.changed = true;
        return;
      }
      if (nsub.op === Regexp.Op.ALTERNATE) {
        state.changed = true;
        for (let j = 0; j < nsub.subs.length; j++) state.subs.push(nsub.subs[j]);
        return;
      }
    }
    state.subs.push(nsub);
  }
  static leave(re, state) {
    switch (re.op) {
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE: {
        const sub = state.sub;
        if (sub !== re.subs[0]) {
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = [sub];
          return nre;
        }
        return re;
      }
      case Regexp.Op.CONCAT:
      case Regexp.Op.ALTERNATE:
        if (state.changed) {
          const newSubs = state.subs;
          if (newSubs.length === 0) return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
          if (newSubs.length === 1) return newSubs[0];
          const nre = Regexp.fromRegexp(re);
          nre.runes = /* @__PURE__ */ new Int32Array(0);
          nre.subs = newSubs;
          return nre;
        }
        return re;
      case Regexp.Op.STAR:
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        return Simplify2.simplify1(re.op, re.flags, state.sub, re);
      case Regexp.Op.REPEAT:
        return Simplify2.simplifyRepeat(re, state.sub);
      default:
        return re;
    }
  }
  static simplifyRepeat(re, sub) {
    if (re.max === -1) {
      if (re.min === 0) return Simplify2.simplify1(Regexp.Op.STAR, re.flags, sub, null);
      if (re.min === 1) return Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null);
      const subs = [];
      for (let i = 0; i < re.min - 1; i++) subs.push(sub);
      subs.push(Simplify2.simplify1(Regexp.Op.PLUS, re.flags, sub, null));
      return Simplify2.concat(subs);
    }
    if (re.min === 1 && re.max === 1) return sub;
    let prefixSubs = null;
    if (re.min > 0) {
      prefixSubs = [];
      for (let i = 0; i < re.min; i++) prefixSubs.push(sub);
    }
    if (re.max > re.min) {
      let suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, sub, null);
      for (let i = re.min + 1; i < re.max; i++) suffix = Simplify2.simplify1(Regexp.Op.QUEST, re.flags, Simplify2.concat([sub, suffix]), null);
      if (prefixSubs === null) return suffix;
      prefixSubs.push(suffix);
    }
    if (prefixSubs !== null) return Simplify2.concat(prefixSubs);
    return new Regexp(Regexp.Op.NO_MATCH);
  }
  static concat(subs) {
    const newSubs = [];
    for (let i = 0; i < subs.length; i++) {
      const sub = subs[i];
      if (sub.op === Regexp.Op.NO_MATCH) return new Regexp(Regexp.Op.NO_MATCH);
      if (sub.op === Regexp.Op.EMPTY_MATCH) continue;
      if (sub.op === Regexp.Op.CONCAT) {
        for (let j = 0; j < sub.subs.length; j++) newSubs.push(sub.subs[j]);
        continue;
      }
      newSubs.push(sub);
    }
    if (newSubs.length === 0) return new Regexp(Regexp.Op.EMPTY_MATCH);
    if (newSubs.length === 1) return newSubs[0];
    const nre = new Regexp(Regexp.Op.CONCAT);
    nre.subs = newSubs;
    return nre;
  }
  static simplify1(op, flags, sub, re) {
    if (sub.op === Regexp.Op.EMPTY_MATCH) return sub;
    if (sub.op === Regexp.Op.NO_MATCH) {
      if (op === Regexp.Op.PLUS) return sub;
      return new Regexp(Regexp.Op.EMPTY_MATCH);
    }
    if (op === sub.op && (flags & RE2Flags.NON_GREEDY) === (sub.flags & RE2Flags.NON_GREEDY)) return sub;
    if (re !== null && re.op === op && (re.flags & RE2Flags.NON_GREEDY) === (flags & RE2Flags.NON_GREEDY) && sub === re.subs[0]) return re;
    const nre = new Regexp(op);
    nre.flags = flags;
    nre.subs = [sub];
    return nre;
  }
};
var CharGroup = class {
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [
  9,
  10,
  12,
  13,
  32,
  32
];
var code3 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var PERL_GROUPS = /* @__PURE__ */ new Map([
  ["\\d", new CharGroup(1, code1)],
  ["\\D", new CharGroup(-1, code1)],
  ["\\s", new CharGroup(1, code2)],
  ["\\S", new CharGroup(-1, code2)],
  ["\\w", new CharGroup(1, code3)],
  ["\\W", new CharGroup(-1, code3)]
]);
var code4 = [
  48,
  57,
  65,
  90,
  97,
  122
];
var code5 = [
  65,
  90,
  97,
  122
];
var code6 = [0, 127];
var code7 = [
  9,
  9,
  32,
  32
];
var code8 = [
  0,
  31,
  127,
  127
];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [
  33,
  47,
  58,
  64,
  91,
  96,
  123,
  126
];
var code14 = [
  9,
  13,
  32,
  32
];
var code15 = [65, 90];
var code16 = [
  48,
  57,
  65,
  90,
  95,
  95,
  97,
  122
];
var code17 = [
  48,
  57,
  65,
  70,
  97,
  102
];
var POSIX_GROUPS = /* @__PURE__ */ new Map([
  ["[:alnum:]", new CharGroup(1, code4)],
  ["[:^alnum:]", new CharGroup(-1, code4)],
  ["[:alpha:]", new CharGroup(1, code5)],
  ["[:^alpha:]", new CharGroup(-1, code5)],
  ["[:ascii:]", new CharGroup(1, code6)],
  ["[:^ascii:]", new CharGroup(-1, code6)],
  ["[:blank:]", new CharGroup(1, code7)],
  ["[:^blank:]", new CharGroup(-1, code7)],
  ["[:cntrl:]", new CharGroup(1, code8)],
  ["[:^cntrl:]", new CharGroup(-1, code8)],
  ["[:digit:]", new CharGroup(1, code9)],
  ["[:^digit:]", new CharGroup(-1, code9)],
  ["[:graph:]", new CharGroup(1, code10)],
  ["[:^graph:]", new CharGroup(-1, code10)],
  ["[:lower:]", new CharGroup(1, code11)],
  ["[:^lower:]", new CharGroup(-1, code11)],
  ["[:print:]", new CharGroup(1, code12)],
  ["[:^print:]", new CharGroup(-1, code12)],
  ["[:punct:]", new CharGroup(1, code13)],
  ["[:^punct:]", new CharGroup(-1, code13)],
  ["[:space:]", new CharGroup(1, code14)],
  ["[:^space:]", new CharGroup(-1, code14)],
  ["[:upper:]", new CharGroup(1, code15)],
  ["[:^upper:]", new CharGroup(-1, code15)],
  ["[:word:]", new CharGroup(1, code16)],
  ["[:^word:]", new CharGroup(-1, code16)],
  ["[:xdigit:]", new CharGroup(1, code17)],
  ["[:^xdigit:]", new CharGroup(-1, code17)]
]);
var CharClass = class CharClass2 {
  static charClassToString(r, len2) {
    let result = "[";
    for (let i = 0; i < len2; i += 2) {
      if (i > 0) result += " ";
      const lo = r[i];
      const hi = r[i + 1];
      if (lo === hi) result += `0x${lo.toString(16)}`;
      else result += `0x${lo.toString(16)}-0x${hi.toString(16)}`;
    }
    result += "]";
    return result;
  }
  static sortRanges(array, len2) {
    const n = len2 >> 1;
    const order = new Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => array[2 * a] - array[2 * b] || array[2 * b + 1] - array[2 * a + 1]);
    const sorted = array.slice(0, len2);
    for (let i = 0; i < n; i++) {
      array[2 * i] = sorted[2 * order[i]];
      array[2 * i + 1] = sorted[2 * order[i] + 1];
    }
  }
  /**
  * @param {number[]|Int32Array} [r]
  */
  constructor(r = Utils.emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  toArray() {
    if (this.r instanceof Int32Array) return this.len === this.r.length ? this.r : this.r.subarray(0, this.len);
    return new Int32Array(this.len === this.r.length ? this.r : this.r.slice(0, this.len));
  }
  toGrowableArray() {
    if (Array.isArray(this.r)) {
      this.r.length = this.len;
      return this.r;
    }
    return Array.from(this.r.subarray(0, this.len));
  }
  cleanClass() {
    if (this.len < 4) return this;
    CharClass2.sortRanges(this.r, this.len);
    let w = 2;
    for (let i = 2; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (lo <= this.r[w - 1] + 1) {
        if (hi > this.r[w - 1]) this.r[w - 1] = hi;
        continue;
      }
      this.r[w] = lo;
      this.r[w + 1] = hi;
      w += 2;
    }
    this.len = w;
    return this;
  }
  appendLiteral(x, flags) {
    return (flags & RE2Flags.FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i = 2; i <= 4; i += 2) if (this.len >= i) {
        const rlo = this.r[this.len - i];
        const rhi = this.r[this.len - i + 1];
        if (lo <= rhi + 1 && rlo <= hi + 1) {
          if (lo < rlo) this.r[this.len - i] = lo;
          if (hi > rhi) this.r[this.len - i + 1] = hi;
          return this;
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  appendFoldedRange(lo, hi) {
    if (lo <= Unicode.MIN_FOLD && hi >= Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (hi < Unicode.MIN_FOLD || lo > Unicode.MAX_FOLD) return this.appendRange(lo, hi);
    if (lo < Unicode.MIN_FOLD) {
      this.appendRange(lo, Unicode.MIN_FOLD - 1);
      lo = Unicode.MIN_FOLD;
    }
    if (hi > Unicode.MAX_FOLD) {
      this.appendRange(Unicode.MAX_FOLD + 1, hi);
      hi = Unicode.MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f4 = Unicode.simpleFold(c); f4 !== c; f4 = Unicode.simpleFold(f4)) this.appendRange(f4, f4);
    }
    return this;
  }
  appendClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendRange(x[i], x[i + 1]);
    return this;
  }
  appendFoldedClass(x) {
    for (let i = 0; i < x.length; i += 2) this.appendFoldedRange(x[i], x[i + 1]);
    return this;
  }
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i = 0; i < x.length; i += 2) {
      const lo = x[i];
      const hi = x[i + 1];
      if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
      nextLo = hi + 1;
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTable(table) {
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) this.appendRange(c, c);
    }
    return this;
  }
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        if (nextLo <= lo - 1) this.appendRange(nextLo, lo - 1);
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) this.appendRange(nextLo, c - 1);
        nextLo = c + 1;
      }
    }
    if (nextLo <= Unicode.MAX_RUNE) this.appendRange(nextLo, Unicode.MAX_RUNE);
    return this;
  }
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i = 0; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= Unicode.MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = Unicode.MAX_RUNE;
    }
    return this;
  }
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) cls = new CharClass2().appendFoldedClass(cls).cleanClass().toArray();
    return this.appendClassWithSign(cls, g.sign);
  }
  toString() {
    return CharClass2.charClassToString(this.r, this.len);
  }
};
var StringIterator = class {
  constructor(str3) {
    this.str = str3;
    this.position = 0;
  }
  pos() {
    return this.position;
  }
  rewindTo(pos) {
    this.position = pos;
  }
  more() {
    return this.position < this.str.length;
  }
  peek() {
    return this.str.codePointAt(this.position);
  }
  skip(n) {
    this.position += n;
  }
  skipString(s) {
    this.position += s.length;
  }
  pop() {
    const r = this.str.codePointAt(this.position);
    this.position += Utils.charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  rest() {
    return this.str.substring(this.position);
  }
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser = class Parser2 {
  static ERR_INTERNAL_ERROR = "regexp/syntax: internal error";
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_INVALID_CAPTURE_IN_LOOKBEHIND = "invalid capture in lookbehind";
  static MAX_HEIGHT = 1e3;
  static MAX_SIZE = 1398101;
  static MAX_RUNES = 33554432;
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    Unicode.MAX_RUNE,
    1
  ]));
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1
  ]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    8490,
    8490,
    1
  ]));
  static unicodeTable(name) {
    if (name === "Any") return {
      tab: Parser2.ANY_TABLE,
      fold: Parser2.ANY_TABLE,
      sign: 1
    };
    if (name === "Ascii") return {
      tab: Parser2.ASCII_TABLE,
      fold: Parser2.ASCII_FOLD_TABLE,
      sign: 1
    };
    if (name === "Assigned") return {
      tab: UnicodeTables.CATEGORIES.get("Cn"),
      fold: UnicodeTables.CATEGORIES.get("Cn"),
      sign: -1
    };
    if (name === "Lc") return {
      tab: UnicodeTables.CATEGORIES.get("LC"),
      fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
      sign: 1
    };
    if (UnicodeTables.CATEGORIES.has(name)) return {
      tab: UnicodeTables.CATEGORIES.get(name),
      fold: UnicodeTables.FOLD_CATEGORIES.get(name),
      sign: 1
    };
    if (UnicodeTables.SCRIPTS.has(name)) return {
      tab: UnicodeTables.SCRIPTS.get(name),
      fold: UnicodeTables.FOLD_SCRIPT.get(name),
      sign: 1
    };
    return null;
  }
  static minFoldRune(r) {
    if (r < Unicode.MIN_FOLD || r > Unicode.MAX_FOLD) return r;
    let min = r;
    const r0 = r;
    for (r = Unicode.simpleFold(r); r !== r0; r = Unicode.simpleFold(r)) if (min > r) min = r;
    return min;
  }
  static leadingRegexp(re) {
    if (re.op === Regexp.Op.EMPTY_MATCH) return null;
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = re.subs[0];
      if (sub.op === Regexp.Op.EMPTY_MATCH) return null;
      return sub;
    }
    return re;
  }
  static literalRegexp(s, flags) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags;
    re.runes = Utils.stringToRunes(s);
    return re;
  }
  /**
  * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
  * @param {string} pattern
  * @param {number} flags
  */
  static parse(pattern, flags) {
    return new Parser2(pattern, flags).parseInternal();
  }
  static parseRepeat(t) {
    const start = t.pos();
    if (!t.more() || !t.lookingAt("{")) return -1;
    t.skip(1);
    const min = Parser2.parseInt(t);
    if (min === -1) return -1;
    if (!t.more()) return -1;
    let max;
    if (!t.lookingAt(",")) max = min;
    else {
      t.skip(1);
      if (!t.more()) return -1;
      if (t.lookingAt("}")) max = -1;
      else if ((max = Parser2.parseInt(t)) === -1) return -1;
    }
    if (!t.more() || !t.lookingAt("}")) return -1;
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(start));
    return min << 16 | max & Unicode.MAX_BMP;
  }
  static isValidCaptureName(name) {
    if (name.length === 0) return false;
    for (let i = 0; i < name.length; i++) {
      const c = name.codePointAt(i);
      if (c !== Codepoint.CODES["_"] && !Utils.isalnum(c)) return false;
    }
    return true;
  }
  static parseInt(t) {
    const start = t.pos();
    while (t.more() && t.peek() >= Codepoint.CODES["0"] && t.peek() <= Codepoint.CODES["9"]) t.skip(1);
    const n = t.from(start);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === Codepoint.CODES["0"]) return -1;
    if (n.length > 8) return -2;
    return parseInt(n, 10);
  }
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i = 0; i < re.runes.length; i += 2) if (re.runes[i] <= r && r <= re.runes[i + 1]) return true;
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== Codepoint.CODES["\n"];
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (Parser2.matchRune(src, Codepoint.CODES["\n"])) dst.op = Regexp.Op.ANY_CHAR;
        break;
      case Regexp.Op.CHAR_CLASS: {
        const cc = new CharClass(Array.isArray(dst.runes) ? dst.runes : Array.from(dst.runes));
        if (src.op === Regexp.Op.LITERAL) cc.appendLiteral(src.runes[0], src.flags);
        else cc.appendClass(src.runes);
        dst.runes = cc.toGrowableArray();
        break;
      }
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) break;
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toGrowableArray();
    }
  }
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_TRAILING_BACKSLASH);
    let c = t.pop();
    bigswitch: switch (c) {
      case Codepoint.CODES["1"]:
      case Codepoint.CODES["2"]:
      case Codepoint.CODES["3"]:
      case Codepoint.CODES["4"]:
      case Codepoint.CODES["5"]:
      case Codepoint.CODES["6"]:
      case Codepoint.CODES["7"]:
        if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
      case Codepoint.CODES["0"]: {
        let r = c - Codepoint.CODES["0"];
        for (let i = 1; i < 3; i++) {
          if (!t.more() || t.peek() < Codepoint.CODES["0"] || t.peek() > Codepoint.CODES["7"]) break;
          r = r * 8 + t.peek() - Codepoint.CODES["0"];
          t.skip(1);
        }
        return r;
      }
      case Codepoint.CODES["x"]: {
        if (!t.more()) break;
        c = t.pop();
        if (c === Codepoint.CODES["{"]) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) break bigswitch;
            c = t.pop();
            if (c === Codepoint.CODES["}"]) break;
            const v = Utils.unhex(c);
            if (v < 0) break bigswitch;
            r = r * 16 + v;
            if (r > Unicode.MAX_RUNE) break bigswitch;
            nhex++;
          }
          if (nhex === 0) break bigswitch;
          return r;
        }
        const x = Utils.unhex(c);
        if (!t.more()) break;
        c = t.pop();
        const y = Utils.unhex(c);
        if (x < 0 || y < 0) break;
        return x * 16 + y;
      }
      case Codepoint.CODES["a"]:
        return Codepoint.CODES["\x07"];
      case Codepoint.CODES["f"]:
        return Codepoint.CODES["\f"];
      case Codepoint.CODES["n"]:
        return Codepoint.CODES["\n"];
      case Codepoint.CODES["r"]:
        return Codepoint.CODES["\r"];
      case Codepoint.CODES["t"]:
        return Codepoint.CODES["	"];
      case Codepoint.CODES["v"]:
        return Codepoint.CODES["\v"];
      default:
        if (c <= Unicode.MAX_ASCII && !Utils.isalnum(c)) return c;
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    if (t.lookingAt("\\")) return Parser2.parseEscape(t);
    return t.pop();
  }
  static hasCapture(re) {
    if (re === null) return false;
    if (re.op === Regexp.Op.CAPTURE) return true;
    if (re.subs) {
      for (let sub of re.subs) if (Parser2.hasCapture(sub)) return true;
    }
    return false;
  }
  constructor(wholeRegexp, flags = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
    this.nlb = 0;
  }
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null && this.height.has(re)) this.height.delete(re);
    if (re.subs !== null && re.subs.length > 0) re.subs[0] = this.free;
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > Parser2.MAX_RUNES) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) this.repeats = 1;
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) n = re.min;
        if (n <= 0) n = 1;
        if (n > Math.floor(Parser2.MAX_SIZE / this.repeats)) this.repeats = Parser2.MAX_SIZE;
        else this.repeats *= n;
      }
      if (this.numRegexp < Math.floor(Parser2.MAX_SIZE / this.repeats)) return;
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkSize(reEx);
    }
    if (this.calcSize(re, true) > Parser2.MAX_SIZE) throw new RE2JSSyntaxException(Parser2.ERR_LARGE);
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      if (this.size.has(re)) return this.size.get(re);
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL:
        size = re.runes.length;
        break;
      case Regexp.Op.PLB:
      case Regexp.Op.NLB:
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR:
        size = 2 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST:
        size = 1 + this.calcSize(re.subs[0]);
        break;
      case Regexp.Op.CONCAT:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        break;
      case Regexp.Op.ALTERNATE:
        for (let sub of re.subs) size = size + this.calcSize(sub);
        if (re.subs.length > 1) size = size + re.subs.length - 1;
        break;
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) size = 2 + sub;
          else size = 1 + re.min * sub;
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    if (this.size === null) this.size = /* @__PURE__ */ new Map();
    this.size.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < Parser2.MAX_HEIGHT) return;
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) this.checkHeight(reEx);
    }
    if (this.calcHeight(re, true) > Parser2.MAX_HEIGHT) throw new RE2JSSyntaxException(Parser2.ERR_NESTING_DEPTH);
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      if (this.height.has(re)) return this.height.get(re);
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) h = 1 + hsub;
    }
    if (this.height === null) this.height = /* @__PURE__ */ new Map();
    this.height.set(re, h);
    return h;
  }
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i = n;
    while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) i--;
    return this.stack.splice(i, n - i);
  }
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~RE2Flags.FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && Unicode.simpleFold(re.runes[0]) === re.runes[2] && Unicode.simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && Unicode.simpleFold(re.runes[0]) === re.runes[1] && Unicode.simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | RE2Flags.FOLD_CASE)) return null;
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | RE2Flags.FOLD_CASE;
    } else this.maybeConcat(-1, 0);
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  maybeConcat(r, flags) {
    const n = this.stack.length;
    if (n < 2) return false;
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & RE2Flags.FOLD_CASE) !== (re2.flags & RE2Flags.FOLD_CASE)) return false;
    if (!Array.isArray(re2.runes)) re2.runes = Array.from(re2.runes);
    for (let i = 0; i < re1.runes.length; i++) re2.runes.push(re1.runes[i]);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  newLiteral(r, flags) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags;
    if ((flags & RE2Flags.FOLD_CASE) !== 0) r = Parser2.minFoldRune(r);
    re.runes = [r];
    return re;
  }
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags = this.flags;
    if ((flags & RE2Flags.PERL_X) !== 0) {
      if (t.more() && t.lookingAt("?")) {
        t.skip(1);
        flags ^= RE2Flags.NON_GREEDY;
      }
      if (lastRepeatPos !== -1) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
  }
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) return true;
      if (m < 0) m = re.min;
      if (m > n) return false;
      if (m > 0) n = Math.trunc(n / m);
    }
    for (let sub of re.subs) if (!this.repeatIsValid(sub, n)) return false;
    return true;
  }
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) this.cleanAlt(subs[subs.length - 1]);
    if (subs.length === 0) return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(Array.from(re.runes)).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === Codepoint.CODES["\n"] - 1 && re.runes[2] === Codepoint.CODES["\n"] + 1 && re.runes[3] === Unicode.MAX_RUNE) {
        re.runes = /* @__PURE__ */ new Int32Array(0);
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  collapse(subs, op) {
    if (subs.length === 1) return subs[0];
    let len2 = 0;
    for (let sub of subs) len2 += sub.op === op ? sub.subs.length : 1;
    let newsubs = new Array(len2).fill(null);
    let i = 0;
    for (let sub of subs) if (sub.op === op) {
      for (let j = 0; j < sub.subs.length; j++) newsubs[i++] = sub.subs[j];
      this.reuse(sub);
    } else newsubs[i++] = sub;
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      re.subs = this.factor(re.subs);
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  factor(array) {
    if (array.length < 2) return array;
    let s = 0;
    let lensub = array.length;
    let lenout = 0;
    let str3 = null;
    let strlen = 0;
    let strflags = 0;
    let start = 0;
    for (let i = 0; i <= lensub; i++) {
      let istr = null;
      let istrlen = 0;
      let iflags = 0;
      if (i < lensub) {
        let re = array[s + i];
        if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) re = re.subs[0];
        if (re.op === Regexp.Op.LITERAL) {
          istr = re.runes;
          istrlen = re.runes.length;
          iflags = re.flags & RE2Flags.FOLD_CASE;
        }
        if (iflags === strflags) {
          let same4 = 0;
          while (same4 < strlen && same4 < istrlen && str3[same4] === istr[same4]) same4++;
          if (same4 > 0) {
            strlen = same4;
            continue;
          }
        }
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = this.newRegexp(Regexp.Op.LITERAL);
        prefix.flags = strflags;
        prefix.runes = str3.slice(0, strlen);
        for (let j = start; j < i; j++) {
          array[s + j] = this.removeLeadingString(array[s + j], strlen);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      str3 = istr;
      strlen = istrlen;
      strflags = iflags;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    let first = null;
    for (let i = 0; i <= lensub; i++) {
      let ifirst = null;
      if (i < lensub) {
        ifirst = Parser2.leadingRegexp(array[s + i]);
        if (first !== null && first.equals(ifirst) && (Parser2.isCharClass(first) || first.op === Regexp.Op.REPEAT && first.min === first.max && Parser2.isCharClass(first.subs[0]))) continue;
      }
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        const prefix = first;
        for (let j = start; j < i; j++) {
          const reuse = j !== start;
          array[s + j] = this.removeLeadingRegexp(array[s + j], reuse);
          this.checkLimits(array[s + j]);
        }
        const suffix = this.collapse(array.slice(s + start, s + i), Regexp.Op.ALTERNATE);
        const re = this.newRegexp(Regexp.Op.CONCAT);
        re.subs = [prefix, suffix];
        array[lenout++] = re;
      }
      start = i;
      first = ifirst;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i <= lensub; i++) {
      if (i < lensub && Parser2.isCharClass(array[s + i])) continue;
      if (i === start) {
      } else if (i === start + 1) array[lenout++] = array[s + start];
      else {
        let max = start;
        for (let j = start + 1; j < i; j++) {
          const subMax = array[s + max];
          const subJ = array[s + j];
          if (subMax.op < subJ.op || subMax.op === subJ.op && (subMax.runes !== null ? subMax.runes.length : 0) < (subJ.runes !== null ? subJ.runes.length : 0)) max = j;
        }
        const tmp = array[s + start];
        array[s + start] = array[s + max];
        array[s + max] = tmp;
        for (let j = start + 1; j < i; j++) {
          Parser2.mergeCharClass(array[s + start], array[s + j]);
          this.reuse(array[s + j]);
        }
        this.cleanAlt(array[s + start]);
        array[lenout++] = array[s + start];
      }
      if (i < lensub) array[lenout++] = array[s + i];
      start = i + 1;
    }
    lensub = lenout;
    s = 0;
    start = 0;
    lenout = 0;
    for (let i = 0; i < lensub; ++i) {
      if (i + 1 < lensub && array[s + i].op === Regexp.Op.EMPTY_MATCH && array[s + i + 1].op === Regexp.Op.EMPTY_MATCH) continue;
      array[lenout++] = array[s + i];
    }
    lensub = lenout;
    s = 0;
    return array.slice(s, lensub);
  }
  removeLeadingString(re, n) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      const sub = this.removeLeadingString(re.subs[0], n);
      re.subs[0] = sub;
      if (sub.op === Regexp.Op.EMPTY_MATCH) {
        this.reuse(sub);
        switch (re.subs.length) {
          case 0:
          case 1:
            re.op = Regexp.Op.EMPTY_MATCH;
            re.subs = Regexp.emptySubs();
            break;
          case 2: {
            const old = re;
            re = re.subs[1];
            this.reuse(old);
            break;
          }
          default:
            re.subs = re.subs.slice(1, re.subs.length);
        }
      }
      return re;
    }
    if (re.op === Regexp.Op.LITERAL) {
      re.runes = re.runes.slice(n, re.runes.length);
      if (re.runes.length === 0) re.op = Regexp.Op.EMPTY_MATCH;
    }
    return re;
  }
  removeLeadingRegexp(re, reuse) {
    if (re.op === Regexp.Op.CONCAT && re.subs.length > 0) {
      if (reuse) this.reuse(re.subs[0]);
      re.subs = re.subs.slice(1, re.subs.length);
      switch (re.subs.length) {
        case 0:
          re.op = Regexp.Op.EMPTY_MATCH;
          re.subs = Regexp.emptySubs();
          break;
        case 1: {
          const old = re;
          re = re.subs[0];
          this.reuse(old);
          break;
        }
      }
      return re;
    }
    if (reuse) this.reuse(re);
    return this.newRegexp(Regexp.Op.EMPTY_MATCH);
  }
  parseInternal() {
    if ((this.flags & RE2Flags.LITERAL) !== 0) return Parser2.literalRegexp(this.wholeRegexp, this.flags);
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      let repeatPos = -1;
      bigswitch: switch (t.peek()) {
        case Codepoint.CODES["("]:
          if ((this.flags & RE2Flags.LOOKBEHIND) !== 0) {
            if (t.lookingAt("(?<=")) {
              this.parsePosLookBehind();
              t.skip(4);
              break;
            }
            if (t.lookingAt("(?<!")) {
              this.parseNegLookBehind();
              t.skip(4);
              break;
            }
          }
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.lookingAt("(?")) {
            this.parsePerlFlags(t);
            break;
          }
          this.op(Regexp.Op.LEFT_PAREN).cap = ++this.numCap;
          t.skip(1);
          break;
        case Codepoint.CODES["|"]:
          this.parseVerticalBar();
          t.skip(1);
          break;
        case Codepoint.CODES[")"]:
          this.parseRightParen();
          t.skip(1);
          break;
        case Codepoint.CODES["^"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.BEGIN_TEXT);
          else this.op(Regexp.Op.BEGIN_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["$"]:
          if ((this.flags & RE2Flags.ONE_LINE) !== 0) this.op(Regexp.Op.END_TEXT).flags |= RE2Flags.WAS_DOLLAR;
          else this.op(Regexp.Op.END_LINE);
          t.skip(1);
          break;
        case Codepoint.CODES["."]:
          if ((this.flags & RE2Flags.DOT_NL) !== 0) this.op(Regexp.Op.ANY_CHAR);
          else this.op(Regexp.Op.ANY_CHAR_NOT_NL);
          t.skip(1);
          break;
        case Codepoint.CODES["["]:
          this.parseClass(t);
          break;
        case Codepoint.CODES["*"]:
        case Codepoint.CODES["+"]:
        case Codepoint.CODES["?"]: {
          repeatPos = t.pos();
          let op = null;
          switch (t.pop()) {
            case Codepoint.CODES["*"]:
              op = Regexp.Op.STAR;
              break;
            case Codepoint.CODES["+"]:
              op = Regexp.Op.PLUS;
              break;
            case Codepoint.CODES["?"]:
              op = Regexp.Op.QUEST;
          }
          this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["{"]: {
          const before = t.pos();
          const minMax = Parser2.parseRepeat(t);
          if (minMax < 0) {
            t.rewindTo(before);
            this.literal(t.pop());
            break;
          }
          repeatPos = before;
          min = minMax >> 16;
          max = (minMax & Unicode.MAX_BMP) << 16 >> 16;
          this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
          break;
        }
        case Codepoint.CODES["\\"]: {
          const savedPos = t.pos();
          t.skip(1);
          if ((this.flags & RE2Flags.PERL_X) !== 0 && t.more()) switch (t.pop()) {
            case Codepoint.CODES["A"]:
              this.op(Regexp.Op.BEGIN_TEXT);
              break bigswitch;
            case Codepoint.CODES["b"]:
              this.op(Regexp.Op.WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["B"]:
              this.op(Regexp.Op.NO_WORD_BOUNDARY);
              break bigswitch;
            case Codepoint.CODES["C"]:
              throw new RE2JSSyntaxException(Parser2.ERR_INVALID_ESCAPE, "\\C");
            case Codepoint.CODES["Q"]: {
              let lit = t.rest();
              const i = lit.indexOf("\\E");
              if (i >= 0) {
                lit = lit.substring(0, i);
                t.skipString(lit);
                t.skipString("\\E");
              } else t.skipString(lit);
              let j = 0;
              while (j < lit.length) {
                const codepoint = lit.codePointAt(j);
                this.literal(codepoint);
                j += Utils.charCount(codepoint);
              }
              break bigswitch;
            }
            case Codepoint.CODES["z"]:
              this.op(Regexp.Op.END_TEXT);
              break bigswitch;
            default:
              t.rewindTo(savedPos);
          }
          else t.rewindTo(savedPos);
          const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
          re.flags = this.flags;
          if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
            const cc2 = new CharClass();
            if (this.parseUnicodeClass(t, cc2)) {
              re.runes = cc2.toArray();
              this.push(re);
              break bigswitch;
            }
          }
          const cc = new CharClass();
          if (this.parsePerlClassEscape(t, cc)) {
            re.runes = cc.toArray();
            this.push(re);
            break bigswitch;
          }
          t.rewindTo(savedPos);
          this.reuse(re);
          this.literal(Parser2.parseEscape(t));
          break;
        }
        default:
          this.literal(t.pop());
      }
      lastRepeatPos = repeatPos;
    }
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length !== 1) throw new RE2JSSyntaxException(Parser2.ERR_MISSING_PAREN, this.wholeRegexp);
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  parsePerlFlags(t) {
    const startPos = t.pos();
    const s = t.rest();
    if (s.startsWith("(?P<") || s.startsWith("(?<")) {
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s);
      const name = s.substring(begin, end);
      t.skipString(name);
      t.skip(begin + 1);
      if (!Parser2.isValidCaptureName(name)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      const re = this.op(Regexp.Op.LEFT_PAREN);
      re.cap = ++this.numCap;
      if (this.namedGroups[name]) throw new RE2JSSyntaxException(Parser2.ERR_DUPLICATE_NAMED_CAPTURE, name);
      this.namedGroups[name] = this.numCap;
      re.name = name;
      return;
    }
    t.skip(2);
    let flags = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      const c = t.pop();
      switch (c) {
        case Codepoint.CODES["i"]:
          flags |= RE2Flags.FOLD_CASE;
          sawFlag = true;
          break;
        case Codepoint.CODES["m"]:
          flags &= ~RE2Flags.ONE_LINE;
          sawFlag = true;
          break;
        case Codepoint.CODES["s"]:
          flags |= RE2Flags.DOT_NL;
          sawFlag = true;
          break;
        case Codepoint.CODES["U"]:
          flags |= RE2Flags.NON_GREEDY;
          sawFlag = true;
          break;
        case Codepoint.CODES["-"]:
          if (sign < 0) break loop;
          sign = -1;
          flags = ~flags;
          sawFlag = false;
          break;
        case Codepoint.CODES[":"]:
        case Codepoint.CODES[")"]:
          if (sign < 0) {
            if (!sawFlag) break loop;
            flags = ~flags;
          }
          if (c === Codepoint.CODES[":"]) this.op(Regexp.Op.LEFT_PAREN);
          this.flags = flags;
          return;
        default:
          break loop;
      }
    }
    throw new RE2JSSyntaxException(Parser2.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  parsePosLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = ++this.nlb;
    return this.push(re);
  }
  parseNegLookBehind() {
    const re = this.newRegexp(Regexp.Op.LEFT_PAREN);
    re.flags = this.flags;
    re.lb = -++this.nlb;
    return this.push(re);
  }
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) this.op(Regexp.Op.VERTICAL_BAR);
  }
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && Parser2.isCharClass(this.stack[n - 1]) && Parser2.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      Parser2.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) this.cleanAlt(this.stack[n - 3]);
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) this.pop();
    this.alternate();
    if (this.stack.length < 2) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    const re1 = this.pop();
    const re2 = this.pop();
    if (re2.op !== Regexp.Op.LEFT_PAREN) throw new RE2JSSyntaxException(Parser2.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    this.flags = re2.flags;
    if (re2.lb !== 0) {
      if (Parser2.hasCapture(re1)) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CAPTURE_IN_LOOKBEHIND, this.wholeRegexp);
      if (re2.lb > 0) re2.op = Regexp.Op.PLB;
      else re2.op = Regexp.Op.NLB;
      re2.subs = [re1];
      this.push(re2);
      return;
    }
    if (re2.cap === 0) this.push(re1);
    else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if ((this.flags & RE2Flags.PERL_X) === 0 || !t.more() || t.pop() !== Codepoint.CODES["\\"] || !t.more()) return false;
    t.pop();
    const p = t.from(beforePos);
    const g = PERL_GROUPS.has(p) ? PERL_GROUPS.get(p) : null;
    if (g === null) return false;
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i = cls.indexOf(":]");
    if (i < 0) return false;
    const name = cls.substring(0, i + 2);
    t.skipString(name);
    const g = POSIX_GROUPS.has(name) ? POSIX_GROUPS.get(name) : null;
    if (g === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, name);
    cc.appendGroup(g, (this.flags & RE2Flags.FOLD_CASE) !== 0);
    return true;
  }
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & RE2Flags.UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) return false;
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === Codepoint.CODES["P"]) sign = -1;
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name;
    if (c !== Codepoint.CODES["{"]) name = Utils.runeToString(c);
    else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name = rest.substring(0, end);
      t.skipString(name);
      t.skip(1);
    }
    if (!(name.length === 0) && name.codePointAt(0) === Codepoint.CODES["^"]) {
      sign = 0 - sign;
      name = name.substring(1);
    }
    const pair = Parser2.unicodeTable(name);
    if (pair === null) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    if (pair.sign < 0) sign = 0 - sign;
    const tab = pair.tab;
    const fold = pair.fold;
    if ((this.flags & RE2Flags.FOLD_CASE) === 0 || fold === null) cc.appendTableWithSign(tab, sign);
    else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(Array.from(tmp), sign);
    }
    return true;
  }
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & RE2Flags.CLASS_NL) === 0) cc.appendRange(Codepoint.CODES["\n"], Codepoint.CODES["\n"]);
    }
    let first = true;
    while (!t.more() || t.peek() !== Codepoint.CODES["]"] || first) {
      if (t.more() && t.lookingAt("-") && (this.flags & RE2Flags.PERL_X) === 0 && !first) {
        const s = t.rest();
        if (s === "-" || !s.startsWith("-]")) {
          t.rewindTo(startPos);
          throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.rest());
        }
      }
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) continue;
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) continue;
      if (this.parsePerlClassEscape(t, cc)) continue;
      t.rewindTo(beforePos);
      const lo = Parser2.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) t.skip(-1);
        else {
          hi = Parser2.parseClassChar(t, startPos);
          if (hi < lo) throw new RE2JSSyntaxException(Parser2.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
        }
      }
      if ((this.flags & RE2Flags.FOLD_CASE) === 0) cc.appendRange(lo, hi);
      else cc.appendFoldedRange(lo, hi);
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) cc.negateClass();
    re.runes = cc.toArray();
    this.push(re);
  }
};
var RE2 = class RE22 {
  static initTest(expr) {
    const re2 = RE22.compile(expr);
    const res = new RE22(re2.expr, re2.prog, re2.numSubexp, re2.longest);
    res.cond = re2.cond;
    res.prefix = re2.prefix;
    res.prefixUTF8 = re2.prefixUTF8;
    res.prefixComplete = re2.prefixComplete;
    res.prefixRune = re2.prefixRune;
    res.prefilter = re2.prefilter;
    res.namedGroups = re2.namedGroups;
    return res;
  }
  /**
  * Parses a regular expression and returns, if successful, an {@code RE2} instance that can be
  * used to match against text.
  *
  * When matching against text, the regexp returns a match that begins as early as possible in the
  * input (leftmost), and among those it chooses the one that a backtracking search would have
  * found first. This so-called leftmost-first matching is the same semantics that Perl, Python,
  * and other implementations use, although this package implements it without the expense of
  * backtracking. For POSIX leftmost-longest matching, see {@link #compilePOSIX}.
  */
  static compile(expr) {
    return RE22.compileImpl(expr, RE2Flags.PERL, false);
  }
  /**
  * {@code compilePOSIX} is like {@link #compile} but restricts the regular expression to POSIX ERE
  * (egrep) syntax and changes the match semantics to leftmost-longest.
  *
  * That is, when matching against text, the regexp returns a match that begins as early as
  * possible in the input (leftmost), and among those it chooses a match that is as long as
  * possible. This so-called leftmost-longest matching is the same semantics that early regular
  * expression implementations used and that POSIX specifies.
  *
  * However, there can be multiple leftmost-longest matches, with different submatch choices, and
  * here this package diverges from POSIX. Among the possible leftmost-longest matches, this
  * package chooses the one that a backtracking search would have found first, while POSIX
  * specifies that the match be chosen to maximize the length of the first subexpression, then the
  * second, and so on from left to right. The POSIX rule is computationally prohibitive and not
  * even well-defined. See http://swtch.com/~rsc/regexp/regexp2.html#posix
  */
  static compilePOSIX(expr) {
    return RE22.compileImpl(expr, RE2Flags.POSIX, true);
  }
  static compileImpl(expr, mode, longest) {
    let re = Parser.parse(expr, mode);
    const maxCap = re.maxCap();
    const namedGroups = re.namedGroups;
    re = Simplify.simplify(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    const re2 = new RE22(expr, prog, maxCap, longest);
    re2.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    re2.prefixComplete = prefixCompl;
    re2.prefix = prefixStr;
    re2.prefixUTF8 = Utils.stringToUtf8ByteArray(re2.prefix);
    if (re2.prefix.length > 0) re2.prefixRune = re2.prefix.codePointAt(0);
    re2.namedGroups = namedGroups;
    return re2;
  }
  /**
  * Returns true iff textual regular expression {@code pattern} matches string {@code s}.
  *
  * More complicated queries need to use {@link #compile} and the full {@code RE2} interface.
  */
  static match(pattern, s) {
    return RE22.compile(pattern).match(s);
  }
  constructor(expr, prog, numSubexp = 0, longest = 0) {
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = numSubexp;
    this.longest = longest;
    this.cond = prog.startCond();
    this.prefix = null;
    this.prefixUTF8 = null;
    this.prefixComplete = false;
    this.prefixRune = 0;
    this.namedGroups = /* @__PURE__ */ Object.create(null);
    this.machinePool = [];
    this.lazyDFA = null;
    this.onepass = OnePass.compile(this.prog);
    this.prefilter = null;
  }
  get dfa() {
    if (this.lazyDFA === null) this.lazyDFA = new DFA(this.prog);
    return this.lazyDFA;
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === RE2Flags.ANCHOR_START || anchor === RE2Flags.ANCHOR_BOTH) && pos !== 0) return null;
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === RE2Flags.UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0) return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === RE2Flags.ANCHOR_BOTH) {
      if (input.endPos() !== pLen) return null;
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === RE2Flags.ANCHOR_START) {
      if (input.index(this, 0) !== 0) return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0) return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  createLookbehindState() {
    return this.prog.numLb > 0 ? new LookbehindState(this.prog) : null;
  }
  executeEngine(input, pos, anchor, ncap, lbState = null) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) return this.matchPrefixComplete(input, pos, anchor, ncap);
    if (this.prefilter !== null && anchor === RE2Flags.UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) return null;
    }
    if (this.onepass !== null) return OnePass.execute(this, input, pos, anchor, ncap);
    if (ncap > 0) {
      if (this.prog.numLb === 0 && input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
      return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
    }
    if (this.prog.numLb === 0) {
      const dfaResult = this.dfa.match(input, pos, anchor);
      if (dfaResult !== null) return dfaResult ? [] : null;
      if (input.endPos() <= Backtracker.maxBitStateLen(this.prog)) return Backtracker.execute(this, input, pos, anchor, ncap);
    }
    return this.doExecuteNFA(input, pos, anchor, ncap, lbState);
  }
  /**
  * Returns the number of parenthesized subexpressions in this regular expression.
  */
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  /**
  * Returns the number of instructions in this compiled regular expression program.
  */
  numberOfInstructions() {
    return this.prog.numInst();
  }
  get() {
    return this.machinePool.length > 0 ? this.machinePool.pop() : null;
  }
  reset() {
    this.machinePool.length = 0;
  }
  put(m) {
    this.machinePool.push(m);
  }
  toString() {
    return this.expr;
  }
  doExecuteNFA(input, pos, anchor, ncap, lbState = null) {
    let m = this.get();
    if (!m) m = Machine.fromRE2(this);
    m.init(ncap);
    const cap = m.match(input, pos, anchor, lbState) ? m.submatches() : null;
    this.put(m);
    return cap;
  }
  match(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Matches the regular expression against input starting at position start and ending at position
  * end, with the given anchoring. Records the submatch boundaries in group, which is [start, end)
  * pairs of byte offsets. The number of boundaries needed is inferred from the size of the group
  * array. It is most efficient not to ask for submatch boundaries.
  *
  * @param input the input byte array
  * @param start the beginning position in the input
  * @param end the end position in the input
  * @param anchor the anchoring flag (UNANCHORED, ANCHOR_START, ANCHOR_BOTH)
  * @param group the array to fill with submatch positions
  * @param ngroup the number of array pairs to fill in
  * @param lbState optional state carried between successive matches over the same input (see
  *   createLookbehindState); omit it to evaluate lookbehinds from the beginning of the input
  * @returns true if a match was found
  */
  matchWithGroup(input, start, end, anchor, ngroup, lbState = null) {
    if (!(input instanceof MatcherInputBase)) {
      if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
      else input = MatcherInput.utf16(input);
    }
    return this.matchMachineInput(input, start, end, anchor, ngroup, lbState);
  }
  matchMachineInput(input, start, end, anchor, ngroup, lbState = null) {
    if (start > end) return [false, null];
    const machineInput = input.isUTF16Encoding() ? MachineInput.fromUTF16(input.asCharSequence(), 0, end) : MachineInput.fromUTF8(input.asBytes(), 0, end);
    const groupMatch = this.executeEngine(machineInput, start, anchor, 2 * ngroup, lbState);
    if (groupMatch === null) return [false, null];
    return [true, groupMatch];
  }
  /**
  * Returns true iff this regexp matches the UTF-8 byte array {@code b}.
  */
  matchUTF8(b) {
    return this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 0) !== null;
  }
  /**
  * Returns a copy of {@code src} in which all matches for this regexp have been replaced by
  * {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAll(src, repl) {
    return this.replaceAllFunc(src, () => repl, 2 * src.length + 1);
  }
  /**
  * Returns a copy of {@code src} in which only the first match for this regexp has been replaced
  * by {@code repl}. No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceFirst(src, repl) {
    return this.replaceAllFunc(src, () => repl, 1);
  }
  /**
  * Returns a copy of {@code src} in which at most {@code maxReplaces} matches for this regexp have
  * been replaced by the return value of of function {@code repl} (whose first argument is the
  * matched string). No support is provided for expressions (e.g. {@code \1} or {@code $1}) in the
  * replacement string.
  */
  replaceAllFunc(src, replFunc, maxReplaces) {
    let lastMatchEnd = 0;
    let searchPos = 0;
    let out = "";
    const input = MachineInput.fromUTF16(src);
    const lbState = this.createLookbehindState();
    let numReplaces = 0;
    while (searchPos <= src.length) {
      const a = this.executeEngine(input, searchPos, RE2Flags.UNANCHORED, 2, lbState);
      if (a === null || a.length === 0) break;
      out += src.substring(lastMatchEnd, a[0]);
      if (a[1] > lastMatchEnd || a[0] === 0) {
        out += replFunc(src.substring(a[0], a[1]));
        numReplaces++;
      }
      lastMatchEnd = a[1];
      const width = input.step(searchPos) & 7;
      if (searchPos + width > a[1]) searchPos += width;
      else if (searchPos + 1 > a[1]) searchPos++;
      else searchPos = a[1];
      if (numReplaces >= maxReplaces) break;
    }
    out += src.substring(lastMatchEnd);
    return out;
  }
  pad(a) {
    if (a === null) return null;
    let n = (1 + this.numSubexp) * 2;
    if (a.length < n) {
      let a2 = new Array(n).fill(-1);
      for (let i = 0; i < a.length; i++) a2[i] = a[i];
      a = a2;
    }
    return a;
  }
  allMatches(input, n, deliverFun = (v) => v) {
    let result = [];
    const end = input.endPos();
    if (n < 0) n = end + 1;
    let pos = 0;
    let i = 0;
    let prevMatchEnd = -1;
    const lbState = this.createLookbehindState();
    while (i < n && pos <= end) {
      const matches3 = this.executeEngine(input, pos, RE2Flags.UNANCHORED, this.prog.numCap, lbState);
      if (matches3 === null || matches3.length === 0) break;
      let accept = true;
      if (matches3[1] === pos) {
        if (matches3[0] === prevMatchEnd) accept = false;
        const r = input.step(pos);
        if (r < 0) pos = end + 1;
        else pos += r & 7;
      } else pos = matches3[1];
      prevMatchEnd = matches3[1];
      if (accept) {
        result.push(deliverFun(this.pad(matches3)));
        i++;
      }
    }
    return result;
  }
  /**
  * Returns an array holding the text of the leftmost match in {@code b} of this regular
  * expression.
  *
  * A return value of null indicates no match.
  */
  findUTF8(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return b.slice(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code b} of this regular expression. The match itself is at {@code b[loc[0]...loc[1]]}.
  *
  * A return value of null indicates no match.
  */
  findUTF8Index(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return null;
    return a.slice(0, 2);
  }
  /**
  * Returns a string holding the text of the leftmost match in {@code s} of this regular
  * expression.
  *
  * If there is no match, the return value is an empty string, but it will also be empty if the
  * regular expression successfully matches an empty string. Use {@link #findIndex} or
  * {@link #findSubmatch} if it is necessary to distinguish these cases.
  */
  find(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
    if (a === null) return "";
    return s.substring(a[0], a[1]);
  }
  /**
  * Returns a two-element array of integers defining the location of the leftmost match in
  * {@code s} of this regular expression. The match itself is at
  * {@code s.substring(loc[0], loc[1])}.
  *
  * A return value of null indicates no match.
  */
  findIndex(s) {
    return this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, 2);
  }
  /**
  * Returns an array of arrays the text of the leftmost match of the regular expression in
  * {@code b} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findUTF8Submatch(b) {
    const a = this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = b.slice(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code b} and the matches, if any, of its subexpressions, as defined by the the
  * <a href='#submatch'>Submatch</a> and <a href='#index'>Index</a> descriptions above.
  *
  * A return value of null indicates no match.
  */
  findUTF8SubmatchIndex(b) {
    return this.pad(this.executeEngine(MachineInput.fromUTF8(b), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * Returns an array of strings holding the text of the leftmost match of the regular expression in
  * {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatch(s) {
    const a = this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap);
    if (a === null) return null;
    const ret = new Array(1 + this.numSubexp).fill(null);
    for (let i = 0; i < ret.length; i++) if (2 * i < a.length && a[2 * i] >= 0) ret[i] = s.substring(a[2 * i], a[2 * i + 1]);
    return ret;
  }
  /**
  * Returns an array holding the index pairs identifying the leftmost match of this regular
  * expression in {@code s} and the matches, if any, of its subexpressions, as defined by the <a
  * href='#submatch'>Submatch</a> description above.
  *
  * A return value of null indicates no match.
  */
  findSubmatchIndex(s) {
    return this.pad(this.executeEngine(MachineInput.fromUTF16(s), 0, RE2Flags.UNANCHORED, this.prog.numCap));
  }
  /**
  * {@code findAllUTF8()} is the <a href='#all'>All</a> version of {@link #findUTF8}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  *
  * TODO(adonovan): think about defining a byte slice view class, like a read-only Go slice backed
  * by |b|.
  */
  findAllUTF8(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => b.slice(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Index} is the <a href='#all'>All</a> version of {@link #findUTF8Index}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Index(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAll} is the <a href='#all'>All</a> version of {@link #find}; it returns a list of up
  * to {@code n} successive matches of the expression, as defined by the <a href='#all'>All</a>
  * description above.
  *
  * A return value of null indicates no match.
  */
  findAll(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => s.substring(match[0], match[1]));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllIndex} is the <a href='#all'>All</a> version of {@link #findIndex}; it returns a
  * list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => match.slice(0, 2));
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8Submatch} is the <a href='#all'>All</a> version of {@link #findUTF8Submatch};
  * it returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8Submatch(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = b.slice(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllUTF8SubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findUTF8SubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllUTF8SubmatchIndex(b, n) {
    const result = this.allMatches(MachineInput.fromUTF8(b), n);
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatch} is the <a href='#all'>All</a> version of {@link #findSubmatch}; it
  * returns a list of up to {@code n} successive matches of the expression, as defined by the <a
  * href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatch(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n, (match) => {
      let slice = new Array(match.length / 2 | 0).fill(null);
      for (let j = 0; j < slice.length; j++) if (match[2 * j] >= 0) slice[j] = s.substring(match[2 * j], match[2 * j + 1]);
      return slice;
    });
    if (result.length === 0) return null;
    return result;
  }
  /**
  * {@code findAllSubmatchIndex} is the <a href='#all'>All</a> version of
  * {@link #findSubmatchIndex}; it returns a list of up to {@code n} successive matches of the
  * expression, as defined by the <a href='#all'>All</a> description above.
  *
  * A return value of null indicates no match.
  */
  findAllSubmatchIndex(s, n) {
    const result = this.allMatches(MachineInput.fromUTF16(s), n);
    if (result.length === 0) return null;
    return result;
  }
};
var RE2Set = class RE2Set2 {
  /** @type {number} */
  static UNANCHORED = RE2Flags.UNANCHORED;
  /** @type {number} */
  static ANCHOR_START = RE2Flags.ANCHOR_START;
  /** @type {number} */
  static ANCHOR_BOTH = RE2Flags.ANCHOR_BOTH;
  /**
  * Constructs a new RE2Set with the specified anchor mode and flags.
  * @param {number} [anchor=RE2Set.UNANCHORED] - The anchoring mode (e.g., RE2Set.UNANCHORED).
  * @param {number} [flags=0] - The public flags to apply to all patterns in the set.
  * @param {number} [maxMem=8388608] - The maximum memory in bytes to use for the DFA (default 8MB).
  */
  constructor(anchor = RE2Set2.UNANCHORED, flags = 0, maxMem = 8388608) {
    if (![
      RE2Set2.UNANCHORED,
      RE2Set2.ANCHOR_START,
      RE2Set2.ANCHOR_BOTH
    ].includes(anchor)) throw new RE2JSFlagsException("The anchor should be RE2Set.UNANCHORED, RE2Set.ANCHOR_START or RE2Set.ANCHOR_BOTH");
    Utils.checkFlags(flags);
    this.anchor = anchor;
    this.jsFlags = flags;
    this.maxMem = maxMem;
    let re2Flags = RE2Flags.PERL;
    if ((flags & PublicFlags.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & PublicFlags.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    this.re2Flags = re2Flags;
    this.regexps = [];
    this.prog = null;
    this.dfa = null;
    this.dummyRe2 = null;
  }
  /**
  * Adds a new regular expression pattern to the set.
  * Patterns cannot be added after the set has been compiled.
  * @param {string} pattern - The regular expression pattern to add.
  * @returns {number} The integer index assigned to the added pattern.
  * @throws {RE2JSCompileException} If patterns are added after compilation.
  */
  add(pattern) {
    if (this.prog) throw new RE2JSCompileException("Cannot add patterns after compile");
    Utils.checkPattern(pattern);
    let fregex = pattern;
    if ((this.jsFlags & PublicFlags.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((this.jsFlags & PublicFlags.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((this.jsFlags & PublicFlags.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    const re = Parser.parse(fregex, this.re2Flags);
    this.regexps.push(Simplify.simplify(re));
    return this.regexps.length - 1;
  }
  /**
  * Compiles the added patterns into a single state machine.
  * This is automatically called on the first match if not called explicitly.
  * @returns {void}
  */
  compile() {
    if (this.prog) return;
    const prog = Compiler.compileSet(this.regexps);
    if (prog.numInst() > Parser.MAX_SIZE) throw new RE2JSCompileException(`${Parser.ERR_LARGE}: the set compiles to ${prog.numInst()} instructions, more than ${Parser.MAX_SIZE}`);
    this.prog = prog;
    this.dfa = new DFA(this.prog, this.maxMem);
    this.dummyRe2 = {
      prog: this.prog,
      cond: this.prog.startCond(),
      prefix: "",
      prefixRune: 0,
      longest: false
    };
  }
  /**
  * Matches the input against the compiled set of regular expressions.
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to match against.
  * @returns {number[]} An array of indices representing the patterns that successfully matched the input.
  */
  match(input) {
    if (!this.prog) this.compile();
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    let internalAnchor = RE2Flags.UNANCHORED;
    if (this.anchor === RE2Set2.ANCHOR_START) internalAnchor = RE2Flags.ANCHOR_START;
    else if (this.anchor === RE2Set2.ANCHOR_BOTH) internalAnchor = RE2Flags.ANCHOR_BOTH;
    const dfaResult = this.dfa.matchSet(machineInput, 0, internalAnchor);
    if (dfaResult !== null) return dfaResult;
    const machine = Machine.fromRE2(this.dummyRe2);
    machine.init(0);
    return machine.matchSet(machineInput, 0, internalAnchor);
  }
};
var TranslateRegExpString = class TranslateRegExpString2 {
  static isHexadecimal(ch) {
    return "0" <= ch && ch <= "9" || "A" <= ch && ch <= "F" || "a" <= ch && ch <= "f";
  }
  static translate(data) {
    let prefixFlags = "";
    if (Object.prototype.toString.call(data) === "[object RegExp]") {
      if (data.ignoreCase) prefixFlags += "i";
      if (data.multiline) prefixFlags += "m";
      if (data.dotAll) prefixFlags += "s";
      data = data.source;
    }
    if (typeof data !== "string") return data;
    let result = "";
    let changed2 = false;
    let size = data.length;
    if (size === 0) {
      result = "(?:)";
      changed2 = true;
    }
    let inCharClass = false;
    let i = 0;
    while (i < size) {
      let ch = data[i];
      if (ch === "\\") {
        if (i + 1 < size) {
          ch = data[i + 1];
          switch (ch) {
            case "\\":
              result += "\\\\";
              i += 2;
              continue;
            case "c":
              if (i + 2 < size) {
                let code18 = data[i + 2].charCodeAt(0);
                if (code18 >= 65 && code18 <= 90 || code18 >= 97 && code18 <= 122) {
                  let val = code18 % 32;
                  result += "\\x";
                  result += (val >> 4).toString(16).toUpperCase();
                  result += (val & 15).toString(16).toUpperCase();
                  i += 3;
                  changed2 = true;
                  continue;
                }
              }
              result += "c";
              i += 2;
              changed2 = true;
              continue;
            case "u":
              if (i + 2 < size) {
                if (data[i + 2] === "{") {
                  let j = i + 3;
                  let hasHex = false;
                  let closed = false;
                  while (j < size) {
                    const hexChar = data[j];
                    if (hexChar === "}") {
                      closed = true;
                      break;
                    }
                    if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                    hasHex = true;
                    j++;
                  }
                  if (closed && hasHex) {
                    result += "\\x";
                    i += 2;
                    changed2 = true;
                    continue;
                  }
                } else if (i + 5 < size) {
                  let isHex4 = true;
                  for (let j = 0; j < 4; j++) if (!TranslateRegExpString2.isHexadecimal(data[i + 2 + j])) {
                    isHex4 = false;
                    break;
                  }
                  if (isHex4) {
                    result += "\\x{" + data.substring(i + 2, i + 6) + "}";
                    i += 6;
                    changed2 = true;
                    continue;
                  }
                }
              }
              result += "u";
              i += 2;
              changed2 = true;
              continue;
            case "x": {
              let isValidHex = false;
              if (i + 2 < size && data[i + 2] === "{") {
                let j = i + 3;
                let hasHex = false;
                let closed = false;
                while (j < size) {
                  const hexChar = data[j];
                  if (hexChar === "}") {
                    closed = true;
                    break;
                  }
                  if (!TranslateRegExpString2.isHexadecimal(hexChar)) break;
                  hasHex = true;
                  j++;
                }
                if (closed && hasHex) isValidHex = true;
              } else if (i + 3 < size && TranslateRegExpString2.isHexadecimal(data[i + 2]) && TranslateRegExpString2.isHexadecimal(data[i + 3])) isValidHex = true;
              if (isValidHex) {
                result += "\\x";
                i += 2;
              } else {
                result += "x";
                i += 2;
                changed2 = true;
              }
              continue;
            }
            case "n":
            case "r":
            case "t":
            case "a":
            case "f":
            case "v":
            case "d":
            case "D":
            case "s":
            case "S":
            case "w":
            case "W":
            case "b":
            case "B":
            case "p":
            case "P":
            case "A":
            case "z":
            case "Q":
            case "E":
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7":
              result += "\\" + ch;
              i += 2;
              continue;
            default: {
              let cp5 = data.codePointAt(i + 1);
              if (cp5 >= 48 && cp5 <= 57 || cp5 >= 65 && cp5 <= 90 || cp5 >= 97 && cp5 <= 122) {
                let symSize2 = Utils.charCount(cp5);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
                changed2 = true;
              } else {
                result += "\\";
                let symSize2 = Utils.charCount(cp5);
                result += data.substring(i + 1, i + 1 + symSize2);
                i += symSize2 + 1;
              }
              continue;
            }
          }
        }
      } else if (ch === "/") {
        result += "\\/";
        i += 1;
        changed2 = true;
        continue;
      } else if (ch === "[") {
        if (!inCharClass && data[i + 1] === "]") {
          result += "[^\\x00-\\x{10FFFF}]";
          i += 2;
          changed2 = true;
          continue;
        }
        if (!inCharClass && data[i + 1] === "^" && data[i + 2] === "]") {
          result += "[\\x00-\\x{10FFFF}]";
          i += 3;
          changed2 = true;
          continue;
        }
        inCharClass = true;
      } else if (ch === "]") inCharClass = false;
      else if (!inCharClass && ch === "(" && i + 2 < size && data[i + 1] === "?" && data[i + 2] === "<") {
        if (i + 3 < size && !"=!>)".includes(data[i + 3])) {
          result += "(?P<";
          i += 3;
          changed2 = true;
          continue;
        }
      }
      let cp4 = data.codePointAt(i);
      let symSize = Utils.charCount(cp4);
      result += data.substring(i, i + symSize);
      i += symSize;
    }
    const finalResult = changed2 ? result : data;
    if (prefixFlags.length > 0) return `(?${prefixFlags})${finalResult}`;
    return finalResult;
  }
};
var execResult = (m, input) => {
  const result = m.matchArray();
  result.index = m.start(0);
  result.input = input;
  result.groups = m.namedGroupsObject();
  return result;
};
var RE2JS = class RE2JS2 {
  /**
  * Flag: case insensitive matching.
  */
  static CASE_INSENSITIVE = PublicFlags.CASE_INSENSITIVE;
  /**
  * Flag: dot ({@code .}) matches all characters, including newline.
  */
  static DOTALL = PublicFlags.DOTALL;
  /**
  * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
  * beginning and end of input.
  */
  static MULTILINE = PublicFlags.MULTILINE;
  /**
  * Flag: Unicode groups (e.g. {@code \p\ Greek\} ) will be syntax errors.
  */
  static DISABLE_UNICODE_GROUPS = PublicFlags.DISABLE_UNICODE_GROUPS;
  /**
  * Flag: matches longest possible string.
  */
  static LONGEST_MATCH = PublicFlags.LONGEST_MATCH;
  /**
  * Flag: enable linear-time captureless lookbehinds.
  */
  static LOOKBEHINDS = PublicFlags.LOOKBEHINDS;
  /**
  * Returns a literal pattern string for the specified string.
  *
  * This method produces a string that can be used to create a <code>RE2JS</code> that would
  * match the string <code>s</code> as if it were a literal pattern.
  *
  * Metacharacters or escape sequences in the input sequence will be given no special meaning.
  *
  * @param {string} str The string to be literalized
  * @returns {string} A literal string replacement
  */
  static quote(str3) {
    return Utils.quoteMeta(str3);
  }
  /**
  * Quotes '\' and '$' in {@code str}, so that the returned string could be used in
  * replacement methods as a literal replacement of {@code str}.
  *
  * This is a convenience delegation to {@link Matcher.quoteReplacement}.
  *
  * @param {string} str the string to be quoted
  * @param {boolean} [javaMode=false] whether the replacement will be used in javaMode
  * @returns {string} the quoted string
  */
  static quoteReplacement(str3, javaMode = false) {
    return Matcher.quoteReplacement(str3, javaMode);
  }
  /**
  * Translates a given regular expression string to ensure compatibility with RE2JS.
  *
  * This function preprocesses the input regex string by applying necessary transformations,
  * such as escaping special characters (e.g., `/`), converting named capture groups to
  * RE2JS-compatible syntax, and handling Unicode sequences properly. It ensures that the
  * resulting regex is safe and properly formatted before compilation.
  *
  * @param {string|RegExp} expr - The regular expression string to be translated.
  * @returns {string} - The transformed regular expression string, ready for compilation.
  */
  static translateRegExp(expr) {
    return TranslateRegExpString.translate(expr);
  }
  /**
  * Helper: create new RE2JS with given regex and flags. Flregex is the regex with flags applied.
  * @param {string} regex
  * @param {number} [flags=0]
  * @returns {RE2JS}
  */
  static compile(regex, flags = 0) {
    Utils.checkPattern(regex);
    Utils.checkFlags(flags);
    let fregex = regex;
    if ((flags & RE2JS2.CASE_INSENSITIVE) !== 0) fregex = `(?i)${fregex}`;
    if ((flags & RE2JS2.DOTALL) !== 0) fregex = `(?s)${fregex}`;
    if ((flags & RE2JS2.MULTILINE) !== 0) fregex = `(?m)${fregex}`;
    let re2Flags = RE2Flags.PERL;
    if ((flags & RE2JS2.DISABLE_UNICODE_GROUPS) !== 0) re2Flags &= ~RE2Flags.UNICODE_GROUPS;
    if ((flags & RE2JS2.LOOKBEHINDS) !== 0) re2Flags |= RE2Flags.LOOKBEHIND;
    const p = new RE2JS2(regex, flags);
    p.re2Input = RE2.compileImpl(fregex, re2Flags, (flags & RE2JS2.LONGEST_MATCH) !== 0);
    return p;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string} regex the regular expression
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  * @throws RE2JSSyntaxException if the regular expression is malformed
  */
  static matches(regex, input) {
    return RE2JS2.compile(regex).testExact(input);
  }
  /**
  * This is visible for testing.
  * @private
  */
  static initTest(pattern, flags, re2) {
    if (pattern == null) throw new Error("pattern is null");
    if (re2 == null) throw new Error("re2 is null");
    const p = new RE2JS2(pattern, flags);
    p.re2Input = re2;
    return p;
  }
  /**
  *
  * @param {string} pattern
  * @param {number} flags
  */
  constructor(pattern, flags) {
    this.patternInput = pattern;
    this.flagsInput = flags;
    this.re2Input = null;
  }
  /**
  * Releases memory used by internal caches associated with this pattern. Does not change the
  * observable behaviour. Useful for tests that detect memory leaks via allocation tracking.
  */
  reset() {
    this.re2Input.reset();
  }
  /**
  * Returns the flags used in the constructor.
  * @returns {number}
  */
  flags() {
    return this.flagsInput;
  }
  /**
  * Returns the pattern used in the constructor.
  * @returns {string}
  */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
  * Matches a string against a regular expression.
  *
  * @param {string|number[]|Uint8Array} input the input
  * @returns {boolean} true if the regular expression matches the entire input
  */
  matches(input) {
    return this.testExact(input);
  }
  /**
  * Creates a new {@code Matcher} matching the pattern against the input.
  *
  * @param {string|number[]|Uint8Array|MatcherInputBase} input the input string
  * @returns {Matcher}
  */
  matcher(input) {
    if (Utils.isByteArray(input)) input = MatcherInput.utf8(input);
    return new Matcher(this, input);
  }
  /**
  * Tests whether the regular expression matches any part of the input string.
  * Performance Note: This method is highly optimized. Because it only returns
  * a boolean and does not extract capture groups, it bypasses the `Matcher` overhead
  * and guarantees execution on the high-speed DFA engine whenever possible.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
  */
  test(input) {
    if (Utils.isByteArray(input)) return this.re2Input.matchUTF8(input);
    return this.re2Input.match(input);
  }
  /**
  * Tests whether the regular expression matches the ENTIRE input string.
  * * **Performance Note:** This operates identically to `.matches()`, but is significantly
  * faster because it does not request capture group data. By requesting 0 capture groups,
  * it securely routes execution through the DFA fast-path.
  *
  * @param {string|number[]|Uint8Array} input - The input string or UTF-8 byte array to test against.
  * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
  */
  testExact(input) {
    const machineInput = Utils.isByteArray(input) ? MachineInput.fromUTF8(input) : MachineInput.fromUTF16(input);
    return this.re2Input.executeEngine(machineInput, 0, RE2Flags.ANCHOR_BOTH, 0) !== null;
  }
  /**
  * Executes a search for a match in a specified string.
  * Returns a result array, or null if no match is found.
  * The returned array perfectly mirrors standard JavaScript `RegExpExecArray`,
  * including `.index`, `.input`, and `.groups` properties.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {Array|null} the match array with index, input, and groups properties, or null
  */
  exec(input) {
    const m = this.matcher(input);
    return m.find() ? execResult(m, input) : null;
  }
  /**
  * Splits input around instances of the regular expression. It returns an array giving the strings
  * that occur before, between, and after instances of the regular expression.
  *
  * If {@code limit <= 0}, there is no limit on the size of the returned array. If
  * {@code limit == 0}, empty strings that would occur at the end of the array are omitted. If
  * {@code limit > 0}, at most limit strings are returned. The final string contains the remainder
  * of the input, possibly including additional matches of the pattern.
  *
  * @param {string} input the input string to be split
  * @param {number} [limit=0] the limit
  * @returns {string[]} the split strings
  */
  split(input, limit = 0) {
    const m = this.matcher(input);
    const result = [];
    let emptiesSkipped = 0;
    let last = 0;
    while (m.find()) {
      if (last === 0 && m.end() === 0) {
        last = m.end();
        continue;
      }
      if (limit > 0 && result.length === limit - 1) break;
      if (last === m.start()) {
        if (limit === 0) {
          emptiesSkipped += 1;
          last = m.end();
          continue;
        }
      } else while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.start()));
      last = m.end();
    }
    if (limit === 0 && last !== m.inputLength()) {
      while (emptiesSkipped > 0) {
        result.push("");
        emptiesSkipped -= 1;
      }
      result.push(m.substring(last, m.inputLength()));
    }
    if (limit !== 0 || result.length === 0 && !(last === m.inputLength() && last > 0)) result.push(m.substring(last, m.inputLength()));
    return result;
  }
  /**
  * Returns an iterator of all results matching a string against the regular expression,
  * including capturing groups.
  *
  * @param {string|number[]|Uint8Array} input the input string or byte array
  * @returns {IterableIterator<RegExpMatchArray>}
  */
  *matchAll(input) {
    const m = this.matcher(input);
    while (m.find()) yield execResult(m, input);
  }
  /**
  *
  * @returns {string}
  */
  toString() {
    return this.patternInput;
  }
  /**
  * Returns the program size of this pattern.
  *
  * <p>
  * Similar to the C++ implementation, the program size is a very approximate measure of a regexp's
  * "cost". Larger numbers are more expensive than smaller numbers.
  * </p>
  *
  * @returns {number} the program size of this pattern
  */
  programSize() {
    return this.re2Input.numberOfInstructions();
  }
  /**
  * Returns the number of capturing groups in this matcher's pattern. Group zero denotes the entire
  * pattern and is excluded from this count.
  *
  * @returns {number} the number of capturing groups in this pattern
  */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
  * Return a map of the capturing groups in this matcher's pattern, where key is the name and value
  * is the index of the group in the pattern.
  * @returns {Record<string, number>}
  */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
  /**
  *
  * @param {*} other
  * @returns {boolean}
  */
  equals(other) {
    if (this === other) return true;
    if (other === null || this.constructor !== other.constructor) return false;
    return this.flagsInput === other.flagsInput && this.patternInput === other.patternInput;
  }
};

// src/lib/go/linear-match.ts
function anchoredMatcher(source, dotAll = false) {
  const re = RE2JS.compile(`^(?:${source})$`, dotAll ? RE2JS.DOTALL : 0);
  return { test: (text3) => re.testExact(text3) };
}
var re2Char = (ch) => `\\x{${ch.codePointAt(0).toString(16)}}`;
var re2Literal = (s) => Array.from(s, re2Char).join("");

// src/rules/hpa-replicas-conflict.ts
var SCALABLE = /* @__PURE__ */ new Set(["apps/Deployment", "apps/StatefulSet", "apps/ReplicaSet", "argoproj.io/Rollout"]);
var AUTOSCALER_MANAGERS = ["kube-controller-manager", "keda", "keda-operator"];
var intOr = (v, d) => typeof v === "number" && Number.isInteger(v) ? v : v === void 0 || v === null ? d : null;
var groupOfApiVersion = (v) => typeof v === "string" ? v.includes("/") ? v.slice(0, v.lastIndexOf("/")) : "" : void 0;
function scalerOf(t) {
  const spec = isRecord(t.obj.spec) ? t.obj.spec : {};
  const ref3 = isRecord(spec.scaleTargetRef) ? spec.scaleTargetRef : void 0;
  if (!ref3 || typeof ref3.name !== "string" || ref3.name === "") return void 0;
  if (t.key.group === "autoscaling" && t.key.kind === "HorizontalPodAutoscaler") {
    if (typeof ref3.kind !== "string") return void 0;
    return {
      target: t,
      ref: { group: groupOfApiVersion(ref3.apiVersion) ?? "*", kind: ref3.kind, name: ref3.name, namespace: t.key.namespace },
      min: intOr(spec.minReplicas, 1),
      max: intOr(spec.maxReplicas, null)
    };
  }
  if (t.key.group === "keda.sh" && t.key.kind === "ScaledObject") {
    const kind = typeof ref3.kind === "string" && ref3.kind !== "" ? ref3.kind : "Deployment";
    return {
      target: t,
      ref: { group: groupOfApiVersion(ref3.apiVersion) ?? "apps", kind, name: ref3.name, namespace: t.key.namespace },
      min: intOr(spec.minReplicaCount, 0),
      max: intOr(spec.maxReplicaCount, 100)
    };
  }
  return void 0;
}
function globMatch(pattern, value2) {
  if (pattern === value2) return true;
  if (!/[*?]/.test(pattern)) return false;
  return anchoredMatcher(Array.from(pattern, (c) => c === "*" ? ".*" : c === "?" ? "." : re2Char(c)).join("")).test(value2);
}
function pointerCovers(p) {
  const norm = p.trim().replace(/\/+$/, "");
  return norm === "/spec/replicas" || norm === "/spec";
}
function jqCovers(e) {
  const norm = e.replace(/\s+/g, "").replace(/\["?replicas"?\]/, ".replicas").replace(/\."replicas"/, ".replicas");
  return norm === ".spec.replicas" || norm === ".spec";
}
function ignoresReplicas(ignoreDifferences, key2) {
  return ignoreDifferences.some((e) => {
    if (!isRecord(e)) return false;
    const group = typeof e.group === "string" ? e.group : "";
    const kind = typeof e.kind === "string" ? e.kind : "";
    if (!globMatch(group, key2.group) || !globMatch(kind, key2.kind)) return false;
    if (typeof e.name === "string" && e.name !== "" && e.name !== key2.name) return false;
    if (typeof e.namespace === "string" && e.namespace !== "" && e.namespace !== key2.namespace) return false;
    const list3 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    return list3(e.jsonPointers).some(pointerCovers) || list3(e.jqPathExpressions).some(jqCovers) || list3(e.managedFieldsManagers).some((m) => AUTOSCALER_MANAGERS.includes(m));
  });
}
var hpaReplicasConflict = {
  id: "hpa-replicas-conflict",
  severity: "medium",
  title: "Git sets replicas on an autoscaled workload",
  kind: "state",
  check(ctx) {
    const scalers = [];
    for (const p of ctx.plans) {
      const r = sideOf(p, ctx.revision)?.render;
      if (!r) continue;
      for (const t of [...r.resources.values(), ...r.hooks]) {
        if (t.hook.kind === "skip") continue;
        const s = scalerOf(t);
        if (s) scalers.push(s);
      }
    }
    const out = [];
    if (scalers.length === 0) return out;
    const byTarget = /* @__PURE__ */ new Map();
    for (const x of scalers) {
      const k = JSON.stringify([x.ref.name, x.ref.kind, x.ref.namespace]);
      (byTarget.get(k) ?? byTarget.set(k, []).get(k)).push(x);
    }
    for (const p of ctx.plans) {
      const side = sideOf(p, ctx.revision);
      if (!side) continue;
      const app = side.discovered.app;
      if (!app.syncPolicy.automated) continue;
      const respect = parseOptions(app.syncPolicy.syncOptions).get("RespectIgnoreDifferences") === "true";
      for (const t of side.render.resources.values()) {
        if (t.hook.kind !== "resource" || !SCALABLE.has(`${t.key.group}/${t.key.kind}`)) continue;
        const replicas = isRecord(t.obj.spec) ? t.obj.spec.replicas : void 0;
        if (replicas === void 0 || replicas === null) continue;
        const s = byTarget.get(JSON.stringify([t.key.name, t.key.kind, t.key.namespace]))?.find((x) => x.ref.group === "*" || x.ref.group === t.key.group);
        if (!s) continue;
        if (s.min !== null && s.min === s.max && s.min === replicas) continue;
        const ignored = ignoresReplicas(app.ignoreDifferences, t.key);
        if (ignored && respect) continue;
        const who = `${s.target.key.kind === "ScaledObject" ? "KEDA ScaledObject" : "HorizontalPodAutoscaler"} ${s.target.key.name}`;
        const head = `${keyLabel(t.key)} sets spec.replicas: ${JSON.stringify(replicas)} in Git, but ${who} owns its replica count.`;
        const where2 = { ...appRef(p), resource: t.key, file: t.file ?? null, line: t.line ?? null, fingerprint: `${s.target.key.kind}/${s.target.key.name}` };
        const ignorePatch = `ignoreDifferences: [{group: ${t.key.group}, kind: ${t.key.kind}, name: ${t.key.name}, jsonPointers: [/spec/replicas]}]`;
        if (!ignored && app.syncPolicy.selfHeal) {
          out.push({
            ...where2,
            severity: "medium",
            message: `${head} Application ${app.name} auto-syncs with selfHeal and does not ignore /spec/replicas: every time the autoscaler scales, the app goes OutOfSync and self-heal writes ${JSON.stringify(replicas)} back, then the autoscaler scales again. The two fight, pods churn, and under load the workload is cut back to the Git value.`,
            fix: `Remove spec.replicas from the manifest (most charts omit it when autoscaling is enabled), or add ${ignorePatch} and RespectIgnoreDifferences=true to the app's syncOptions.`
          });
          continue;
        }
        const why = ignored ? `Application ${app.name} ignores /spec/replicas in the diff, but without RespectIgnoreDifferences=true in syncOptions the sync still applies the Git value` : `Application ${app.name} auto-syncs without selfHeal, so the drift only shows as OutOfSync, but automated sync applies the Git value`;
        out.push({
          ...where2,
          severity: "low",
          message: `${head} ${why}: every sync for another reason (each new commit) resets the workload to ${JSON.stringify(replicas)} replicas until the autoscaler catches up.`,
          fix: ignored ? "Add RespectIgnoreDifferences=true to the app's syncPolicy.syncOptions, or remove spec.replicas from the manifest." : `Remove spec.replicas from the manifest, or add ${ignorePatch} and RespectIgnoreDifferences=true to the app's syncOptions.`
        });
      }
    }
    return out;
  }
};

// src/rules/nondeterministic-render.ts
function runsOnce(t) {
  return t.hook.kind === "hook" && (t.key.group === "batch" && t.key.kind === "Job" || t.key.group === "" && t.key.kind === "Pod");
}
var nondeterministicRender = {
  id: "nondeterministic-render",
  severity: "high",
  title: "The render differs on every run",
  kind: "state",
  check({ plans, revision }) {
    const out = [];
    for (const p of plans) {
      const side = sideOf(p, revision);
      if (!side?.render) continue;
      const templates = new ChartTemplates(side.templates ?? {});
      const targets = [...side.render.resources.values(), ...side.render.hooks];
      for (const t of targets) {
        if (!t.unstable?.length) continue;
        if (runsOnce(t)) continue;
        const isHook = t.hook.kind === "hook";
        const uses = t.file ? templates.reachable(t.file, RANDOM_FUNCTIONS) : [];
        const fns = [...new Set(uses.map((u) => u.fn))];
        const first = uses[0];
        const paths = t.unstable.map((c) => c.path);
        const shown2 = listSome(paths, 5);
        const cause = fns.length ? ` The template calls ${fns.join(", ")}${first && first.file !== t.file ? ` (in ${first.define ? `"${first.define}" at ` : ""}${first.file}:${first.line})` : ""}.` : "";
        const consequence2 = isHook ? "It is a hook, so Argo CD recreates it with a new value on every sync." : "Argo CD re-renders on every new commit, so the app is permanently OutOfSync on these fields and every sync applies a new value (rotated secrets, restarted pods).";
        out.push({
          ...appRef(p),
          severity: "high",
          resource: t.key,
          file: first?.file ?? t.file ?? side.discovered.file,
          line: first?.line ?? t.line ?? null,
          fingerprint: paths.join(","),
          message: `${keyLabel(t.key)} renders differently each time at ${shown2} (values masked).${cause} ${consequence2}`,
          fix: "Pin the value: pass it through Helm values or parameters (for generated secrets, create the Secret outside the chart, e.g. with an external secret operator, and point the chart at it via existingSecret); for certificates use cert-manager."
        });
      }
    }
    return out;
  }
};

// src/rules/ownership-move.ts
var SAFE = "Do it in two changes: first annotate the resource in the old app with argocd.argoproj.io/sync-options: Prune=false and sync, then move it (the new app adopts it). Or sync the new app first, manually, before the old app syncs.";
function releaseName(p) {
  return p?.discovered.app.sources.map((s) => s.helm?.releaseName ?? "").join(",") ?? "";
}
var ownershipMove = {
  id: "ownership-move",
  severity: "high",
  title: "A resource moves between apps in one change",
  kind: "change",
  check({ plans }) {
    const out = [];
    let owners;
    const ownersIndex = () => {
      const m = /* @__PURE__ */ new Map();
      for (const p of plans)
        for (const k of p.head?.render?.resources.keys() ?? []) {
          const list3 = m.get(k);
          if (list3) list3.push(p.id);
          else m.set(k, [p.id]);
        }
      return m;
    };
    for (const p of plans) {
      const moving = [
        ...p.prune.filter((c) => c.outcome !== "kept-prune-false").map((c) => ({ key: c.key, file: c.file, line: c.line, how: "prunes" })),
        // A removed app with the finalizer deletes its resources in the cascade (R3.6.1).
        ...p.change === "removed" && p.base?.discovered.app.finalizers.some((f4) => f4.startsWith(RESOURCES_FINALIZER)) ? [...p.base.render?.resources.values() ?? []].map((t) => ({ key: t.key, file: t.file, line: t.line, how: "deletes in its cascade" })) : []
      ];
      for (const m of moving) {
        const to = ((owners ??= ownersIndex()).get(keyString(m.key)) ?? []).filter((id) => id !== p.id);
        if (to.length === 0) continue;
        out.push({
          ...appRef(p),
          severity: "high",
          resource: m.key,
          file: m.file ?? null,
          line: m.line ?? null,
          fingerprint: to.join(","),
          message: `${keyLabel(m.key)} moves from ${p.id} to ${to.join(", ")}. Until the new app applies it, it is still tracked as ${p.id}'s: if ${p.id} syncs first it ${m.how} it and ${to[0]} recreates it (downtime; a PVC or Secret loses its data).`,
          fix: SAFE
        });
      }
      if (p.base && p.head && p.base.render && p.head.render) {
        const b = p.base.discovered.app.destination;
        const h = p.head.discovered.app.destination;
        const changes = [];
        if (b.namespace !== h.namespace) changes.push(`destination namespace ${b.namespace || "(none)"} \u2192 ${h.namespace || "(none)"}`);
        if (b.server !== h.server || b.name !== h.name) changes.push(`destination cluster ${b.server || b.name} \u2192 ${h.server || h.name}`);
        if (releaseName(p.base) !== releaseName(p.head))
          changes.push(`Helm releaseName ${releaseName(p.base) || "(default)"} \u2192 ${releaseName(p.head) || "(default)"}`);
        if (changes.length === 0) continue;
        const deleted = p.prune.filter((c) => c.outcome === "delete").length;
        out.push({
          ...appRef(p),
          severity: "high",
          resource: null,
          file: p.head.discovered.file,
          line: p.head.discovered.line,
          fingerprint: "destination",
          message: `${changes.join("; ")}: resources are keyed by namespace and name, so the sync creates ${p.create.length} resource(s) anew and prunes ${p.prune.length} old one(s) (${deleted} deleted right away). Nothing moves in place; PVC data stays behind.`,
          fix: "Create the new app next to the old one, migrate, then remove the old one; or keep the old destination."
        });
      }
    }
    return out;
  }
};

// src/rules/prune.ts
var PRUNE_SEVERITY = {
  "/PersistentVolumeClaim": "critical",
  "/PersistentVolume": "critical",
  "/Namespace": "critical",
  "/Secret": "high",
  "apps/StatefulSet": "high"
};
function pruneSeverity(c) {
  if (c.outcome !== "delete" && c.outcome !== "auto-sync-stopped") return "info";
  return PRUNE_SEVERITY[`${c.key.group}/${c.key.kind}`] ?? "medium";
}
function lossOf(c) {
  const k = c.key;
  if (k.group === "" && k.kind === "Namespace") return " Kubernetes then deletes every object inside that namespace, including other apps' objects.";
  if (k.group === "" && k.kind === "PersistentVolumeClaim")
    return " The volume behind it is released and, with the usual Delete reclaim policy, its data is gone.";
  if (k.group === "" && k.kind === "PersistentVolume")
    return " Depending on its reclaim policy, the storage behind it is deleted or left Released (unusable by a new claim without manual work).";
  if (k.group === "" && k.kind === "Secret") return " Its values are gone; generated credentials, keys and certificates may not be re-creatable as they were.";
  if (k.group === "apps" && k.kind === "StatefulSet")
    return " All its pods are deleted; its PVCs stay unless persistentVolumeClaimRetentionPolicy.whenDeleted is Delete.";
  return "";
}
function describe(c) {
  const what = keyLabel(c.key);
  const protection = c.ineffectiveProtection ? ` Warning: it carries ${c.ineffectiveProtection}, which only applies when the Application is deleted and does not stop a prune.` : "";
  switch (c.outcome) {
    case "delete":
    case "auto-sync-stopped": {
      return {
        message: c.outcome === "auto-sync-stopped" ? `${what} is no longer rendered. The app's head render is empty, so automated sync stops ("auto-sync will wipe out all resources"), but a manual sync with prune deletes it.${lossOf(c)}${protection}` : `The next automated sync deletes ${what}: it is no longer rendered and the app prunes automatically.${lossOf(c)}${protection}`,
        fix: `If the removal is intended, merge knowingly. To keep the object, restore it, or first annotate it with argocd.argoproj.io/sync-options: Prune=false (in a separate, synced change) before removing it from Git.` + (c.ineffectiveProtection ? ` ${c.ineffectiveProtection} is not enough: only Prune=false stops a prune.` : "")
      };
    }
    case "kept-prune-false":
      return {
        message: `${what} is no longer rendered but has Prune=false: Argo CD leaves it in the cluster and the app stays OutOfSync.`,
        fix: "Delete it by hand when it is no longer needed, or keep it in Git."
      };
    case "needs-confirmation":
      return {
        message: `${what} is no longer rendered and has Prune=confirm: the sync pauses until someone approves the deletion (argocd.argoproj.io/deletion-approved).${protection}`,
        fix: "Approve the deletion in Argo CD after merging, or keep the object in Git."
      };
    case "requires-manual-prune":
      return {
        message: `${what} is no longer rendered. Automated prune is off, so it stays until someone syncs with prune; the app shows OutOfSync (requires pruning). A sync with prune deletes it.${lossOf(c)}${protection}`,
        fix: "Sync with prune after merging if the removal is intended."
      };
  }
}
function liveNote(c) {
  const l = c.live;
  if (!l) return "";
  const where2 = l.inBase ? "Live: tracked in the cluster and rendered at base." : "Live: tracked in the cluster but rendered neither at base nor at head (left over from an earlier revision, or created by hand).";
  const from = l.optionsFrom === "cluster" ? "The outcome uses the live object's own sync options." : l.optionsFrom === "base-render" ? "The outcome uses the sync options of the base render's object." : `The outcome is from the app's sync policy only; the object's own annotations could not be read (${l.unreadReason ?? "not read"}).`;
  return ` ${where2}${l.requiresPruning ? " Argo CD already marks it as requiring pruning." : ""} ${from}`;
}
var LIVE_ONLY_FIX = "It exists only in the cluster (no revision renders it). If it must stay, add it to Git, or annotate the live object with argocd.argoproj.io/sync-options: Prune=false (or remove its tracking annotation) before the next sync; otherwise the deletion is the cleanup it looks like.";
var prune = {
  id: "prune",
  severity: "medium",
  title: "A sync would prune a resource",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      for (const c of p.prune) {
        const { message: message2, fix } = describe(c);
        out.push({
          ...appRef(p),
          severity: pruneSeverity(c),
          introduced: true,
          resource: c.key,
          file: c.file ?? null,
          line: c.line ?? null,
          message: message2 + liveNote(c),
          fix: c.live && !c.live.inBase && c.outcome !== "kept-prune-false" ? LIVE_ONLY_FIX : fix
        });
      }
    }
    return out;
  }
};

// src/rules/pvc-missing-prune-false.ts
var RESOURCES_FINALIZER2 = "resources-finalizer.argocd.argoproj.io";
var PROTECTS = /* @__PURE__ */ new Set(["false", "confirm"]);
var pvcMissingPruneFalse = {
  id: "pvc-missing-prune-false",
  severity: "medium",
  title: "A PersistentVolumeClaim can be pruned automatically",
  kind: "state",
  check(ctx) {
    const out = [];
    for (const p of ctx.plans) {
      const side = sideOf(p, ctx.revision);
      if (!side) continue;
      const app = side.discovered.app;
      const appOptions = app.syncPolicy.syncOptions;
      const cascade = app.finalizers.some((f4) => f4 === RESOURCES_FINALIZER2 || f4.startsWith(`${RESOURCES_FINALIZER2}/`));
      for (const t of side.render.resources.values()) {
        if (t.key.group !== "" || t.key.kind !== "PersistentVolumeClaim" || t.hook.kind !== "resource") continue;
        const owners = metadataOf(t.obj).ownerReferences;
        if (Array.isArray(owners) && owners.some(isRecord)) continue;
        const prune2 = syncOption(t.obj, appOptions, "Prune");
        const where2 = { ...appRef(p), resource: t.key, file: t.file ?? null, line: t.line ?? null };
        const protection = deleteProtection(t.obj);
        if (prune2 !== void 0 && PROTECTS.has(prune2)) {
          if (!cascade || protection) continue;
          out.push({
            ...where2,
            severity: "low",
            fingerprint: "delete",
            message: `${keyLabel(t.key)} has Prune=${prune2}, which only guards against pruning. Application ${app.name} has the ${RESOURCES_FINALIZER2} finalizer, so deleting the Application (or removing it from an app-of-apps or ApplicationSet) cascade-deletes the claim and its data anyway.`,
            fix: "Add Delete=false as well: argocd.argoproj.io/sync-options: Prune=false,Delete=false (or helm.sh/resource-policy: keep)."
          });
          continue;
        }
        if (!app.syncPolicy.automated || !app.syncPolicy.prune) continue;
        const ineffective = protection ? ` It carries ${protection}, which only applies when the Application is deleted and does not stop a prune.` : "";
        out.push({
          ...where2,
          severity: "medium",
          message: `${keyLabel(t.key)} is managed by Application ${app.name}, which prunes automatically, and neither the claim nor the app sets Prune=false. Any later change that drops it from the render (a removed file, a renamed release or path, a values toggle, an empty render) deletes it on the next automated sync, and with the usual Delete reclaim policy its data with it.${ineffective}`,
          fix: "Annotate the claim with argocd.argoproj.io/sync-options: Prune=false (Prune=false,Delete=false to also survive deleting the Application), via the chart's persistence annotations value or a kustomize patch; or set Prune=false (or Prune=confirm) in the app's syncPolicy.syncOptions."
        });
      }
    }
    return out;
  }
};

// src/rules/render-error.ts
var renderError = {
  id: "render-error",
  severity: "high",
  title: "The head revision does not render",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      const err = p.head?.error;
      if (p.head && !err && !p.head.notRendered && p.base?.error && !p.skipped && p.inputsChanged !== false) {
        const d2 = p.head.discovered;
        out.push({
          ...appRef(p),
          severity: "high",
          introduced: true,
          resource: null,
          file: p.base.error.file ?? d2.file,
          line: p.base.error.file ? null : d2.line,
          message: `Application ${d2.app.name} does not render at base: ${p.base.error.message}. Its head renders, so a sync will run, but what it deletes or changes cannot be predicted from a base that does not render: the live state is whatever Argo CD last synced.`,
          fix: "Compare the live app before merging (argocd app diff --revision <head>), then approve; or fix the base revision first in its own change."
        });
        continue;
      }
      if (!p.head || !err) continue;
      const d = p.head.discovered;
      const wasBroken = !!p.base?.error;
      out.push({
        ...appRef(p),
        severity: "high",
        introduced: !wasBroken,
        resource: null,
        file: err.file ?? d.file,
        line: err.file ? null : d.line,
        message: `Application ${d.app.name} fails to render at head: ${err.message}. Argo CD reports a ComparisonError and will not sync this app (automated or manual) until it renders.`,
        fix: "Fix the source so that it renders (the error says why; helm template or kustomize build on the app path reproduces it locally), or revert the change."
      });
    }
    return out;
  }
};

// src/plan/outcome.ts
var ARGOCD_EXEC_TIMEOUT_SECONDS = 90;
var OWN_LIMIT = /\btimed out after (\d+) ?ms\b|\boutput exceeded \d+ bytes|\bmemory limit\b|\b(?:run|analysis) deadline\b|\bdeadline of \d+/i;
function isOwnLimit(message2, ctx) {
  const m = OWN_LIMIT.exec(message2);
  if (!m) return false;
  const timedOutMs = m[1] ? Number(m[1]) : void 0;
  if (timedOutMs !== void 0 && ctx.concurrency === 1 && timedOutMs >= ARGOCD_EXEC_TIMEOUT_SECONDS * 1e3) return false;
  return true;
}
var UNSUPPORTED_BY_GUARD = /\bconfig management plugins are not supported\b|\bjsonnet is not supported by prune-guard\b/;
function isUnsupportedByGuard(message2) {
  return UNSUPPORTED_BY_GUARD.test(message2);
}
function ownLimitReason(message2) {
  return `the guard stopped the renderer at one of its own limits (${message2.trim()}); Argo CD's repo-server allows ${ARGOCD_EXEC_TIMEOUT_SECONDS} s per render. Raise renderTimeoutSeconds or lower concurrency in .prune-guard.yaml`;
}
function classifyRender(r, ctx) {
  if (!r.error) return r;
  const own = isOwnLimit(r.error.message, ctx);
  if (!own && !isUnsupportedByGuard(r.error.message)) return r;
  return {
    ...r,
    error: void 0,
    docs: [],
    notRendered: own ? ownLimitReason(r.error.message) : `${r.error.message} (Argo CD renders it; the guard does not)`
  };
}
var failed = (s) => !!s && (!!s.error || !!s.notRendered);
function appOutcome(p) {
  const { base, head } = p;
  if (p.skipped) return { outcome: "analysed", reason: null };
  if (p.inputsChanged === false && !head?.error) {
    if (!head?.notRendered || !p.unreadChanges?.length) return { outcome: "analysed", reason: null };
    return {
      outcome: "unknown",
      reason: `inputs unchanged, but it may generate Applications and could not be rendered to find them: ${head.notRendered.replace(/\.+$/, "")}. The change touches files no analysed app reads (${listSome(p.unreadChanges, 3)}); an Application it generates may read them`
    };
  }
  const changedInputs = p.change === "added" ? "new app" : p.inputsChanged === false ? "inputs unchanged" : p.inputsChanged ? "inputs changed" : "inputs may have changed";
  if (head) {
    if (head.error) {
      const was = base?.error ? ", as it already did at base" : "";
      return { outcome: "render-error", reason: `${changedInputs}; fails to render like Argo CD would${was}: ${head.error.message}` };
    }
    if (head.notRendered) return { outcome: "unknown", reason: `${changedInputs}, could not be analysed: ${head.notRendered}` };
    if (base?.error) {
      return {
        outcome: "render-error",
        reason: `${changedInputs}; the base revision does not render (${base.error.message}), so what a sync of head deletes or changes cannot be predicted`
      };
    }
    if (base?.notRendered) {
      return {
        outcome: "unknown",
        reason: `${changedInputs}, could not be analysed: the base revision was not rendered (${base.notRendered}), so what a sync of head deletes is unknown`
      };
    }
    return { outcome: "analysed", reason: null };
  }
  if (failed(base)) {
    const why = base.error ? base.error.message : base.notRendered;
    return { outcome: "unknown", reason: `removed at head; its resources at base could not be listed: ${why}` };
  }
  return { outcome: "analysed", reason: null };
}

// src/lib/process/exec.ts
import { readdirSync, readFileSync } from "node:fs";
var DEFAULT_TIMEOUT_MS2 = 9e4;
var DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
var DEFAULT_MEMORY_LIMIT_BYTES = 2048 * 1024 * 1024;
var POLL_MS = 100;
var FAST_POLL_MS = 20;
var MAX_STDERR_BYTES = 1024 * 1024;
var MB = 1024 * 1024;
var LIMIT_MARK = "was stopped by the guard";
function stoppedByLimit(message2) {
  return message2.includes(LIMIT_MARK);
}
var live = /* @__PURE__ */ new Set();
function killAllRenderers() {
  let n = 0;
  for (const pgid of live) {
    if (killGroup(pgid)) n++;
  }
  live.clear();
  return n;
}
function killGroup(pgid) {
  try {
    process.kill(-pgid, "SIGKILL");
    return true;
  } catch {
    return false;
  }
}
function treeRssBytes(pid) {
  let total = 0;
  const stack = [pid];
  const seen = /* @__PURE__ */ new Set();
  let any = false;
  while (stack.length > 0) {
    const p = stack.pop();
    if (seen.has(p)) continue;
    seen.add(p);
    try {
      const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) total += Number(m[1]) * 1024;
      any = true;
      for (const t of readdirSync(`/proc/${p}/task`)) {
        try {
          for (const c of readFileSync(`/proc/${p}/task/${t}/children`, "utf8").split(" ")) if (c.trim()) stack.push(Number(c));
        } catch {
        }
      }
    } catch {
    }
  }
  return any ? total : void 0;
}
function createToolRunner(options = {}) {
  const memoryLimit = options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES;
  const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const deadlineLabel = options.deadlineLabel ?? "the run deadline";
  const goMaxProcs = Number.isFinite(options.goMaxProcs) ? Math.max(1, Math.floor(options.goMaxProcs)) : 1;
  return {
    run(tool, args, opts) {
      const what = `${tool.name} ${args[0] ?? ""}`.trim();
      let timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS2;
      let atDeadline = false;
      if (options.deadline !== void 0) {
        const left = options.deadline - Date.now();
        if (left <= 0) return Promise.reject(new Error(`${what} ${LIMIT_MARK}: ${deadlineLabel} passed before it could start`));
        if (left < timeoutMs) {
          timeoutMs = left;
          atDeadline = true;
        }
      }
      const argv = [...tool.prefixArgs, ...args];
      const started = Date.now();
      const env = { ...opts.env };
      env.GOMEMLIMIT ??= `${Math.max(16, Math.floor(memoryLimit * 0.75 / MB))}MiB`;
      env.GOMAXPROCS ??= String(goMaxProcs);
      return new Promise((resolve9, reject) => {
        const child = spawnProcess(tool.command, argv, { cwd: opts.cwd, profile: "renderer", env, stdin: "ignore", detached: true });
        const pid = child.pid;
        if (pid !== void 0) live.add(pid);
        const out = [];
        const err = [];
        let size = 0;
        let errSize = 0;
        let killedFor = "";
        let settled = false;
        const stop = (why) => {
          if (killedFor) return;
          killedFor = why;
          if (pid === void 0 || !killGroup(pid)) child.kill("SIGKILL");
          setTimeout(() => {
            if (settled) return;
            child.stdout.destroy();
            child.stderr.destroy();
            finish(null);
          }, 2e3).unref();
        };
        const timer = setTimeout(
          () => stop(
            atDeadline ? `${deadlineLabel} passed while it was running` : `it timed out after ${Math.round(timeoutMs / 1e3)} s${opts.timeoutMs === void 0 ? " (renderTimeoutSeconds)" : ""}`
          ),
          timeoutMs
        );
        let poll;
        const sample = () => {
          const rss = treeRssBytes(pid);
          if (rss === void 0 || killedFor) return;
          if (rss > memoryLimit) stop(`it used more than ${Math.round(memoryLimit / MB)} MB of memory (renderMemoryLimitMB)`);
          else poll = setTimeout(sample, rss > memoryLimit / 2 ? FAST_POLL_MS : POLL_MS);
        };
        if (pid !== void 0) poll = setTimeout(sample, FAST_POLL_MS);
        child.stdout.on("data", (b) => {
          size += b.length;
          if (size > maxOutput) stop(`it produced more than ${Math.round(maxOutput / MB)} MB of output (maxRenderOutputMB)`);
          else if (!killedFor) out.push(b);
        });
        child.stderr.on("data", (b) => {
          if (errSize < MAX_STDERR_BYTES) err.push(b);
          errSize += b.length;
        });
        const done = () => {
          clearTimeout(timer);
          if (poll) clearTimeout(poll);
          if (pid !== void 0) {
            killGroup(pid);
            live.delete(pid);
          }
        };
        child.on("error", (e) => {
          if (settled) return;
          settled = true;
          done();
          reject(
            new Error(
              e.code === "ENOENT" ? `${tool.name} binary '${tool.command}' (${tool.origin}) could not be started: not found` : `${tool.name} could not be started: ${e.message}`
            )
          );
        });
        const finish = (code18) => {
          if (settled) return;
          settled = true;
          done();
          options.onRun?.([tool.command, ...argv], Date.now() - started);
          if (killedFor) {
            reject(new Error(`${what} ${LIMIT_MARK}: ${killedFor}`));
            return;
          }
          resolve9({ code: code18 ?? -1, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") });
        };
        child.on("close", finish);
      });
    }
  };
}

// src/rules/not-analysed.ts
var notAnalysed = {
  id: "not-analysed",
  severity: "info",
  title: "The guard could not analyse this",
  kind: "change",
  check({ plans, graph }) {
    const out = [];
    for (const p of plans) {
      const o = appOutcome(p);
      if (o.outcome !== "unknown") continue;
      if (!p.skipped && [p.head, p.base].some((s) => s?.notRendered && stoppedByLimit(s.notRendered))) continue;
      const d = (p.head ?? p.base).discovered;
      out.push({
        ...appRef(p),
        severity: "info",
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message: `Application ${d.app.name}: ${o.reason.replace(/\.+$/, "")}. What a sync of this app does is unknown, not "nothing".`,
        fix: "Configure what the reason names (repoURLs, allowedHosts, network, a plugin), or review this app by hand. failOnUnknown: true makes unknown apps block."
      });
    }
    let unreadList;
    for (const [id, state] of graph?.appSets.head ?? []) {
      const x = state.expansion;
      if (x.unexpandable.length === 0) continue;
      const before = graph?.appSets.base.get(id)?.expansion.unexpandable ?? [];
      const meta = isRecord(state.set.manifest.metadata) ? state.set.manifest.metadata : {};
      const name = typeof meta.name === "string" ? meta.name : id;
      const unread = unreadList ??= graph?.unreadChanges?.() ?? [];
      const touched = unread.length ? ` The change touches files no analysed app reads (${listSome(unread, 3)}); an Application they produce may read them.` : "";
      out.push({
        app: null,
        appNamespace: id.split("/")[0] || null,
        severity: "info",
        introduced: before.join("\n") !== x.unexpandable.join("\n") || unread.length > 0,
        resource: { group: "argoproj.io", kind: "ApplicationSet", namespace: id.split("/")[0] ?? "", name },
        file: state.set.file,
        line: state.set.line,
        message: `ApplicationSet ${id}: ${x.unexpandable.join("; ")}. The Applications these generators produce are unknown.${touched}`,
        fix: `Supply the generators' parameters in .prune-guard.yaml: appSetParams: {${JSON.stringify(name)}: {"<generator index>": [{...parameters...}]}}.`
      });
    }
    return out;
  }
};

// src/rules/render-stopped.ts
var renderStopped = {
  id: "render-stopped",
  severity: "high",
  title: "The guard stopped a render at its memory, time or output bound",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      if (p.skipped) continue;
      for (const [side, name] of [
        [p.head, "head"],
        [p.base, "base"]
      ]) {
        const why = side?.notRendered;
        if (!side || !why || !stoppedByLimit(why)) continue;
        const d = side.discovered;
        out.push({
          ...appRef(p),
          severity: "high",
          introduced: true,
          resource: null,
          file: d.file,
          line: d.line,
          message: `Application ${d.app.name} was not analysed at ${name}: ${why}. What a sync would create, update or prune is unknown, so this change cannot pass unchecked.`,
          fix: "Make the render bounded (a runaway range, recursion or a YAML alias bomb does not render in Argo CD either). If the app legitimately needs more, raise renderMemoryLimitMB, renderTimeoutSeconds, maxRenderOutputMB or runDeadlineSeconds in .prune-guard.yaml on the base branch."
        });
        break;
      }
    }
    return out;
  }
};

// src/rules/live-unavailable.ts
var LIVE_FAILURE_WORDS = {
  unreachable: "the endpoint could not be reached",
  unauthorized: "the credentials were rejected (401)",
  forbidden: "the credentials may not list Applications (403)",
  timeout: "the request timed out",
  tls: "the TLS connection failed",
  "invalid-response": "the answer was not an Application list",
  config: "live mode is not configured correctly"
};
var liveUnavailable = {
  id: "live-unavailable",
  severity: "medium",
  title: "Live facts could not be read; the report is the offline answer",
  kind: "change",
  check({ graph }) {
    const f4 = graph?.liveFailure;
    if (!f4) return [];
    return [
      {
        app: null,
        appNamespace: null,
        resource: null,
        severity: "medium",
        introduced: true,
        file: null,
        line: null,
        message: `Live mode could not read the cluster (${LIVE_FAILURE_WORDS[f4.kind] ?? "unknown failure"}): ${sentence(f4.message)} This report is the offline answer: the base render stands in for what is live, so resources Argo CD tracks that no render produces, apps already OutOfSync and apps synced to another revision are not known.`,
        fix: "Fix the live-mode connection or credentials (see the message) and re-run; or turn live mode off to rely on the offline answer knowingly."
      }
    ];
  }
};

// src/rules/index.ts
var RULES = [
  renderError,
  manifestTooLarge,
  renderStopped,
  prune,
  appRemovedCascade,
  ownershipMove,
  emptyRender,
  massPrune,
  sourcePathChange,
  immutableFieldChange,
  nondeterministicRender,
  helmLookup,
  hookOnLongLived,
  waveOrder,
  pvcMissingPruneFalse,
  hpaReplicasConflict,
  allowEmpty,
  sharedResource,
  notAnalysed,
  liveUnavailable
];
var IGNORE_ANNOTATION = "prune-guard.io/ignore";
var IGNORE_REASON_ANNOTATION = "prune-guard.io/ignore-reason";
var DEFAULT_POLICY = { failOn: "high" };
function sortKey(f4) {
  return [
    String(9 - severityRank(f4.severity)),
    f4.appNamespace ?? "",
    f4.app ?? "",
    f4.rule,
    f4.resource ? keyString(f4.resource) : "",
    f4.file ?? "",
    String(f4.line ?? 0).padStart(8, "0"),
    f4.message
  ].join("\0");
}
function identity(rule, f4) {
  return [rule, f4.appNamespace ?? "", f4.app ?? "", f4.resource ? keyString(f4.resource) : "", f4.fingerprint ?? ""].join("\0");
}
function objectAt(plans, f4, revision) {
  if (!f4.resource) return void 0;
  const ks = keyString(f4.resource);
  const plan = plans.find((p) => {
    const d = (p.head ?? p.base).discovered.app;
    return d.name === f4.app && (d.namespace || null) === f4.appNamespace;
  });
  const r = (revision === "head" ? plan?.head : plan?.base)?.render;
  if (!r) return void 0;
  const t = r.resources.get(ks) ?? r.hooks.find((h) => keyString(h.key) === ks) ?? r.ignored.find((h) => keyString(h.key) === ks);
  return t?.obj;
}
var NEVER_IGNORED = /* @__PURE__ */ new Set(["prune", "app-removed-cascade", "render-error"]);
function ignores(obj, rule) {
  if (!obj) return false;
  const list3 = (annotationsOf(obj)[IGNORE_ANNOTATION] ?? "").split(",").map((s) => s.trim());
  return list3.includes(rule) || list3.includes("*");
}
function ignoreDecision(plans, rule, f4) {
  const none = { suppressed: null, note: null };
  if (!f4.resource) return none;
  const base = objectAt(plans, f4, "base");
  const head = objectAt(plans, f4, "head");
  const label = keyLabel(f4.resource);
  if (NEVER_IGNORED.has(rule)) {
    if (!ignores(base, rule) && !ignores(head, rule)) return none;
    return {
      suppressed: null,
      note: `${IGNORE_ANNOTATION} on ${label} does not silence a ${rule} finding (deletions and failed renders are acknowledged with the approve label, not by an annotation).`
    };
  }
  if (ignores(base, rule)) {
    const reason = annotationsOf(base)[IGNORE_REASON_ANNOTATION];
    return { suppressed: `${IGNORE_ANNOTATION} on ${label}${reason ? `: ${reason}` : " (no reason given)"}`, note: null };
  }
  if (ignores(head, rule))
    return {
      suppressed: null,
      note: `${IGNORE_ANNOTATION}: ${annotationsOf(head)[IGNORE_ANNOTATION].trim()} on ${label} is added by this change: requested, it takes effect after merge.`
    };
  return none;
}
var EMPTY_GRAPH = { appSets: { base: /* @__PURE__ */ new Map(), head: /* @__PURE__ */ new Map() } };
function runRules(plans, policy = DEFAULT_POLICY, rules = RULES, graph = EMPTY_GRAPH) {
  const out = [];
  for (const rule of rules) {
    const setting = policy.rules?.[rule.id] ?? {};
    if (setting.enabled === false) continue;
    const options = setting.options ?? {};
    const head = rule.check({ plans, graph, revision: "head", options });
    const existing = new Set(rule.kind === "state" ? rule.check({ plans, graph, revision: "base", options }).map((f4) => identity(rule.id, f4)) : []);
    for (const raw of head) {
      const { fingerprint: _fp, ...rest } = raw;
      void _fp;
      const introduced = rule.kind === "state" ? !existing.has(identity(rule.id, raw)) : raw.introduced ?? true;
      const severity = setting.severity ?? raw.severity;
      const { suppressed, note } = ignoreDecision(plans, rule.id, raw);
      out.push({
        rule: rule.id,
        ...rest,
        ...note ? { message: `${rest.message} ${note}` } : {},
        severity,
        introduced,
        suppressed,
        blocking: introduced && !suppressed && severityRank(severity) >= severityRank(policy.failOn),
        docs: docsUrl(rule.id)
      });
    }
  }
  const keyed = out.map((f4) => ({ f: f4, k: sortKey(f4) }));
  keyed.sort((a, b) => a.k < b.k ? -1 : a.k > b.k ? 1 : 0);
  return keyed.map((e) => e.f);
}

// src/config/rules.ts
var RULE_IDS = new Set(RULES.map((r) => r.id));
function parseRules(v, fail2, where2) {
  if (!isRecord(v)) fail2("rules", v, "a mapping of rule id to settings");
  const out = {};
  for (const [id, raw] of Object.entries(v)) {
    if (!RULE_IDS.has(id)) {
      throw new ConfigError(`${where2}: unknown rule '${id}' under 'rules'. Known rules: ${[...RULE_IDS].sort().join(", ")}.`);
    }
    if (raw === false || raw === true) {
      out[id] = { enabled: raw };
      continue;
    }
    if (typeof raw === "string") {
      if (!SEVERITIES.includes(raw)) fail2(`rules.${id}`, raw, `a severity (${SEVERITIES.join(", ")}), true/false, or a mapping`);
      out[id] = { severity: raw };
      continue;
    }
    if (!isRecord(raw)) fail2(`rules.${id}`, raw, "a severity, true/false, or a mapping");
    const { enabled, severity, ...options } = raw;
    if (enabled !== void 0 && typeof enabled !== "boolean") fail2(`rules.${id}.enabled`, enabled, "true or false");
    if (severity !== void 0 && !SEVERITIES.includes(severity)) {
      fail2(`rules.${id}.severity`, severity, `one of ${SEVERITIES.join(", ")}`);
    }
    out[id] = { enabled, severity, options };
  }
  return out;
}

// src/config/apps.ts
var PATTERN_FIELDS = ["name", "project", "path"];
function appGlob(key2, v, fail2) {
  if (typeof v !== "string" || v.trim() === "") fail2(key2, v, 'a non-empty glob such as "team-a/*", "payments-*" or "apps/team-a/**"');
  if (v.startsWith("!")) fail2(key2, v, `a glob without a leading "!"; list the apps to leave out under 'apps.exclude' instead`);
  if (v.startsWith("./") || v.startsWith("/"))
    fail2(key2, v, `a path relative to the repository root without a leading "${v.startsWith("/") ? "/" : "./"}", such as "${v.replace(/^\.?\/+/, "")}"`);
  return v;
}
function parseAppScope(v, fail2, where2) {
  if (!isRecord(v)) fail2("apps", v, "a mapping with 'include' and/or 'exclude' lists of globs");
  const scope = { include: [], exclude: [] };
  for (const [k, list3] of Object.entries(v)) {
    if (k !== "include" && k !== "exclude") throw new ConfigError(`${where2}: unknown setting 'apps.${k}'. Known settings under 'apps': include, exclude.`);
    if (list3 === null || list3 === void 0) continue;
    const items = typeof list3 === "string" ? [list3] : Array.isArray(list3) ? list3 : fail2(`apps.${k}`, list3, "a list of globs or of {name, project, path} mappings");
    scope[k] = items.map((item, i) => {
      const key2 = `apps.${k}[${i}]`;
      if (!isRecord(item)) return appGlob(key2, item, fail2);
      const fields = Object.keys(item);
      const unknown = fields.find((f4) => !PATTERN_FIELDS.includes(f4));
      if (unknown !== void 0) throw new ConfigError(`${where2}: unknown field '${key2}.${unknown}'. An entry matches on: ${PATTERN_FIELDS.join(", ")}.`);
      if (fields.length === 0) fail2(key2, item, "at least one of name, project, path");
      const out = {};
      for (const f4 of fields) out[f4] = appGlob(`${key2}.${f4}`, item[f4], fail2);
      return out;
    });
  }
  return scope;
}

// src/config/root-apps.ts
var EXPECTED_APP = "an Application manifest (apiVersion: argoproj.io/v1alpha1, kind: Application, metadata.name, spec.source or spec.sources)";
function parseRootApps(v, file, fail2) {
  if (!Array.isArray(v)) fail2("rootApps", v, `a list, each ${EXPECTED_APP}`);
  const out = [];
  const seen = /* @__PURE__ */ new Map();
  for (const [i, raw] of v.entries()) {
    const at = `rootApps[${i}]`;
    if (!isRecord(raw)) fail2(at, raw, EXPECTED_APP);
    if (!isApplication(raw))
      fail2(`${at}.kind`, raw.kind, `Application (with apiVersion argoproj.io/v1alpha1); got apiVersion ${JSON.stringify(raw.apiVersion)}`);
    const meta = isRecord(raw.metadata) ? raw.metadata : {};
    if (typeof meta.name !== "string" || meta.name === "") fail2(`${at}.metadata.name`, meta.name, "the Application name");
    const app = parseApplication(raw);
    const bad2 = invalidAppName(app);
    if (bad2) fail2(`${at}.metadata`, raw.metadata, bad2);
    if (app.sources.length === 0) fail2(`${at}.spec`, raw.spec, "a spec with source (or sources) naming the path or chart the root renders");
    const name = `${app.namespace || "(control plane)"}/${app.name}`;
    const dup = seen.get(name);
    if (dup !== void 0) fail2(at, name, `a different Application than rootApps[${dup}] (each root once)`);
    seen.set(name, i);
    out.push({ manifest: raw, file });
  }
  return out;
}

// src/config/clusters.ts
var EXPECTED = "a list of Argo CD cluster secrets: {name, server, project?, labels?: {key: value}, annotations?: {key: value}}";
var KEYS = /* @__PURE__ */ new Set(["name", "server", "project", "labels", "annotations"]);
function parseClusters(v, fail2) {
  if (!Array.isArray(v)) fail2("clusters", v, EXPECTED);
  const names = /* @__PURE__ */ new Set();
  return v.map((e, i) => {
    const at = `clusters[${i}]`;
    if (!isRecord(e)) fail2(at, e, EXPECTED);
    const extra = Object.keys(e).find((k) => !KEYS.has(k));
    if (extra !== void 0) fail2(at, extra, "only name, server, project, labels and annotations");
    const { name, server, project, labels, annotations } = e;
    if (typeof name !== "string" || name === "") fail2(`${at}.name`, name, "the cluster's name, as in its secret (e.g. prod-eu)");
    if (names.has(name)) fail2(`${at}.name`, name, "a name no other entry has");
    names.add(name);
    if (typeof server !== "string" || !/^https?:\/\/\S+$/.test(server)) fail2(`${at}.server`, server, "the API server URL (e.g. https://prod-eu.example.com)");
    if (project !== void 0 && typeof project !== "string") fail2(`${at}.project`, project, "an AppProject name");
    const map2 = (key2, m) => {
      if (m === void 0) return void 0;
      if (!isRecord(m) || !Object.values(m).every((x) => typeof x === "string"))
        fail2(`${at}.${key2}`, m, `a mapping of ${key2} to string values (quote "true" and numbers)`);
      return m;
    };
    return { name, server, ...project !== void 0 ? { project } : {}, labels: map2("labels", labels), annotations: map2("annotations", annotations) };
  });
}

// src/config/config.ts
var CONFIG_FILE = ".prune-guard.yaml";
var TRACKING_METHODS = ["annotation", "annotation+label", "label"];
function defaultConfig(cores) {
  return {
    controlPlaneNamespace: "argocd",
    trackingMethod: "annotation",
    instanceLabelKey: "app.kubernetes.io/instance",
    repoURLs: [],
    kustomizeBuildOptions: [],
    failOn: "high",
    renderTimeoutSeconds: 90,
    // Argo CD's exec timeout (R1.4.5)
    // 2 GB per renderer, less on small machines so that `concurrency` renderers at the limit leave memory to spare.
    renderMemoryLimitMB: Math.max(256, Math.min(2048, Math.floor(totalmem() / (1024 * 1024) / (Math.max(1, cores) + 1)))),
    maxRenderOutputMB: 64,
    runDeadlineSeconds: 1800,
    failOnUnknown: false,
    concurrency: Math.max(1, cores),
    scopes: {},
    checkDeterminism: true,
    network: true,
    allowedHosts: [...DEFAULT_ALLOWED_HOSTS],
    helmCredentials: [],
    appSetParams: {},
    chartCacheDir: join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "argocd-prune-guard", "charts"),
    rules: {},
    plugins: [],
    rootApps: [],
    labels: { ...DEFAULT_LABELS },
    diff: true,
    diffCreated: false
  };
}
var KEYS2 = [
  "controlPlaneNamespace",
  "trackingMethod",
  "instanceLabelKey",
  "repoURLs",
  "kubeVersion",
  "apiVersions",
  "kustomizeBuildOptions",
  "failOn",
  "renderTimeoutSeconds",
  "renderMemoryLimitMB",
  "maxRenderOutputMB",
  "runDeadlineSeconds",
  "concurrency",
  "scopes",
  "checkDeterminism",
  "network",
  "allowedHosts",
  "helmCredentials",
  "chartCacheDir",
  "appSetParams",
  "clusters",
  "rules",
  "cacheDir",
  "plugins",
  "failOnUnknown",
  "apps",
  "rootApps",
  "argocdUrl",
  "labels",
  "diff",
  "diffCreated"
];
function fail(where2, key2, got, expected) {
  throw new ConfigError(`${where2}: '${key2}' is ${JSON.stringify(got)}; expected ${expected}.`);
}
function wholeNumber(where2, key2, v, min, max, expected) {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) fail(where2, key2, v, expected);
  return v;
}
function strings(where2, key2, v) {
  if (typeof v === "string") return v.split(/[\s,]+/).filter((s) => s !== "");
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v;
  return fail(where2, key2, v, "a list of strings");
}
function mergeConfig(base, raw, where2) {
  if (raw === null || raw === void 0) return base;
  if (!isRecord(raw)) throw new ConfigError(`${where2}: expected a mapping of settings, got ${JSON.stringify(raw)}.`);
  const c = { ...base };
  for (const [k, v] of Object.entries(raw)) {
    if (v === void 0 || v === null) continue;
    switch (k) {
      case "controlPlaneNamespace":
      case "instanceLabelKey":
        if (typeof v !== "string" || v === "") fail(where2, k, v, "a non-empty string");
        c[k] = v;
        break;
      case "trackingMethod":
        if (!TRACKING_METHODS.includes(v)) fail(where2, k, v, `one of ${TRACKING_METHODS.join(", ")}`);
        c.trackingMethod = v;
        break;
      case "failOn":
        if (!SEVERITIES.includes(v)) fail(where2, k, v, `one of ${SEVERITIES.join(", ")}`);
        c.failOn = v;
        break;
      case "kubeVersion":
        if (typeof v !== "string" || !/^v?\d+\.\d+(\.\d+)?/.test(v)) fail(where2, k, v, 'a Kubernetes version such as "1.33.0"');
        c.kubeVersion = v;
        break;
      case "allowedHosts": {
        const hosts = strings(where2, k, v);
        const bad2 = hosts.find((h) => !/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(h));
        if (bad2 !== void 0) fail(where2, k, bad2, 'host names such as "charts.example.com", "*.example.com" or "127.0.0.1:8080"');
        c.allowedHosts = hosts;
        break;
      }
      case "repoURLs":
      case "apiVersions":
      case "kustomizeBuildOptions":
        c[k] = strings(where2, k, v);
        break;
      case "renderTimeoutSeconds":
      case "concurrency":
        c[k] = wholeNumber(where2, k, v, 1, 3600, "a whole number from 1 to 3600");
        break;
      case "renderMemoryLimitMB":
        c[k] = wholeNumber(where2, k, v, 64, 1048576, "a whole number of megabytes from 64 to 1048576");
        break;
      case "maxRenderOutputMB":
        c[k] = wholeNumber(where2, k, v, 1, 256, "a whole number of megabytes from 1 to 256");
        break;
      case "runDeadlineSeconds":
        c[k] = wholeNumber(where2, k, v, 1, 86400, "a whole number of seconds from 1 to 86400");
        break;
      case "scopes": {
        if (!isRecord(v)) fail(where2, k, v, "a mapping of group/Kind to Cluster or Namespaced");
        const scopes = { ...c.scopes };
        for (const [gk3, s] of Object.entries(v)) {
          if (s !== "Cluster" && s !== "Namespaced") fail(where2, `scopes.${gk3}`, s, "Cluster or Namespaced");
          scopes[gk3] = s;
        }
        c.scopes = scopes;
        break;
      }
      case "checkDeterminism":
      case "failOnUnknown":
      case "network":
      case "diff":
      case "diffCreated":
        if (typeof v !== "boolean") fail(where2, k, v, "true or false");
        c[k] = v;
        break;
      case "helmCredentials":
        c.helmCredentials = parseHelmCredentials(where2, v);
        break;
      case "chartCacheDir":
        if (typeof v !== "string" || v === "") fail(where2, k, v, "a directory path");
        c.chartCacheDir = v;
        break;
      case "cacheDir":
        if (typeof v !== "string" || v === "" || v.includes("\0")) fail(where2, k, v, "a directory path for the render cache");
        c.cacheDir = v;
        break;
      case "appSetParams":
        c.appSetParams = parseAppSetParams(where2, v);
        break;
      case "clusters":
        c.clusters = parseClusters(v, (key2, got, expected) => fail(where2, key2, got, expected));
        break;
      case "rules":
        c.rules = { ...c.rules, ...parseRules(v, (key2, got, expected) => fail(where2, key2, got, expected), where2) };
        break;
      case "plugins":
        c.plugins = parsePlugins(v, (key2, got, expected) => fail(where2, key2, got, expected));
        break;
      case "apps":
        c.apps = parseAppScope(v, (key2, got, expected) => fail(where2, key2, got, expected), where2);
        break;
      case "rootApps":
        c.rootApps = parseRootApps(v, where2.replace(/ \(base revision\)$/, ""), (key2, got, expected) => fail(where2, key2, got, expected));
        break;
      case "argocdUrl":
        c.argocdUrl = parseArgocdUrl(v, (key2, got, expected) => fail(where2, key2, got, expected));
        break;
      case "labels":
        c.labels = parseLabels(v, c.labels, (key2, got, expected) => fail(where2, key2, got, expected), where2);
        break;
      default:
        throw new ConfigError(`${where2}: unknown setting '${k}'. Known settings: ${KEYS2.join(", ")}.`);
    }
  }
  return c;
}
function loadConfigFile(base, path) {
  if (!existsSync(path)) throw new ConfigError(`Config file '${path}' does not exist.`);
  return loadConfigText(base, readFileSync2(path, "utf8"), path);
}
function loadConfigText(base, text3, where2) {
  let raw;
  try {
    raw = parseConfig(text3);
  } catch (e) {
    throw new ConfigError(`Config file '${where2}' is not valid YAML: ${e instanceof Error ? e.message : String(e)}`);
  }
  return mergeConfig(base, raw, where2);
}
function parseAppSetParams(where2, v) {
  const expected = "a mapping {<appset name>: {<generator index path>: [ {param: value} ]}}";
  if (!isRecord(v)) fail(where2, "appSetParams", v, expected);
  for (const [name, byPath] of Object.entries(v)) {
    if (!isRecord(byPath)) fail(where2, `appSetParams.${name}`, byPath, expected);
    for (const [path, sets] of Object.entries(byPath)) {
      if (!/^\d+(\.\d+)*$/.test(path)) fail(where2, `appSetParams.${name}`, path, 'generator index paths like "0" or "1.0"');
      if (!Array.isArray(sets) || !sets.every(isRecord)) fail(where2, `appSetParams.${name}.${path}`, sets, "a list of parameter mappings");
    }
  }
  return v;
}
function parseHelmCredentials(where2, v) {
  const expected = "a list of {url, usernameEnv, passwordEnv} (environment variable names, never the values)";
  if (!Array.isArray(v)) fail(where2, "helmCredentials", v, expected);
  return v.map((e, i) => {
    if (!isRecord(e)) fail(where2, `helmCredentials[${i}]`, e, expected);
    const { url, usernameEnv, passwordEnv, ...rest } = e;
    if (Object.keys(rest).length > 0) fail(where2, `helmCredentials[${i}]`, Object.keys(rest)[0], "only url, usernameEnv and passwordEnv");
    if (typeof url !== "string" || !/^(https?|oci):\/\/[^/\s]+/i.test(url))
      fail(where2, `helmCredentials[${i}].url`, url, 'a repository URL such as "https://charts.example.com"');
    for (const [k, n] of [
      ["usernameEnv", usernameEnv],
      ["passwordEnv", passwordEnv]
    ]) {
      if (typeof n !== "string" || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n))
        fail(where2, `helmCredentials[${i}].${k}`, n, "the name of an environment variable, such as CHARTS_PASSWORD");
    }
    return { url, usernameEnv, passwordEnv };
  });
}

// src/git/git.ts
import { existsSync as existsSync2 } from "node:fs";
var UsageError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "UsageError";
  }
};
var GIT_TIMEOUT_MS = 12e4;
var FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
async function git(cwd, args, env = {}, input) {
  try {
    return await runText("git", args, { cwd, profile: "git-local", env, input, maxBuffer: 512 * 1024 * 1024, timeoutMs: GIT_TIMEOUT_MS });
  } catch (err) {
    const e = err;
    if (e.code === "ENOENT") throw new UsageError("git was not found on PATH; install git to compare revisions.");
    throw new Error(`git ${args[0]} failed: ${(e.stderr || e.message).trim()}`);
  }
}
var GitRepo = class _GitRepo {
  constructor(root) {
    this.root = root;
  }
  root;
  /** Opens the repository containing `dir`; a usage error when it is not one. */
  static async open(dir) {
    if (!existsSync2(dir)) throw new UsageError(`Repository folder '${dir}' does not exist. Pass --repo <dir> pointing at a clone of your GitOps repository.`);
    let top;
    try {
      top = (await git(dir, ["rev-parse", "--show-toplevel"])).replace(/\n$/, "");
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(`'${dir}' is not inside a git repository. Pass --repo <dir> pointing at a clone of your GitOps repository.`);
    }
    return new _GitRepo(top);
  }
  /**
   * Opens the repository containing `dir` and resolves `revs` there. When all is well that is one git process, not one
   * per step (starting a process costs 10-20 ms of main-thread time on some runners); anything else (an unknown
   * revision, a range, not a repository) takes the step-by-step path: same results, same errors, base's first.
   */
  static async openAt(dir, revs) {
    if (existsSync2(dir) && revs.every((r) => !r.startsWith("-"))) {
      const out = await git(dir, ["rev-parse", "--show-toplevel", ...revs.map((r) => `${r}^{commit}`), "--"]).catch(() => "");
      const lines2 = out.split("\n");
      const shas = lines2.slice(1, 1 + revs.length);
      const rest = lines2.slice(1 + revs.length).filter((l) => l !== "" && l !== "--");
      if (lines2[0] && shas.length === revs.length && shas.every((x) => FULL_SHA.test(x)) && rest.length === 0) {
        return { repo: new _GitRepo(lines2[0]), revisions: revs.map((rev, i) => ({ rev, sha: shas[i] })) };
      }
    }
    const repo = await _GitRepo.open(dir);
    const settled = await Promise.allSettled(revs.map((r) => repo.resolve(r)));
    const revisions = settled.map((x) => {
      if (x.status === "rejected") throw x.reason;
      return x.value;
    });
    return { repo, revisions };
  }
  async resolve(rev) {
    if (rev.startsWith("-")) throw new UsageError(`Revision '${rev}' is not valid: it must not start with '-'.`);
    try {
      const sha = (await git(this.root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).trim();
      if (!FULL_SHA.test(sha)) throw new Error(`not a commit: ${sha}`);
      return { rev, sha };
    } catch {
      const range = /^(.+?)\.\.\.?(.+)$/.exec(rev);
      if (range) throw new UsageError(`Revision '${rev}' is a range: pass its ends separately, --base ${range[1]} --head ${range[2]}.`);
      if (rev.startsWith("^")) throw new UsageError(`Revision '${rev}' excludes a commit; pass the commit itself: ${rev.slice(1)}.`);
      throw new UsageError(
        `Unknown revision '${rev}' in ${this.root}. Use a branch, tag or commit that exists locally (in a shallow CI checkout, fetch it first, e.g. \`git fetch origin ${rev}\`).`
      );
    }
  }
  /** The URL of the `origin` remote, or undefined when there is none. */
  async originUrl() {
    try {
      const url = (await git(this.root, ["remote", "get-url", "origin"])).trim();
      return url || void 0;
    } catch {
      return void 0;
    }
  }
};

// src/render/binaries.ts
import { accessSync, constants, existsSync as existsSync3 } from "node:fs";
import { delimiter, dirname, isAbsolute, join as join2, resolve } from "node:path";
import { fileURLToPath } from "node:url";
function isExecutable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const p = join2(dir, name);
    if (isExecutable(p)) return p;
  }
  return void 0;
}
function devToolsDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const p = join2(dir, ".tools", "bin");
    if (existsSync3(p)) return p;
    dir = dirname(dir);
  }
  return void 0;
}
var MissingBinaryError = class extends Error {
  constructor(tool, searched, message2) {
    super(
      message2 ?? `${tool} is needed to render this app but was not found. Searched: ${searched.join("; ")}. Install ${tool}, put it on PATH, or point the ${tool === "helm" ? "helm-path input / PRUNE_GUARD_HELM" : "kustomize-path input / PRUNE_GUARD_KUSTOMIZE"} at it (in a clone of this project, \`npm run tools\` fetches both).`
    );
    this.name = "MissingBinaryError";
  }
};
function explicit(name, value2, origin) {
  const command = isAbsolute(value2) || value2.includes("/") ? resolve(value2) : value2;
  if (command.includes("/") && !isExecutable(command)) {
    throw new MissingBinaryError(
      name,
      [value2],
      `${name} is needed to render this app, but ${origin} points at '${value2}', which is not an executable file. Fix the path or unset it.`
    );
  }
  const prefixArgs = name === "kustomize" && /(^|\/)kubectl$/.test(command) ? ["kustomize"] : [];
  return { name, command, prefixArgs, origin };
}
function resolveHelm(opts = {}) {
  const env = opts.env ?? process.env;
  if (opts.helm) return explicit("helm", opts.helm, "the helm option");
  if (env.PRUNE_GUARD_HELM) return explicit("helm", env.PRUNE_GUARD_HELM, "PRUNE_GUARD_HELM");
  const searched = ["option helm-path", "PRUNE_GUARD_HELM", "helm on PATH"];
  const p = onPath("helm", env);
  if (p) return { name: "helm", command: p, prefixArgs: [], origin: "PATH" };
  const dev = devToolsDir();
  searched.push(dev ? join2(dev, "helm") : ".tools/bin/helm (npm run tools)");
  if (dev && isExecutable(join2(dev, "helm"))) return { name: "helm", command: join2(dev, "helm"), prefixArgs: [], origin: dev };
  throw new MissingBinaryError("helm", searched);
}
function resolveKustomize(opts = {}) {
  const env = opts.env ?? process.env;
  if (opts.kustomize) return explicit("kustomize", opts.kustomize, "the kustomize option");
  if (env.PRUNE_GUARD_KUSTOMIZE) return explicit("kustomize", env.PRUNE_GUARD_KUSTOMIZE, "PRUNE_GUARD_KUSTOMIZE");
  const searched = ["option kustomize-path", "PRUNE_GUARD_KUSTOMIZE", "kustomize on PATH", "kubectl on PATH"];
  const k = onPath("kustomize", env);
  if (k) return { name: "kustomize", command: k, prefixArgs: [], origin: "PATH" };
  const kc = onPath("kubectl", env);
  if (kc) return { name: "kustomize", command: kc, prefixArgs: ["kustomize"], origin: "PATH (kubectl kustomize)" };
  const dev = devToolsDir();
  searched.push(dev ? join2(dev, "kubectl") : ".tools/bin/kubectl (npm run tools)");
  if (dev && isExecutable(join2(dev, "kubectl"))) {
    return { name: "kustomize", command: join2(dev, "kubectl"), prefixArgs: ["kustomize"], origin: dev };
  }
  throw new MissingBinaryError("kustomize", searched);
}
var Toolbox = class {
  constructor(opts, runner, probeTimeoutMs = PROBE_TIMEOUT_MS) {
    this.opts = opts;
    this.runner = runner;
    this.probeTimeoutMs = probeTimeoutMs;
  }
  opts;
  runner;
  probeTimeoutMs;
  /** Resolution per tool, started by the first helm()/kustomize() or by prefetch(). */
  #tools = /* @__PURE__ */ new Map();
  /** Version probe per tool, started with its resolution. */
  #probes = /* @__PURE__ */ new Map();
  /** Tools a render asked for: only these are reported (and waited for by settled()). */
  #asked = /* @__PURE__ */ new Set();
  versions = {};
  /** Versions known without a probe: these very binaries reported them before (render cache, pipeline/render-cache.ts). */
  known = {};
  /** Resolved once per run (concurrent callers share the resolution); the version arrives later (settled()). */
  helm() {
    return this.#use("helm");
  }
  kustomize() {
    return this.#use("kustomize");
  }
  /**
   * Starts resolving and probing a tool that a render is about to need (while its files are still being written).
   * Only helm()/kustomize() put a version into the report: a prefetched tool that no render asks for is not reported;
   * its failure surfaces, as before, at the first helm()/kustomize() call.
   */
  prefetch(tools) {
    for (const t of tools) this.#start(t).catch(() => {
    });
  }
  /**
   * The versions of every tool a render asked for, in `versions`, once their probes have ended. Rejects with
   * MissingBinaryError when a tool could not be started at all (an environment error, whatever the renders said).
   */
  async settled() {
    for (const t of [...this.#asked].sort()) this.versions[t] = await this.#probes.get(t);
    return this.versions;
  }
  #use(name) {
    this.#asked.add(name);
    return this.#start(name);
  }
  #start(name) {
    let tool = this.#tools.get(name);
    if (!tool) {
      let probe;
      try {
        const t = name === "helm" ? resolveHelm(this.opts) : resolveKustomize(this.opts);
        tool = Promise.resolve(t);
        probe = this.known[name] !== void 0 ? Promise.resolve(this.known[name]) : this.#probeVersion(t);
      } catch (e) {
        tool = Promise.reject(e);
        probe = Promise.reject(e);
      }
      probe.catch(() => {
      });
      this.#tools.set(name, tool);
      this.#probes.set(name, probe);
    }
    return tool;
  }
  #probeVersion(tool) {
    if (tool.name === "helm") return probeVersion(this.runner, tool, ["version", "--short"], parseHelmVersion, this.probeTimeoutMs);
    return tool.prefixArgs.length > 0 ? probeVersion(this.runner, { ...tool, prefixArgs: [] }, ["version", "--client"], parseKustomizeVersion, this.probeTimeoutMs) : probeVersion(this.runner, tool, ["version"], parseKustomizeVersion, this.probeTimeoutMs);
  }
};
function likelyTools(sources2, has) {
  const out = /* @__PURE__ */ new Set();
  for (const s of sources2) {
    if (s.chart) continue;
    const dir = s.path.replace(/^\.\/?/, "").replace(/\/$/, "");
    const at = (f4) => has(dir === "" || dir === "." ? f4 : `${dir}/${f4}`);
    const kustomization = at("kustomization.yaml") || at("kustomization.yml") || at("Kustomization");
    if (s.kustomize !== void 0 || s.helm === void 0 && kustomization) out.add("kustomize");
    else if (s.helm !== void 0 || at("Chart.yaml")) out.add("helm");
  }
  return out;
}
var PROBE_TIMEOUT_MS = 3e4;
async function probeVersion(runner, tool, args, parse2, timeoutMs) {
  let reason = "";
  for (const t of [timeoutMs, timeoutMs * 2]) {
    try {
      const r = await runner.run(tool, args, { cwd: process.cwd(), timeoutMs: t });
      const v = parse2(r.stdout);
      if (r.code === 0 && v) return v;
      reason = `\`${tool.name} ${args.join(" ")}\` exited ${r.code}${v ? "" : " without a version"}`;
    } catch (e) {
      const message2 = e instanceof Error ? e.message : String(e);
      if (/could not be started/.test(message2)) throw new MissingBinaryError(tool.name, [tool.command], `${message2}. Fix the path or install ${tool.name}.`);
      reason = message2;
    }
  }
  return `unknown (version probe failed twice: ${reason})`;
}
function parseHelmVersion(out) {
  return /v?(\d+\.\d+\.\d+)/.exec(out)?.[1];
}
function parseKustomizeVersion(out) {
  const m = /Kustomize Version:\s*v?(\d+\.\d+\.\d+)/.exec(out) ?? /kustomize\/v(\d+\.\d+\.\d+)/.exec(out) ?? /v?(\d+\.\d+\.\d+)/.exec(out);
  return m?.[1];
}

// src/pipeline/shard.ts
function parseShard(text3) {
  const m = /^(\d+)\/(\d+)$/.exec(text3.trim());
  const index2 = m ? Number(m[1]) : NaN;
  const count2 = m ? Number(m[2]) : NaN;
  if (!m || count2 < 1 || index2 < 1 || index2 > count2) {
    throw new UsageError(`--shard '${text3}' is not valid: use i/n with 1 <= i <= n, e.g. --shard 2/4.`);
  }
  return { index: index2, count: count2 };
}
function shardOf(id, count2) {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h % count2 + 1;
}
function inShard(shard) {
  return shard ? (id) => shardOf(id, shard.count) === shard.index : () => true;
}

// src/pipeline/lifecycle.ts
import { rmSync } from "node:fs";
import { rm } from "node:fs/promises";
var cleanups = /* @__PURE__ */ new Set();
var installed = false;
function onExit(fn) {
  cleanups.add(fn);
  return () => {
    cleanups.delete(fn);
  };
}
function shutdown() {
  killAllRenderers();
  for (const fn of [...cleanups]) {
    try {
      fn();
    } catch {
    }
  }
  cleanups.clear();
}
var SIGNALS = [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129]
];
function installExitHandlers(write2 = (l) => process.stderr.write(l + "\n")) {
  if (installed) return;
  installed = true;
  process.on("exit", shutdown);
  for (const [signal, code18] of SIGNALS) {
    process.on(signal, () => {
      shutdown();
      write2(`prune-guard: stopped by ${signal}; renderers killed, scratch files removed.`);
      process.exit(code18);
    });
  }
  const crash = (e) => {
    shutdown();
    write2(`prune-guard: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    process.exit(2);
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
}
function scratchFolder(dir, log, removeDir = (d) => rm(d, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })) {
  const forget = onExit(() => rmSync(dir, { recursive: true, force: true }));
  let removal;
  return {
    remove: (before) => removal ??= (async () => {
      try {
        await before?.();
        await removeDir(dir);
        forget();
      } catch (e) {
        log(`scratch folder not removed yet (${e instanceof Error ? e.message : String(e)}); it is removed when the process exits`);
      }
    })()
  };
}

// src/lib/version.ts
var VERSION = "0.1.0";

// src/pipeline/analyze.ts
import { mkdtempSync as mkdtempSync5 } from "node:fs";
import { availableParallelism } from "node:os";
import { join as join27 } from "node:path";

// src/lib/go/path-match.ts
var BadPattern = class extends Error {
};
var enc = new TextEncoder();
var SLASH = 47;
var BACKSLASH = 92;
function decodeRune(b, i) {
  if (i >= b.length) return [65533, 0];
  const c = b[i];
  if (c < 128) return [c, 1];
  const need = c >= 240 ? 3 : c >= 224 ? 2 : 1;
  if (i + need >= b.length) return [65533, 1];
  let r = c & (need === 1 ? 31 : need === 2 ? 15 : 7);
  for (let k = 1; k <= need; k++) r = r << 6 | b[i + k] & 63;
  return [r, need + 1];
}
function scanChunk(p) {
  let star = false;
  while (p.length > 0 && p[0] === 42) {
    p = p.subarray(1);
    star = true;
  }
  let inrange = false;
  let i = 0;
  for (; i < p.length; i++) {
    const c = p[i];
    if (c === BACKSLASH) {
      if (i + 1 < p.length) i++;
    } else if (c === 91) inrange = true;
    else if (c === 93) inrange = false;
    else if (c === 42 && !inrange) break;
  }
  return { star, chunk: p.subarray(0, i), rest: p.subarray(i) };
}
function getEsc(chunk) {
  if (chunk.length === 0 || chunk[0] === 45 || chunk[0] === 93) throw new BadPattern();
  if (chunk[0] === BACKSLASH) {
    chunk = chunk.subarray(1);
    if (chunk.length === 0) throw new BadPattern();
  }
  const [r, n] = decodeRune(chunk, 0);
  if (r === 65533 && n === 1) throw new BadPattern();
  const rest = chunk.subarray(n);
  if (rest.length === 0) throw new BadPattern();
  return [r, rest];
}
function matchChunk(chunk, s) {
  let failed3 = false;
  while (chunk.length > 0) {
    if (!failed3 && s.length === 0) failed3 = true;
    switch (chunk[0]) {
      case 91: {
        let r = 0;
        if (!failed3) {
          const [rr, n] = decodeRune(s, 0);
          r = rr;
          s = s.subarray(n);
        }
        chunk = chunk.subarray(1);
        let negated = false;
        if (chunk.length > 0 && chunk[0] === 94) {
          negated = true;
          chunk = chunk.subarray(1);
        }
        let match = false;
        let nrange = 0;
        for (; ; ) {
          if (chunk.length > 0 && chunk[0] === 93 && nrange > 0) {
            chunk = chunk.subarray(1);
            break;
          }
          let lo;
          [lo, chunk] = getEsc(chunk);
          let hi = lo;
          if (chunk[0] === 45) [hi, chunk] = getEsc(chunk.subarray(1));
          if (lo <= r && r <= hi) match = true;
          nrange++;
        }
        if (match === negated) failed3 = true;
        break;
      }
      case 63:
        if (!failed3) {
          if (s[0] === SLASH) failed3 = true;
          const [, n] = decodeRune(s, 0);
          s = s.subarray(n);
        }
        chunk = chunk.subarray(1);
        break;
      default:
        if (chunk[0] === BACKSLASH) {
          chunk = chunk.subarray(1);
          if (chunk.length === 0) throw new BadPattern();
        }
        if (!failed3) {
          if (chunk[0] !== s[0]) failed3 = true;
          s = s.subarray(1);
        }
        chunk = chunk.subarray(1);
    }
  }
  return failed3 ? void 0 : s;
}
function pathMatch(pattern, name) {
  pattern: while (pattern.length > 0) {
    const { star, chunk, rest } = scanChunk(pattern);
    pattern = rest;
    if (star && chunk.length === 0) return !name.includes(SLASH);
    const t = matchChunk(chunk, name);
    if (t !== void 0 && (t.length === 0 || pattern.length > 0)) {
      name = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < name.length && name[i] !== SLASH; i++) {
        const t2 = matchChunk(chunk, name.subarray(i + 1));
        if (t2 !== void 0) {
          if (pattern.length === 0 && t2.length > 0) continue;
          name = t2;
          continue pattern;
        }
      }
    }
    while (pattern.length > 0) {
      const next = scanChunk(pattern);
      pattern = next.rest;
      matchChunk(next.chunk, new Uint8Array(0));
    }
    return false;
  }
  return name.length === 0;
}
function goPathMatch(pattern, name) {
  try {
    return pathMatch(enc.encode(pattern), enc.encode(name));
  } catch (e) {
    if (e instanceof BadPattern) return false;
    throw e;
  }
}

// src/gotemplate/sprig.ts
import { createHash } from "node:crypto";

// src/gotemplate/values.ts
var typed = /* @__PURE__ */ new WeakMap();
function tagType(v, goType) {
  typed.set(v, goType);
  return v;
}
function typedAs(v) {
  return typeof v === "object" && v !== null ? typed.get(v) : void 0;
}
function isMap(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function goScalarName(v) {
  switch (typeof v) {
    case "string":
      return "string";
    case "number":
      return "float64";
    case "bigint":
      return "int";
    case "boolean":
      return "bool";
  }
  return void 0;
}
function goTypeName(v) {
  if (v === void 0 || v === null) return "<nil>";
  return typedAs(v) ?? goScalarName(v) ?? (Array.isArray(v) ? "[]interface {}" : "map[string]interface {}");
}
function goKindName(v) {
  if (v === void 0 || v === null) return "invalid";
  return goScalarName(v) ?? (Array.isArray(v) ? "slice" : "map");
}
function formatFloat(f4) {
  if (Number.isNaN(f4)) return "NaN";
  if (f4 === Infinity) return "+Inf";
  if (f4 === -Infinity) return "-Inf";
  if (f4 === 0) return Object.is(f4, -0) ? "-0" : "0";
  const [mant, expStr] = f4.toExponential().split("e");
  const exp = Number(expStr);
  const neg = mant.startsWith("-");
  const digits = mant.replace("-", "").replace(".", "");
  const eprec = 6;
  let out;
  if (exp < -4 || exp >= eprec) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    out = `${m}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  } else if (exp < 0) {
    out = `0.${"0".repeat(-exp - 1)}${digits}`;
  } else if (digits.length <= exp + 1) {
    out = digits + "0".repeat(exp + 1 - digits.length);
  } else {
    out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  }
  return neg ? `-${out}` : out;
}
function goSprint(v) {
  if (v === void 0 || v === null) return "<nil>";
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return formatFloat(v);
    case "bigint":
      return v.toString();
    case "boolean":
      return v ? "true" : "false";
  }
  if (Array.isArray(v)) return `[${v.map(goSprint).join(" ")}]`;
  const m = v;
  return `map[${Object.keys(m).sort().map((k) => `${k}:${goSprint(m[k])}`).join(" ")}]`;
}
function goTruth(v) {
  if (v === void 0 || v === null) return false;
  switch (typeof v) {
    case "string":
      return v.length > 0;
    case "number":
      return v !== 0;
    case "bigint":
      return v !== 0n;
    case "boolean":
      return v;
  }
  if (Array.isArray(v)) return v.length > 0;
  return Object.keys(v).length > 0;
}
function deepCopy(v) {
  if (Array.isArray(v)) {
    const out = v.map(deepCopy);
    const t = typedAs(v);
    return t ? tagType(out, t) : out;
  }
  if (isMap(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepCopy(x);
    const t = typedAs(v);
    return t ? tagType(out, t) : out;
  }
  return v;
}
function goJson(v, opts = {}) {
  const esc2 = opts.escapeHtml !== false;
  const str3 = (s) => {
    let out = JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => c === "\u2028" ? "\\u2028" : "\\u2029");
    if (esc2) out = out.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    return out;
  };
  const walk4 = (x, pad2) => {
    if (x === void 0 || x === null) return "null";
    switch (typeof x) {
      case "string":
        return str3(x);
      case "number":
        if (!Number.isFinite(x)) throw new Error(`json: unsupported value: ${formatFloat(x)}`);
        return JSON.stringify(x);
      case "bigint":
        return x.toString();
      case "boolean":
        return String(x);
    }
    const inner = opts.indent !== void 0 ? pad2 + opts.indent : "";
    const nl = opts.indent !== void 0 ? "\n" : "";
    if (Array.isArray(x)) {
      if (x.length === 0) return "[]";
      return `[${nl}${x.map((e) => inner + walk4(e, inner)).join(`,${nl}`)}${nl}${pad2}]`;
    }
    const keys = Object.keys(x).sort();
    if (keys.length === 0) return "{}";
    const sep14 = opts.indent !== void 0 ? ": " : ":";
    const m = x;
    return `{${nl}${keys.map((k) => `${inner}${str3(k)}${sep14}${walk4(m[k], inner)}`).join(`,${nl}`)}${nl}${pad2}}`;
  };
  return walk4(v, "");
}
function goEmpty(v) {
  if (v === void 0 || v === null) return true;
  switch (typeof v) {
    case "string":
      return v.length === 0;
    case "number":
      return v === 0;
    case "bigint":
      return v === 0n;
    case "boolean":
      return !v;
  }
  return Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0;
}
function mergoMerge(dst, src, override) {
  for (const [k, s] of Object.entries(src)) {
    if (s === null || s === void 0) continue;
    const d = dst[k];
    if (isMap(s) && isMap(d)) mergoMerge(d, s, override);
    else if (d === void 0 || goEmpty(d) || override) dst[k] = deepCopy(s);
  }
  return dst;
}

// src/gotemplate/fmt.ts
function goQuote(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (c === 7) out += "\\a";
    else if (c === 8) out += "\\b";
    else if (c === 12) out += "\\f";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c === 9) out += "\\t";
    else if (c === 11) out += "\\v";
    else if (c < 32 || c === 127) out += `\\x${c.toString(16).padStart(2, "0")}`;
    else if (c >= 128 && c < 160) out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return `${out}"`;
}
function goSprintMany(args) {
  let out = "";
  args.forEach((a, i) => {
    if (i > 0 && typeof a !== "string" && typeof args[i - 1] !== "string") out += " ";
    out += goSprint(a);
  });
  return out;
}
function goSprintln(args) {
  return `${args.map(goSprint).join(" ")}
`;
}
var bad = (verb, v) => v === null || v === void 0 ? `%!${verb}(<nil>)` : `%!${verb}(${goTypeName(v)}=${goSprint(v)})`;
function pad(s, spec, numeric) {
  if (spec.width === void 0 || [...s].length >= spec.width) return s;
  const n = spec.width - [...s].length;
  if (spec.minus) return s + " ".repeat(n);
  if (spec.zero && numeric) {
    const sign = /^[+\- ]/.test(s) ? s[0] : "";
    return sign + "0".repeat(n) + s.slice(sign.length);
  }
  return " ".repeat(n) + s;
}
function fmtInt(v, verb, spec) {
  const neg = v < 0n;
  const abs = neg ? -v : v;
  let body;
  switch (verb) {
    case "x":
      body = (spec.sharp ? "0x" : "") + abs.toString(16);
      break;
    case "X":
      body = (spec.sharp ? "0X" : "") + abs.toString(16).toUpperCase();
      break;
    case "o":
      body = (spec.sharp ? "0" : "") + abs.toString(8);
      break;
    case "b":
      body = abs.toString(2);
      break;
    default:
      body = abs.toString();
  }
  if (spec.prec !== void 0) body = body.padStart(spec.prec, "0");
  const sign = neg ? "-" : spec.plus ? "+" : spec.space ? " " : "";
  return pad(sign + body, spec, spec.prec === void 0);
}
function fmtFloat(f4, verb, spec) {
  let body;
  const prec = spec.prec;
  if (!Number.isFinite(f4)) body = formatFloat(f4).replace("+", "");
  else if (verb === "f" || verb === "F") body = Math.abs(f4).toFixed(prec ?? 6);
  else if (verb === "e" || verb === "E") {
    body = Math.abs(f4).toExponential(prec ?? 6).replace(/e([+-])(\d)$/, "e$10$2");
    if (verb === "E") body = body.toUpperCase();
  } else if (prec === void 0) body = formatFloat(Math.abs(f4));
  else {
    body = Math.abs(f4).toPrecision(prec === 0 ? 1 : prec);
    if (body.includes("e")) body = body.replace(/\.?0+e/, "e").replace(/e([+-])(\d)$/, "e$10$2");
    else if (body.includes(".")) body = body.replace(/\.?0+$/, "");
  }
  if (verb === "G") body = body.toUpperCase();
  const neg = f4 < 0 || Object.is(f4, -0);
  const sign = neg ? "-" : spec.plus ? "+" : spec.space ? " " : "";
  return pad(sign + body, spec, Number.isFinite(f4));
}
function fmtOne(verb, v, spec) {
  if (verb === "T") return pad(goTypeName(v), spec, false);
  if (verb === "v") {
    if (typeof v === "number") return fmtFloat(v, "g", spec);
    if (typeof v === "bigint") return fmtInt(v, "d", spec);
    return pad(goSprint(v), spec, false);
  }
  if (Array.isArray(v)) {
    return pad(`[${v.map((e) => fmtOne(verb, e, { ...spec, width: void 0 })).join(" ")}]`, spec, false);
  }
  if (isMap(v)) {
    const parts = Object.keys(v).sort().map((k) => `${fmtOne(verb, k, { ...spec, width: void 0 })}:${fmtOne(verb, v[k], { ...spec, width: void 0 })}`);
    return pad(`map[${parts.join(" ")}]`, spec, false);
  }
  switch (verb) {
    case "s":
    case "q":
    case "x":
    case "X":
      if (typeof v === "string") {
        let s = spec.prec !== void 0 ? [...v].slice(0, spec.prec).join("") : v;
        if (verb === "q") s = goQuote(s);
        else if (verb === "x" || verb === "X") {
          s = Buffer.from(s, "utf8").toString("hex");
          if (verb === "X") s = s.toUpperCase();
        }
        return pad(s, spec, false);
      }
      if (typeof v === "bigint" && verb !== "s") {
        if (verb === "q") return pad(`'${String.fromCodePoint(Number(v))}'`, spec, false);
        return fmtInt(v, verb, spec);
      }
      return bad(verb, v);
    case "d":
    case "o":
    case "b":
      return typeof v === "bigint" ? fmtInt(v, verb, spec) : bad(verb, v);
    case "c":
      return typeof v === "bigint" ? pad(String.fromCodePoint(Number(v)), spec, false) : bad(verb, v);
    case "f":
    case "F":
    case "e":
    case "E":
    case "g":
    case "G":
      return typeof v === "number" ? fmtFloat(v, verb, spec) : bad(verb, v);
    case "t":
      return typeof v === "boolean" ? pad(String(v), spec, false) : bad(verb, v);
  }
  return bad(verb, v);
}
function goSprintf(format, args) {
  let out = "";
  let argi = 0;
  let i = 0;
  while (i < format.length) {
    const c = format[i];
    if (c !== "%") {
      out += c;
      i++;
      continue;
    }
    i++;
    const spec = { plus: false, minus: false, sharp: false, zero: false, space: false };
    for (; i < format.length; i++) {
      const f4 = format[i];
      if (f4 === "+") spec.plus = true;
      else if (f4 === "-") spec.minus = true;
      else if (f4 === "#") spec.sharp = true;
      else if (f4 === "0") spec.zero = true;
      else if (f4 === " ") spec.space = true;
      else break;
    }
    const num = () => {
      if (format[i] === "*") {
        i++;
        const a = args[argi++];
        return typeof a === "bigint" ? Number(a) : void 0;
      }
      const m = /^\d+/.exec(format.slice(i));
      if (!m) return void 0;
      i += m[0].length;
      return Number(m[0]);
    };
    spec.width = num();
    if (format[i] === ".") {
      i++;
      spec.prec = num() ?? 0;
    }
    const verb = format[i];
    if (verb === void 0) {
      out += "%!(NOVERB)";
      break;
    }
    i++;
    if (verb === "%") {
      out += "%";
      continue;
    }
    if (argi >= args.length) {
      out += `%!${verb}(MISSING)`;
      continue;
    }
    out += fmtOne(verb, args[argi++], spec);
  }
  if (argi < args.length) {
    out += `%!(EXTRA ${args.slice(argi).map((a) => a === null || a === void 0 ? "<nil>" : `${goTypeName(a)}=${goSprint(a)}`).join(", ")})`;
  }
  return out;
}

// src/gotemplate/lex.ts
var TemplateError = class extends Error {
};
var KEYWORDS = /* @__PURE__ */ new Set(["if", "else", "end", "range", "with", "define", "template", "block", "break", "continue"]);
var SPACE = /[ \t\r\n]/;
var ALNUM = /[\p{L}\p{Nd}_]/u;
function lex(src) {
  const items = [];
  let pos = 0;
  let trimNext = false;
  for (; ; ) {
    const open2 = src.indexOf("{{", pos);
    let text3 = src.slice(pos, open2 < 0 ? src.length : open2);
    if (trimNext) text3 = text3.replace(/^[ \t\r\n]+/, "");
    trimNext = false;
    let i = open2 + 2;
    const trimLeft = open2 >= 0 && src[i] === "-" && SPACE.test(src[i + 1] ?? "");
    if (trimLeft) text3 = text3.replace(/[ \t\r\n]+$/, "");
    if (text3) items.push({ kind: "text", text: text3 });
    if (open2 < 0) return items;
    if (trimLeft) i += 2;
    let j = i;
    while (trimLeft && SPACE.test(src[j] ?? "")) j++;
    if (src.startsWith("/*", j)) {
      const close = src.indexOf("*/", j + 2);
      if (close < 0) throw new TemplateError("unclosed comment");
      let k = close + 2;
      if (src.startsWith(" -}}", k) || src.startsWith("	-}}", k) || src.startsWith("\n-}}", k)) {
        trimNext = true;
        k += 4;
      } else if (src.startsWith("}}", k)) k += 2;
      else throw new TemplateError("comment ends before closing delimiter");
      pos = k;
      continue;
    }
    const toks = [];
    pos = lexAction(src, i, toks, () => trimNext = true);
    items.push({ kind: "action", toks });
  }
}
function lexAction(src, i, toks, onTrim) {
  let sp = false;
  let parens = 0;
  const push = (type, val) => {
    toks.push({ type, val, sp });
    sp = false;
  };
  for (; ; ) {
    if (i >= src.length) throw new TemplateError("unclosed action");
    const c = src[i];
    if (SPACE.test(c)) {
      let j = i;
      while (SPACE.test(src[j] ?? "")) j++;
      if (src[j] === "-" && src.startsWith("}}", j + 1)) {
        onTrim();
        push("end", "");
        return j + 3;
      }
      sp = true;
      i = j;
      continue;
    }
    if (src.startsWith("}}", i)) {
      if (parens > 0) throw new TemplateError("unclosed left paren");
      push("end", "");
      return i + 2;
    }
    if (c === "|") push("pipe", c);
    else if (c === "(") {
      parens++;
      push("lparen", c);
    } else if (c === ")") {
      if (--parens < 0) throw new TemplateError("unexpected right paren");
      push("rparen", c);
    } else if (c === ",") push("comma", c);
    else if (c === ":" && src[i + 1] === "=") {
      push("declare", ":=");
      i += 2;
      continue;
    } else if (c === "=") push("assign", c);
    else if (c === '"' || c === "`" || c === "'") {
      const end = scanQuoted(src, i, c);
      push(c === "'" ? "char" : "string", src.slice(i, end));
      i = end;
      continue;
    } else if (c === "$" || c === "." && !/[0-9]/.test(src[i + 1] ?? "")) {
      let j = i + 1;
      while (j < src.length && ALNUM.test(src[j])) j++;
      const word = src.slice(i, j);
      push(c === "$" ? "var" : word === "." ? "dot" : "field", word);
      i = j;
      continue;
    } else if (/[0-9+\-.]/.test(c)) {
      const m = /^[+-]?(?:0[xX][0-9a-fA-F_]*(?:\.[0-9a-fA-F_]*)?(?:[pP][+-]?[0-9_]+)?|0[oObB][0-9_]+|[0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9_]+)?)i?/.exec(
        src.slice(i)
      );
      const text3 = m?.[0] ?? "";
      if (!/[0-9]/.test(text3) || ALNUM.test(src[i + text3.length] ?? "")) throw new TemplateError(`bad number syntax: "${src.slice(i, i + text3.length + 1)}"`);
      push("number", text3);
      i += text3.length;
      continue;
    } else if (ALNUM.test(c)) {
      let j = i;
      while (j < src.length && ALNUM.test(src[j])) j++;
      const word = src.slice(i, j);
      push(word === "true" || word === "false" ? "bool" : word === "nil" ? "nil" : "ident", word);
      i = j;
      continue;
    } else throw new TemplateError(`unrecognized character in action: ${JSON.stringify(c)}`);
    i++;
  }
}
function scanQuoted(src, i, q) {
  let j = i + 1;
  for (; ; ) {
    const c = src[j];
    if (c === void 0 || q !== "`" && c === "\n") throw new TemplateError(q === "`" ? "unterminated raw quoted string" : "unterminated quoted string");
    if (c === "\\" && q !== "`") j += 2;
    else if (c === q) return j + 1;
    else j++;
  }
}
function unquote(text3) {
  if (text3.startsWith("`")) return text3.slice(1, -1).replace(/\r/g, "");
  const body = text3.slice(1, -1);
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_, e) => {
    const simple = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "	", v: "\v", "\\": "\\", '"': '"', "'": "'" };
    if (e.length === 1) {
      if (simple[e] === void 0) throw new TemplateError(`invalid syntax in ${text3}`);
      return simple[e];
    }
    if (/^[0-7]{3}$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return String.fromCodePoint(parseInt(e.slice(1), 16));
  });
}
function parseNumber(text3) {
  if (text3.endsWith("i")) throw new TemplateError(`complex constants are not supported: ${text3}`);
  const clean2 = text3.replace(/_/g, "");
  const neg = clean2.startsWith("-");
  const body = clean2.replace(/^[+-]/, "");
  const isHex = /^0[xX]/.test(body);
  if (!isHex && /[.eE]/.test(body) || isHex && /[.pP]/.test(body)) {
    const f4 = Number(clean2);
    if (Number.isNaN(f4)) throw new TemplateError(`illegal number syntax: "${text3}"`);
    return { value: f4 };
  }
  const radix = /^0[oO]/.test(body) ? "0o" : /^0[bB]/.test(body) ? "0b" : "";
  const digits = radix ? body.slice(2) : /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body;
  const v = BigInt(radix + digits);
  return { value: neg ? -v : v };
}

// src/gotemplate/builtins.ts
var UnsupportedFunction = class extends Error {
  constructor(fn, why = "is not evaluated offline") {
    super(`template function "${fn}" ${why}`);
    this.fn = fn;
  }
  fn;
};
var kindOf2 = (v) => v === void 0 || v === null ? "invalid" : typeof v === "boolean" ? "bool" : typeof v === "bigint" ? "int" : typeof v === "number" ? "float" : typeof v === "string" ? "string" : "other";
function eq2(args) {
  const [a, ...rest] = args;
  if (rest.length === 0) throw new TemplateError("error calling eq: missing argument for comparison");
  const k1 = kindOf2(a);
  for (const b of rest) {
    const k2 = kindOf2(b);
    if (k1 !== k2) {
      if (k1 !== "invalid" && k2 !== "invalid") throw new TemplateError("error calling eq: incompatible types for comparison");
      continue;
    }
    if (k1 === "other") throw new TemplateError(`error calling eq: non-comparable type ${goSprint(b)}: ${goTypeName(b)}`);
    if (k1 === "invalid" || a === b) return true;
  }
  return false;
}
function lt(name, a, b) {
  const k1 = kindOf2(a);
  const k2 = kindOf2(b);
  if (k1 === "invalid" || k1 === "bool" || k1 === "other" || k2 === "invalid" || k2 === "bool" || k2 === "other") {
    throw new TemplateError(`error calling ${name}: invalid type for comparison`);
  }
  if (k1 !== k2) throw new TemplateError(`error calling ${name}: incompatible types for comparison`);
  return a < b;
}
function index(args) {
  let item = args[0];
  if (item === void 0 || item === null) throw new TemplateError("error calling index: index of untyped nil");
  for (const ix of args.slice(1)) {
    if (Array.isArray(item)) {
      if (typeof ix !== "bigint") throw new TemplateError(`error calling index: cannot index slice/array with type ${goTypeName(ix)}`);
      if (ix < 0n || ix >= BigInt(item.length)) throw new TemplateError(`error calling index: index out of range: ${ix}`);
      item = item[Number(ix)];
    } else if (isMap(item)) {
      if (typeof ix !== "string") throw new TemplateError(`error calling index: value has type ${goTypeName(ix)}; should be string`);
      item = Object.prototype.hasOwnProperty.call(item, ix) ? item[ix] : typedAs(item) === "map[string]string" ? "" : null;
    } else if (typeof item === "string") {
      if (typeof ix !== "bigint") throw new TemplateError(`error calling index: cannot index slice/array with type ${goTypeName(ix)}`);
      const bytes = Buffer.from(item, "utf8");
      if (ix < 0n || ix >= BigInt(bytes.length)) throw new TemplateError(`error calling index: index out of range: ${ix}`);
      item = BigInt(bytes[Number(ix)]);
    } else if (item === void 0 || item === null) throw new TemplateError("error calling index: index of nil pointer");
    else throw new TemplateError(`error calling index: can't index item of type ${goTypeName(item)}`);
  }
  return item;
}
function len(v) {
  if (typeof v === "string") return BigInt(Buffer.byteLength(v, "utf8"));
  if (Array.isArray(v)) return BigInt(v.length);
  if (isMap(v)) return BigInt(Object.keys(v).length);
  if (v === void 0 || v === null) throw new TemplateError("error calling len: len of nil pointer");
  throw new TemplateError(`error calling len: len of type ${goTypeName(v)}`);
}
var evalArgs = (args) => args.length === 1 && typeof args[0] === "string" ? args[0] : goSprintMany(args);
var BUILTINS = /* @__PURE__ */ new Map([
  ["not", { min: 1, max: 1, raw: true, fn: ([v]) => !goTruth(v) }],
  ["len", { min: 1, max: 1, raw: true, fn: ([v]) => len(v) }],
  ["index", { min: 1, raw: true, fn: (a) => index(a) }],
  ["print", { min: 0, fn: (a) => goSprintMany(a) }],
  ["println", { min: 0, fn: (a) => goSprintln(a) }],
  ["printf", { min: 1, fn: ([f4, ...a]) => goSprintf(requireString(f4, "printf"), a) }],
  ["eq", { min: 1, raw: true, fn: (a) => eq2(a) }],
  ["ne", { min: 2, max: 2, raw: true, fn: (a) => !eq2(a) }],
  ["lt", { min: 2, max: 2, raw: true, fn: ([a, b]) => lt("lt", a, b) }],
  ["le", { min: 2, max: 2, raw: true, fn: ([a, b]) => lt("le", a, b) || eq2([a, b]) }],
  ["gt", { min: 2, max: 2, raw: true, fn: ([a, b]) => !(lt("gt", a, b) || eq2([a, b])) }],
  ["ge", { min: 2, max: 2, raw: true, fn: ([a, b]) => !lt("ge", a, b) }],
  [
    "html",
    {
      min: 0,
      fn: (a) => evalArgs(a).replace(/[&'<>"\0]/g, (c) => ({ "&": "&amp;", "'": "&#39;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "\0": "\uFFFD" })[c])
    }
  ],
  [
    "js",
    {
      min: 0,
      fn: (a) => goQuote(evalArgs(a)).slice(1, -1).replace(/'/g, "\\'").replace(/[<>&=]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).toUpperCase()}`)
    }
  ],
  [
    "urlquery",
    {
      min: 0,
      fn: (a) => encodeURIComponent(evalArgs(a)).replace(/%20/g, "+").replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    }
  ],
  [
    "slice",
    {
      min: 1,
      raw: true,
      fn: () => {
        throw new UnsupportedFunction("slice");
      }
    }
  ],
  [
    "call",
    {
      min: 1,
      raw: true,
      fn: () => {
        throw new UnsupportedFunction("call");
      }
    }
  ],
  ["and", { min: 1, raw: true, fn: () => void 0 }],
  ["or", { min: 1, raw: true, fn: () => void 0 }]
]);
function requireString(v, fn) {
  if (typeof v === "string") return v;
  if (v === void 0 || v === null) throw new TemplateError(`error calling ${fn}: invalid value; expected string`);
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected string; got ${goTypeName(v)}`);
}

// src/gotemplate/parse.ts
function parseTemplate2(src, isFunc) {
  const items = lex(src);
  const defines = /* @__PURE__ */ new Map();
  let idx = 0;
  let rangeDepth = 0;
  const list3 = (stops) => {
    const nodes = [];
    while (idx < items.length) {
      const it = items[idx++];
      if (it.kind === "text") {
        nodes.push({ t: "text", text: it.text });
        continue;
      }
      const toks = it.toks;
      const first = toks[0];
      if (first.type === "end") throw new TemplateError("missing value for command");
      const kw = first.type === "ident" && KEYWORDS.has(first.val) ? first.val : void 0;
      if (kw === "end" || kw === "else") {
        if (!stops.includes(kw)) throw new TemplateError(`unexpected {{${kw}}}`);
        return { nodes, stop: kw, toks: toks.slice(1) };
      }
      if (kw) nodes.push(control(kw, toks.slice(1)));
      else nodes.push({ t: "action", pipe: pipeline(new Cursor(toks), "command", false) });
    }
    if (stops.length > 0) throw new TemplateError("unexpected EOF");
    return { nodes };
  };
  const control = (kw, toks) => {
    const cur = new Cursor(toks);
    if (kw === "break" || kw === "continue") {
      if (rangeDepth === 0) throw new TemplateError(`{{${kw}}} outside {{range}}`);
      cur.expectEnd(kw);
      return { t: kw };
    }
    if (kw === "template" || kw === "define" || kw === "block") {
      const nameTok = cur.next();
      if (nameTok.type !== "string") throw new TemplateError(`unexpected ${nameTok.val || "end"} in ${kw} clause`);
      const name = unquote(nameTok.val);
      if (kw === "define") {
        cur.expectEnd(kw);
        const body2 = list3(["end"]);
        new Cursor(body2.toks).expectEnd("end");
        defines.set(name, body2.nodes);
        return { t: "text", text: "" };
      }
      let pipe2;
      if (cur.peek().type === "end") cur.next();
      else pipe2 = pipeline(cur, kw, false);
      if (kw === "block") {
        const body2 = list3(["end"]);
        new Cursor(body2.toks).expectEnd("end");
        defines.set(name, body2.nodes);
      }
      return { t: "template", name, ...pipe2 ? { pipe: pipe2 } : {} };
    }
    const t = kw;
    const pipe = pipeline(cur, t, t === "range");
    if (t === "range") rangeDepth++;
    const body = list3(["end", "else"]);
    if (t === "range") rangeDepth--;
    const node = { t, pipe, list: body.nodes };
    if (body.stop === "else") {
      const rest = body.toks;
      if (rest[0]?.type === "ident" && (rest[0].val === "if" || rest[0].val === "with") && t !== "range") {
        node.elseList = [control(rest[0].val, rest.slice(1))];
      } else {
        new Cursor(rest).expectEnd("else");
        const els = list3(["end"]);
        node.elseList = els.nodes;
        new Cursor(els.toks).expectEnd("end");
      }
    } else new Cursor(body.toks).expectEnd("end");
    return node;
  };
  const pipeline = (cur, context, allowTwoVars) => {
    const pipe = { decl: [], isAssign: false, cmds: [] };
    if (cur.peek().type === "var") {
      const save = cur.pos;
      const v = cur.next();
      const nx = cur.peek();
      if (nx.type === "declare" || nx.type === "assign") {
        cur.next();
        pipe.decl.push(v.val);
        pipe.isAssign = nx.type === "assign";
      } else if (nx.type === "comma" && allowTwoVars) {
        cur.next();
        const v2 = cur.next();
        const op = cur.next();
        if (v2.type !== "var" || op.type !== "declare" && op.type !== "assign") throw new TemplateError(`range can only initialize variables`);
        pipe.decl.push(v.val, v2.val);
        pipe.isAssign = op.type === "assign";
      } else cur.pos = save;
    }
    for (; ; ) {
      const p = cur.peek();
      if (p.type === "end" || p.type === "rparen") {
        if (pipe.cmds.length === 0) throw new TemplateError(`missing value for ${context}`);
        if (p.type === "end") cur.next();
        return pipe;
      }
      pipe.cmds.push(command(cur));
      if (cur.peek().type === "pipe") {
        cur.next();
        if (cur.peek().type === "end" || cur.peek().type === "rparen") throw new TemplateError("missing command after pipe");
      }
    }
  };
  const command = (cur) => {
    const args = [];
    for (; ; ) {
      const p = cur.peek();
      if (p.type === "pipe" || p.type === "end" || p.type === "rparen") break;
      if (args.length > 0 && !p.sp && p.type !== "lparen") throw new TemplateError(`missing space?`);
      args.push(operand(cur));
    }
    if (args.length === 0) throw new TemplateError("empty command");
    return args;
  };
  const operand = (cur) => {
    let node = term(cur);
    if (cur.peek().type === "field" && !cur.peek().sp) {
      const idents = [];
      while (cur.peek().type === "field" && !cur.peek().sp) idents.push(cur.next().val.slice(1));
      if (node.t === "field") node = { t: "field", idents: [...node.idents, ...idents] };
      else if (node.t === "var") node = { t: "var", name: node.name, idents: [...node.idents, ...idents] };
      else if (node.t === "pipe" || node.t === "func" || node.t === "chain") node = { t: "chain", node, idents };
      else throw new TemplateError(`unexpected . after term`);
    }
    return node;
  };
  const term = (cur) => {
    const tok = cur.next();
    switch (tok.type) {
      case "ident":
        if (KEYWORDS.has(tok.val)) throw new TemplateError(`unexpected <${tok.val}> in command`);
        if (!isFunc(tok.val)) throw new TemplateError(`function "${tok.val}" not defined`);
        return { t: "func", name: tok.val };
      case "dot":
        return { t: "dot" };
      case "nil":
        return { t: "nil" };
      case "var":
        return { t: "var", name: tok.val, idents: [] };
      case "field":
        return { t: "field", idents: [tok.val.slice(1)] };
      case "bool":
        return { t: "bool", value: tok.val === "true" };
      case "number":
        return { t: "number", text: tok.val, ...parseNumber(tok.val) };
      case "char": {
        const s = unquote(`"${tok.val.slice(1, -1).replace(/"/g, '\\"')}"`);
        return { t: "number", text: tok.val, value: BigInt(s.codePointAt(0) ?? 0) };
      }
      case "string":
        return { t: "string", text: tok.val, value: unquote(tok.val) };
      case "lparen": {
        const pipe = pipeline(cur, "parenthesized pipeline", false);
        if (cur.next().type !== "rparen") throw new TemplateError("unclosed left paren");
        return { t: "pipe", pipe };
      }
    }
    throw new TemplateError(`unexpected "${tok.val || tok.type}" in operand`);
  };
  const root = list3([]);
  return { root: root.nodes, defines };
}
var Cursor = class {
  constructor(toks) {
    this.toks = toks;
  }
  toks;
  pos = 0;
  peek() {
    return this.toks[this.pos] ?? { type: "end", val: "", sp: false };
  }
  next() {
    const t = this.peek();
    if (this.pos < this.toks.length) this.pos++;
    return t;
  }
  expectEnd(context) {
    const t = this.next();
    if (t.type !== "end") throw new TemplateError(`unexpected "${t.val}" in ${context}`);
  }
};

// src/gotemplate/template.ts
var TemplateParseError = class extends TemplateError {
};
var MISSING = /* @__PURE__ */ Symbol("missing");
var Break = class {
};
var Continue = class {
};
function missingKeyOption(options) {
  let mk = "default";
  for (const o of Array.isArray(options) ? options : []) {
    const m = /^missingkey=(default|invalid|zero|error)$/.exec(String(o));
    if (!m) throw new TemplateError(`unrecognized option: ${String(o)}`);
    mk = m[1] === "invalid" ? "default" : m[1];
  }
  return mk;
}
var cache = /* @__PURE__ */ new Map();
function executeTemplate(src, data, opts) {
  const funcs = opts.funcs;
  const isFunc = (n) => funcs.has(n) || BUILTINS.has(n);
  let parsed = cache.get(src);
  if (!parsed) {
    try {
      parsed = parseTemplate2(src, isFunc);
    } catch (e) {
      if (e instanceof TemplateError) throw new TemplateParseError(e.message);
      throw e;
    }
    if (cache.size > 5e3) cache.clear();
    cache.set(src, parsed);
  }
  return new Exec(parsed, opts.missingKey ?? "default", funcs).run(data);
}
var Exec = class {
  constructor(tmpl, missingKey, funcs) {
    this.tmpl = tmpl;
    this.missingKey = missingKey;
    this.funcs = funcs;
    this.ctx = { missingKey, exec: (src, data) => executeTemplate(src, data, { missingKey, funcs }) };
  }
  tmpl;
  missingKey;
  funcs;
  vars = [];
  out = [];
  depth = 0;
  ctx;
  run(data) {
    this.vars = [{ name: "$", value: data }];
    this.walkList(data, this.tmpl.root);
    return this.out.join("");
  }
  walkList(dot, nodes) {
    for (const n of nodes) this.walk(dot, n);
  }
  walk(dot, n) {
    switch (n.t) {
      case "text":
        this.out.push(n.text);
        return;
      case "action": {
        const v = this.pipeline(dot, n.pipe);
        if (n.pipe.decl.length === 0) this.out.push(v === void 0 || v === null ? "<no value>" : goSprint(v));
        return;
      }
      case "break":
        throw new Break();
      case "continue":
        throw new Continue();
      case "template": {
        const body = this.tmpl.defines.get(n.name);
        if (!body) throw new TemplateError(`no such template "${n.name}"`);
        if (++this.depth > 1e3) throw new TemplateError("exceeded maximum template depth (1000)");
        const newDot = n.pipe ? this.pipeline(dot, n.pipe) : void 0;
        const saved = this.vars;
        this.vars = [{ name: "$", value: newDot }];
        try {
          this.walkList(newDot, body);
        } finally {
          this.vars = saved;
          this.depth--;
        }
        return;
      }
      case "if":
      case "with": {
        const mark = this.vars.length;
        const v = this.pipeline(dot, n.pipe);
        if (goTruth(v)) this.walkList(n.t === "with" ? v : dot, n.list);
        else if (n.elseList) this.walkList(dot, n.elseList);
        this.vars.length = mark;
        return;
      }
      case "range":
        return this.range(dot, n);
    }
  }
  range(dot, n) {
    const mark = this.vars.length;
    const val = this.pipeline(dot, n.pipe);
    const afterDecl = this.vars.length;
    const one = (index2, elem) => {
      const d = n.pipe.decl;
      if (d.length > 0) {
        if (n.pipe.isAssign) {
          this.setVar(d[0], d.length > 1 ? index2 : elem);
          if (d.length > 1) this.setVar(d[1], elem);
        } else {
          this.vars[afterDecl - d.length].value = d.length > 1 ? index2 : elem;
          if (d.length > 1) this.vars[afterDecl - 1].value = elem;
        }
      }
      try {
        this.walkList(elem, n.list);
      } catch (e) {
        if (e instanceof Break) return false;
        if (!(e instanceof Continue)) throw e;
      } finally {
        this.vars.length = afterDecl;
      }
      return true;
    };
    let any = false;
    if (Array.isArray(val)) {
      for (let i = 0; i < val.length; i++) {
        any = true;
        if (!one(BigInt(i), val[i])) break;
      }
    } else if (isMap(val)) {
      for (const k of Object.keys(val).sort()) {
        any = true;
        if (!one(k, val[k])) break;
      }
    } else if (typeof val === "bigint") {
      for (let i = 0n; i < val; i++) {
        any = true;
        if (!one(i, i)) break;
      }
    } else if (val !== void 0 && val !== null) throw new TemplateError(`range can't iterate over ${goSprint(val)}`);
    if (!any && n.elseList) this.walkList(dot, n.elseList);
    this.vars.length = mark;
  }
  setVar(name, value2) {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i].name === name) {
        this.vars[i].value = value2;
        return;
      }
    }
    throw new TemplateError(`undefined variable: ${name}`);
  }
  varValue(name) {
    for (let i = this.vars.length - 1; i >= 0; i--) if (this.vars[i].name === name) return this.vars[i].value;
    throw new TemplateError(`undefined variable: ${name}`);
  }
  pipeline(dot, pipe) {
    let value2 = MISSING;
    for (const cmd of pipe.cmds) {
      value2 = this.command(dot, cmd, value2);
      if (value2 === null) value2 = void 0;
    }
    if (pipe.decl.length > 0) {
      if (pipe.isAssign) this.setVar(pipe.decl[0], value2);
      else for (const d of pipe.decl) this.vars.push({ name: d, value: value2 });
    }
    return value2;
  }
  command(dot, cmd, final) {
    const first = cmd[0];
    const hasArgs = cmd.length > 1 || final !== MISSING;
    switch (first.t) {
      case "func":
        return this.call(dot, first.name, cmd.slice(1), final);
      case "field":
      case "var":
      case "chain":
        if (hasArgs) throw new TemplateError(`${describe2(first)} is not a method but has arguments`);
        return this.arg(dot, first);
      case "nil":
        throw new TemplateError("nil is not a command");
      default:
        if (hasArgs) throw new TemplateError(`can't give argument to non-function ${describe2(first)}`);
        return this.arg(dot, first);
    }
  }
  arg(dot, a) {
    switch (a.t) {
      case "dot":
        return dot;
      case "nil":
        return null;
      case "string":
      case "number":
      case "bool":
        return a.value;
      case "field":
        return this.chain(dot, a.idents, a);
      case "var":
        return this.chain(this.varValue(a.name), a.idents, a);
      case "pipe":
        return this.pipeline(dot, a.pipe);
      case "func":
        return this.call(dot, a.name, [], MISSING);
      case "chain":
        return this.chain(this.arg(dot, a.node), a.idents, a);
    }
  }
  chain(receiver, idents, node) {
    let v = receiver;
    for (const name of idents) v = this.field(v, name, node);
    return v;
  }
  field(receiver, name, node) {
    const at = `at <${describe2(node)}>`;
    if (receiver === void 0) {
      if (this.missingKey === "error") throw new TemplateError(`${at}: nil data; no entry for key "${name}"`);
      return void 0;
    }
    if (receiver === null) throw new TemplateError(`${at}: nil pointer evaluating interface {}.${name}`);
    if (isMap(receiver)) {
      if (Object.prototype.hasOwnProperty.call(receiver, name)) return receiver[name];
      if (this.missingKey === "error") throw new TemplateError(`${at}: map has no entry for key "${name}"`);
      if (this.missingKey === "zero" && typedAs(receiver) === "map[string]string") return "";
      return void 0;
    }
    throw new TemplateError(`${at}: can't evaluate field ${name} in type ${goTypeName(receiver)}`);
  }
  call(dot, name, argNodes, final) {
    const all = () => {
      const args2 = argNodes.map((n) => this.arg(dot, n));
      if (final !== MISSING) args2.push(final);
      return args2;
    };
    if ((name === "and" || name === "or") && !this.funcs.has(name)) {
      const n = argNodes.length + (final !== MISSING ? 1 : 0);
      if (n === 0) throw new TemplateError(`wrong number of args for ${name}: want at least 1 got 0`);
      let v;
      for (let i = 0; i < n; i++) {
        v = i < argNodes.length ? this.arg(dot, argNodes[i]) : final;
        if (goTruth(v) === (name === "or")) return v;
      }
      return v;
    }
    const f4 = this.funcs.get(name) ?? BUILTINS.get(name);
    if (!f4) throw new TemplateError(`function "${name}" not defined`);
    let args = all();
    if (args.length < f4.min || f4.max !== void 0 && args.length > f4.max) {
      const want = f4.max === void 0 ? `at least ${f4.min}` : String(f4.max === f4.min ? f4.min : `${f4.min}..${f4.max}`);
      throw new TemplateError(`wrong number of args for ${name}: want ${want} got ${args.length}`);
    }
    if (!f4.raw) args = args.map((a) => a === void 0 ? null : a);
    try {
      return f4.fn(args, this.ctx);
    } catch (e) {
      if (e instanceof UnsupportedFunction || e instanceof TemplateError) throw e;
      throw new TemplateError(`error calling ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
};
function describe2(a) {
  switch (a.t) {
    case "field":
      return `.${a.idents.join(".")}`;
    case "var":
      return [a.name, ...a.idents].join(".");
    case "chain":
      return `(${describe2(a.node)}).${a.idents.join(".")}`;
    case "func":
      return a.name;
    case "string":
    case "number":
      return a.text;
    case "bool":
      return String(a.value);
    case "dot":
      return ".";
    case "nil":
      return "nil";
    case "pipe":
      return "(...)";
  }
}

// src/gotemplate/sprig-collections.ts
function strval(v) {
  return typeof v === "string" ? v : goSprint(v);
}
function strslice(v) {
  if (v === null || v === void 0) return [];
  if (Array.isArray(v)) return v.filter((x) => x !== null && x !== void 0).map(strval);
  return [strval(v)];
}
function toInt64(v) {
  if (typeof v === "bigint") return v;
  if (typeof v === "number") return Number.isFinite(v) ? BigInt(Math.trunc(v)) : 0n;
  if (typeof v === "boolean") return v ? 1n : 0n;
  if (typeof v === "string") {
    const s = v.replace(/\.0*$/, "").replace(/_/g, "");
    const m = /^([+-]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]+|[1-9][0-9]*|0)$/.exec(s);
    if (!m) return 0n;
    const body = m[2];
    const n = /^0[0-7]+$/.test(body) ? BigInt(`0o${body.slice(1)}`) : BigInt(body);
    return m[1] === "-" ? -n : n;
  }
  return 0n;
}
function toFloat64(v) {
  if (typeof v === "number") return v;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "boolean") return v ? 1 : 0;
  if (typeof v === "string") {
    const t = v.trim();
    return t !== "" && !Number.isNaN(Number(t)) && t === v ? Number(t) : 0;
  }
  return 0;
}
var list2 = (v, fn) => {
  if (Array.isArray(v)) return v;
  throw new TemplateError(`error calling ${fn}: Cannot find ${fn} on type ${goTypeName(v)}`);
};
var dict = (v, fn) => {
  if (isMap(v)) return v;
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected map[string]interface {}; got ${goTypeName(v)}`);
};
var same2 = (a, b) => goTypeName(a) === goTypeName(b) && goJson(a) === goJson(b);
var f = (min, max, fn) => max === void 0 ? { min, fn } : { min, max, fn };
function dig(args) {
  const d = dict(args[args.length - 1], "dig");
  const def = args[args.length - 2];
  const keys = args.slice(0, -2).map((k) => requireString(k, "dig"));
  let cur = d;
  for (let i = 0; i < keys.length; i++) {
    if (!isMap(cur)) throw new TemplateError(`error calling dig: interface conversion: interface {} is ${goTypeName(cur)}, not map[string]interface {}`);
    if (!Object.prototype.hasOwnProperty.call(cur, keys[i])) return def;
    cur = cur[keys[i]];
  }
  return cur;
}
function until(start, stop, step) {
  const out = [];
  if (step === 0n) return out;
  for (let i = start; step > 0n ? i < stop : i > stop; i += step) out.push(i);
  return out;
}
function sliceOf(args) {
  const [l, ...ix] = args;
  const arr = list2(l, "slice");
  const a = ix.length > 0 ? Number(toInt64(ix[0])) : 0;
  const b = ix.length > 1 ? Number(toInt64(ix[1])) : arr.length;
  if (a < 0 || b > arr.length || a > b) throw new TemplateError(`error calling slice: slice bounds out of range [${a}:${b}]`);
  return arr.slice(a, b);
}
var COLLECTION_FUNCS = [
  ["int", f(1, 1, ([v]) => toInt64(v))],
  ["int64", f(1, 1, ([v]) => toInt64(v))],
  ["float64", f(1, 1, ([v]) => toFloat64(v))],
  ["add1", f(1, 1, ([v]) => toInt64(v) + 1n)],
  ["add", f(0, void 0, (a) => a.reduce((s, v) => s + toInt64(v), 0n))],
  ["sub", f(2, 2, ([a, b]) => toInt64(a) - toInt64(b))],
  ["mul", f(1, void 0, ([a, ...r]) => r.reduce((s, v) => s * toInt64(v), toInt64(a)))],
  [
    "div",
    f(2, 2, ([a, b]) => {
      const d = toInt64(b);
      if (d === 0n) throw new Error("runtime error: integer divide by zero");
      return toInt64(a) / d;
    })
  ],
  [
    "mod",
    f(2, 2, ([a, b]) => {
      const d = toInt64(b);
      if (d === 0n) throw new Error("runtime error: integer divide by zero");
      return toInt64(a) % d;
    })
  ],
  ["max", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v > m ? v : m))],
  ["biggest", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v > m ? v : m))],
  ["min", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v < m ? v : m))],
  ["maxf", f(1, void 0, (a) => Math.max(...a.map(toFloat64)))],
  ["minf", f(1, void 0, (a) => Math.min(...a.map(toFloat64)))],
  ["ceil", f(1, 1, ([v]) => Math.ceil(toFloat64(v)))],
  ["floor", f(1, 1, ([v]) => Math.floor(toFloat64(v)))],
  [
    "round",
    f(2, 3, ([v, p, half]) => {
      const pow = 10 ** Number(toInt64(p));
      const digit = half === void 0 ? 0.5 : toFloat64(half);
      const x = toFloat64(v) * pow;
      const r = x - Math.trunc(x) >= digit ? Math.ceil(x) : Math.floor(x);
      return r / pow;
    })
  ],
  ["until", f(1, 1, ([n]) => until(0n, toInt64(n), toInt64(n) >= 0n ? 1n : -1n))],
  ["untilStep", f(3, 3, ([a, b, c]) => until(toInt64(a), toInt64(b), toInt64(c)))],
  ["list", f(0, void 0, (a) => [...a])],
  ["tuple", f(0, void 0, (a) => [...a])],
  [
    "dict",
    f(0, void 0, (a) => {
      const out = {};
      for (let i = 0; i < a.length; i += 2) out[strval(a[i])] = i + 1 < a.length ? a[i + 1] : "";
      return out;
    })
  ],
  [
    "get",
    f(2, 2, ([d, k]) => {
      const m = dict(d, "get");
      const key2 = requireString(k, "get");
      return Object.prototype.hasOwnProperty.call(m, key2) ? m[key2] : "";
    })
  ],
  [
    "set",
    f(3, 3, ([d, k, v]) => {
      const m = dict(d, "set");
      m[requireString(k, "set")] = v;
      return m;
    })
  ],
  [
    "unset",
    f(2, 2, ([d, k]) => {
      const m = dict(d, "unset");
      delete m[requireString(k, "unset")];
      return m;
    })
  ],
  ["hasKey", f(2, 2, ([d, k]) => Object.prototype.hasOwnProperty.call(dict(d, "hasKey"), requireString(k, "hasKey")))],
  ["keys", f(0, void 0, (a) => tagType(a.flatMap((d) => Object.keys(dict(d, "keys"))).sort(), "[]string"))],
  [
    "values",
    f(1, 1, ([d]) => {
      const m = dict(d, "values");
      return Object.keys(m).sort().map((k) => m[k]);
    })
  ],
  [
    "pick",
    f(1, void 0, ([d, ...ks]) => {
      const m = dict(d, "pick");
      const out = {};
      for (const k of ks.map((x) => requireString(x, "pick"))) if (Object.prototype.hasOwnProperty.call(m, k)) out[k] = m[k];
      return out;
    })
  ],
  [
    "omit",
    f(1, void 0, ([d, ...ks]) => {
      const m = dict(d, "omit");
      const drop = new Set(ks.map((x) => requireString(x, "omit")));
      return Object.fromEntries(Object.entries(m).filter(([k]) => !drop.has(k)));
    })
  ],
  [
    "pluck",
    f(1, void 0, (a) => {
      const key2 = requireString(a[0], "pluck");
      return a.slice(1).map((d) => dict(d, "pluck")).filter((m) => Object.prototype.hasOwnProperty.call(m, key2)).map((m) => m[key2]);
    })
  ],
  ["merge", f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "merge"), false), dict(d, "merge")))],
  [
    "mustMerge",
    f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "mustMerge"), false), dict(d, "mustMerge")))
  ],
  [
    "mergeOverwrite",
    f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "mergeOverwrite"), true), dict(d, "mergeOverwrite")))
  ],
  [
    "mustMergeOverwrite",
    f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "x"), true), dict(d, "mustMergeOverwrite")))
  ],
  ["dig", f(3, void 0, (a) => dig(a))],
  ["first", f(1, 1, ([l]) => l === null ? null : list2(l, "first")[0] ?? null)],
  ["mustFirst", f(1, 1, ([l]) => l === null ? null : list2(l, "first")[0] ?? null)],
  ["last", f(1, 1, ([l]) => l === null ? null : list2(l, "last").at(-1) ?? null)],
  ["mustLast", f(1, 1, ([l]) => l === null ? null : list2(l, "last").at(-1) ?? null)],
  ["rest", f(1, 1, ([l]) => l === null ? null : list2(l, "rest").slice(1))],
  ["mustRest", f(1, 1, ([l]) => l === null ? null : list2(l, "rest").slice(1))],
  ["initial", f(1, 1, ([l]) => l === null ? null : list2(l, "initial").slice(0, -1))],
  ["mustInitial", f(1, 1, ([l]) => l === null ? null : list2(l, "initial").slice(0, -1))],
  ["append", f(2, 2, ([l, v]) => [...l === null ? [] : list2(l, "append"), v])],
  ["push", f(2, 2, ([l, v]) => [...l === null ? [] : list2(l, "push"), v])],
  ["mustAppend", f(2, 2, ([l, v]) => [...l === null ? [] : list2(l, "append"), v])],
  ["mustPush", f(2, 2, ([l, v]) => [...l === null ? [] : list2(l, "push"), v])],
  ["prepend", f(2, 2, ([l, v]) => [v, ...l === null ? [] : list2(l, "prepend")])],
  ["mustPrepend", f(2, 2, ([l, v]) => [v, ...l === null ? [] : list2(l, "prepend")])],
  ["concat", f(0, void 0, (a) => a.flatMap((l) => l === null ? [] : list2(l, "concat")))],
  ["reverse", f(1, 1, ([l]) => [...list2(l, "reverse")].reverse())],
  ["mustReverse", f(1, 1, ([l]) => [...list2(l, "reverse")].reverse())],
  ["uniq", f(1, 1, ([l]) => list2(l, "uniq").filter((v, i, arr) => arr.findIndex((x) => same2(x, v)) === i))],
  ["mustUniq", f(1, 1, ([l]) => list2(l, "uniq").filter((v, i, arr) => arr.findIndex((x) => same2(x, v)) === i))],
  ["compact", f(1, 1, ([l]) => list2(l, "compact").filter((v) => !goEmpty(v)))],
  ["mustCompact", f(1, 1, ([l]) => list2(l, "compact").filter((v) => !goEmpty(v)))],
  ["without", f(1, void 0, ([l, ...omit]) => list2(l, "without").filter((v) => !omit.some((o) => same2(o, v))))],
  ["mustWithout", f(1, void 0, ([l, ...omit]) => list2(l, "without").filter((v) => !omit.some((o) => same2(o, v))))],
  ["has", f(2, 2, ([needle, l]) => l === null ? false : list2(l, "has").some((v) => same2(v, needle)))],
  ["mustHas", f(2, 2, ([needle, l]) => l === null ? false : list2(l, "has").some((v) => same2(v, needle)))],
  ["slice", f(1, void 0, (a) => sliceOf(a))],
  ["mustSlice", f(1, void 0, (a) => sliceOf(a))],
  [
    "chunk",
    f(2, 2, ([n, l]) => {
      const size = Number(toInt64(n));
      const arr = list2(l, "chunk");
      const out = [];
      for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size));
      return out;
    })
  ],
  [
    "mustChunk",
    f(2, 2, ([n, l]) => {
      const size = Number(toInt64(n));
      const arr = list2(l, "mustChunk");
      const out = [];
      for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size));
      return out;
    })
  ]
];

// src/lib/go/regexp.ts
var GoRegexp = class _GoRegexp {
  constructor(re, expr) {
    this.re = re;
    this.expr = expr;
  }
  re;
  expr;
  static compile(expr) {
    try {
      return new _GoRegexp(RE2JS.compile(expr), expr);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new Error(msg.startsWith("error parsing regexp") ? msg : `error parsing regexp: ${msg}`);
    }
  }
  /** MatchString. */
  test(s) {
    return this.re.test(s);
  }
  /** The leftmost match at or after `from` (the whole input stays the context for `^`, `\b`, ...). */
  at(s, from) {
    const m = this.re.matcher(s);
    if (!m.find(from)) return void 0;
    const groups = [];
    for (let i = 0; i <= m.groupCount(); i++) groups.push(m.group(i));
    return { start: m.start(), end: m.end(), groups, named: m.getNamedGroups() };
  }
  /** FindString. */
  find(s) {
    return this.at(s, 0)?.groups[0] ?? "";
  }
  /** allMatches: at most n (n < 0: all); an empty match right after the previous match is skipped. */
  all(s, n) {
    const out = [];
    let prevEnd = -1;
    for (let pos = 0; (n < 0 || out.length < n) && pos <= s.length; ) {
      const m = this.at(s, pos);
      if (!m) break;
      let accept = true;
      if (m.end === pos) {
        if (m.start === prevEnd) accept = false;
        pos += runeWidth(s, pos);
      } else pos = m.end;
      prevEnd = m.end;
      if (accept) out.push(m);
    }
    return out;
  }
  /** ReplaceAllString (Expand templates) or ReplaceAllLiteralString. */
  replaceAll(s, tmpl, literal) {
    let out = "";
    let lastEnd = 0;
    for (let pos = 0; pos <= s.length; ) {
      const m = this.at(s, pos);
      if (!m) break;
      out += s.slice(lastEnd, m.start);
      if (m.end > lastEnd || m.start === 0) out += literal ? tmpl : expand(tmpl, m);
      lastEnd = m.end;
      const w = runeWidth(s, pos);
      pos = pos + w > m.end ? pos + w : pos + 1 > m.end ? pos + 1 : m.end;
    }
    return out + s.slice(lastEnd);
  }
  /** Split. */
  split(s, n) {
    if (n === 0) return null;
    if (this.expr.length > 0 && s === "") return [""];
    const out = [];
    let beg = 0;
    let end = 0;
    for (const m of this.all(s, n)) {
      if (n > 0 && out.length === n - 1) break;
      end = m.start;
      if (m.end !== 0) out.push(s.slice(beg, end));
      beg = m.end;
    }
    if (end !== s.length) out.push(s.slice(beg));
    return out;
  }
};
function runeWidth(s, i) {
  if (i >= s.length) return 1;
  const c = s.codePointAt(i);
  return c > 65535 ? 2 : 1;
}
function expand(template, m) {
  return template.replace(/\$(\$|\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))?/g, (_all, what, braced, bare) => {
    if (what === void 0) return "$";
    if (what === "$") return "$";
    const name = braced ?? bare;
    if (/^\d+$/.test(name)) return m.groups[Number(name)] ?? "";
    return m.named[name] ?? "";
  });
}
var cache2 = /* @__PURE__ */ new Map();
function goRegexp(expr) {
  let re = cache2.get(expr);
  if (!re) {
    re = GoRegexp.compile(expr);
    if (cache2.size > 1e3) cache2.clear();
    cache2.set(expr, re);
  }
  return re;
}

// src/gotemplate/sprig-text.ts
function title(s) {
  let prev = " ";
  let out = "";
  for (const ch of s) {
    const sep14 = /[\p{L}\p{Nd}_]/u.test(prev) ? false : /[\x00-\x7f]/.test(prev) ? true : /\s/u.test(prev);
    out += sep14 ? ch.toUpperCase() : ch;
    prev = ch;
  }
  return out;
}
function trimSet(s, cut2) {
  const set2 = new Set(cut2);
  const chars = [...s];
  let a = 0;
  let b = chars.length;
  while (a < b && set2.has(chars[a])) a++;
  while (b > a && set2.has(chars[b - 1])) b--;
  return chars.slice(a, b).join("");
}
function goSplit(s, sep14, n) {
  if (n === 0) return [];
  const parts = sep14 === "" ? [...s] : s.split(sep14);
  if (n > 0 && parts.length > n) return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep14)];
  return parts;
}
function pathClean(p) {
  if (p === "") return ".";
  const rooted = p.startsWith("/");
  const out = [];
  for (const seg2 of p.split("/")) {
    if (seg2 === "" || seg2 === ".") continue;
    if (seg2 === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!rooted) out.push("..");
    } else out.push(seg2);
  }
  const s = (rooted ? "/" : "") + out.join("/");
  return s === "" ? "." : s;
}
function pathBase(p) {
  if (p === "") return ".";
  const t = p.replace(/\/+$/, "");
  if (t === "") return "/";
  return t.slice(t.lastIndexOf("/") + 1);
}
function pathDir(p) {
  const i = p.lastIndexOf("/");
  return pathClean(p.slice(0, i + 1));
}

// src/gotemplate/sprig.ts
var I = (v, fn) => {
  if (typeof v === "bigint") return Number(v);
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected int; got ${goTypeName(v)}`);
};
function b64dec(s) {
  const bad2 = /[^A-Za-z0-9+/=]/.exec(s);
  if (bad2 || s.length % 4 !== 0 || /=[^=]/.test(s)) return `illegal base64 data at input byte ${bad2 ? bad2.index : s.length}`;
  return Buffer.from(s, "base64").toString("utf8");
}
var f2 = (min, max, fn) => max === void 0 ? { min, fn } : { min, max, fn };
var STRING_FUNCS = [
  ["hello", f2(0, 0, () => "Hello!")],
  ["trim", f2(1, 1, ([s]) => requireString(s, "trim").trim())],
  ["upper", f2(1, 1, ([s]) => requireString(s, "upper").toUpperCase())],
  ["lower", f2(1, 1, ([s]) => requireString(s, "lower").toLowerCase())],
  ["title", f2(1, 1, ([s]) => title(requireString(s, "title")))],
  ["untitle", f2(1, 1, ([s]) => requireString(s, "untitle").replace(/(^|\s)(\S)/g, (_, a, b) => a + b.toLowerCase()))],
  [
    "trunc",
    f2(2, 2, ([c, s]) => {
      const n = I(c, "trunc");
      const str3 = requireString(s, "trunc");
      if (n < 0 && str3.length + n > 0) return str3.slice(str3.length + n);
      if (n >= 0 && str3.length > n) return str3.slice(0, n);
      return str3;
    })
  ],
  [
    "substr",
    f2(3, 3, ([a, b, s]) => {
      const [start, end, str3] = [I(a, "substr"), I(b, "substr"), requireString(s, "substr")];
      if (start < 0) return str3.slice(0, end);
      if (end < 0 || end > str3.length) return str3.slice(start);
      return str3.slice(start, end);
    })
  ],
  ["repeat", f2(2, 2, ([c, s]) => requireString(s, "repeat").repeat(Math.max(0, I(c, "repeat"))))],
  ["trimAll", f2(2, 2, ([a, b]) => trimSet(requireString(b, "trimAll"), requireString(a, "trimAll")))],
  ["trimall", f2(2, 2, ([a, b]) => trimSet(requireString(b, "trimall"), requireString(a, "trimall")))],
  [
    "trimSuffix",
    f2(2, 2, ([a, b]) => requireString(b, "trimSuffix").endsWith(requireString(a, "trimSuffix")) && requireString(a, "trimSuffix") !== "" ? b.slice(0, -a.length) : b)
  ],
  ["trimPrefix", f2(2, 2, ([a, b]) => requireString(b, "trimPrefix").startsWith(requireString(a, "trimPrefix")) ? b.slice(a.length) : b)],
  ["nospace", f2(1, 1, ([s]) => requireString(s, "nospace").replace(/\s/gu, ""))],
  ["contains", f2(2, 2, ([a, b]) => requireString(b, "contains").includes(requireString(a, "contains")))],
  ["hasPrefix", f2(2, 2, ([a, b]) => requireString(b, "hasPrefix").startsWith(requireString(a, "hasPrefix")))],
  ["hasSuffix", f2(2, 2, ([a, b]) => requireString(b, "hasSuffix").endsWith(requireString(a, "hasSuffix")))],
  [
    "quote",
    f2(
      0,
      void 0,
      (a) => a.filter((x) => x !== null).map((x) => goQuote(strval(x))).join(" ")
    )
  ],
  [
    "squote",
    f2(
      0,
      void 0,
      (a) => a.filter((x) => x !== null).map((x) => `'${strval(x)}'`).join(" ")
    )
  ],
  [
    "cat",
    f2(
      0,
      void 0,
      (a) => a.filter((x) => x !== null).map(strval).join(" ")
    )
  ],
  ["indent", f2(2, 2, ([n, s]) => " ".repeat(I(n, "indent")) + requireString(s, "indent").replace(/\n/g, `
${" ".repeat(Number(n))}`))],
  ["nindent", f2(2, 2, ([n, s]) => `
${" ".repeat(I(n, "nindent"))}${requireString(s, "nindent").replace(/\n/g, `
${" ".repeat(Number(n))}`)}`)],
  ["replace", f2(3, 3, ([o, n, s]) => requireString(s, "replace").split(requireString(o, "replace")).join(requireString(n, "replace")))],
  ["plural", f2(3, 3, ([one, many, c]) => I(c, "plural") === 1 ? requireString(one, "plural") : requireString(many, "plural"))],
  ["sha1sum", f2(1, 1, ([s]) => createHash("sha1").update(requireString(s, "sha1sum"), "utf8").digest("hex"))],
  ["sha256sum", f2(1, 1, ([s]) => createHash("sha256").update(requireString(s, "sha256sum"), "utf8").digest("hex"))],
  ["toString", f2(1, 1, ([v]) => strval(v))],
  ["atoi", f2(1, 1, ([s]) => /^[+-]?\d+$/.test(requireString(s, "atoi")) ? BigInt(s) : 0n)],
  ["split", f2(2, 2, ([sep14, s]) => Object.fromEntries(goSplit(requireString(s, "split"), requireString(sep14, "split"), -1).map((p, i) => [`_${i}`, p])))],
  ["splitList", f2(2, 2, ([sep14, s]) => tagType(goSplit(requireString(s, "splitList"), requireString(sep14, "splitList"), -1), "[]string"))],
  ["splitn", f2(3, 3, ([sep14, n, s]) => Object.fromEntries(goSplit(requireString(s, "splitn"), requireString(sep14, "splitn"), I(n, "splitn")).map((p, i) => [`_${i}`, p])))],
  ["join", f2(2, 2, ([sep14, v]) => strslice(v).join(requireString(sep14, "join")))],
  ["sortAlpha", f2(1, 1, ([v]) => tagType([...strslice(v)].sort(), "[]string"))],
  ["toStrings", f2(1, 1, ([v]) => tagType(strslice(v), "[]string"))],
  ["default", f2(1, void 0, ([d, ...given]) => given.length === 0 || goEmpty(given[0]) ? d : given[0])],
  ["empty", f2(1, 1, ([v]) => goEmpty(v))],
  ["coalesce", f2(0, void 0, (a) => a.find((x) => !goEmpty(x)) ?? null)],
  ["all", f2(0, void 0, (a) => a.every((x) => !goEmpty(x)))],
  ["any", f2(0, void 0, (a) => a.some((x) => !goEmpty(x)))],
  [
    "ternary",
    f2(3, 3, ([t, e, c]) => {
      if (typeof c !== "boolean") throw new TemplateError(`error calling ternary: wrong type for value; expected bool; got ${goTypeName(c)}`);
      return c ? t : e;
    })
  ],
  ["fromJson", f2(1, 1, ([s]) => parseJsonOrNull(requireString(s, "fromJson")))],
  ["mustFromJson", f2(1, 1, ([s]) => JSON.parse(requireString(s, "mustFromJson")))],
  ["toJson", f2(1, 1, ([v]) => safe(() => goJson(v)))],
  ["mustToJson", f2(1, 1, ([v]) => goJson(v))],
  ["toRawJson", f2(1, 1, ([v]) => safe(() => goJson(v, { escapeHtml: false })))],
  ["mustToRawJson", f2(1, 1, ([v]) => goJson(v, { escapeHtml: false }))],
  ["toPrettyJson", f2(1, 1, ([v]) => safe(() => goJson(v, { indent: "  " })))],
  ["mustToPrettyJson", f2(1, 1, ([v]) => goJson(v, { indent: "  " }))],
  ["deepCopy", f2(1, 1, ([v]) => deepCopy(v))],
  ["mustDeepCopy", f2(1, 1, ([v]) => deepCopy(v))],
  ["typeOf", f2(1, 1, ([v]) => goTypeName(v))],
  ["typeIs", f2(2, 2, ([t, v]) => requireString(t, "typeIs") === goTypeName(v))],
  ["kindOf", f2(1, 1, ([v]) => goKindName(v))],
  ["kindIs", f2(2, 2, ([t, v]) => requireString(t, "kindIs") === goKindName(v))],
  ["deepEqual", f2(2, 2, ([a, b]) => goJson(a) === goJson(b) && goTypeName(a) === goTypeName(b))],
  ["b64enc", f2(1, 1, ([s]) => Buffer.from(requireString(s, "b64enc"), "utf8").toString("base64"))],
  ["b64dec", f2(1, 1, ([s]) => b64dec(requireString(s, "b64dec")))],
  [
    "fail",
    f2(1, 1, ([m]) => {
      throw new Error(requireString(m, "fail"));
    })
  ],
  ["regexMatch", f2(2, 2, ([r, s]) => safeBool(() => goRegexp(requireString(r, "regexMatch")).test(requireString(s, "regexMatch"))))],
  ["mustRegexMatch", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "mustRegexMatch")).test(requireString(s, "mustRegexMatch")))],
  ["regexFind", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "regexFind")).find(requireString(s, "regexFind")))],
  ["mustRegexFind", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "mustRegexFind")).find(requireString(s, "mustRegexFind")))],
  [
    "regexFindAll",
    f2(
      3,
      3,
      ([r, s, n]) => tagType(
        goRegexp(requireString(r, "regexFindAll")).all(requireString(s, "regexFindAll"), I(n, "regexFindAll")).map((m) => m.groups[0]),
        "[]string"
      )
    )
  ],
  [
    "mustRegexFindAll",
    f2(
      3,
      3,
      ([r, s, n]) => tagType(
        goRegexp(requireString(r, "mustRegexFindAll")).all(requireString(s, "mustRegexFindAll"), I(n, "mustRegexFindAll")).map((m) => m.groups[0]),
        "[]string"
      )
    )
  ],
  ["regexReplaceAll", f2(3, 3, ([r, s, t]) => goRegexp(requireString(r, "regexReplaceAll")).replaceAll(requireString(s, "regexReplaceAll"), requireString(t, "regexReplaceAll"), false))],
  [
    "mustRegexReplaceAll",
    f2(3, 3, ([r, s, t]) => goRegexp(requireString(r, "mustRegexReplaceAll")).replaceAll(requireString(s, "mustRegexReplaceAll"), requireString(t, "mustRegexReplaceAll"), false))
  ],
  [
    "regexReplaceAllLiteral",
    f2(3, 3, ([r, s, t]) => goRegexp(requireString(r, "regexReplaceAllLiteral")).replaceAll(requireString(s, "regexReplaceAllLiteral"), requireString(t, "regexReplaceAllLiteral"), true))
  ],
  ["mustRegexReplaceAllLiteral", f2(3, 3, ([r, s, t]) => goRegexp(requireString(r, "mustRegexReplaceAllLiteral")).replaceAll(requireString(s, "x"), requireString(t, "x"), true))],
  ["regexSplit", f2(3, 3, ([r, s, n]) => goRegexp(requireString(r, "regexSplit")).split(requireString(s, "regexSplit"), I(n, "regexSplit")))],
  ["mustRegexSplit", f2(3, 3, ([r, s, n]) => goRegexp(requireString(r, "mustRegexSplit")).split(requireString(s, "mustRegexSplit"), I(n, "mustRegexSplit")))],
  ["regexQuoteMeta", f2(1, 1, ([s]) => requireString(s, "regexQuoteMeta").replace(/[\\.+*?()|[\]{}^$]/g, "\\$&"))],
  ["base", f2(1, 1, ([p]) => pathBase(requireString(p, "base")))],
  ["osBase", f2(1, 1, ([p]) => pathBase(requireString(p, "osBase")))],
  ["dir", f2(1, 1, ([p]) => pathDir(requireString(p, "dir")))],
  ["osDir", f2(1, 1, ([p]) => pathDir(requireString(p, "osDir")))],
  ["clean", f2(1, 1, ([p]) => pathClean(requireString(p, "clean")))],
  ["osClean", f2(1, 1, ([p]) => pathClean(requireString(p, "osClean")))],
  ["ext", f2(1, 1, ([p]) => /\.[^./]*$/.exec(requireString(p, "ext"))?.[0] ?? "")],
  ["osExt", f2(1, 1, ([p]) => /\.[^./]*$/.exec(requireString(p, "osExt"))?.[0] ?? "")],
  ["isAbs", f2(1, 1, ([p]) => requireString(p, "isAbs").startsWith("/"))],
  ["osIsAbs", f2(1, 1, ([p]) => requireString(p, "osIsAbs").startsWith("/"))]
];
var UNSUPPORTED = [
  "ago",
  "date",
  "date_in_zone",
  "date_modify",
  "dateInZone",
  "dateModify",
  "duration",
  "durationRound",
  "htmlDate",
  "htmlDateInZone",
  "must_date_modify",
  "mustDateModify",
  "mustToDate",
  "now",
  "toDate",
  "unixEpoch",
  "abbrev",
  "abbrevboth",
  "initials",
  "randAlphaNum",
  "randAlpha",
  "randAscii",
  "randNumeric",
  "randSeededNumeric",
  "randInt",
  "randBytes",
  "shuffle",
  "uuidv4",
  "swapcase",
  "snakecase",
  "camelcase",
  "kebabcase",
  "wrap",
  "wrapWith",
  "toDecimal",
  "add1f",
  "addf",
  "subf",
  "divf",
  "mulf",
  "b32enc",
  "b32dec",
  "adler32sum",
  "bcrypt",
  "htpasswd",
  "genPrivateKey",
  "derivePassword",
  "buildCustomCert",
  "genCA",
  "genCAWithKey",
  "genSelfSignedCert",
  "genSelfSignedCertWithKey",
  "genSignedCert",
  "genSignedCertWithKey",
  "encryptAES",
  "decryptAES",
  "semver",
  "semverCompare",
  "urlParse",
  "urlJoin",
  "typeIsLike",
  "seq"
];
var SPRIG_FUNCS = new Map([
  ...STRING_FUNCS,
  ...COLLECTION_FUNCS,
  ...UNSUPPORTED.map((n) => [
    n,
    {
      min: 0,
      fn: () => {
        throw new UnsupportedFunction(n);
      }
    }
  ])
]);
function parseJsonOrNull(s) {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}
function safe(fn) {
  try {
    return fn();
  } catch {
    return "";
  }
}
function safeBool(fn) {
  try {
    return fn();
  } catch {
    return false;
  }
}

// src/argocd/appset/functions.ts
function sanitizeName(name) {
  let s = name.toLowerCase().replace(/[^-a-z0-9.]/gu, "-");
  if (s.length > 253) s = s.slice(0, 253);
  return s.replace(/^[-.]+|[-.]+$/g, "");
}
function slugifyName(args) {
  let maxSize = 50;
  let smart = true;
  let name = "";
  args.forEach((a, i) => {
    if (i === args.length - 1) {
      if (typeof a !== "string") throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not string`);
      name = a;
    } else if (i === 0) {
      if (typeof a !== "bigint") throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not int`);
      maxSize = Number(a);
    } else if (i === 1) {
      if (typeof a !== "boolean") throw new Error(`interface conversion: interface {} is ${goTypeName(a)}, not bool`);
      smart = a;
    }
  });
  let slug = sanitizeName(name).trim();
  if (!smart && slug.length >= maxSize) {
    if (maxSize < 0) throw new Error(`runtime error: slice bounds out of range [:${maxSize}]`);
    slug = slug.slice(0, maxSize);
  }
  slug = slug.replace(/[^a-zA-Z0-9\-_]/g, "-").replace(/-+/g, "-").replace(/^[-_]+|[-_]+$/g, "");
  if (maxSize > 0 && smart && slug.length > maxSize) {
    let cut2 = -1;
    for (let i = maxSize; i >= 0; i--) {
      if (slug[i] === "-") {
        cut2 = i;
        break;
      }
    }
    slug = cut2 >= 0 ? slug.slice(0, cut2) : slug.slice(0, maxSize);
  }
  return slug;
}
function yamlFirstDoc(str3) {
  let value2;
  try {
    value2 = parseGoYaml(str3);
  } catch (e) {
    throw new Error(`error converting YAML to JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return jsonish(value2);
}
function jsonish(v) {
  if (v instanceof Date) return v.toISOString().replace(".000Z", "Z");
  if (typeof v === "bigint") return Number(v);
  if (Array.isArray(v)) return v.map(jsonish);
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), jsonish(x)]));
  if (isMap(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonish(x)]));
  return v === void 0 ? null : v;
}
function parseYamlLikeArgo(str3) {
  return yamlFirstDoc(str3);
}
function toYaml(v) {
  const json = JSON.parse(goJson(v, { escapeHtml: false }));
  return stringifyLikeArgo(json).replace(/\n$/, "");
}
var f3 = (min, max, fn) => max === void 0 ? { min, fn } : { min, max, fn };
var ARGO_FUNCS = [
  ["normalize", f3(1, 1, ([s]) => sanitizeName(requireString(s, "normalize")))],
  ["slugify", f3(0, void 0, (a) => slugifyName(a))],
  ["toYaml", f3(1, 1, ([v]) => toYaml(v))],
  [
    "fromYaml",
    f3(1, 1, ([s]) => {
      const v = yamlFirstDoc(requireString(s, "fromYaml"));
      if (v === null) return {};
      if (!isMap(v))
        throw new Error(
          `error unmarshaling JSON: json: cannot unmarshal ${Array.isArray(v) ? "array" : typeof v} into Go value of type map[string]interface {}`
        );
      return v;
    })
  ],
  [
    "fromYamlArray",
    f3(1, 1, ([s]) => {
      const v = yamlFirstDoc(requireString(s, "fromYamlArray"));
      if (v === null) return [];
      if (!Array.isArray(v))
        throw new Error(`error unmarshaling JSON: json: cannot unmarshal ${isMap(v) ? "object" : typeof v} into Go value of type []interface {}`);
      return v;
    })
  ],
  ["tpl", f3(2, 2, ([t, vals], ctx) => ctx.exec(requireString(t, "tpl"), vals).replaceAll("<no value>", ""))]
];
var APPSET_FUNCS = new Map([...SPRIG_FUNCS, ...ARGO_FUNCS]);

// src/lib/go/wildmatch.ts
function wildmatchMatcher(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += ".*";
    else if (c === "?") re += ".";
    else if (c === "\\" && i + 1 < pattern.length) re += escapeRe(pattern[++i]);
    else if (c === "[") {
      let j = i + 1;
      let neg = false;
      if (pattern[j] === "!" || pattern[j] === "^") {
        neg = true;
        j++;
      }
      let body = "";
      let first = true;
      for (; j < pattern.length && (pattern[j] !== "]" || first); j++) {
        first = false;
        const cls = /^\[:(\w+):\]/.exec(pattern.slice(j));
        if (cls) {
          body += { alpha: "A-Za-z", digit: "0-9", alnum: "A-Za-z0-9", upper: "A-Z", lower: "a-z", space: "\\s", xdigit: "0-9A-Fa-f" }[cls[1]] ?? "";
          j += cls[0].length - 1;
        } else if (pattern[j] === "\\" && j + 1 < pattern.length) body += escapeRe(pattern[++j]);
        else if (pattern[j] === "-" && body !== "" && pattern[j + 1] !== "]") body += "-";
        else body += escapeRe(pattern[j]);
      }
      if (j >= pattern.length)
        re += "\\[";
      else {
        re += `[${neg ? "^" : ""}${body}]`;
        i = j;
      }
    } else re += escapeRe(c);
  }
  return anchoredMatcher(re, true);
}
var escapeRe = (s) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");

// src/argocd/appset/git.ts
function repoDirectories(files) {
  const dirs = /* @__PURE__ */ new Set();
  for (const f4 of files) {
    const parts = f4.split("/");
    for (let i = 1; i < parts.length; i++) {
      if (parts[i - 1].startsWith(".")) break;
      dirs.add(parts.slice(0, i).join("/"));
    }
  }
  return [...dirs].sort(walkOrder);
}
function walkOrder(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}
function pathItems(v) {
  return (Array.isArray(v) ? v : []).map((x) => isMap(x) ? { path: String(x.path ?? ""), exclude: x.exclude === true } : { path: "", exclude: false });
}
function matchDirectories(dirs, items) {
  return dirs.filter((d) => {
    let include = false;
    let exclude = false;
    for (const it of items) {
      if (!goPathMatch(it.path, d)) continue;
      if (it.exclude) exclude = true;
      else include = true;
    }
    return include && !exclude;
  });
}
function pathspecFiles(files, pattern) {
  const spec = pattern.replace(/^\.\//, "");
  if (spec === "" || spec === ".") return [...files];
  const re = /[*?[\\]/.test(spec) ? wildmatchMatcher(spec) : void 0;
  const dir = spec.endsWith("/") ? spec : `${spec}/`;
  return files.filter((f4) => f4 === spec || f4.startsWith(dir) || re !== void 0 && re.test(f4));
}
function matchFiles(files, items) {
  const selected = /* @__PURE__ */ new Set();
  for (const it of items) if (!it.exclude) for (const f4 of pathspecFiles(files, it.path)) selected.add(f4);
  for (const it of items) if (it.exclude) for (const f4 of pathspecFiles(files, it.path)) selected.delete(f4);
  return [...selected].sort();
}
function parseParamFile(text3) {
  let v;
  try {
    v = parseYamlLikeArgo(text3);
  } catch (e) {
    throw new Error(`unable to parse file: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (v === null || v === void 0) return [{}];
  if (Array.isArray(v)) {
    if (v.length === 0) return [];
    if (v.every((x) => x === null || isMap(x))) return v.map((x) => isMap(x) ? x : {});
    throw new Error("unable to parse file: error unmarshaling JSON: json: cannot unmarshal array into Go value of type map[string]interface {}");
  }
  if (isMap(v)) return [v];
  throw new Error(`unable to parse file: error unmarshaling JSON: json: cannot unmarshal ${typeof v} into Go value of type map[string]interface {}`);
}

// src/argocd/appset/render.ts
var RenderError = class extends Error {
};
var IS_TEMPLATED = /\{\{.*\}\}/;
function fastTemplate(tmpl, params) {
  if (!IS_TEMPLATED.test(tmpl)) return tmpl;
  let out = "";
  let s = tmpl;
  for (; ; ) {
    const open2 = s.indexOf("{{");
    if (open2 < 0) return out + s;
    out += s.slice(0, open2);
    const rest = s.slice(open2 + 2);
    const close = rest.indexOf("}}");
    if (close < 0)
      throw new RenderError(`invalid template: Cannot find end tag="}}" in the template=${JSON.stringify(tmpl)} starting from ${JSON.stringify(rest)}`);
    const tag = rest.slice(0, close);
    const key2 = tag.trim();
    const v = key2 === "" ? void 0 : params[key2];
    out += typeof v === "string" ? v : `{{${tag}}}`;
    s = rest.slice(close + 2);
  }
}
function replaceString(s, params, mode) {
  if (!mode.goTemplate) return fastTemplate(s, params);
  try {
    return executeTemplate(s, params, { missingKey: mode.missingKey, funcs: APPSET_FUNCS });
  } catch (e) {
    if (e instanceof TemplateParseError) throw new RenderError(`failed to parse template ${s}: ${e.message}`);
    if (e instanceof TemplateError) throw new RenderError(`failed to execute go template ${s}: ${e.message}`);
    throw e;
  }
}
function renderDeep(v, params, mode) {
  if (typeof v === "string") return replaceString(v, params, mode);
  if (Array.isArray(v)) return v.map((x) => renderDeep(x, params, mode));
  if (isMap(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === null || x === void 0) continue;
      out[replaceString(k, params, mode)] = renderDeep(x, params, mode);
    }
    return out;
  }
  return v;
}
function renderWithParams(template, params, mode) {
  if (Object.keys(params).length === 0) return deepCopy(template);
  return renderDeep(template, params, mode);
}

// src/argocd/appset/params.ts
var GeneratorError = class extends Error {
};
function flatten(obj) {
  const out = {};
  const walk4 = (v, key2) => {
    if ((isMap(v) || Array.isArray(v)) && !typedAs(v)) {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
      for (const [k, x] of entries) walk4(x, key2 === "" ? k : `${key2}.${k}`);
    } else out[key2] = v;
  };
  for (const [k, v] of Object.entries(obj)) walk4(v, k);
  return out;
}
function flattenToStrings(obj) {
  const out = {};
  for (const [k, v] of Object.entries(flatten(obj))) out[k] = goSprint(v);
  return out;
}
function compileSelector(sel) {
  if (!isMap(sel)) throw new GeneratorError("error parsing label selector: selector must be an object");
  const reqs = [];
  for (const [k, v] of Object.entries(isMap(sel.matchLabels) ? sel.matchLabels : {})) reqs.push({ key: k, op: "In", values: [String(v)] });
  for (const e of Array.isArray(sel.matchExpressions) ? sel.matchExpressions : []) {
    const ex = isMap(e) ? e : {};
    const op = String(ex.operator ?? "");
    const values = Array.isArray(ex.values) ? ex.values.map(String) : [];
    const key2 = String(ex.key ?? "");
    if (op === "In" || op === "NotIn") {
      if (values.length === 0)
        throw new GeneratorError(`error parsing label selector: values: Invalid value: for 'in', 'notin' operators, values set can't be empty`);
    } else if (op === "Exists" || op === "DoesNotExist") {
      if (values.length > 0)
        throw new GeneratorError(`error parsing label selector: values: Invalid value: values set must be empty for exists and does not exist`);
    } else throw new GeneratorError(`error parsing label selector: "${op}" is not a valid label selector operator`);
    reqs.push({ key: key2, op, values });
  }
  return reqs;
}
function selectorMatches2(reqs, labels) {
  return reqs.every((r) => {
    const has = Object.prototype.hasOwnProperty.call(labels, r.key);
    switch (r.op) {
      case "In":
        return has && r.values.includes(labels[r.key]);
      case "NotIn":
        return !has || !r.values.includes(labels[r.key]);
      case "Exists":
        return has;
      case "DoesNotExist":
        return !has;
    }
  });
}
function applySelector(params, selector) {
  if (selector === void 0 || selector === null) return params;
  const reqs = compileSelector(selector);
  return params.filter((p) => selectorMatches2(reqs, flattenToStrings(p)));
}
function directoryParams(dir, goTemplate, prefix) {
  const base = pathBase(dir);
  if (goTemplate) {
    const p = { path: dir, basename: base, basenameNormalized: sanitizeName(base), segments: tagType(dir.split("/"), "[]string") };
    return prefix ? { [prefix]: { path: p } } : { path: p };
  }
  const name = prefix ? `${prefix}.path` : "path";
  const out = { [name]: dir, [`${name}.basename`]: base, [`${name}.basenameNormalized`]: sanitizeName(base) };
  dir.split("/").forEach((seg2, i) => {
    if (seg2 !== "") out[`${name}[${i}]`] = seg2;
  });
  return out;
}
function fileParams(file, obj, goTemplate, prefix) {
  const dir = pathDir(file);
  const filename = pathBase(file);
  if (goTemplate) {
    const params2 = { ...deepCopy(obj) };
    const p = {
      path: dir,
      basename: pathBase(dir),
      filename,
      basenameNormalized: sanitizeName(pathBase(dir)),
      filenameNormalized: sanitizeName(filename),
      segments: tagType(dir.split("/"), "[]string")
    };
    if (prefix) params2[prefix] = { path: p };
    else params2.path = p;
    return params2;
  }
  const params = flattenToStrings(obj);
  Object.assign(params, directoryParams(dir, false, prefix));
  const name = prefix ? `${prefix}.path` : "path";
  params[`${name}.filename`] = filename;
  params[`${name}.filenameNormalized`] = sanitizeName(filename);
  return params;
}
function appendValues(values, params, mode) {
  if (!isMap(values)) return;
  const tmp = {};
  for (const [k, v] of Object.entries(values)) {
    const result = replaceString(typeof v === "string" ? v : goSprint(v), params, mode);
    if (mode.goTemplate) (tmp.values ??= tagType({}, "map[string]string"))[k] = result;
    else tmp[`values.${k}`] = result;
  }
  Object.assign(params, tmp);
}
function appendRawValues(values, params, mode) {
  if (!isMap(values)) return;
  for (const [k, v] of Object.entries(values)) {
    const value2 = typeof v === "string" ? v : goSprint(v);
    if (mode.goTemplate) {
      if (!isMap(params.values)) params.values = tagType({}, "map[string]string");
      params.values[k] = value2;
    } else params[`values.${k}`] = value2;
  }
}
function combineMatrix(a, b, goTemplate) {
  if (goTemplate) return mergoMerge(mergoMerge({}, b, true), a, true);
  const res = {};
  for (const [k, v] of Object.entries(a)) res[k] = goSprint(v);
  for (const [k, v] of Object.entries(b)) {
    const s = goSprint(v);
    if (k in res && res[k] !== s)
      throw new GeneratorError(
        `failed to combine string maps with merging params for the matrix generator: found duplicate key ${k} with different value, a: ${String(res[k])} ,b: ${s}`
      );
    res[k] = s;
  }
  return res;
}
function mergeParamSets(mergeKeys, children, goTemplate) {
  const keys = Array.isArray(mergeKeys) ? [...new Set(mergeKeys.map(String))].sort() : [];
  if (keys.length === 0) throw new GeneratorError("no merge keys were specified, Merge requires at least one");
  const byKey = (sets) => {
    const m = /* @__PURE__ */ new Map();
    for (const p of sets) {
      const id = goJson(Object.fromEntries(keys.map((k) => [k, p[k] ?? null])));
      if (m.has(id))
        throw new GeneratorError(
          `the parameters from a generator were not unique by the given mergeKeys, Merge requires all param sets to be unique. Duplicate key was ${id}`
        );
      m.set(id, p);
    }
    return m;
  };
  const base = byKey(children[0] ?? []);
  for (const sets of children.slice(1)) {
    const other = byKey(sets);
    for (const [id, b] of base) {
      const o = other.get(id);
      if (!o) continue;
      if (goTemplate) base.set(id, mergoMerge(deepCopy(b), o, true));
      else {
        const res = {};
        for (const [k, v] of Object.entries(b)) res[k] = goSprint(v);
        for (const [k, v] of Object.entries(o)) res[k] = goSprint(v);
        base.set(id, res);
      }
    }
  }
  return [...base.values()];
}

// src/argocd/appset/clusters.ts
var SECRET_TYPE = { "argocd.argoproj.io/secret-type": "cluster" };
function secretParams(c, goTemplate) {
  const params = { name: c.name, nameNormalized: sanitizeName(c.name), server: c.server, project: c.project ?? "" };
  const labels = c.labels ?? {};
  const annotations = c.annotations ?? {};
  if (goTemplate) {
    const meta = {};
    if (Object.keys(annotations).length > 0) meta.annotations = tagType({ ...annotations }, "map[string]string");
    if (Object.keys(labels).length > 0) meta.labels = tagType({ ...labels }, "map[string]string");
    params.metadata = meta;
  } else {
    for (const [k, v] of Object.entries(annotations)) params[`metadata.annotations.${k}`] = v;
    for (const [k, v] of Object.entries(labels)) params[`metadata.labels.${k}`] = v;
  }
  return params;
}
function clusterParams(spec, clusters, mode) {
  const selector = spec.selector ?? {};
  const reqs = compileSelector(selector);
  const out = [];
  if (reqs.length === 0 && !clusters.some((c) => c.server === IN_CLUSTER_SERVER))
    out.push({ name: IN_CLUSTER_NAME, nameNormalized: IN_CLUSTER_NAME, server: IN_CLUSTER_SERVER, project: "" });
  for (const c of clusters) if (selectorMatches2(reqs, { ...c.labels, ...SECRET_TYPE })) out.push(secretParams(c, mode.goTemplate));
  for (const p of out) appendValues(spec.values, p, mode);
  return spec.flatList === true ? [{ clusters: out }] : out;
}

// src/argocd/appset/generators.ts
var NotExpandable = class extends Error {
  constructor(key2, what) {
    super(`${what} (appSetParams key "${key2}")`);
    this.key = key2;
    this.what = what;
  }
  key;
  what;
};
var EXTERNAL_KINDS = ["clusters", "clusterDecisionResource", "scmProvider", "pullRequest", "plugin"];
var KNOWN_KINDS = /* @__PURE__ */ new Set(["list", "git", "matrix", "merge", ...EXTERNAL_KINDS]);
function transform(gen, key2, baseTemplate, genParams, depth, ctx) {
  const kinds = Object.keys(gen).filter((k) => k !== "selector" && gen[k] !== null && gen[k] !== void 0);
  const out = [];
  for (const kind of kinds) {
    if (!KNOWN_KINDS.has(kind)) throw new NotExpandable(key2, `unknown generator type "${kind}"`);
    const spec = isMap(gen[kind]) ? gen[kind] : {};
    const template = mergeTemplate(isMap(spec.template) ? spec.template : {}, baseTemplate);
    let entry3 = gen;
    if (Object.keys(genParams).length > 0) entry3 = interpolateGenerator(gen, genParams, ctx.mode);
    const interpolated = isMap(entry3[kind]) ? entry3[kind] : {};
    const params = generateParams(kind, interpolated, key2, depth, ctx);
    out.push({ params: applySelector(params, gen.selector), template });
  }
  return out;
}
function mergeTemplate(dst, src) {
  const out = deepCopy(dst);
  for (const [k, s] of Object.entries(src)) {
    const d = out[k];
    if (isMap(d) && isMap(s)) out[k] = mergeTemplate(d, s);
    else if (goEmpty(d)) out[k] = deepCopy(s);
  }
  return out;
}
function interpolateGenerator(gen, params, mode) {
  if (!mode.goTemplate) return renderDeep(gen, params, mode);
  const out = {};
  for (const [kind, spec] of Object.entries(gen)) {
    if (!isMap(spec) || !isMap(spec.values)) {
      out[kind] = renderDeep(spec, params, mode);
      continue;
    }
    const { values, ...rest } = spec;
    const rendered = renderDeep(rest, params, mode);
    const vals = {};
    for (const [k, v] of Object.entries(values)) {
      if (typeof v !== "string") {
        vals[k] = v;
        continue;
      }
      try {
        vals[k] = replaceString(v, params, { goTemplate: true, missingKey: "error" });
      } catch (e) {
        if (!(e instanceof RenderError)) throw e;
        vals[k] = v;
      }
    }
    out[kind] = { ...rendered, values: vals };
  }
  return out;
}
function generateParams(kind, spec, key2, depth, ctx) {
  switch (kind) {
    case "list":
      return listParams(spec, ctx.mode);
    case "clusters":
      if (ctx.clusters && !ctx.external[key2]) return clusterParams(spec, ctx.clusters, ctx.mode);
      break;
    case "git": {
      const url = String(spec.repoURL ?? "");
      if (!ctx.repo.repoURLs.some((u) => sameRepo(u, url)))
        return external(kind, spec, key2, `git generator on another repository (${url || "no repoURL"})`, ctx);
      return gitParams(spec, ctx);
    }
    case "matrix":
    case "merge": {
      if (depth >= 2) throw new GeneratorError(`${kind} generator nested more than one level is not supported by Argo CD`);
      const children = Array.isArray(spec.generators) ? spec.generators.map((g) => isMap(g) ? g : {}) : [];
      return kind === "matrix" ? matrixParams(children, key2, depth, ctx) : mergeParams(spec, children, key2, depth, ctx);
    }
  }
  return external(kind, spec, key2, `${kind} generator`, ctx);
}
function external(kind, spec, key2, what, ctx) {
  const supplied = ctx.external[key2];
  const hint = kind === "clusters" ? ": list Argo CD's cluster secrets under `clusters` in .prune-guard.yaml, or supply its parameters" : "";
  if (!supplied) throw new NotExpandable(key2, `${what} cannot be evaluated offline${hint}`);
  if (!Array.isArray(supplied) || !supplied.every(isMap)) throw new GeneratorError(`externalParams["${key2}"] must be an array of objects`);
  const res = deepCopy(supplied);
  for (const p of res) (kind === "clusterDecisionResource" ? appendRawValues : appendValues)(spec.values, p, ctx.mode);
  return res;
}
function listParams(spec, mode) {
  const res = [];
  for (const el of Array.isArray(spec.elements) ? spec.elements : []) {
    if (el !== null && !isMap(el))
      throw new GeneratorError(
        `error unmarshling list element json: cannot unmarshal ${Array.isArray(el) ? "array" : typeof el} into Go value of type map[string]interface {}`
      );
    const element = isMap(el) ? el : {};
    if (mode.goTemplate) {
      res.push(deepCopy(element));
      continue;
    }
    const params = {};
    for (const [k, v] of Object.entries(element)) {
      if (k === "values") {
        if (!isMap(v)) throw new GeneratorError("error parsing values map");
        for (const [vk, vv] of Object.entries(v)) {
          if (typeof vv !== "string") throw new GeneratorError(`error parsing value as string: values.${vk}`);
          params[`values.${vk}`] = vv;
        }
      } else {
        if (typeof v !== "string") throw new GeneratorError(`error parsing value as string: ${k} (fasttemplate list elements must be strings)`);
        params[k] = v;
      }
    }
    res.push(params);
  }
  if (typeof spec.elementsYaml === "string" && spec.elementsYaml !== "") {
    let parsed;
    try {
      parsed = parseYamlLikeArgo(spec.elementsYaml);
    } catch (e) {
      throw new GeneratorError(`error unmarshling decoded ElementsYaml ${e instanceof Error ? e.message : String(e)}`);
    }
    if (parsed !== null && (!Array.isArray(parsed) || !parsed.every((x) => x === null || isMap(x)))) {
      throw new GeneratorError("error unmarshling decoded ElementsYaml: json: cannot unmarshal into Go value of type []map[string]interface {}");
    }
    for (const x of parsed ?? []) res.push(isMap(x) ? x : {});
  }
  return res;
}
function gitParams(spec, ctx) {
  const rev = String(spec.revision ?? "");
  if (rev !== "" && rev !== "HEAD" && ctx.repo.revisions && !ctx.repo.revisions.includes(rev)) {
    ctx.warnings.push(`git generator pinned to revision "${rev}" was evaluated on the revision under review`);
  }
  const prefix = typeof spec.pathParamPrefix === "string" ? spec.pathParamPrefix : "";
  const go = ctx.mode.goTemplate;
  const dirs = pathItems(spec.directories);
  const files = pathItems(spec.files);
  let res;
  if (dirs.length > 0) {
    res = matchDirectories(repoDirectories(ctx.repo.files), dirs).map((d) => directoryParams(d, go, prefix));
  } else if (files.length > 0) {
    res = [];
    for (const f4 of matchFiles(ctx.repo.files, files)) {
      const text3 = ctx.repo.readFile(f4);
      if (text3 === void 0) throw new GeneratorError(`error generating params from git: unable to read file '${f4}'`);
      let objects;
      try {
        objects = parseParamFile(text3);
      } catch (e) {
        throw new GeneratorError(`error generating params from git: unable to process file '${f4}': ${e instanceof Error ? e.message : String(e)}`);
      }
      for (const o of objects) res.push(fileParams(f4, o, go, prefix));
    }
  } else throw new GeneratorError("generator is empty");
  for (const p of res) appendValues(spec.values, p, ctx.mode);
  return res;
}
function childParams(child, key2, genParams, depth, ctx) {
  let c = child;
  if (depth >= 2 && !ctx.applyNestedSelectors && c.selector !== void 0) {
    ctx.warnings.push(`selector on nested generator ${key2} is ignored (spec.applyNestedSelectors is not set)`);
    const { selector: _drop, ...rest } = c;
    c = rest;
  }
  const t = transform(c, key2, {}, genParams, depth, ctx);
  if (t.length === 0) throw new GeneratorError("child generator generated no parameters");
  if (t.length > 1) throw new GeneratorError("found more than one generator in matrix.Generators");
  return t[0].params;
}
var MAX_MATRIX_PARAMS = 5e4;
function matrixParams(children, key2, depth, ctx) {
  if (children.length < 2) throw new GeneratorError("found less than two generators, Matrix support only two");
  if (children.length > 2) throw new GeneratorError("found more than two generators, Matrix support only two");
  const res = [];
  for (const a of childParams(children[0], `${key2}.0`, {}, depth + 1, ctx)) {
    for (const b of childParams(children[1], `${key2}.1`, a, depth + 1, ctx)) {
      if (res.length >= MAX_MATRIX_PARAMS)
        throw new NotExpandable(key2, `the matrix generates more than ${MAX_MATRIX_PARAMS} parameter sets, more than the guard analyses offline`);
      res.push(combineMatrix(a, b, ctx.mode.goTemplate));
    }
  }
  return res;
}
function mergeParams(spec, children, key2, depth, ctx) {
  if (children.length < 2) throw new GeneratorError("found less than two generators, Merge requires two or more");
  const sets = children.map((c, i) => childParams(c, `${key2}.${i}`, {}, depth + 1, ctx));
  return mergeParamSets(spec.mergeKeys, sets, ctx.mode.goTemplate);
}

// src/argocd/appset/patch.ts
var PatchError = class extends Error {
};
function parsePatch(text3) {
  let v;
  try {
    v = text3.trim().startsWith("{") ? JSON.parse(text3) : parseYamlLikeArgo(text3);
  } catch (e) {
    throw new PatchError(`error while converting template to json ${JSON.stringify(text3)}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (v === null || v === void 0) return void 0;
  if (!isMap(v)) throw new PatchError(`invalid templatePatch ${JSON.stringify(text3)}: json: cannot unmarshal into Go value of type v1alpha1.Application`);
  return v;
}
function smp(orig, patch, path) {
  const directive = patch.$patch;
  if (directive === "delete") return void 0;
  if (directive === "replace") {
    const { $patch: _d, ...rest } = patch;
    return deepCopy(rest);
  }
  const out = isMap(orig) ? deepCopy(orig) : {};
  for (const [k, v] of Object.entries(patch)) {
    if (k.startsWith("$")) continue;
    const p = path ? `${path}.${k}` : k;
    if (v === null) delete out[k];
    else if (isMap(v)) {
      const merged = smp(out[k], v, p);
      if (merged === void 0) delete out[k];
      else out[k] = merged;
    } else if (Array.isArray(v) && p === "metadata.finalizers" && Array.isArray(out[k])) {
      const list3 = [...out[k]];
      for (const x of v) if (!list3.includes(x)) list3.push(x);
      out[k] = list3;
    } else out[k] = deepCopy(v);
  }
  return out;
}
function applyTemplatePatch(app, patchText) {
  const patch = parsePatch(patchText);
  if (!patch) return app;
  const out = smp(app, patch, "");
  const project = isMap(app.spec) ? app.spec.project : void 0;
  if (isMap(out.spec)) {
    if (project === void 0) delete out.spec.project;
    else out.spec.project = project;
  } else if (project !== void 0) out.spec = { project };
  return out;
}

// src/argocd/appset/expand.ts
var RESOURCES_FINALIZER3 = "resources-finalizer.argocd.argoproj.io";
var META_FIELDS = ["name", "namespace", "labels", "annotations", "finalizers"];
function expandApplicationSet(appset, repo, opts = {}) {
  const meta = isMap(appset.metadata) ? appset.metadata : {};
  const name = typeof meta.name === "string" ? meta.name : "";
  const namespace = typeof meta.namespace === "string" && meta.namespace !== "" ? meta.namespace : opts.defaultNamespace;
  const spec = isMap(appset.spec) ? appset.spec : {};
  const syncPolicy = isMap(spec.syncPolicy) ? spec.syncPolicy : {};
  const preserve = syncPolicy.preserveResourcesOnDeletion === true;
  const policy = syncPolicy.applicationsSync;
  const warnings = [];
  if (policy !== void 0 && !["sync", "create-only", "create-update", "create-delete"].includes(String(policy))) {
    warnings.push(`unknown applicationsSync policy "${String(policy)}", assumed to delete apps`);
  }
  const result = {
    apps: [],
    unexpandable: [],
    warnings,
    preserveResourcesOnDeletion: preserve,
    deletesApps: policy !== "create-only" && policy !== "create-update"
  };
  if (namespace === void 0) warnings.push("the ApplicationSet has no namespace: generated apps have none either");
  const goTemplate = spec.goTemplate === true;
  let mode;
  try {
    mode = { goTemplate, missingKey: goTemplate ? missingKeyOption(spec.goTemplateOptions) : "default" };
  } catch (e) {
    return { ...result, error: `goTemplateOptions: ${e.message}` };
  }
  const templatePatch = typeof spec.templatePatch === "string" ? spec.templatePatch : void 0;
  if (templatePatch !== void 0 && !goTemplate)
    warnings.push("templatePatch is documented for goTemplate only; it was applied with fasttemplate substitution as the controller does");
  const ctx = {
    mode,
    repo,
    external: opts.externalParams?.[name] ?? {},
    ...opts.clusters ? { clusters: opts.clusters } : {},
    applyNestedSelectors: spec.applyNestedSelectors === true,
    warnings
  };
  const baseTemplate = isMap(spec.template) ? spec.template : {};
  const errors = [];
  const generators = Array.isArray(spec.generators) ? spec.generators : [];
  generators.forEach((g, i) => {
    const label = `generators[${i}]`;
    try {
      const apps = [];
      for (const t of transform(isMap(g) ? g : {}, String(i), baseTemplate, {}, 0, ctx)) {
        for (const p of t.params) apps.push(renderApp(t.template, p, mode, preserve, templatePatch, namespace));
      }
      for (const a of apps) result.apps.push(a);
    } catch (e) {
      if (e instanceof NotExpandable) result.unexpandable.push(`${label}: ${e.message}`);
      else if (e instanceof UnsupportedFunction) result.unexpandable.push(`${label}: ${e.message}`);
      else if (e instanceof GeneratorError || e instanceof RenderError || e instanceof TemplateError || e instanceof PatchError)
        errors.push(`${label}: ${e.message}`);
      else result.unexpandable.push(`${label}: internal error while expanding: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  if (errors.length === 0) {
    const seen = /* @__PURE__ */ new Set();
    for (const app of result.apps) {
      const n = String(app.metadata.name ?? "");
      if (seen.has(n)) {
        errors.push(`ApplicationSet ${name} contains applications with duplicate name: ${n}`);
        break;
      }
      seen.add(n);
    }
  }
  if (errors.length > 0) return { ...result, apps: [], error: errors.join("; ") };
  return result;
}
function renderApp(template, p, mode, preserve, templatePatch, namespace) {
  const tm = isMap(template.metadata) ? template.metadata : {};
  const tmpl = {
    metadata: Object.fromEntries(META_FIELDS.filter((k) => tm[k] !== void 0 && tm[k] !== null).map((k) => [k, tm[k]])),
    spec: isMap(template.spec) ? template.spec : {}
  };
  let app = renderWithParams(tmpl, p, mode);
  const md = app.metadata;
  if (Object.keys(p).length > 0 && !preserve && !(Array.isArray(md.finalizers) && md.finalizers.length > 0)) md.finalizers = [RESOURCES_FINALIZER3];
  if (templatePatch !== void 0) {
    let text3;
    try {
      text3 = replaceString(templatePatch, p, mode);
    } catch (e) {
      if (e instanceof RenderError) throw new RenderError(`error replacing values in templatePatch: ${e.message}`);
      throw e;
    }
    app = applyTemplatePatch(app, text3);
  }
  const metadata = { ...isMap(app.metadata) ? app.metadata : {} };
  if (namespace !== void 0) metadata.namespace = namespace;
  else delete metadata.namespace;
  return { apiVersion: "argoproj.io/v1alpha1", kind: "Application", metadata, spec: isMap(app.spec) ? app.spec : {} };
}

// src/git/snapshot.ts
import { closeSync, mkdirSync as mkdirSync2, symlinkSync, unlinkSync, writeSync } from "node:fs";
import { join as join4 } from "node:path";

// src/git/tree.ts
function unsafePath(p) {
  return p.split("/").some((c) => c === "" || c === "." || c === ".." || c.toLowerCase() === ".git");
}
async function readTree(repo, sha) {
  const entries = /* @__PURE__ */ new Map();
  const dirs = /* @__PURE__ */ new Set([""]);
  const out = await git(repo.root, ["ls-tree", "-r", "-z", "--full-tree", sha]);
  for (const entry3 of out.split("\0")) {
    if (!entry3) continue;
    const tab = entry3.indexOf("	");
    const [mode, , oid] = entry3.slice(0, tab).split(" ");
    const path = entry3.slice(tab + 1);
    if (unsafePath(path)) continue;
    entries.set(path, { mode, oid });
    const parts = path.split("/");
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join("/"));
  }
  const paths = [];
  for (const p of [...entries.keys()].sort()) paths.push(p);
  return { entries, paths, dirs };
}

// src/git/blobs.ts
async function feedBlob(sink, index2, bytes) {
  if (!sink.start(index2, bytes.length)) return;
  sink.data(index2, bytes);
  const pause = sink.end(index2);
  if (pause === true) await new Promise((r) => setImmediate(r));
  else if (pause instanceof Promise) await pause;
}
function streamBlobs(cwd, oids, sink) {
  if (oids.length === 0) return Promise.resolve();
  return new Promise((resolve9, reject) => {
    const child = spawnProcess("git", ["-c", `safe.directory=${cwd}`, "cat-file", "--batch"], { cwd, profile: "git-isolated", stdin: "pipe" });
    let err = "";
    let pending = Buffer.alloc(0);
    let index2 = 0;
    let need = -1;
    let keep = false;
    let failure2;
    let paused = false;
    const onData = (chunk) => {
      let buf = pending.length === 0 ? chunk : chunk.length === 0 ? pending : Buffer.concat([pending, chunk]);
      pending = Buffer.alloc(0);
      while (buf.length > 0) {
        if (need < 0) {
          const nl = buf.indexOf(10);
          if (nl < 0) {
            pending = buf;
            return;
          }
          const header2 = buf.subarray(0, nl).toString();
          buf = buf.subarray(nl + 1);
          const size = Number(header2.split(" ")[2]);
          if (!Number.isFinite(size) || index2 >= oids.length) {
            if (index2 < oids.length && sink.start(index2, -1)) sink.end(index2);
            index2++;
            continue;
          }
          keep = sink.start(index2, size);
          need = size + 1;
          continue;
        }
        const take = Math.min(need, buf.length);
        const content = need - 1;
        if (keep && content > 0) sink.data(index2, buf.subarray(0, Math.min(take, content)));
        buf = buf.subarray(take);
        need -= take;
        if (need === 0) {
          const pause = keep ? sink.end(index2) : void 0;
          index2++;
          need = -1;
          if (pause === true || pause instanceof Promise) {
            pending = buf;
            paused = true;
            child.stdout.pause();
            if (pause === true) setImmediate(resume);
            else pause.then(resume, resume);
            return;
          }
        }
      }
    };
    const resume = () => {
      if (!paused) return;
      paused = false;
      if (!failure2) handle(Buffer.alloc(0));
      if (paused) return;
      if (exit !== void 0) finish(exit);
      else child.stdout.resume();
    };
    const handle = (b) => {
      try {
        onData(b);
      } catch (e) {
        failure2 = e instanceof Error ? e : new Error(String(e));
        pending = Buffer.alloc(0);
        child.kill();
      }
    };
    child.stdout.on("data", (b) => {
      if (!failure2) handle(b);
    });
    child.stderr.on("data", (b) => err += b.toString());
    child.on("error", reject);
    const finish = (code18) => {
      if (failure2) return reject(failure2);
      if (code18 !== 0) return reject(new Error(`git cat-file failed: ${err.trim()}`));
      if (index2 < oids.length) return reject(new Error(`git cat-file returned ${index2} of ${oids.length} objects`));
      resolve9();
    };
    let exit;
    child.on("close", (code18) => {
      exit = code18;
      if (!paused || failure2) finish(code18);
    });
    const stdin = child.stdin;
    stdin.on("error", () => {
    });
    stdin.end(oids.join("\n") + "\n");
  });
}
async function blobsContain(cwd, oids, needle) {
  const n = Buffer.from(needle);
  const found = new Array(oids.length).fill(false);
  let tail = Buffer.alloc(0);
  await streamBlobs(cwd, oids, {
    start: (_i, size) => {
      tail = Buffer.alloc(0);
      return size >= 0;
    },
    data: (i, chunk) => {
      if (found[i]) return;
      const window = Buffer.concat([tail, chunk]);
      if (window.includes(n)) found[i] = true;
      tail = Buffer.from(window.subarray(Math.max(0, window.length - n.length + 1)));
    },
    end: () => {
    }
  });
  return found;
}

// src/git/blob-texts.ts
var SHARED_TEXT_BYTES = 4 * 1024 * 1024;
function bytesOf(text3, size) {
  if (text3.includes("\uFFFD")) return void 0;
  const bytes = Buffer.from(text3, "utf8");
  return bytes.length === size ? bytes : void 0;
}
var BlobTexts = class {
  /**
   * `shareUpTo`: texts up to this length are kept for later requests. `maxBytes`: a blob larger than this is not read
   * (its bytes are skipped as git streams them); only its size is handed over.
   */
  constructor(root, shareUpTo = SHARED_TEXT_BYTES, maxBytes = Infinity) {
    this.root = root;
    this.shareUpTo = shareUpTo;
    this.maxBytes = maxBytes;
  }
  root;
  shareUpTo;
  maxBytes;
  #blobs = /* @__PURE__ */ new Map();
  /**
   * Calls `onBlob(i, blob)` with each blob `oids[i]` as it arrives (an object the repository does not have is left
   * out); resolves when every one was handed over, rejects when the stream fails.
   */
  async read(oids, onBlob) {
    const fresh = [];
    const settle = /* @__PURE__ */ new Map();
    const handed = oids.map((oid, i) => {
      let blob = this.#blobs.get(oid);
      if (!blob) {
        blob = new Promise((resolve9, reject) => settle.set(oid, { resolve: resolve9, reject }));
        this.#blobs.set(oid, blob);
        fresh.push(oid);
      }
      return blob.then((b) => void (b !== void 0 && onBlob(i, b)));
    });
    if (fresh.length > 0) {
      const chunks = [];
      const done = (oid, blob) => {
        const s = settle.get(oid);
        settle.delete(oid);
        s.resolve(blob);
        if (blob?.text !== void 0 && blob.text.length > this.shareUpTo) this.#blobs.delete(oid);
      };
      let size = 0;
      streamBlobs(this.root, fresh, {
        start: (i, n) => {
          size = n;
          if (n < 0) done(fresh[i], void 0);
          else if (n > this.maxBytes) done(fresh[i], { size: n });
          return n >= 0 && n <= this.maxBytes;
        },
        data: (_i, chunk) => void chunks.push(chunk),
        end: (i) => done(fresh[i], { size, text: Buffer.concat(chunks.splice(0)).toString("utf8") })
      }).then(
        // Ids the stream did not reach are settled too, so that no request waits for ever.
        () => settle.forEach((s) => s.reject(new Error("git cat-file ended before every object was read"))),
        (e) => {
          for (const [oid, s] of settle) {
            this.#blobs.delete(oid);
            s.reject(e);
          }
        }
      );
    }
    await Promise.all(handed);
  }
};

// src/git/links.ts
var MAX_HOPS = 40;
function escapesLexically(link2, target) {
  if (target.startsWith("/")) return true;
  const stack = link2.split("/").slice(0, -1);
  for (const c of target.split("/")) {
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (stack.length === 0) return true;
      stack.pop();
    } else stack.push(c);
  }
  return false;
}
function escapesThroughLinks(tree, link2) {
  const first = tree.target(link2);
  if (first === void 0) return false;
  if (first.startsWith("/")) return true;
  return walk(tree, link2.split("/").slice(0, -1), first.split("/"), false) === "escapes";
}
function walk(tree, stack, parts, strict) {
  const todo = parts.reverse();
  const links = [];
  let hops = 0;
  while (todo.length > 0) {
    const c = todo.pop();
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (stack.length === 0) return "escapes";
      stack.pop();
      continue;
    }
    const at = [...stack, c].join("/");
    const mode = tree.mode(at);
    if (mode === "120000") {
      if (++hops > MAX_HOPS) return "loops";
      const t = tree.target(at);
      if (t === void 0 && strict) return "unknown";
      if (t?.startsWith("/")) return "escapes";
      links.push(at);
      for (const part of (t ?? "").split("/").reverse()) todo.push(part);
      continue;
    }
    if (mode === void 0 && tree.isDir(at)) {
      stack.push(c);
      continue;
    }
    const rest = todo.reverse().filter((x) => x !== "" && x !== ".");
    return { path: [...stack, c, ...rest].join("/"), links };
  }
  return { path: stack.join("/"), links };
}
function firstEscapingLink(tree, links) {
  for (const link2 of links) {
    const target = tree.target(link2) ?? "";
    if (escapesLexically(link2, target) || escapesThroughLinks(tree, link2)) return { file: link2, target };
  }
  return void 0;
}
function resolveInTree(tree, path) {
  const w = walk(tree, [], path.split("/"), true);
  return typeof w === "string" ? void 0 : w;
}

// src/git/contain.ts
import { realpathSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { isAbsolute as isAbsolute2, relative, sep } from "node:path";
function isInside(root, child) {
  const rel = relative(root, child);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute2(rel);
}
function realPath(path) {
  return realpathSync.native(path);
}
function realPathAsync(path) {
  return realpath(path);
}
function realInside(root, path) {
  return isInside(realPath(root), realPath(path));
}

// src/git/checkout-folders.ts
import { constants as constants2, openSync } from "node:fs";
import { open } from "node:fs/promises";
import { join as join3, posix as posix2 } from "node:path";

// src/lib/mkdir-one.ts
import { mkdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
var existsOk = (e) => {
  if (e.code !== "EEXIST") throw e;
};
function mkdirOne(dir) {
  try {
    mkdirSync(dir);
  } catch (e) {
    existsOk(e);
  }
}
async function mkdirOneAsync(dir) {
  await mkdir(dir).catch(existsOk);
}

// src/git/checkout-folders.ts
var CREATE_FLAGS = constants2.O_WRONLY | constants2.O_CREAT | constants2.O_TRUNC | constants2.O_NOFOLLOW;
var CheckoutFolders = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  #realRoot;
  #checked = /* @__PURE__ */ new Set();
  /** Folders being created and checked off the main thread. */
  #pending = /* @__PURE__ */ new Map();
  /** The checkout's real path, as the kernel resolves it. */
  root() {
    return this.#realRoot ??= realPath(this.dir);
  }
  /** Creates the folder of `path` and checks that it is inside the checkout; throws naming the folder otherwise. */
  parentOf(path) {
    this.#folder(posix2.dirname(path));
  }
  /** parentOf off the main thread. */
  parentOfAsync(path) {
    return this.#folderAsync(posix2.dirname(path));
  }
  /**
   * One level at a time: the parent is checked first, then this folder is created (never `recursive`, which would
   * create folders through a link before any check) and checked with the kernel's answer.
   */
  #folder(folder2) {
    if (folder2 === "." || this.#checked.has(folder2)) return;
    this.#folder(posix2.dirname(folder2));
    const abs = join3(this.dir, folder2);
    mkdirOne(abs);
    this.#inside(folder2, realPath(abs));
  }
  /** #folder off the main thread; concurrent writes into one folder share its creation and check. */
  #folderAsync(folder2) {
    if (folder2 === "." || this.#checked.has(folder2)) return Promise.resolve();
    let made = this.#pending.get(folder2);
    if (!made) {
      const abs = join3(this.dir, folder2);
      made = this.#folderAsync(posix2.dirname(folder2)).then(() => mkdirOneAsync(abs)).then(() => realPathAsync(abs)).then((real) => this.#inside(folder2, real));
      this.#pending.set(folder2, made);
      made.catch(() => this.#pending.delete(folder2));
    }
    return made;
  }
  /** Opens `path` for writing (created or truncated, never through a link); the file descriptor. */
  openSync(path, executable) {
    this.parentOf(path);
    return openSync(join3(this.dir, path), CREATE_FLAGS, executable ? 493 : 420);
  }
  /** Writes a whole small file off the main thread. */
  async write(path, bytes, executable) {
    await this.parentOfAsync(path);
    const file = await open(join3(this.dir, path), CREATE_FLAGS, executable ? 493 : 420);
    try {
      await file.writeFile(bytes);
    } finally {
      await file.close();
    }
  }
  #inside(parent, real) {
    if (!isInside(this.root(), real)) throw new Error(`${parent}: folder resolves outside the checkout; refusing to write into it`);
    this.#checked.add(parent);
  }
};

// src/git/written-paths.ts
var WrittenPaths = class {
  /** Paths written or failed (a failure's reason is kept by the snapshot). */
  done = /* @__PURE__ */ new Set();
  /** Requests waiting for a path, woken by settle. */
  #waiters = /* @__PURE__ */ new Map();
  /** Resolves when every path in `open` is written (or failed: the snapshot keeps the reason); rejects when its write failed as a whole. */
  when(open2) {
    const waiting = open2.filter((p) => !this.done.has(p));
    if (waiting.length === 0) return Promise.resolve();
    return new Promise((resolve9, reject) => {
      let left = waiting.length;
      let failed3 = false;
      const on = (err) => {
        if (failed3) return false;
        if (err) {
          failed3 = true;
          reject(err);
          return true;
        }
        if (--left > 0) return false;
        resolve9();
        return true;
      };
      for (const p of waiting) {
        const list3 = this.#waiters.get(p);
        if (list3) list3.push(on);
        else this.#waiters.set(p, [on]);
      }
    });
  }
  /** `path` is written (or failed with a reason in #failed): wakes the requests waiting for it; true when one is complete. */
  settle(path, err) {
    if (!err) this.done.add(path);
    const list3 = this.#waiters.get(path);
    if (!list3) return false;
    this.#waiters.delete(path);
    let complete = false;
    for (const on of list3) complete = on(err) || complete;
    return complete;
  }
};

// src/lib/scratch-root.ts
import { readFileSync as readFileSync3, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
var TMPFS_MAGIC = 16914836;
var MIN_FREE_BYTES = 2 * 1024 * 1024 * 1024;
var RAM_FOLDER = "/dev/shm";
var system = {
  env: process.env,
  platform: process.platform,
  statfs: (p) => statfsSync(p),
  read: (p) => {
    try {
      return readFileSync3(p, "utf8");
    } catch {
      return void 0;
    }
  },
  tmpdir
};
var V1_UNLIMITED = 2 ** 62;
function memoryLimited(read2) {
  const ancestors = (path) => {
    const parts = path.split("/").filter((p) => p !== "");
    return parts.map((_, i) => "/" + parts.slice(0, parts.length - i).join("/")).concat("");
  };
  for (const line of (read2("/proc/self/cgroup") ?? "").split("\n")) {
    const [, controllers, path] = line.split(":");
    if (path === void 0) continue;
    if (controllers === "") {
      for (const dir of ancestors(path)) {
        const max = read2(`/sys/fs/cgroup${dir}/memory.max`)?.trim();
        if (max !== void 0 && max !== "max") return true;
      }
    } else if (controllers.split(",").includes("memory")) {
      for (const dir of ancestors(path)) {
        const limit = Number(read2(`/sys/fs/cgroup/memory${dir}/memory.limit_in_bytes`)?.trim());
        if (Number.isFinite(limit) && limit > 0 && limit < V1_UNLIMITED) return true;
      }
    }
  }
  return false;
}
function mountOptions(table, point) {
  let options;
  for (const line of table.split("\n")) {
    const f4 = line.split(" ");
    if (f4[1] === point && f4[3]) options = f4[3].split(",");
  }
  return options;
}
function chooseScratchRoot(probe = system, ram = () => ramFolder(probe)) {
  if (probe.env.TMPDIR || probe.platform !== "linux") return probe.tmpdir();
  return ram() ?? probe.tmpdir();
}
function ramFolder(probe) {
  try {
    const s = probe.statfs(RAM_FOLDER);
    if (s.type !== TMPFS_MAGIC || s.bavail * s.bsize < MIN_FREE_BYTES) return void 0;
    const options = mountOptions(probe.read("/proc/mounts") ?? "", RAM_FOLDER);
    if (options && !options.includes("noexec") && !memoryLimited(probe.read)) return RAM_FOLDER;
  } catch {
  }
  return void 0;
}
var probed;
function scratchRoot() {
  return chooseScratchRoot(system, () => (probed ??= { ram: ramFolder(system) }).ram);
}
function onTmpfs(path, statfs = system.statfs) {
  try {
    return statfs(path).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
}

// src/lib/sorted-paths.ts
function* pathsUnder(sorted, prefix) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) yield sorted[i];
}

// src/git/snapshot.ts
var TEXT_FILE = /\.(ya?ml|json|tpl)$|(^|\/)Kustomization$/;
var MANIFEST_FILE = /\.(ya?ml|json)$/;
var FULL_CLONE_HINT = "a shallow or partial clone? check out the full history: actions/checkout with fetch-depth: 0 and no filter";
var MissingObjectsError = class extends UsageError {
  constructor(sha, paths) {
    super(
      `revision ${sha.slice(0, 7)} cannot be read: this clone is missing the objects of ${paths.length} file(s) (${listSome(paths, 5)}); ${FULL_CLONE_HINT}`
    );
    this.sha = sha;
    this.paths = paths;
  }
  sha;
  paths;
};
var MAX_TEXT_BYTES = 4 * 1024 * 1024;
var MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
var SMALL_FILE_BYTES = 1024 * 1024;
var WRITES_IN_FLIGHT = 32;
var ARGO_MARK = "argoproj.io";
var Snapshot = class _Snapshot {
  constructor(repo, sha, dir, listed, syncWrites) {
    this.repo = repo;
    this.sha = sha;
    this.dir = dir;
    this.syncWrites = syncWrites;
    this.tree = listed.entries;
    this.paths = listed.paths;
    this.#dirs = listed.dirs;
    this.#folders = new CheckoutFolders(dir);
  }
  repo;
  sha;
  dir;
  syncWrites;
  tree;
  /** Every path of the tree, sorted. */
  paths;
  /** YAML/JSON files over MAX_MANIFEST_BYTES that mention argoproj.io: they may hold Applications nobody read. */
  oversized = [];
  /** Loaded texts with their blob's size (bytesOf: a file is written from its text only when it gives these bytes back). */
  #texts = /* @__PURE__ */ new Map();
  #linkTargets = /* @__PURE__ */ new Map();
  #dirs;
  #materialized = /* @__PURE__ */ new Set();
  #writtenLinks = [];
  /** Paths that could not be written safely, with the reason. */
  #failed = /* @__PURE__ */ new Map();
  #all = false;
  #want = /* @__PURE__ */ new Set();
  #next;
  #queue = Promise.resolve();
  /** Paths written or failed (a failure's reason is in #failed) and the requests waiting for them. */
  #written = new WrittenPaths();
  /** The paths of the write under way. */
  #queued = /* @__PURE__ */ new Set();
  /** Set by close(): no new write starts, and the write under way stops at its next file. */
  #closed = false;
  #folders;
  /**
   * `texts` is shared by the snapshots of a run, so that a blob both revisions hold is read once (blob-texts.ts); its
   * `maxBytes` is the manifest cap. Without it, the cap is `maxManifestBytes`: MAX_MANIFEST_BYTES unless a test lowers it.
   */
  static async load(repo, sha, dir, opts = {}) {
    const texts = opts.texts ?? new BlobTexts(repo.root, void 0, opts.maxManifestBytes ?? MAX_MANIFEST_BYTES);
    if (opts.maxManifestBytes !== void 0 && texts.maxBytes !== opts.maxManifestBytes)
      throw new Error(`a shared blob reader must skip blobs over ${opts.maxManifestBytes} bytes, as this snapshot does`);
    const s = new _Snapshot(repo, sha, dir, await readTree(repo, sha), opts.syncWrites);
    const regular = (e) => e.mode === "100644" || e.mode === "100755";
    const link2 = (p) => s.tree.get(p).mode === "120000";
    const wanted = s.paths.filter((p) => regular(s.tree.get(p)) && TEXT_FILE.test(p) || link2(p));
    const oidOf = (i) => s.tree.get(wanted[i]).oid;
    const kept = new Array(wanted.length);
    const over = /* @__PURE__ */ new Map();
    const read2 = new Array(wanted.length).fill(false);
    const keep = (i, b) => {
      read2[i] = true;
      if (b.text === void 0) return void over.set(i, b.size);
      if (link2(wanted[i]) || b.text.length <= MAX_TEXT_BYTES || b.text.includes(ARGO_MARK)) kept[i] = b;
    };
    await texts.read(
      wanted.map((_, i) => oidOf(i)),
      keep
    );
    const missing = wanted.filter((_, i) => !read2[i]);
    if (missing.length > 0) throw new MissingObjectsError(sha, missing);
    const links = [...over.keys()].filter((i) => link2(wanted[i]));
    if (links.length > 0) await new BlobTexts(repo.root).read(links.map(oidOf), (j, b) => kept[links[j]] = b);
    for (const [i, p] of wanted.entries()) {
      const { text: text3, size } = kept[i] ?? {};
      if (text3 === void 0 || size === void 0) continue;
      if (link2(p)) s.#linkTargets.set(p, text3);
      else s.#texts.set(p, { text: text3, size });
    }
    const big = [...over.keys()].filter((i) => !link2(wanted[i]) && MANIFEST_FILE.test(wanted[i])).sort((a, b) => a - b);
    const mentions = await blobsContain(repo.root, big.map(oidOf), ARGO_MARK);
    big.forEach((i, k) => mentions[k] && s.oversized.push({ path: wanted[i], size: over.get(i) }));
    mkdirSync2(dir, { recursive: true });
    return s;
  }
  /** Text of a regular file when it was loaded up front (manifests, kustomizations, templates), else undefined. */
  text(path) {
    return this.#texts.get(path)?.text;
  }
  /**
   * The bytes of regular files, read from git (one reader for the list); undefined for a path that is not a regular
   * file of the tree, whose blob is larger than `maxBytes`, or that would take the bytes kept over `maxTotal` (only
   * their sizes are read: a pull request adding large files cannot make this hold them all).
   */
  async bytes(paths, maxBytes, maxTotal = 4 * maxBytes) {
    const out = new Array(paths.length).fill(void 0);
    const asked = paths.flatMap((p, i) => {
      const e = this.tree.get(p);
      return e && (e.mode === "100644" || e.mode === "100755") ? [{ i, oid: e.oid }] : [];
    });
    const chunks = asked.map(() => []);
    let total = 0;
    await streamBlobs(
      this.repo.root,
      asked.map((a) => a.oid),
      {
        start: (_k, size) => size >= 0 && size <= maxBytes && total + size <= maxTotal && (total += size, true),
        data: (k, chunk) => void chunks[k].push(chunk),
        // concat copies them into one buffer
        end: (k) => void (out[asked[k].i] = Buffer.concat(chunks[k]))
      }
    );
    return out;
  }
  /** Paths whose text is loaded. */
  textPaths() {
    return [...this.#texts.keys()];
  }
  /**
   * Writes `paths` (files; directories expand to their files) to `dir`, or everything with 'all'. Requests that arrive
   * while a write is running are coalesced into the next single write; already written files are skipped. A request
   * for paths returns as soon as its own files are written (files are streamed in request order), so the first app can
   * render while the files of later apps are still being written. A file that cannot be written safely fails only the
   * requests that asked for it (with its reason); the others still succeed.
   */
  async ensure(paths) {
    if (this.#closed) throw new Error("the run has ended: no more files are written");
    const mine = /* @__PURE__ */ new Set();
    if (paths === "all") this.paths.forEach((p) => mine.add(p));
    else {
      for (const p of paths) {
        if (this.tree.has(p)) mine.add(p);
        else {
          for (const q of pathsUnder(this.paths, p === "" ? "" : `${p.replace(/\/$/, "")}/`)) mine.add(q);
        }
      }
    }
    if (!this.#all) {
      const open2 = [...mine].filter((p) => !this.#written.done.has(p) && this.tree.get(p).mode !== "160000");
      if (paths === "all") this.#want = "all";
      else if (this.#want !== "all") {
        for (const p of open2) if (!this.#queued.has(p)) this.#want.add(p);
      }
      if (!this.#next && (this.#want === "all" || this.#want.size > 0)) {
        this.#next = this.#queue.then(async () => {
          const want = this.#want;
          this.#want = /* @__PURE__ */ new Set();
          this.#next = void 0;
          if (this.#all) return;
          const list3 = (want === "all" ? this.paths : [...want]).filter((p) => !this.#materialized.has(p) && this.tree.get(p).mode !== "160000");
          this.#queued = new Set(list3);
          try {
            if (list3.length > 0) await this.#write(list3);
          } catch (e) {
            for (const p of list3) this.#written.settle(p, e instanceof Error ? e : new Error(String(e)));
            throw e;
          } finally {
            this.#queued = /* @__PURE__ */ new Set();
          }
          for (const p of list3) this.#written.settle(p);
          if (want === "all") this.#all = true;
        });
        this.#queue = this.#next.catch(() => {
        });
      }
      if (paths === "all") await this.#next;
      else {
        await this.#written.when(open2);
        if (this.#linkTargets.size > 0) await this.#queue;
      }
    }
    if (this.#failed.size === 0) return;
    for (const p of mine) {
      const why = this.#failed.get(p);
      if (why !== void 0) throw new Error(why);
    }
  }
  /**
   * The run is over (finished or failed): no write starts after this, the one under way stops at its next file, and
   * the returned promise resolves (never rejects) when nothing writes into the checkout any more, so that removing the
   * scratch folder cannot race a write (a removal racing one fails with ENOTEMPTY or leaves folders behind).
   */
  close() {
    this.#closed = true;
    return this.#queue;
  }
  /** The tree as the link resolver sees it (git/links.ts): modes, folders and link targets of this revision. */
  get linkTree() {
    return {
      mode: (p) => this.tree.get(p)?.mode,
      isDir: (p) => this.#dirs.has(p),
      target: (p) => this.#linkTargets.get(p)
    };
  }
  /**
   * R1.1.4: the first symlink whose target leaves the repository. Like Argo, an absolute target is always out of
   * bounds and a relative one whose lexical join climbs above the root too; unlike Argo's lexical check alone, links
   * are also followed the kernel's way through the tree, so a chain of links that escapes together is caught.
   */
  outOfBoundSymlink() {
    return firstEscapingLink(
      this.linkTree,
      this.paths.filter((p) => this.tree.get(p).mode === "120000")
    );
  }
  /** Writes files from their blobs' bytes (executable bit kept), then the links that stay inside. */
  async #write(list3) {
    const files = list3.filter((p) => this.tree.get(p).mode !== "120000");
    const links = list3.filter((p) => this.tree.get(p).mode === "120000");
    const fail2 = (p, e) => {
      this.#failed.set(p, `${p}: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    };
    const failed3 = (p, e) => {
      fail2(p, e);
      this.#written.settle(p);
      return false;
    };
    const syncOnly = this.syncWrites ?? onTmpfs(this.dir);
    let fd;
    let dropping = false;
    let chunks = [];
    const inFlight = /* @__PURE__ */ new Set();
    try {
      const sink = (files2) => ({
        start: (i, size) => {
          const p = files2[i];
          this.#materialized.add(p);
          if (this.#closed) return failed3(p, "the run has ended");
          if (size < 0) return failed3(p, `its object is missing from this clone (${FULL_CLONE_HINT})`);
          chunks = [];
          if (size <= SMALL_FILE_BYTES && !syncOnly) return true;
          try {
            fd = this.#folders.openSync(p, this.tree.get(p).mode === "100755");
            return true;
          } catch (e) {
            return failed3(p, e);
          }
        },
        data: (i, chunk) => {
          if (dropping) return;
          if (fd === void 0) return void chunks.push(chunk);
          try {
            for (let off = 0; off < chunk.length; ) off += writeSync(fd, chunk, off);
          } catch (e) {
            closeSync(fd);
            fd = void 0;
            dropping = true;
            failed3(files2[i], e);
          }
        },
        end: (i) => {
          const p = files2[i];
          if (dropping) {
            dropping = false;
            return;
          }
          if (fd !== void 0) {
            closeSync(fd);
            fd = void 0;
            return this.#written.settle(p);
          }
          const job = this.#folders.write(p, Buffer.concat(chunks), this.tree.get(p).mode === "100755").then(
            () => void this.#written.settle(p),
            (e) => void failed3(p, e)
          );
          chunks = [];
          inFlight.add(job);
          void job.then(() => inFlight.delete(job));
          if (inFlight.size >= WRITES_IN_FLIGHT) return Promise.race(inFlight);
        }
      });
      const fromGit = files.filter((p) => !this.#texts.has(p));
      const fromText = files.filter((p) => this.#texts.has(p));
      const mem = sink(fromText);
      for (const [i, p] of fromText.entries()) {
        const { text: text3, size } = this.#texts.get(p);
        const bytes = bytesOf(text3, size);
        if (bytes) await feedBlob(mem, i, bytes);
        else fromGit.push(p);
      }
      await streamBlobs(
        this.repo.root,
        fromGit.map((p) => this.tree.get(p).oid),
        sink(fromGit)
      );
    } finally {
      if (fd !== void 0) closeSync(fd);
      await Promise.all(inFlight);
    }
    const tree = this.linkTree;
    for (const p of links) {
      this.#materialized.add(p);
      const target = this.#linkTargets.get(p) ?? "";
      if (escapesLexically(p, target) || escapesThroughLinks(tree, p)) continue;
      try {
        this.#folders.parentOf(p);
        symlinkSync(target, join4(this.dir, p));
        this.#writtenLinks.push(p);
      } catch (e) {
        fail2(p, e);
      }
    }
    if (this.#writtenLinks.length > 0) this.#checkLinks();
    for (const p of links) this.#written.settle(p);
  }
  /** The kernel's answer for every link written so far: one that resolves outside the checkout is removed. */
  #checkLinks() {
    const root = this.#folders.root();
    for (const p of this.#writtenLinks) {
      if (this.#failed.has(p)) continue;
      let real;
      try {
        real = realPath(join4(this.dir, p));
      } catch {
        continue;
      }
      if (!isInside(root, real)) {
        unlinkSync(join4(this.dir, p));
        this.#failed.set(p, `${p}: symlink resolves outside the checkout; it was removed`);
      }
    }
  }
};

// src/plan/app-scope.ts
var OPTIONS = { dot: true, nocomment: true, nonegate: true };
var glob = (pattern, value2) => minimatch(value2, pattern, OPTIONS);
function matches2(d, p) {
  const name = (g) => glob(g, d.id) || glob(g, d.app.name);
  if (typeof p === "string") return name(p) || glob(p, d.file);
  return (p.name === void 0 || name(p.name)) && (p.project === void 0 || glob(p.project, d.app.project)) && (p.path === void 0 || glob(p.path, d.file));
}
function appInScope(d, scope) {
  if (scope.include.length > 0 && !scope.include.some((p) => matches2(d, p))) return false;
  return !scope.exclude.some((p) => matches2(d, p));
}
var sidesOf = (p) => [p.base?.discovered, p.head?.discovered].filter((d) => d !== void 0);
function plansInScope(plans, scope) {
  if (!scope || scope.include.length === 0 && scope.exclude.length === 0) return void 0;
  const byId = new Map(plans.map((p) => [p.id, p]));
  const direct = (p) => sidesOf(p).some((d) => appInScope(d, scope));
  const out = /* @__PURE__ */ new Set();
  for (const p of plans) {
    if (direct(p)) {
      out.add(p.id);
      continue;
    }
    if (p.change !== "removed") continue;
    const seen = /* @__PURE__ */ new Set([p.id]);
    for (let parent = p.base?.discovered.parent; parent !== void 0 && !seen.has(parent); parent = byId.get(parent)?.base?.discovered.parent) {
      seen.add(parent);
      const q = byId.get(parent);
      if (q && direct(q)) {
        out.add(p.id);
        break;
      }
    }
  }
  return out;
}

// src/lib/pool.ts
function createLimiter(max) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= max) return;
    const start = queue.shift();
    if (start) {
      active++;
      start();
    }
  };
  const release = () => {
    active--;
    next();
  };
  return (fn) => new Promise((resolve9, reject) => {
    queue.push(() => {
      let started;
      try {
        started = fn();
      } catch (e) {
        release();
        return reject(e);
      }
      started.then(
        (v) => {
          release();
          resolve9(v);
        },
        (e) => {
          release();
          reject(e);
        }
      );
    });
    next();
  });
}
async function startInSlices(items, start, sliceMs = 4) {
  const started = [];
  let since = performance.now();
  for (const item of items) {
    const p = start(item);
    p.catch(() => {
    });
    started.push(p);
    if (performance.now() - since >= sliceMs) {
      await new Promise((r) => setImmediate(r));
      since = performance.now();
    }
  }
  return started;
}

// src/lib/parsed-once.ts
var MAX_SHARED_TEXT = 8 * 1024;
var memo = new BoundedMemo(256);
function deepFreeze(v) {
  if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}
function parsedOnce(kind, text3, parse2) {
  if (text3.length > MAX_SHARED_TEXT || text3.includes("*")) return deepFreeze(parse2(text3));
  const key2 = `${kind}\0${text3}`;
  const known = memo.get(key2);
  return known !== void 0 ? known : memo.set(key2, deepFreeze(parse2(text3)));
}

// src/render/inputs.ts
import { createHash as createHash3 } from "node:crypto";
import { posix as posix3 } from "node:path";

// src/render/helm/deps.ts
import { createHash as createHash2 } from "node:crypto";
import {
  cpSync as cpSync2,
  existsSync as existsSync8,
  mkdirSync as mkdirSync4,
  mkdtempSync as mkdtempSync2,
  readdirSync as readdirSync5,
  readFileSync as readFileSync5,
  realpathSync as realpathSync4,
  renameSync,
  rmSync as rmSync3,
  statSync as statSync3,
  symlinkSync as symlinkSync2,
  writeFileSync as writeFileSync3
} from "node:fs";
import { dirname as dirname3, isAbsolute as isAbsolute4, join as join12, relative as relative5, resolve as resolve3, sep as sep5 } from "node:path";

// src/render/network/egress.ts
import { request as httpRequest, createServer } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect, isIP as isIP2 } from "node:net";
function policyOf(s) {
  return { network: s.network, allowedHosts: s.allowedHosts ?? DEFAULT_ALLOWED_HOSTS, resolve: s.resolve };
}
var EgressRefused = class extends Error {
};
function guardedLookup(policy, url) {
  const allowInternal = listedExactly(url, policy);
  const resolve9 = resolverOf(policy.resolve);
  return ((hostname, options, cb) => {
    resolve9(hostname).then(
      (addrs) => {
        const bad2 = allowInternal ? void 0 : addrs.find(isInternalAddress);
        if (bad2 || addrs.length === 0)
          return cb(new EgressRefused(bad2 ? `host ${hostname} resolves to ${bad2}, an internal address` : `host ${hostname} has no address`));
        if (options?.all)
          return cb(
            null,
            addrs.map((a) => ({ address: a, family: isIP2(a) }))
          );
        return cb(null, addrs[0], isIP2(addrs[0]));
      },
      (e) => cb(e)
    );
  });
}
var MAX_REDIRECTS = 10;
var MAX_FETCH_BYTES = 16 * 1024 * 1024;
async function fetchGuarded(url, policy, opts = {}) {
  let current = url;
  const origin = new URL(url).origin;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const why = await refuseRemote(current, policy, policy.resolve);
    if (why) throw new EgressRefused(hop === 0 ? why : `${url} redirects to ${current}: ${why}`);
    const u = new URL(current);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new EgressRefused(`${current}: only http and https URLs are fetched`);
    const res = await new Promise((ok, fail2) => {
      const req = (u.protocol === "https:" ? httpsRequest : httpRequest)(
        u,
        { method: "GET", headers: u.origin === origin ? opts.headers : void 0, lookup: guardedLookup(policy, current), timeout: opts.timeoutMs ?? 6e4 },
        ok
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 6e4} ms`)));
      req.on("error", fail2);
      req.end();
    });
    const status2 = res.statusCode ?? 0;
    if (status2 >= 300 && status2 < 400 && res.headers.location) {
      res.resume();
      current = new URL(res.headers.location, current).toString();
      continue;
    }
    if (status2 !== 200) {
      res.resume();
      throw new Error(`${redact(current)} answered HTTP ${status2}`);
    }
    const max = opts.maxBytes ?? MAX_FETCH_BYTES;
    const chunks = [];
    let size = 0;
    for await (const c of res) {
      size += c.length;
      if (size > max) {
        res.destroy();
        throw new Error(`${redact(current)} is larger than ${max} bytes`);
      }
      chunks.push(c);
    }
    return Buffer.concat(chunks);
  }
  throw new Error(`${redact(url)}: more than ${MAX_REDIRECTS} redirects`);
}
function redact(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return url.replace(/\/\/[^/@]*@/, "//").replace(/\?.*$/, "");
  }
}
var DEAD_PROXY_ENV = proxyEnv("http://127.0.0.1:9");
function proxyEnv(url) {
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: "", no_proxy: "" };
}
async function startEgressProxy(policy) {
  const refused = [];
  const sockets = /* @__PURE__ */ new Set();
  const check = async (url) => {
    const why = await refuseRemote(url, policy, policy.resolve);
    if (why) refused.push(why);
    return why;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const target = req.url ?? "";
      if (!/^http:\/\//i.test(target) || await check(target)) return res.writeHead(403).end("refused by the prune guard network policy");
      const up = httpRequest(target, { method: req.method, headers: req.headers, lookup: guardedLookup(policy, target) }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on("error", (e) => {
        if (e instanceof EgressRefused) refused.push(`${redact(target)}: ${e.message}`);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(up);
    })();
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    void (async () => {
      const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(req.url ?? "");
      const url = m ? `https://${m[1].includes(":") ? `[${m[1]}]` : m[1]}:${m[2]}` : "";
      if (!m || await check(url)) {
        client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
        return;
      }
      const up = connect({ host: m[1], port: Number(m[2]), lookup: guardedLookup(policy, url) });
      sockets.add(up);
      up.on("close", () => sockets.delete(up));
      up.once("connect", () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length) up.write(head);
        up.pipe(client);
        client.pipe(up);
      });
      up.on("error", (e) => {
        if (e instanceof EgressRefused) refused.push(`${m[1]}: ${e.message}`);
        client.destroy();
      });
    })();
  });
  await new Promise((ok, fail2) => server.once("error", fail2).listen(0, "127.0.0.1", ok));
  const port = server.address().port;
  return {
    env: proxyEnv(`http://127.0.0.1:${port}`),
    refused,
    close: () => new Promise((ok) => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      server.close(() => ok());
    })
  };
}
async function withEgress(policy, fn) {
  if (!policy.network) return fn(DEAD_PROXY_ENV, []);
  const proxy = await startEgressProxy(policy);
  try {
    return await fn(proxy.env, proxy.refused);
  } finally {
    await proxy.close();
  }
}

// src/render/helm/helm.ts
import { cpSync, existsSync as existsSync7, mkdtempSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join11, relative as relative4, sep as sep4 } from "node:path";

// src/lib/go/envsubst.ts
function isShellSpecial(c) {
  return "*#$@!?-0123456789".includes(c);
}
function isAlphaNum(c) {
  return c === "_" || c >= "0" && c <= "9" || c >= "a" && c <= "z" || c >= "A" && c <= "Z";
}
function shellName(s) {
  if (s[0] === "{") {
    if (s.length > 2 && isShellSpecial(s[1]) && s[2] === "}") return [s[1], 3];
    for (let i2 = 1; i2 < s.length; i2++) {
      if (s[i2] === "}") return i2 === 1 ? ["", 2] : [s.slice(1, i2), i2 + 1];
    }
    return ["", 1];
  }
  if (isShellSpecial(s[0])) return [s[0], 1];
  let i = 0;
  while (i < s.length && isAlphaNum(s[i])) i++;
  return [s.slice(0, i), i];
}
function goExpand(s, mapping) {
  let out = "";
  let i = 0;
  let changed2 = false;
  for (let j = 0; j < s.length; j++) {
    if (s[j] === "$" && j + 1 < s.length) {
      changed2 = true;
      out += s.slice(i, j);
      const [name, w] = shellName(s.slice(j + 1));
      if (name === "" && w > 0) {
      } else if (name === "") {
        out += "$";
      } else {
        out += mapping(name);
      }
      j += w;
      i = j + 1;
    }
  }
  return changed2 ? out + s.slice(i) : s;
}
function envsubst(s, env) {
  return goExpand(s, (name) => name === "$" ? "$" : Object.hasOwn(env, name) ? env[name] : "");
}

// src/render/helm/remote-schema.ts
import { existsSync as existsSync4, readdirSync as readdirSync2, readFileSync as readFileSync4, statSync } from "node:fs";
import { join as join5 } from "node:path";
import { gunzipSync } from "node:zlib";
function isBuiltinMetaSchema(url) {
  return url.hostname === "json-schema.org" && /^\/draft(-0[3467]|\/20(19-09|20-12))\//.test(url.pathname + "/");
}
function remoteUrl(ref3, base) {
  if (ref3.startsWith("#")) return void 0;
  let url;
  try {
    url = base ? new URL(ref3, base) : new URL(ref3);
  } catch {
    return void 0;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return void 0;
  return isBuiltinMetaSchema(url) ? void 0 : url;
}
function remoteRefsInSchema(schema2) {
  const found = /* @__PURE__ */ new Set();
  const walk4 = (node, base) => {
    if (Array.isArray(node)) {
      for (const item of node) walk4(item, base);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const obj = node;
    const id = typeof obj.$id === "string" ? obj.$id : typeof obj.id === "string" ? obj.id : void 0;
    if (id) {
      try {
        const u = base ? new URL(id, base) : new URL(id);
        if (u.protocol === "http:" || u.protocol === "https:") base = u;
      } catch {
      }
    }
    for (const key2 of ["$ref", "$schema", "$dynamicRef", "$recursiveRef"]) {
      const ref3 = obj[key2];
      if (typeof ref3 !== "string") continue;
      const url = remoteUrl(ref3, key2 === "$schema" ? void 0 : base);
      if (url && !(base && url.href.split("#")[0] === base.href.split("#")[0])) found.add(url.href);
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === "enum" || k === "const" || k === "default" || k === "examples") continue;
      walk4(v, base);
    }
  };
  walk4(schema2, void 0);
  return [...found].sort();
}
function refsInText(text3) {
  try {
    return remoteRefsInSchema(JSON.parse(text3));
  } catch {
    return [];
  }
}
function untar(buf) {
  const files = /* @__PURE__ */ new Map();
  let longName;
  for (let off = 0; off + 512 <= buf.length; ) {
    const header2 = buf.subarray(off, off + 512);
    if (header2.every((b) => b === 0)) break;
    const str3 = (a, b) => header2.subarray(a, b).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(str3(124, 136).trim() || "0", 8);
    const type = String.fromCharCode(header2[156] ?? 48);
    const prefix = str3(257, 263).startsWith("ustar") ? str3(345, 500) : "";
    const data = buf.subarray(off + 512, off + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${str3(0, 100)}` : str3(0, 100));
    longName = void 0;
    if (type === "L") longName = data.toString("utf8").replace(/\0.*$/s, "");
    else if (type === "x") longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString("utf8"))?.[1];
    else if (type === "0" || type === "\0" || type === "7") files.set(name.replace(/^\.\//, ""), data);
    off += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
function refsInArchive(tgz, label, out, depth) {
  let files;
  try {
    files = untar(gunzipSync(tgz));
  } catch {
    return;
  }
  for (const [name, data] of files) {
    if (/(^|\/)values\.schema\.json$/.test(name)) {
      const refs = refsInText(data.toString("utf8"));
      if (refs.length > 0) out.set(`${label}!${name}`, refs);
    } else if (depth < 5 && /(^|\/)charts\/[^/]+\.tgz$/.test(name)) refsInArchive(data, `${label}!${name}`, out, depth + 1);
  }
}
function scanChart(dir, label, out, depth) {
  const schema2 = join5(dir, "values.schema.json");
  if (existsSync4(schema2)) {
    const refs = refsInText(readFileSync4(schema2, "utf8"));
    if (refs.length > 0) out.set(`${label}values.schema.json`, refs);
  }
  const charts = join5(dir, "charts");
  if (depth >= 5 || !existsSync4(charts)) return;
  for (const name of readdirSync2(charts).sort()) {
    const p = join5(charts, name);
    const st = statSync(p);
    if (st.isDirectory()) scanChart(p, `${label}charts/${name}/`, out, depth + 1);
    else if (name.endsWith(".tgz")) refsInArchive(readFileSync4(p), `${label}charts/${name}`, out, depth + 1);
  }
}
function remoteSchemaRefs(chartDir) {
  const out = /* @__PURE__ */ new Map();
  scanChart(chartDir, "", out, 0);
  return out;
}
function hasRemoteSchemaRefs(chartDir) {
  return remoteSchemaRefs(chartDir).size > 0;
}
function isRemoteSchemaLoadError(message2) {
  return /failing loading "https?:\/\//.test(message2);
}

// src/render/helm/remote-inputs.ts
import { writeFileSync } from "node:fs";
import { join as join6 } from "node:path";

// src/render/types.ts
var RenderError2 = class extends Error {
  constructor(message2, file) {
    super(message2);
    this.file = file;
    this.name = "RenderError";
  }
  file;
};
var NotRenderedError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "NotRenderedError";
  }
};
function firstLines(text3, n = 20) {
  const lines2 = text3.trim().split("\n");
  return lines2.length > n ? [...lines2.slice(0, n), `\u2026 (${lines2.length - n} more lines)`].join("\n") : lines2.join("\n");
}

// src/render/helm/remote-inputs.ts
var isUrl = (p) => /^https?:\/\//i.test(p);
var NO_NETWORK = { network: false, allowedHosts: [] };
async function download(url, what, policy, dest) {
  if (!policy.network) {
    throw new NotRenderedError(
      `${what} ${redact(url)} is a URL and the network is off, so it is not fetched. Commit the file to the repository, or run with the network on and its host in allowedHosts.`
    );
  }
  try {
    writeFileSync(dest, await fetchGuarded(url, policy));
  } catch (e) {
    if (e instanceof EgressRefused) throw new NotRenderedError(`${what} ${redact(url)} is not fetched: ${e.message}`);
    throw new NotRenderedError(`${what} ${redact(url)} could not be fetched: ${e.message}`);
  }
}
async function localizeRemoteInputs(values, setFile, work, policy) {
  let n = 0;
  for (const [i, v] of (values ?? []).entries()) {
    if (!isUrl(v)) continue;
    const dest = join6(work(), `remote-values-${n++}.yaml`);
    await download(v, "values file", policy, dest);
    values[i] = dest;
  }
  for (const [k, v] of Object.entries(setFile ?? {})) {
    if (!isUrl(v)) continue;
    const dest = join6(work(), `remote-file-${n++}`);
    await download(v, `fileParameters entry ${k}:`, policy, dest);
    setFile[k] = dest;
  }
}
function hasRemoteInputs(values, setFile) {
  return (values ?? []).some(isUrl) || Object.values(setFile ?? {}).some(isUrl);
}
async function refusedSchemaRefs(chartDir, policy) {
  const refs = [...new Set([...remoteSchemaRefs(chartDir).values()].flat())];
  if (refs.length === 0) return void 0;
  for (const ref3 of refs) {
    const why = await refuseRemote(ref3, policy, policy.resolve);
    if (why) {
      return `values.schema.json refers to ${redact(ref3)}, which is not fetched (${why}), so schema validation was skipped (Argo CD, online, would validate)`;
    }
  }
  return void 0;
}

// src/render/helm/paths.ts
import { existsSync as existsSync5, readlinkSync, realpathSync as realpathSync3 } from "node:fs";
import { basename, dirname as dirname2, isAbsolute as isAbsolute3, join as join8, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";

// src/lib/go/doublestar.ts
import { readdirSync as readdirSync3, lstatSync, realpathSync as realpathSync2, statSync as statSync2 } from "node:fs";
import { join as join7 } from "node:path";
var GlobPatternError = class extends Error {
  constructor(pattern) {
    super(`syntax error in pattern ${JSON.stringify(pattern)}`);
    this.name = "GlobPatternError";
  }
};
function hasGlobMeta(p) {
  return /[*?[]/.test(p);
}
function segmentHasMeta(seg2) {
  for (let i = 0; i < seg2.length; i++) {
    const c = seg2[i];
    if (c === "\\") i++;
    else if (c === "*" || c === "?" || c === "[" || c === "{") return true;
  }
  return false;
}
function unescapeMeta(seg2) {
  return seg2.replace(/\\(.)/gs, "$1");
}
var cp = re2Char;
function segmentRegExp(seg2) {
  const chars = Array.from(seg2);
  let re = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\") {
      if (++i >= chars.length) throw new GlobPatternError(seg2);
      re += cp(chars[i]);
    } else if (c === "*") {
      while (chars[i + 1] === "*") i++;
      re += "[^/]*";
    } else if (c === "?") {
      re += "[^/]";
    } else if (c === "[") {
      let j = i + 1;
      let negate = false;
      if (chars[j] === "!" || chars[j] === "^") {
        negate = true;
        j++;
      }
      let body = "";
      let ranges = 0;
      const esc2 = () => {
        const x = chars[j];
        if (x === void 0 || x === "-" || x === "]") throw new GlobPatternError(seg2);
        if (x === "\\") {
          j++;
          if (chars[j] === void 0) throw new GlobPatternError(seg2);
        }
        return chars[j++];
      };
      for (; ; ) {
        if (chars[j] === "]" && ranges > 0) break;
        if (j >= chars.length) throw new GlobPatternError(seg2);
        const lo = esc2();
        let hi = lo;
        if (chars[j] === "-") {
          j++;
          hi = esc2();
        }
        if (lo.codePointAt(0) > hi.codePointAt(0)) throw new GlobPatternError(seg2);
        body += lo === hi ? cp(lo) : `${cp(lo)}-${cp(hi)}`;
        ranges++;
      }
      re += `[${negate ? "^/" : ""}${body}]`;
      i = j;
    } else {
      re += cp(c);
    }
  }
  return anchoredMatcher(re);
}
function expandAlternatives(pattern) {
  let open2 = -1;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "{") {
      if (depth++ === 0) open2 = i;
    } else if (c === "}" && depth > 0) {
      if (--depth === 0) {
        const alts = [];
        let start = open2 + 1;
        let d = 0;
        for (let k = open2 + 1; k < i; k++) {
          const x = pattern[k];
          if (x === "\\") k++;
          else if (x === "{") d++;
          else if (x === "}") d--;
          else if (x === "," && d === 0) {
            alts.push(pattern.slice(start, k));
            start = k + 1;
          }
        }
        alts.push(pattern.slice(start, i));
        const head = pattern.slice(0, open2);
        const tails = expandAlternatives(pattern.slice(i + 1));
        return alts.flatMap((a) => expandAlternatives(head + a).flatMap((h) => tails.map((t) => h + t)));
      }
    }
  }
  return [pattern];
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
function readSorted(dir) {
  try {
    return readdirSync3(dir, { withFileTypes: true }).sort((a, b) => byteOrder(a.name, b.name));
  } catch {
    return [];
  }
}
function isDirFollow(p) {
  try {
    return statSync2(p).isDirectory();
  } catch {
    return false;
  }
}
function entryIsDir(dir, e) {
  return e.isDirectory() || e.isSymbolicLink() && isDirFollow(join7(dir, e.name));
}
function lexists(p) {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
function doubleStar(dir, withFiles, out, onStack) {
  let real;
  try {
    real = realpathSync2.native(dir);
  } catch {
    return;
  }
  if (onStack.has(real)) return;
  const entries = readSorted(dir);
  out.push(dir);
  onStack.add(real);
  for (const e of entries) {
    const p = join7(dir, e.name);
    if (entryIsDir(dir, e)) doubleStar(p, withFiles, out, onStack);
    else if (withFiles) out.push(p);
  }
  onStack.delete(real);
}
function splitSegments(pattern) {
  const segs = [];
  let cur = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) {
      cur += c + pattern[++i];
    } else if (c === "/") {
      segs.push(cur);
      cur = "";
    } else cur += c;
  }
  segs.push(cur);
  return segs.filter((s) => s !== "" && s !== ".");
}
function globOne(base, pattern) {
  const segs = splitSegments(pattern);
  const regs = segs.map((s) => s === "**" || !segmentHasMeta(s) ? void 0 : segmentRegExp(s));
  let current = [base];
  segs.forEach((seg2, i) => {
    const last = i === segs.length - 1;
    const next = [];
    for (const dir of current) {
      const re = regs[i];
      if (seg2 === "**") doubleStar(dir, last, next, /* @__PURE__ */ new Set());
      else if (!re) {
        const p = join7(dir, unescapeMeta(seg2));
        if (last ? lexists(p) : isDirFollow(p)) next.push(p);
      } else {
        for (const e of readSorted(dir)) {
          if (re.test(e.name) && (last || entryIsDir(dir, e))) next.push(join7(dir, e.name));
        }
      }
    }
    current = next;
  });
  return segs.length === 0 ? lexists(base) ? [base] : [] : current;
}
function globFiles(base, pattern) {
  const alts = expandAlternatives(pattern);
  if (alts.length === 1) return globOne(base, pattern);
  const all = alts.flatMap((a) => globOne(base, a)).sort(byteOrder);
  return all.filter((p, i) => i === 0 || p !== all[i - 1]);
}

// src/render/helm/paths.ts
var ALLOWED_SCHEMES = ["http", "https"];
var REF_NAME = /^[a-zA-Z0-9_-]+$/;
function delinkFinal(p, depth = 10) {
  let target;
  try {
    target = readlinkSync(p);
  } catch {
    return p;
  }
  if (depth === 0) throw new RenderError2(`failed to resolve value file path: maximum symlink nesting level reached`);
  return delinkFinal(isAbsolute3(target) ? target : join8(dirname2(p), target), depth - 1);
}
function realpathLoose(p) {
  const tail = [];
  let cur = p;
  for (; ; ) {
    try {
      return join8(realpathSync3.native(cur), ...tail);
    } catch {
      const parent = dirname2(cur);
      if (parent === cur) return p;
      tail.unshift(basename(cur));
      cur = parent;
    }
  }
}
function inside(p, root) {
  return p.startsWith(root.endsWith(sep2) ? root : root + sep2);
}
function resolveLocal(base, root, value2) {
  const absRoot = resolve2(root);
  const p = resolve2(delinkFinal(isAbsolute3(value2) ? join8(absRoot, value2) : join8(resolve2(base), value2)));
  const outside = new RenderError2(`error resolving value file path: file '${value2}' resolved to outside repository root`);
  if (p === absRoot) throw new RenderError2(`error resolving value file path: file '${value2}' resolved to the repository root, which is not allowed`);
  if (!inside(p, absRoot)) throw outside;
  let realRoot = absRoot;
  try {
    realRoot = realpathSync3.native(absRoot);
  } catch {
  }
  const real = realpathLoose(p);
  if (real !== realRoot && !inside(real, realRoot)) throw outside;
  return p;
}
function resolveEntry(raw, ctx) {
  if (raw.startsWith("$")) {
    const slash = raw.indexOf("/");
    const name = raw.slice(1, slash < 0 ? void 0 : slash);
    const root = Object.hasOwn(ctx.refs, name) ? ctx.refs[name] : void 0;
    if (root !== void 0) {
      const rest = slash < 0 ? "" : raw.slice(slash + 1);
      if (rest.replace(/^\/+|\/+$/g, "") === "") {
        throw new RenderError2(`invalid value file path "${raw}": no file path after the ref name`);
      }
      return { path: resolveLocal(root, root, envsubst("/" + rest, ctx.env)), remote: false, root };
    }
    if (REF_NAME.test(name) && !Object.hasOwn(ctx.env, name)) {
      const known = Object.keys(ctx.refs).map((r) => `$${r}`);
      throw new RenderError2(
        `value file "${raw}" references $${name}, but no source of this application has \`ref: ${name}\`` + (known.length ? ` (known refs: ${known.join(", ")})` : "")
      );
    }
  }
  const value2 = envsubst(raw, ctx.env);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value2)?.[1];
  if (scheme !== void 0) {
    if (ALLOWED_SCHEMES.includes(scheme.toLowerCase())) return { path: value2, remote: true, root: ctx.repoRoot };
    throw new RenderError2(`error resolving value file path: the URL scheme '${scheme}' is not allowed`);
  }
  return { path: resolveLocal(ctx.appPath, ctx.repoRoot, value2), remote: false, root: ctx.repoRoot };
}
function isGlobEntry(r) {
  return !r.remote && hasGlobMeta(relative2(r.root, r.path));
}
function resolveValueFiles(raws, ignoreMissing, ctx, warnings) {
  const explicit2 = /* @__PURE__ */ new Set();
  for (const raw of raws) {
    try {
      const r = resolveEntry(raw, ctx);
      if (!isGlobEntry(r)) explicit2.add(r.path);
    } catch {
    }
  }
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (p) => {
    if (!seen.has(p)) {
      seen.add(p);
      out.push(p);
    }
  };
  for (const raw of raws) {
    const r = resolveEntry(raw, ctx);
    if (isGlobEntry(r)) {
      let matches3;
      try {
        matches3 = globFiles(resolve2(r.root), relative2(resolve2(r.root), r.path).split(sep2).join("/"));
      } catch (e) {
        if (e instanceof GlobPatternError) throw new RenderError2(`error expanding glob pattern "${raw}": ${e.message}`);
        throw e;
      }
      if (matches3.length === 0) {
        if (ignoreMissing) {
          warnings.push(`values file glob "${raw}" matched no files; skipped (ignoreMissingValueFiles)`);
          continue;
        }
        throw new RenderError2(`values file glob "${raw}" matched no files`);
      }
      const realRoot = realpathLoose(resolve2(r.root));
      for (const m of matches3) {
        const real = realpathLoose(m);
        if (real !== realRoot && !inside(real, realRoot)) {
          throw new RenderError2(`glob pattern "${raw}": glob match "${relative2(r.root, m)}" resolved to outside repository root`);
        }
      }
      for (const m of matches3) if (!explicit2.has(m)) add(m);
      continue;
    }
    if (r.remote)
      warnings.push(`values file "${raw}" is a URL; the guard fetches it when the network policy allows its host, and gives helm the downloaded file`);
    if (!r.remote && ignoreMissing && !existsSync5(r.path)) {
      warnings.push(`values file "${raw}" does not exist; skipped (ignoreMissingValueFiles)`);
      continue;
    }
    add(r.path);
  }
  return out;
}
function resolveFileParameter(raw, ctx) {
  return resolveEntry(raw, ctx).path;
}

// src/render/helm/home.ts
import { mkdirSync as mkdirSync3 } from "node:fs";
import { join as join9 } from "node:path";
var created = /* @__PURE__ */ new Set();
function helmHomeEnv(home) {
  const env = {
    HOME: home,
    HELM_CONFIG_HOME: join9(home, "config"),
    HELM_CACHE_HOME: join9(home, "cache"),
    HELM_DATA_HOME: join9(home, "data"),
    HELM_PLUGINS: join9(home, "plugins"),
    HELM_REGISTRY_CONFIG: join9(home, "config", "registry", "config.json"),
    DOCKER_CONFIG: join9(home, "docker"),
    XDG_CONFIG_HOME: join9(home, "config"),
    XDG_CACHE_HOME: join9(home, "cache"),
    XDG_DATA_HOME: join9(home, "data")
  };
  if (!created.has(home)) {
    mkdirOne(home);
    for (const [k, d] of Object.entries(env)) if (k !== "HELM_REGISTRY_CONFIG") mkdirSync3(d, { recursive: true });
    created.add(home);
  }
  return env;
}

// src/render/helm/output.ts
import { existsSync as existsSync6, readdirSync as readdirSync4 } from "node:fs";
import { join as join10, relative as relative3, sep as sep3 } from "node:path";

// src/lib/yaml-offthread.ts
import { Worker } from "node:worker_threads";
var OFF_THREAD_MIN = 1024 * 1024;
var LIMITS = { maxYoungGenerationSizeMb: 4 };
function startWorker(text3) {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./yaml-worker.js", import.meta.url), { workerData: { text: text3 }, resourceLimits: LIMITS });
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry3 = new URL("./yaml-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry3)}))`;
  return new Worker(boot, { eval: true, workerData: { text: text3 }, resourceLimits: LIMITS });
}
function decodeInWorker(text3) {
  return new Promise((resolve9) => {
    let worker;
    try {
      worker = startWorker(text3);
    } catch {
      return resolve9(void 0);
    }
    const docs = [];
    let result;
    worker.on("message", (m) => {
      if ("docs" in m) for (const d of m.docs) docs.push(d);
      else if ("done" in m) result = { docs, errors: m.done.errors };
    });
    worker.on("error", () => void 0);
    worker.on("exit", () => resolve9(result));
  });
}
async function parseYamlStreamOffThread(text3, min = OFF_THREAD_MIN) {
  if (text3.length < min) return parseYamlStreamAsync(text3);
  return await parseYamlStreamAsyncWithin(text3, min) ?? await decodeInWorker(text3) ?? parseYamlStreamAsync(text3);
}

// src/render/helm/output.ts
function sourceFile(source, req, chartRel) {
  if (!source) return void 0;
  const segs = source.split("/").slice(1);
  if (segs.length === 0) return void 0;
  const rel = [chartRel, ...segs].filter(Boolean).join("/");
  if (existsSync6(join10(req.appPath, ...segs))) return rel;
  const i = segs.indexOf("charts");
  if (i < 0 || i + 1 >= segs.length) return void 0;
  const chartsDir = join10(req.appPath, ...segs.slice(0, i + 1));
  const sub = segs[i + 1];
  let tgz;
  try {
    tgz = readdirSync4(chartsDir).sort().find((f4) => f4 === `${sub}.tgz` || f4.startsWith(`${sub}-`) && f4.endsWith(".tgz"));
  } catch {
    return void 0;
  }
  return tgz ? [chartRel, ...segs.slice(0, i + 1), tgz].filter(Boolean).join("/") : void 0;
}
function sourceComment(stdoutLines, line, commentBefore) {
  const direct = helmSourceOf(commentBefore);
  if (direct) return direct;
  const lines2 = stdoutLines();
  for (let i = line - 2; i >= 0; i--) {
    const l = lines2[i].trim();
    if (l.startsWith("---")) break;
    const m = /^#\s*Source:\s*(\S+)/.exec(l);
    if (m) return m[1];
    if (l !== "" && !l.startsWith("#")) break;
  }
  return void 0;
}
async function helmOutputToDocsAsync(stdout, req) {
  return helmParsedToDocs(await parseYamlStreamOffThread(stdout), stdout, req);
}
function helmParsedToDocs(parsed, stdout, req) {
  const chartRel = relative3(req.repoRoot, req.appPath).split(sep3).join("/");
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new RenderError2(`failed to unmarshal manifest: line ${e.line} of the helm output: ${e.message}`);
  }
  let lines2;
  const stdoutLines = () => lines2 ??= stdout.split("\n");
  const files = /* @__PURE__ */ new Map();
  const docs = [];
  for (const d of parsed.docs) {
    const source = sourceComment(stdoutLines, d.line, d.commentBefore);
    const file = source === void 0 ? void 0 : files.has(source) ? files.get(source) : files.set(source, sourceFile(source, req, chartRel)).get(source);
    const obj = d.value;
    if (!isRecord(obj)) {
      throw new RenderError2(`failed to unmarshal manifest: a document is not an object (${Array.isArray(obj) ? "array" : typeof obj})`, file);
    }
    if (typeof obj.kind !== "string" || obj.kind === "") {
      throw new RenderError2(`failed to unmarshal manifest: Object 'Kind' is missing in ${describeObject(obj)}`, file);
    }
    const items = listItems(obj, (item) => {
      throw new RenderError2(
        `items member is not an object (${Array.isArray(item) ? "array" : item === null ? "null" : typeof item}) in ${describeObject(obj)}`,
        file
      );
    });
    for (const item of items) docs.push({ obj: item, file, line: void 0 });
  }
  return docs;
}
function describeObject(obj) {
  const meta = isRecord(obj.metadata) ? obj.metadata : {};
  const str3 = (v) => typeof v === "string" && v.length <= 253 ? v : void 0;
  const parts = [
    str3(obj.apiVersion) ? `apiVersion ${str3(obj.apiVersion)}` : "",
    str3(meta.name) ? `name ${str3(meta.name)}` : "",
    `keys ${Object.keys(obj).slice(0, 10).join(", ") || "(none)"}`
  ].filter(Boolean);
  return `an object (${parts.join(", ")})`;
}

// src/lib/order.ts
var byCodeUnit = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var byEntryKey = ([a], [b]) => byCodeUnit(a, b);
function sortedKeys(obj) {
  const keys = Object.keys(obj);
  const n = keys.length;
  if (n > 16) return keys.sort(byCodeUnit);
  for (let i = 1; i < n; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

// src/render/helm/helm.ts
async function helmTool(deps) {
  try {
    return await deps.helm();
  } catch (e) {
    if (e instanceof MissingBinaryError) throw e;
    throw new NotRenderedError(`helm could not be started by the guard (${e.message}); this is not an error Argo CD would report`);
  }
}
function escapeSetValue(val) {
  if (val.startsWith("{") && val.endsWith("}")) return val;
  let out = "";
  let prev = "";
  for (const c of val) {
    out += c === "," && prev !== "\\" ? "\\," : c;
    prev = c;
  }
  return out;
}
function buildHelmArgs(o) {
  const args = ["template", ".", "--name-template", o.releaseName];
  if (o.namespace) args.push("--namespace", o.namespace);
  if (o.kubeVersion) args.push("--kube-version", o.kubeVersion);
  const pairs = (flag, m) => {
    for (const k of Object.keys(m ?? {}).sort(byCodeUnit)) args.push(flag, `${k}=${escapeSetValue(m[k])}`);
  };
  pairs("--set", o.set);
  pairs("--set-string", o.setString);
  pairs("--set-file", o.setFile);
  for (const v of o.values ?? []) args.push("--values", v);
  if (o.extraValues) args.push("--values", o.extraValues);
  for (const v of o.apiVersions ?? []) args.push("--api-versions", v);
  if (!o.skipCrds) args.push("--include-crds");
  if (o.skipSchemaValidation) args.push("--skip-schema-validation");
  if (o.skipTests) args.push("--skip-tests");
  return args;
}
function normalizeKubeVersion(v) {
  const m = /^\s*v?([0-9]+(?:\.[0-9]+)*)(.*)$/s.exec(v);
  if (!m) throw new Error(`could not parse "${v}" as version`);
  const parts = m[1].split(".");
  if (parts.length < 2) throw new Error(`illegal version string "${v}"`);
  if (parts[0].length > 1 && parts[0].startsWith("0")) {
    throw new Error(`illegal zero-prefixed version component "${parts[0]}" in "${v}"`);
  }
  return parts.map((p) => String(BigInt(p))).join(".");
}
function clusterFacts(req) {
  const h = req.source.helm;
  const k = req.source.kustomize;
  const namespace = h?.namespace || k?.namespace || req.destNamespace;
  const rawKube = h?.kubeVersion || k?.kubeVersion || req.kubeVersion || "";
  let kubeVersion = "";
  if (rawKube) {
    try {
      kubeVersion = normalizeKubeVersion(rawKube);
    } catch (e) {
      throw new RenderError2(`could not parse kubernetes version ${rawKube}: ${e.message}`);
    }
  }
  const apiVersions = h?.apiVersions?.length ? h.apiVersions : k?.apiVersions?.length ? k.apiVersions : req.apiVersions ?? [];
  return { namespace, kubeVersion, apiVersions };
}
function inlineValues(h) {
  if (h.valuesObject !== void 0) return JSON.stringify(h.valuesObject, null, 2) + "\n";
  return h.values ? h.values : void 0;
}
var MISSING_DEP = /found in (Chart\.yaml|requirements\.yaml), but missing in charts\/ directory:?\s*([^\n]*)/;
function missingDependencies(stderr, appPath) {
  const m = MISSING_DEP.exec(stderr);
  if (!m) return void 0;
  const names = m[2].split(",").map((s) => s.trim()).filter(Boolean);
  const declaredIn = existsSync7(join11(appPath, "requirements.yaml")) ? "requirements.yaml" : m[1];
  return `chart dependencies are not vendored: ${names.join(", ") || "(unnamed)"} ${names.length === 1 ? "is" : "are"} declared in ${declaredIn} but missing in the charts/ directory (Argo CD runs \`helm dependency build\` for them)`;
}
function releaseName2(req) {
  return req.source.helm?.releaseName || releaseNameFromInstance(req.instanceName) || req.instanceName;
}
async function renderHelm(req, deps) {
  const h = req.source.helm;
  if (h?.version && h.version !== "v3" && h.version !== "v4") {
    throw new RenderError2(`helm chart version '${h.version}' is not supported`);
  }
  const warnings = [];
  const facts = clusterFacts(req);
  const opts = {
    releaseName: releaseName2(req),
    namespace: facts.namespace,
    kubeVersion: facts.kubeVersion,
    apiVersions: facts.apiVersions,
    skipCrds: h?.skipCrds ?? false,
    skipSchemaValidation: h?.skipSchemaValidation ?? false,
    skipTests: h?.skipTests ?? false
  };
  const ctx = { appPath: req.appPath, repoRoot: req.repoRoot, refs: req.refs, env: req.buildEnv };
  let inline;
  if (h) {
    opts.values = resolveValueFiles(h.valueFiles, h.ignoreMissingValueFiles, ctx, warnings);
    inline = inlineValues(h);
    const set2 = {};
    const setString = {};
    for (const p of h.parameters) (p.forceString ? setString : set2)[p.name] = p.value;
    for (const m of [set2, setString]) for (const k of Object.keys(m)) m[k] = envsubst(m[k], req.buildEnv);
    const setFile = {};
    for (const p of h.fileParameters) setFile[p.name] = resolveFileParameter(p.path, ctx);
    Object.assign(opts, { set: set2, setString, setFile });
  }
  const policy = deps.network ?? NO_NETWORK;
  const tool = await helmTool(deps);
  let work;
  const workDir = () => work ??= (mkdirOne(req.scratchDir), mkdtempSync(join11(req.scratchDir, "helm-")));
  const remoteInputs = hasRemoteInputs(opts.values, opts.setFile);
  if (inline !== void 0 || !req.helmHome || remoteInputs) workDir();
  const chartFile = [relative4(req.repoRoot, req.appPath).split(sep4).join("/"), "Chart.yaml"].filter(Boolean).join("/");
  const lockPath = join11(req.appPath, "Chart.lock");
  const lockExisted = existsSync7(lockPath);
  try {
    await localizeRemoteInputs(opts.values, opts.setFile, workDir, policy);
    if (!opts.skipSchemaValidation) {
      const refused = await refusedSchemaRefs(req.appPath, policy);
      if (refused) {
        opts.skipSchemaValidation = true;
        warnings.push(refused);
      }
    }
    const fetches = !opts.skipSchemaValidation && hasRemoteSchemaRefs(req.appPath);
    if (inline !== void 0) {
      opts.extraValues = join11(workDir(), "inline-values.yaml");
      writeFileSync2(opts.extraValues, inline);
    }
    const env = helmHomeEnv(req.helmHome ?? join11(workDir(), "home"));
    const args = buildHelmArgs(opts);
    const commands = [[tool.name, ...tool.prefixArgs, ...args]];
    const run = async (cwd) => {
      try {
        return fetches ? await withEgress(policy, (egress) => deps.runner.run(tool, args, { cwd, env: { ...env, ...egress } })) : await deps.runner.run(tool, args, { cwd, env: { ...env, ...DEAD_PROXY_ENV } });
      } catch (e) {
        throw new RenderError2(`helm template could not run: ${e.message}`, chartFile);
      }
    };
    let result = await run(req.appPath);
    let dependenciesBuilt = false;
    const failed3 = (r) => {
      const stderr = r.stderr.trim() || r.stdout.trim();
      return new RenderError2(`helm template failed (exit ${r.code}): ${firstLines(stderr) || "no output"}`, chartFile);
    };
    if (result.code !== 0 && fetches && isRemoteSchemaLoadError(result.stderr)) {
      const line = result.stderr.split("\n").find((l) => isRemoteSchemaLoadError(l))?.trim() ?? "";
      throw new NotRenderedError(`helm could not load a remote schema of values.schema.json from here: ${line}`);
    }
    if (result.code !== 0) {
      const missing = missingDependencies(result.stderr.trim() || result.stdout.trim(), req.appPath);
      if (!missing) throw failed3(result);
      if (!deps.buildDependencies) throw new NotRenderedError(`${missing}; the guard cannot run \`helm dependency build\` here`);
      const charts = await deps.buildDependencies(req.appPath, req.repoRoot, workDir());
      dependenciesBuilt = true;
      const copy = join11(workDir(), "chart");
      cpSync(req.appPath, copy, { recursive: true });
      rmSync2(join11(copy, "charts"), { recursive: true, force: true });
      cpSync(charts, join11(copy, "charts"), { recursive: true });
      result = await run(copy);
      if (result.code !== 0) throw failed3(result);
      warnings.push(`chart dependencies are not vendored; they were built with \`helm dependency build\` as Argo CD does`);
    }
    for (const line of result.stderr.split("\n").map((l) => l.trim()).filter(Boolean).slice(0, 20)) {
      warnings.push(`helm: ${line}`);
    }
    const fetched = fetches || dependenciesBuilt || remoteInputs;
    return { type: "helm", docs: await helmOutputToDocsAsync(result.stdout, req), warnings, commands, ...fetched ? { fetched } : {} };
  } finally {
    if (!lockExisted && existsSync7(lockPath)) rmSync2(lockPath, { force: true });
    if (work) rmSync2(work, { recursive: true, force: true });
  }
}

// src/render/helm/index-file.ts
import { BlockList as BlockList2, isIP as isIP3 } from "node:net";
var MAX_INDEX_BYTES = 64 * 1024 * 1024;
function bypassesProxy(host) {
  const h = host.replace(/^\[|\]$/g, "");
  if (h === "localhost") return true;
  const family = isIP3(h);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(h)?.[1];
  return mapped ? loopback.check(mapped, "ipv4") : loopback.check(h, family === 6 ? "ipv6" : "ipv4");
}
var loopback = new BlockList2();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");
async function checkIndexTargets(repo, policy, auth) {
  const indexUrl = `${repo.replace(/\/+$/, "")}/index.yaml`;
  let text3;
  try {
    const headers = auth ? { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}` } : void 0;
    text3 = (await fetchGuarded(indexUrl, policy, { maxBytes: MAX_INDEX_BYTES, headers })).toString("utf8");
  } catch (e) {
    if (e instanceof EgressRefused) throw new NotRenderedError(`the index of the Helm repository ${redact(repo)} is not fetched: ${e.message}`);
    return;
  }
  if (!/localhost|127\.|::|\\/i.test(text3)) return;
  let doc;
  try {
    doc = parseHelmMetadata(text3, 100);
  } catch {
    return;
  }
  const entries = doc?.entries;
  if (!entries || typeof entries !== "object") return;
  const seen = /* @__PURE__ */ new Set();
  for (const versions of Object.values(entries)) {
    if (!Array.isArray(versions)) continue;
    for (const v of versions) {
      const urls = v?.urls;
      if (!Array.isArray(urls)) continue;
      for (const raw of urls) {
        if (typeof raw !== "string") continue;
        let u;
        try {
          u = new URL(raw, `${repo.replace(/\/+$/, "")}/`);
        } catch {
          continue;
        }
        if (!bypassesProxy(u.hostname) || seen.has(u.host)) continue;
        seen.add(u.host);
        const why = await refuseRemote(u.toString(), policy, policy.resolve);
        if (why) throw new NotRenderedError(`the Helm repository ${redact(repo)} lists a chart at ${redact(u.toString())}, which is not fetched: ${why}`);
      }
    }
  }
}

// src/render/helm/deps.ts
function dependencyEntries(list3) {
  if (!Array.isArray(list3)) return [];
  return list3.filter((d) => !!d && typeof d === "object").map((d) => ({
    name: String(d.name ?? ""),
    version: String(d.version ?? ""),
    repository: String(d.repository ?? "").trim(),
    alias: typeof d.alias === "string" ? d.alias : ""
  }));
}
function readDoc(file) {
  if (!existsSync8(file)) return void 0;
  const doc = parsedOnce("helm-metadata", readFileSync5(file, "utf8"), parseHelmMetadata);
  return doc && typeof doc === "object" ? doc : void 0;
}
function dependenciesOf(chartDir) {
  const chart = readDoc(join12(chartDir, "Chart.yaml"));
  const list3 = chart?.dependencies ?? readDoc(join12(chartDir, "requirements.yaml"))?.dependencies;
  return dependencyEntries(list3).map(({ name, version, repository }) => ({ name, version, repository }));
}
function within(child, parent) {
  const rel = relative5(parent, child);
  return rel === "" || !rel.startsWith("..") && !isAbsolute4(rel);
}
function credentialFor(url, deps) {
  const under2 = (c) => {
    const base = c.url.replace(/\/+$/, "").toLowerCase();
    const u = url.replace(/\/+$/, "").toLowerCase();
    return u === base || u.startsWith(`${base}/`);
  };
  const match = [...deps.credentials ?? []].filter(under2).sort((a, b) => b.url.length - a.url.length)[0];
  if (!match) return void 0;
  const env = deps.env ?? process.env;
  const username = env[match.usernameEnv];
  const password = env[match.passwordEnv];
  if (!username || !password) {
    throw new NotRenderedError(
      `helmCredentials names ${match.usernameEnv}/${match.passwordEnv} for ${redact(url)}, but ${!username ? match.usernameEnv : match.passwordEnv} is not set in the environment of the guard`
    );
  }
  return { username, password };
}
function hashKey(chartDir, deps) {
  const h = createHash2("sha256").update(JSON.stringify(deps));
  for (const f4 of ["Chart.lock", "requirements.lock"]) if (existsSync8(join12(chartDir, f4))) h.update(f4).update(readFileSync5(join12(chartDir, f4)));
  const charts = join12(chartDir, "charts");
  if (existsSync8(charts)) for (const n of readdirSync5(charts).sort()) h.update(`${n}\0${statSync3(join12(charts, n)).size}
`);
  return h.digest("hex").slice(0, 32);
}
function isNetworkFailure(text3) {
  return /\b(401|403|407|5\d\d)\b|unauthori[sz]ed|forbidden|dial tcp|connection refused|no such host|i\/o timeout|timeout|tls:|x509|proxyconnect|EOF|could not be fetched|failed to fetch|looks like .* is not a valid chart repository/i.test(
    text3
  );
}
async function buildDependencies(chartDir, repoRoot, scratch, deps) {
  const list3 = dependenciesOf(chartDir);
  const remote = [];
  const local = [];
  for (const d of list3) {
    const r = d.repository;
    if (r === "") continue;
    if (r.startsWith("@") || r.startsWith("alias:")) {
      throw new NotRenderedError(
        `dependency ${d.name} names the repository "${r}", which refers to Argo CD's repository settings; write its URL in Chart.yaml (the guard cannot resolve repository names)`
      );
    }
    if (/^file:\/\//i.test(r)) {
      let target;
      try {
        target = realpathSync4.native(resolve3(chartDir, r.slice("file://".length)));
      } catch {
        throw new RenderError2(`dependency ${d.name}: "${r}" does not exist`);
      }
      if (!within(target, realpathSync4.native(repoRoot))) throw new RenderError2(`dependency ${d.name}: "${r}" points outside the repository`);
      local.push(target);
    } else if (!remote.includes(r)) remote.push(r);
  }
  const key2 = hashKey(chartDir, list3);
  const final = join12(resolve3(deps.cacheDir), "deps", key2);
  if (local.length === 0 && existsSync8(join12(final, "meta.json"))) return join12(final, "charts");
  for (const r of remote) {
    const why = await refuseRemote(r, deps.policy, deps.policy.resolve);
    const d = list3.find((x) => x.repository === r);
    if (why) throw new NotRenderedError(`dependency ${d.name} from ${redact(r)} is not fetched for \`helm dependency build\`: ${why}`);
  }
  if (local.length > 0) return build(chartDir, repoRoot, scratch, deps, { list: list3, remote, local, final });
  let p = inflight.get(final);
  if (!p) {
    p = build(chartDir, repoRoot, scratch, deps, { list: list3, remote, local, final }).finally(() => inflight.delete(final));
    inflight.set(final, p);
  }
  return p;
}
var inflight = /* @__PURE__ */ new Map();
async function build(chartDir, repoRoot, scratch, deps, { list: list3, remote, local, final }) {
  const root = join12(resolve3(deps.cacheDir), "deps");
  mkdirSync4(root, { recursive: true });
  const tmp = mkdtempSync2(join12(root, ".tmp-"));
  const secrets = [];
  try {
    const realRoot = realpathSync4.native(repoRoot);
    const rel = relative5(realRoot, realpathSync4.native(chartDir));
    const tree = join12(tmp, "tree");
    const copy = join12(tree, rel);
    mkdirSync4(dirname3(copy), { recursive: true });
    cpSync2(chartDir, copy, { recursive: true });
    for (const target of local) {
      const at = join12(tree, relative5(realRoot, target));
      if (existsSync8(at)) continue;
      mkdirSync4(dirname3(at), { recursive: true });
      symlinkSync2(target, at);
    }
    const home = join12(tmp, "home");
    const env = helmHomeEnv(home);
    const repos = remote.filter((u) => /^https?:\/\//i.test(u)).map((url, i) => {
      const c = credentialFor(url, deps);
      if (c) secrets.push(c.username, c.password);
      return { name: `dep-${i}`, url, ...c ? { username: c.username, password: c.password } : {} };
    });
    for (const repo of repos) await checkIndexTargets(repo.url, deps.policy, repo.username ? { username: repo.username, password: repo.password } : void 0);
    writeFileSync3(
      join12(env.HELM_CONFIG_HOME, "repositories.yaml"),
      stringifyForGo({ apiVersion: "", generated: "0001-01-01T00:00:00Z", repositories: repos }),
      { mode: 384 }
    );
    const args = ["dependency", "build"];
    if (remote.some((u) => /^oci:\/\/(127\.|localhost[:/]|\[::1\])/i.test(u))) args.push("--plain-http");
    const tool = await helmTool(deps);
    const r = await withEgress(deps.policy, async (egress, refused) => {
      let res;
      try {
        res = await deps.runner.run(tool, args, { cwd: copy, env: { ...env, ...egress }, timeoutMs: deps.timeoutMs });
      } catch (e) {
        throw new NotRenderedError(`\`helm dependency build\` could not complete: ${scrub(e.message, secrets)}`);
      }
      if (res.code !== 0 && refused.length > 0) {
        throw new NotRenderedError(`\`helm dependency build\` was sent to a host the network policy refuses: ${refused[0]}`);
      }
      return res;
    });
    if (r.code !== 0) {
      const msg = scrub(firstLines2(`${r.stderr}
${r.stdout}`), secrets);
      const text3 = `\`helm dependency build\` failed (exit ${r.code}): ${msg}`;
      if (isNetworkFailure(msg)) {
        throw new NotRenderedError(
          `${text3}. If a repository needs credentials, name environment variables holding them in helmCredentials in .prune-guard.yaml`
        );
      }
      throw new RenderError2(text3, [rel.split(sep5).join("/"), "Chart.yaml"].filter(Boolean).join("/"));
    }
    if (local.length > 0) {
      const out = mkdtempSync2(join12(scratch, "deps-"));
      cpSync2(join12(copy, "charts"), join12(out, "charts"), { recursive: true });
      return join12(out, "charts");
    }
    const staged = join12(tmp, "entry");
    mkdirSync4(staged);
    renameSync(join12(copy, "charts"), join12(staged, "charts"));
    writeFileSync3(join12(staged, "meta.json"), JSON.stringify({ dependencies: list3, builtAt: (/* @__PURE__ */ new Date()).toISOString(), complete: true }, null, 2) + "\n");
    try {
      renameSync(staged, final);
    } catch (e) {
      if (!existsSync8(join12(final, "meta.json"))) throw e;
    }
    return join12(final, "charts");
  } finally {
    rmSync3(tmp, { recursive: true, force: true });
  }
}
function firstLines2(text3, n = 8) {
  return text3.split("\n").map((l) => l.trim().replace(/^Error:\s*/, "")).filter((l) => l && !/^level=(WARN|INFO|DEBUG)/.test(l)).slice(0, n).join("\n");
}
function scrub(text3, secrets) {
  let out = text3.replace(/(\w+:\/\/)[^\s/@]+@/g, "$1");
  for (const s of secrets) if (s) out = out.split(s).join("***");
  return out;
}

// src/render/inputs.ts
var Unsafe = class extends Error {
};
var Collector = class {
  constructor(t) {
    this.t = t;
  }
  t;
  acc = /* @__PURE__ */ new Map();
  /**
   * What a render would fetch (a chart dependency not vendored, a kustomize helmCharts repo, a remote base, component
   * or values file): not in the repository. The reference's text is hashed where it is written (the kustomization's
   * blob, the Application's spec), so the same text fetches the same content in one run (as R1.1.6 for charts).
   */
  external = false;
  /** The value keys that reach the fetched dependencies (their alias or name, and `global`); 'all' for helmCharts. */
  externalKeys = /* @__PURE__ */ new Set();
  #charts = /* @__PURE__ */ new Set();
  #visited = /* @__PURE__ */ new Set();
  /** Folders already added whole (a link back to a parent folder must not add it forever). */
  #dirs = /* @__PURE__ */ new Set();
  /** A reference to content fetched at render time, with whatever values or patches the repository gives it. */
  fetches() {
    this.external = true;
    this.externalKeys = "all";
  }
  norm(p) {
    const n = posix3.normalize(p).replace(/^\.\/?/, "").replace(/\/$/, "");
    if (n === ".." || n.startsWith("../") || posix3.isAbsolute(n)) throw new Unsafe(`path ${p} leaves the repository`);
    return n === "." ? "" : n;
  }
  /** Where the kernel finds `n` (a normalized path): as written unless a link is on the way (git/links.ts). */
  #resolve(n) {
    const links = this.t.links;
    let through = false;
    for (let i = n.indexOf("/"); !through && links.size > 0; i = n.indexOf("/", i + 1)) {
      through = links.has(i < 0 ? n : n.slice(0, i));
      if (i < 0) break;
    }
    if (!through) return { path: n, links: [] };
    const r = resolveInTree(this.t.linkTree, n);
    if (!r) throw new Unsafe(`${n} resolves outside the repository or loops`);
    return r;
  }
  /** Adds a file or a whole directory subtree, as the kernel finds it through symlinks. */
  add(p) {
    const r = this.#resolve(this.norm(p));
    for (const l of r.links) {
      this.acc.set(l, this.t.tree.get(l));
    }
    const n = r.path;
    const entry3 = this.t.tree.get(n);
    if (entry3 !== void 0) {
      this.#entry(n, entry3);
      return "file";
    }
    const prefix = n ? `${n}/` : "";
    if (this.#dirs.has(n)) return "dir";
    let found = false;
    for (const path of this.#under(prefix)) {
      if (!found) this.#dirs.add(n);
      found = true;
      const e = this.t.tree.get(path);
      if (e.startsWith("120000")) this.add(path);
      else this.#entry(path, e);
    }
    this.acc.set(`${n}/`, found ? "dir" : "missing");
    return found ? "dir" : "missing";
  }
  #entry(path, entry3) {
    if (entry3.startsWith("160000")) throw new Unsafe(`${path} is a submodule`);
    this.acc.set(path, entry3);
  }
  #under(prefix) {
    return pathsUnder(this.t.paths, prefix);
  }
  /**
   * A Helm chart folder (when it holds a Chart.yaml): the folders of its `file://` dependencies, transitively (helm
   * dependency build packs them into the render, R1.5.10); a dependency from a repository is external unless vendored
   * under charts/ (its archive or folder is in the chart folder, hashed with it).
   */
  helmChart(dir) {
    const real = this.#resolve(this.norm(dir)).path;
    if (this.#charts.has(real)) return;
    this.#charts.add(real);
    const at = (f4) => real ? `${real}/${f4}` : f4;
    const meta = ["Chart.yaml", "requirements.yaml"].map((f4) => this.t.readText(at(f4))).filter((x) => x !== void 0);
    if (meta.length === 0) return;
    for (const text3 of meta) {
      for (const dep of dependencies(text3)) {
        if (/^file:\/\//i.test(dep.repository)) {
          const target = posix3.join(real, dep.repository.slice("file://".length));
          if (this.add(target) === "dir") this.helmChart(target);
        } else if (dep.repository !== "" && !this.#vendored(real, dep.name)) {
          this.external = true;
          if (this.externalKeys !== "all") this.externalKeys.add(dep.alias || dep.name).add("global");
        }
      }
    }
  }
  #vendored(chart, name) {
    const charts = chart ? `${chart}/charts/` : "charts/";
    if (this.t.tree.has(`${charts}${name}/Chart.yaml`)) return true;
    for (const p of this.#under(`${charts}${name}-`)) if (/^\d[^/]*\.tgz$/.test(p.slice(charts.length + name.length + 1))) return true;
    return false;
  }
  /** A kustomization directory: the whole dir, then every local reference, transitively. */
  kustomizeDir(dir) {
    const n = this.norm(dir);
    if (this.#visited.has(n)) return;
    this.#visited.add(n);
    this.add(n);
    const real = this.#resolve(n).path;
    const joined = (ref3) => [.../* @__PURE__ */ new Set([posix3.join(real, ref3), posix3.join(n, ref3)])];
    const file = KUSTOMIZATION_FILES.map((f4) => real ? `${real}/${f4}` : f4).find((f4) => this.t.tree.has(f4));
    if (!file) return;
    const k = this.t.kustomizations.get(file);
    if (k === void 0) {
      if (this.t.readText(file) === void 0) throw new Unsafe(`${file} could not be read`);
      return;
    }
    for (const ref3 of kustomizeRefs(k)) {
      if (REMOTE_REFERENCE.test(ref3)) {
        this.fetches();
        continue;
      }
      for (const target of joined(ref3)) if (this.add(target) === "dir") this.kustomizeDir(target);
    }
    for (const chart of isRecord(k) && Array.isArray(k.helmCharts) ? k.helmCharts : []) {
      if (!isRecord(chart)) continue;
      if (typeof chart.repo === "string" && chart.repo !== "") {
        this.fetches();
      }
      const files = [chart.valuesFile, ...Array.isArray(chart.additionalValuesFiles) ? chart.additionalValuesFiles : []];
      for (const f4 of files) {
        if (typeof f4 !== "string" || f4 === "") continue;
        if (REMOTE_REFERENCE.test(f4)) {
          this.fetches();
          continue;
        }
        for (const target of joined(f4)) this.add(target);
      }
    }
  }
};
function sourceInputs(c, s) {
  const base = s.path;
  c.add(base);
  c.helmChart(base);
  c.kustomizeDir(base);
  for (const comp of s.kustomize?.components ?? []) {
    if (REMOTE_REFERENCE.test(comp)) {
      c.fetches();
      continue;
    }
    if (c.add(posix3.join(base, comp)) === "dir") c.kustomizeDir(posix3.join(base, comp));
  }
  valueFileInputs(c, s);
}
function valueFileInputs(c, s, refs) {
  const base = s.path;
  const helmPaths = [...s.helm?.valueFiles ?? [], ...(s.helm?.fileParameters ?? []).map((f4) => f4.path)];
  for (const raw of helmPaths) {
    if (/^https?:\/\//.test(raw)) continue;
    if (raw.includes("$") && !/^\$[A-Za-z0-9_-]+\//.test(raw)) throw new Unsafe(`value file ${raw} uses variables`);
    if (refs && !(raw.startsWith("$") && refs.has(raw.slice(1, raw.indexOf("/"))))) continue;
    const rel = valueFilePath(base, raw);
    const glob3 = rel.search(/[*?[{]/);
    c.add(glob3 < 0 ? rel : posix3.dirname(rel.slice(0, glob3) + "x"));
  }
}
function valueFilePath(sourcePath, raw) {
  return raw.startsWith("$") ? raw.slice(raw.indexOf("/") + 1) : raw.startsWith("/") ? raw.slice(1) : posix3.join(sourcePath, raw);
}
function dependencies(text3) {
  if (!text3.includes("dependencies")) return [];
  let doc;
  try {
    doc = parsedOnce("helm-metadata", text3, parseHelmMetadata);
  } catch {
    return [];
  }
  return dependencyEntries(isRecord(doc) ? doc.dependencies : void 0);
}
function appFingerprint(d, t, repoURLs, settings, mayUsePlugin2) {
  const revision = /ARGOCD_APP_REVISION/.test(JSON.stringify(d.manifest)) ? t.sha : "";
  const files = /* @__PURE__ */ new Set();
  let external2 = false;
  let keys = /* @__PURE__ */ new Set();
  const inRepo = (s) => !s.repoURL.startsWith("oci://") && !s.chart && repoURLs.some((u) => sameRepo(u, s.repoURL));
  const refsHere = new Set(d.app.sources.filter((s) => s.ref && inRepo(s)).map((s) => s.ref));
  const sources2 = d.app.sources.map((s) => {
    const h2 = createHash3("sha256");
    h2.update(canonicalJson({ source: s.raw, settings, revision }));
    const here = inRepo(s);
    if (!here) {
      external2 = true;
      keys = "all";
    } else if (mayUsePlugin2?.(s)) return void 0;
    if (s.ref && !s.path && !s.chart) return h2.digest("hex");
    try {
      const c = new Collector(t);
      if (here) sourceInputs(c, s);
      else valueFileInputs(c, s, refsHere);
      external2 ||= c.external;
      if (c.externalKeys === "all") keys = "all";
      else if (keys !== "all") for (const k of c.externalKeys) keys.add(k);
      for (const [k, v] of [...c.acc].sort(([a], [b]) => a < b ? -1 : 1)) {
        h2.update(`${k}\0${v}
`);
        if (!k.endsWith("/")) files.add(k);
      }
      return h2.digest("hex");
    } catch (e) {
      if (e instanceof Unsafe) return void 0;
      throw e;
    }
  });
  const ext = { external: external2, ...external2 && keys !== "all" ? { externalKeys: [...keys].sort() } : {} };
  if (sources2.some((x) => x === void 0)) return { sources: sources2, files: [...files], ...ext };
  const h = createHash3("sha256");
  h.update(canonicalJson({ app: d.manifest, sources: sources2 }));
  return { app: h.digest("hex"), sources: sources2, files: [...files].sort(), ...ext };
}

// src/pipeline/child-apps.ts
import { posix as posix5 } from "node:path";
import { gunzipSync as gunzipSync3 } from "node:zlib";

// src/render/helm/tgz.ts
import { gunzipSync as gunzipSync2 } from "node:zlib";
var MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
var text = (b, start, len2) => {
  const s = b.subarray(start, start + len2);
  const nul = s.indexOf(0);
  return (nul < 0 ? s : s.subarray(0, nul)).toString("utf8");
};
var octal = (b, start, len2) => {
  const s = text(b, start, len2).trim();
  if (!/^[0-7]*$/.test(s)) throw new Error(`bad tar header number "${s}"`);
  return s === "" ? 0 : parseInt(s, 8);
};
function paxPath(data) {
  let at = 0;
  while (at < data.length) {
    const sp = data.indexOf(32, at);
    if (sp < 0) break;
    const len2 = parseInt(data.subarray(at, sp).toString("ascii"), 10);
    if (!(len2 > 0)) break;
    const rec2 = data.subarray(sp + 1, at + len2 - 1).toString("utf8");
    if (rec2.startsWith("path=")) return rec2.slice("path=".length);
    at += len2;
  }
  return void 0;
}
function readTgz(archive, maxBytes = MAX_UNPACKED_BYTES) {
  const tar = gunzipSync2(archive, { maxOutputLength: maxBytes });
  const out = [];
  let longName;
  let at = 0;
  while (at + 512 <= tar.length) {
    const header2 = tar.subarray(at, at + 512);
    if (header2.every((x) => x === 0)) break;
    const size = octal(header2, 124, 12);
    const type = String.fromCharCode(header2[156] || 48);
    const name = text(header2, 0, 100);
    const magic = text(header2, 257, 6);
    const prefix = magic.startsWith("ustar") ? text(header2, 345, 155) : "";
    const start = at + 512;
    if (start + size > tar.length) throw new Error("truncated tar archive");
    const data = tar.subarray(start, start + size);
    at = start + Math.ceil(size / 512) * 512;
    if (type === "x" || type === "L") {
      longName = type === "x" ? paxPath(data) : text(data, 0, data.length);
      continue;
    }
    if (type === "g") continue;
    const path = (longName ?? (prefix ? `${prefix}/${name}` : name)).replace(/^\.\//, "");
    longName = void 0;
    if (type === "0" || type === "7") out.push({ path, data: Buffer.from(data) });
  }
  return out;
}

// src/pipeline/kustomize-reads.ts
import { posix as posix4 } from "node:path";
var ARGOCD_SOURCE = /(^|\/)\.argocd-source[^/]*\.ya?ml$/;
var OTHER_TYPE = /^["']?(helm|directory|plugin)["']?\s*:/m;
var folder = (p) => posix4.dirname(p) === "." ? "" : posix4.dirname(p);
var under = (f4, dir) => dir === "" || f4.startsWith(`${dir}/`);
function valuesFiles(k) {
  const out = [];
  for (const c of isRecord(k) && Array.isArray(k.helmCharts) ? k.helmCharts : []) {
    if (!isRecord(c)) continue;
    for (const f4 of [c.valuesFile, ...Array.isArray(c.additionalValuesFiles) ? c.additionalValuesFiles : []]) if (typeof f4 === "string") out.push(f4);
  }
  return out;
}
function unnamedByKustomize(files, sources2, tree) {
  const none = /* @__PURE__ */ new Set();
  if (tree.links.size > 0) return none;
  for (const s of sources2) {
    if (!isRecord(s) || typeof s.path !== "string" || s.chart !== void 0) return none;
    if (s.directory !== void 0 || s.helm !== void 0 || s.plugin !== void 0) return none;
    const root = posix4.normalize(s.path).replace(/^\.$|\/$/, "");
    if (!KUSTOMIZATION_FILES.some((k) => tree.tree.has(root ? `${root}/${k}` : k))) return none;
    const own = root === "" ? tree.paths.filter((p) => !p.includes("/")) : [...pathsUnder(tree.paths, `${root}/`)].filter((p) => !p.slice(root.length + 1).includes("/"));
    if (own.some((p) => p.endsWith("Chart.yaml") || ARGOCD_SOURCE.test(p) && OTHER_TYPE.test(tree.readText(p) ?? "helm:"))) return none;
  }
  const kustomizationDirs = [];
  const named = /* @__PURE__ */ new Set();
  const namedDirs = [];
  for (const f4 of files) {
    if (!isKustomizationFile(f4)) continue;
    const k = tree.kustomizations.get(f4);
    if (k === void 0) return none;
    const dir = folder(f4);
    kustomizationDirs.push(dir);
    named.add(f4);
    for (const ref3 of [...kustomizeRefs(k), ...valuesFiles(k)]) {
      if (REMOTE_REFERENCE.test(ref3)) continue;
      const p = posix4.normalize(posix4.join(dir, ref3)).replace(/\/$/, "");
      named.add(p);
      namedDirs.push(p);
    }
  }
  const out = /* @__PURE__ */ new Set();
  for (const f4 of files) {
    if (named.has(f4) || ARGOCD_SOURCE.test(f4)) continue;
    const owner = kustomizationDirs.filter((d) => under(f4, d)).sort((a, b) => b.length - a.length)[0];
    if (owner === void 0) continue;
    if (namedDirs.some((d) => d.length > owner.length && under(f4, d))) continue;
    out.add(f4);
  }
  return out;
}

// src/pipeline/child-apps.ts
var TEXT_FILE2 = /\.(ya?ml|json|tpl)$/;
var MAX_SCAN_BYTES = 16 * 1024 * 1024;
var MAX_ARCHIVE_DEPTH = 4;
var GZIP_MAGIC = Buffer.from([31, 139]);
var GZIP = (b) => b.length > 2 && b[0] === 31 && b[1] === 139;
var RANK = { none: 0, may: 1, parent: 2 };
var strongest = (xs) => xs.reduce((a, b) => RANK[b] > RANK[a] ? b : a, "none");
function textEvidence(text3) {
  if (!namesArgoGroup(text3)) return "none";
  return mayHoldApplication(text3) ? "parent" : "may";
}
var HOST_CHAR = /[A-Za-z0-9.-]/;
function namesArgoGroup(text3) {
  for (let i = text3.indexOf(ARGO_GROUP); i >= 0; i = text3.indexOf(ARGO_GROUP, i + ARGO_GROUP.length)) {
    if (i === 0 || !HOST_CHAR.test(text3[i - 1])) return true;
  }
  return false;
}
function bytesEvidence(bytes, depth = 0) {
  if (bytes === void 0) return "may";
  if (!GZIP(bytes)) return textEvidence(bytes.toString("latin1"));
  if (depth >= MAX_ARCHIVE_DEPTH) return "may";
  try {
    const raw = gunzipSync3(bytes, { maxOutputLength: MAX_UNPACKED_BYTES });
    const here = textEvidence(raw.toString("latin1"));
    if (here === "parent" || !raw.includes(GZIP_MAGIC)) return here;
    return strongest([here, ...readTgz(bytes).flatMap((e) => GZIP(e.data) ? [bytesEvidence(e.data, depth + 1)] : [])]);
  } catch {
    return "may";
  }
}
var scans = /* @__PURE__ */ new WeakMap();
function scan(side, path) {
  let s = scans.get(side);
  if (!s) {
    scans.set(side, s = { done: /* @__PURE__ */ new Map(), queue: /* @__PURE__ */ new Map(), reading: false });
    for (const f4 of unloadedChartFiles(side)) void scan(side, f4);
  }
  const known = s.done.get(path);
  if (known) return known;
  const state = s;
  const p = new Promise((resolve9) => {
    if (state.queue.size === 0 && !state.reading) setImmediate(() => void flush(side, state));
    state.queue.set(path, resolve9);
  });
  s.done.set(path, p);
  return p;
}
function unloadedChartFiles(side) {
  if (side.chartDirs.size === 0) return [];
  const inChart = (p) => {
    for (let i = p.lastIndexOf("/"); i >= 0; i = p.lastIndexOf("/", i - 1)) if (side.chartDirs.has(p.slice(0, i))) return true;
    return side.chartDirs.has("");
  };
  return side.tree.paths.filter((p) => !TEXT_FILE2.test(p) && !side.tree.links.has(p) && side.readText(p) === void 0 && inChart(p));
}
async function flush(side, s) {
  const batch = [...s.queue];
  s.queue.clear();
  s.reading = true;
  let bytes;
  try {
    bytes = await side.readBytes(batch.map(([p]) => p));
  } catch {
    bytes = [];
  }
  s.reading = false;
  batch.forEach(([, resolve9], i) => resolve9(bytesEvidence(bytes[i])));
  if (s.queue.size > 0) void flush(side, s);
}
function repoNeedles(repoURLs) {
  const paths = repoURLs.map(repoIdentity).map((id) => id.includes("/") ? id.slice(id.indexOf("/") + 1) : "");
  return [...new Set(paths.filter((p) => p !== ""))];
}
var lines = (x) => JSON.stringify(x, null, 1) ?? "";
var parameterLines = (params) => params.map((p) => isRecord(p) ? `${String(p.name ?? "")}: ${String(p.value ?? "")}` : "").join("\n");
var REPO_KEY = /repo(?:url|sitory|_url)?\W/;
function namesAsRepoURL(text3, needle) {
  if (!text3.includes(needle)) return false;
  for (let start = 0; start < text3.length; ) {
    const nl = text3.indexOf("\n", start);
    const end = nl < 0 ? text3.length : nl;
    const line = text3.slice(start, end);
    const last = line.lastIndexOf(needle);
    if (last >= 0 && REPO_KEY.test(line.slice(0, last))) return true;
    start = end + 1;
  }
  return false;
}
async function childSearch(fp, side, d, needles) {
  const spec = isRecord(d.manifest.spec) ? d.manifest.spec : {};
  const sources2 = [spec.source, ...Array.isArray(spec.sources) ? spec.sources : []];
  const settings = [
    lines(sources2.map((x) => isRecord(x) ? { ...x, repoURL: void 0 } : x)),
    ...sources2.flatMap((x) => isRecord(x) && isRecord(x.helm) && typeof x.helm.values === "string" ? [x.helm.values] : []),
    parameterLines(sources2.flatMap((x) => isRecord(x) && isRecord(x.helm) && Array.isArray(x.helm.parameters) ? x.helm.parameters : []))
  ];
  const found = settings.map(textEvidence);
  const texts = [...settings];
  const valueTexts = [];
  const valueFiles = valueFilePaths(sources2);
  const unread = [];
  const notRead = unnamedByKustomize(fp.files, sources2, side.tree);
  for (const f4 of fp.files) {
    if (side.tree.links.has(f4) || notRead.has(f4)) continue;
    const text3 = side.readText(f4);
    if (text3 !== void 0) {
      found.push(textEvidence(text3));
      texts.push(text3);
      if (valueFiles.has(f4)) valueTexts.push(text3);
    } else if (TEXT_FILE2.test(f4)) {
      if (side.tree.tree.has(f4)) found.push("may");
    } else unread.push(f4);
  }
  found.push(...await Promise.all(unread.map((f4) => scan(side, f4))));
  let evidence = strongest(found);
  if (evidence !== "parent" && (fp.external || fp.files.length === 0)) {
    const given = fp.externalKeys ? valuesUnder(fp.externalKeys, spec, valueTexts) : texts;
    const lower = given.map((t) => t.toLowerCase());
    if (needles.some((n) => lower.some((t) => namesAsRepoURL(t, n)))) evidence = "parent";
    else if (needles.some((n) => lower.some((t) => t.includes(n)))) evidence = strongest([evidence, "may"]);
  }
  if (evidence !== "none") return evidence;
  return fp.files.length === 0 ? "opaque" : "none";
}
function valueFilePaths(sources2) {
  const out = /* @__PURE__ */ new Set();
  for (const src of sources2) {
    if (!isRecord(src) || typeof src.path !== "string") continue;
    out.add(posix5.normalize(posix5.join(src.path, "values.yaml")));
    const helm = isRecord(src.helm) ? src.helm : {};
    for (const f4 of Array.isArray(helm.valueFiles) ? helm.valueFiles : []) if (typeof f4 === "string") out.add(posix5.normalize(valueFilePath(src.path, f4)));
  }
  return out;
}
var MAX_VALUES_TEXT = 1024 * 1024;
function valuesUnder(keys, spec, texts) {
  const out = [];
  const pick = (doc) => {
    if (isRecord(doc)) {
      for (const k of keys) if (doc[k] !== void 0) out.push(lines(doc[k]));
    }
  };
  const parsed = (text3) => {
    try {
      return parsedOnce("values", text3, (t) => parseYamlStream(t).docs[0]?.value);
    } catch {
      return void 0;
    }
  };
  for (const t of texts)
    if (t.length > MAX_VALUES_TEXT) out.push(t);
    else pick(parsed(t));
  for (const src of [spec.source, ...Array.isArray(spec.sources) ? spec.sources : []]) {
    const helm = isRecord(src) && isRecord(src.helm) ? src.helm : {};
    pick(helm.valuesObject);
    if (typeof helm.values === "string") pick(parsed(helm.values));
    const given = (Array.isArray(helm.parameters) ? helm.parameters : []).filter((p) => {
      const name = isRecord(p) && typeof p.name === "string" ? p.name : "";
      return keys.some((k) => name === k || name.startsWith(`${k}.`) || name.startsWith(`${k}[`));
    });
    out.push(parameterLines(given));
  }
  return out;
}
var NOT_AN_INPUT = /(^|\/)[^/]*\.md$|^\.github\//i;
function unreadChanges(base, head, filesOf) {
  const read2 = /* @__PURE__ */ new Set();
  for (const side of [base, head]) {
    for (const d of side.apps.values()) {
      read2.add(d.file);
      for (const f4 of filesOf(d, side)) read2.add(f4);
    }
    for (const s of side.appSets.values()) read2.add(s.set.file);
    for (const s of side.fileAppSets) read2.add(s.file);
  }
  const changed2 = /* @__PURE__ */ new Set();
  for (const [p, e] of head.tree.tree) if (base.tree.tree.get(p) !== e) changed2.add(p);
  for (const p of base.tree.tree.keys()) if (!head.tree.tree.has(p)) changed2.add(p);
  return [...changed2].filter((p) => !read2.has(p) && !NOT_AN_INPUT.test(p)).sort();
}

// src/pipeline/graph.ts
var MAX_DEPTH = 10;
function generatedApps(state, controlPlaneNamespace) {
  const out = [];
  for (const manifest of state.expansion.apps) {
    try {
      const app = parseApplication(manifest);
      out.push({
        app,
        file: state.set.file,
        line: state.set.line,
        id: `${app.namespace || controlPlaneNamespace}/${app.name}`,
        manifest,
        appSet: { id: state.set.id, deletesApps: state.expansion.deletesApps }
      });
    } catch {
    }
  }
  return out;
}
function childrenOf(parent, r, deps) {
  const apps = [];
  const sets = [];
  const ns = (m) => {
    const meta = isRecord(m.metadata) ? m.metadata : {};
    return typeof meta.namespace === "string" && meta.namespace || parent.app.destination.namespace || deps.controlPlaneNamespace;
  };
  for (const { obj: m, file, line } of r.docs) {
    if (isApplicationSet(m)) {
      const meta = isRecord(m.metadata) ? m.metadata : {};
      sets.push({ id: `${ns(m)}/${String(meta.name ?? "")}`, file: file ?? parent.file, line: line ?? 1, manifest: m });
    } else if (isApplication(m)) {
      try {
        const app = parseApplication(m);
        const id = `${ns(m)}/${app.name}`;
        apps.push({ app: { ...app, namespace: ns(m) }, file: file ?? parent.file, line: line ?? 1, id, manifest: m, parent: parent.id });
      } catch {
      }
    }
  }
  return { apps, sets };
}
var failed2 = (r) => !r || !!r.error || r.notRendered !== void 0;
var WHY_SHOWN = 160;
function unknownChild(d, parentId, pr) {
  const full = pr?.notRendered ?? pr?.error?.message;
  const why = full && full.length > WHY_SHOWN ? `${wordsUpTo(full, WHY_SHOWN)}\u2026 (in full under ${parentId})` : full;
  const reason = `its parent app ${parentId} could not be rendered at head${why ? ` (${why})` : ""}, so whether Argo CD keeps this Application, and in which version, is unknown until the parent renders`;
  return {
    docs: [],
    sources: d.app.sources.map((s, index2) => ({
      index: index2,
      type: "unknown",
      repoURL: s.repoURL,
      path: s.path,
      chart: s.chart,
      targetRevision: s.targetRevision,
      ref: s.ref,
      notRendered: reason
    })),
    notRendered: reason,
    warnings: [],
    templates: {}
  };
}
async function reconcileChildren(base, head, skipped, deps) {
  const removed = /* @__PURE__ */ new Set();
  const unknown = /* @__PURE__ */ new Set();
  const managedBy = (id, from) => {
    const seen = /* @__PURE__ */ new Set();
    const walk4 = (x) => {
      if (x === void 0 || seen.has(x)) return false;
      if (x === id) return true;
      seen.add(x);
      return walk4(head.apps.get(x)?.parent) || walk4(base.apps.get(x)?.parent);
    };
    return walk4(from);
  };
  for (let changed2 = true; changed2; ) {
    changed2 = false;
    for (const id of [.../* @__PURE__ */ new Set([...base.apps.keys(), ...head.apps.keys()])].sort()) {
      if (unknown.has(id)) continue;
      const b = base.apps.get(id);
      const h = head.apps.get(id);
      if (b?.appSet && !b.parent || h?.appSet) continue;
      if (h?.parent && head.apps.has(h.parent) && !failed2(head.renders.get(h.parent)) && !unknown.has(h.parent)) continue;
      const parentId = h?.parent ?? b?.parent;
      if (!parentId) continue;
      if (managedBy(id, parentId)) continue;
      const parent = head.apps.get(parentId);
      if (!parent) {
        if (h?.parent) {
          head.apps.delete(id);
          head.renders.delete(id);
          skipped.delete(id);
          removed.add(id);
          changed2 = true;
        }
        continue;
      }
      const pr = head.renders.get(parentId);
      if (failed2(pr) || unknown.has(parentId)) {
        const d = h ?? b;
        head.apps.set(id, d);
        head.renders.set(id, unknownChild(d, parentId, pr));
        skipped.delete(id);
        unknown.add(id);
        changed2 = true;
        continue;
      }
      if (h) {
        deps.log?.(`${id}: its parent ${parentId} no longer renders it at head; the file ${h.file} is not applied by anything`);
        head.apps.delete(id);
        head.renders.delete(id);
        skipped.delete(id);
        removed.add(id);
        changed2 = true;
      }
    }
  }
  await Promise.all(
    [...removed].map(async (id) => {
      const b = base.apps.get(id);
      if (b && !base.renders.has(id)) base.renders.set(id, await deps.render(b, base));
    })
  );
}
async function buildGraph(base, head, deps) {
  const skipped = /* @__PURE__ */ new Set();
  const searched = /* @__PURE__ */ new Set();
  const needles = repoNeedles(deps.repoURLs);
  const addSet = (side, set2, parent) => {
    if (side.appSets.has(set2.id)) return [];
    const state = { set: set2, expansion: deps.expandAppSet(set2, side) };
    side.appSets.set(set2.id, state);
    const added = [];
    for (const d of generatedApps(state, deps.controlPlaneNamespace)) {
      if (side.apps.has(d.id)) continue;
      side.apps.set(d.id, parent ? { ...d, parent } : d);
      added.push(d.id);
    }
    return added;
  };
  for (const side of [base, head]) for (const set2 of side.fileAppSets) addSet(side, set2);
  let pending = [.../* @__PURE__ */ new Set([...base.apps.keys(), ...head.apps.keys()])].sort();
  const processed = /* @__PURE__ */ new Set();
  let settled = 0;
  for (let depth = 0; pending.length > 0; depth++) {
    if (depth >= MAX_DEPTH) {
      deps.log?.(`app-of-apps nesting deeper than ${MAX_DEPTH} levels; stopped discovering at ${pending.join(", ")}`);
      break;
    }
    for (const id of pending) processed.add(id);
    await Promise.all(await startInSlices(pending, (id) => processApp(id).then(() => deps.progress?.(++settled, processed.size))));
    const next = /* @__PURE__ */ new Set();
    for (const id of pending) {
      for (const side of [base, head]) {
        const r = side.renders.get(id);
        const parent = side.apps.get(id);
        if (!r || !parent) continue;
        const { apps, sets } = childrenOf(parent, r, deps);
        for (const child of apps) {
          const existing = side.apps.get(child.id);
          if (existing && (existing.parent || canonicalJson(existing.manifest) === canonicalJson(child.manifest))) {
            existing.parent ??= id;
            continue;
          }
          if (existing) {
            side.renders.delete(child.id);
            skipped.delete(child.id);
            processed.delete(child.id);
          }
          side.apps.set(child.id, child);
          if (!processed.has(child.id)) next.add(child.id);
        }
        for (const set2 of sets) for (const added of addSet(side, set2, id)) if (!processed.has(added)) next.add(added);
      }
    }
    pending = [...next].sort();
  }
  await reconcileChildren(base, head, skipped, deps);
  return { base, head, skipped, childSearch: searched };
  async function processApp(id) {
    const b = base.apps.get(id);
    const h = head.apps.get(id);
    if (deps.inShard && !deps.inShard(id)) {
      const needed = [b && [b, base], h && [h, head]].filter((x) => !!x);
      if ((await Promise.all(needed.map(([d, s]) => childSearch(deps.fingerprint(d, s), s, d, needles)))).every((x) => x === "none")) {
        skipped.add(id);
        return;
      }
    }
    if (b && h) {
      const fb = deps.fingerprint(b, base);
      const fh = deps.fingerprint(h, head);
      if (fb.app !== void 0 && fb.app === fh.app) {
        const search = await childSearch(fh, head, h, needles);
        if (search === "none") {
          skipped.add(id);
          return;
        }
        if (search === "parent") searched.add(id);
        const r = await deps.render(h, head);
        head.renders.set(id, r);
        base.renders.set(id, r);
        return;
      }
    }
    await Promise.all([
      b ? deps.render(b, base).then((r) => void base.renders.set(id, r)) : void 0,
      h ? deps.render(h, head).then((r) => void head.renders.set(id, r)) : void 0
    ]);
  }
}

// src/k8s/scope.ts
var CLUSTER_SCOPED = [
  "/Namespace",
  "/Node",
  "/PersistentVolume",
  "/ComponentStatus",
  "rbac.authorization.k8s.io/ClusterRole",
  "rbac.authorization.k8s.io/ClusterRoleBinding",
  "apiextensions.k8s.io/CustomResourceDefinition",
  "apiregistration.k8s.io/APIService",
  "storage.k8s.io/StorageClass",
  "storage.k8s.io/CSIDriver",
  "storage.k8s.io/CSINode",
  "storage.k8s.io/VolumeAttachment",
  "storage.k8s.io/VolumeAttributesClass",
  "scheduling.k8s.io/PriorityClass",
  "node.k8s.io/RuntimeClass",
  "networking.k8s.io/IngressClass",
  "networking.k8s.io/IPAddress",
  "networking.k8s.io/ServiceCIDR",
  "admissionregistration.k8s.io/MutatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicy",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding",
  "admissionregistration.k8s.io/MutatingAdmissionPolicy",
  "admissionregistration.k8s.io/MutatingAdmissionPolicyBinding",
  "certificates.k8s.io/CertificateSigningRequest",
  "certificates.k8s.io/ClusterTrustBundle",
  "flowcontrol.apiserver.k8s.io/FlowSchema",
  "flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration",
  "policy/PodSecurityPolicy",
  "extensions/PodSecurityPolicy",
  "resource.k8s.io/DeviceClass",
  "resource.k8s.io/ResourceSlice",
  "authentication.k8s.io/TokenReview",
  "authentication.k8s.io/SelfSubjectReview",
  "authorization.k8s.io/SubjectAccessReview",
  "authorization.k8s.io/SelfSubjectAccessReview",
  "authorization.k8s.io/SelfSubjectRulesReview",
  "storagemigration.k8s.io/StorageVersionMigration",
  "internal.apiserver.k8s.io/StorageVersion"
];
var DEFAULT_EXCLUSIONS = [
  [
    ["", "discovery.k8s.io"],
    ["Endpoints", "EndpointSlice"]
  ],
  [["coordination.k8s.io"], ["Lease"]],
  [
    ["authentication.k8s.io", "authorization.k8s.io"],
    ["SelfSubjectReview", "TokenReview", "LocalSubjectAccessReview", "SelfSubjectAccessReview", "SelfSubjectRulesReview", "SubjectAccessReview"]
  ],
  [["certificates.k8s.io"], ["CertificateSigningRequest"]],
  [["cert-manager.io"], ["CertificateRequest"]],
  [["cilium.io"], ["CiliumIdentity", "CiliumEndpoint", "CiliumEndpointSlice"]],
  [
    ["kyverno.io", "reports.kyverno.io", "wgpolicyk8s.io"],
    [
      "PolicyReport",
      "ClusterPolicyReport",
      "EphemeralReport",
      "ClusterEphemeralReport",
      "AdmissionReport",
      "ClusterAdmissionReport",
      "BackgroundScanReport",
      "ClusterBackgroundScanReport",
      "UpdateRequest"
    ]
  ]
];
var EXCLUDED = new Set(DEFAULT_EXCLUSIONS.flatMap(([groups, kinds]) => groups.flatMap((g) => kinds.map((k) => `${g}/${k}`))));
function isExcludedKind(group, kind) {
  return EXCLUDED.has(`${group}/${kind}`);
}
var ScopeTable = class {
  #scopes = /* @__PURE__ */ new Map();
  constructor(overrides = {}) {
    for (const gk3 of CLUSTER_SCOPED) this.#scopes.set(gk3, "Cluster");
    for (const [gk3, s] of Object.entries(overrides)) this.#scopes.set(gk3, s);
  }
  /** Learns the scope of custom resources from a rendered CRD's spec.group/names.kind/scope. */
  learnFromCrd(obj) {
    if (obj.kind !== "CustomResourceDefinition" || !isRecord(obj.spec)) return;
    const spec = obj.spec;
    const kind = isRecord(spec.names) ? spec.names.kind : void 0;
    if (typeof spec.group !== "string" || typeof kind !== "string") return;
    const key2 = `${spec.group}/${kind}`;
    if (!this.#scopes.has(key2)) this.#scopes.set(key2, spec.scope === "Cluster" ? "Cluster" : "Namespaced");
  }
  /** R2.3.1: a kind the cluster does not know counts as namespaced. */
  isClusterScoped(group, kind) {
    return this.#scopes.get(`${group}/${kind}`) === "Cluster";
  }
};

// src/plan/plan.ts
function specChanged(base, head) {
  return canonicalJson(base?.discovered.manifest ?? null) !== canonicalJson(head?.discovered.manifest ?? null);
}
function renderChanged(same4, base, head) {
  if (!base || !head) return base !== head;
  if (base.resources.size !== head.resources.size || base.hooks.length !== head.hooks.length) return true;
  for (const [k, t] of head.resources) {
    const b = base.resources.get(k);
    if (!b || !same4(k, b, t)) return true;
  }
  const hooks = (r) => canonicalJson(r.hooks.map((h) => h.obj));
  return hooks(base) !== hooks(head);
}
var comparable3 = (s) => !!s && !s.error && !s.notRendered;
function changeOf(same4, base, head, inputsChanged) {
  if (!base) return "added";
  if (!head) return "removed";
  if (specChanged(base, head) || !!base.error !== !!head.error || !!base.notRendered !== !!head.notRendered) return "modified";
  if (comparable3(base) && comparable3(head)) return renderChanged(same4, base.render, head.render) ? "modified" : "unchanged";
  return inputsChanged === false ? "unchanged" : inputsChanged ? "modified" : "unknown";
}
function planApp(id, base, head, settings, inputsChanged) {
  const memo3 = /* @__PURE__ */ new Map();
  const same4 = (key2, b2, h2) => {
    let v = memo3.get(key2);
    if (v === void 0) memo3.set(key2, v = semanticallyEqual(b2.obj, h2.obj));
    return v;
  };
  const change = changeOf(same4, base, head, inputsChanged);
  const plan = { id, base, head, change, create: [], update: [], prune: [], ...inputsChanged === void 0 ? {} : { inputsChanged } };
  const h = head?.render;
  if (!head || head.error || head.notRendered || !h) return plan;
  if (base && !comparable3(base)) return plan;
  const b = base?.render;
  for (const [k, t] of h.resources) {
    if (t.hook.kind === "skip") continue;
    const prev = b?.resources.get(k);
    if (!prev || prev.hook.kind === "skip") plan.create.push(t);
    else if (!(memo3.get(k) ?? semanticallyEqual(prev.obj, t.obj))) plan.update.push({ key: t.key, paths: changedPaths(prev.obj, t.obj), base: prev, head: t });
  }
  if (b) plan.prune = predictPrunes(head.discovered.app, b, h, settings);
  for (const list3 of [plan.create, plan.update, plan.prune]) sortByKey(list3, (x) => x.key);
  return plan;
}

// src/plan/normalize.ts
function normalize(docs, destNamespace, scopes) {
  const out = {
    resources: /* @__PURE__ */ new Map(),
    hooks: [],
    ignored: [],
    duplicates: [],
    excluded: [],
    missingNamespace: [],
    invalid: []
  };
  const generateNameIndex = /* @__PURE__ */ new Map();
  const kinds = /* @__PURE__ */ new Map();
  const kindFacts = (group, kind) => {
    let byGroup = kinds.get(kind);
    if (!byGroup) kinds.set(kind, byGroup = /* @__PURE__ */ new Map());
    let f4 = byGroup.get(group);
    if (!f4) byGroup.set(group, f4 = { cluster: scopes.isClusterScoped(group, kind), excluded: isExcludedKind(group, kind) });
    return f4;
  };
  for (const d of flattenLists(docs)) {
    const kind = kindOf(d.obj);
    const meta = metadataOf(d.obj);
    let name = typeof meta.name === "string" ? meta.name : "";
    if (!name && typeof meta.generateName === "string" && meta.generateName) {
      const i = generateNameIndex.get(meta.generateName) ?? 0;
      generateNameIndex.set(meta.generateName, i + 1);
      name = `${meta.generateName}${i}`;
    }
    if (!kind || !name || typeof d.obj.apiVersion !== "string") {
      out.invalid.push(d);
      continue;
    }
    const group = groupOf(d.obj.apiVersion);
    const facts = kindFacts(group, kind);
    const obj = { ...d.obj, metadata: { ...meta } };
    const m = obj.metadata;
    let namespace = typeof m.namespace === "string" ? m.namespace : "";
    if (facts.cluster) {
      namespace = "";
      delete m.namespace;
    } else if (!namespace) {
      namespace = destNamespace;
      if (namespace) m.namespace = namespace;
    }
    const key2 = { group, kind, namespace, name };
    if (facts.excluded) {
      out.excluded.push(key2);
      continue;
    }
    const hook = classifyHook(obj);
    const target = targetOf(d, obj, key2, hook);
    if (hook.kind === "hook") {
      out.hooks.push(target);
      continue;
    }
    if (hook.kind === "ignored") {
      out.ignored.push(target);
      continue;
    }
    if (!namespace && !facts.cluster) out.missingNamespace.push(key2);
    const ks = keyString(key2);
    if (out.resources.has(ks)) out.duplicates.push(key2);
    out.resources.set(ks, target);
  }
  return out;
}
var DOC_FIELDS = ["obj", "file", "line", "source", "unstable"];
function targetOf(d, obj, key2, hook) {
  const keys = Object.keys(d);
  const n = keys.length;
  if ((n === 4 || n === 5) && keys.every((k, i) => k === DOC_FIELDS[i]) && Object.getOwnPropertySymbols(d).length === 0) {
    return n === 5 ? { obj, file: d.file, line: d.line, source: d.source, unstable: d.unstable, key: key2, hook } : { obj, file: d.file, line: d.line, source: d.source, key: key2, hook };
  }
  return { ...d, obj, key: key2, hook };
}
function flattenLists(docs) {
  const out = [];
  for (const d of docs) {
    if (!("items" in d.obj)) out.push(d);
    else for (const obj of listItems(d.obj)) out.push(obj === d.obj ? d : { ...d, obj });
  }
  return out;
}

// src/plan/side.ts
function toAppSide(d, r, scopes) {
  if (!r) return { discovered: d, sources: [], warnings: [] };
  const side = { discovered: d, sources: r.sources, error: r.error, notRendered: r.notRendered, warnings: [...r.warnings], templates: r.templates };
  if (r.error || r.notRendered) return side;
  side.render = normalize(r.docs, d.app.destination.namespace, scopes);
  const missing = side.render.missingNamespace;
  if (missing.length > 0) {
    side.error = {
      message: `Namespace for ${missing.map(keyLabel).join(", ")} is missing: the destination has no namespace and the object sets none`,
      file: d.file
    };
  }
  for (const k of side.render.duplicates) side.warnings.push(`${keyLabel(k)} is rendered more than once; the last one wins`);
  return side;
}

// src/plan/unstable.ts
function unstablePaths(r) {
  const out = /* @__PURE__ */ new Map();
  for (const t of [...r?.resources.values() ?? [], ...r?.hooks ?? []]) {
    if (!t.unstable?.length) continue;
    const ks = keyString(t.key);
    out.set(ks, [...out.get(ks) ?? [], ...t.unstable.map((c) => c.segments)]);
  }
  return out;
}
function maskSide(r, paths) {
  if (!r) return;
  const mask = (t) => {
    const p = paths.get(keyString(t.key));
    return p ? { ...t, obj: maskPaths(t.obj, p) } : t;
  };
  for (const [k, t] of r.resources) r.resources.set(k, mask(t));
  r.hooks = r.hooks.map(mask);
}
function maskUnstable(base, head) {
  const paths = unstablePaths(head?.render);
  for (const [k, p] of unstablePaths(base?.render)) paths.set(k, [...paths.get(k) ?? [], ...p]);
  if (paths.size === 0) return;
  maskSide(base?.render, paths);
  maskSide(head?.render, paths);
}

// src/report/appsets.ts
var ENTRY = /^(generators\[\d+\]):\s*([\s\S]*?)(?:\s*\((?:appSetParams|externalParams) key "([^"]+)"\))?$/;
function unknownEntry(setName, entry3) {
  const m = ENTRY.exec(entry3);
  const generator = m?.[1] ?? "generators";
  const reason = (m?.[2] ?? entry3).trim();
  const key2 = m?.[3];
  return {
    generator,
    reason,
    appSetParams: key2 ? `appSetParams: {${JSON.stringify(setName)}: {${JSON.stringify(key2)}: [{...parameters...}]}}` : null
  };
}
function nameOf2(state) {
  const meta = isRecord(state.set.manifest.metadata) ? state.set.manifest.metadata : {};
  return typeof meta.name === "string" ? meta.name : state.set.id.split("/").slice(1).join("/");
}
function entry(state, change) {
  const name = nameOf2(state);
  const x = state.expansion;
  const unknown = x.unexpandable.map((u) => unknownEntry(name, u));
  const apps = x.apps.map((m) => isRecord(m.metadata) ? m.metadata : {}).map((meta) => `${typeof meta.namespace === "string" && meta.namespace ? meta.namespace : state.set.id.split("/")[0] ?? ""}/${String(meta.name ?? "")}`);
  return {
    name,
    namespace: state.set.id.split("/")[0] ?? "",
    file: state.set.file,
    line: state.set.line,
    change,
    outcome: x.error ? "render-error" : unknown.length ? "unknown" : "analysed",
    apps: [...new Set(apps)].sort(),
    error: x.error ?? null,
    unknown
  };
}
function reportAppSets(base, head) {
  const ids = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  return ids.map((id) => {
    const h = head.get(id);
    if (h) return entry(h, base.has(id) ? "present" : "added");
    return entry(base.get(id), "removed");
  });
}

// src/report/live.ts
var ref = (k) => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name });
function appLive(f4) {
  return {
    syncStatus: f4.syncStatus,
    revisions: f4.revisions,
    revisionIsBase: f4.revisionIsBase,
    operationPhase: f4.operationPhase,
    tracked: f4.tracked,
    trackedNotInBase: f4.trackedNotInBase.map((t) => ({ ...ref(t), requiresPruning: t.requiresPruning, status: t.status })),
    baseNotTracked: f4.baseNotTracked.map(ref),
    comparedWithBase: f4.compared
  };
}
function reportLive(live2, defined, controlPlaneNamespace) {
  if (!live2.ok) return { status: "failed", via: null, endpoint: null, failure: { kind: live2.failure.kind, message: live2.failure.message }, unmanagedApps: [] };
  const unmanagedApps = live2.snapshot.apps.filter((a) => !defined(appId(a, controlPlaneNamespace))).map((a) => ({
    name: a.name,
    namespace: a.namespace,
    syncStatus: a.syncStatus ?? null,
    revisions: liveRevisions(a),
    tracked: a.resources.filter((r) => !r.hook).length
  })).sort((x, y) => `${x.namespace}/${x.name}` < `${y.namespace}/${y.name}` ? -1 : 1);
  return { status: "used", via: live2.snapshot.via, endpoint: live2.snapshot.endpoint, failure: null, unmanagedApps };
}
function mergeLive(lives) {
  const present = lives.filter((l) => l !== void 0);
  if (present.length === 0) return {};
  const failed3 = present.find((l) => l.status === "failed");
  if (failed3) return { live: failed3 };
  const unmanaged = new Map(present.flatMap((l) => l.unmanagedApps).map((u) => [`${u.namespace}/${u.name}`, u]));
  return { live: { ...present[0], unmanagedApps: [...unmanaged.values()].sort((x, y) => `${x.namespace}/${x.name}` < `${y.namespace}/${y.name}` ? -1 : 1) } };
}

// src/lib/yaml-fast.ts
var import_yaml11 = __toESM(require_dist(), 1);
var schema = new import_yaml11.Document(null, { version: "1.1" }).schema;
var typed2 = [...schema.tags, ...schema.compat ?? []].filter((t) => t.default === true && t.tag !== "tag:yaml.org,2002:str" && t.test).map((t) => t.test);
var NOT_PLAIN = /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/;
var ESCAPED = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
var NOT_HERE = /[\n\t"\\]|^(---|\.\.\.)/;
var memo2 = new BoundedMemo(1e4);
var SAFE_PLAIN = /^[A-DG-MP-SU-XZa-dg-mp-su-xz_/](?:[\w./=-]|[ :](?=[\w./=-]))*$/;
var DIGITS = /^[0-9]+$/;
var SHORTCUT = onlyKnownTypedTests(typed2);
function formOf(s) {
  if (SHORTCUT && SAFE_PLAIN.test(s)) return "plain";
  if (SHORTCUT && DIGITS.test(s)) return "quoted";
  const f4 = memo2.get(s);
  if (f4 !== void 0) return f4;
  const form = s === "" || s === "<<" || NOT_HERE.test(s) || ESCAPED.test(s) ? "no" : NOT_PLAIN.test(s) || typed2.some((t) => t.test(s)) ? "quoted" : "plain";
  return s.length <= 256 ? memo2.set(s, form) : form;
}
function scalarString(s, key2) {
  const f4 = formOf(s);
  return f4 === "plain" ? s : f4 === "quoted" && !key2 ? `"${s}"` : null;
}
function scalar(v) {
  if (typeof v === "string") return scalarString(v, false);
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0) ? JSON.stringify(v) : null;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v === null) return "null";
  return null;
}
var isPlainObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
var Unsupported = class extends Error {
};
function map(obj, indent, first, out) {
  const keys = sortedKeys(obj);
  keys.forEach((k, i) => {
    const key2 = k.length > 1e3 ? null : scalarString(k, true);
    if (key2 === null) throw new Unsupported();
    const at = i === 0 ? first : indent;
    value(obj[k], `${at}${key2}:`, indent, out);
  });
}
function value(v, head, indent, out) {
  if (Array.isArray(v)) {
    if (v.length === 0) return void out.push(`${head} []`);
    out.push(head);
    seq(v, head.endsWith(":") ? indent : `${indent}  `, out);
  } else if (isPlainObject(v)) {
    if (Object.keys(v).length === 0) return void out.push(`${head} {}`);
    out.push(head);
    map(v, `${indent}  `, `${indent}  `, out);
  } else {
    const s = scalar(v);
    if (s === null) throw new Unsupported();
    out.push(`${head} ${s}`);
  }
}
function seq(items, indent, out) {
  for (let i = 0; i < items.length; i++) {
    if (!(i in items)) throw new Unsupported();
    const it = items[i];
    if (Array.isArray(it) && it.length > 0) throw new Unsupported();
    if (isPlainObject(it) && Object.keys(it).length > 0) map(it, `${indent}  `, `${indent}- `, out);
    else value(it, `${indent}-`, indent, out);
  }
}
function fastDiffLines(obj) {
  if (!isPlainObject(obj) || Object.keys(obj).length === 0) return null;
  const out = [];
  try {
    map(obj, "", "", out);
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  return out;
}

// src/plan/line-diff.ts
var MAX_EDITS = 2e3;
var MAX_WORK = 2e7;
var CONTEXT = 3;
var same3 = (text3) => ({ op: " ", text: text3 });
var replaced = (a, b) => [...a.map((text3) => ({ op: "-", text: text3 })), ...b.map((text3) => ({ op: "+", text: text3 }))];
function diffLines(a, b, maxEdits = MAX_EDITS) {
  const budget = { work: MAX_WORK, maxEdits };
  return trimmed(a, b, (x, y) => myers(x, y, budget) ?? anchored(x, y, budget));
}
function trimmed(a, b, middle) {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const midA = a.slice(pre, a.length - suf);
  const midB = b.slice(pre, b.length - suf);
  const mid = midA.length === 0 || midB.length === 0 ? replaced(midA, midB) : middle(midA, midB);
  const out = [];
  for (let i = 0; i < pre; i++) out.push(same3(a[i]));
  for (const o of mid) out.push(o);
  for (let i = a.length - suf; i < a.length; i++) out.push(same3(a[i]));
  return out;
}
function anchored(a, b, budget) {
  const seen = /* @__PURE__ */ new Map();
  a.forEach((l, i) => {
    const e = seen.get(l) ?? { a: 0, b: 0, ia: i, ib: -1 };
    e.a++;
    seen.set(l, e);
  });
  b.forEach((l, i) => {
    const e = seen.get(l);
    if (!e) return;
    e.b++;
    e.ib = i;
  });
  const pairs = [...seen.values()].filter((e) => e.a === 1 && e.b === 1).sort((x, y) => x.ia - y.ia);
  const anchors = increasing(pairs.map((p) => p.ib)).map((i) => pairs[i]);
  if (anchors.length === 0) return replaced(a, b);
  const out = [];
  let pa = 0;
  let pb = 0;
  const segment = (x, y) => {
    const ops = trimmed(x, y, (u, v) => myers(u, v, budget) ?? replaced(u, v));
    for (const o of ops) out.push(o);
  };
  for (const p of anchors) {
    segment(a.slice(pa, p.ia), b.slice(pb, p.ib));
    out.push(same3(a[p.ia]));
    pa = p.ia + 1;
    pb = p.ib + 1;
  }
  segment(a.slice(pa), b.slice(pb));
  return out;
}
function increasing(xs) {
  const tails = [];
  const prev = new Int32Array(xs.length).fill(-1);
  for (let i = 0; i < xs.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (xs[tails[mid]] < xs[i]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const out = [];
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = prev[i]) out.push(i);
  return out.reverse();
}
function myers(a, b, budget) {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, budget.maxEdits);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(off - d - 1, off + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || k !== d && v[off + k - 1] < v[off + k + 1] ? v[off + k + 1] : v[off + k - 1] + 1;
      let y = x - k;
      const x0 = x;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      budget.work -= x - x0 + 1;
      if (budget.work < 0) return null;
      v[off + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace);
    }
  }
  return null;
}
function backtrack(a, b, trace) {
  const out = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const t = trace[d];
    const at = (k2) => t[k2 + d + 1];
    const k = x - y;
    const prevK = k === -d || k !== d && at(k - 1) < at(k + 1) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      out.push({ op: " ", text: a[--x] });
      y--;
    }
    if (d > 0) {
      if (x === prevX) out.push({ op: "+", text: b[--y] });
      else out.push({ op: "-", text: a[--x] });
    }
  }
  return out.reverse();
}
function unifiedHunks(ops, context = CONTEXT) {
  const changes = [];
  ops.forEach((o, i) => o.op !== " " && changes.push(i));
  if (changes.length === 0) return [];
  const oldAt = new Int32Array(ops.length + 1);
  const newAt = new Int32Array(ops.length + 1);
  ops.forEach((o, i) => {
    oldAt[i + 1] = oldAt[i] + (o.op === "+" ? 0 : 1);
    newAt[i + 1] = newAt[i] + (o.op === "-" ? 0 : 1);
  });
  const out = [];
  let g = 0;
  while (g < changes.length) {
    let last = g;
    while (last + 1 < changes.length && changes[last + 1] - changes[last] <= 2 * context + 1) last++;
    const start = Math.max(0, changes[g] - context);
    const end = Math.min(ops.length, changes[last] + 1 + context);
    const oldCount = oldAt[end] - oldAt[start];
    const newCount = newAt[end] - newAt[start];
    const range = (at, count2) => `${count2 === 0 ? at : at + 1}${count2 === 1 ? "" : `,${count2}`}`;
    out.push(`@@ -${range(oldAt[start], oldCount)} +${range(newAt[start], newCount)} @@`);
    for (let i = start; i < end; i++) out.push(`${ops[i].op}${ops[i].text}`);
    g = last + 1;
  }
  return out;
}

// src/plan/secret-mask.ts
var FIRST_MASK = "++++++++";
var LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
var isSecret = (obj) => !!obj && obj.kind === "Secret" && typeof obj.apiVersion === "string" && !obj.apiVersion.includes("/");
function normalizeSecret(obj) {
  const copy = { ...obj };
  if (isRecord(obj.stringData)) {
    const data = isRecord(obj.data) ? { ...obj.data } : {};
    for (const [k, v] of Object.entries(obj.stringData)) data[k] = typeof v === "string" ? Buffer.from(v, "utf8").toString("base64") : v;
    copy.data = data;
    delete copy.stringData;
  } else if (isRecord(obj.data)) copy.data = { ...obj.data };
  return copy;
}
var valueText = (v) => v === null || v === void 0 ? "" : typeof v === "string" ? v : JSON.stringify(v);
function hideSecretData(base, head) {
  if (!isSecret(base) && !isSecret(head)) return { base, head, changed: [], unchanged: [] };
  const sides = [base, head].map((o) => o && isSecret(o) ? normalizeSecret(o) : o);
  const datas = sides.map((o) => o && isRecord(o.data) ? o.data : void 0);
  const keys = [...new Set(datas.flatMap((d) => d ? Object.keys(d) : []))].sort();
  const changed2 = [];
  const unchanged = [];
  for (const k of keys) {
    let next = FIRST_MASK;
    const masks = /* @__PURE__ */ new Map();
    const shown2 = [];
    for (const d of datas) {
      if (!d || !(k in d)) continue;
      const val = valueText(d[k]);
      let mask = masks.get(val);
      if (mask === void 0) {
        mask = next;
        next += "++++";
        masks.set(val, mask);
      }
      d[k] = mask;
      shown2.push(mask);
    }
    if (shown2.length === 2 && shown2[0] === shown2[1]) unchanged.push(k);
    else changed2.push(k);
  }
  maskLastApplied(sides);
  return { base: sides[0], head: sides[1], changed: changed2, unchanged };
}
function maskLastApplied(sides) {
  const masks = /* @__PURE__ */ new Map();
  for (const o of sides) {
    if (!o || !isRecord(o.metadata) || !isRecord(o.metadata.annotations) || !(LAST_APPLIED in o.metadata.annotations)) continue;
    const ann = { ...o.metadata.annotations };
    const val = valueText(ann[LAST_APPLIED]);
    if (!masks.has(val)) masks.set(val, FIRST_MASK + "++++".repeat(masks.size));
    ann[LAST_APPLIED] = masks.get(val);
    o.metadata = { ...o.metadata, annotations: ann };
  }
}

// src/plan/rendered-diff.ts
function yamlLines(obj) {
  if (!obj) return [];
  const c = comparable(obj);
  return fastDiffLines(c) ?? libraryLines(c);
}
var libraryLines = (c) => stringifyForDiff(c).replace(/\n$/, "").split("\n");
function sameTree(x, y) {
  if (Object.is(x, y)) return true;
  if (typeof x !== "object" || x === null || typeof y !== "object" || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y) || Object.getPrototypeOf(x) !== Object.getPrototypeOf(y)) return false;
  if (Array.isArray(x)) {
    const ya = y;
    if (x.length !== ya.length) return false;
    for (let i = 0; i < x.length; i++) {
      const has = i in x;
      if (has !== i in ya || has && !sameTree(x[i], ya[i])) return false;
    }
    return true;
  }
  const xo = x;
  const yo = y;
  const kx = Object.keys(xo);
  if (kx.length !== Object.keys(yo).length) return false;
  for (const k of kx) if (!Object.prototype.propertyIsEnumerable.call(yo, k) || !sameTree(xo[k], yo[k])) return false;
  return true;
}
function block(c, k) {
  const v = c[k];
  if (typeof v !== "string") return fastDiffLines({ [k]: v });
  const byValue = scalarBlocks.get(k) ?? scalarBlocks.set(k, new BoundedMemo(256));
  const lines2 = byValue.get(v);
  return lines2 === void 0 ? byValue.set(v, fastDiffLines({ [k]: v })) : lines2;
}
var scalarBlocks = new BoundedMemo(64);
function bothYamlLines(base, head) {
  const cb = comparable(base);
  const ch = comparable(head);
  const kb = sortedKeys(cb);
  const kh = sortedKeys(ch);
  if (kb.length === 0 || kh.length === 0) return [yamlLines(base), yamlLines(head)];
  const blocks = /* @__PURE__ */ new Map();
  const lb = [];
  for (const k of kb) {
    const b = block(cb, k);
    if (b === null) return [libraryLines(cb), yamlLines(head)];
    blocks.set(k, b);
    for (const l of b) lb.push(l);
  }
  const lh = [];
  for (const k of kh) {
    const known = Object.prototype.propertyIsEnumerable.call(cb, k) && sameTree(cb[k], ch[k]) ? blocks.get(k) : void 0;
    const h = known ?? block(ch, k);
    if (h === null) return [lb, libraryLines(ch)];
    for (const l of h) lh.push(l);
  }
  return [lb, lh];
}
function renderedDiff(base, head) {
  const masked = hideSecretData(base, head);
  const [a, b] = masked.base && masked.head ? bothYamlLines(masked.base, masked.head) : [yamlLines(masked.base), yamlLines(masked.head)];
  const lines2 = unifiedHunks(diffLines(a, b));
  let added = 0;
  let removed = 0;
  for (const l of lines2) {
    if (l.startsWith("+")) added++;
    else if (l.startsWith("-")) removed++;
  }
  const secret = isSecret(base) || isSecret(head) ? { changed: masked.changed, unchanged: masked.unchanged } : null;
  return { lines: lines2, added, removed, secret };
}

// src/report/diffs.ts
var DEFAULT_DIFF = { enabled: true, created: false };
function entry2(key2, action, base, head) {
  const { lines: lines2, added, removed, secret } = renderedDiff(base, head);
  return { group: key2.group, kind: key2.kind, namespace: key2.namespace, name: key2.name, action, lines: lines2, added, removed, secret };
}
function appDiffs(p, opts = DEFAULT_DIFF) {
  if (!opts.enabled) return [];
  const out = p.update.map((u) => entry2(u.key, "update", u.base.obj, u.head.obj));
  if (opts.created) {
    for (const t of p.create) out.push(entry2(t.key, "create", void 0, t.obj));
    for (const c of p.prune) out.push(entry2(c.key, "prune", c.target.obj, void 0));
  }
  return out;
}
function withoutDiffs(report) {
  return { ...report, apps: report.apps.map(({ diffs: _, ...a }) => a) };
}

// src/report/model.ts
var REPORT_VERSION = 1;
var ref2 = (k) => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name });
function sources(side) {
  return (side?.sources ?? []).map((s) => ({
    type: s.type,
    repoURL: s.repoURL,
    path: s.path,
    chart: s.chart,
    targetRevision: s.targetRevision,
    ref: s.ref,
    rendered: !s.notRendered && !side?.notRendered,
    reason: s.notRendered ?? null
  }));
}
function count(side, what) {
  const r = side?.render;
  if (!r || side?.error || side?.notRendered) return null;
  if (what === "hooks") return r.hooks.length;
  let n = 0;
  for (const t of r.resources.values()) if (t.hook.kind !== "skip") n++;
  return n;
}
function syncHooks(head) {
  const r = head?.render;
  if (!r || head?.error || head?.notRendered) return [];
  return r.hooks.map((t) => ({ ...ref2(t.key), phases: t.hook.kind === "hook" ? [...t.hook.phases] : [] }));
}
var withDiffs = (diffs) => diffs.length ? { diffs } : {};
function appReport(p, cascade = [], diff) {
  const side = p.head ?? p.base;
  const d = side.discovered;
  const o = appOutcome(p);
  return {
    name: d.app.name,
    namespace: d.app.namespace,
    file: d.file,
    line: d.line,
    change: p.change,
    outcome: o.outcome,
    outcomeReason: o.reason,
    cascade: cascade.map((k) => {
      const t = p.base?.render?.resources.get(keyString(k));
      return { ...ref2(k), file: t?.file ?? null, line: t?.line ?? null };
    }),
    skipped: p.skipped ?? false,
    parent: d.parent ?? null,
    appSet: d.appSet?.id ?? null,
    sources: sources(side),
    autoPrune: d.app.syncPolicy.prune,
    resources: { base: count(p.base, "resources"), head: count(p.head, "resources") },
    hooks: { base: count(p.base, "hooks"), head: count(p.head, "hooks") },
    error: p.head?.error?.message ?? (p.head ? null : p.base?.error?.message ?? null),
    notRendered: side.notRendered ?? null,
    warnings: [.../* @__PURE__ */ new Set([...p.base?.warnings ?? [], ...p.head?.warnings ?? []])],
    create: p.create.map((t) => ref2(t.key)),
    // Literals, not `{ ...ref(key), more }`: a spread followed by fields is V8's slow path (20,000 entries per app).
    update: p.update.map(({ key: k, paths }) => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name, paths: paths.map((c) => c.path) })),
    prune: p.prune.map((c) => ({ ...ref2(c.key), outcome: c.outcome, file: c.file ?? null, line: c.line ?? null, ...c.live ? { live: c.live } : {} })),
    project: d.app.project,
    syncHooks: syncHooks(p.head),
    ...p.live ? { live: appLive(p.live) } : {},
    ...withDiffs(appDiffs(p, diff))
  };
}
var NO_APPS_NOTICE = "No Argo CD Application was found at base or head, so nothing was analysed. Check that the repository (or --repo) is the GitOps repository and that its Applications are committed as YAML/JSON with apiVersion argoproj.io/v1alpha1 and kind Application; ApplicationSets whose generators cannot run offline need appSetParams in .prune-guard.yaml, and an app-of-apps whose root Application is applied outside the repository (by hand, Terraform) needs rootApps there.";
var NO_GENERATED_APPS_NOTICE = "No Application was analysed: the ApplicationSets found generate none offline (see ApplicationSets below). Supply the parameters of generators that cannot run offline with appSetParams in .prune-guard.yaml.";
function noticeOf(report, appSets2) {
  const own = report.notice === NO_APPS_NOTICE || report.notice === NO_GENERATED_APPS_NOTICE ? null : report.notice ?? null;
  if (report.apps.length > 0 || report.shard) return own;
  return appSets2.length === 0 ? NO_APPS_NOTICE : NO_GENERATED_APPS_NOTICE;
}
function buildReport(plans, findings2, meta) {
  return summarize({
    version: REPORT_VERSION,
    tool: { name: "argocd-prune-guard", version: meta.toolVersion },
    base: meta.base,
    head: meta.head,
    verdict: "pass",
    failOn: meta.failOn,
    shard: meta.shard,
    renderers: meta.renderers,
    summary: emptySummary(),
    apps: plans.map((p) => appReport(p, meta.cascades?.get(p.id), meta.diff)),
    appSets: meta.appSets ?? [],
    findings: findings2,
    problems: meta.problems,
    notice: null,
    ...meta.live ? { live: meta.live } : {}
  });
}
function emptySummary() {
  const findings2 = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  return {
    apps: 0,
    changedApps: 0,
    unknownApps: 0,
    renderErrors: 0,
    create: 0,
    update: 0,
    prune: 0,
    deletes: 0,
    cascadeDeletes: 0,
    deletedKinds: {},
    findings: findings2,
    introduced: 0,
    existing: 0,
    blocking: 0,
    appSets: 0,
    unknownAppSets: 0
  };
}
function deletedResources(report) {
  const out = [];
  for (const a of report.apps) for (const p of a.prune) if (p.outcome === "delete") out.push({ app: a, resource: p, via: "prune" });
  for (const a of report.apps) for (const c of a.cascade ?? []) out.push({ app: a, resource: c, via: "cascade" });
  return out;
}
function summarize(report) {
  const { apps, findings: findings2 } = report;
  const appSets2 = report.appSets ?? [];
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0]));
  for (const f4 of findings2) bySeverity[f4.severity]++;
  const blocking = findings2.filter((f4) => f4.blocking).length;
  const introduced = findings2.filter((f4) => f4.introduced).length;
  const deleted = deletedResources(report);
  const cascadeDeletes = deleted.filter((d) => d.via === "cascade").length;
  const deletedKinds = {};
  for (const { resource: r } of deleted) {
    const k = r.group ? `${r.kind}.${r.group}` : r.kind;
    deletedKinds[k] = (deletedKinds[k] ?? 0) + 1;
  }
  return {
    ...report,
    appSets: appSets2,
    verdict: blocking > 0 ? "fail" : "pass",
    notice: noticeOf(report, appSets2),
    summary: {
      apps: apps.length,
      changedApps: apps.filter(isChanged).length,
      unknownApps: apps.filter((a) => a.outcome === "unknown").length,
      renderErrors: apps.filter((a) => a.outcome === "render-error").length,
      create: apps.reduce((n, a) => n + a.create.length, 0),
      update: apps.reduce((n, a) => n + a.update.length, 0),
      prune: apps.reduce((n, a) => n + a.prune.length, 0),
      deletes: deleted.length,
      cascadeDeletes,
      deletedKinds,
      findings: bySeverity,
      introduced,
      existing: findings2.length - introduced,
      blocking,
      appSets: appSets2.length,
      unknownAppSets: appSets2.filter((x) => x.outcome === "unknown").length
    }
  };
}
function isChanged(a) {
  return a.change !== "unchanged" || a.outcome === "unknown";
}

// src/rules/cap.ts
var FINDINGS_PER_RULE_AND_APP = 50;
var FINDINGS_PER_RULE = 500;
var NAMED2 = 5;
function capFindings(findings2, caps = { perRuleAndApp: FINDINGS_PER_RULE_AND_APP, perRule: FINDINGS_PER_RULE }) {
  const perRule = /* @__PURE__ */ new Map();
  const perApp = /* @__PURE__ */ new Map();
  const rest = /* @__PURE__ */ new Map();
  const out = [];
  for (const f4 of findings2) {
    const app = `${f4.rule}\0${f4.appNamespace ?? ""}\0${f4.app ?? ""}`;
    const r = perRule.get(f4.rule) ?? 0;
    const a = perApp.get(app) ?? 0;
    if (r < caps.perRule && a < caps.perRuleAndApp) {
      perRule.set(f4.rule, r + 1);
      perApp.set(app, a + 1);
      out.push(f4);
      continue;
    }
    const k = `${app}\0${f4.severity}\0${f4.blocking}\0${f4.introduced}\0${f4.suppressed !== null}`;
    const group = rest.get(k);
    if (group) group.push(f4);
    else rest.set(k, [f4]);
  }
  for (const group of rest.values()) out.push(countFinding(group, caps));
  return out;
}
function countFinding(group, caps) {
  const first = group[0];
  const named = group.slice(0, NAMED2).map((f4) => f4.resource ? keyLabel(f4.resource) : f4.file).filter((x) => !!x);
  const where2 = first.app ? ` for Application ${first.app}` : "";
  const state = `${first.severity}${first.blocking ? ", blocking" : ""}${first.introduced ? "" : ", already at base"}`;
  return {
    ...first,
    resource: null,
    line: null,
    message: `${group.length} more ${first.rule} finding${group.length === 1 ? "" : "s"}${where2} (${state}) are not listed: a report lists at most ${caps.perRuleAndApp} per rule and app and ${caps.perRule} per rule.` + (named.length ? ` They include ${named.join(", ")}${group.length > named.length ? ", \u2026" : ""}.` : ""),
    suppressed: first.suppressed === null ? null : group.every((f4) => f4.suppressed === first.suppressed) ? first.suppressed : `${group.length} suppressed findings`
  };
}

// src/pipeline/evaluate.ts
function pruneSettingsFor(config, app) {
  return { trackingMethod: config.trackingMethod, instanceLabelKey: config.instanceLabelKey, instanceName: instanceName(app, config.controlPlaneNamespace) };
}
function renderPlans(input) {
  const { config, base, head } = input;
  const scopes = new ScopeTable(config.scopes);
  for (const s of [base, head]) for (const r of s.renders.values()) for (const doc of r.docs) scopes.learnFromCrd(doc.obj);
  const ids = [.../* @__PURE__ */ new Set([...base.apps.keys(), ...head.apps.keys()])].sort();
  return ids.map((id) => {
    const b = base.apps.get(id);
    const h = head.apps.get(id);
    const settingsFor = pruneSettingsFor(config, (h ?? b).app);
    const bs = b ? toAppSide(b, base.renders.get(id), scopes) : void 0;
    const hs = h ? toAppSide(h, head.renders.get(id), scopes) : void 0;
    if (input.skipped.has(id)) return { ...planApp(id, bs, hs, settingsFor), change: "unchanged", skipped: true };
    maskUnstable(bs, hs);
    const p = planApp(id, bs, hs, settingsFor, input.inputsChanged?.(id));
    if (p.inputsChanged === false && hs?.notRendered && input.childSearch?.has(id)) {
      const unread = input.unreadChanges?.() ?? [];
      if (unread.length > 0) p.unreadChanges = unread;
    }
    return p;
  });
}
function withLivePlans(plans, input) {
  const live2 = input.live;
  if (!live2?.ok) return plans;
  const { config } = input;
  const byId = liveAppsById(live2.snapshot, config.controlPlaneNamespace);
  return plans.map((p) => {
    const d = (p.head ?? p.base).discovered;
    return withLive(p, byId.get(p.id), input.meta.base.sha, live2.annotations, pruneSettingsFor(config, d.app));
  });
}
function evaluate(input, planned = renderPlans(input)) {
  const { config, base, head, live: live2 } = input;
  const plans = withLivePlans(planned, input);
  const oversizedManifests = { limit: input.maxManifestBytes, base: base.oversized, head: head.oversized };
  const rules = config.failOnUnknown ? { ...config.rules, "not-analysed": { ...config.rules["not-analysed"], severity: config.failOn } } : config.rules;
  const graphCtx = {
    appSets: { base: base.appSets, head: head.appSets },
    oversizedManifests,
    storageClasses: { base: base.storageClasses, head: head.storageClasses },
    ...live2 && !live2.ok ? { liveFailure: live2.failure } : {},
    ...input.unreadChanges ? { unreadChanges: input.unreadChanges } : {}
  };
  const findings2 = runRules(plans, { failOn: config.failOn, rules }, void 0, graphCtx);
  const cp4 = config.controlPlaneNamespace;
  const mine = inShard(input.shard);
  const shown2 = plansInScope(plans, config.apps);
  const reported = (id) => mine(id) && (shown2 === void 0 || shown2.has(id));
  const ownPlans = plans.filter((p) => reported(p.id));
  const ownFindings = capFindings(findings2.filter((f4) => f4.app === null || reported(`${f4.appNamespace ?? cp4}/${f4.app}`)));
  const report = buildReport(ownPlans, ownFindings, {
    ...input.meta,
    failOn: config.failOn,
    shard: input.shard ? `${input.shard.index}/${input.shard.count}` : null,
    cascades: live2?.ok ? withLiveCascades(cascadeDeletions(plans, graphCtx), plans) : cascadeDeletions(plans, graphCtx),
    appSets: reportAppSets(base.appSets, head.appSets),
    ...live2 ? { live: reportLive(live2, (id) => base.apps.has(id) || head.apps.has(id), cp4) } : {},
    diff: { enabled: config.diff, created: config.diffCreated }
  });
  return { report, plans };
}

// src/pipeline/live.ts
var LIVE_READ_TIMEOUT_MS = 12e4;
function within2(p, ms, onTimeout) {
  return new Promise((resolve9, reject) => {
    const t = setTimeout(() => resolve9(onTimeout()), ms);
    p.then(
      (v) => (clearTimeout(t), resolve9(v)),
      (e) => (clearTimeout(t), reject(e))
    );
  });
}
async function readLive(reader, log, warn = log, timeoutMs = reader.readTimeoutMs ?? LIVE_READ_TIMEOUT_MS) {
  let r;
  try {
    const timedOut = () => ({
      ok: false,
      failure: { kind: "timeout", message: `the live read did not finish within ${Math.round(timeoutMs / 100) / 10} s (--live-timeout / live-timeout).` }
    });
    r = await within2(
      Promise.resolve().then(() => reader.readApps()),
      timeoutMs,
      timedOut
    );
  } catch (e) {
    const kind = e instanceof Error ? e.name : typeof e;
    r = { ok: false, failure: { kind: "invalid-response", message: `the live reader failed unexpectedly (${kind}).` } };
  }
  if (r.ok) log(`live: read ${r.snapshot.apps.length} Application(s) from ${r.snapshot.via} at ${r.snapshot.endpoint}`);
  else warn(`live mode failed (${LIVE_FAILURE_WORDS[r.failure.kind] ?? "unknown failure"}): ${sentence(r.failure.message)} Falling back to the offline answer.`);
  return r;
}
async function readCandidateAnnotations(reader, apps, controlPlaneNamespace, plans, done, log, timeoutMs = reader.readTimeoutMs ?? LIVE_READ_TIMEOUT_MS) {
  const out = new Map(done);
  const read2 = reader.annotationsOf?.bind(reader);
  if (!read2) return out;
  const byId = liveAppsById({ via: "kubernetes", endpoint: "", apps }, controlPlaneNamespace);
  const limit = createLimiter(8);
  const jobs = [];
  for (const p of plans) {
    const app = byId.get(p.id);
    if (!app) continue;
    const tracked = /* @__PURE__ */ new Map();
    for (const r of app.resources) if (!r.hook && !tracked.has(keyString(r))) tracked.set(keyString(r), r);
    for (const k of annotationsToRead(p.id, p.prune, done)) {
      const resource = tracked.get(keyString(k));
      if (!resource) continue;
      jobs.push(
        limit(async () => {
          let a;
          try {
            a = await within2(read2(app, resource), timeoutMs, () => ({ ok: false, reason: "error" }));
          } catch {
            a = { ok: false, reason: "error" };
          }
          out.set(liveAnnotationKey(p.id, k), a);
        })
      );
    }
  }
  await Promise.all(jobs);
  if (jobs.length) log(`live: read the annotations of ${jobs.length} tracked resource(s) no render produces`);
  return out;
}

// src/render/cached.ts
import { join as join23, relative as relative9, sep as sep11 } from "node:path";

// src/render/helm/chart-files.ts
import { existsSync as existsSync9, lstatSync as lstatSync2, readdirSync as readdirSync6, readFileSync as readFileSync6 } from "node:fs";
import { join as join13, relative as relative6, sep as sep6 } from "node:path";
var MAX_TEMPLATE_BYTES = 1024 * 1024;
function readChartTemplates(chartDir, repoRoot) {
  const out = {};
  const walk4 = (dir) => {
    for (const name of readdirSync6(dir).sort()) {
      const p = join13(dir, name);
      const st = lstatSync2(p);
      if (st.isDirectory()) walk4(p);
      else if (st.isFile() && st.size <= MAX_TEMPLATE_BYTES) out[relative6(repoRoot, p).split(sep6).join("/")] = readFileSync6(p, "utf8");
    }
  };
  const chart = (dir, depth) => {
    if (existsSync9(join13(dir, "templates")) && lstatSync2(join13(dir, "templates")).isDirectory()) walk4(join13(dir, "templates"));
    const charts = join13(dir, "charts");
    if (depth > 5 || !existsSync9(charts) || !lstatSync2(charts).isDirectory()) return;
    for (const sub of readdirSync6(charts).sort()) {
      const p = join13(charts, sub);
      if (lstatSync2(p).isDirectory()) chart(p, depth + 1);
    }
  };
  chart(chartDir, 0);
  return out;
}

// src/render/helm/determinism.ts
var VARYING_FUNCTIONS = [
  ...RANDOM_FUNCTIONS,
  "ago",
  "date",
  "date_in_zone",
  "htmlDate",
  "htmlDateInZone",
  "dateModify",
  "date_modify",
  "mustDateModify",
  "must_date_modify",
  "keys",
  "values",
  "getHostByName"
];
var DECODERS = ["b64dec", "b32dec", "decryptAES"];
var CALL = new Map([...VARYING_FUNCTIONS, ...DECODERS].map((fn) => [fn, new RegExp(`(^|[\\s(|])${fn}(\\s|\\)|$)`)]));
var callOf = (text3, fns) => fns.find((fn) => CALL.get(fn).test(text3));
var ORDER_FREE = /(^|[\s(|])(sortAlpha|len|fail)(\s|\)|$)/;
var varyingCall = (text3) => VARYING_FUNCTIONS.find((fn) => callOf(text3, [fn]) && !((fn === "keys" || fn === "values") && ORDER_FREE.test(text3)));
var LITERAL_CALL = /\b(?:include|template)\s+"([^"]+)"/g;
var COMPUTED_INCLUDE = /(^|[\s(|])include\s+[^\s"]/;
var ACTION2 = /\{\{-?([\s\S]*?)-?\}\}/g;
var FILE_INCLUDE = /\binclude\s+\(\s*printf?\s+(\.Template\.BasePath\s+"[^"]*"|"%s[^"]*"\s+\.Template\.BasePath)\s*\)/g;
var TPL = /(^|[\s(|])tpl(\s|\)|$)/;
function scanDeterminism(input) {
  if (input.unseen?.length) return { mayVary: true, reason: `could not read ${input.unseen[0]}` };
  const chart = new ChartTemplates(input.templates);
  const at = (file, a) => `${file}:${a.line}`;
  const reached = /* @__PURE__ */ new Set();
  let dynamic;
  let tpl;
  let decoder;
  const visit = (actions, file) => {
    for (const a of actions) {
      const fn = varyingCall(a.text);
      if (fn) return `${fn} at ${at(file, a)}`;
      if (!dynamic && COMPUTED_INCLUDE.test(a.text.replace(FILE_INCLUDE, ""))) dynamic = `a computed include at ${at(file, a)}`;
      if (!tpl && TPL.test(a.text)) tpl = `tpl at ${at(file, a)}`;
      if (!decoder && callOf(a.text, DECODERS)) decoder = `${callOf(a.text, DECODERS)} at ${at(file, a)}`;
      for (const m of a.text.matchAll(LITERAL_CALL)) {
        const d = chart.defines.get(m[1]);
        if (!d || reached.has(m[1])) continue;
        reached.add(m[1]);
        const hit = visit(d.actions, d.file);
        if (hit) return hit;
      }
    }
    return void 0;
  };
  for (const [path, file] of chart.files) {
    const hit = visit(file.actions, path);
    if (hit) return { mayVary: true, reason: hit };
  }
  const open2 = dynamic ?? tpl;
  if (open2) {
    for (const [name, d] of chart.defines) {
      const a = d.actions.find((x) => varyingCall(x.text));
      if (a) return { mayVary: true, reason: `${open2} may reach ${varyingCall(a.text)} in "${name}" (${at(d.file, a)})` };
    }
  }
  if (tpl) {
    if (decoder) return { mayVary: true, reason: `${tpl} with ${decoder}` };
    if (input.unreadableData?.length) return { mayVary: true, reason: `${tpl} and ${input.unreadableData[0]} could not be read` };
    for (const [where2, text3] of Object.entries(input.data ?? {})) {
      for (const m of text3.matchAll(ACTION2)) {
        const fn = varyingCall(m[1].trim()) ?? callOf(m[1].trim(), DECODERS);
        if (fn) return { mayVary: true, reason: `${tpl} may evaluate ${fn} from ${where2}` };
      }
    }
  }
  return { mayVary: false, reason: "no template can call a function whose result differs between renders" };
}

// src/render/helm/determinism-inputs.ts
var import_yaml13 = __toESM(require_dist(), 1);
import { existsSync as existsSync10, lstatSync as lstatSync3, readdirSync as readdirSync7, readFileSync as readFileSync7 } from "node:fs";
import { basename as basename2, join as join14 } from "node:path";
var MAX_FILE_BYTES = 8 * 1024 * 1024;
var MAX_TOTAL_BYTES = 64 * 1024 * 1024;
var MAX_DEPTH2 = 6;
function readDir(dir, problems2) {
  const out = /* @__PURE__ */ new Map();
  let total = 0;
  const walk4 = (abs, rel) => {
    for (const name of readdirSync7(abs).sort()) {
      const p = join14(abs, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync3(p);
      if (st.isSymbolicLink()) problems2.push(`symlink ${r}`);
      else if (st.isDirectory()) walk4(p, r);
      else if (st.isFile()) {
        total += Math.min(st.size, MAX_FILE_BYTES + 1);
        if (total > MAX_TOTAL_BYTES) throw new Error("chart larger than 64 MiB");
        out.set(r, st.size <= MAX_FILE_BYTES ? readFileSync7(p) : void 0);
      }
    }
  };
  walk4(dir, "");
  return out;
}
function yamlDoc(b) {
  try {
    const d = b && parsedOnce("yaml", b.toString("utf8"), import_yaml13.parse);
    return d && typeof d === "object" ? d : void 0;
  } catch {
    return void 0;
  }
}
function addChart(files, at, depth, out) {
  if (depth > MAX_DEPTH2) {
    out.unseen.push(`${at} (subcharts nested deeper than ${MAX_DEPTH2})`);
    return;
  }
  const vendored = /* @__PURE__ */ new Set();
  const subcharts = /* @__PURE__ */ new Map();
  for (const [rel, data] of files) {
    const shown2 = `${at}${rel}`;
    const sub = /^charts\/([^/]+)\/(.+)$/.exec(rel);
    if (sub) {
      const m = subcharts.get(sub[1]) ?? /* @__PURE__ */ new Map();
      m.set(sub[2], data);
      subcharts.set(sub[1], m);
      continue;
    }
    if (/^charts\/[^/]+\.tgz$/.test(rel)) {
      try {
        if (!data) throw new Error("too large");
        const byTop = /* @__PURE__ */ new Map();
        for (const e of readTgz(data)) {
          const [top, ...rest] = e.path.split("/");
          if (!top || rest.length === 0) continue;
          const m = byTop.get(top) ?? /* @__PURE__ */ new Map();
          m.set(rest.join("/"), e.data.length <= MAX_FILE_BYTES ? e.data : void 0);
          byTop.set(top, m);
        }
        for (const [top, m] of byTop) {
          vendored.add(String(yamlDoc(m.get("Chart.yaml"))?.name ?? top));
          addChart(m, `${shown2}/${top}/`, depth + 1, out);
        }
      } catch (e) {
        out.unseen.push(`${shown2} (${e.message})`);
      }
      continue;
    }
    if (rel.startsWith("templates/")) {
      if (data) out.templates[shown2] = data.toString("utf8");
      else out.unseen.push(`${shown2} (larger than 8 MiB)`);
    } else if (data) out.data[shown2] = data.toString("latin1");
    else out.unreadableData.push(`${shown2} (larger than 8 MiB)`);
  }
  for (const [name, m] of subcharts) {
    vendored.add(String(yamlDoc(m.get("Chart.yaml"))?.name ?? name)).add(name);
    addChart(m, `${at}charts/${name}/`, depth + 1, out);
  }
  const deps = yamlDoc(files.get("Chart.yaml"))?.dependencies ?? yamlDoc(files.get("requirements.yaml"))?.dependencies;
  for (const d of Array.isArray(deps) ? deps : []) {
    const name = d && typeof d === "object" ? String(d.name ?? "") : "";
    if (!vendored.has(name)) out.unseen.push(`${at}Chart.yaml dependency "${name}" (not vendored under charts/; built at render time)`);
  }
}
function readDeterminismInput(chartDir, shownAs, helm, paths) {
  const out = { templates: {}, unseen: [], data: {}, unreadableData: [] };
  const problems2 = [];
  try {
    addChart(readDir(chartDir, problems2), shownAs ? `${shownAs}/` : "", 0, out);
  } catch (e) {
    out.unseen.push(`${shownAs || basename2(chartDir)} (${e.message})`);
  }
  out.unseen.push(...problems2.map((p) => shownAs ? `${p.replace(/^symlink /, `symlink ${shownAs}/`)}` : p));
  for (const [k, v] of Object.entries(paths.env)) out.data[`build environment ${k}`] = v;
  if (!helm) return out;
  const addValues = (where2, text3) => {
    out.data[where2] = text3;
    try {
      out.data[`${where2} (parsed)`] = JSON.stringify((0, import_yaml13.parse)(text3));
    } catch {
    }
  };
  if (helm.valuesObject !== void 0) addValues("valuesObject", JSON.stringify(helm.valuesObject));
  if (helm.values) addValues("values", helm.values);
  for (const p of helm.parameters) out.data[`parameter ${p.name}`] = p.value;
  const readable = (what, path) => {
    try {
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path) || !existsSync10(path) || !lstatSync3(path).isFile() || lstatSync3(path).size > MAX_FILE_BYTES) {
        out.unreadableData.push(what);
      } else addValues(what, readFileSync7(path, "utf8"));
    } catch {
      out.unreadableData.push(what);
    }
  };
  try {
    for (const f4 of resolveValueFiles(helm.valueFiles, helm.ignoreMissingValueFiles, paths, [])) readable(`values file ${f4}`, f4);
  } catch {
    out.unreadableData.push("valueFiles");
  }
  for (const p of helm.fileParameters) {
    try {
      readable(`fileParameter ${p.name}`, resolveFileParameter(p.path, paths));
    } catch {
      out.unreadableData.push(`fileParameter ${p.name}`);
    }
  }
  return out;
}

// src/render/directory/directory.ts
import { lstatSync as lstatSync4, readdirSync as readdirSync9, readFileSync as readFileSync8, realpathSync as realpathSync5, statSync as statSync5 } from "node:fs";
import { join as join16, relative as relative7, sep as sep7 } from "node:path";

// src/lib/go/glob.ts
function lex2(pattern) {
  const chars = Array.from(pattern);
  const out = [];
  let pos = 0;
  let termsLevel = 0;
  const read2 = () => chars[pos++];
  const peek = () => chars[pos];
  const fetchText = (breakers) => {
    let data = "";
    let escaped2 = false;
    for (; ; ) {
      const r = read2();
      if (r === void 0) break;
      if (!escaped2) {
        if (r === "\\") {
          escaped2 = true;
          continue;
        }
        if (breakers.includes(r)) {
          pos--;
          break;
        }
      }
      escaped2 = false;
      data += r;
    }
    if (data !== "") out.push({ type: "text", data });
  };
  const fetchRange = () => {
    let wantHi = false;
    let wantClose = false;
    let seenNot = false;
    for (; ; ) {
      const r = read2();
      if (r === void 0) return fail2("unexpected end of input");
      if (wantClose) {
        if (r !== "]") return fail2("expected close range character");
        out.push({ type: "rangeClose", data: r });
        return true;
      }
      if (wantHi) {
        out.push({ type: "rangeHi", data: r });
        wantClose = true;
        continue;
      }
      if (!seenNot && r === "!") {
        out.push({ type: "not", data: r });
        seenNot = true;
        continue;
      }
      if (peek() === "-") {
        pos++;
        out.push({ type: "rangeLo", data: r }, { type: "rangeBetween", data: "-" });
        wantHi = true;
        continue;
      }
      pos--;
      fetchText("]");
      wantClose = true;
    }
  };
  const fail2 = (msg) => {
    out.push({ type: "error", data: msg });
    return false;
  };
  for (; ; ) {
    const r = read2();
    if (r === void 0) {
      out.push({ type: "eof", data: "" });
      return out;
    }
    if (r === "{") {
      termsLevel++;
      out.push({ type: "termsOpen", data: r });
    } else if (r === "," && termsLevel > 0) {
      out.push({ type: "sep", data: r });
    } else if (r === "}" && termsLevel > 0) {
      out.push({ type: "termsClose", data: r });
      termsLevel--;
    } else if (r === "[") {
      out.push({ type: "rangeOpen", data: r });
      if (!fetchRange()) return out;
    } else if (r === "?") {
      out.push({ type: "single", data: r });
    } else if (r === "*") {
      if (peek() === "*") {
        pos++;
        out.push({ type: "super", data: "**" });
      } else out.push({ type: "any", data: r });
    } else {
      pos--;
      fetchText(termsLevel > 0 ? "?*[{}," : "?*[{");
    }
  }
}
var cp2 = re2Char;
function compileGobwas(pattern) {
  const tokens = lex2(pattern);
  const root = { alts: [[]], parent: void 0 };
  let group = root;
  const cur = () => group.alts[group.alts.length - 1];
  let i = 0;
  for (; ; ) {
    const t = tokens[i++];
    switch (t.type) {
      case "eof": {
        while (group.parent) group = closeGroup(group);
        return anchoredMatcher(root.alts[0].join(""), true);
      }
      case "error":
        return void 0;
      case "text":
        cur().push(re2Literal(t.data));
        break;
      case "any":
      case "super":
        cur().push(".*");
        break;
      case "single":
        cur().push(".");
        break;
      case "termsOpen":
        group = { alts: [[]], parent: group };
        break;
      case "sep":
        group.alts.push([]);
        break;
      case "termsClose":
        group = closeGroup(group);
        break;
      case "rangeOpen": {
        let not = false;
        let lo = "";
        let hi = "";
        let set2 = "";
        for (; ; ) {
          const r = tokens[i++];
          if (r.type === "eof" || r.type === "error") return void 0;
          if (r.type === "not") not = true;
          else if (r.type === "rangeLo") lo = r.data;
          else if (r.type === "rangeHi") {
            hi = r.data;
            if (hi.codePointAt(0) < lo.codePointAt(0)) return void 0;
          } else if (r.type === "text") set2 = r.data;
          else if (r.type === "rangeClose") break;
        }
        const isRange = lo !== "" && hi !== "";
        if (isRange === (set2 !== "")) return void 0;
        const body = isRange ? `${cp2(lo)}-${cp2(hi)}` : Array.from(set2).map(cp2).join("");
        cur().push(`[${not ? "^" : ""}${body}]`);
        break;
      }
      default:
        return void 0;
    }
  }
}
function closeGroup(g) {
  const parent = g.parent;
  parent.alts[parent.alts.length - 1].push(`(?:${g.alts.map((a) => a.join("")).join("|")})`);
  return parent;
}
var gobwasCache = /* @__PURE__ */ new Map();
function gobwasMatch(pattern, text3) {
  let re = gobwasCache.get(pattern);
  if (re === void 0) {
    re = compileGobwas(pattern) ?? null;
    if (gobwasCache.size > 1e4) gobwasCache.clear();
    gobwasCache.set(pattern, re);
  }
  return re !== null && re.test(text3);
}

// src/render/source.ts
import { readdirSync as readdirSync8, statSync as statSync4 } from "node:fs";
import { stat } from "node:fs/promises";

// src/lib/fs-async.ts
import { readFile, writeFile } from "node:fs";
import { promisify } from "node:util";
var read = promisify(readFile);
var write = promisify(writeFile);
var readText = (path) => read(path, "utf8");
var writeText = (path, text3) => write(path, text3);
var writeBytes = (path, bytes) => write(path, bytes);

// src/render/source.ts
import { isAbsolute as isAbsolute5, join as join15, posix as posix6, resolve as resolve4 } from "node:path";
var errCode = (e) => typeof e === "object" && e !== null && "code" in e ? String(e.code) : void 0;
function resolveAppPath(repoRoot, path, treePaths) {
  const shown2 = path === "" ? "." : path;
  if (isAbsolute5(path)) {
    throw new RenderError2(`${shown2}: app path is absolute; spec.source.path must be relative to the repository root (for example "apps/web")`);
  }
  const root = resolve4(repoRoot);
  const appPath = resolve4(root, path);
  const outside = (how) => new RenderError2(`${shown2}: app path outside root${how}; spec.source.path must name a directory inside the repository (remove the leading "..")`);
  if (!isInside(root, appPath)) throw outside("");
  let info;
  try {
    info = statSync4(appPath);
  } catch (e) {
    if (errCode(e) === "ENOENT" || errCode(e) === "ENOTDIR") {
      const near = nearestDirectory(root, path, treePaths);
      throw new RenderError2(
        `${shown2}: app path does not exist${near ? ` (did you mean "${near}"?)` : ""}; check spec.source.path against the repository at this revision (paths are case-sensitive)`
      );
    }
    throw new RenderError2(`${shown2}: cannot read app path: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!realInside(root, appPath)) throw outside(" (through a symlink)");
  if (!info.isDirectory()) {
    throw new RenderError2(`${shown2}: app path is not a directory; spec.source.path must name the directory that holds the manifests, not a file`);
  }
  return appPath;
}
var NEAR_MAX_DIRS = 2e4;
var NEAR_MAX_DEPTH = 8;
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
function nearestDirectory(root, path, treePaths) {
  const want = posix6.normalize(path.replace(/\\/g, "/")).replace(/^\.\//, "").replace(/\/+$/, "");
  if (!want || want === ".") return void 0;
  const limit = Math.min(4, Math.max(1, Math.floor(want.length / 3)));
  let best;
  const consider = (dir) => {
    if (Math.abs(dir.length - want.length) > limit) return;
    const d = editDistance(dir, want);
    if (d <= limit && (!best || d < best.d || d === best.d && goCompare(dir, best.dir) < 0)) best = { dir, d };
  };
  if (treePaths) {
    const dirs = /* @__PURE__ */ new Set();
    for (const p of treePaths) {
      const parts = p.split("/");
      for (let i = 1; i < parts.length && dirs.size < NEAR_MAX_DIRS; i++) dirs.add(parts.slice(0, i).join("/"));
    }
    for (const d of dirs) consider(d);
    return best?.dir;
  }
  let seen = 0;
  const walk4 = (rel, depth) => {
    if (depth > NEAR_MAX_DEPTH || seen >= NEAR_MAX_DIRS) return;
    let entries;
    try {
      entries = readdirSync8(join15(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((x, y) => goCompare(x.name, y.name));
    for (const e of entries) {
      if (!e.isDirectory() || e.name === ".git" || seen >= NEAR_MAX_DIRS) continue;
      seen++;
      const dir = rel ? `${rel}/${e.name}` : e.name;
      consider(dir);
      walk4(dir, depth + 1);
    }
  };
  walk4("", 1);
  return best?.dir;
}
function goCompare(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
function outOfBoundSymlinkError(file, target) {
  return new RenderError2(
    `repository contains out-of-bounds symlinks. file: ${file} (it points to "${target}", outside the repository; Argo CD refuses to render this revision: make the link relative and inside the repository, or replace it with a copy)`,
    file
  );
}
var RESTORED_FIELDS = ["chart", "path", "repoURL", "targetRevision"];
function pruneNulls(v) {
  if (Array.isArray(v)) return v.filter((x) => x !== null).map(pruneNulls);
  if (isRecord(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) if (x !== null) out[k] = pruneNulls(x);
    return out;
  }
  return v;
}
function mergePatch(doc, patch) {
  const out = { ...doc };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    if (v === null) delete out[k];
    else if (cur === void 0 || cur === null || !isRecord(cur)) out[k] = pruneNulls(v);
    else if (isRecord(v)) out[k] = mergePatch(cur, v);
    else out[k] = v;
  }
  return out;
}
async function applySourceOverrides(source, appPath, instanceName2, root) {
  if (/[/\\\0]/.test(instanceName2)) {
    throw new RenderError2(
      `Application instance name ${JSON.stringify(instanceName2)} cannot name a parameter override file (.argocd-source-<name>.yaml must be a file of the app folder); rename the Application`
    );
  }
  const names = [".argocd-source.yaml"];
  if (instanceName2 !== "") names.push(`.argocd-source-${instanceName2}.yaml`);
  let merged = structuredClone(source.raw);
  let changed2 = false;
  for (const name of names) {
    const file = join15(appPath, name);
    const shown2 = posix6.join(source.path || ".", name);
    try {
      if ((await stat(file)).isDirectory()) continue;
    } catch (e) {
      if (errCode(e) === "ENOENT") continue;
      throw new RenderError2(`${shown2}: ${e instanceof Error ? e.message : String(e)}`, shown2);
    }
    if (root !== void 0 && !realInside(root, file)) {
      throw new RenderError2(`${shown2}: parameter override file resolves outside the repository; replace the link with a file`, shown2);
    }
    const { docs, errors } = parseYamlStream(await readText(file));
    if (errors.length > 0) {
      const err = errors[0];
      throw new RenderError2(
        `error while parsing source parameters: ${shown2}: line ${err.line}: ${err.message} (fix the YAML of this Argo CD parameter override file)`,
        shown2
      );
    }
    const patch = docs[0]?.value ?? null;
    if (!isRecord(patch)) {
      throw new RenderError2(
        `error while parsing source parameters: ${shown2}: Invalid JSON Patch (the file must be a YAML mapping of Application source fields such as \`helm:\` or \`kustomize:\`; delete the file if it is meant to be empty)`,
        shown2
      );
    }
    merged = mergePatch(merged, patch);
    changed2 = true;
  }
  if (!changed2) return source;
  for (const k of RESTORED_FIELDS) {
    if (k in source.raw) merged[k] = source.raw[k];
    else delete merged[k];
  }
  return parseSource(merged);
}
var TYPE_NAMES = {
  kustomize: "Kustomize",
  helm: "Helm",
  directory: "Directory",
  plugin: "Plugin"
};
function detectSourceType(source, appPath) {
  const explicit2 = [];
  if (source.kustomize !== void 0) explicit2.push("kustomize");
  if (source.helm !== void 0) explicit2.push("helm");
  if (source.directory !== void 0) explicit2.push("directory");
  if (source.plugin !== void 0) explicit2.push("plugin");
  if (explicit2.length > 1) {
    throw new RenderError2(
      `multiple application sources defined: ${explicit2.map((t) => TYPE_NAMES[t]).join(",")} (keep only one of helm/kustomize/directory/plugin in the source, including any added by .argocd-source*.yaml)`
    );
  }
  if (explicit2.length === 1) return explicit2[0];
  let mark = "directory";
  for (const entry3 of readdirSync8(appPath, { withFileTypes: true }).sort((a, b) => goCompare(a.name, b.name))) {
    if (entry3.isDirectory()) continue;
    if (entry3.name.endsWith("Chart.yaml")) mark = "helm";
    if (KUSTOMIZATION_FILES.includes(entry3.name)) mark = "kustomize";
  }
  return mark;
}

// src/render/directory/directory.ts
var MANIFEST_FILE2 = /^.*\.(yaml|yml|json|jsonnet)$/;
var SKIP_FILE_RENDERING_MARKER = "+argocd:skip-file-rendering";
var toPosix = (p) => p.split(sep7).join("/");
var message = (e) => e instanceof Error ? e.message : String(e);
function readText2(path) {
  const b = readFileSync8(path);
  if (b[0] === 255 && b[1] === 254) return b.subarray(2).toString("utf16le");
  if (b[0] === 254 && b[1] === 255) return Buffer.from(b.subarray(2)).swap16().toString("utf16le");
  const text3 = b.toString("utf8");
  return text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3;
}
function collectCandidates(req, warnings) {
  const dir = req.source.directory;
  const recurse = dir?.recurse ?? false;
  const include = dir?.include ?? "";
  const exclude = dir?.exclude ?? "";
  const realRoot = realpathSync5.native(req.repoRoot);
  const out = [];
  const visit = (abs) => {
    for (const name of readdirSync9(abs).sort(goCompare)) {
      const path = join16(abs, name);
      const st = lstatSync4(path);
      if (st.isDirectory()) {
        if (recurse && name !== ".git") visit(path);
        continue;
      }
      const c = candidate(path, name, st);
      if (c) out.push(c);
    }
  };
  const candidate = (path, name, st) => {
    const relApp = toPosix(relative7(req.appPath, path));
    if (!MANIFEST_FILE2.test(name)) return void 0;
    let relRepo = toPosix(relative7(req.repoRoot, path));
    let real = st;
    if (st.isSymbolicLink()) {
      let target;
      try {
        target = realpathSync5.native(path);
      } catch (e) {
        if (e.code === "ENOENT") {
          warnings.push(`skipping manifest file ${relRepo}: destination of symlink "${relApp}" is missing`);
          return void 0;
        }
        throw new RenderError2(`invalid manifest file "${relRepo}": failed to evaluate symlink: ${message(e)}`, relRepo);
      }
      if (target === realRoot || !isInside(realRoot, target)) {
        throw new RenderError2(
          `invalid manifest file "${relRepo}": illegal filepath in symlink at "${relApp}" (it resolves outside the repository; point it at a file inside the repository)`,
          relRepo
        );
      }
      real = statSync5(target);
      relRepo = toPosix(relative7(realRoot, target));
    }
    if (!real.isFile()) {
      warnings.push(`skipping manifest file ${relRepo}: ignoring non-regular file "${relApp}"`);
      return void 0;
    }
    if (exclude !== "" && gobwasMatch(exclude, relApp)) return void 0;
    if (include !== "" && !gobwasMatch(include, relApp)) return void 0;
    const text3 = readText2(path);
    if (text3.includes(SKIP_FILE_RENDERING_MARKER)) return void 0;
    return { path, relApp, relRepo, text: text3 };
  };
  visit(req.appPath);
  return out;
}
function decodeFailure(v) {
  if (!isRecord(v)) return `cannot unmarshal ${Array.isArray(v) ? "array" : typeof v} into a Kubernetes object`;
  const apiVersion = typeof v.apiVersion === "string" ? v.apiVersion : "";
  const badGroupVersion = apiVersion.split("/").length > 2;
  if (badGroupVersion || typeof v.kind !== "string" || v.kind === "") return "Object 'Kind' is missing";
  return void 0;
}
function decodeYaml(c) {
  const { docs, errors } = parseYamlStream(c.text);
  const events = [
    ...docs.map((d) => ({ line: d.line, value: d.value, error: void 0 })),
    ...errors.map((e) => ({ line: e.line, value: void 0, error: e.message }))
  ].sort((a, b) => a.line - b.line);
  const out = [];
  for (const ev of events) {
    const failure2 = ev.error ?? decodeFailure(ev.value);
    if (failure2 === void 0) {
      out.push({ obj: ev.value, file: c.relRepo, line: ev.line });
      continue;
    }
    const looksLikeManifest = ["apiVersion:", "kind:", "metadata:"].every((s) => c.text.includes(s));
    if (out.length === 0 && !looksLikeManifest) return [];
    throw new RenderError2(
      `Failed to unmarshal "${c.relRepo}": failed to unmarshal manifest: ${failure2} (${c.relRepo} line ${ev.line}; fix the document, or exclude the file with spec.source.directory.exclude or a "${SKIP_FILE_RENDERING_MARKER}" comment)`,
      c.relRepo
    );
  }
  return out;
}
function firstJsonValueEnd(text3) {
  let i = 0;
  while (i < text3.length && " 	\r\n".includes(text3[i])) i++;
  let depth = 0;
  let inString = false;
  for (; i < text3.length; i++) {
    const ch = text3[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') {
        inString = false;
        if (depth === 0) return i + 1;
      }
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth <= 0) return i + 1;
    } else if (depth === 0 && " 	\r\n,:".includes(ch)) return i;
  }
  return text3.length;
}
function decodeJson(c) {
  const end = firstJsonValueEnd(c.text);
  const fail2 = (why) => new RenderError2(
    `Failed to unmarshal "${c.relRepo}": ${why} (a .json file in a Directory app must hold exactly one Kubernetes object; exclude other JSON files with spec.source.directory.exclude)`,
    c.relRepo
  );
  let value2;
  try {
    value2 = JSON.parse(c.text.slice(0, end));
  } catch (e) {
    throw fail2(message(e));
  }
  const failure2 = decodeFailure(value2) ?? decodedProblem(value2, decodedBudget(c.text.length));
  if (failure2 !== void 0) throw fail2(failure2);
  const next = c.text.slice(end).trimStart()[0];
  if (next !== void 0 && next !== "]" && next !== "}") {
    throw new RenderError2(
      `Found multiple objects in "${c.relRepo}". Only single objects are allowed in JSON files (use a .yaml file with \`---\` separators, or a List object)`,
      c.relRepo
    );
  }
  const start = Math.max(0, c.text.search(/\S/));
  const line = c.text.slice(0, start).split("\n").length;
  return [{ obj: value2, file: c.relRepo, line }];
}
function flattenLists2(docs) {
  return docs.flatMap(
    (d) => listItems(d.obj, () => {
      throw new RenderError2(`items member is not an object in ${d.file ?? "a rendered List"}${d.line ? ` line ${d.line}` : ""}`, d.file);
    }).map((obj) => obj === d.obj ? d : { ...d, obj })
  );
}
async function renderDirectory(req) {
  const warnings = [];
  let candidates;
  try {
    candidates = collectCandidates(req, warnings);
  } catch (e) {
    if (e instanceof RenderError2) throw e;
    throw new RenderError2(`failed to get potentially valid manifests: ${message(e)}`);
  }
  const docs = [];
  for (const c of candidates) {
    if (c.path.endsWith(".jsonnet")) {
      throw new RenderError2(`jsonnet is not supported by prune-guard: ${c.relRepo}`, c.relRepo);
    }
    for (const d of c.path.endsWith(".json") ? decodeJson(c) : decodeYaml(c)) docs.push(d);
  }
  return { type: "directory", docs: flattenLists2(docs), warnings, commands: [] };
}

// src/render/kustomize/kustomize.ts
import { cp as cp3, mkdir as mkdir3, mkdtemp, readdir as readdir2, rm as rm2, symlink } from "node:fs/promises";
import { basename as basename3, join as join22, sep as sep10 } from "node:path";

// src/render/kustomize/bounds.ts
import { readFileSync as readFileSync9, realpathSync as realpathSync6, statSync as statSync6 } from "node:fs";
import { dirname as dirname4, join as join17, resolve as resolve5, sep as sep8 } from "node:path";
var MAX_KUSTOMIZATIONS = 500;
var strs = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : typeof v === "string" ? [v] : [];
function isGitRef(entry3) {
  const s = entry3.trim().toLowerCase().replace(/^git::/, "");
  return entry3.includes("_git/") || /^(ssh|https?|file):\/\//.test(s) || s.startsWith("git@") || /^[\w.-]+@[\w.-]+:/.test(s) || /^github\.com[/:]/.test(s) || /[?&](ref|version|timeout|submodules)=/.test(s) || /^[a-z][a-z0-9+.-]*:\/\//.test(s);
}
function gitScheme(entry3) {
  const s = entry3.trim().toLowerCase().replace(/^git::/, "");
  const m = /^([a-z][a-z0-9+.-]*):\/\//.exec(s);
  if (m) return m[1];
  if (/^[\w.-]+@[\w.-]+:/.test(s) || s.startsWith("git@")) return "ssh";
  return "https";
}
var isHttpUrl = (s) => /^https?:\/\//i.test(s.trim());
var isFileUrl = (s) => /^(git::)?file:/i.test(s.trim());
function kernelPath(p) {
  let head = p;
  const rest = [];
  for (; ; ) {
    try {
      return join17(realpathSync6.native(head), ...rest);
    } catch {
      const parent = dirname4(head);
      if (parent === head) return p;
      rest.unshift(head.slice(parent.length).replace(/^[/\\]+/, ""));
      head = parent;
    }
  }
}
var inside2 = (root, p) => p === root || p.startsWith(root.endsWith(sep8) ? root : root + sep8);
var CONFIG_FILE_KEYS = ["path", "paths", "files", "envs", "env", "valuesFile", "additionalValuesFiles", "chartHome", "configHome"];
function configRefs(doc, field) {
  const out = [];
  for (const key2 of CONFIG_FILE_KEYS) for (const v of strs(doc[key2])) out.push({ field: `${field}.${key2}`, value: genFile(key2, v) });
  for (const r of Array.isArray(doc.replacements) ? doc.replacements : []) {
    if (isRecord(r) && typeof r.path === "string") out.push({ field: `${field}.replacements.path`, value: r.path });
  }
  if (typeof doc.repo === "string") out.push({ field: `${field}.repo`, value: doc.repo });
  return out;
}
var genFile = (key2, v) => key2 === "files" && v.includes("=") ? v.slice(v.indexOf("=") + 1) : v;
function kustomizationRefs(k) {
  const out = [];
  for (const key2 of ["resources", "bases", "components"]) for (const v of strs(k[key2])) out.push({ field: key2, value: v, base: true });
  for (const key2 of ["generators", "transformers", "validators"]) for (const v of strs(k[key2])) out.push({ field: key2, value: v, plugin: true });
  for (const key2 of ["crds", "configurations", "patchesStrategicMerge"]) {
    for (const v of strs(k[key2])) if (!v.includes("\n")) out.push({ field: key2, value: v });
  }
  for (const key2 of ["patches", "patchesJson6902", "replacements"]) {
    for (const p of Array.isArray(k[key2]) ? k[key2] : []) if (isRecord(p) && typeof p.path === "string") out.push({ field: `${key2}.path`, value: p.path });
  }
  for (const key2 of ["configMapGenerator", "secretGenerator"]) {
    for (const g of Array.isArray(k[key2]) ? k[key2] : []) {
      if (!isRecord(g)) continue;
      for (const f4 of strs(g.files)) out.push({ field: `${key2}.files`, value: genFile("files", f4) });
      for (const f4 of [...strs(g.envs), ...strs(g.env)]) out.push({ field: `${key2}.envs`, value: f4 });
    }
  }
  if (isRecord(k.openapi) && typeof k.openapi.path === "string") out.push({ field: "openapi.path", value: k.openapi.path });
  if (isRecord(k.helmGlobals)) {
    for (const key2 of ["chartHome", "configHome"]) for (const v of strs(k.helmGlobals[key2])) out.push({ field: `helmGlobals.${key2}`, value: v });
  }
  for (const [i, c] of (Array.isArray(k.helmCharts) ? k.helmCharts : []).entries()) {
    if (!isRecord(c)) continue;
    if (typeof c.name === "string" && c.name !== "") {
      const home = isRecord(k.helmGlobals) && typeof k.helmGlobals.chartHome === "string" && k.helmGlobals.chartHome !== "" ? k.helmGlobals.chartHome : "charts";
      const pinned = (typeof c.version === "number" || typeof c.version === "string" && c.version !== "") && typeof c.repo === "string" && c.repo !== "";
      out.push({ field: `helmCharts[${i}].name`, value: [home, ...pinned ? [`${c.name}-${String(c.version)}`] : [], c.name].join("/") });
    }
    for (const v of strs(c.valuesFile)) out.push({ field: `helmCharts[${i}].valuesFile`, value: v });
    for (const v of strs(c.additionalValuesFiles)) out.push({ field: `helmCharts[${i}].additionalValuesFiles`, value: v });
  }
  for (const [i, c] of (Array.isArray(k.helmChartInflationGenerator) ? k.helmChartInflationGenerator : []).entries()) {
    if (!isRecord(c)) continue;
    for (const key2 of ["chartHome", "helmHome", "values"])
      for (const v of strs(c[key2])) out.push({ field: `helmChartInflationGenerator[${i}].${key2}`, value: v });
  }
  return out.filter((r) => r.value.trim() !== "");
}
function helmPulls(k, dir) {
  const globals = isRecord(k.helmGlobals) ? k.helmGlobals : {};
  const home = typeof globals.chartHome === "string" && globals.chartHome !== "" ? globals.chartHome : "charts";
  const out = [];
  const entries = [];
  for (const [i, c] of (Array.isArray(k.helmCharts) ? k.helmCharts : []).entries()) if (isRecord(c)) entries.push([`helmCharts[${i}].repo`, c]);
  for (const [i, c] of (Array.isArray(k.helmChartInflationGenerator) ? k.helmChartInflationGenerator : []).entries()) {
    if (isRecord(c)) entries.push([`helmChartInflationGenerator[${i}].chartRepoUrl`, { name: c.chartName, version: c.chartVersion, repo: c.chartRepoUrl }]);
  }
  for (const [field, c] of entries) {
    const repo = typeof c.repo === "string" ? c.repo.trim() : "";
    if (repo === "" || typeof c.name !== "string") continue;
    const version = typeof c.version === "string" || typeof c.version === "number" ? String(c.version) : "";
    const chartHome = version ? join17(resolve5(dir, home), `${c.name}-${version}`) : resolve5(dir, home);
    let vendored = false;
    try {
      vendored = statSync6(join17(chartHome, c.name)).isDirectory();
    } catch {
    }
    if (!vendored) out.push({ field, url: repo });
  }
  return out;
}
var MAX_CHECKED_BYTES = 4 * 1024 * 1024;
var Unchecked = class extends Error {
};
function readChecked(path) {
  if (statSync6(path).size > MAX_CHECKED_BYTES) throw new Unchecked(`it is larger than ${MAX_CHECKED_BYTES / 1024 / 1024} MiB`);
  return readFileSync9(path, "utf8");
}
function yamlDocs(text3) {
  try {
    return parsedOnce("go-documents-1000", text3, (t) => parseGoYamlDocuments(t, 1e3));
  } catch (e) {
    throw new Unchecked(`it could not be read as YAML (${e instanceof Error ? e.message.split("\n")[0] : String(e)})`);
  }
}
function readKustomizationAt(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    try {
      if (!statSync6(join17(dir, name)).isFile()) continue;
    } catch {
      continue;
    }
    const [v] = yamlDocs(readChecked(join17(dir, name)));
    return { name, value: isRecord(v) ? v : {} };
  }
  return void 0;
}
var pluginConfigDocs = (text3) => yamlDocs(text3).filter(isRecord);
function checkKustomizeBounds(root, appDir, opts) {
  const realRoot = realpathSync6.native(root);
  const rel = (p) => p === realRoot ? "." : p.slice(realRoot.length + 1).split(sep8).join("/");
  let current = appDir;
  try {
    return walk2(realRoot, appDir, opts, rel, (f4) => current = f4);
  } catch (e) {
    if (!(e instanceof Unchecked)) throw e;
    const file = rel(kernelPath(current));
    throw new RenderError2(
      `\`kustomize build ./${rel(kernelPath(appDir)).replace(/^\.$/, "")}\` was not run: ${file} could not be checked for references that leave the repository: ${e.message}`,
      file
    );
  }
}
function walk2(realRoot, appDir, opts, rel, reading) {
  const remote = [];
  const seen = /* @__PURE__ */ new Set();
  const queue = [{ dir: appDir }];
  while (queue.length > 0) {
    const { dir: rawDir, users } = queue.shift();
    const dir = kernelPath(rawDir);
    const key2 = `${dir}\0${users?.join("\0") ?? ""}`;
    if (seen.has(key2)) continue;
    if (seen.size >= MAX_KUSTOMIZATIONS) {
      reading(join17(appDir, "kustomization.yaml"));
      throw new Unchecked(`it pulls in more than ${MAX_KUSTOMIZATIONS} kustomizations`);
    }
    seen.add(key2);
    if (!inside2(realRoot, dir)) throw new RenderError2(`a kustomization directory leaves the repository; the guard does not build it`);
    reading(join17(dir, "kustomization.yaml"));
    const k = readKustomizationAt(dir);
    if (!k) continue;
    reading(join17(dir, k.name));
    const file = rel(join17(dir, k.name));
    const refuse = (r, why) => {
      throw new RenderError2(
        `${file}: ${r.field} entry '${r.value}' ${why}; kustomize would read outside the checkout, so the app is not built. Reference files inside this repository (or use a remote base the guard may fetch).`,
        file
      );
    };
    const refs = kustomizationRefs(k.value);
    for (const r of refs.filter((x) => x.plugin && x.value.includes("\n"))) for (const d of pluginConfigDocs(r.value)) refs.push(...configRefs(d, r.field));
    for (const r of refs) {
      const v = r.value.trim();
      if (r.plugin && r.value.includes("\n")) continue;
      if (isFileUrl(v)) refuse(r, "is a file:// location on the machine running the guard");
      if (r.field.endsWith(".repo")) {
        if (opts.enableHelm) remote.push({ url: v, file, field: r.field, via: "helm", scheme: schemeOf(v) });
        continue;
      }
      if (r.base && isGitRef(v) && !isHttpUrlFile(v)) remote.push({ url: v, file, field: r.field, via: "git", scheme: gitScheme(v) });
      else if (isHttpUrl(v)) remote.push({ url: v, file, field: r.field, via: "http", scheme: schemeOf(v) });
      for (const from of r.from ?? []) if (!inside2(realRoot, kernelPath(resolve5(from, v)))) refuse(r, "points outside the repository");
      const target = kernelPath(resolve5(dir, v));
      if (!inside2(realRoot, target)) refuse(r, "points outside the repository");
      let isDir = false;
      try {
        isDir = statSync6(target).isDirectory();
      } catch {
        continue;
      }
      if (r.base && isDir) queue.push({ dir: target, users });
      else if (r.plugin && isDir) queue.push({ dir: target, users: [...users ?? [], dir] });
      else if ((r.plugin || r.base && users) && !isDir) {
        reading(target);
        let text3 = "";
        try {
          text3 = readChecked(target);
        } catch (e) {
          if (e instanceof Unchecked) throw e;
          continue;
        }
        for (const d of pluginConfigDocs(text3)) refs.push(...configRefs(d, `${r.field} (${v})`).map((c) => ({ ...c, from: users })));
      }
    }
    if (opts.enableHelm) for (const p of helmPulls(k.value, dir)) remote.push({ url: p.url, file, field: p.field, via: "helm", scheme: schemeOf(p.url) });
  }
  return remote;
}
function isHttpUrlFile(v) {
  return isHttpUrl(v) && !/(\.git($|[/?])|\/\/|_git\/|[?&](ref|version|submodules|timeout)=)/.test(v.replace(/^https?:\/\//i, ""));
}
function schemeOf(url) {
  const m = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim().replace(/^git::/i, ""));
  return m ? m[1].toLowerCase() : "oci";
}
function checkAppComponents(root, appDir, components) {
  const realRoot = realpathSync6.native(root);
  for (const c of components) {
    if (isGitRef(c)) continue;
    const segments = c.split("/");
    const meta = segments.findIndex((s) => /[*?[\\]/.test(s));
    const fixed = (meta < 0 ? segments : segments.slice(0, meta)).join("/");
    if (isFileUrl(c) || !inside2(realRoot, kernelPath(resolve5(appDir, fixed === "" ? "." : fixed)))) {
      throw new RenderError2(
        `the Application's kustomize.components entry '${c}' points outside the repository; the guard does not build it. Name components inside this repository.`
      );
    }
  }
}

// src/render/kustomize/edit.ts
import { statSync as statSync7 } from "node:fs";
import { join as join18, posix as posix7 } from "node:path";
function kustomizationFilesIn(dir) {
  const found = [];
  for (const name of KUSTOMIZATION_FILES) {
    try {
      if (statSync7(join18(dir, name), { throwIfNoEntry: false })?.isFile()) found.push(name);
    } catch {
    }
  }
  return Promise.resolve(found);
}
function loadKustomization(path, text3) {
  const doc = parseKustomizationForEdit(text3);
  if (doc.errors.length > 0) throw new RenderError2(`failed to unmarshal ${posix7.basename(path)}: ${doc.errors[0].message.split("\n")[0]}`);
  if (doc.contents === null) doc.contents = doc.createNode({});
  return { file: path, doc };
}
function currentValue(k) {
  const v = k.doc.toJS({ maxAliasCount: 1e4 });
  return isRecord(v) ? v : {};
}
function setField(k, key2, value2) {
  k.doc.set(key2, k.doc.createNode(value2));
}
function editError(argv, message2) {
  return new RenderError2(`\`kustomize ${argv.join(" ")}\` failed exit status 1: Error: ${message2}`);
}
var TAG_PATTERN = /^(.*):([a-zA-Z0-9._-]*|\*)$/;
var PRESERVE = "*";
var IMAGE_FORMAT_ERROR = `invalid format of image, use one of the following options:
- <image>=<newimage>:<newtag>
- <image>=<newimage>@<digest>
- <image>=<newimage>
- <image>:<newtag>
- <image>@<digest>`;
function parseOverwrite(arg, overwriteImage) {
  const at = arg.split("@");
  if (at.length > 1) {
    const t2 = TAG_PATTERN.exec(at[0]);
    return t2 ? { name: t2[1], tag: t2[2], digest: at[1] } : { name: at[0], digest: at[1] };
  }
  const t = TAG_PATTERN.exec(arg);
  if (t) return { name: t[1], tag: t[2] };
  if (arg.length > 0 && overwriteImage) return { name: arg };
  return void 0;
}
function parseImageArg(arg) {
  const s = arg.split("=");
  if (s.length === 2) {
    const p2 = parseOverwrite(s[1], true);
    return p2 && { name: s[0], newName: p2.name, newTag: p2.tag, digest: p2.digest };
  }
  const p = parseOverwrite(arg, false);
  return p && { name: p.name, newTag: p.tag, digest: p.digest };
}
function setImages(k, args, argv) {
  if (args.length === 0) throw editError(argv, "no image specified");
  const fields = ["newName", "newTag", "digest"];
  const str3 = (v) => typeof v === "string" ? v : "";
  const byName = /* @__PURE__ */ new Map();
  for (const a of args) {
    const img = parseImageArg(a);
    if (!img) throw editError(argv, IMAGE_FORMAT_ERROR);
    byName.set(img.name, { ...img });
  }
  const cur = currentValue(k);
  for (const im of (Array.isArray(cur.images) ? cur.images : []).filter(isRecord)) {
    const argIm = byName.get(str3(im.name));
    if (argIm) {
      for (const f4 of fields) if (argIm[f4] === PRESERVE) argIm[f4] = str3(im[f4]);
      continue;
    }
    byName.set(str3(im.name), im);
  }
  const images = [...byName.values()].map((v) => {
    const img = { ...v };
    for (const f4 of fields) if (img[f4] === PRESERVE || img[f4] === "" || img[f4] === void 0) delete img[f4];
    return img;
  }).sort((a, b) => str3(a.name) < str3(b.name) ? -1 : str3(a.name) > str3(b.name) ? 1 : 0);
  setField(k, "images", images);
}
function setReplicas(k, args, argv) {
  if (args.length === 0) throw editError(argv, "no replicas specified");
  const byName = /* @__PURE__ */ new Map();
  for (const a of args) {
    const s = a.split("=");
    if (s.length !== 2 || !/^[+-]?\d+$/.test(s[1])) throw editError(argv, "invalid format of replica, use the following format: <name>=<count>");
    byName.set(s[0], { name: s[0], count: Number(BigInt(s[1])) });
  }
  const existing = (Array.isArray(currentValue(k).replicas) ? currentValue(k).replicas : []).filter(isRecord);
  for (const r of existing) {
    const name = typeof r.name === "string" ? r.name : "";
    if (!byName.has(name)) byName.set(name, r);
  }
  const sorted = [...byName.entries()].sort(byEntryKey).map(([, v]) => v);
  setField(k, "replicas", sorted);
}
function replicaCount(count2) {
  if (!/^[+-]?\d+$/.test(count2) || BigInt(count2) > 2n ** 63n - 1n || BigInt(count2) < -(2n ** 63n)) {
    throw new RenderError2(`expected integer value for count. Received: ${count2}`);
  }
  return BigInt(count2).toString();
}
function trimQuotes(s) {
  return s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s;
}
function convertSliceToMap(args, kind, argv) {
  const m = /* @__PURE__ */ new Map();
  for (const input of args) {
    const c = input.indexOf(":");
    if (c === 0) throw editError(argv, `invalid ${kind}: '${input}' (need k:v pair where v may be quoted)`);
    if (c < 0) m.set(input, "");
    else m.set(input.slice(0, c), trimQuotes(input.slice(c + 1)));
  }
  return m;
}
function writeToMap(target, pairs, force, kind, argv) {
  for (const [key2, v] of pairs) {
    if (Object.hasOwn(target, key2) && !force) throw editError(argv, `${kind} ${key2} already in kustomization file`);
    target[key2] = v;
  }
}
function addLabels(k, args, flags, argv) {
  if (args.length === 0) throw editError(argv, "must specify label");
  if (flags.includeTemplates && !flags.withoutSelector) {
    throw editError(argv, "--without-selector flag must be specified for --include-templates to work");
  }
  const pairs = convertSliceToMap(args, "label", argv);
  const cur = currentValue(k);
  if (flags.withoutSelector) {
    const labels = Array.isArray(cur.labels) ? [...cur.labels] : [];
    const entry3 = { pairs: {} };
    writeToMap(entry3.pairs, pairs, flags.force, "label", argv);
    if (flags.includeTemplates) entry3.includeTemplates = true;
    labels.push(entry3);
    setField(k, "labels", labels);
    return;
  }
  const common = isRecord(cur.commonLabels) ? { ...cur.commonLabels } : {};
  writeToMap(common, pairs, flags.force, "label", argv);
  setField(k, "commonLabels", common);
}
function addAnnotations(k, args, force, argv) {
  if (args.length === 0) throw editError(argv, "must specify annotation");
  const pairs = convertSliceToMap(args, "annotation", argv);
  const cur = currentValue(k);
  const common = isRecord(cur.commonAnnotations) ? { ...cur.commonAnnotations } : {};
  writeToMap(common, pairs, force, "annotation", argv);
  setField(k, "commonAnnotations", common);
}
var SELECTOR_FIELDS = ["group", "version", "kind", "name", "namespace", "labelSelector", "annotationSelector"];
function normalizePatch(p) {
  const r = isRecord(p) ? p : {};
  const out = {};
  if (typeof r.path === "string" && r.path) out.path = r.path;
  if (typeof r.patch === "string" && r.patch) out.patch = r.patch;
  if (isRecord(r.target)) {
    const t = {};
    for (const f4 of SELECTOR_FIELDS) if (typeof r.target[f4] === "string" && r.target[f4]) t[f4] = r.target[f4];
    out.target = t;
  }
  if (isRecord(r.options)) {
    const o = {};
    for (const [key2, v] of Object.entries(r.options)) if (typeof v === "boolean") o[key2] = v;
    if (Object.keys(o).length > 0) out.options = o;
  }
  return out;
}
function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (!isRecord(v)) return v;
  const out = {};
  for (const key2 of Object.keys(v).sort()) out[key2] = sortKeys(v[key2]);
  return out;
}
function appendPatches(k, patches) {
  const cur = k.doc.toJS({ maxAliasCount: 1e4 });
  if (!isRecord(cur)) throw new RenderError2(`expected kustomization.yaml to be type map[string]any, but got ${cur === null ? "<nil>" : typeof cur}`);
  if (Object.hasOwn(cur, "patches") && !Array.isArray(cur.patches)) {
    throw new RenderError2(`expected 'patches' field in kustomization.yaml to be []any, but got ${cur.patches === null ? "<nil>" : typeof cur.patches}`);
  }
  const list3 = Array.isArray(cur.patches) ? [...cur.patches] : [];
  list3.push(...patches.map(normalizePatch));
  cur.patches = list3;
  k.doc = kustomizationDocument(sortKeys(cur));
}

// src/render/kustomize/helm.ts
import { chmod, mkdir as mkdir2 } from "node:fs/promises";
import { join as join19 } from "node:path";
var quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
function helmWrapperScript(helm, home) {
  const set2 = (k, v) => `${k}=${quote(v)}; export ${k}`;
  return [
    "#!/bin/sh",
    "# Written by argocd-prune-guard: answers the Helm 3-only `helm version -c --short` probe of kustomize 5.7; runs helm otherwise.",
    // kustomize points helm at the kustomization's helmGlobals.configHome (anywhere, even in a remote base); the
    // guard's own empty homes are used instead, so no helm config, credential or plugin of the runner is read.
    set2("HELM_CONFIG_HOME", join19(home, "config")),
    set2("HELM_CACHE_HOME", join19(home, "cache")),
    set2("HELM_DATA_HOME", join19(home, "data")),
    set2("HELM_PLUGINS", join19(home, "plugins")),
    "unset HELM_REGISTRY_CONFIG HELM_REPOSITORY_CONFIG HELM_REPOSITORY_CACHE",
    `helm() { exec ${[helm.command, ...helm.prefixArgs].map(quote).join(" ")} "$@"; }`,
    'if [ "$1" = version ]; then',
    "  real=$(helm version --short) || exit $?",
    '  case "$real" in',
    `    v3.*) printf '%s\\n' "$real" ;;`,
    `    *) printf 'v3.0.0+compat-%s\\n' "$real" ;;`,
    "  esac",
    "  exit 0",
    "fi",
    'helm "$@"',
    ""
  ].join("\n");
}
async function writeHelmWrapper(dir, helm) {
  const path = join19(dir, "helm");
  const home = join19(dir, "helm-home");
  for (const d of ["config", "cache", "data", "plugins"]) await mkdir2(join19(home, d), { recursive: true });
  await writeText(path, helmWrapperScript(helm, home));
  await chmod(path, 493);
  return path;
}

// src/render/kustomize/network.ts
var DEAD_PROXY = "http://127.0.0.1:1";
var OFFLINE = { network: false, allowedHosts: [] };
async function refuseKustomizeFetches(remote, policy, resolve9) {
  for (const r of remote) {
    const why = await refuseRemote(r.url, policy, resolve9);
    if (why === void 0) continue;
    const what = r.via === "helm" ? "a Helm chart repository" : r.via === "git" ? "a remote base" : "a remote file";
    const more = remote.length > 1 ? ` (${remote.length} remote references in all)` : "";
    return `kustomize would fetch ${what}, '${r.url}' (${r.field} in ${r.file}), and ${why}${more}`;
  }
  return void 0;
}
function hostPort(url) {
  const t = remoteTarget(url);
  if (!t || t.host === "") return void 0;
  return { host: t.host.includes(":") ? `[${t.host}]` : t.host, port: t.port, scheme: t.scheme };
}
function fetchEnv(remote, home) {
  const noProxy = /* @__PURE__ */ new Set();
  const gitUrls = /* @__PURE__ */ new Set();
  const protocols = /* @__PURE__ */ new Set();
  for (const r of remote) {
    const t = hostPort(r.url);
    if (!t) continue;
    noProxy.add(t.port ? `${t.host}:${t.port}` : t.host);
    if (r.via !== "git") continue;
    if (["http", "https", "ssh"].includes(r.scheme)) protocols.add(r.scheme);
    const scheme = r.scheme === "ssh" ? void 0 : r.scheme === "http" ? "http" : "https";
    if (scheme) gitUrls.add(`${scheme}://${t.host}${t.port ? `:${t.port}` : ""}/`);
  }
  const git2 = [
    ["http.proxy", DEAD_PROXY],
    ["http.followRedirects", "false"],
    ["protocol.file.allow", "never"],
    ["protocol.ext.allow", "never"],
    ...[...gitUrls].map((u) => [`http.${u}.proxy`, ""])
  ];
  const env = {
    HOME: home,
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    // An empty list allows nothing; `none` is not a protocol git knows, so it blocks every transport.
    GIT_ALLOW_PROTOCOL: protocols.size > 0 ? [...protocols].sort().join(":") : "none",
    // ssh reads the user's keys from the passwd home, not $HOME: use no identity, agent or config of the runner.
    GIT_SSH_COMMAND: `ssh -F /dev/null -o BatchMode=yes -o IdentitiesOnly=yes -o IdentityFile=/dev/null -o IdentityAgent=none -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile='${home.replace(/'/g, `'\\''`)}/known_hosts'`,
    GIT_CONFIG_COUNT: String(git2.length),
    NO_PROXY: [...noProxy].join(","),
    no_proxy: [...noProxy].join(",")
  };
  git2.forEach(([k, v], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = k;
    env[`GIT_CONFIG_VALUE_${i}`] = v;
  });
  for (const k of ["HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"]) env[k] = DEAD_PROXY;
  return env;
}

// src/render/kustomize/origin.ts
import { stat as stat2 } from "node:fs/promises";
import { join as join20, posix as posix8, relative as relative8, sep as sep9 } from "node:path";
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
async function readKustomization(dir) {
  const [name] = await kustomizationFilesIn(dir);
  if (!name) return void 0;
  try {
    const value2 = parsedOnce("kustomization", await readText(join20(dir, name)), parseKustomization);
    return { name, value: isRecord(value2) ? value2 : {} };
  } catch {
    return { name, value: {} };
  }
}
var strings2 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
async function scanKustomizations(appDir) {
  const scan2 = { declaresOrigin: "none" };
  const seen = /* @__PURE__ */ new Set();
  const queue = [appDir];
  while (queue.length > 0 && seen.size < 500) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const k = await readKustomization(dir);
    if (!k) continue;
    if (strings2(k.value.buildMetadata).includes("originAnnotations")) {
      scan2.declaresOrigin = dir === appDir && scan2.declaresOrigin === "none" ? "app" : "nested";
    }
    for (const entry3 of [...strings2(k.value.resources), ...strings2(k.value.bases), ...strings2(k.value.components)]) {
      const local = join20(dir, entry3);
      let isDir = false;
      try {
        isDir = (await stat2(local)).isDirectory();
      } catch {
      }
      if (isDir) queue.push(local);
    }
  }
  return scan2;
}
var wrapperTexts = /* @__PURE__ */ new WeakMap();
function wrapperKustomizationText(app) {
  const known = wrapperTexts.get(app);
  if (known !== void 0) return known;
  const text3 = stringifyForGo(wrapperKustomization(app));
  if (Object.isFrozen(app)) wrapperTexts.set(app, text3);
  return text3;
}
function wrapperKustomization(app) {
  const isComponent = app.kind === "Component";
  const w = {
    apiVersion: "kustomize.config.k8s.io/v1beta1",
    kind: "Kustomization",
    [isComponent ? "components" : "resources"]: ["app"],
    buildMetadata: ["originAnnotations"]
  };
  if (app.sortOptions !== void 0) w.sortOptions = app.sortOptions;
  return w;
}
function takeOrigin(obj, strip) {
  const meta = metadataOf(obj);
  const ann = meta.annotations;
  if (!isRecord(ann) || typeof ann[ORIGIN_ANNOTATION] !== "string") return void 0;
  const text3 = ann[ORIGIN_ANNOTATION];
  if (strip) {
    delete ann[ORIGIN_ANNOTATION];
    if (Object.keys(ann).length === 0) delete meta.annotations;
  }
  return parsedOnce("kustomize-origin", text3, originOf) ?? void 0;
}
function originOf(text3) {
  try {
    const v = parseGoYaml(text3);
    if (!isRecord(v)) return null;
    const s = (x) => typeof x === "string" && x !== "" ? x : void 0;
    return Object.freeze({ path: s(v.path), configuredIn: s(v.configuredIn), repo: s(v.repo) });
  } catch {
    return null;
  }
}
function documentLines(text3) {
  const docs = [];
  for (const d of parseYamlStream(text3).docs) if (isRecord(d.value)) docs.push({ kind: kindOf(d.value), name: nameOf(d.value), line: d.line });
  return docs;
}
var Locator = class {
  constructor(repoRoot, appRel, originPrefix) {
    this.repoRoot = repoRoot;
    this.appRel = appRel;
    this.originPrefix = originPrefix;
  }
  repoRoot;
  appRel;
  originPrefix;
  #cache = /* @__PURE__ */ new Map();
  /** Repo-relative posix path of an origin path, or undefined when it leaves the repo. */
  repoPath(originPath) {
    const fromApp = this.originPrefix ? posix8.relative(this.originPrefix, originPath) : originPath;
    const p = posix8.normalize(posix8.join(this.appRel || ".", fromApp));
    return p === ".." || p.startsWith("../") || posix8.isAbsolute(p) ? void 0 : p;
  }
  async locate(obj, origin) {
    if (!origin || origin.repo) return {};
    if (origin.configuredIn) {
      const file2 = this.repoPath(origin.configuredIn);
      return file2 ? { file: file2 } : {};
    }
    if (!origin.path) return {};
    const file = this.repoPath(origin.path);
    if (!file) return {};
    return { file, line: await this.lineOf(file, kindOf(obj), nameOf(obj)) };
  }
  async #docs(file) {
    let docs = this.#cache.get(file);
    if (!docs) {
      try {
        docs = parsedOnce("kind-name-line", await readText(join20(this.repoRoot, ...file.split("/"))), documentLines);
      } catch {
        docs = [];
      }
      this.#cache.set(file, docs);
    }
    return docs;
  }
  /** The document of `kind` whose name the rendered name derives from (equal, else the longest contained name). */
  async lineOf(file, kind, renderedName) {
    const docs = (await this.#docs(file)).filter((d) => d.kind === kind);
    if (docs.length === 1) return docs[0].line;
    const exact = docs.find((d) => d.name === renderedName);
    if (exact) return exact.line;
    const contained = docs.filter((d) => d.name !== "" && renderedName.includes(d.name)).sort((a, b) => b.name.length - a.name.length);
    return contained[0]?.line;
  }
};
function repoRelative(root, abs) {
  const r = relative8(root, abs);
  return r.split(sep9).join("/");
}

// src/render/kustomize/steps.ts
import { lstat, readdir, stat as stat3 } from "node:fs/promises";
import { join as join21, posix as posix9, resolve as resolve6 } from "node:path";
var GLOB_META = /[*?[\\]/;
async function glob2(cwd, pattern) {
  if (!GLOB_META.test(pattern)) {
    try {
      await lstat(resolve6(cwd, pattern));
      return [pattern];
    } catch {
      return [];
    }
  }
  let bases = [pattern.startsWith("/") ? "/" : ""];
  for (const seg2 of pattern.split("/").filter((s, i) => s !== "" || i === 0)) {
    if (seg2 === "") continue;
    const next = [];
    for (const base of bases) {
      if (!GLOB_META.test(seg2)) {
        const p = base ? posix9.join(base, seg2) : seg2;
        try {
          await lstat(resolve6(cwd, p));
          next.push(p);
        } catch {
        }
        continue;
      }
      let names = [];
      try {
        names = (await readdir(resolve6(cwd, base || "."))).sort();
      } catch {
        continue;
      }
      for (const n of names) if (goPathMatch(seg2, n)) next.push(base ? posix9.join(base, n) : n);
    }
    bases = next;
  }
  return bases;
}
function looksRemote(entry3) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(entry3) || /^git::/.test(entry3) || /^[\w.-]+@[\w.-]+:/.test(entry3) || /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(entry3) || /[?&](ref|version|timeout|submodules)=/.test(entry3);
}
async function addComponents(k, cwd, args, argv) {
  if (args.length === 0) throw editError(argv, "must specify a component file");
  const found = [];
  for (const a of args) {
    const matches3 = await glob2(cwd, a);
    if (matches3.length > 0) for (const m of matches3) found.push(m);
    else if (looksRemote(a)) found.push(a);
    else
      throw editError(
        argv,
        `${a} has no match: must build at directory: not a valid directory: evalsymlink failure on '${resolve6(cwd, a)}' : lstat ${resolve6(cwd, a)}: no such file or directory`
      );
  }
  const cur = currentValue(k);
  const components = Array.isArray(cur.components) ? [...cur.components] : [];
  for (const c of found) {
    if (c === posix9.basename(k.file) || components.includes(c)) continue;
    components.push(c);
  }
  setField(k, "components", components);
}
function hasEdits(o) {
  if (!o) return false;
  return Boolean(
    o.namePrefix || o.nameSuffix || o.namespace || o.images.length > 0 || o.replicas.length > 0 || Object.keys(o.commonLabels).length > 0 || Object.keys(o.commonAnnotations).length > 0 || o.patches.length > 0 || o.components.length > 0
  );
}
var sortedPairs = (m, sub) => Object.keys(m).sort().map((key2) => `${key2}:${sub(m[key2])}`);
function editSteps(o, env, ctx) {
  const steps = [];
  const sub = (v) => envsubst(v, env);
  if (o.namePrefix) {
    const argv = ["edit", "set", "nameprefix", "--", o.namePrefix];
    steps.push({ argv, apply: (k) => setField(k, "namePrefix", o.namePrefix) });
  }
  if (o.nameSuffix) {
    const argv = ["edit", "set", "namesuffix", "--", o.nameSuffix];
    steps.push({ argv, apply: (k) => setField(k, "nameSuffix", o.nameSuffix) });
  }
  if (o.images.length > 0) {
    const imgs = o.images.map(sub);
    const argv = ["edit", "set", "image", ...imgs];
    steps.push({ argv, apply: (k) => setImages(k, imgs, argv) });
  }
  if (o.replicas.length > 0) {
    steps.push({
      argv: ["edit", "set", "replicas", ...o.replicas.map((r) => `${r.name}=${r.count}`)],
      apply: (k) => {
        const args = o.replicas.map((r) => `${r.name}=${replicaCount(r.count)}`);
        const argv = ["edit", "set", "replicas", ...args];
        setReplicas(k, args, argv);
        return argv;
      }
    });
  }
  if (Object.keys(o.commonLabels).length > 0) {
    const flags = { force: o.forceCommonLabels, withoutSelector: o.labelWithoutSelector, includeTemplates: o.labelIncludeTemplates };
    const args = sortedPairs(o.commonLabels, sub);
    const argv = ["edit", "add", "label", ...flags.force ? ["--force"] : [], ...flags.withoutSelector ? ["--without-selector"] : []];
    if (flags.includeTemplates) argv.push("--include-templates");
    argv.push(...args);
    steps.push({ argv, apply: (k) => addLabels(k, args, flags, argv) });
  }
  if (Object.keys(o.commonAnnotations).length > 0) {
    const args = sortedPairs(o.commonAnnotations, o.commonAnnotationsEnvsubst ? sub : (v) => v);
    const argv = ["edit", "add", "annotation", ...o.forceCommonAnnotations ? ["--force"] : [], ...args];
    steps.push({ argv, apply: (k) => addAnnotations(k, args, o.forceCommonAnnotations, argv) });
  }
  if (o.namespace) {
    const argv = ["edit", "set", "namespace", "--", o.namespace];
    steps.push({ argv, apply: (k) => setField(k, "namespace", o.namespace) });
  }
  if (o.patches.length > 0) {
    steps.push({ argv: ["# kustomization patches appended (no kustomize edit command exists)"], apply: (k) => appendPatches(k, o.patches) });
  }
  if (o.components.length > 0) {
    steps.push({
      argv: ["edit", "add", "component", ...o.components],
      apply: async (k) => {
        let comps = o.components;
        if (o.ignoreMissingComponents) comps = await existingComponents(o.components, ctx);
        if (comps.length === 0) return null;
        const argv = ["edit", "add", "component", ...comps];
        await addComponents(k, ctx.appDir, comps, argv);
        return argv;
      }
    });
  }
  return steps;
}
async function existingComponents(components, ctx) {
  const kept = [];
  for (const c of components) {
    const parts = [];
    for (const seg2 of posix9.join(ctx.appRel, c).split("/")) {
      if (seg2 === "" || seg2 === ".") continue;
      if (seg2 === "..") parts.pop();
      else parts.push(seg2);
    }
    try {
      await stat3(join21(ctx.repoRoot, ...parts));
      kept.push(c);
    } catch {
    }
  }
  return kept;
}

// src/render/kustomize/kustomize.ts
var REFUSED = {
  "--enable-alpha-plugins": "it runs exec and container KRM plugins that the kustomization names, i.e. code from the pull request",
  "--enable-exec": "it runs exec KRM functions that the kustomization names, i.e. code from the pull request",
  "--helm-command": "it runs an arbitrary binary in place of helm",
  "--mount": "it mounts host paths into KRM function containers",
  "--network": "it gives KRM function containers network access",
  "--output": "it writes the rendered files to disk instead of standard output",
  "-o": "it writes the rendered files to disk instead of standard output"
};
var BOOLEAN_FLAGS = /* @__PURE__ */ new Set(["--enable-alpha-plugins", "--enable-exec", "--network"]);
function buildOptionArgs(options, opts, req) {
  const tokens = options.flatMap((o) => o.split(/\s+/)).filter((t) => t !== "");
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const [flag, inline] = t.startsWith("--") && t.includes("=") ? [t.slice(0, t.indexOf("=")), t.slice(t.indexOf("=") + 1)] : [t, void 0];
    const why = REFUSED[flag];
    if (why && !(BOOLEAN_FLAGS.has(flag) && inline === "false")) {
      throw new RenderError2(`kustomize build option '${t}' is refused: ${why}. Remove it from the guard's kustomize.buildOptions.`);
    }
  }
  if (tokens.some((t) => t.includes("--enable-helm"))) {
    const kv = normalizeKubeVersion2(opts?.kubeVersion ?? req.kubeVersion);
    if (kv) tokens.push("--helm-kube-version", kv);
    const apis = opts?.apiVersions && opts.apiVersions.length > 0 ? opts.apiVersions : req.apiVersions ?? [];
    for (const v of apis) tokens.push("--helm-api-versions", v);
  }
  return tokens;
}
function loadsUnrestricted(tokens) {
  return tokens.some(
    (t, i) => /^--load[-_]restrictor(=|$)/.test(t) && (t.includes("=") ? t.slice(t.indexOf("=") + 1) : tokens[i + 1] ?? "").toLowerCase() === "loadrestrictionsnone"
  );
}
var FETCH_FAILED = /failed to run '\S*git (fetch|checkout|submodule)|unable to access|could not read from remote|proxyconnect|dial tcp|no such host|connection refused|HTTP [45]\d\d|helm pull|failed to fetch|looks like .* is not a valid chart repository/i;
function normalizeKubeVersion2(v) {
  if (!v) return void 0;
  return v.replace(/^v/, "").split(/[+-]/)[0] || void 0;
}
function trimStderr(text3, paths) {
  let s = text3;
  for (const [from, to] of paths.filter(([p]) => p !== "").sort((a, b) => b[0].length - a[0].length)) s = s.split(from).join(to);
  return firstLines(s);
}
async function renderKustomize(req, deps) {
  const out = { type: "kustomize", docs: [], warnings: [], commands: [] };
  const opts = req.source.kustomize;
  const extra = buildOptionArgs(deps.buildOptions ?? [], opts, req);
  const enableHelm = extra.some((t) => t.includes("--enable-helm"));
  const appRel = repoRelative(req.repoRoot, req.appPath);
  const tool = await deps.kustomize();
  if (opts?.version) {
    out.warnings.push(`kustomize.version ${opts.version} is requested; rendered with the configured kustomize (${tool.origin})`);
  }
  await mkdirOneAsync(req.scratchDir);
  const work = await mkdtemp(join22(req.scratchDir, "kustomize-"));
  try {
    let root = req.repoRoot;
    let appDir = req.appPath;
    let remote = hasEdits(opts) ? [] : checkKustomizeBounds(root, appDir, { enableHelm });
    if (hasEdits(opts) || remote.some((r) => r.via === "helm")) {
      root = join22(work, "repo");
      await copyCheckout(req.repoRoot, root, work);
      appDir = appRel === "" ? root : join22(root, ...appRel.split("/"));
      if (hasEdits(opts)) await applyEdits(opts, req, { root, appDir, appRel }, out);
      remote = checkKustomizeBounds(root, appDir, { enableHelm });
    }
    const names = await kustomizationFilesIn(appDir);
    const kfile = [appRel, names[0] ?? "kustomization.yaml"].filter((p) => p !== "").join("/");
    const scan2 = await scanKustomizations(appDir);
    const refused = await refuseKustomizeFetches(remote, deps.network ?? OFFLINE, deps.resolve);
    if (refused) throw new NotRenderedError(refused);
    if (remote.length > 0 && loadsUnrestricted(extra) && remote.some((r) => r.via === "git")) {
      throw new NotRenderedError(
        `${kfile}: the kustomization uses remote bases (${remote.filter((r) => r.via === "git").map((r) => r.url).join(", ")}) and the build options include --load-restrictor LoadRestrictionsNone; a remote kustomization could then read any file of the machine running the guard, so the guard does not build it`
      );
    }
    await mkdir3(join22(work, "home"));
    const env = { ...req.buildEnv, ...fetchEnv(remote, join22(work, "home")) };
    if (deps.helm && enableHelm) extra.push("--helm-command", await writeHelmWrapper(work, await deps.helm()));
    if (enableHelm) {
      env.HELM_PLUGINS = join22(work, "no-helm-plugins");
      await mkdir3(env.HELM_PLUGINS, { recursive: true });
    }
    const build2 = async (dir, cwd) => {
      const args = [...tool.prefixArgs.length > 0 ? [] : ["build"], dir, ...extra];
      out.commands.push([tool.command, ...tool.prefixArgs, ...args]);
      return deps.runner.run(tool, args, { cwd, env });
    };
    let result;
    let prefix;
    let strip = false;
    let wrapperFailed = false;
    if (names.length === 1 && scan2.declaresOrigin === "none") {
      const wrap = join22(work, "wrap");
      await mkdir3(wrap);
      await symlink(appDir, join22(wrap, "app"), "dir");
      const app = await readKustomization(appDir);
      await writeText(join22(wrap, "kustomization.yaml"), wrapperKustomizationText(app?.value ?? {}));
      const r = await build2(wrap, root);
      if (r.code === 0 || remote.length > 0) {
        result = r;
        prefix = "app";
        strip = true;
      } else wrapperFailed = true;
    } else if (scan2.declaresOrigin === "app") prefix = "";
    result ??= await build2(appDir, root);
    if (wrapperFailed && result.code === 0) {
      out.warnings.push(`${kfile}: no file/line provenance (the origin-annotation build failed, the direct build did not)`);
    }
    if (result.code !== 0) {
      const stderr = trimStderr(result.stderr || result.stdout, [
        [join22(work, "wrap", "app"), `./${appRel}`],
        [appDir, `./${appRel}`],
        [root, "."],
        [req.repoRoot, "."],
        [work, "<scratch>"]
      ]);
      const cmd = `kustomize build ./${appRel}`;
      if (remote.length > 0 && FETCH_FAILED.test(stderr)) {
        throw new NotRenderedError(`\`${cmd}\` could not fetch its remote references (${remote.map((r) => r.url).join(", ")}): ${stderr}`);
      }
      throw new RenderError2(`\`${cmd}\` failed exit status ${result.code}: ${stderr}`, kfile);
    }
    if (remote.length > 0) {
      out.warnings.push(
        `${kfile}: renders remote references (${remote.map((r) => r.url).join(", ")}): a network dependency whose content can change without a commit`
      );
      out.fetched = true;
    }
    out.docs = await collectDocs(result.stdout, { repoRoot: req.repoRoot, appRel, prefix, strip, kfile });
    return out;
  } finally {
    await rm2(work, { recursive: true, force: true });
  }
}
async function copyCheckout(from, to, work) {
  await mkdir3(to, { recursive: true });
  for (const name of await readdir2(from)) {
    const src = join22(from, name);
    if (name === ".git" || work === src || work.startsWith(src + sep10)) continue;
    await cp3(src, join22(to, name), { recursive: true, verbatimSymlinks: true, filter: (p) => basename3(p) !== ".git" });
  }
}
async function applyEdits(opts, req, at, out) {
  checkAppComponents(at.root, at.appDir, opts.components);
  const steps = editSteps(opts, req.buildEnv, { appDir: at.appDir, repoRoot: at.root, appRel: at.appRel });
  const names = await kustomizationFilesIn(at.appDir);
  const firstCommand = steps.find((s) => s.argv[0] === "edit");
  const kfile = [at.appRel, names[0] ?? "kustomization.yaml"].filter((p) => p !== "").join("/");
  if (names.length !== 1 && firstCommand) {
    const why = names.length === 0 ? "Missing kustomization file 'kustomization.yaml'." : `Found multiple kustomization file: [${names.join(" ")}]`;
    throw new RenderError2(`\`kustomize ${firstCommand.argv.join(" ")}\` failed exit status 1: Error: ${why}`, kfile);
  }
  if (names.length === 0) throw new RenderError2("kustomization file not found in the path", kfile);
  const path = join22(at.appDir, names[0]);
  const k = loadKustomization(path, await readText(path));
  for (const step of steps) {
    let ran;
    try {
      ran = await step.apply(k);
    } catch (e) {
      if (e instanceof RenderError2) throw new RenderError2(e.message, kfile);
      throw e;
    }
    if (ran === null) continue;
    const argv = ran ?? step.argv;
    out.commands.push(argv[0].startsWith("#") ? argv : ["# native", "kustomize", ...argv]);
  }
  await writeText(path, String(k.doc));
}
async function collectDocs(stdout, at) {
  const parsed = await parseYamlStreamAsync(stdout);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new RenderError2(`kustomize output could not be parsed (line ${e.line}): ${e.message}`, at.kfile);
  }
  const locator = at.prefix === void 0 ? void 0 : new Locator(at.repoRoot, at.appRel, at.prefix);
  const docs = [];
  for (const d of parsed.docs) {
    if (!isRecord(d.value)) continue;
    const obj = d.value;
    const origin = takeOrigin(obj, at.strip);
    const found = locator ? await locator.locate(obj, origin) : {};
    const where2 = found.file ? found : { file: at.kfile };
    for (const item of listItems(obj)) docs.push({ obj: item, ...where2 });
  }
  return docs;
}

// src/render/cached.ts
var renderSeq = 0;
async function renderCached(type, req, ctx, inputKey, templatesFrom) {
  const env = inputKey ? { ...req.buildEnv, ARGOCD_APP_REVISION: "", ARGOCD_APP_REVISION_SHORT: "", ARGOCD_APP_REVISION_SHORT_8: "" } : req.buildEnv;
  const key2 = JSON.stringify([
    inputKey ?? `${req.repoRoot}@${ctx.sha}`,
    type,
    req.source.raw,
    req.instanceName,
    req.destNamespace,
    env,
    inputKey ? [] : req.refs
  ]);
  const render = () => {
    const full = { ...req, scratchDir: join23(ctx.scratchRoot, `render-${++renderSeq}`), helmHome: join23(ctx.scratchRoot, "helm-home") };
    return type === "helm" ? renderHelm(full, helmDeps(ctx)) : type === "kustomize" ? renderKustomize(full, {
      runner: ctx.runner,
      kustomize: () => ctx.toolbox.kustomize(),
      helm: () => ctx.toolbox.helm(),
      buildOptions: ctx.kustomizeBuildOptions,
      network: ctx.networkPolicy ?? { network: ctx.remoteCharts.network, allowedHosts: DEFAULT_ALLOWED_HOSTS }
    }) : renderDirectory(full);
  };
  let first = ctx.cache.get(key2);
  if (!first) {
    first = render();
    ctx.cache.set(key2, first);
  }
  if (type !== "helm") return { output: await first };
  const paths = { appPath: req.appPath, repoRoot: req.repoRoot, refs: req.refs, env: req.buildEnv };
  const verdict = ctx.checkDeterminism ? scanDeterminism(readDeterminismInput(templatesFrom, relative9(req.repoRoot, templatesFrom).split(sep11).join("/"), req.source.helm, paths)) : void 0;
  if (verdict && ctx.stats) ctx.stats[verdict.mayVary ? "secondRenders" : "secondRendersSkipped"]++;
  const [output, second] = await Promise.all([first, verdict?.mayVary ? render() : Promise.resolve(void 0)]);
  return {
    output,
    unstable: second ? compareRenders(output, second) : verdict ? output.docs.map(() => void 0) : void 0,
    templates: readChartTemplates(templatesFrom, req.repoRoot)
  };
}
function helmDeps(ctx) {
  const helm = () => ctx.toolbox.helm();
  const policy = policyOf(ctx.remoteCharts);
  const { cacheDir, helmCredentials: credentials } = ctx.remoteCharts;
  return {
    runner: ctx.runner,
    helm,
    network: policy,
    buildDependencies: (chartDir, repoRoot, scratch) => buildDependencies(chartDir, repoRoot, scratch, { runner: ctx.runner, helm, cacheDir, policy, credentials })
  };
}
function compareRenders(a, b) {
  const id = (o) => `${String(o.apiVersion)}/${String(o.kind)}/${nameOf(o)}/${namespaceOf(o)}`;
  const byId = new Map(b.docs.map((d) => [id(d.obj), d.obj]));
  return a.docs.map((d, i) => {
    const other = b.docs.length === a.docs.length && id(b.docs[i].obj) === id(d.obj) ? b.docs[i].obj : byId.get(id(d.obj));
    if (!other) return void 0;
    const diff = changedPaths(d.obj, other);
    return diff.length > 0 ? diff : void 0;
  });
}

// src/render/redact.ts
import { homedir as homedir2, tmpdir as tmpdir2 } from "node:os";
import { realpathSync as realpathSync7 } from "node:fs";
var REDACTED = "[redacted]";
function variants(p) {
  const out = /* @__PURE__ */ new Set([p.replace(/\/+$/, "")]);
  try {
    out.add(realpathSync7.native(p));
  } catch {
  }
  return [...out].filter((v) => v.length > 1);
}
var PATH_CHARS = `[^\\s'"\`:,;)\\]]`;
var escapeRe2 = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function redactPaths(msg, where2) {
  const rules = [];
  for (const c of where2.checkout ? variants(where2.checkout) : []) rules.push({ path: c, to: (rest) => rest ? rest.slice(1) : "." });
  for (const f4 of where2.folders ?? []) for (const v of variants(f4.path)) rules.push({ path: v, to: (rest) => `${f4.label}${rest}` });
  for (const root of /* @__PURE__ */ new Set([tmpdir2(), scratchRoot()]))
    for (const v of variants(root)) rules.push({ path: `${v}/prune-guard-`, to: (rest) => `<scratch>${rest}` });
  for (const v of variants(homedir2())) rules.push({ path: v, to: (rest) => `~${rest}` });
  rules.sort((a, b) => b.path.length - a.path.length);
  let out = msg;
  for (const r of rules) {
    const head = r.path.endsWith("prune-guard-") ? `${escapeRe2(r.path)}[A-Za-z0-9]*` : `${escapeRe2(r.path)}(?![\\w.-])`;
    out = out.replace(new RegExp(`${head}((?:/${PATH_CHARS}*)?)`, "g"), (_m, rest) => r.to(rest));
  }
  return out;
}
var SCHEMA_VALUE = /^(\s*(?:-\s*)?at '[^'\n]*': )'.*?'( (?:does not match|is not valid|is not|should be|must be)\b.*)$/gm;
var LITERALS = /(literal sources? )\[[^\]\n]*\]/g;
var BAD_LITERAL = /(invalid literal source )[^,\n]*(, expected)/g;
var JSON_SNIPPET = /(Unexpected token '[^'\n]*', )(?:\.\.\.)?"[^\n]*?"(?:\.\.\.)?( is not valid JSON)/g;
var CREDENTIAL = /(\b[\w.-]*(?:password|passwd|secret|token|api[_-]?key|private[_-]?key|credential)[\w.-]*)(=|: ?)(?!\[redacted\])("[^"\n]*"|'[^'\n]*'|[^\s,;'"\])}]+)/gi;
function redactValues(msg) {
  return msg.replace(SCHEMA_VALUE, `$1'${REDACTED}'$2`).replace(LITERALS, `$1[${REDACTED}]`).replace(BAD_LITERAL, `$1${REDACTED}$2`).replace(JSON_SNIPPET, `$1${REDACTED}$2`).replace(
    CREDENTIAL,
    (m, key2, sep14, _v) => (
      // Prose such as "Secret: the data …" names the kind, not a key.
      /^secrets?$/i.test(key2) && sep14 === ": " ? m : `${key2}${sep14}${REDACTED}`
    )
  );
}
function redactMessage(msg, where2) {
  return redactValues(redactPaths(msg, where2));
}

// src/render/helm/remote-chart.ts
import { createHash as createHash4 } from "node:crypto";
import { existsSync as existsSync11, mkdirSync as mkdirSync5, mkdtempSync as mkdtempSync3, readdirSync as readdirSync10, readFileSync as readFileSync10, renameSync as renameSync2, rmSync as rmSync4, statSync as statSync8, writeFileSync as writeFileSync4 } from "node:fs";
import { join as join24, relative as relative10, resolve as resolve7, sep as sep12 } from "node:path";

// src/render/helm/semver.ts
var VERSION2 = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
function parseVersion(text3) {
  const m = VERSION2.exec(text3.trim());
  if (!m) return void 0;
  return { major: Number(m[1]), minor: Number(m[2] ?? 0), patch: Number(m[3] ?? 0), pre: m[4] ? m[4].split(".") : [], raw: text3.trim() };
}
function isExactVersion(text3) {
  const m = VERSION2.exec(text3.trim());
  return !!m && m[2] !== void 0 && m[3] !== void 0;
}
function isDigest(text3) {
  return /^sha256:[0-9a-f]{64}$/.test(text3.trim());
}
function normalizeVersion(text3) {
  return text3.trim().replace(/^v/, "");
}
function comparePre(a, b) {
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === void 0) return -1;
    if (y === void 0) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) < Number(y) ? -1 : 1;
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
function compareVersions(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre);
}
var TERM = /^(!=|>=|=>|<=|=<|~>|>|<|=|~|\^)?\s*v?([0-9]+|[xX*])(?:\.([0-9]+|[xX*]))?(?:\.([0-9]+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
var TOKEN = /(?:!=|>=|=>|<=|=<|~>|>|<|=|~|\^)?\s*v?[0-9xX*]+(?:\.[0-9xX*]+){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?/g;
var isX = (s) => s === void 0 || s === "x" || s === "X" || s === "*";
function parseTerm(text3) {
  const m = TERM.exec(text3.trim());
  if (!m) throw new Error(`improper constraint: ${text3}`);
  const pre = m[5] ? m[5].split(".") : [];
  const at = (major, minor, patch) => ({ major, minor, patch, pre, raw: text3 });
  const op = m[1] === "=>" ? ">=" : m[1] === "=<" ? "<=" : m[1] === "~>" ? "~" : m[1] ?? "=";
  if (isX(m[2])) return { op, con: at(0, 0, 0), dirty: true, minorDirty: false, patchDirty: false };
  if (isX(m[3])) return { op, con: at(Number(m[2]), 0, 0), dirty: true, minorDirty: true, patchDirty: false };
  if (isX(m[4])) return { op, con: at(Number(m[2]), Number(m[3]), 0), dirty: true, minorDirty: false, patchDirty: true };
  return { op, con: at(Number(m[2]), Number(m[3]), Number(m[4])), dirty: false, minorDirty: false, patchDirty: false };
}
function tilde(v, t) {
  const c = t.con;
  if (compareVersions(v, c) < 0) return false;
  if (c.major === 0 && c.minor === 0 && c.patch === 0 && !t.minorDirty && !t.patchDirty) return true;
  return v.major === c.major && (t.minorDirty || v.minor === c.minor);
}
function matchTerm(v, t) {
  const c = t.con;
  if (v.pre.length > 0 && c.pre.length === 0 && !(t.op === "!=" && !t.dirty)) return false;
  const cmp = compareVersions(v, c);
  switch (t.op) {
    case "=":
      return t.dirty ? tilde(v, t) : cmp === 0;
    case "!=":
      if (!t.dirty) return cmp !== 0;
      if (v.major !== c.major) return true;
      if (t.minorDirty) return false;
      if (v.minor !== c.minor) return true;
      if (t.patchDirty) return comparePre(v.pre, c.pre) !== 0;
      return cmp !== 0;
    case ">":
      if (!t.dirty || v.major === c.major && !t.minorDirty && !t.patchDirty) return cmp > 0;
      if (v.major !== c.major) return v.major > c.major;
      return !t.minorDirty && v.minor > c.minor;
    case "<":
      return cmp < 0;
    case ">=":
      return cmp >= 0;
    case "<=":
      if (!t.dirty) return cmp <= 0;
      if (v.major > c.major) return false;
      return !(v.major === c.major && v.minor > c.minor && !t.minorDirty);
    case "~":
      return tilde(v, t);
    case "^":
      if (cmp < 0) return false;
      if (c.major > 0 || t.minorDirty) return v.major === c.major;
      if (v.major > 0) return false;
      if (c.minor > 0 || t.patchDirty) return v.minor === c.minor;
      if (v.minor > 0) return false;
      return v.patch === c.patch;
    default:
      return false;
  }
}
function parseConstraint(text3) {
  const source = text3.trim() === "" ? "*" : text3;
  const groups = source.split("||").map((group) => {
    const g = group.replace(/(\S+)\s+-\s+(\S+)/g, ">=$1 <=$2");
    const tokens = g.match(TOKEN) ?? [];
    if (tokens.length === 0 || g.replace(TOKEN, "").replace(/[\s,]/g, "") !== "") throw new Error(`improper constraint: ${text3}`);
    return tokens.map(parseTerm);
  });
  return (v) => groups.some((terms) => terms.every((t) => matchTerm(v, t)));
}
function maxSatisfying(versions, constraint) {
  let best;
  for (const text3 of versions) {
    const v = parseVersion(text3);
    if (v && constraint(v) && (!best || compareVersions(v, best) > 0)) best = v;
  }
  return best?.raw;
}

// src/render/helm/remote-chart-ref.ts
var LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i;
function parseUrl(text3, what) {
  try {
    return new URL(text3);
  } catch {
    throw new RenderError2(`invalid ${what} URL '${text3}'`);
  }
}
function isSchemelessOci(repoURL) {
  const u = repoURL.trim();
  if (u === "" || u.includes("://") || u.startsWith("//")) return false;
  const colon = u.indexOf(":");
  const slash = u.indexOf("/");
  if (colon >= 0 && (slash < 0 || colon < slash)) return /^[A-Za-z][A-Za-z0-9+.-]*$/.test(u.slice(0, colon));
  return true;
}
function remoteChartRef(source) {
  const url = source.repoURL.trim();
  const chart = source.chart.trim().replace(/^\/+|\/+$/g, "");
  const oci = url.toLowerCase().startsWith("oci://") || chart !== "" && isSchemelessOci(url);
  if (oci) {
    const base = url.replace(/^oci:\/\//i, "").replace(/\/+$/, "");
    const u2 = parseUrl(`http://${chart ? `${base}/${chart}` : base}`, "OCI repository");
    const path = u2.pathname.replace(/\/+$/, "");
    const ref3 = `oci://${u2.host}${path}`;
    const name = path.split("/").pop() ?? "";
    if (!name) throw new RenderError2(`OCI source ${url} names no chart (set spec.source.chart or put it in repoURL)`);
    return { kind: "oci", repo: ref3, chart: name, key: ref3, plainHttp: LOOPBACK.test(u2.hostname) };
  }
  if (!chart) throw new RenderError2(`source ${url} is not a Helm-repository or OCI chart (no chart and no oci:// repoURL)`);
  if (!/^https?:\/\//i.test(url)) {
    throw new RenderError2(`chart "${chart}": Helm repository URL '${url}' is not http(s); only http(s) Helm repositories and oci:// registries are supported`);
  }
  const u = parseUrl(url, "Helm repository");
  const repo = `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, "")}`;
  return { kind: "helm-repo", repo, chart, key: `${repo}
${chart}`, plainHttp: false };
}

// src/render/helm/remote-chart.ts
function describe3(ref3, version) {
  const v = version ? ` version "${version}"` : "";
  return ref3.kind === "oci" ? `OCI chart ${ref3.repo}${v}` : `chart "${ref3.chart}"${v} from the Helm repository ${ref3.repo}`;
}
function chartCacheDir(cacheDir, ref3) {
  const hash = createHash4("sha256").update(ref3.key).digest("hex").slice(0, 24);
  return join24(resolve7(cacheDir), `${hash}-${ref3.chart.replace(/[^0-9A-Za-z._-]/g, "_")}`);
}
var entryName = (version) => isDigest(version) ? version.replace(":", "-") : normalizeVersion(version);
function treeFingerprint(dir) {
  const h = createHash4("sha256");
  const walk4 = (d) => {
    for (const name of readdirSync10(d).sort()) {
      const p = join24(d, name);
      const st = statSync8(p);
      if (st.isDirectory()) walk4(p);
      else h.update(`${relative10(dir, p).split(sep12).join("/")}\0${st.size}
`);
    }
  };
  walk4(dir);
  return h.digest("hex");
}
function chartVersionOf(chartDir) {
  const doc = parseHelmMetadata(readFileSync10(join24(chartDir, "Chart.yaml"), "utf8"));
  if (typeof doc?.version !== "string" && typeof doc?.version !== "number") throw new Error("Chart.yaml has no version");
  return String(doc.version);
}
function readEntry(entryDir) {
  try {
    const meta = JSON.parse(readFileSync10(join24(entryDir, "meta.json"), "utf8"));
    const chartDir = join24(entryDir, "chart");
    if (meta.complete !== true || typeof meta.version !== "string") return void 0;
    if (chartVersionOf(chartDir) !== meta.version || treeFingerprint(chartDir) !== meta.tree) return void 0;
    return { chartDir, version: meta.version };
  } catch {
    return void 0;
  }
}
function cachedExact(dir, version) {
  const hit = readEntry(join24(dir, entryName(version)));
  if (!hit || isDigest(version)) return hit;
  const a = parseVersion(hit.version);
  const b = parseVersion(version);
  return a && b && compareVersions(a, b) === 0 ? hit : void 0;
}
function cachedBest(dir, constraint) {
  if (!existsSync11(dir)) return void 0;
  const byVersion = /* @__PURE__ */ new Map();
  for (const name of readdirSync10(dir)) {
    if (name.startsWith(".") || name.startsWith("sha256-")) continue;
    const hit = readEntry(join24(dir, name));
    if (hit && normalizeVersion(hit.version) === name) byVersion.set(hit.version, hit);
  }
  const best = maxSatisfying([...byVersion.keys()], parseConstraint(constraint));
  return best === void 0 ? void 0 : byVersion.get(best);
}
function firstLines3(text3, n = 8) {
  return text3.split("\n").map((l) => l.trim().replace(/^Error:\s*/, "")).filter((l) => l && !/^level=(WARN|INFO|DEBUG)/.test(l)).slice(0, n).join("\n");
}
function helmPullArgs(ref3, version, destination, repoName) {
  const digest = isDigest(version);
  const versionArgs = version && !digest ? ["--version", version] : [];
  if (ref3.kind === "oci") {
    const args = ["pull", digest ? `${ref3.repo}@${version}` : ref3.repo, ...versionArgs, "--destination", destination, "--untar"];
    return ref3.plainHttp ? [...args, "--plain-http"] : args;
  }
  const chart = digest ? `${ref3.chart}@${version}` : ref3.chart;
  if (repoName) return ["pull", "--destination", destination, ...versionArgs, `${repoName}/${chart}`, "--untar"];
  return ["pull", "--destination", destination, ...versionArgs, "--repo", ref3.repo, chart, "--untar"];
}
function pullError(ref3, version, code18, output) {
  const msg = firstLines3(output) || `exit ${code18}, no output`;
  const what = describe3(ref3, version);
  if (/\b(401|403)\b|unauthori[sz]ed|authentication required|access denied|denied:|forbidden/i.test(msg)) {
    return new RenderError2(
      `${what} could not be fetched: the ${ref3.kind === "oci" ? "registry" : "repository"} requires credentials (${msg}). ` + (ref3.kind === "oci" ? `The guard does not log in to registries. ` : `Name environment variables holding them in helmCredentials in .prune-guard.yaml on the base branch, or `) + `vendor the chart into this repository (\`helm pull --untar\` it, commit the directory and point the Application at it with \`path\`).`
    );
  }
  if (/not found|could not locate a version|no chart version found|no chart name found/i.test(msg)) {
    return new RenderError2(`${what} was not found: ${msg}`);
  }
  return new RenderError2(`${what} could not be fetched (helm pull exit ${code18}): ${msg}`);
}
function publish(staged, final, trash) {
  if (existsSync11(final)) {
    if (readEntry(final)) return;
    renameSync2(final, trash);
  }
  try {
    renameSync2(staged, final);
  } catch (e) {
    if (!readEntry(final)) throw e;
  }
}
async function pull(ref3, requested, deps, dir) {
  const root = resolve7(deps.cacheDir);
  mkdirSync5(root, { recursive: true });
  const tmp = mkdtempSync3(join24(root, ".tmp-"));
  try {
    const dl = join24(tmp, "dl");
    mkdirSync5(dl);
    const policy = policyOf(deps);
    const why = await refuseRemote(ref3.repo, policy, policy.resolve);
    if (why) throw new NotRenderedError(`${describe3(ref3, requested)} is not fetched: ${why}`);
    const cred = ref3.kind === "helm-repo" ? credentialFor(ref3.repo, deps) : void 0;
    const secrets = cred ? [cred.username, cred.password] : [];
    if (ref3.kind === "helm-repo") await checkIndexTargets(ref3.repo, policy, cred);
    const tool = await helmTool(deps);
    const home = helmHomeEnv(join24(tmp, "home"));
    if (cred) {
      const repos = { apiVersion: "", generated: "0001-01-01T00:00:00Z", repositories: [{ name: "guard", url: ref3.repo, ...cred }] };
      writeFileSync4(join24(home.HELM_CONFIG_HOME, "repositories.yaml"), JSON.stringify(repos), { mode: 384 });
    }
    const steps = cred ? [["repo", "update", "guard"], helmPullArgs(ref3, requested, dl, "guard")] : [helmPullArgs(ref3, requested, dl)];
    let r = { code: 0, stdout: "", stderr: "" };
    for (const args of steps) {
      r = await withEgress(policy, async (egress, refused) => {
        let res;
        try {
          res = await deps.runner.run(tool, args, { cwd: tmp, env: { ...home, ...egress }, timeoutMs: deps.timeoutMs });
        } catch (e) {
          throw new NotRenderedError(`${describe3(ref3, requested)} could not be fetched: ${scrub(e.message, secrets)}`);
        }
        if (res.code !== 0 && refused.length > 0) {
          throw new NotRenderedError(`${describe3(ref3, requested)} is not fetched: helm was sent to a host the network policy refuses (${refused[0]})`);
        }
        return res;
      });
      if (r.code !== 0) throw pullError(ref3, requested, r.code, scrub(`${r.stderr}
${r.stdout}`, secrets));
    }
    const pulled = readdirSync10(dl).map((n) => join24(dl, n)).filter((p) => existsSync11(join24(p, "Chart.yaml")));
    if (pulled.length !== 1) throw new RenderError2(`${describe3(ref3, requested)}: helm pull did not produce one chart directory`);
    let version;
    try {
      version = chartVersionOf(pulled[0]);
    } catch (e) {
      throw new RenderError2(`${describe3(ref3, requested)}: the pulled chart is invalid: ${e.message}`);
    }
    const exact = isExactVersion(requested) || isDigest(requested);
    const name = entryName(exact ? requested : version);
    const staged = join24(tmp, "entry");
    mkdirSync5(staged);
    renameSync2(pulled[0], join24(staged, "chart"));
    const meta = {
      repo: ref3.repo,
      chart: ref3.chart,
      requested,
      version,
      fetchedAt: (/* @__PURE__ */ new Date()).toISOString(),
      tree: treeFingerprint(join24(staged, "chart")),
      complete: true
    };
    writeFileSync4(join24(staged, "meta.json"), JSON.stringify(meta, null, 2) + "\n");
    mkdirSync5(dir, { recursive: true });
    const final = join24(dir, name);
    publish(staged, final, join24(tmp, "old"));
    const entry3 = readEntry(final);
    if (!entry3) throw new RenderError2(`${describe3(ref3, requested)}: the chart cache entry ${final} could not be written`);
    return { chartDir: entry3.chartDir, version: entry3.version, fromCache: false };
  } finally {
    rmSync4(tmp, { recursive: true, force: true });
  }
}
var inflight2 = /* @__PURE__ */ new Map();
var resolvedRanges = /* @__PURE__ */ new Map();
function shared(key2, work) {
  let p = inflight2.get(key2);
  if (!p) {
    p = work().finally(() => inflight2.delete(key2));
    inflight2.set(key2, p);
  }
  return p;
}
async function fetchRemoteChart(source, deps) {
  const ref3 = remoteChartRef(source);
  const requested = source.targetRevision.trim();
  const dir = chartCacheDir(deps.cacheDir, ref3);
  if (isExactVersion(requested) || isDigest(requested)) {
    const hit2 = cachedExact(dir, requested);
    if (hit2) return { ...hit2, fromCache: true };
    if (!deps.network) {
      throw new RenderError2(
        `${describe3(ref3, requested)} is not in the chart cache (${resolve7(deps.cacheDir)}) and the network is off. Run once with network access to fill the cache, or vendor the chart into this repository.`
      );
    }
    return shared(`${dir}
exact
${entryName(requested)}`, () => pull(ref3, requested, deps, dir));
  }
  try {
    parseConstraint(requested);
  } catch (e) {
    throw new RenderError2(`invalid revision '${requested}': ${e.message}`);
  }
  if (!deps.network) {
    const best = cachedBest(dir, requested);
    if (best) return { ...best, fromCache: true };
    throw new RenderError2(
      `${describe3(ref3, "")}: no cached version matches '${requested || "*"}' and the network is off (chart cache ${resolve7(deps.cacheDir)}). Run once with network access, pin an exact version, or vendor the chart.`
    );
  }
  const rangeKey = `${dir}
range
${requested}`;
  const earlier = resolvedRanges.get(rangeKey);
  const hit = earlier === void 0 ? void 0 : cachedExact(dir, earlier);
  if (hit) return { ...hit, fromCache: true };
  const got = await shared(rangeKey, () => pull(ref3, requested, deps, dir));
  resolvedRanges.set(rangeKey, got.version);
  return got;
}

// src/render/request.ts
function buildEnv(d, s, sha, controlPlaneNamespace) {
  return {
    ARGOCD_APP_NAME: instanceName(d.app, controlPlaneNamespace),
    ARGOCD_APP_NAMESPACE: d.app.destination.namespace,
    ARGOCD_APP_PROJECT_NAME: d.app.project,
    ARGOCD_APP_REVISION: sha,
    ARGOCD_APP_REVISION_SHORT: sha.slice(0, 7),
    ARGOCD_APP_REVISION_SHORT_8: sha.slice(0, 8),
    ARGOCD_APP_SOURCE_REPO_URL: s.repoURL,
    ARGOCD_APP_SOURCE_PATH: s.path,
    ARGOCD_APP_SOURCE_TARGET_REVISION: s.targetRevision
  };
}
function renderRequest(d, source, where2, instance, refs, ctx) {
  return {
    repoRoot: where2.root,
    source,
    appPath: where2.appPath,
    instanceName: instance,
    destNamespace: d.app.destination.namespace,
    buildEnv: buildEnv(d, source, ctx.sha, ctx.controlPlaneNamespace),
    refs,
    kubeVersion: ctx.kubeVersion,
    apiVersions: ctx.apiVersions
  };
}
function offlineSchemaFallback(s, chartDir, ctx) {
  if (ctx.remoteCharts.network || s.helm?.skipSchemaValidation || !hasRemoteSchemaRefs(chartDir)) return void 0;
  const helm = typeof s.raw.helm === "object" && s.raw.helm !== null ? s.raw.helm : {};
  return {
    source: parseSource({ ...s.raw, helm: { ...helm, skipSchemaValidation: true } }),
    warning: `${s.chart || s.path || "chart"}: values.schema.json refers to remote schemas and the network is off, so schema validation was skipped (Argo CD, online, would validate)`
  };
}

// src/render/remote-source.ts
async function renderRemoteSource(d, s, instance, refs, ctx, st, inputKey) {
  const { network, cacheDir, allowedHosts, resolve: resolve9, helmCredentials: credentials } = ctx.remoteCharts;
  let chartDir;
  let version;
  try {
    ;
    ({ chartDir, version } = await fetchRemoteChart(s, {
      runner: ctx.runner,
      helm: () => ctx.toolbox.helm(),
      cacheDir,
      network,
      allowedHosts,
      resolve: resolve9,
      credentials
    }));
  } catch (e) {
    if (e instanceof RenderError2) throw new NotRenderedError(`chart ${s.chart || s.repoURL} could not be fetched: ${e.message}`);
    throw e;
  }
  st.type = "helm";
  const fallback = offlineSchemaFallback(s, chartDir, ctx);
  const source = fallback?.source ?? s;
  const warnings = fallback ? [`${fallback.warning} (${version})`] : [];
  const r = await renderCached(
    "helm",
    renderRequest(d, source, { root: chartDir, appPath: chartDir }, instance, refs, ctx),
    ctx,
    inputKey ? `${inputKey}@${version}` : void 0,
    chartDir
  );
  return {
    ...r,
    output: {
      ...r.output,
      fetched: true,
      warnings: [...warnings, ...r.output.warnings],
      docs: r.output.docs.map((doc) => ({ ...doc, file: void 0, line: void 0 }))
    },
    templates: void 0
  };
}

// src/render/plugin/plugin.ts
import { chmodSync, copyFileSync, lstatSync as lstatSync5, mkdirSync as mkdirSync6, mkdtempSync as mkdtempSync4, readdirSync as readdirSync11, readlinkSync as readlinkSync2, rmSync as rmSync5, statSync as statSync9, symlinkSync as symlinkSync3 } from "node:fs";
import { delimiter as delimiter2, isAbsolute as isAbsolute6, join as join25, relative as relative11, resolve as resolve8, sep as sep13 } from "node:path";

// src/render/plugin/env.ts
function escaped(name) {
  return Array.from(name, (c) => c.toUpperCase().length === 1 ? c.toUpperCase() : c).join("").replace(/[^A-Z0-9_]/gu, "_");
}
function goJson2(v) {
  return JSON.stringify(v).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var strOf = (x) => typeof x === "string" ? x : x === void 0 || x === null ? "" : String(x);
function parameterEnv(raw) {
  const list3 = Array.isArray(raw) ? raw.filter(isRecord) : [];
  const env = {};
  const json = list3.map((p) => {
    const out = {};
    const arr = Array.isArray(p.array) ? p.array.map(strOf) : p.array !== void 0 && p.array !== null ? [] : void 0;
    const map2 = isRecord(p.map) ? Object.fromEntries(
      Object.entries(p.map).map(([k, v]) => [k, strOf(v)]).sort(([a], [b]) => goCompare(a, b))
    ) : p.map !== void 0 && p.map !== null ? {} : void 0;
    if (arr) out.array = arr;
    if (map2) out.map = map2;
    out.name = strOf(p.name);
    if (p.string !== void 0 && p.string !== null) out.string = strOf(p.string);
    return { p, out, arr, map: map2 };
  });
  env.ARGOCD_APP_PARAMETERS = list3.length === 0 ? "null" : goJson2(json.map((j) => j.out));
  for (const { out, arr, map: map2 } of json) {
    const base = `PARAM_${escaped(out.name)}`;
    if (out.string !== void 0) env[base] = out.string;
    for (const [k, v] of Object.entries(map2 ?? {})) env[`${base}_${escaped(k)}`] = v;
    arr?.forEach((v, i) => env[`${base}_${i}`] = v);
  }
  return env;
}
function pluginEnv(source, buildEnv2, kubeVersion = "", apiVersions = []) {
  let kube = "";
  if (kubeVersion) {
    try {
      kube = normalizeKubeVersion(kubeVersion);
    } catch (e) {
      throw new RenderError2(`could not parse kubernetes version ${kubeVersion}: ${e.message}`);
    }
  }
  const env = { ...buildEnv2, KUBE_VERSION: kube, KUBE_API_VERSIONS: apiVersions.join(",") };
  const plugin = source.plugin;
  if (!isRecord(plugin)) return env;
  const substEnv = { ...env };
  for (const e of Array.isArray(plugin.env) ? plugin.env.filter(isRecord) : []) {
    env[`ARGOCD_ENV_${strOf(e.name)}`] = envsubst(strOf(e.value), substEnv);
  }
  return { ...env, ...parameterEnv(plugin.parameters) };
}

// src/render/plugin/plugin.ts
var strOf2 = (x) => typeof x === "string" ? x : x === void 0 || x === null ? "" : String(x);
var DECLARE_HINT = "declare it under `plugins:` in .prune-guard.yaml (read from the base branch) as the ConfigManagementPlugin your Argo CD runs (metadata.name, spec.version when versioned, spec.generate.command) to have this app rendered";
function discoverGlobMatch(pattern, rel, globstar) {
  const segs = (p) => p.split("/").filter((s) => s !== "" && s !== ".");
  const relSegs = segs(rel);
  const match = (ps, rs) => {
    if (ps.length === 0) return rs.length === 0;
    if (globstar && ps[0] === "**") return rs.some((_, i) => match(ps.slice(1), rs.slice(i))) || match(ps.slice(1), []);
    if (rs.length === 0) return false;
    let ok;
    try {
      ok = globstar ? segmentRegExp(ps[0]).test(rs[0]) : goPathMatch(ps[0], rs[0]);
    } catch {
      return false;
    }
    return ok && match(ps.slice(1), rs.slice(1));
  };
  const patterns = globstar ? expandAlternatives(pattern) : [pattern];
  return patterns.some((p) => match(segs(p), relSegs));
}
function entriesUnder(files, dir) {
  const prefix = dir === "" || dir === "." ? "" : `${dir.replace(/^\.\//, "").replace(/\/$/, "")}/`;
  const out = /* @__PURE__ */ new Set();
  for (const f4 of files) {
    if (!f4.startsWith(prefix)) continue;
    const parts = f4.slice(prefix.length).split("/");
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join("/"));
  }
  return [...out];
}
function globDiscovers(p, entries) {
  if (p.discover.fileName) return entries.some((e) => discoverGlobMatch(p.discover.fileName, e, false));
  if (p.discover.glob) return entries.some((e) => discoverGlobMatch(p.discover.glob, e, true));
  return false;
}
function mayUsePlugin(s, paths, plugins) {
  if (s.plugin !== void 0) return true;
  if (plugins.length === 0) return false;
  const entries = entriesUnder(paths, s.path);
  if (entries.some((e) => /^\.argocd-source[^/]*\.yaml$/.test(e))) return true;
  if (s.helm !== void 0 || s.kustomize !== void 0 || s.directory !== void 0) return false;
  return plugins.some((p) => discoveryDefined(p) && (p.discover.command ? true : globDiscovers(p, entries)));
}
function walk3(dir, rel = "", out = []) {
  for (const e of readdirSync11(join25(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    out.push(r);
    if (e.isDirectory()) walk3(dir, r, out);
  }
  return out;
}
function copyRepository(src, dest, preserveFileMode) {
  mkdirSync6(dest, { recursive: true, mode: 493 });
  for (const e of readdirSync11(src, { withFileTypes: true })) {
    if (e.name === ".git") continue;
    const from = join25(src, e.name);
    const to = join25(dest, e.name);
    if (e.isSymbolicLink()) symlinkSync3(readlinkSync2(from), to);
    else if (e.isDirectory()) {
      copyRepository(from, to, preserveFileMode);
      chmodSync(to, preserveFileMode ? statSync9(from).mode & 4095 : 493);
    } else if (e.isFile()) {
      copyFileSync(from, to);
      chmodSync(to, preserveFileMode ? lstatSync5(from).mode & 4095 : 420);
    }
  }
}
var shown = (argv) => argv.map((a) => /[\s'"]/.test(a) ? `'${a}'` : a).join(" ");
function checkInstalled(p, exe, cwd, env) {
  const isFile = (f4) => {
    try {
      return statSync9(f4).isFile();
    } catch {
      return false;
    }
  };
  if (exe.includes("/")) return;
  const dirs = (env.PATH ?? process.env.PATH ?? "").split(delimiter2).filter((d) => d !== "");
  if (dirs.some((d) => isFile(resolve8(cwd, d, exe)))) return;
  throw new NotRenderedError(
    `plugin ${pluginSocketName(p)}: its command "${exe}" is not installed where the guard runs (Argo CD runs it in the plugin's sidecar image); install it on the runner's PATH to have this app rendered`
  );
}
async function runCommand(p, c, cwd, env, ctx, commands) {
  const [exe, ...rest] = c.command;
  if (!exe) throw new RenderError2(`plugin ${pluginSocketName(p)}: Command is empty`);
  checkInstalled(p, exe, cwd, env);
  const args = [...rest, ...c.args];
  commands.push([exe, ...args]);
  const tool = { name: "plugin", command: exe, prefixArgs: [], origin: `plugin ${pluginSocketName(p)}` };
  const r = await ctx.runner.run(tool, args, { cwd, env }).catch((e) => {
    const msg = e instanceof Error ? e.message : String(e);
    if (/timed out|exceeded/.test(msg)) throw e;
    throw new RenderError2(`plugin ${pluginSocketName(p)}: \`${shown([exe, ...args])}\` failed: ${msg.replace(/^plugin could not be started: /, "")}`);
  });
  if (r.code !== 0) {
    const err = firstLines(r.stderr);
    throw new RenderError2(`plugin ${pluginSocketName(p)}: \`${shown([exe, ...args])}\` failed exit status ${r.code}${err ? `: ${err}` : ""}`);
  }
  return r.stdout.replace(/\n$/, "");
}
function freshCopy(p, appPath, ctx) {
  const root = mkdtempSync4(join25(ctx.scratchRoot, "plugin-"));
  copyRepository(ctx.checkout, root, p.preserveFileMode);
  const rel = relative11(ctx.checkout, appPath);
  if (rel.startsWith("..") || isAbsolute6(rel)) throw new RenderError2("illegal appPath: out of workDir bound");
  return { root, cwd: join25(root, rel.split(sep13).join("/")) };
}
async function discovers(p, appPath, env, ctx) {
  if (p.discover.fileName || p.discover.glob) return globDiscovers(p, walk3(appPath));
  if (!p.discover.command) return false;
  if (!ctx.runCommands) {
    throw new NotRenderedError(
      `whether plugin ${pluginSocketName(p)} renders this app is decided by its discover command, which is not run because the network is off (--offline or network: false)`
    );
  }
  const copy = freshCopy(p, appPath, ctx);
  try {
    return await runCommand(p, p.discover.command, copy.cwd, env, ctx, []) !== "";
  } finally {
    rmSync5(copy.root, { recursive: true, force: true });
  }
}
async function selectPlugin(source, explicit2, appPath, env, ctx) {
  const name = isRecord(source.plugin) ? strOf2(source.plugin.name) : "";
  if (explicit2 && name) {
    const p = ctx.plugins.find((x) => pluginSocketName(x) === name);
    if (!p) throw new NotRenderedError(`this app uses the config management plugin "${name}", which is not declared: ${DECLARE_HINT}`);
    if (!discoveryDefined(p)) return p;
    let ok;
    try {
      ok = await discovers(p, appPath, env, ctx);
    } catch (e) {
      if (e instanceof NotRenderedError) throw e;
      throw new RenderError2(`could not find cmp-server plugin with name "${name}" supporting the given repository: ${e.message}`);
    }
    if (!ok)
      throw new RenderError2(
        `could not find cmp-server plugin with name "${name}" supporting the given repository (its discover rule does not match ${source.path || "."})`
      );
    return p;
  }
  const candidates = ctx.plugins.filter(discoveryDefined).sort((a, b) => goCompare(`${pluginSocketName(a)}.sock`, `${pluginSocketName(b)}.sock`));
  let lastErr;
  for (const p of candidates) {
    try {
      if (await discovers(p, appPath, env, ctx)) return p;
    } catch (e) {
      if (e instanceof NotRenderedError) throw e;
      lastErr = e;
    }
  }
  if (!explicit2) return void 0;
  const why = lastErr instanceof Error ? ` (${lastErr.message})` : "";
  throw new NotRenderedError(
    `this app uses a config management plugin found by discovery, and no declared plugin's discover rule matches ${source.path || "."}${why}: ${DECLARE_HINT}`
  );
}
async function renderPlugin(p, appPath, env, ctx) {
  const copy = freshCopy(p, appPath, ctx);
  const commands = [];
  try {
    if (p.init) await runCommand(p, p.init, copy.cwd, env, ctx, commands);
    const out = await runCommand(p, p.generate, copy.cwd, env, ctx, commands);
    return { type: "plugin", docs: pluginOutputToDocs(out, pluginSocketName(p)), warnings: [], commands };
  } finally {
    rmSync5(copy.root, { recursive: true, force: true });
  }
}
function jsonStream(text3, plugin) {
  const out = [];
  let i = 0;
  while (i < text3.length) {
    while (i < text3.length && /\s/.test(text3[i])) i++;
    if (i >= text3.length) break;
    const start = i;
    let depth = 0;
    let inString = false;
    for (; i < text3.length; i++) {
      const c = text3[i];
      if (inString) {
        if (c === "\\") i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "{" || c === "[") depth++;
      else if (c === "}" || c === "]") {
        if (--depth === 0) {
          i++;
          break;
        }
      } else if (depth === 0 && /\s/.test(c)) break;
    }
    try {
      out.push(JSON.parse(text3.slice(start, i)));
    } catch (e) {
      throw new RenderError2(`failed to unmarshal manifest: the output of plugin ${plugin} is not valid JSON: ${e.message}`);
    }
  }
  return out;
}
function pluginOutputToDocs(stdout, plugin) {
  let values;
  if (/^\s*\{/.test(stdout)) values = jsonStream(stdout, plugin);
  else {
    const { docs: docs2, errors } = parseYamlStream(stdout);
    if (errors.length > 0)
      throw new RenderError2(`failed to unmarshal manifest: line ${errors[0].line} of the output of plugin ${plugin}: ${errors[0].message}`);
    values = docs2.map((d) => d.value);
  }
  const docs = [];
  for (const v of values) {
    if (v === null || v === void 0) continue;
    if (!isRecord(v))
      throw new RenderError2(
        `failed to unmarshal manifest: plugin ${plugin} printed a ${Array.isArray(v) ? "list" : typeof v} where a Kubernetes object was expected`
      );
    if (typeof v.kind !== "string" || v.kind === "") {
      throw new RenderError2(`failed to unmarshal manifest: Object 'Kind' is missing in '${JSON.stringify(v).slice(0, 200)}' (output of plugin ${plugin})`);
    }
    const items = listItems(v, (item) => {
      throw new RenderError2(`items member is not an object: ${JSON.stringify(item)} (output of plugin ${plugin})`);
    });
    for (const obj of items) docs.push({ obj });
  }
  return docs;
}

// src/render/app.ts
function status(i, s, type, notRendered) {
  return { index: i, type, repoURL: s.repoURL, path: s.path, chart: s.chart, targetRevision: s.targetRevision, ref: s.ref, notRendered };
}
function sourceKind(s) {
  if (s.repoURL.startsWith("oci://") || s.chart && isSchemelessOci(s.repoURL)) return "oci";
  return s.chart ? "helm-repo" : "git";
}
function usesRef(s, ref3) {
  const paths = [...s.helm?.valueFiles ?? [], ...(s.helm?.fileParameters ?? []).map((f4) => f4.path)];
  return paths.some((p) => p === `$${ref3}` || p.startsWith(`$${ref3}/`));
}
async function renderApp2(d, ctx, sourceKeys = []) {
  const app = d.app;
  const out = { docs: [], sources: [], warnings: [], templates: {} };
  if (app.sources.length === 0) {
    out.error = { message: "the Application has no source (spec.source or spec.sources)", file: d.file };
    return out;
  }
  const badName = invalidAppName(app);
  if (badName) {
    out.error = { message: badName, file: d.file };
    return out;
  }
  const instance = instanceName(app, ctx.controlPlaneNamespace);
  const isThisRepo = (url) => ctx.repoURLs.some((u) => sameRepo(u, url));
  const refs = {};
  const unavailableRefs = [];
  for (const s of app.sources) {
    if (!s.ref) continue;
    if (sourceKind(s) === "git" && isThisRepo(s.repoURL)) refs[s.ref] = ctx.checkout;
    else unavailableRefs.push(s.ref);
  }
  const pending = [];
  for (const [i, s] of app.sources.entries()) {
    const kind = sourceKind(s);
    if (kind !== "git" && !(s.ref && !s.path && !s.chart)) {
      const st2 = status(i, s, "helm");
      out.sources.push(st2);
      pending.push(renderRemoteSource(d, s, instance, refs, ctx, st2, sourceKeys[i]));
      continue;
    }
    if (kind !== "git" || !isThisRepo(s.repoURL)) {
      const where2 = kind === "oci" ? "an OCI registry" : kind === "helm-repo" ? `the Helm repository ${s.repoURL}` : `another repository (${s.repoURL})`;
      const reason = `source ${i + 1} comes from ${where2}; it is not rendered offline`;
      if (s.ref && !s.path && !s.chart) out.sources.push(status(i, s, "ref", reason));
      else {
        out.sources.push(status(i, s, kind, reason));
        out.notRendered ??= `${reason}. Add its URL to repoURLs if it is this repository.`;
      }
      pending.push(Promise.resolve(void 0));
      continue;
    }
    if (s.ref && !s.path) {
      out.sources.push(status(i, s, "ref"));
      pending.push(Promise.resolve(void 0));
      continue;
    }
    const missing = unavailableRefs.find((r) => usesRef(s, r));
    if (missing) {
      const reason = `source ${i + 1} reads values from $${missing}, which is in another repository and not available offline`;
      out.sources.push(status(i, s, "helm", reason));
      out.notRendered ??= reason;
      pending.push(Promise.resolve(void 0));
      continue;
    }
    const st = status(i, s, "unknown");
    out.sources.push(st);
    pending.push(renderSource(d, s, instance, refs, ctx, st, sourceKeys[i]));
  }
  const results = await Promise.allSettled(pending);
  for (const [i, r] of results.entries()) {
    if (r.status === "rejected") {
      if (r.reason instanceof MissingBinaryError) throw r.reason;
      if (r.reason instanceof NotRenderedError) {
        out.sources[i].notRendered = r.reason.message;
        out.notRendered ??= r.reason.message;
        continue;
      }
      const message2 = r.reason instanceof Error ? r.reason.message : String(r.reason);
      if (stoppedByLimit(message2) && !(ctx.timeoutIsArgos && /timed out/.test(message2))) {
        out.sources[i].notRendered = message2;
        out.notRendered ??= message2;
        continue;
      }
      if (/HelmChartInflationGenerator/.test(message2) && /--enable-helm/.test(message2) && !ctx.kustomizeBuildOptions.includes("--enable-helm")) {
        const reason = "this kustomization inflates Helm charts (helmCharts), which Argo CD renders only when its argocd-cm kustomize.buildOptions include --enable-helm; the guard does not know your Argo CD settings. If your Argo CD sets it, set kustomizeBuildOptions: [--enable-helm] in .prune-guard.yaml";
        out.sources[i].notRendered = reason;
        out.notRendered ??= reason;
        continue;
      }
      const file = r.reason instanceof RenderError2 ? r.reason.file : void 0;
      out.error ??= { message: `${app.sources.length > 1 ? `source ${i + 1}: ` : ""}${message2}`, file };
      continue;
    }
    if (!r.value) continue;
    const { output, unstable, templates } = r.value;
    if (output.fetched) out.fetched = true;
    out.warnings.push(...output.warnings);
    Object.assign(out.templates, templates ?? {});
    output.docs.forEach((doc, j) => out.docs.push({ obj: doc.obj, file: doc.file, line: doc.line, source: i, unstable: unstable?.[j] }));
  }
  if (out.error || out.notRendered) out.docs = [];
  return redactRender(out, ctx);
}
function redactRender(out, ctx) {
  const where2 = {
    checkout: ctx.checkout,
    folders: [
      { path: ctx.scratchRoot, label: "<scratch>" },
      { path: ctx.remoteCharts.cacheDir, label: "<chart cache>" }
    ]
  };
  const r = (m) => redactMessage(m, where2);
  if (out.error) out.error = { ...out.error, message: r(out.error.message) };
  if (out.notRendered) out.notRendered = r(out.notRendered);
  out.warnings = out.warnings.map(r);
  for (const s of out.sources) if (s.notRendered) s.notRendered = r(s.notRendered);
  return out;
}
async function renderSource(d, original, instance, refs, ctx, st, inputKey) {
  if (ctx.symlinkError) throw ctx.symlinkError;
  const appPath = resolveAppPath(ctx.checkout, original.path, ctx.treePaths);
  let source = await applySourceOverrides(original, appPath, instance, ctx.checkout);
  const type = detectSourceType(source, appPath);
  st.type = type;
  const plugins = ctx.plugins ?? [];
  const explicitType = source.helm !== void 0 || source.kustomize !== void 0 || source.directory !== void 0;
  if (type === "plugin" || plugins.length > 0 && !explicitType) {
    const pctx = {
      plugins,
      runner: ctx.runner,
      scratchRoot: ctx.scratchRoot,
      checkout: ctx.checkout,
      kubeVersion: ctx.kubeVersion,
      apiVersions: ctx.apiVersions,
      runCommands: ctx.remoteCharts.network
    };
    const env = pluginEnv(source, buildEnv(d, source, ctx.sha, ctx.controlPlaneNamespace), ctx.kubeVersion, ctx.apiVersions);
    const plugin = await selectPlugin(source, type === "plugin", appPath, env, pctx);
    if (plugin) {
      st.type = "plugin";
      if (!ctx.remoteCharts.network) {
        throw new NotRenderedError(
          `plugin ${plugin.name} was not run because the network is off (--offline or network: false); its commands may fetch from anywhere`
        );
      }
      return { output: { ...await renderPlugin(plugin, appPath, env, pctx), fetched: true } };
    }
  }
  if (type === "plugin") throw new NotRenderedError("no declared config management plugin renders this source");
  const offlineSchema = type === "helm" ? offlineSchemaFallback(source, appPath, ctx) : void 0;
  if (offlineSchema) source = offlineSchema.source;
  const req = renderRequest(d, source, { root: ctx.checkout, appPath }, instance, refs, ctx);
  const r = await renderCached(type, req, ctx, inputKey, appPath);
  return offlineSchema ? { ...r, output: { ...r.output, warnings: [offlineSchema.warning, ...r.output.warnings] } } : r;
}

// src/pipeline/renders-first.ts
function rendersFirst(slots) {
  let waiting = 0;
  let running = 0;
  const queue = [];
  let scheduled = false;
  const open2 = () => waiting === 0 || running >= slots;
  const give = () => {
    scheduled = false;
    if (queue.length === 0 || !open2()) return;
    queue.shift()();
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(give);
  };
  const once = (f4) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      f4();
    };
  };
  return {
    renderBegins() {
      waiting++;
      return once(() => (waiting--, schedule()));
    },
    processStarts() {
      running++;
      schedule();
      return once(() => void running--);
    },
    turn() {
      return new Promise((resolve9) => {
        queue.push(resolve9);
        schedule();
      });
    }
  };
}

// src/render/disk-cache.ts
import { createHash as createHash5, randomBytes } from "node:crypto";
import { existsSync as existsSync12, mkdirSync as mkdirSync7, readdirSync as readdirSync12, readFileSync as readFileSync11, realpathSync as realpathSync8, renameSync as renameSync3, rmSync as rmSync6, statSync as statSync10, utimesSync, writeFileSync as writeFileSync5 } from "node:fs";
import { mkdir as mkdir4, rename, rm as rm3 } from "node:fs/promises";
import { dirname as dirname5, join as join26 } from "node:path";

// src/render/disk-cache-schema.ts
var CACHE_FORMAT = 2;

// src/render/disk-cache-entry-validate.ts
var validate = validate10;
var schema11 = { "type": "object", "additionalProperties": false, "required": ["format", "key", "determinism", "versions", "digest", "render"], "properties": { "format": { "const": 2 }, "key": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "determinism": { "type": "boolean" }, "versions": { "type": "object", "additionalProperties": { "type": "string" } }, "digest": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "render": { "type": "object", "additionalProperties": false, "required": ["docs", "sources", "warnings", "templates"], "properties": { "docs": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["obj", "source"], "properties": { "obj": { "type": "object" }, "file": { "type": "string" }, "line": { "type": "integer", "minimum": 1 }, "source": { "type": "integer", "minimum": 0 }, "unstable": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["path", "segments", "change"], "properties": { "path": { "type": "string" }, "segments": { "type": "array", "items": { "type": ["string", "integer"] } }, "change": { "enum": ["added", "removed", "changed"] } } } } } } }, "sources": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["index", "type", "repoURL", "path", "chart", "targetRevision", "ref"], "properties": { "index": { "type": "integer", "minimum": 0 }, "type": { "type": "string" }, "repoURL": { "type": "string" }, "path": { "type": "string" }, "chart": { "type": "string" }, "targetRevision": { "type": "string" }, "ref": { "type": "string" }, "notRendered": { "type": "string" } } } }, "warnings": { "type": "array", "items": { "type": "string" } }, "templates": { "type": "object", "additionalProperties": { "type": "string" } } } } } };
var pattern0 = new RegExp("^[0-9a-f]{64}$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.format === void 0 && (missing0 = "format") || data.key === void 0 && (missing0 = "key") || data.determinism === void 0 && (missing0 = "determinism") || data.versions === void 0 && (missing0 = "versions") || data.digest === void 0 && (missing0 = "digest") || data.render === void 0 && (missing0 = "render")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "format" || key0 === "key" || key0 === "determinism" || key0 === "versions" || key0 === "digest" || key0 === "render")) {
            validate10.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.format !== void 0) {
            const _errs2 = errors;
            if (2 !== data.format) {
              validate10.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.key !== void 0) {
              let data1 = data.key;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (typeof data1 === "string") {
                  if (!pattern0.test(data1)) {
                    validate10.errors = [{ instancePath: instancePath + "/key", schemaPath: "#/properties/key/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' }];
                    return false;
                  }
                } else {
                  validate10.errors = [{ instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.determinism !== void 0) {
                const _errs5 = errors;
                if (typeof data.determinism !== "boolean") {
                  validate10.errors = [{ instancePath: instancePath + "/determinism", schemaPath: "#/properties/determinism/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.versions !== void 0) {
                  let data3 = data.versions;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                      for (const key1 in data3) {
                        const _errs10 = errors;
                        if (typeof data3[key1] !== "string") {
                          validate10.errors = [{ instancePath: instancePath + "/versions/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/versions/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid1 = _errs10 === errors;
                        if (!valid1) {
                          break;
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/versions", schemaPath: "#/properties/versions/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.digest !== void 0) {
                    let data5 = data.digest;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (typeof data5 === "string") {
                        if (!pattern0.test(data5)) {
                          validate10.errors = [{ instancePath: instancePath + "/digest", schemaPath: "#/properties/digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' }];
                          return false;
                        }
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/digest", schemaPath: "#/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.render !== void 0) {
                      let data6 = data.render;
                      const _errs14 = errors;
                      if (errors === _errs14) {
                        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                          let missing1;
                          if (data6.docs === void 0 && (missing1 = "docs") || data6.sources === void 0 && (missing1 = "sources") || data6.warnings === void 0 && (missing1 = "warnings") || data6.templates === void 0 && (missing1 = "templates")) {
                            validate10.errors = [{ instancePath: instancePath + "/render", schemaPath: "#/properties/render/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                            return false;
                          } else {
                            const _errs16 = errors;
                            for (const key2 in data6) {
                              if (!(key2 === "docs" || key2 === "sources" || key2 === "warnings" || key2 === "templates")) {
                                validate10.errors = [{ instancePath: instancePath + "/render", schemaPath: "#/properties/render/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                return false;
                                break;
                              }
                            }
                            if (_errs16 === errors) {
                              if (data6.docs !== void 0) {
                                let data7 = data6.docs;
                                const _errs17 = errors;
                                if (errors === _errs17) {
                                  if (Array.isArray(data7)) {
                                    var valid3 = true;
                                    const len0 = data7.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let data8 = data7[i0];
                                      const _errs19 = errors;
                                      if (errors === _errs19) {
                                        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                          let missing2;
                                          if (data8.obj === void 0 && (missing2 = "obj") || data8.source === void 0 && (missing2 = "source")) {
                                            validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0, schemaPath: "#/properties/render/properties/docs/items/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                            return false;
                                          } else {
                                            const _errs21 = errors;
                                            for (const key3 in data8) {
                                              if (!(key3 === "obj" || key3 === "file" || key3 === "line" || key3 === "source" || key3 === "unstable")) {
                                                validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0, schemaPath: "#/properties/render/properties/docs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                return false;
                                                break;
                                              }
                                            }
                                            if (_errs21 === errors) {
                                              if (data8.obj !== void 0) {
                                                let data9 = data8.obj;
                                                const _errs22 = errors;
                                                if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/obj", schemaPath: "#/properties/render/properties/docs/items/properties/obj/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                  return false;
                                                }
                                                var valid4 = _errs22 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data8.file !== void 0) {
                                                  const _errs24 = errors;
                                                  if (typeof data8.file !== "string") {
                                                    validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/file", schemaPath: "#/properties/render/properties/docs/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                  var valid4 = _errs24 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                                if (valid4) {
                                                  if (data8.line !== void 0) {
                                                    let data11 = data8.line;
                                                    const _errs26 = errors;
                                                    if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
                                                      validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/line", schemaPath: "#/properties/render/properties/docs/items/properties/line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs26) {
                                                      if (typeof data11 == "number") {
                                                        if (data11 < 1 || isNaN(data11)) {
                                                          validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/line", schemaPath: "#/properties/render/properties/docs/items/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid4 = _errs26 === errors;
                                                  } else {
                                                    var valid4 = true;
                                                  }
                                                  if (valid4) {
                                                    if (data8.source !== void 0) {
                                                      let data12 = data8.source;
                                                      const _errs28 = errors;
                                                      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
                                                        validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/source", schemaPath: "#/properties/render/properties/docs/items/properties/source/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs28) {
                                                        if (typeof data12 == "number") {
                                                          if (data12 < 0 || isNaN(data12)) {
                                                            validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/source", schemaPath: "#/properties/render/properties/docs/items/properties/source/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid4 = _errs28 === errors;
                                                    } else {
                                                      var valid4 = true;
                                                    }
                                                    if (valid4) {
                                                      if (data8.unstable !== void 0) {
                                                        let data13 = data8.unstable;
                                                        const _errs30 = errors;
                                                        if (errors === _errs30) {
                                                          if (Array.isArray(data13)) {
                                                            var valid5 = true;
                                                            const len1 = data13.length;
                                                            for (let i1 = 0; i1 < len1; i1++) {
                                                              let data14 = data13[i1];
                                                              const _errs32 = errors;
                                                              if (errors === _errs32) {
                                                                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                                                                  let missing3;
                                                                  if (data14.path === void 0 && (missing3 = "path") || data14.segments === void 0 && (missing3 = "segments") || data14.change === void 0 && (missing3 = "change")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1, schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                                    return false;
                                                                  } else {
                                                                    const _errs34 = errors;
                                                                    for (const key4 in data14) {
                                                                      if (!(key4 === "path" || key4 === "segments" || key4 === "change")) {
                                                                        validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1, schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                                        return false;
                                                                        break;
                                                                      }
                                                                    }
                                                                    if (_errs34 === errors) {
                                                                      if (data14.path !== void 0) {
                                                                        const _errs35 = errors;
                                                                        if (typeof data14.path !== "string") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1 + "/path", schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                          return false;
                                                                        }
                                                                        var valid6 = _errs35 === errors;
                                                                      } else {
                                                                        var valid6 = true;
                                                                      }
                                                                      if (valid6) {
                                                                        if (data14.segments !== void 0) {
                                                                          let data16 = data14.segments;
                                                                          const _errs37 = errors;
                                                                          if (errors === _errs37) {
                                                                            if (Array.isArray(data16)) {
                                                                              var valid7 = true;
                                                                              const len2 = data16.length;
                                                                              for (let i2 = 0; i2 < len2; i2++) {
                                                                                let data17 = data16[i2];
                                                                                const _errs39 = errors;
                                                                                if (typeof data17 !== "string" && !(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)))) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1 + "/segments/" + i2, schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/properties/segments/items/type", keyword: "type", params: { type: schema11.properties.render.properties.docs.items.properties.unstable.items.properties.segments.items.type }, message: "must be string,integer" }];
                                                                                  return false;
                                                                                }
                                                                                var valid7 = _errs39 === errors;
                                                                                if (!valid7) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1 + "/segments", schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/properties/segments/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid6 = _errs37 === errors;
                                                                        } else {
                                                                          var valid6 = true;
                                                                        }
                                                                        if (valid6) {
                                                                          if (data14.change !== void 0) {
                                                                            let data18 = data14.change;
                                                                            const _errs41 = errors;
                                                                            if (!(data18 === "added" || data18 === "removed" || data18 === "changed")) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1 + "/change", schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/properties/change/enum", keyword: "enum", params: { allowedValues: schema11.properties.render.properties.docs.items.properties.unstable.items.properties.change.enum }, message: "must be equal to one of the allowed values" }];
                                                                              return false;
                                                                            }
                                                                            var valid6 = _errs41 === errors;
                                                                          } else {
                                                                            var valid6 = true;
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable/" + i1, schemaPath: "#/properties/render/properties/docs/items/properties/unstable/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid5 = _errs32 === errors;
                                                              if (!valid5) {
                                                                break;
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0 + "/unstable", schemaPath: "#/properties/render/properties/docs/items/properties/unstable/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid4 = _errs30 === errors;
                                                      } else {
                                                        var valid4 = true;
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/render/docs/" + i0, schemaPath: "#/properties/render/properties/docs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs19 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/render/docs", schemaPath: "#/properties/render/properties/docs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                                var valid2 = _errs17 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data6.sources !== void 0) {
                                  let data19 = data6.sources;
                                  const _errs42 = errors;
                                  if (errors === _errs42) {
                                    if (Array.isArray(data19)) {
                                      var valid8 = true;
                                      const len3 = data19.length;
                                      for (let i3 = 0; i3 < len3; i3++) {
                                        let data20 = data19[i3];
                                        const _errs44 = errors;
                                        if (errors === _errs44) {
                                          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                            let missing4;
                                            if (data20.index === void 0 && (missing4 = "index") || data20.type === void 0 && (missing4 = "type") || data20.repoURL === void 0 && (missing4 = "repoURL") || data20.path === void 0 && (missing4 = "path") || data20.chart === void 0 && (missing4 = "chart") || data20.targetRevision === void 0 && (missing4 = "targetRevision") || data20.ref === void 0 && (missing4 = "ref")) {
                                              validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3, schemaPath: "#/properties/render/properties/sources/items/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                              return false;
                                            } else {
                                              const _errs46 = errors;
                                              for (const key5 in data20) {
                                                if (!(key5 === "index" || key5 === "type" || key5 === "repoURL" || key5 === "path" || key5 === "chart" || key5 === "targetRevision" || key5 === "ref" || key5 === "notRendered")) {
                                                  validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3, schemaPath: "#/properties/render/properties/sources/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                  return false;
                                                  break;
                                                }
                                              }
                                              if (_errs46 === errors) {
                                                if (data20.index !== void 0) {
                                                  let data21 = data20.index;
                                                  const _errs47 = errors;
                                                  if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/index", schemaPath: "#/properties/render/properties/sources/items/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  if (errors === _errs47) {
                                                    if (typeof data21 == "number") {
                                                      if (data21 < 0 || isNaN(data21)) {
                                                        validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/index", schemaPath: "#/properties/render/properties/sources/items/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                  var valid9 = _errs47 === errors;
                                                } else {
                                                  var valid9 = true;
                                                }
                                                if (valid9) {
                                                  if (data20.type !== void 0) {
                                                    const _errs49 = errors;
                                                    if (typeof data20.type !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/type", schemaPath: "#/properties/render/properties/sources/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid9 = _errs49 === errors;
                                                  } else {
                                                    var valid9 = true;
                                                  }
                                                  if (valid9) {
                                                    if (data20.repoURL !== void 0) {
                                                      const _errs51 = errors;
                                                      if (typeof data20.repoURL !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/repoURL", schemaPath: "#/properties/render/properties/sources/items/properties/repoURL/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid9 = _errs51 === errors;
                                                    } else {
                                                      var valid9 = true;
                                                    }
                                                    if (valid9) {
                                                      if (data20.path !== void 0) {
                                                        const _errs53 = errors;
                                                        if (typeof data20.path !== "string") {
                                                          validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/path", schemaPath: "#/properties/render/properties/sources/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                        var valid9 = _errs53 === errors;
                                                      } else {
                                                        var valid9 = true;
                                                      }
                                                      if (valid9) {
                                                        if (data20.chart !== void 0) {
                                                          const _errs55 = errors;
                                                          if (typeof data20.chart !== "string") {
                                                            validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/chart", schemaPath: "#/properties/render/properties/sources/items/properties/chart/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                          var valid9 = _errs55 === errors;
                                                        } else {
                                                          var valid9 = true;
                                                        }
                                                        if (valid9) {
                                                          if (data20.targetRevision !== void 0) {
                                                            const _errs57 = errors;
                                                            if (typeof data20.targetRevision !== "string") {
                                                              validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/targetRevision", schemaPath: "#/properties/render/properties/sources/items/properties/targetRevision/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                            var valid9 = _errs57 === errors;
                                                          } else {
                                                            var valid9 = true;
                                                          }
                                                          if (valid9) {
                                                            if (data20.ref !== void 0) {
                                                              const _errs59 = errors;
                                                              if (typeof data20.ref !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/ref", schemaPath: "#/properties/render/properties/sources/items/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid9 = _errs59 === errors;
                                                            } else {
                                                              var valid9 = true;
                                                            }
                                                            if (valid9) {
                                                              if (data20.notRendered !== void 0) {
                                                                const _errs61 = errors;
                                                                if (typeof data20.notRendered !== "string") {
                                                                  validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3 + "/notRendered", schemaPath: "#/properties/render/properties/sources/items/properties/notRendered/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                  return false;
                                                                }
                                                                var valid9 = _errs61 === errors;
                                                              } else {
                                                                var valid9 = true;
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/render/sources/" + i3, schemaPath: "#/properties/render/properties/sources/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid8 = _errs44 === errors;
                                        if (!valid8) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/render/sources", schemaPath: "#/properties/render/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid2 = _errs42 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data6.warnings !== void 0) {
                                    let data29 = data6.warnings;
                                    const _errs63 = errors;
                                    if (errors === _errs63) {
                                      if (Array.isArray(data29)) {
                                        var valid10 = true;
                                        const len4 = data29.length;
                                        for (let i4 = 0; i4 < len4; i4++) {
                                          const _errs65 = errors;
                                          if (typeof data29[i4] !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/render/warnings/" + i4, schemaPath: "#/properties/render/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid10 = _errs65 === errors;
                                          if (!valid10) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/render/warnings", schemaPath: "#/properties/render/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid2 = _errs63 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data6.templates !== void 0) {
                                      let data31 = data6.templates;
                                      const _errs67 = errors;
                                      if (errors === _errs67) {
                                        if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                          for (const key6 in data31) {
                                            const _errs70 = errors;
                                            if (typeof data31[key6] !== "string") {
                                              validate10.errors = [{ instancePath: instancePath + "/render/templates/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/render/properties/templates/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                            var valid11 = _errs70 === errors;
                                            if (!valid11) {
                                              break;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/render/templates", schemaPath: "#/properties/render/properties/templates/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid2 = _errs67 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate10.errors = [{ instancePath: instancePath + "/render", schemaPath: "#/properties/render/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

// src/render/disk-cache.ts
var MAX_ENTRY_BYTES = 64 * 1024 * 1024;
var DEFAULT_MAX_CACHE_MB = 512;
var sha256 = (data) => createHash5("sha256").update(data).digest("hex");
function renderCacheKey(inputs) {
  return sha256(canonicalJson({ format: CACHE_FORMAT, inputs }));
}
function rendererIdentity(opts) {
  const one = (resolve9) => {
    try {
      const t = resolve9();
      const path = realpathSync8(t.command);
      const st = statSync10(path, { bigint: true });
      return `${path} ${st.size} ${st.mtimeNs} ${t.prefixArgs.join(" ")}`;
    } catch (e) {
      return `unresolved: ${e instanceof Error ? e.message : String(e)}`;
    }
  };
  return { helm: one(() => resolveHelm(opts)), kustomize: one(() => resolveKustomize(opts)) };
}
function writeAtomically(path, body) {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    mkdirSync7(dirname5(path), { recursive: true });
    writeFileSync5(tmp, body);
    renameSync3(tmp, path);
    return true;
  } catch {
    rmSync6(tmp, { force: true });
    return false;
  }
}
async function writeAtomicallyAsync(path, body) {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeBytes(tmp, body).catch(async (e) => {
      if (e.code !== "ENOENT") throw e;
      await mkdir4(dirname5(path), { recursive: true });
      await writeBytes(tmp, body);
    });
    await rename(tmp, path);
    return true;
  } catch {
    await rm3(tmp, { force: true }).catch(() => {
    });
    return false;
  }
}
function plainJson(_k, v) {
  if (typeof v === "number" && !Number.isFinite(v) || typeof v === "bigint") throw new Error("not plain JSON");
  return v;
}
function entryBody(key2, r, determinism, versions) {
  const render = { docs: r.docs, sources: r.sources, warnings: r.warnings, templates: r.templates };
  let bytes;
  try {
    bytes = Buffer.from(JSON.stringify(render, plainJson));
  } catch {
    return void 0;
  }
  const known = Object.fromEntries(Object.entries(versions).filter(([, v]) => /^\d+\.\d+\.\d+/.test(v)));
  const digest = sha256(bytes);
  const header2 = { format: CACHE_FORMAT, key: key2, determinism, versions: known, digest };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header2)}
`), bytes]);
}
var RenderCache = class {
  constructor(dir, maxEntryBytes = MAX_ENTRY_BYTES) {
    this.dir = dir;
    this.maxEntryBytes = maxEntryBytes;
    this.#root = join26(dir, `v${CACHE_FORMAT}`);
  }
  dir;
  maxEntryBytes;
  counters = { hits: 0, misses: 0, rejected: 0, written: 0, uncacheable: 0 };
  #root;
  /** Entries stored with putLater whose write has not finished (key → file body), and those writes. */
  #pending = /* @__PURE__ */ new Map();
  #writes = /* @__PURE__ */ new Set();
  #path(key2) {
    return join26(this.#root, key2.slice(0, 2), `${key2}.json`);
  }
  /** Whether an entry is stored under `key` (it may still be rejected or lack what the caller needs: get decides). */
  has(key2) {
    return this.#pending.has(key2) || existsSync12(this.#path(key2));
  }
  /**
   * The render stored under `key`, or undefined (a miss). `determinism`: the caller renders Helm twice (R5.1) and needs
   * the unstable fields; an entry written without them is a miss. An entry with them serves a caller that does not
   * need them with the fields dropped, exactly what such a render returns.
   */
  get(key2, determinism) {
    const path = this.#path(key2);
    const pending = this.#pending.get(key2);
    if (pending !== void 0) {
      this.#pending.delete(key2);
      if (writeAtomically(path, pending)) this.counters.written++;
    }
    let bytes;
    try {
      const st = statSync10(path, { throwIfNoEntry: false });
      if (st === void 0) {
        this.counters.misses++;
        return void 0;
      }
      const size = st.size;
      if (size > this.maxEntryBytes) return this.#reject();
      bytes = readFileSync11(path);
    } catch {
      this.counters.misses++;
      return void 0;
    }
    let entry3;
    try {
      const nl = bytes.indexOf(10);
      if (nl < 0) return this.#reject();
      const header2 = JSON.parse(bytes.toString("utf8", 0, nl));
      const body = bytes.subarray(nl + 1);
      if (header2?.key !== key2 || sha256(body) !== header2.digest) return this.#reject();
      entry3 = { ...header2, render: JSON.parse(body.toString("utf8")) };
    } catch {
      return this.#reject();
    }
    if (!validate(entry3)) return this.#reject();
    if (determinism && !entry3.determinism) {
      this.counters.misses++;
      return void 0;
    }
    if (!determinism) for (const d of entry3.render.docs) delete d.unstable;
    try {
      const now = /* @__PURE__ */ new Date();
      utimesSync(path, now, now);
    } catch {
    }
    this.counters.hits++;
    return { render: entry3.render, versions: entry3.versions };
  }
  #reject() {
    this.counters.rejected++;
    this.counters.misses++;
    return void 0;
  }
  /** Stores a successful render; written atomically (temp file + rename). Failing to write is not an error. */
  put(key2, r, determinism, versions) {
    const body = entryBody(key2, r, determinism, versions);
    if (body === void 0 || !writeAtomically(this.#path(key2), body)) return false;
    this.counters.written++;
    return true;
  }
  /**
   * As put, but written in the background on the thread pool (not one synchronous write per render on the thread that
   * starts renderers); flush() waits for the writes. False when the render cannot be stored.
   */
  putLater(key2, r, determinism, versions) {
    const body = entryBody(key2, r, determinism, versions);
    if (body === void 0) return false;
    this.#pending.set(key2, body);
    const write2 = writeAtomicallyAsync(this.#path(key2), body).then((ok) => {
      this.#writes.delete(write2);
      if (this.#pending.get(key2) !== body) return;
      this.#pending.delete(key2);
      if (ok) this.counters.written++;
    });
    this.#writes.add(write2);
    return true;
  }
  /** Waits for every write started by putLater (they run on the thread pool while the run goes on). */
  async flush() {
    while (this.#writes.size > 0) await Promise.all([...this.#writes]);
  }
  #toolPath(tool, identity2) {
    return join26(this.#root, "tools", `${sha256(`${tool}\0${identity2}`)}.json`);
  }
  /** Versions these very binaries (same identity) reported in an earlier run: no probe process needed. */
  knownVersions(identity2) {
    const out = {};
    for (const [tool, id] of Object.entries(identity2)) {
      if (id.startsWith("unresolved")) continue;
      try {
        const v = JSON.parse(readFileSync11(this.#toolPath(tool, id), "utf8"));
        const ok = typeof v === "object" && v !== null && v.identity === id;
        const version = ok ? v.version : void 0;
        if (typeof version === "string" && /^\d+\.\d+\.\d+$/.test(version)) out[tool] = version;
      } catch {
      }
    }
    return out;
  }
  rememberVersions(identity2, versions, known) {
    for (const [tool, version] of Object.entries(versions)) {
      const id = identity2[tool];
      if (!id || id.startsWith("unresolved") || known[tool] === version || !/^\d+\.\d+\.\d+$/.test(version)) continue;
      writeAtomically(this.#toolPath(tool, id), JSON.stringify({ tool, identity: id, version }));
    }
  }
  /**
   * Keeps the directory under `maxBytes`: entries are removed oldest use first (a hit refreshes an entry's mtime), and
   * temp files left by a killed run after an hour. Returns how many files were removed.
   */
  evict(maxBytes = DEFAULT_MAX_CACHE_MB * 1024 * 1024, now = Date.now()) {
    const files = [];
    let removed = 0;
    let shards;
    try {
      shards = readdirSync12(this.#root);
    } catch {
      return 0;
    }
    for (const shard of shards) {
      let names;
      try {
        names = readdirSync12(join26(this.#root, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        const path = join26(this.#root, shard, name);
        try {
          const st = statSync10(path);
          if (name.endsWith(".tmp")) {
            if (now - st.mtimeMs > 36e5) {
              rmSync6(path, { force: true });
              removed++;
            }
          } else files.push({ path, size: st.size, mtime: st.mtimeMs });
        } catch {
        }
      }
    }
    let total = files.reduce((n, f4) => n + f4.size, 0);
    for (const f4 of files.sort((a, b) => a.mtime - b.mtime)) {
      if (total <= maxBytes) break;
      rmSync6(f4.path, { force: true });
      total -= f4.size;
      removed++;
    }
    return removed;
  }
};

// src/pipeline/render-cache.ts
function runCache(dir, config, toolbox, binaries, turn = async () => {
}) {
  const cache3 = new RenderCache(dir);
  const renderers = rendererIdentity(binaries);
  const known = cache3.knownVersions(renderers);
  Object.assign(toolbox.known, known);
  const settings = {
    guard: VERSION,
    renderers,
    plugins: config.plugins,
    network: config.network,
    allowedHosts: config.allowedHosts,
    // A render that succeeds within one bound may be stopped by a lower one: the bounds are inputs too.
    memoryMB: config.renderMemoryLimitMB,
    outputMB: config.maxRenderOutputMB
  };
  const keyOf = (fp, ctx) => {
    if (fp.app === void 0 || ctx.symlinkError) return void 0;
    if (fp.external) return void 0;
    return renderCacheKey({ app: fp.app, origins: ctx.repoURLs, settings });
  };
  const hits = /* @__PURE__ */ new WeakSet();
  const waiting = [];
  return {
    counters: cache3.counters,
    fromCache: (r) => hits.has(r),
    async through(fp, ctx, render) {
      const key2 = keyOf(fp, ctx);
      if (key2 === void 0) return cache3.counters.uncacheable++, render();
      if (cache3.has(key2)) await turn();
      const hit = cache3.get(key2, ctx.checkDeterminism);
      if (hit) {
        for (const [tool, v] of Object.entries(hit.versions)) toolbox.versions[tool] ??= v;
        hits.add(hit.render);
        return hit.render;
      }
      const r = await render();
      if (!r.error && !r.notRendered && !r.fetched) {
        waiting.push(
          toolbox.settled().then(
            (versions) => void cache3.putLater(key2, r, ctx.checkDeterminism, versions),
            () => {
            }
          )
        );
      }
      return r;
    },
    finish: async () => {
      await Promise.all(waiting);
      await cache3.flush();
      cache3.rememberVersions(renderers, toolbox.versions, known);
      return cache3.counters.written > 0 ? cache3.evict(DEFAULT_MAX_CACHE_MB * 1024 * 1024) : 0;
    }
  };
}

// src/render/input-tree.ts
function inputTree(entries, paths, sha, readText3, kustomizations, linkTree = {
  mode: (p) => entries.get(p)?.mode,
  isDir: (p) => !pathsUnder(paths, `${p}/`).next().done,
  target: () => void 0
}) {
  const tree = /* @__PURE__ */ new Map();
  const links = /* @__PURE__ */ new Set();
  for (const [p, e] of entries) {
    tree.set(p, `${e.mode} ${e.oid}`);
    if (e.mode === "120000") links.add(p);
  }
  return { tree, paths, sha, readText: readText3, kustomizations, linkTree, links };
}

// src/pipeline/revision-side.ts
function revisionSide(rev, snap, name, deps) {
  const { config, repoURLs, scratch, runner, toolbox, cache: cache3, determinism, problems: problems2, parseStream, parseKust } = deps;
  const chartDirs = new Set(snap.paths.filter((p) => /(^|\/)Chart\.yaml$/.test(p)).map((p) => p.split("/").slice(0, -1).join("/")));
  const kustomizations = /* @__PURE__ */ new Map();
  for (const p of snap.textPaths()) {
    if (!isKustomizationFile(p)) continue;
    try {
      const k = parseKust(snap.text(p));
      if (k !== void 0) kustomizations.set(p, k);
    } catch {
    }
  }
  const patches = kustomizePatchFiles(kustomizations);
  const files = snap.textPaths().filter((p) => /\.(ya?ml|json)$/.test(p) && !isChartTemplate(p, chartDirs) && !patches.has(p)).sort().map((p) => ({ path: p, text: snap.text(p) })).filter((f4) => mayHoldApplication(f4.text));
  const found = discoverApplications(files, config.controlPlaneNamespace, parseStream);
  if (name === "head") for (const p of found.problems) problems2.push(p);
  const apps = withRootApps(found.apps, config, name === "head" ? problems2 : []);
  const tree = inputTree(snap.tree, snap.paths, rev.sha, (p) => snap.text(p), kustomizations, snap.linkTree);
  const bad2 = snap.outOfBoundSymlink();
  const symlinkError = bad2 ? outOfBoundSymlinkError(bad2.file, bad2.target) : void 0;
  const ctx = {
    checkout: snap.dir,
    sha: rev.sha,
    treePaths: snap.paths,
    repoURLs,
    controlPlaneNamespace: config.controlPlaneNamespace,
    kubeVersion: config.kubeVersion,
    apiVersions: config.apiVersions,
    kustomizeBuildOptions: config.kustomizeBuildOptions,
    scratchRoot: scratch,
    runner,
    // R5.1 at base only on demand (below): base instability only decides whether a finding is new.
    toolbox,
    cache: cache3,
    symlinkError,
    checkDeterminism: config.checkDeterminism && name === "head",
    stats: determinism,
    timeoutIsArgos: config.concurrency === 1 && config.renderTimeoutSeconds >= ARGOCD_EXEC_TIMEOUT_SECONDS,
    remoteCharts: { cacheDir: config.chartCacheDir, network: config.network, allowedHosts: config.allowedHosts, helmCredentials: config.helmCredentials },
    networkPolicy: { network: config.network, allowedHosts: config.allowedHosts },
    plugins: config.plugins
  };
  return {
    name,
    tree,
    apps,
    fileAppSets: found.appSets,
    appSets: /* @__PURE__ */ new Map(),
    renders: /* @__PURE__ */ new Map(),
    ctx,
    snap,
    // Files over the manifest cap that may hold Applications: reported by manifest-too-large (fail closed).
    oversized: snap.oversized.filter((f4) => !isChartTemplate(f4.path, chartDirs) && !patches.has(f4.path)),
    storageClasses: repositoryStorageClasses(
      snap.textPaths().filter((p) => !isChartTemplate(p, chartDirs)).map((p) => ({ path: p, text: snap.text(p) }))
    ),
    chartDirs,
    readText: (p) => snap.text(p),
    readBytes: (paths) => snap.bytes(paths, MAX_SCAN_BYTES)
  };
}
function withRootApps(found, config, problems2) {
  const apps = new Map(found.map((a) => [a.id, a]));
  for (const r of config.rootApps) {
    const app = parseApplication(r.manifest);
    const id = appId(app, config.controlPlaneNamespace);
    const committed = apps.get(id);
    if (committed) {
      problems2.push({
        file: r.file,
        line: 1,
        message: `rootApps declares Application ${id}, which ${committed.file}:${committed.line} also defines; the committed one is used (remove it from rootApps)`
      });
      continue;
    }
    apps.set(id, { app, file: r.file, line: 1, id, manifest: r.manifest });
  }
  return config.rootApps.length === 0 ? apps : new Map([...apps].sort(byEntryKey));
}

// src/pipeline/analyze.ts
function loadConfig(opts, baseConfigText) {
  let config = defaultConfig(availableParallelism());
  if (opts.configFile) config = loadConfigFile(config, opts.configFile);
  else if (baseConfigText !== void 0) config = loadConfigText(config, baseConfigText, `${CONFIG_FILE} (base revision)`);
  return mergeConfig(config, opts.overrides ?? {}, "options");
}
async function analyze(opts) {
  const log = opts.log ?? (() => {
  });
  const t0 = performance.now();
  const phase = (what) => log(`${what} at ${((performance.now() - t0) / 1e3).toFixed(2)} s`);
  const {
    repo,
    revisions: [baseRev, headRev]
  } = await GitRepo.openAt(opts.repoDir, [opts.base, opts.head]);
  const originUrl = repo.originUrl();
  const scratch = mkdtempSync5(join27(scratchRoot(), "prune-guard-"));
  const scratchDir = scratchFolder(scratch, log);
  const snapshots = [];
  const removeScratch = () => scratchDir.remove(() => Promise.all(snapshots.map((s) => s.close())));
  const runStarted = Date.now();
  const liveRead = opts.live ? readLive(opts.live, log, opts.warn) : void 0;
  try {
    const maxManifestBytes = opts.maxManifestBytes ?? MAX_MANIFEST_BYTES;
    const load = { texts: new BlobTexts(repo.root, void 0, maxManifestBytes) };
    const [baseSnap, headLoaded] = await Promise.all([
      Snapshot.load(repo, baseRev.sha, join27(scratch, "base"), load),
      baseRev.sha === headRev.sha ? void 0 : Snapshot.load(repo, headRev.sha, join27(scratch, "head"), load)
    ]);
    const headSnap = headLoaded ?? baseSnap;
    snapshots.push(baseSnap, ...headLoaded ? [headLoaded] : []);
    phase("read base and head from git");
    const config = loadConfig(opts, baseSnap.text(CONFIG_FILE));
    const origin = await originUrl;
    const repoURLs = [...origin ? [origin] : [], ...config.repoURLs];
    let processes = 0;
    const determinism = { secondRenders: 0, secondRendersSkipped: 0 };
    const limit = createLimiter(config.concurrency);
    const deadline = runStarted + config.runDeadlineSeconds * 1e3;
    const deadlineLabel = `the run deadline (${config.runDeadlineSeconds} s, runDeadlineSeconds)`;
    const inner = opts.runner ?? createToolRunner({
      timeoutMs: config.renderTimeoutSeconds * 1e3,
      memoryLimitBytes: config.renderMemoryLimitMB * 1024 * 1024,
      maxOutputBytes: config.maxRenderOutputMB * 1024 * 1024,
      deadline,
      deadlineLabel,
      // Each renderer's share of the cores: one with the default concurrency (a renderer per core).
      goMaxProcs: Math.floor(availableParallelism() / config.concurrency)
    });
    const gate = rendersFirst(config.concurrency);
    const runner = {
      run: (tool, args, o) => limit(() => {
        processes++;
        const ended = gate.processStarts();
        return inner.run(tool, args, o).finally(ended);
      })
    };
    const probes = { run: (tool, args, o) => (processes++, inner.run(tool, args, o)) };
    const toolbox = new Toolbox({ helm: opts.helmPath, kustomize: opts.kustomizePath }, probes);
    const cache3 = /* @__PURE__ */ new Map();
    const disk = config.cacheDir ? runCache(config.cacheDir, config, toolbox, { helm: opts.helmPath, kustomize: opts.kustomizePath }, () => gate.turn()) : void 0;
    const cachedRender = (fp, ctx, render) => disk ? disk.through(fp, ctx, render) : render();
    const problems2 = [];
    const once = (parse2) => {
      const memo3 = /* @__PURE__ */ new Map();
      return (text3) => {
        if (!memo3.has(text3)) memo3.set(text3, parse2(text3));
        return memo3.get(text3);
      };
    };
    const [parseStream, parseKust] = [once(parseYamlStream), once(parseKustomization)];
    const sideDeps = { config, repoURLs, scratch, runner, toolbox, cache: cache3, determinism, problems: problems2, parseStream, parseKust };
    const side = (rev, snap, name) => revisionSide(rev, snap, name, sideDeps);
    const base = side(baseRev, baseSnap, "base");
    const head = side(headRev, headSnap, "head");
    phase(`discovered ${base.apps.size} app(s) at base, ${head.apps.size} at head`);
    const settings = {
      kubeVersion: config.kubeVersion,
      apiVersions: config.apiVersions,
      kustomize: config.kustomizeBuildOptions,
      cp: config.controlPlaneNamespace
    };
    const fingerprints = /* @__PURE__ */ new Map();
    const fingerprint = (d, s) => {
      const k = `${s.name}\0${d.id}\0${JSON.stringify(d.manifest)}`;
      let fp = fingerprints.get(k);
      if (!fp) fingerprints.set(k, fp = appFingerprint(d, s.tree, repoURLs, settings, (src) => mayUsePlugin(src, s.tree.paths, config.plugins)));
      return fp;
    };
    const limits = { timeoutSeconds: config.renderTimeoutSeconds, concurrency: config.concurrency };
    const renderAt = async (d, sideOf2, fp, ctx) => {
      const waitEnds = gate.renderBegins();
      toolbox.prefetch(likelyTools(d.app.sources, (p) => sideOf2.snap.tree.has(p)));
      try {
        try {
          await sideOf2.snap.ensure(fp.app !== void 0 ? [...fp.files, ...d.app.sources.map((x) => x.path)] : "all");
        } catch (e) {
          const why = e instanceof Error ? e.message : String(e);
          return { docs: [], sources: [], warnings: [], templates: {}, notRendered: `the guard could not write the files of this revision: ${why}` };
        }
        const own = { run: (tool, args, o) => (waitEnds(), ctx.runner.run(tool, args, o)) };
        return await renderApp2(d, { ...ctx, runner: own }, fp.sources);
      } finally {
        waitEnds();
      }
    };
    const started = Date.now();
    const mine = inShard(opts.shard);
    const appScope = config.apps;
    const scoped = (id) => {
      const [b, h] = [base.apps.get(id), head.apps.get(id)];
      return b !== void 0 && h === void 0 || [b, h].some((d) => d !== void 0 && appInScope(d, appScope));
    };
    const graph = await buildGraph(base, head, {
      controlPlaneNamespace: config.controlPlaneNamespace,
      repoURLs,
      inShard: appScope ? (id) => mine(id) && scoped(id) : opts.shard ? mine : void 0,
      log,
      progress: opts.progress,
      fingerprint,
      render: async (d, s) => {
        const t02 = Date.now();
        const sideOf2 = s === base ? base : head;
        const fp = fingerprint(d, s);
        const r = classifyRender(await cachedRender(fp, sideOf2.ctx, () => renderAt(d, sideOf2, fp, sideOf2.ctx)), limits);
        log(
          `rendered ${d.id} at ${s.name} in ${Date.now() - t02} ms${r.error ? " (error)" : r.notRendered ? " (not rendered)" : disk?.fromCache(r) ? " (from cache)" : ""}`
        );
        return r;
      },
      expandAppSet: (set2, s) => {
        const repoView = { repoURLs, files: s.tree.paths, readFile: (p) => s.readText(p) };
        if (opts.expandAppSet) return opts.expandAppSet(set2.manifest, repoView);
        const r = expandApplicationSet(set2.manifest, repoView, {
          externalParams: config.appSetParams,
          clusters: config.clusters,
          defaultNamespace: config.controlPlaneNamespace
        });
        if (r.error || r.unexpandable.length) log(`ApplicationSet ${set2.id} at ${s.name}: ${r.error ?? `not expandable offline: ${r.unexpandable.join(", ")}`}`);
        return { apps: r.apps, error: r.error, unexpandable: r.unexpandable, warnings: r.warnings, deletesApps: r.deletesApps };
      }
    });
    await Promise.all(
      [...head.renders].map(async ([id, r]) => {
        const b = base.apps.get(id);
        const br = base.renders.get(id);
        if (!b || !br || br === r || !r.docs.some((d) => d.unstable?.length)) return;
        const ctx = { ...base.ctx, checkDeterminism: true };
        const fp = fingerprint(b, base);
        base.renders.set(id, classifyRender(await cachedRender(fp, ctx, () => renderAt(b, base, fp, ctx)), limits));
      })
    );
    await toolbox.settled();
    log(`rendered ${base.renders.size + head.renders.size} app revision(s), skipped ${graph.skipped.size} unchanged app(s) in ${Date.now() - started} ms`);
    void removeScratch();
    let unread;
    const evalInput = {
      config,
      base,
      head,
      skipped: graph.skipped,
      childSearch: graph.childSearch,
      inputsChanged: (id) => {
        const b = base.apps.get(id);
        const h = head.apps.get(id);
        const fb = b && fingerprint(b, base).app;
        const fh = h && fingerprint(h, head).app;
        return baseRev.sha === headRev.sha ? false : fb !== void 0 && fh !== void 0 ? fb !== fh : void 0;
      },
      unreadChanges: () => unread ??= unreadChanges(base, head, (d, s) => fingerprint(d, s).files),
      shard: opts.shard,
      maxManifestBytes,
      meta: {
        toolVersion: VERSION,
        base: { rev: baseRev.rev, sha: baseRev.sha },
        head: { rev: headRev.rev, sha: headRev.sha },
        // By tool name: versions arrive in whatever order probes finish and cache hits are read; reports do not vary.
        renderers: Object.fromEntries(Object.entries(toolbox.versions).sort(byEntryKey)),
        problems: problems2
      }
    };
    const liveResult = liveRead ? await liveRead : void 0;
    if (liveResult)
      evalInput.live = liveResult.ok ? { ok: true, snapshot: liveResult.snapshot, annotations: /* @__PURE__ */ new Map() } : { ok: false, failure: liveResult.failure };
    const planned = renderPlans(evalInput);
    if (opts.live?.annotationsOf && evalInput.live?.ok) {
      const candidates = withLivePlans(planned, evalInput);
      const done = evalInput.live.annotations;
      const read2 = await readCandidateAnnotations(opts.live, evalInput.live.snapshot.apps, config.controlPlaneNamespace, candidates, done, log);
      evalInput.live = { ...evalInput.live, annotations: read2 };
    }
    const { report, plans } = evaluate(evalInput, planned);
    const evicted = disk ? await disk.finish() : 0;
    const cacheStats = disk && {
      cacheHits: disk.counters.hits,
      cacheMisses: disk.counters.misses,
      cacheRejected: disk.counters.rejected,
      cacheWritten: disk.counters.written
    };
    if (disk) {
      report.renderCache = { hits: disk.counters.hits, misses: disk.counters.misses, rejected: disk.counters.rejected, uncacheable: disk.counters.uncacheable };
      log(
        `render cache: ${disk.counters.hits} hit(s), ${disk.counters.misses} miss(es) (${disk.counters.rejected} entries rejected), ${disk.counters.uncacheable} not cacheable, ${disk.counters.written} written, ${evicted} evicted`
      );
    }
    return {
      report,
      plans,
      config,
      stats: { processes, skipped: graph.skipped.size, rendered: base.renders.size + head.renders.size, ...determinism, ...cacheStats }
    };
  } finally {
    await removeScratch();
  }
}

// src/report/sanitize.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var INVISIBLE = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]/g;
function hex(c) {
  const n = c.codePointAt(0);
  return n <= 255 ? `\\x${n.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${n.toString(16).toUpperCase().padStart(4, "0")}`;
}
function wellFormed(s) {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\uFFFD");
}
var SHORT = { "\r": "\\r", "\n": "\\n", "	": "\\t" };
function visible(s, multiline = false) {
  let t = multiline ? wellFormed(s).replace(/\r\n/g, "\n") : wellFormed(s);
  t = t.replace(CONTROL, (c) => SHORT[c] ?? hex(c)).replace(INVISIBLE, hex);
  return multiline ? t : t.replace(/[\n\t]/g, (c) => SHORT[c]);
}
function clean(s) {
  return wellFormed(s).replace(/\r\n/g, "\n").replace(INVISIBLE, "").replace(CONTROL, (c) => SHORT[c] ?? hex(c));
}
function defuseLine(line) {
  return /^\s*(::|##\[)/.test(line) ? `\\${line}` : line;
}
function defuseLines(s) {
  return s.split("\n").map(defuseLine).join("\n");
}
function logLine(s) {
  return defuseLine(visible(s));
}
function commandText(s) {
  return visible(s, true).replace(/\t/g, "\\t");
}
var RULE_IDS2 = new Set(RULES.map((r) => r.id));
function trustedDocs(f4) {
  return RULE_IDS2.has(f4.rule) && f4.docs === docsUrl(f4.rule) ? f4.docs : null;
}
function withTrustedDocs(r) {
  return { ...r, findings: r.findings.map((f4) => ({ ...f4, docs: trustedDocs(f4) ?? "" })) };
}
var MULTILINE_FIELDS = /* @__PURE__ */ new Set(["error", "message", "fix", "notRendered", "warnings"]);
function terminalSafe(value2) {
  const map2 = (v, multiline) => typeof v === "string" ? visible(v, multiline) : v;
  const root = { v: structuredClone(value2) };
  const stack = [{ node: root, multiline: false }];
  while (stack.length > 0) {
    const { node, multiline } = stack.pop();
    const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
    for (const k of keys) {
      const ml = Array.isArray(node) ? multiline : MULTILINE_FIELDS.has(k);
      const child = node[k];
      if (child && typeof child === "object") stack.push({ node: child, multiline: ml });
      else node[k] = map2(child, ml);
    }
  }
  return root.v;
}
function jsonEscapeInvisible(json) {
  return json.replace(
    /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}

// src/live/argocd-api.ts
import { readFileSync as readFileSync12 } from "node:fs";
import { rootCertificates } from "node:tls";

// src/live/http.ts
import { request as httpRequest2 } from "node:http";
import { request as httpsRequest2 } from "node:https";
var BodyTooLarge = class extends Error {
};
function get2(url, o) {
  const max = o.maxBytes ?? 256 * 1024 * 1024;
  return new Promise((resolve9, reject) => {
    let reason;
    const fail2 = (e) => {
      clearTimeout(timer);
      reject(reason ?? e);
    };
    const stop = (e) => {
      reason ??= e;
      req.destroy(e);
    };
    const req = (url.protocol === "https:" ? httpsRequest2 : httpRequest2)(
      url,
      { method: "GET", headers: o.headers, ...url.protocol === "https:" && o.ca ? { ca: o.ca } : {}, agent: o.agent ?? false, timeout: o.timeoutMs },
      (res) => {
        const chunks = [];
        let size = 0;
        res.on("data", (c) => {
          size += c.length;
          if (size > max) stop(new BodyTooLarge());
          else chunks.push(c);
        });
        res.on("end", () => {
          clearTimeout(timer);
          if (reason) return reject(reason);
          resolve9({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", fail2);
        res.on("aborted", () => fail2(new Error("aborted")));
      }
    );
    const timer = setTimeout(() => stop(new LiveTimeout()), o.timeoutMs);
    req.on("error", fail2);
    req.end();
  });
}

// src/live/proxy.ts
function isLoopback(host) {
  const h = host.toLowerCase();
  return h === "localhost" || h.startsWith("127.") || h.startsWith("[::1]") || h.startsWith("[0:0:0:0:0:0:0:1]");
}
function bypassesProxy2(url, env) {
  if (!url.hostname) return false;
  if (isLoopback(url.hostname)) return true;
  const noProxy = env.no_proxy || env.NO_PROXY || "";
  if (!noProxy) return false;
  const port = url.port ? Number(url.port) : url.protocol === "http:" ? 80 : url.protocol === "https:" ? 443 : void 0;
  const hosts = [url.hostname.toUpperCase()];
  if (port !== void 0) hosts.push(`${hosts[0]}:${port}`);
  for (const item of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
    if (item === "*" || hosts.some((h) => h === item || h.endsWith(`.${item}`) || item.startsWith(".") && h.endsWith(item))) return true;
  }
  return false;
}
function proxyFor(url, env) {
  if (bypassesProxy2(url, env)) return void 0;
  const names = url.protocol === "https:" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy", "HTTP_PROXY"];
  const variable = names.find((n) => env[n]);
  if (!variable) return void 0;
  const value2 = env[variable];
  let proxy;
  try {
    proxy = new URL(/^https?:\/\//i.test(value2) ? value2 : `http://${value2}`);
  } catch {
    proxy = void 0;
  }
  if (!proxy || !proxy.hostname) throw new TypeError(`${variable} is not a URL`);
  return { url: proxy, variable };
}
function tunnelAgent(proxy) {
  return new HttpsProxyAgent({ proxy, keepAlive: false });
}

// src/live/argocd-api.ts
var SERVICE = "the Argo CD API server";
var FIX_AUTH = 'Set ARGOCD_AUTH_TOKEN (CLI) or the argocd-auth-token input (action) to a token of a project role with `applications, get` (README "Live mode").';
var FIX_FORBIDDEN = 'The token\'s role needs `p, proj:<project>:prune-guard, applications, get, <project>/*, allow` (README "Live mode").';
function configFailure(message2) {
  return { kind: "config", message: `Live mode (Argo CD API): ${message2}` };
}
function argoCdApiReader(o) {
  let url;
  try {
    url = new URL(o.url);
  } catch {
    return configFailure(`--argocd-server / argocd-server '${o.url}' is not a URL. Use https://<host>[:port] (or http://127.0.0.1:<port> for a port-forward).`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return configFailure(`--argocd-server / argocd-server must start with https:// (or http:// for a port-forward), not ${url.protocol}//.`);
  if (url.username || url.password)
    return configFailure("--argocd-server / argocd-server must not contain credentials; pass the token in ARGOCD_AUTH_TOKEN or the argocd-auth-token input.");
  if (url.search || url.hash) return configFailure(`--argocd-server / argocd-server must be a base URL without a query or fragment (${url.origin}).`);
  const token = o.token.trim();
  if (!token) return configFailure(`no token for ${url.origin}: set ARGOCD_AUTH_TOKEN (CLI) or the argocd-auth-token input (action).`);
  if (/[\s\x00-\x1f\x7f]/.test(token)) return configFailure("the token contains whitespace or control characters; copy it again without line breaks.");
  let ca;
  if (o.caFile) {
    let pem;
    try {
      pem = readFileSync12(o.caFile, "utf8");
    } catch {
      return configFailure(`cannot read the CA file '${o.caFile}' (--argocd-ca-file / argocd-ca-file): give the path of a PEM file.`);
    }
    if (!pem.includes("-----BEGIN CERTIFICATE-----")) return configFailure(`the CA file '${o.caFile}' holds no PEM certificate (-----BEGIN CERTIFICATE-----).`);
    ca = [...rootCertificates, pem];
  }
  let proxy;
  try {
    proxy = proxyFor(url, o.env ?? {});
  } catch (e) {
    return configFailure(`${e.message}: give the proxy as http://<host>:<port> (or set NO_PROXY to reach ${url.host} directly).`);
  }
  if (proxy && url.protocol === "http:")
    return configFailure(
      `${url.origin} would be reached through the proxy in ${proxy.variable}, which would see the token in clear text over http://. Use https://, or add ${url.hostname} to NO_PROXY.`
    );
  return new ArgoCdApiReader(url, token, ca, o.namespaces ?? [], o.timeoutMs ?? DEFAULT_TIMEOUT_MS, proxy);
}
var ArgoCdApiReader = class {
  constructor(base, token, ca, namespaces, timeoutMs, proxy) {
    this.base = base;
    this.token = token;
    this.ca = ca;
    this.namespaces = namespaces;
    this.timeoutMs = timeoutMs;
    this.proxy = proxy;
    this.endpoint = endpointOf(base);
    this.agent = proxy ? tunnelAgent(proxy.url) : void 0;
  }
  base;
  token;
  ca;
  namespaces;
  timeoutMs;
  proxy;
  endpoint;
  agent;
  url(path, query) {
    const u = new URL(this.base.href.replace(/\/+$/, "") + path);
    for (const [k, v] of Object.entries(query)) if (v !== void 0) u.searchParams.set(k, v);
    return u;
  }
  get(u) {
    return get2(u, { headers: { Authorization: `Bearer ${this.token}`, Accept: "application/json" }, ca: this.ca, timeoutMs: this.timeoutMs, agent: this.agent });
  }
  async readApps() {
    const apps = [];
    const targets = this.namespaces.length ? this.namespaces : [void 0];
    for (const ns of targets) {
      const what = `listing Applications${ns ? ` in namespace ${ns}` : ""} (GET /api/v1/applications)`;
      let res;
      try {
        res = await this.get(this.url("/api/v1/applications", { appNamespace: ns }));
      } catch (e) {
        return { ok: false, failure: this.transportFailure(e, what) };
      }
      if (res.status !== 200) return { ok: false, failure: this.statusFailure(res.status, what) };
      let parsed;
      try {
        parsed = parseApplicationList(JSON.parse(res.body), ns ?? "").apps;
      } catch (e) {
        return { ok: false, failure: this.shapeFailure(e, what) };
      }
      apps.push(...parsed.map((p) => p.app));
    }
    return { ok: true, snapshot: { via: "argocd-api", endpoint: this.endpoint, apps } };
  }
  async annotationsOf(app, r) {
    const u = this.url(`/api/v1/applications/${encodeURIComponent(app.name)}/resource`, {
      appNamespace: app.namespace || void 0,
      namespace: r.namespace,
      resourceName: r.name,
      version: r.version,
      kind: r.kind,
      group: r.group,
      project: app.project
    });
    let res;
    try {
      res = await this.get(u);
    } catch {
      return { ok: false, reason: "error" };
    }
    if (res.status === 403) return { ok: false, reason: "forbidden" };
    if (res.status === 404) return { ok: false, reason: "missing" };
    if (res.status !== 200) return { ok: false, reason: "error" };
    try {
      const body = JSON.parse(res.body);
      if (typeof body?.manifest !== "string") return { ok: false, reason: "error" };
      return { ok: true, annotations: annotationsOfObject(JSON.parse(body.manifest)) };
    } catch {
      return { ok: false, reason: "error" };
    }
  }
  transportFailure(e, what) {
    if (e instanceof BodyTooLarge) return failure("invalid-response", SERVICE, this.endpoint, what, "The answer was larger than 256 MiB.", this.timeoutMs);
    const kind = transportKind(e) ?? "unreachable";
    const fix = {
      timeout: `Check that the server is reachable from this runner${this.timeoutMs < DEFAULT_TIMEOUT_MS ? ", or raise --live-timeout / live-timeout" : ""}.`,
      tls: this.base.protocol === "https:" ? "Give the CA that signed the server certificate with --argocd-ca-file / argocd-ca-file." : "Use the URL scheme the server speaks.",
      unreachable: "Check --argocd-server / argocd-server and that the server is reachable from this runner."
    };
    const via = this.proxy ? ` Requests go through the proxy at ${endpointOf(this.proxy.url)} (${this.proxy.variable}): check that it allows CONNECT to ${this.endpoint}, or add ${this.base.hostname} to NO_PROXY.` : "";
    return failure(kind, SERVICE, this.endpoint, what, (fix[kind] ?? fix.unreachable) + via, this.timeoutMs);
  }
  statusFailure(status2, what) {
    const kind = statusKind(status2);
    if (kind === "unauthorized") return failure(kind, SERVICE, this.endpoint, what, FIX_AUTH, this.timeoutMs);
    if (kind === "forbidden") return failure(kind, SERVICE, this.endpoint, what, FIX_FORBIDDEN, this.timeoutMs);
    return failure(
      kind,
      SERVICE,
      this.endpoint,
      `${what}, HTTP ${status2}`,
      "Check that --argocd-server / argocd-server is the base URL of the Argo CD API server.",
      this.timeoutMs
    );
  }
  shapeFailure(e, what) {
    const detail = e instanceof InvalidShape ? ` (${e.message})` : "";
    return failure(
      "invalid-response",
      SERVICE,
      this.endpoint,
      what + detail,
      "Check that --argocd-server / argocd-server is the base URL of the Argo CD API server (not the UI behind an SSO proxy).",
      this.timeoutMs
    );
  }
};

// src/live/index.ts
var LIVE_TIMEOUT_RANGE_S = [1, 600];
function parseLiveTimeout(value2, label) {
  const [min, max] = LIVE_TIMEOUT_RANGE_S;
  const v = value2.trim();
  const n = /^\d{1,4}(\.\d{1,3})?$/.test(v) ? Number(v) : NaN;
  if (!(n >= min && n <= max))
    return {
      kind: "config",
      message: `${label}: '${value2}' is not a number of seconds (${min}-${max}). Give the bound on the whole live read, e.g. 60 (default 120).`
    };
  return Math.round(n * 1e3);
}
var NAMESPACE = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function isLiveFailure(x) {
  return x !== void 0 && "kind" in x && "message" in x;
}
async function createLiveReader(o) {
  const kube = o.kubeconfig && (o.kubeconfig.path !== void 0 || o.kubeconfig.content !== void 0) ? o.kubeconfig : void 0;
  if (kube && o.argocdServer)
    return {
      kind: "config",
      message: "Live mode: give either a kubeconfig (--kubeconfig / kubeconfig) or an Argo CD API server (--argocd-server / argocd-server), not both."
    };
  const bad2 = (o.namespaces ?? []).find((n) => !NAMESPACE.test(n));
  if (bad2 !== void 0)
    return {
      kind: "config",
      message: `Live mode: '${bad2}' (--live-namespace / live-namespaces) is not a namespace name (lower-case letters, digits and '-', at most 63).`
    };
  if (o.timeoutMs !== void 0 && !(Number.isInteger(o.timeoutMs) && o.timeoutMs > 0))
    return { kind: "config", message: `Live mode: the timeout ${o.timeoutMs} ms is not a positive whole number.` };
  if (o.readTimeoutMs !== void 0 && !(Number.isInteger(o.readTimeoutMs) && o.readTimeoutMs > 0))
    return { kind: "config", message: `Live mode: the read timeout ${o.readTimeoutMs} ms is not a positive whole number.` };
  const timeoutMs = o.timeoutMs ?? (o.readTimeoutMs !== void 0 ? Math.min(DEFAULT_TIMEOUT_MS, o.readTimeoutMs) : void 0);
  const r = kube ? (await import("./kubernetes-3UAL2OAA.js")).kubernetesReader({ ...kube, namespaces: o.namespaces, timeoutMs }) : o.argocdServer ? argoCdApiReader({ ...o.argocdServer, namespaces: o.namespaces, timeoutMs }) : void 0;
  if (r && !isLiveFailure(r) && o.readTimeoutMs !== void 0) return withReadTimeout(r, o.readTimeoutMs);
  if (r) return r;
  if (o.kubeconfig?.context !== void 0) return { kind: "config", message: "Live mode: --kube-context needs --kubeconfig." };
  return void 0;
}
function withReadTimeout(r, readTimeoutMs) {
  const annotationsOf2 = r.annotationsOf?.bind(r);
  return { readApps: () => r.readApps(), ...annotationsOf2 ? { annotationsOf: annotationsOf2 } : {}, readTimeoutMs };
}

// src/report/json.ts
function renderJson(report) {
  return jsonEscapeInvisible(JSON.stringify(report, null, 2)) + "\n";
}

// src/report/md.ts
var WJ = "\u2060";
function neutralize(s) {
  return s.replace(/[@#]/g, (c) => `${c}${WJ}`).replace(/:\/\//g, `:${WJ}//`).replace(/(www)(\.)/gi, `$1${WJ}$2`);
}
function text2(s) {
  return neutralize(
    clean(s).replace(/\r|\n/g, " ").replace(/[&<>\\`*_{}[\]()!|~]/g, (c) => ENTITY[c] ?? `\\${c}`)
  );
}
var ENTITY = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
function longestRun(s, ch) {
  let best = 0;
  let run = 0;
  for (const c of s) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}
function code(s, inTable = false) {
  let body = clean(s).replace(/\r|\n/g, " ");
  if (inTable) body = body.replace(/\|/g, "\\|");
  if (body.trim() === "") return "` `";
  const ticks = "`".repeat(longestRun(body, "`") + 1);
  const pad2 = body.startsWith("`") || body.endsWith("`") ? " " : "";
  return `${ticks}${pad2}${body}${pad2}${ticks}`;
}
function fence(s, lang = "", maxLines = Infinity) {
  let lines2 = clean(s).replace(/\r/g, "\n").replace(/\n+$/, "").split("\n");
  if (lines2.length > maxLines) lines2 = [...lines2.slice(0, maxLines), `\u2026 ${lines2.length - maxLines} more lines`];
  const body = lines2.join("\n");
  const ticks = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  return `${ticks}${lang}
${body}
${ticks}`;
}
function link(label, url) {
  const enc2 = (c) => encodeURIComponent(c).replace(/[()]/g, (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${label}](${url.replace(/[\s()<>\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, enc2)})`;
}
function details(summary, body) {
  return [`<details><summary>${summary}</summary>`, "", ...body, "", "</details>"];
}
function plural2(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function sizeOf(s, measure) {
  return measure === "bytes" ? Buffer.byteLength(s, "utf8") : s.length;
}
function cutLines(s, max, measure = "chars") {
  if (sizeOf(s, measure) <= max) return s;
  const lines2 = s.split("\n");
  const out = [];
  let size = 0;
  for (const l of lines2) {
    const n = sizeOf(l, measure) + 1;
    if (size + n > max) break;
    out.push(l);
    size += n;
  }
  if (out.length > 0) return out.join("\n");
  let r = "";
  for (const ch of s) {
    if (sizeOf(r + ch, measure) > max) break;
    r += ch;
  }
  return r;
}

// src/report/approval.ts
import { createHash as createHash6 } from "node:crypto";
var APPROVABLE_RULES = /* @__PURE__ */ new Set(["prune", "app-removed-cascade"]);
function approvalText(a) {
  return `approved ${a.by ? `by @${a.by} ` : ""}via label ${a.label}`;
}
function approvable(report) {
  return report.findings.filter((f4) => f4.blocking && APPROVABLE_RULES.has(f4.rule));
}
function approvalKey(f4) {
  return [f4.rule, f4.appNamespace ?? "", f4.app ?? "", f4.resource ? keyString(f4.resource) : ""].join("\0");
}
function approvalDigest(report) {
  const keys = [...new Set(approvable(report).map(approvalKey))].sort();
  if (keys.length === 0) return "";
  return createHash6("sha256").update(keys.join("\n")).digest("hex").slice(0, 16);
}
function applyApproval(report, approval) {
  const reason = approvalText(approval);
  return withFindings(
    report,
    report.findings.map((f4) => f4.blocking && APPROVABLE_RULES.has(f4.rule) ? { ...f4, blocking: false, suppressed: reason } : f4)
  );
}
function markApprovalStale(report, label, record) {
  const what = record ? `The label ${label} was applied${record.by ? ` by @${record.by}` : ""} for another set of deletions (${record.count} finding${record.count === 1 ? "" : "s"}); this change deletes a different set.` : `The label ${label} is on the pull request, but no approval of this set of deletions was recorded.`;
  const again = `${what} A new approval is needed: remove the label and add it again to approve the current set.`;
  return withFindings(
    report,
    report.findings.map((f4) => f4.blocking && APPROVABLE_RULES.has(f4.rule) ? { ...f4, fix: `${f4.fix} ${again}` } : f4)
  );
}
function withFindings(report, findings2) {
  const blocking = findings2.filter((f4) => f4.blocking).length;
  return { ...report, verdict: blocking > 0 ? "fail" : "pass", summary: { ...report.summary, blocking }, findings: findings2 };
}
function approvedByText(report) {
  const who = /* @__PURE__ */ new Set();
  const labels = /* @__PURE__ */ new Set();
  for (const f4 of report.findings) {
    const m = /^approved (?:by @(\S+) )?via label (.*)$/.exec(f4.suppressed ?? "");
    if (!m) continue;
    if (m[1]) who.add(`@${m[1]}`);
    else labels.add(m[2]);
  }
  if (who.size > 0) return `approved by ${[...who].sort().join(", ")}`;
  return labels.size > 0 ? `approved via label ${[...labels].sort().join(", ")}` : "";
}

// src/report/headline.ts
var LOUD_KINDS = [
  ["PersistentVolumeClaim", "PVC"],
  ["PersistentVolume", "PV"],
  ["Namespace", "Namespace"],
  ["CustomResourceDefinition.apiextensions.k8s.io", "CRD"]
];
function headlineParts(r) {
  const s = r.summary;
  const notes = [
    s.unknownApps ? `${s.unknownApps} not analysed` : "",
    s.renderErrors ? `${s.renderErrors} ${s.renderErrors === 1 ? "fails" : "fail"} to render` : ""
  ].filter(Boolean);
  const parts = [{ text: `${plural2(s.changedApps, "app")} changed${notes.length ? ` (${notes.join(", ")})` : ""}`, loud: s.unknownApps > 0 }];
  parts.push({ text: `${s.prune} to prune`, loud: false });
  if (s.deletes > 0) {
    const loud = LOUD_KINDS.map(([k, abbr]) => [abbr, s.deletedKinds[k] ?? 0]).filter(([, n]) => n > 0).map(([abbr, n]) => plural2(n, abbr));
    const detail = [s.cascadeDeletes ? `${s.cascadeDeletes} with removed apps` : "", loud.join(", ")].filter(Boolean).join("; ");
    parts.push({ text: `${s.deletes} deleted${detail ? ` (${detail})` : ""}`, loud: true });
  }
  parts.push({ text: `${s.create} to create`, loud: false }, { text: `${s.update} to update`, loud: false });
  if (s.appSets > 0) {
    const unknown = s.unknownAppSets ?? 0;
    parts.push({ text: `${plural2(s.appSets, "ApplicationSet")}${unknown ? ` (${unknown} not analysed)` : ""}`, loud: unknown > 0 });
  }
  return parts;
}
function deletesPhrase(r) {
  const s = r.summary;
  if (s.deletes === 0) return "";
  const loud = LOUD_KINDS.map(([k, abbr]) => [abbr, s.deletedKinds[k] ?? 0]).filter(([, n]) => n > 0);
  const named = loud.reduce((n, [, c]) => n + c, 0);
  const rest = s.deletes - named;
  const parts = loud.map(([abbr, n]) => plural2(n, abbr));
  if (rest > 0) parts.push(named > 0 ? plural2(rest, "other resource") : plural2(rest, "resource"));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
}

// src/report/markdown-parts.ts
var BASE_SIDE_RULES = /* @__PURE__ */ new Set(["prune", "app-removed-cascade"]);
function argocdAppUrl(a, argocdUrl) {
  if (!argocdUrl) return null;
  const path = [a.namespace, a.name].filter(Boolean).map((s) => encodeURIComponent(wellFormed(s))).join("/");
  return `${argocdUrl.replace(/\/+$/, "")}/applications/${path}`;
}
function appName(a, ctx) {
  const url = argocdAppUrl(a, ctx.argocdUrl);
  return url ? link(text2(a.name), url) : text2(a.name);
}
function hookLabel(h) {
  return `${h.phases.join(", ") || "hook"} ${resLabel(h)}`;
}
var resLabel = keyLabel;
function short(sha) {
  return sha.slice(0, 7);
}
function location(file, line, sha, ctx) {
  if (!file) return "";
  const label = text2(line ? `${file}:${line}` : file);
  if (!ctx.repoUrl) return label;
  const path = wellFormed(file).split("/").map(encodeURIComponent).join("/");
  return link(label, `${ctx.repoUrl}/blob/${sha}/${path}${line ? `#L${line}` : ""}`);
}
function findingSha(f4, r) {
  return BASE_SIDE_RULES.has(f4.rule) ? r.base.sha : r.head.sha;
}
var SEVERITY_ICON = {
  critical: "\u{1F6D1}",
  high: "\u{1F534}",
  medium: "\u{1F7E0}",
  low: "\u{1F7E1}",
  info: "\u2139\uFE0F"
};
function findingIcon(f4) {
  if (f4.blocking) return "\u274C";
  if (f4.suppressed) return "\u2705";
  return SEVERITY_ICON[f4.severity];
}
function orderedFindings(r) {
  return r.findings.map((f4, i) => ({ f: f4, i })).sort((a, b) => Number(b.f.blocking) - Number(a.f.blocking) || severityRank(b.f.severity) - severityRank(a.f.severity) || a.i - b.i).map((x) => x.f);
}
function appKey2(ns, name) {
  return `${ns ?? ""}/${name ?? ""}`;
}
function findingsByApp(r) {
  const m = /* @__PURE__ */ new Map();
  for (const f4 of r.findings) {
    const k = appKey2(f4.appNamespace, f4.app);
    const list3 = m.get(k);
    if (list3) list3.push(f4);
    else m.set(k, [f4]);
  }
  return m;
}
function shownApps(r) {
  return r.apps.filter((a) => isChanged(a) || a.outcome !== "analysed" || !!a.error);
}
function appIcon(a, findings2) {
  if (findings2.some((f4) => f4.blocking)) return "\u274C";
  if (a.error || a.notRendered || a.outcome !== "analysed" || a.cascade.length > 0 || a.prune.some((p) => p.outcome === "delete" || p.outcome === "auto-sync-stopped"))
    return "\u26A0\uFE0F";
  if (findings2.some((f4) => !f4.suppressed && severityRank(f4.severity) >= severityRank("medium"))) return "\u26A0\uFE0F";
  return "\u2705";
}
function summaryLine(r, bold = false) {
  return headlineParts(r).map((p) => bold && p.loud ? `**${p.text}**` : p.text).join(" \xB7 ");
}
function approvals(r) {
  const m = /* @__PURE__ */ new Map();
  for (const f4 of r.findings) if (f4.suppressed?.startsWith("approved ")) m.set(f4.suppressed, (m.get(f4.suppressed) ?? 0) + 1);
  return [...m.entries()].sort(byEntryKey);
}
function verdictLine(r, title2) {
  const deletes = r.summary.deletes;
  const stopped = r.apps.filter((a) => a.prune.some((p) => p.outcome === "auto-sync-stopped")).length;
  const stop = stopped ? `, automated sync stops (${plural2(stopped, "app")} ${stopped === 1 ? "renders" : "render"} nothing)` : "";
  if (r.verdict === "fail") {
    const del = deletes ? `, merging deletes ${deletesPhrase(r)}` : "";
    return `## \u274C ${title2}: ${plural2(r.summary.blocking, "blocking finding")}${del}${stop}${r.live?.status === "failed" ? ", live facts unavailable" : ""}`;
  }
  const approved = approvals(r).reduce((n, [, c]) => n + c, 0);
  if (approved > 0) {
    const by = text2(approvedByText(r));
    return deletes > 0 ? `## \u2705 ${title2}: passed, merging deletes ${deletesPhrase(r)}${stop} (${by})` : `## \u2705 ${title2}: passed, ${plural2(approved, "finding")} ${by}${stop}`;
  }
  const notes = [
    deletes > 0 ? `${plural2(deletes, "resource")} will be deleted` : "",
    stop.slice(2),
    r.summary.unknownApps > 0 ? `${plural2(r.summary.unknownApps, "app")} not analysed` : "",
    // The apps an ApplicationSet the guard could not expand generates are not analysed either: never a plain pass.
    r.summary.unknownAppSets > 0 ? `${plural2(r.summary.unknownAppSets, "ApplicationSet")} not analysed` : "",
    // Live mode failed: the pass is the offline answer, and the title says so (never a pass that looks complete).
    r.live?.status === "failed" ? "live facts unavailable (offline answer)" : ""
  ];
  if (notes.some(Boolean)) return `## \u26A0\uFE0F ${title2}: passed, ${notes.filter(Boolean).join(", ")}`;
  return `## \u2705 ${title2}: passed`;
}
var OUTCOME_TEXT = {
  delete: "**deleted** by the next automated sync",
  "kept-prune-false": "kept (Prune=false); the app stays OutOfSync",
  "needs-confirmation": "waits for confirmation (Prune=confirm)",
  "requires-manual-prune": "left until someone syncs with prune (automated prune is off)",
  "auto-sync-stopped": "automated sync **stops** (empty render); a manual sync with prune **deletes** it",
  cascade: "**deleted** with its removed Application (resources finalizer)"
};
function outcomeIcon(outcome) {
  return outcome === "delete" || outcome === "cascade" ? "\u{1F5D1}\uFE0F" : outcome === "auto-sync-stopped" ? "\u26D4" : outcome === "needs-confirmation" ? "\u23F8\uFE0F" : "\u{1F4CC}";
}
function sourcesText(a) {
  if (a.sources.length === 0) return "no sources";
  return a.sources.map((s) => `${text2(s.type)} ${code(s.chart || s.path || ".")}${s.rendered ? "" : " (not rendered)"}`).join(", ");
}
function countText(n) {
  return n === null ? "\u2013" : String(n);
}

// src/report/budget.ts
var COMMENT_BUDGET = 65e3;
var CHECK_TEXT_MAX = 65535;
var CHECK_TITLE_MAX = 255;
var ANNOTATIONS_PER_REQUEST = 50;
var ANNOTATIONS_MAX = 1e3;
var SUMMARY_MAX_BYTES = 1024 * 1024;
var STATUS_DESCRIPTION_MAX = 140;
var DETAIL_LEVELS = 6;
function fit(render, budget, fallback) {
  for (let l = 0; l < DETAIL_LEVELS; l++) {
    const body2 = render(l);
    if (sizeOf(body2, budget.measure) <= budget.limit) return { body: body2, level: l, fits: true };
  }
  const body = fallback();
  return { body, level: 5, fits: sizeOf(body, budget.measure) <= budget.limit };
}
function ellipsize(s, max) {
  if (s.length <= max) return s;
  let out = "";
  for (const ch of s) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return out + "\u2026";
}
function batches(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// src/report/blockers.ts
var OUTCOME_PLAIN = {
  delete: "deleted by the next automated sync",
  "kept-prune-false": "kept (Prune=false); the app stays OutOfSync",
  "needs-confirmation": "waits for approval in Argo CD (Prune=confirm)",
  "requires-manual-prune": "left until someone syncs with prune (automated prune is off)",
  "auto-sync-stopped": "automated sync stops (empty render); a manual sync with prune deletes it",
  cascade: "deleted with its removed Application"
};
var LOUD2 = /* @__PURE__ */ new Set(["PersistentVolumeClaim", "PersistentVolume", "Namespace"]);
function resourceRisk(r) {
  const loud = r.group === "" && LOUD2.has(r.kind) ? 0 : 1;
  const o = r.outcome;
  const deletes = o === "delete" || o === "cascade" || o === "auto-sync-stopped" ? 0 : o === "requires-manual-prune" || o === "needs-confirmation" ? 1 : 2;
  return deletes * 2 + loud;
}
var key = (ns, name) => `${ns ?? ""}/${name ?? ""}`;
function appsByRisk(r, apps) {
  const blocking = new Set(r.findings.filter((f4) => f4.blocking).map((f4) => key(f4.appNamespace, f4.app)));
  const rank = (a) => {
    const rows = [...a.prune, ...a.cascade.map((c) => ({ ...c, outcome: "cascade" }))];
    const best = rows.reduce((m, p) => Math.min(m, resourceRisk(p)), 6);
    const own = best === 0 ? 1 : a.outcome !== "analysed" || a.error || a.notRendered ? 2 : best === 1 ? 3 : best < 6 ? 4 : 5;
    return (blocking.has(key(a.namespace || null, a.name)) ? 0 : 10) + own;
  };
  return apps.map((a, i) => ({ a, i, k: rank(a) })).sort((x, y) => x.k - y.k || x.i - y.i).map((x) => x.a);
}
function groupFindings(findings2) {
  const groups = /* @__PURE__ */ new Map();
  const out = [];
  findings2.forEach((f4, i) => {
    const k = f4.resource ? JSON.stringify([f4.rule, f4.appNamespace, f4.app, f4.severity, f4.blocking, f4.suppressed ?? null, f4.introduced, f4.fix]) : `single:${i}`;
    const g = groups.get(k);
    if (g) {
      g.all.push(f4);
      if (f4.resource) g.resources.push(f4.resource);
      return;
    }
    const n = { first: f4, all: [f4], resources: f4.resource ? [f4.resource] : [] };
    groups.set(k, n);
    out.push(n);
  });
  for (const g of out) g.resources.sort((a, b) => resourceRisk(a) - resourceRisk(b));
  return out;
}
function firstSentence(s) {
  const flat = s.replace(/\s*\n\s*/g, " ");
  const m = /^(.{60,300}?\.)(\s|$)/.exec(flat);
  if (m) return m[1];
  return flat.length <= 300 ? flat : `${flat.slice(0, 300)}\u2026`;
}
function blockers(r) {
  const blocking = r.findings.filter((f4) => f4.blocking);
  return groupFindings(blocking).map((g) => ({
    app: g.first.app,
    rule: g.first.rule,
    count: g.all.length,
    why: g.all.length > 1 ? `${g.all.length} resources, for example: ${firstSentence(g.first.message)}` : firstSentence(g.first.message),
    fix: g.first.fix ? firstSentence(g.first.fix) : "",
    approvable: APPROVABLE_RULES.has(g.first.rule)
  }));
}
function plainText(s) {
  return s.replace(/`([^`\n]*)`/g, "$1");
}

// src/report/markdown-blockers.ts
var MAX_BLOCKERS = 12;
function blockersSection(r, opts) {
  const list3 = blockers(r);
  if (list3.length === 0) return [];
  const out = ["### \u274C What blocks merge", ""];
  for (const b of list3.slice(0, MAX_BLOCKERS)) {
    const fix = !b.approvable && b.fix ? ` **Fix:** ${text2(b.fix)}` : "";
    out.push(`- ${b.app ? `**${text2(b.app)}** \xB7 ` : ""}${code(b.rule)} \xB7 ${text2(b.why)}${fix}`);
  }
  if (list3.length > MAX_BLOCKERS) out.push(`- \u2026 and ${plural2(list3.length - MAX_BLOCKERS, "more blocking cause")} (see the findings below)`);
  out.push("", "**To unblock:**", "");
  const deletions = list3.filter((b) => b.approvable);
  const other = list3.length - deletions.length;
  if (deletions.length > 0) {
    const label = opts.approveLabel ? `the label ${code(opts.approveLabel)}` : "the approve label (the action input approve-label)";
    out.push(
      `- If the deletions are intended, add ${label} to this pull request. It acknowledges these deletions only: the comment keeps listing them, and ${other > 0 ? "the other blocking findings still need their fix" : "any other blocking finding would still need its fix"}. If a later push changes the deletions, remove the label and add it again.`,
      `- To keep an object instead, restore it in Git, or first annotate it with ${code("argocd.argoproj.io/sync-options: Prune=false")} in a separate change that is synced, then remove it.`
    );
  }
  if (other > 0)
    out.push(
      `- ${deletions.length ? "Every other blocking finding" : "Each blocking finding"}: apply its fix (above; in full under the finding below). The label does not acknowledge these.`
    );
  return [...out, ""];
}
function stoppedNote(r) {
  const out = [];
  for (const a of r.apps) {
    const n = a.prune.filter((p) => p.outcome === "auto-sync-stopped");
    if (n.length === 0) continue;
    const kinds = [...new Set(n.map((p) => p.kind))].sort();
    out.push(
      "> [!CAUTION]",
      `> **${text2(a.name)}** renders nothing at head: automated sync **stops** (Argo CD refuses to wipe an app unless allowEmpty is set). A **manual sync with prune deletes these ${n.length}** (${text2(kinds.join(", "))}).`,
      ""
    );
  }
  return out;
}

// src/report/stable.ts
var GO_LOG_PREFIX = /^(\d{4}\/\d{2}\/\d{2} )?\d{2}:\d{2}:\d{2}(\.\d+)? /;
var PID = /\s*\(?\bpid[ =:]?\d+\)?/gi;
function stableError(s) {
  return s.split("\n").map((l) => l.replace(GO_LOG_PREFIX, "").replace(PID, "")).join("\n");
}
function wrapLines(s, width = 100) {
  const out = [];
  for (const line of s.split("\n")) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    let cur = "";
    for (const w of line.split(" ")) {
      if (cur && cur.length + 1 + w.length > width) {
        out.push(cur);
        cur = `  ${w}`;
      } else cur = cur ? `${cur} ${w}` : w;
    }
    if (cur) out.push(cur);
  }
  return out.join("\n");
}
function shownError(s, width = 100) {
  return wrapLines(stableError(s), width);
}

// src/report/live-words.ts
var short2 = (s) => /^[0-9a-f]{40,64}$/.test(s) ? s.slice(0, 7) : s;
function liveAppFact(l, baseSha) {
  const rev = l.revisions.length ? `synced at ${l.revisions.map(short2).join(", ")}` : "no synced revision reported";
  const status2 = l.syncStatus ?? "sync status unknown";
  const notBase = l.revisionIsBase === false ? ` (not the PR's base ${short2(baseSha)})` : "";
  const op = l.operationPhase && l.operationPhase !== "Succeeded" ? `, last operation ${l.operationPhase}` : "";
  return `live: ${rev}, ${status2}${notBase}${op}`;
}
function liveAppExtras(l) {
  const out = [];
  if (l.syncStatus === "OutOfSync") out.push("live: already OutOfSync before this change, so a sync also applies differences this change does not make");
  for (const t of l.trackedNotInBase)
    out.push(`live: ${keyLabel(t)} is tracked in the cluster, not in the base render${t.requiresPruning ? " (requires pruning)" : ""}`);
  for (const k of l.baseNotTracked) out.push(`live: ${keyLabel(k)} is rendered at base but not tracked in the cluster, so a sync does not prune it`);
  return out;
}
function liveNoteworthy(l) {
  return l.syncStatus !== "Synced" || l.revisionIsBase === false || l.trackedNotInBase.length > 0 || l.baseNotTracked.length > 0;
}
function liveQuietNotes(apps) {
  const quiet = apps.filter((a) => !liveNoteworthy(a.live));
  const compared = quiet.filter((a) => a.live.comparedWithBase).length;
  const notes = [];
  if (compared) notes.push(`${compared === 1 ? "1 app" : `${compared} apps`} Synced at the PR's base with nothing tracked beyond the base render`);
  if (quiet.length - compared)
    notes.push(
      `${quiet.length - compared === 1 ? "1 app" : `${quiet.length - compared} apps`} Synced at the PR's base; tracked resources not compared (app not rendered: inputs unchanged, or the base failed)`
    );
  return notes;
}
function livePruneNote(p) {
  const l = p.live;
  if (!l || l.inBase && l.optionsFrom === "base-render") return "";
  const where2 = l.inBase ? "live: tracked" : "live: tracked in the cluster only, rendered at neither base nor head";
  const from = l.optionsFrom === "cluster" ? "outcome from the live object's annotations" : l.optionsFrom === "base-render" ? "outcome from the base render" : `outcome from the app's sync policy only; the object's own annotations could not be read (${l.unreadReason ?? "not read"})`;
  return ` (${where2}${l.requiresPruning ? ", requires pruning" : ""}; ${from})`;
}
function liveFailureText(live2) {
  return `Live facts unavailable (${LIVE_FAILURE_WORDS[live2.failure?.kind ?? ""] ?? "unknown failure"}): ${sentence(live2.failure?.message ?? "")} This report is the offline answer: the base render stands in for what is live; resources only the cluster tracks, apps already OutOfSync and apps synced to another revision are not known.`;
}
function liveSource(live2) {
  return `Live facts from ${live2.via === "argocd-api" ? "the Argo CD API" : "the Kubernetes API"} at ${live2.endpoint ?? "an unnamed endpoint"}`;
}
function unmanagedText(u) {
  const rev = u.revisions.length ? `, synced at ${u.revisions.map(short2).join(", ")}` : "";
  return `${u.namespace ? `${u.namespace}/` : ""}${u.name}: live: ${u.syncStatus ?? "sync status unknown"}, ${u.tracked} tracked resource(s)${rev}`;
}
function unmanagedHeading(r) {
  const hedge = r.appSets.some((s) => s.outcome !== "analysed") ? " (or generated by an ApplicationSet that could not be expanded offline)" : "";
  return `In the cluster, not defined in the repository${hedge}`;
}
function appsWithLive(r) {
  return r.apps.filter((a) => a.live !== void 0);
}

// src/report/markdown-live.ts
var ROWS = [Infinity, 50, 20, 10, 5, 3];
function liveSection(r, level) {
  const live2 = r.live;
  if (!live2) return [];
  if (live2.status === "failed") return ["> [!WARNING]", `> ${text2(liveFailureText(live2))}`, ""];
  const out = [
    `### \u{1F52D} Live state`,
    "",
    `${text2(liveSource(live2))}. Facts marked **live:** come from Argo CD in the cluster; everything else from the renders.`,
    ""
  ];
  const apps = appsWithLive(r);
  const noteworthy = apps.filter((a) => liveNoteworthy(a.live));
  const shown2 = noteworthy.slice(0, ROWS[level]);
  if (shown2.length) out.push("| App | Live | Not in the offline picture |", "|:--|:--|:--|");
  for (const a of shown2) {
    const extras = liveAppExtras(a.live).map((e) => text2(e.replace(/^live: /, "")));
    const cap = level === 0 ? Infinity : 5;
    const more = extras.length > cap ? `<br>\u2026 ${extras.length - cap} more` : "";
    out.push(`| ${text2(a.name)} | ${text2(liveAppFact(a.live, r.base.sha))} | ${extras.slice(0, cap).join("<br>") || "\u2013"}${more} |`);
  }
  if (shown2.length) out.push("");
  const notes = [];
  if (noteworthy.length > shown2.length) notes.push(`${plural2(noteworthy.length - shown2.length, "more app")} with live facts in the job summary`);
  for (const n of liveQuietNotes(apps)) notes.push(n);
  const missing = r.apps.length - apps.length;
  if (missing) notes.push(`${plural2(missing, "app")} not found in the cluster (new, or not visible to the credentials)`);
  if (notes.length) out.push(`${notes.join("; ")}.`, "");
  if (live2.unmanagedApps.length) {
    const items = live2.unmanagedApps.slice(0, ROWS[level]);
    out.push(`**${text2(unmanagedHeading(r))}** (${live2.unmanagedApps.length}):`, "");
    for (const u of items) out.push(`- ${text2(unmanagedText(u))}`);
    if (items.length < live2.unmanagedApps.length) out.push(`- \u2026 ${live2.unmanagedApps.length - items.length} more`);
    out.push("");
  }
  return out;
}
function liveAppDetail(a, baseSha) {
  return a.live ? ["", `\u{1F52D} ${text2(liveAppFact(a.live, baseSha))}`] : [];
}

// src/report/markdown-deletions.ts
var COMPACT_PRUNE = 4;
var NAMES_PER_GROUP_AT_5 = 20;
function deletionsSection(r, level, ctx) {
  const rows = [
    ...r.apps.flatMap((a) => a.prune.map((p) => ({ a, p }))),
    ...r.apps.flatMap((a) => a.cascade.map((c) => ({ a, p: { ...c, outcome: "cascade" } })))
  ];
  if (rows.length === 0) return [];
  const appRank = new Map(appsByRisk(r, r.apps).map((a, i) => [a, i]));
  rows.sort((x, y) => appRank.get(x.a) - appRank.get(y.a) || resourceRisk(x.p) - resourceRisk(y.p));
  const deletes = rows.filter((x) => x.p.outcome === "delete" || x.p.outcome === "cascade");
  const cascades = r.summary.cascadeDeletes;
  const title2 = `${plural2(r.summary.prune, "resource")} to prune${cascades ? `, ${cascades} deleted with removed apps` : ""}`;
  const out = [`### \u{1F5D1}\uFE0F ${title2}`, ""];
  if (deletes.length > 0) {
    const kinds = [...new Set(deletes.map((x) => x.p.kind))].sort();
    const why = [
      kinds.includes("PersistentVolumeClaim") || kinds.includes("PersistentVolume") ? " Deleted volumes take their data with them." : "",
      kinds.includes("Namespace") ? " A deleted Namespace takes everything inside it." : ""
    ].join("");
    out.push(
      "> [!CAUTION]",
      `> Merging this **deletes ${plural2(r.summary.deletes, "resource")}** (${text2(kinds.join(", "))}) on the next automated sync.${why}`,
      ""
    );
  }
  const stopped = stoppedNote(r);
  for (const l of stopped) out.push(l);
  if (deletes.length === 0 && stopped.length === 0) {
    out.push("> [!WARNING]", "> Resources are no longer rendered. Nothing is deleted automatically; see what happens to each below.", "");
  }
  const approved = /* @__PURE__ */ new Map();
  for (const f4 of r.findings) {
    if (f4.rule === "prune" && f4.resource && f4.suppressed?.startsWith("approved "))
      approved.set(`${appKey2(f4.appNamespace, f4.app)}|${resLabel(f4.resource)}`, f4.suppressed);
  }
  if (level < COMPACT_PRUNE) {
    out.push("| | Resource | App | What happens | Defined at (base) |", "|:-:|:--|:--|:--|:--|");
    for (const { a, p } of rows) {
      const ack = approved.get(`${appKey2(a.namespace || null, a.name)}|${resLabel(p)}`);
      out.push(
        `| ${outcomeIcon(p.outcome)} | ${text2(resLabel(p))} | ${text2(a.name)} | ${OUTCOME_TEXT[p.outcome] ?? ""}${text2(livePruneNote(p))}${ack ? ` \xB7 \u2705 ${text2(ack)}` : ""} | ${location(p.file, p.line, r.base.sha, ctx)} |`
      );
    }
    return [...out, ""];
  }
  const groups = /* @__PURE__ */ new Map();
  for (const { a, p } of rows) {
    const k = JSON.stringify([a.name, p.outcome, p.group ? `${p.kind}.${p.group}` : p.kind]);
    const names = groups.get(k) ?? groups.set(k, []).get(k);
    names.push(p.namespace ? `${p.namespace}/${p.name}` : p.name);
  }
  for (const [k, names] of groups) {
    const [app, outcome, kind] = JSON.parse(k);
    const shown2 = level >= 5 && names.length > NAMES_PER_GROUP_AT_5 ? names.slice(0, NAMES_PER_GROUP_AT_5) : names;
    const more = names.length - shown2.length;
    out.push(
      `- ${outcomeIcon(outcome)} **${text2(app)}** \xB7 ${text2(kind)} (${names.length}, ${OUTCOME_PLAIN[outcome] ?? "pruned"}): ${text2(shown2.join(", "))}${more ? ` \u2026 and ${more} more (full list in the job summary)` : ""}`
    );
  }
  return [...out, ""];
}

// src/report/markdown-diff.ts
var DIFF_LINES_PER_RESOURCE = 60;
var DIFF_CHARS_PER_RESOURCE = 4096;
var NOTE_RESERVE = 800;
var ACTION_WORD = { update: "", create: " (created)", prune: " (pruned)" };
function cut(lines2, full) {
  if (full) return { shown: lines2, more: 0 };
  const shown2 = [];
  let chars = 0;
  for (const l of lines2) {
    if (shown2.length >= DIFF_LINES_PER_RESOURCE || chars + l.length + 1 > DIFF_CHARS_PER_RESOURCE) break;
    shown2.push(l);
    chars += l.length + 1;
  }
  return { shown: shown2, more: lines2.length - shown2.length };
}
var NO_LINES = "No line differs once normalized the way Argo CD compares (a Secret's stringData counts as data).";
function secretNote(d, quote2) {
  if (!d.secret) return null;
  const parts = [
    d.secret.changed.length ? `changed: ${d.secret.changed.map(quote2).join(", ")}` : "",
    d.secret.unchanged.length ? `unchanged: ${d.secret.unchanged.map(quote2).join(", ")}` : ""
  ].filter(Boolean);
  return `Secret values are hidden (a changed value shows a different mask)${parts.length ? `; ${parts.join("; ")}` : ""}.`;
}
function resourceBlock(d, full, where2) {
  const { shown: shown2, more } = cut(d.lines, full);
  const label = `${code(resLabel(d))}${ACTION_WORD[d.action]} \xB7 +${d.added} \u2212${d.removed}`;
  const out = d.lines.length === 0 ? [label, "", NO_LINES] : [label, "", fence(shown2.join("\n"), "diff")];
  if (more > 0) out.push("", `\u2026 ${plural2(more, "more line")}; the full diff is in the ${where2}.`);
  const note = secretNote(d, (s) => code(s));
  if (note) out.push("", `\u{1F512} ${note}`);
  return [...out, ""];
}
var linesSize = (lines2, m) => lines2.reduce((n, l) => n + sizeOf(l, m) + 1, 0);
function byRisk(byApp, a) {
  const named = new Set((byApp.get(appKey2(a.namespace || null, a.name)) ?? []).filter((f4) => f4.resource).map((f4) => resLabel(f4.resource)));
  const diffs = a.diffs ?? [];
  return [...diffs.filter((d) => named.has(resLabel(d))), ...diffs.filter((d) => !named.has(resLabel(d)))];
}
function insertDiffs(out, at, r, opts) {
  const apps = appsByRisk(r, shownApps(r)).filter((a) => (a.diffs ?? []).length > 0);
  if (apps.length === 0) return;
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: "chars" };
  const m = budget.measure;
  const full = !!opts.fullDiff;
  const where2 = full ? "JSON report (--output, or the report artifact)" : "job summary";
  let room = budget.limit - linesSize(out, m) - NOTE_RESERVE;
  const section = ["### Rendered diff", ""];
  room -= linesSize(section, m);
  const dropped = [];
  const byApp = findingsByApp(r);
  for (const a of apps) {
    if (room <= 0) {
      dropped.push({ app: a.name, n: a.diffs.length });
      continue;
    }
    const diffs = byRisk(byApp, a);
    const added = diffs.reduce((n2, d) => n2 + d.added, 0);
    const removed = diffs.reduce((n2, d) => n2 + d.removed, 0);
    const summary = `\u270F\uFE0F ${text2(a.name)}: ${plural2(diffs.length, "resource")} \xB7 +${added} \u2212${removed}`;
    const frame = details(summary, []);
    let left = room - linesSize(frame, m) - 1;
    const body = [];
    let n = 0;
    for (const d of diffs) {
      const block2 = resourceBlock(d, full, where2);
      const size = linesSize(block2, m);
      if (size > left) continue;
      for (const l of block2) body.push(l);
      left -= size;
      n++;
    }
    if (n < diffs.length) dropped.push({ app: a.name, n: diffs.length - n });
    if (n === 0) continue;
    if (body[body.length - 1] === "") body.pop();
    const lines2 = [...details(summary, body), ""];
    room -= linesSize(lines2, m);
    for (const l of lines2) section.push(l);
  }
  if (dropped.length > 0) {
    const total = dropped.reduce((s, d) => s + d.n, 0);
    const apps2 = ellipsize(dropped.map((d) => d.app).join(", "), 300);
    const place = !full && opts.fullReportUrl ? `the ${link("job summary", opts.fullReportUrl)}` : `the ${where2}`;
    const note = `Diff of ${plural2(total, "resource")} left out to stay within the size limit (${text2(apps2)}); ${place} has it.`;
    if (sizeOf(note, m) + 2 <= NOTE_RESERVE) section.push(note, "");
  }
  if (section.length === 2 || linesSize(out, m) + linesSize(section, m) > budget.limit) return;
  const tail = out.splice(at);
  for (const l of section) out.push(l);
  for (const l of tail) out.push(l);
}

// src/report/markdown.ts
var DEFAULT_TITLE = "Argo CD Prune Guard";
var LIST_CAP = [Infinity, 25, 0, 0, 0, 0];
var PATH_CAP = [8, 3, 0, 0, 0, 0];
var OUTCOME_WORDS = { analysed: "", "render-error": "render error", unknown: "not analysed" };
function appsTable(r, level, ctx) {
  const byApp = findingsByApp(r);
  const apps = appsByRisk(r, shownApps(r));
  const unchanged = r.summary.apps - r.summary.changedApps;
  if (apps.length === 0) return r.apps.length ? [`${plural2(r.apps.length, "application")}, none changed.`, ""] : [];
  const important = (a) => a.prune.length > 0 || a.cascade.length > 0 || a.outcome !== "analysed" || !!a.error || (byApp.get(appKey2(a.namespace || null, a.name)) ?? []).some((f4) => f4.blocking);
  const rows = level >= 3 ? apps.filter(important) : apps;
  const out = ["### Applications", "", "| | App | Project | Manifest | Prune | Create | Update | Auto-prune |", "|:-:|:--|:--|:--|--:|--:|--:|:-:|"];
  for (const a of rows) {
    const f4 = byApp.get(appKey2(a.namespace || null, a.name)) ?? [];
    const state = [a.change === "added" || a.change === "removed" ? a.change : "", OUTCOME_WORDS[a.outcome]].filter(Boolean).join(", ");
    const change = state ? ` (${state})` : "";
    out.push(
      `| ${appIcon(a, f4)} | ${appName(a, ctx)}${change} | ${a.project ? text2(a.project) : "\u2013"} | ${location(a.file, a.line, a.change === "removed" ? r.base.sha : r.head.sha, ctx)} | ${a.prune.length} | ${a.create.length} | ${a.update.length} | ${a.autoPrune ? "on" : "off"} |`
    );
  }
  out.push("");
  const notes = [];
  if (rows.length < apps.length) notes.push(`${plural2(apps.length - rows.length, "other app")} not listed here (no prune, nothing blocking)`);
  if (unchanged > 0) notes.push(`${plural2(unchanged, "app")} unchanged`);
  if (notes.length) out.push(`${notes.join("; ")}.`, "");
  return out;
}
function appDetails(r, a, level, ctx) {
  const cap = LIST_CAP[level];
  const pathCap = PATH_CAP[level];
  const f4 = findingsByApp(r).get(appKey2(a.namespace || null, a.name)) ?? [];
  const head = `${appIcon(a, f4)} ${text2(a.name)}: ${a.prune.length} to prune \xB7 ${a.create.length} to create \xB7 ${a.update.length} to update`;
  const url = argocdAppUrl(a, ctx.argocdUrl);
  const body = [
    `Sources: ${sourcesText(a)} \xB7 resources ${countText(a.resources.base)} \u2192 ${countText(a.resources.head)} \xB7 automated prune ${a.autoPrune ? "**on**" : "off"}${a.project ? ` \xB7 project ${code(a.project)}` : ""}${url ? ` \xB7 ${link("open in Argo CD", url)}` : ""}`
  ];
  for (const l of liveAppDetail(a, r.base.sha)) body.push(l);
  if (a.outcome === "unknown") body.push("", `**Not analysed:** ${text2(a.outcomeReason ?? a.notRendered ?? "")}`);
  else if (a.outcome === "render-error" && !a.error) body.push("", `**Render error:** ${text2(a.outcomeReason ?? "")}`);
  if (a.error) body.push("", "**Render error** (Argo CD would not sync this app):", "", fence(shownError(a.error), "text", level === 0 ? 40 : 10));
  if (a.notRendered && a.outcome !== "unknown") body.push("", `**Not rendered:** ${text2(a.notRendered)}`);
  for (const w of a.warnings.slice(0, cap)) body.push("", `\u26A0\uFE0F ${text2(w)}`);
  const list3 = (label, items) => {
    if (items.length === 0) return;
    const shown2 = items.slice(0, cap);
    body.push("", `**${label}** (${items.length})`, "");
    for (const s of shown2) body.push(`- ${s}`);
    if (shown2.length < items.length) body.push(`- \u2026 ${items.length - shown2.length} more (job summary)`);
  };
  list3(
    "Prune",
    [...a.prune].sort((x, y) => resourceRisk(x) - resourceRisk(y)).map((p) => `${outcomeIcon(p.outcome)} ${code(resLabel(p))}: ${OUTCOME_TEXT[p.outcome]}${text2(livePruneNote(p))}`)
  );
  list3(
    "Deleted with the removed Application",
    a.cascade.map((c) => `\u{1F5D1}\uFE0F ${code(resLabel(c))}`)
  );
  list3(
    "Create",
    a.create.map((c) => `\u2795 ${code(resLabel(c))}`)
  );
  list3(
    "Update",
    a.update.map((u) => {
      const paths = u.paths.slice(0, pathCap).map((p) => code(p));
      const more = u.paths.length > paths.length ? ` \u2026 (${plural2(u.paths.length, "field")})` : "";
      return `\u270F\uFE0F ${code(resLabel(u))}${paths.length ? `: ${paths.join(", ")}` : ""}${more}`;
    })
  );
  list3(
    "Hooks the next sync runs",
    (a.syncHooks ?? []).map((h) => `\u{1FA9D} ${text2(h.phases.join(", ") || "hook")} ${code(resLabel(h))}`)
  );
  return [...details(head, body), ""];
}
var GROUP_NAMES = [200, 30, 15, 10, 5, 5];
function findingBlock(g, r, level, ctx) {
  const f4 = g.first;
  const parts = [`${findingIcon(f4)} **${f4.severity}**`, trustedDocs(f4) ? link(code(f4.rule), trustedDocs(f4)) : code(f4.rule)];
  if (f4.app) parts.push(`app **${text2(f4.app)}**`);
  const many = g.all.length > 1;
  if (many) {
    const shown2 = g.resources.slice(0, GROUP_NAMES[level]);
    const more = g.resources.length - shown2.length;
    parts.push(`**${g.all.length} resources**: ${text2(shown2.map(resLabel).join(", "))}${more ? ` \u2026 and ${more} more` : ""}`);
  } else if (f4.resource) parts.push(text2(resLabel(f4.resource)));
  const loc = many ? "" : location(f4.file, f4.line, findingSha(f4, r), ctx);
  if (loc) parts.push(loc);
  if (!f4.introduced) parts.push("_(already at base)_");
  const out = [`- ${parts.join(" \xB7 ")}`];
  if (level >= 4) return out;
  out.push("", `  ${many ? "For example: " : ""}${text2(f4.message)}`);
  if (f4.suppressed) out.push("", `  \u2705 Not blocking: ${text2(f4.suppressed)}`);
  if (level < 3 && f4.fix) out.push("", `  **Fix:** ${text2(f4.fix)}`);
  return [...out, ""];
}
var ONE_LINERS = [Infinity, Infinity, Infinity, Infinity, 100, 20];
function existingFindings(r, level, opts) {
  const existing = orderedFindings(r).filter((f4) => !f4.introduced);
  if (existing.length === 0) return [];
  const head = `${plural2(existing.length, "finding")} already present at base, not introduced by this change`;
  if (!opts.listExisting || level >= 3) return [`<sub>${head} (full list in the job summary and the JSON report).</sub>`, ""];
  const items = existing.map(
    (f4) => `- ${findingIcon(f4)} **${f4.severity}** \xB7 ${code(f4.rule)}${f4.app ? ` \xB7 app **${text2(f4.app)}**` : ""}${f4.resource ? ` \xB7 ${text2(resLabel(f4.resource))}` : ""}: ${text2(f4.message)}`
  );
  return [...details(head, items), ""];
}
function findings(r, level, ctx) {
  const all = orderedFindings(r).filter((f4) => f4.introduced);
  if (all.length === 0) return [];
  const listed = level < 3 ? all : level < 4 ? all.filter((f4) => f4.severity !== "info") : all.filter((f4) => f4.rule !== "prune" && (f4.blocking || f4.severity === "critical" || f4.severity === "high"));
  const groups = groupFindings(listed).slice(0, ONE_LINERS[level]);
  const keep = groups.flatMap((g) => g.all);
  const out = [`### Findings introduced by this change (${all.length})`, ""];
  for (const g of groups) out.push(...findingBlock(g, r, level, ctx));
  if (out[out.length - 1] !== "") out.push("");
  const prunes = level >= 4 ? all.filter((f4) => f4.rule === "prune").length : 0;
  if (prunes)
    out.push(`${plural2(prunes, "prune finding")} (${all.filter((f4) => f4.rule === "prune" && f4.blocking).length} blocking): see the deletions above.`, "");
  const rest = all.length - keep.length - prunes;
  if (rest > 0) out.push(`${plural2(rest, "more finding")} in the job summary.`, "");
  return out;
}
function appSets(r, level, ctx) {
  if (r.appSets.length === 0) return [];
  const rows = (level >= 3 ? r.appSets.filter((s) => s.outcome !== "analysed") : r.appSets).slice(0, level >= 4 ? 20 : Infinity);
  const out = [`### ApplicationSets (${r.appSets.length})`, ""];
  if (rows.length) out.push("| | ApplicationSet | Manifest | Generated apps |", "|:-:|:--|:--|:--|");
  for (const s of rows) {
    const icon = s.outcome === "analysed" ? "\u2705" : "\u26A0\uFE0F";
    const shown2 = s.apps.slice(0, level === 0 ? 50 : 10);
    const more = s.apps.length - shown2.length;
    const apps = s.error ? `none: ${text2(s.error)}` : s.unknown.length ? `**not analysed**: ${s.unknown.map((u) => text2(`${u.generator}: ${u.reason}`)).join("; ")}` : `${s.apps.length}${shown2.length ? `: ${shown2.map((a) => text2(a)).join(", ")}${more ? ` \u2026 and ${more} more` : ""}` : ""}`;
    out.push(
      `| ${icon} | ${text2(s.name)}${s.change === "present" ? "" : ` (${s.change})`} | ${location(s.file, s.line, s.change === "removed" ? r.base.sha : r.head.sha, ctx)} | ${apps} |`
    );
  }
  out.push("");
  const hints = rows.flatMap((s) => s.unknown.map((u) => u.appSetParams).filter((h) => !!h));
  if (hints.length && level < 4)
    out.push("Supply the parameters of generators that cannot run offline in `.prune-guard.yaml`:", "", ...hints.map((h) => `- ${code(h)}`), "");
  if (rows.length < r.appSets.length) out.push(`${plural2(r.appSets.length - rows.length, "other ApplicationSet")} not listed here (job summary).`, "");
  return out;
}
function problems(r, level) {
  if (r.problems.length === 0) return [];
  if (level >= 3) return [`\u26A0\uFE0F ${plural2(r.problems.length, "file")} could not be read as manifests (job summary).`, ""];
  const items = r.problems.map((p) => `- ${text2(`${p.file}:${p.line}`)}: ${text2(p.message)}`);
  return [...details(`\u26A0\uFE0F ${plural2(r.problems.length, "file")} could not be read as manifests`, items), ""];
}
function footer(r, ctx) {
  const tools = Object.entries(r.renderers).sort(byEntryKey).map(([k, v]) => `${text2(k)} ${text2(v)}`).join(", ");
  const full = ctx.fullReportUrl ? ` \xB7 ${link("full report", ctx.fullReportUrl)}` : "";
  return [
    "---",
    `<sub>\u274C blocks merge \xB7 \u26A0\uFE0F needs a look \xB7 \u2705 fine. Rendered ${r.live?.status === "used" ? "" : "offline "}at base ${code(short(r.base.sha))} \u2192 head ${code(short(r.head.sha))}${tools ? ` with ${tools}` : ""}${r.live?.status === "used" ? ` \xB7 live facts from ${text2(r.live.endpoint ?? "the cluster")}` : ""} \xB7 blocks at ${text2(r.failOn)} and above \xB7 argocd-prune-guard ${text2(r.tool.version)}${full}</sub>`
  ];
}
function header(r, opts, level) {
  const out = opts.marker ? [opts.marker] : [];
  const title2 = `${opts.title ?? DEFAULT_TITLE}${r.shard ? ` (shard ${r.shard})` : ""}`;
  out.push(verdictLine(r, text2(title2)), "", summaryLine(r, true), "");
  if (r.notice) out.push("> [!WARNING]", `> ${text2(r.notice)}`, "");
  for (const [who, n] of approvals(r)) out.push(`\u2705 ${text2(who)} (${plural2(n, "finding")}).`, "");
  if (level > 0) {
    const where2 = opts.fullReportUrl ? link("job summary", opts.fullReportUrl) : "job summary";
    out.push("> [!NOTE]", `> Some detail is left out to stay within GitHub's size limit; the ${where2} has the full report.`, "");
  }
  return out;
}
function renderMarkdownAt(r, level, opts = {}) {
  const out = [
    ...header(r, opts, level),
    ...liveSection(r, level),
    ...blockersSection(r, opts),
    ...deletionsSection(r, level, opts),
    ...appsTable(r, level, opts)
  ];
  const add = (lines2) => {
    for (const l of lines2) out.push(l);
  };
  if (level < 2) for (const a of appsByRisk(r, shownApps(r))) add(appDetails(r, a, level, opts));
  const diffAt = out.length;
  add(appSets(r, level, opts));
  add(findings(r, level, opts));
  add(existingFindings(r, level, opts));
  add(problems(r, level));
  add(footer(r, opts));
  insertDiffs(out, diffAt, r, opts);
  return out.join("\n") + "\n";
}
function minimal(r, opts) {
  const where2 = opts.fullReportUrl ? link("job summary", opts.fullReportUrl) : "job summary";
  const lines2 = [...opts.marker ? [opts.marker] : [], verdictLine(r, text2(opts.title ?? DEFAULT_TITLE)), "", summaryLine(r, true), ""];
  if (r.notice) lines2.push(`> ${text2(r.notice)}`, "");
  if (r.live?.status === "failed") for (const l of liveSection(r, 5)) lines2.push(l);
  lines2.push(`The report is too large for this surface; the ${where2} has it in full.`);
  return lines2.join("\n") + "\n";
}
function renderMarkdownFitted(r, opts = {}) {
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: "chars" };
  const fitted = fit(
    (l) => renderMarkdownAt(r, l, opts),
    budget,
    () => minimal(r, opts)
  );
  return { body: fitted.fits ? fitted.body : cutLines(fitted.body, budget.limit, budget.measure), level: fitted.level };
}
function renderMarkdown(r, opts = {}) {
  return renderMarkdownFitted(r, opts).body;
}

export {
  ConfigError,
  SEVERITIES,
  severityRank,
  docsUrl,
  RULES,
  NEVER_IGNORED,
  CONFIG_FILE,
  defaultConfig,
  loadConfigFile,
  UsageError,
  FULL_SHA,
  MissingBinaryError,
  mergeLive,
  withoutDiffs,
  summarize,
  isChanged,
  parseShard,
  onExit,
  installExitHandlers,
  VERSION,
  CACHE_FORMAT,
  analyze,
  visible,
  defuseLines,
  logLine,
  commandText,
  trustedDocs,
  withTrustedDocs,
  terminalSafe,
  jsonEscapeInvisible,
  renderJson,
  text2 as text,
  fence,
  link,
  plural2 as plural,
  CHECK_TEXT_MAX,
  CHECK_TITLE_MAX,
  ANNOTATIONS_PER_REQUEST,
  ANNOTATIONS_MAX,
  SUMMARY_MAX_BYTES,
  STATUS_DESCRIPTION_MAX,
  ellipsize,
  batches,
  APPROVABLE_RULES,
  approvable,
  approvalDigest,
  applyApproval,
  markApprovalStale,
  approvedByText,
  headlineParts,
  deletesPhrase,
  BASE_SIDE_RULES,
  argocdAppUrl,
  hookLabel,
  resLabel,
  findingIcon,
  appKey2 as appKey,
  summaryLine,
  OUTCOME_PLAIN,
  resourceRisk,
  appsByRisk,
  groupFindings,
  blockers,
  plainText,
  shownError,
  liveAppFact,
  liveAppExtras,
  liveNoteworthy,
  liveQuietNotes,
  livePruneNote,
  liveFailureText,
  liveSource,
  unmanagedText,
  unmanagedHeading,
  appsWithLive,
  NO_LINES,
  secretNote,
  DEFAULT_TITLE,
  renderMarkdownFitted,
  renderMarkdown,
  parseLiveTimeout,
  isLiveFailure,
  createLiveReader
};
//# sourceMappingURL=chunk-R2SZYZUQ.js.map
