import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  require_node_child_process
} from "./chunk-V5OKSJXY.js";
import {
  __toESM,
  require_node_fs,
  require_node_path
} from "./chunk-C72G3Z5Q.js";

// src/lib/process/spawn.ts
var import_node_child_process = __toESM(require_node_child_process(), 1);
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var RENDERER_PASSTHROUGH = ["PATH", "LANG", "LC_ALL", "TZ", "TMPDIR"];
var FETCH_PASSTHROUGH = ["PATH", "HOME"];
var PROXY_VARS = ["https_proxy", "http_proxy", "no_proxy", "all_proxy"];
function proxyEnv(env) {
  const out = {};
  for (const name of PROXY_VARS) {
    const value = env[name] || env[name.toUpperCase()];
    if (value) out[name] = out[name.toUpperCase()] = value;
  }
  return out;
}
function pick(base, names) {
  const out = {};
  for (const k of names) {
    const v = base[k];
    if (v !== void 0) out[k] = v;
  }
  return out;
}
function inherited(base) {
  const out = {};
  for (const [k, v] of Object.entries(base)) if (v !== void 0) out[k] = v;
  return out;
}
function envFor(profile, extra = {}, base = process.env) {
  switch (profile) {
    case "renderer":
      return { ...pick(base, RENDERER_PASSTHROUGH), ...extra };
    case "git-local":
      return { ...inherited(base), GIT_TERMINAL_PROMPT: "0", ...extra };
    case "git-isolated":
      return {
        ...inherited(base),
        GIT_TERMINAL_PROMPT: "0",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_LFS_SKIP_SMUDGE: "1",
        GIT_ATTR_NOSYSTEM: "1",
        ...extra
      };
    case "git-fetch":
      return { ...pick(base, FETCH_PASSTHROUGH), GIT_TERMINAL_PROMPT: "0", ...proxyEnv(base), ...extra };
    case "inherited":
      return { ...inherited(base), ...extra };
  }
}
var found;
function executable(p) {
  try {
    (0, import_node_fs.accessSync)(p, import_node_fs.constants.X_OK);
    return (0, import_node_fs.statSync)(p).isFile();
  } catch {
    return false;
  }
}
function onPath(name, path) {
  return (path ?? "").split(":").filter((d) => d !== "").map((d) => (0, import_node_path.join)(d, name)).find(executable);
}
function containment() {
  if (found) return found;
  const linux = process.platform === "linux";
  const setpriv = linux ? onPath("setpriv", process.env.PATH) : void 0;
  const prlimit = linux ? onPath("prlimit", process.env.PATH) : void 0;
  found = { setpriv, prlimit };
  return found;
}
function contained(command, args, cpuSeconds, cwd, env) {
  const c = containment();
  if (!c.setpriv && !c.prlimit) return [command, args];
  if (!(command.includes("/") ? executable((0, import_node_path.isAbsolute)(command) ? command : (0, import_node_path.join)(cwd, command)) : onPath(command, env.PATH))) return [command, args];
  let argv = [command, ...args];
  if (c.prlimit) argv = [c.prlimit, `--cpu=${cpuSeconds}:${cpuSeconds}`, "--", ...argv];
  if (c.setpriv) argv = [c.setpriv, "--pdeathsig", "KILL", "--", ...argv];
  return [argv[0], argv.slice(1)];
}
function spawnProcess(command, args, opts) {
  const env = envFor(opts.profile, opts.env, opts.baseEnv);
  const [cmd, argv] = opts.contain ? contained(command, args, opts.contain.cpuSeconds, opts.cwd, env) : [command, args];
  return (0, import_node_child_process.spawn)(cmd, argv, { cwd: opts.cwd, env, stdio: [opts.stdin, "pipe", "pipe"], detached: opts.detached });
}
function execSelf(args) {
  const execve = process.execve;
  if (typeof execve !== "function" || process.platform === "win32") return;
  try {
    (0, import_node_fs.accessSync)(process.execPath, import_node_fs.constants.X_OK);
    execve.call(process, process.execPath, [process.execPath, ...args], process.env);
  } catch {
  }
}
function runText(command, args, opts) {
  return new Promise((resolve, reject) => {
    const child = (0, import_node_child_process.execFile)(
      command,
      args,
      { cwd: opts.cwd, env: envFor(opts.profile, opts.env, opts.baseEnv), maxBuffer: opts.maxBuffer, timeout: opts.timeoutMs ?? 0, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (err) reject(Object.assign(err, { stdout, stderr }));
        else resolve(stdout);
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
  });
}

export {
  containment,
  spawnProcess,
  execSelf,
  runText
};
//# sourceMappingURL=chunk-BVCBUH2S.js.map
