import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity2.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity2.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity2.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity2.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity2.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity2.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity2.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity2.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity2.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity2.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity2.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref2 = sourceObjects.get(source);
            if (typeof ref2 === "object" && ref2.anchor && (identity2.isScalar(ref2.node) || identity2.isCollection(ref2.node))) {
              ref2.node.anchor = ref2.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj3, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len2 = val.length; i < len2; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj3, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity2.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity2 = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity2.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity2.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity2.isAlias(node) || identity2.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity2.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity2.isCollection(node)) {
        let count2 = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count2)
            count2 = c;
        }
        return count2;
      } else if (identity2.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity2.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity2.isDocument(value))
        value = value.contents;
      if (identity2.isNode(value))
        return value;
      if (identity2.isPair(value)) {
        const map = ctx.schema[identity2.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref2 = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref2 = sourceObjects.get(value);
        if (ref2) {
          ref2.anchor ?? (ref2.anchor = onAnchor(value));
          return new Alias.Alias(ref2.anchor);
        } else {
          ref2 = { anchor: null, node: null };
          sourceObjects.set(value, ref2);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref2)
            ref2.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity2.MAP] : Symbol.iterator in Object(value) ? schema[identity2.SEQ] : schema[identity2.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref2)
        ref2.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity2 = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity2.isNode(it) || identity2.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity2.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity2.isScalar(node) ? node.value : node;
        else
          return identity2.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity2.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity2.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity2.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str5) => str5.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str5, indent, comment) => str5.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str5.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text2, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text2[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text2[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text2, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text2;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text2[++i];
        } else {
          do {
            ch = text2[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str5) => /^(%|---|\.\.\.)/m.test(str5);
    function lineLengthOverLimit(str5, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str5.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str5[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str5 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str5 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str5 += json.slice(start, i);
                const code2 = json.substr(i + 2, 4);
                switch (code2) {
                  case "0000":
                    str5 += "\\0";
                    break;
                  case "0007":
                    str5 += "\\a";
                    break;
                  case "000b":
                    str5 += "\\v";
                    break;
                  case "001b":
                    str5 += "\\e";
                    break;
                  case "0085":
                    str5 += "\\N";
                    break;
                  case "00a0":
                    str5 += "\\_";
                    break;
                  case "2028":
                    str5 += "\\L";
                    break;
                  case "2029":
                    str5 += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str5 += "\\x" + code2.substr(2);
                    else
                      str5 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str5 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str5 += "\n";
                  i += 2;
                }
                str5 += indent;
                if (json[i + 2] === " ")
                  str5 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str5 = start ? str5 + json.slice(start) : json;
      return implicitKey ? str5 : foldFlowLines.foldFlowLines(str5, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header2 = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header2 += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header2}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header2}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str5 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str5);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str5 : foldFlowLines.foldFlowLines(str5, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity2 = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj3;
      if (identity2.isScalar(item)) {
        obj3 = item.value;
        let match = tags.filter((t) => t.identify?.(obj3));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj3 = item;
        tagObj = tags.find((t) => t.nodeClass && obj3 instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj3?.constructor?.name ?? (obj3 === null ? "null" : typeof obj3);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity2.isScalar(node) || identity2.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify3(item, ctx, onComment, onChompKeep) {
      if (identity2.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity2.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity2.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str5 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity2.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str5;
      return identity2.isScalar(node) || str5[0] === "{" || str5[0] === "[" ? `${props} ${str5}` : `${props}
${ctx.indent}${str5}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity2.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity2.isCollection(key) || !identity2.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity2.isCollection(key) || (identity2.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str5 = stringify3.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str5.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str5 === "" ? "?" : explicitKey ? `? ${str5}` : str5;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str5 = `? ${str5}`;
        if (keyComment && !keyCommentDone) {
          str5 += stringifyComment.lineComment(str5, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str5;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str5 += stringifyComment.lineComment(str5, ctx.indent, commentString(keyComment));
        str5 = `? ${str5}
${indent}:`;
      } else {
        str5 = `${str5}:`;
        if (keyComment)
          str5 += stringifyComment.lineComment(str5, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity2.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity2.isScalar(value))
        ctx.indentAtStart = str5.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity2.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify3.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity2.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str5 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str5 += stringifyComment.lineComment(str5, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str5;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity2.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity2.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity2.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity2.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify3 = require_stringify();
    var identity2 = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity2.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity2.isNode(key) && ctx?.doc) {
        const strCtx = stringify3.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity2 = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity2.isNode(key))
          key = key.clone(schema);
        if (identity2.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify4 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify4(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity2.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str6 = stringify3.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str6 += stringifyComment.lineComment(str6, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str6);
      }
      let str5;
      if (lines.length === 0) {
        str5 = flowChars.start + flowChars.end;
      } else {
        str5 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str5 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str5 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str5;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity2.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity2.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str5 = stringify3.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str5.includes("\n"));
        if (i < items.length - 1) {
          str5 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str5.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str5 += ",";
          }
        }
        if (comment)
          str5 += stringifyComment.lineComment(str5, itemIndent, commentString(comment));
        lines.push(str5);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len2 = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len2 > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str5 = start;
          for (const line of lines)
            str5 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str5}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity2.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity2.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity2.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity2.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj3, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj3, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj3 instanceof Map) {
          for (const [key, value] of obj3)
            add(key, value);
        } else if (obj3 && typeof obj3 === "object") {
          for (const key of Object.keys(obj3))
            add(key, obj3[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity2.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity2.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity2.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity2.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity2.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj3, ctx) => YAMLMap.YAMLMap.from(schema, obj3, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity2.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity2.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity2.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj3, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj3 && Symbol.iterator in Object(obj3)) {
          let i = 0;
          for (let it of obj3) {
            if (typeof replacer === "function") {
              const key = obj3 instanceof Set ? it : String(i++);
              it = replacer.call(obj3, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity2.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity2.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj3, ctx) => YAMLSeq.YAMLSeq.from(schema, obj3, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str5) => str5,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str5) => new Scalar.Scalar(str5[0] === "t" || str5[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str5) => str5.slice(-3).toLowerCase() === "nan" ? NaN : str5[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str5) => parseFloat(str5),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str5) {
        const node = new Scalar.Scalar(parseFloat(str5));
        const dot = str5.indexOf(".");
        if (dot !== -1 && str5[str5.length - 1] === "0")
          node.minFractionDigits = str5.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str5, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str5) : parseInt(str5.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str5) => str5,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str5) => str5 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str5, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str5) : parseInt(str5, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str5) => parseFloat(str5),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str5, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str5)}`);
        return str5;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str5 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str5.length);
          for (let i = 0; i < str5.length; ++i)
            buffer[i] = str5.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str5;
        if (typeof node_buffer.Buffer === "function") {
          str5 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str5 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str5.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str5.substr(o, lineWidth);
          }
          str5 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str5 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity2.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity2.isPair(item))
            continue;
          else if (identity2.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity2.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity2.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity2.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str5) => str5.slice(-3).toLowerCase() === "nan" ? NaN : str5[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str5) => parseFloat(str5.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str5) {
        const node = new Scalar.Scalar(parseFloat(str5.replace(/_/g, "")));
        const dot = str5.indexOf(".");
        if (dot !== -1) {
          const f3 = str5.substring(dot + 1).replace(/_/g, "");
          if (f3[f3.length - 1] === "0")
            node.minFractionDigits = f3.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str5, offset, radix, { intAsBigInt }) {
      const sign = str5[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str5 = str5.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str5 = `0b${str5}`;
            break;
          case 8:
            str5 = `0o${str5}`;
            break;
          case 16:
            str5 = `0x${str5}`;
            break;
        }
        const n2 = BigInt(str5);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str5, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str5 = value.toString(radix);
        return value < 0 ? "-" + prefix + str5.substr(1) : prefix + str5;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str5, _onError, opt) => intResolve(str5, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity2.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity2.isPair(pair) ? identity2.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set3 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set3.items.push(Pair.createPair(value, null, ctx));
          }
        return set3;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set2 = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity2.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str5, asBigInt) {
      const sign = str5[0];
      const parts = sign === "-" || sign === "+" ? str5.substring(1) : str5;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str5, _onError, { intAsBigInt }) => parseSexagesimal(str5, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str5) => parseSexagesimal(str5, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str5) {
        const match = str5.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool2 = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.trueTag,
      bool2.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set2.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set2 = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool2.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set2.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity2.MAP, { value: map.map });
        Object.defineProperty(this, identity2.SCALAR, { value: string.string });
        Object.defineProperty(this, identity2.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify3 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify3.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity2.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify3.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify3.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document2 = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity2.NODE_TYPE]: { value: identity2.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity2.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity2.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity2.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity2.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity2.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity2.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity2.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity2.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document2;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code2, message2) {
        super();
        this.name = name;
        this.code = code2;
        this.message = message2;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code2, message2) {
        super("YAMLParseError", pos, code2, message2);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code2, message2) {
        super("YAMLWarning", pos, code2, message2);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity2.isScalar(a) && identity2.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep9, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep9?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep9) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep9 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep9, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep9 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep9 + cb;
              sep9 = "";
              break;
            }
            case "newline":
              if (comment)
                sep9 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep9, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep9?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep9 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity2.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep9 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep9, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep9 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep9)
                for (const st of sep9) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep9, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message2 = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message2);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity2.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header2 = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header2)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header2.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header2.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header2.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header2.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header2.indent;
      let offset = scalar.offset + header2.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header2.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message2 = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message2);
          }
          if (header2.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message2 = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message2);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep9 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header2.indent ? "explicit indentation indicator" : "first line";
          const message2 = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message2);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep9 + indent.slice(trimIndent) + content;
          sep9 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep9 === " ")
            sep9 = "\n";
          else if (!prevMoreIndented && sep9 === "\n")
            sep9 = "\n\n";
          value += sep9 + indent.slice(trimIndent) + content;
          sep9 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep9 === "\n")
            value += "\n";
          else
            sep9 = "\n";
        } else {
          value += sep9 + content;
          sep9 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header2.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header2.length + scalar.source.length;
      return { value, type, comment: header2.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message2 = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message2);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message2 = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message2);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code2, msg) => onError(offset + rel, code2, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep9 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep9 === "\n")
            res += sep9;
          else
            sep9 = "\n";
        } else {
          res += sep9 + lm;
          sep9 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep9 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code2 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code2);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity2.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity2.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity2.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity2.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity2.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity2.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity2.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message2 = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message2);
          }
          break;
        default: {
          const message2 = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message2);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity2.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document2 = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document2.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document2 = require_Document();
    var errors = require_errors();
    var identity2 = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code2, message2, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code2, message2));
          else
            this.errors.push(new errors.YAMLParseError(pos, code2, message2));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity2.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity2.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message2, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message2, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document2.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code2, message2) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code2, message2);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code2, message2);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header2 = token.props[0];
            if (header2.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header2.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header2 = token.props[0];
        if (header2.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header2.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify3 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep9, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep9)
        for (const st of sep9)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index2] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index2];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty2) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty2)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list3, type) {
      for (let i = 0; i < list3.length; ++i)
        if (list3[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list3) {
      for (let i = 0; i < list3.length; ++i) {
        switch (list3[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message2 = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message: message2, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message2 = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message: message2 };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep9;
          if (scalar.end) {
            sep9 = scalar.end;
            sep9.push(this.sourceToken);
            delete scalar.end;
          } else
            sep9 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep9 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep9 = it.sep;
                  sep9.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep9 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep9 = fc.end.splice(1, fc.end.length);
            sep9.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep9 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity2 = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions2(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments3(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions2(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions2(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse3(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify3(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity2.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document2.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse3;
    exports.parseAllDocuments = parseAllDocuments3;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify3;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document2.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity2.isAlias;
    exports.isCollection = identity2.isCollection;
    exports.isDocument = identity2.isDocument;
    exports.isMap = identity2.isMap;
    exports.isNode = identity2.isNode;
    exports.isPair = identity2.isPair;
    exports.isScalar = identity2.isScalar;
    exports.isSeq = identity2.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code2) {
        super();
        this._items = typeof code2 === "string" ? [code2] : code2;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code2 = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code2, args[i]);
        code2.push(strs[++i]);
      }
      return new _Code(code2);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str5(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str5;
    function addCodeArg(code2, arg) {
      if (arg instanceof _Code)
        code2.push(...arg._items);
      else if (arg instanceof Name)
        code2.push(arg);
      else
        code2.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str5`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify3(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify3;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code2 = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code2 = (0, code_1._)`${code2}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code2 = (0, code_1._)`${code2}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code2;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break2 = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code2) {
        super();
        this.code = code2;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants2) {
        this.code = optimizeExpr(this.code, names, constants2);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code2, n) => code2 + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants2) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants2))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code2 = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code2 += "else " + this.else.render(opts);
        return code2;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants2) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        if (!(super.optimizeNames(names, constants2) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code2 = "try" + super.render(opts);
        if (this.catch)
          code2 += this.catch.render(opts);
        if (this.finally)
          code2 += this.finally.render(opts);
        return code2;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants2) {
        var _a, _b;
        super.optimizeNames(names, constants2);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code2 = ["{"];
        for (const [key, value] of keyValues) {
          if (code2.length > 1)
            code2.push(",");
          code2.push(key);
          if (key !== value || this.opts.es5) {
            code2.push(":");
            (0, code_1.addCodeArg)(code2, value);
          }
        }
        code2.push("}");
        return new code_1._Code(code2);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj3, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj3})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj3), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break2(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len2 = this._blockStarts.pop();
        if (len2 === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len2;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len2;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants2) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants2[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants2[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES2) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES2.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str5) {
      return unescapeJsonPointer(decodeURIComponent(str5));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str5) {
      return encodeURIComponent(escapeJsonPointer(str5));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str5) {
      if (typeof str5 == "number")
        return `${str5}`;
      return str5.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str5) {
      return str5.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f3) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f3(x);
      } else {
        f3(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f3) {
      return gen.scopeValue("func", {
        ref: f3,
        code: snippets[f3.code] || (snippets[f3.code] = new code_1._Code(f3.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors2 = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message: message2 }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message2 == "function" ? message2(cxt) : message2]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len2 = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len2, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors2();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str5) {
      return str5.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count2 = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count2++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count2 += countKeys(sch));
        }
        if (count2 === Infinity)
          return Infinity;
      }
      return count2;
    }
    function getFullPath(resolver, id = "", normalize2) {
      if (normalize2 !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref2) {
          const _resolve = this.opts.uriResolver.resolve;
          ref2 = normalizeId(innerBaseId ? _resolve(innerBaseId, ref2) : ref2);
          if (schemaRefs.has(ref2))
            throw ambiguos(ref2);
          schemaRefs.add(ref2);
          let schOrRef = this.refs[ref2];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref2);
          } else if (ref2 !== normalizeId(fullPath)) {
            if (ref2[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref2], ref2);
              localRefs[ref2] = sch;
            } else {
              this.refs[ref2] = fullPath;
            }
          }
          return ref2;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref2) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref2);
      }
      function ambiguos(ref2) {
        return new Error(`reference "${ref2}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES: RULES2 } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES2))) {
        gen.block(() => keywordCode(it, "$ref", RULES2.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES2.rules)
          groupKeywords(group);
        groupKeywords(RULES2.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj3, assign) {
        if (assign)
          Object.assign(this.params, obj3);
        else
          this.params = obj3;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref2, msg) {
        super(msg || `can't resolve reference ${ref2} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref2);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref2) {
      var _a;
      ref2 = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref2);
      const schOrFunc = root.refs[ref2];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve7.call(this, root, ref2);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref2];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref2] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve7(root, ref2) {
      let sch;
      while (typeof (sch = this.refs[ref2]) == "string")
        ref2 = sch;
      return sch || this.schemas[ref2] || resolveSchema.call(this, root, ref2);
    }
    function resolveSchema(root, ref2) {
      const p = this.opts.uriResolver.parse(ref2);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref2)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp4) {
      if (cp4 < 2048) {
        return BYTE_HEX[192 | cp4 >> 6] + BYTE_HEX[128 | cp4 & 63];
      }
      if (cp4 < 65536) {
        return BYTE_HEX[224 | cp4 >> 12] + BYTE_HEX[128 | cp4 >> 6 & 63] + BYTE_HEX[128 | cp4 & 63];
      }
      return BYTE_HEX[240 | cp4 >> 18] + BYTE_HEX[128 | cp4 >> 12 & 63] + BYTE_HEX[128 | cp4 >> 6 & 63] + BYTE_HEX[128 | cp4 & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code2 = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code2 = input[i].charCodeAt(0);
        if (code2 === 48) {
          continue;
        }
        if (!(code2 >= 48 && code2 <= 57 || code2 >= 65 && code2 <= 70 || code2 >= 97 && code2 <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code2 = input[i].charCodeAt(0);
        if (!(code2 >= 48 && code2 <= 57 || code2 >= 65 && code2 <= 70 || code2 >= 97 && code2 <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str5, token) {
      let ind = 0;
      for (let i = 0; i < str5.length; i++) {
        if (str5[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len2 = 0;
      while (len2 = input.length) {
        if (len2 === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len2 === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len2 === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code2 = input.charCodeAt(i);
          if (code2 < 128) {
            output += isEscapeSafe(code2) ? ch : BYTE_HEX[code2];
          } else if (code2 < 55296 || code2 > 57343) {
            output += percentEncodeNonAscii(code2);
          } else if (code2 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code2 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code2 = input.charCodeAt(i);
          if (code2 < 128) {
            output += BYTE_HEX[code2];
          } else if (code2 < 55296 || code2 > 57343) {
            output += percentEncodeNonAscii(code2);
          } else if (code2 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code2 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code2 = input.charCodeAt(i);
          if (code2 < 128) {
            output += BYTE_HEX[code2];
          } else if (code2 < 55296 || code2 > 57343) {
            output += percentEncodeNonAscii(code2);
          } else if (code2 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code2 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp4) {
      return cp4 >= 48 && cp4 <= 57 || cp4 >= 65 && cp4 <= 90 || cp4 >= 97 && cp4 <= 122 || cp4 === 42 || cp4 === 43 || cp4 === 45 || cp4 === 46 || cp4 === 47 || cp4 === 64 || cp4 === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code2 = input.charCodeAt(i);
          if (code2 < 128) {
            output += isEscapeSafe(code2) ? ch : BYTE_HEX[code2];
          } else if (code2 < 55296 || code2 > 57343) {
            output += percentEncodeNonAscii(code2);
          } else if (code2 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code2 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize2(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse3(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve7(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative9, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse3(serialize(base, options), options);
        relative9 = parse3(serialize(relative9, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative9.scheme) {
        target.scheme = relative9.scheme;
        target.userinfo = relative9.userinfo;
        target.host = relative9.host;
        target.port = relative9.port;
        target.path = removeDotSegments(relative9.path || "");
        target.query = relative9.query;
      } else {
        if (relative9.userinfo !== void 0 || relative9.host !== void 0 || relative9.port !== void 0) {
          target.userinfo = relative9.userinfo;
          target.host = relative9.host;
          target.port = relative9.port;
          target.path = removeDotSegments(relative9.path || "");
          target.query = relative9.query;
        } else {
          if (!relative9.path) {
            target.path = base.path;
            if (relative9.query !== void 0) {
              target.query = relative9.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative9.path[0] === "/") {
              target.path = removeDotSegments(relative9.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative9.path;
              } else if (!base.path) {
                target.path = relative9.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative9.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative9.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative9.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse3(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize: normalize2,
      resolve: resolve7,
      resolveComponent,
      equal,
      serialize,
      parse: parse3
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str5, flags) => new RegExp(str5, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref2, missingRef }) {
          if (this.refs[ref2]) {
            throw new Error(`AnySchema ${ref2} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref2) {
          const _schema = await _loadSchema.call(this, ref2);
          if (!this.refs[ref2])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref2])
            this.addSchema(_schema, ref2, meta);
        }
        async function _loadSchema(ref2) {
          const p = this._loading[ref2];
          if (p)
            return p;
          try {
            return await (this._loading[ref2] = loadSchema(ref2));
          } finally {
            delete this._loading[ref2];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message2 = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message2);
          else
            throw new Error(message2);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES: RULES2 } = this;
        delete RULES2.keywords[keyword];
        delete RULES2.all[keyword];
        for (const group of RULES2.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text2, msg) => text2 + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg2 of segments)
            keywords = keywords[seg2];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES: RULES2 } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES2.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES: RULES2 } = this;
      let ruleGroup = post ? RULES2.post : RULES2.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES2.rules.push(ruleGroup);
      }
      RULES2.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES2.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core2 = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core2;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str5) {
      const len2 = str5.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len2) {
        length++;
        value = str5.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len2) {
          value = str5.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len2 = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len2} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len: len2 } }) => (0, codegen_1.str)`must NOT have more than ${len2} items`,
      params: ({ params: { len: len2 } }) => (0, codegen_1._)`{limit: ${len2}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len2 = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len2} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len2} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len2, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len2 = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len2} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len: len2 } }) => (0, codegen_1.str)`must NOT have more than ${len2} items`,
      params: ({ params: { len: len2 } }) => (0, codegen_1._)`{limit: ${len2}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len2 = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len2} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len2} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count2 = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count2)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len2, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count2) {
          gen.code((0, codegen_1._)`${count2}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count2} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code2 = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code: code2 });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf: oneOf2 } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf2)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf2.length; i++) {
            let sch = oneOf2[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref2 = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref2);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref2);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/github/main.ts
import { mkdtempSync as mkdtempSync6, rmSync as rmSync5, writeFileSync as writeFileSync4 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join20 } from "node:path";

// src/engine.ts
var import_yaml14 = __toESM(require_dist(), 1);
import { mkdtempSync as mkdtempSync5, rmSync as rmSync4 } from "node:fs";
import { availableParallelism, tmpdir as tmpdir2 } from "node:os";
import { join as join18 } from "node:path";

// src/argocd/resource.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function groupOf(apiVersion) {
  if (typeof apiVersion !== "string") return "";
  const i = apiVersion.lastIndexOf("/");
  return i < 0 ? "" : apiVersion.slice(0, i);
}
function metadataOf(obj3) {
  return isRecord(obj3.metadata) ? obj3.metadata : {};
}
function stringMap(v) {
  if (!isRecord(v)) return {};
  const out = {};
  for (const [k, val] of Object.entries(v)) if (typeof val === "string") out[k] = val;
  return out;
}
function annotationsOf(obj3) {
  return stringMap(metadataOf(obj3).annotations);
}
function labelsOf(obj3) {
  return stringMap(metadataOf(obj3).labels);
}
function nameOf(obj3) {
  const m = metadataOf(obj3);
  return typeof m.name === "string" ? m.name : "";
}
function namespaceOf(obj3) {
  const m = metadataOf(obj3);
  return typeof m.namespace === "string" ? m.namespace : "";
}
function kindOf(obj3) {
  return typeof obj3.kind === "string" ? obj3.kind : "";
}
function keyString(k) {
  return `${k.group}/${k.kind}/${k.namespace}/${k.name}`;
}
function keyLabel(k) {
  const kind = k.group ? `${k.kind}.${k.group}` : k.kind;
  return k.namespace ? `${kind} ${k.namespace}/${k.name}` : `${kind} ${k.name}`;
}
function compareKeys(a, b) {
  return keyString(a) < keyString(b) ? -1 : keyString(a) > keyString(b) ? 1 : 0;
}
function listItems(obj3, onInvalid = () => {
}) {
  if (Array.isArray(obj3.items)) {
    const out = [];
    for (const item of obj3.items) {
      if (isRecord(item)) out.push(item);
      else onInvalid(item);
    }
    return out;
  }
  if ("items" in obj3 && obj3.items === null && !("spec" in obj3) && !("status" in obj3)) return [];
  return [obj3];
}

// src/argocd/application.ts
var ARGO_GROUP = "argoproj.io";
function isApplication(obj3) {
  return obj3.kind === "Application" && typeof obj3.apiVersion === "string" && obj3.apiVersion.startsWith(`${ARGO_GROUP}/`);
}
var str = (v) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
var bool = (v) => v === true || v === "true";
var strList = (v) => Array.isArray(v) ? v.map(str).filter((s) => s !== "") : [];
var optStr = (v) => typeof v === "string" && v !== "" ? v : void 0;
var strRecord = (v) => {
  const out = {};
  if (isRecord(v)) for (const [k, val] of Object.entries(v)) out[k] = str(val);
  return out;
};
function parseHelm(h) {
  return {
    releaseName: optStr(h.releaseName),
    namespace: optStr(h.namespace),
    kubeVersion: optStr(h.kubeVersion),
    apiVersions: Array.isArray(h.apiVersions) ? strList(h.apiVersions) : void 0,
    valueFiles: strList(h.valueFiles),
    ignoreMissingValueFiles: bool(h.ignoreMissingValueFiles),
    valuesObject: h.valuesObject === null ? void 0 : h.valuesObject,
    values: typeof h.values === "string" ? h.values : void 0,
    parameters: (Array.isArray(h.parameters) ? h.parameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      value: str(p.value),
      forceString: bool(p.forceString)
    })),
    fileParameters: (Array.isArray(h.fileParameters) ? h.fileParameters : []).filter(isRecord).map((p) => ({
      name: str(p.name),
      path: str(p.path)
    })),
    skipCrds: bool(h.skipCrds),
    skipSchemaValidation: bool(h.skipSchemaValidation),
    skipTests: bool(h.skipTests),
    version: optStr(h.version)
  };
}
function parseKustomize(k) {
  return {
    namePrefix: optStr(k.namePrefix),
    nameSuffix: optStr(k.nameSuffix),
    images: strList(k.images),
    replicas: (Array.isArray(k.replicas) ? k.replicas : []).filter(isRecord).map((r) => ({
      name: str(r.name),
      count: str(r.count)
    })),
    commonLabels: strRecord(k.commonLabels),
    commonAnnotations: strRecord(k.commonAnnotations),
    commonAnnotationsEnvsubst: bool(k.commonAnnotationsEnvsubst),
    forceCommonLabels: bool(k.forceCommonLabels),
    forceCommonAnnotations: bool(k.forceCommonAnnotations),
    labelWithoutSelector: bool(k.labelWithoutSelector),
    labelIncludeTemplates: bool(k.labelIncludeTemplates),
    namespace: optStr(k.namespace),
    patches: Array.isArray(k.patches) ? k.patches : [],
    components: strList(k.components),
    ignoreMissingComponents: bool(k.ignoreMissingComponents),
    kubeVersion: optStr(k.kubeVersion),
    apiVersions: Array.isArray(k.apiVersions) ? strList(k.apiVersions) : void 0,
    version: optStr(k.version)
  };
}
function parseDirectory(d) {
  return { recurse: bool(d.recurse), include: str(d.include), exclude: str(d.exclude), jsonnet: d.jsonnet };
}
function parseSource(raw) {
  return {
    repoURL: str(raw.repoURL),
    path: str(raw.path),
    targetRevision: str(raw.targetRevision),
    chart: str(raw.chart),
    ref: str(raw.ref),
    name: str(raw.name),
    helm: isRecord(raw.helm) ? parseHelm(raw.helm) : void 0,
    kustomize: isRecord(raw.kustomize) ? parseKustomize(raw.kustomize) : void 0,
    directory: isRecord(raw.directory) ? parseDirectory(raw.directory) : void 0,
    plugin: isRecord(raw.plugin) ? raw.plugin : void 0,
    raw
  };
}
function parseSyncPolicy(sp) {
  const p = isRecord(sp) ? sp : {};
  const auto = isRecord(p.automated) ? p.automated : void 0;
  const automated = auto !== void 0 && auto.enabled !== false;
  return {
    automated,
    prune: automated && bool(auto?.prune),
    selfHeal: automated && bool(auto?.selfHeal),
    allowEmpty: automated && bool(auto?.allowEmpty),
    syncOptions: strList(p.syncOptions)
  };
}
function parseApplication(obj3) {
  const meta = isRecord(obj3.metadata) ? obj3.metadata : {};
  const name = str(meta.name);
  if (!name) throw new Error("Application has no metadata.name");
  const spec = isRecord(obj3.spec) ? obj3.spec : {};
  const rawSources = Array.isArray(spec.sources) ? spec.sources.filter(isRecord) : [];
  const multiSource = rawSources.length > 0 && !isRecord(spec.sourceHydrator);
  const sources2 = multiSource ? rawSources.map(parseSource) : isRecord(spec.source) ? [parseSource(spec.source)] : [];
  const dest = isRecord(spec.destination) ? spec.destination : {};
  return {
    name,
    namespace: str(meta.namespace),
    project: str(spec.project) || "default",
    sources: sources2,
    multiSource,
    destination: { server: str(dest.server), name: str(dest.name), namespace: str(dest.namespace) },
    syncPolicy: parseSyncPolicy(spec.syncPolicy),
    finalizers: strList(meta.finalizers),
    ignoreDifferences: Array.isArray(spec.ignoreDifferences) ? spec.ignoreDifferences : [],
    annotations: strRecord(meta.annotations),
    spec
  };
}
function instanceName(app, controlPlaneNamespace) {
  if (app.namespace && app.namespace !== controlPlaneNamespace) return `${app.namespace}_${app.name}`;
  return app.name;
}
function releaseNameFromInstance(instance) {
  const i = instance.indexOf("_");
  return i < 0 ? instance : instance.slice(i + 1);
}

// src/render/yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var PARSE_OPTIONS = { version: "1.1", merge: true, uniqueKeys: false, strict: false, prettyErrors: true };
function parseYamlStream(text2) {
  const lineCounter = new import_yaml.LineCounter();
  const docs = [];
  const errors = [];
  const all = (0, import_yaml.parseAllDocuments)(text2, { ...PARSE_OPTIONS, lineCounter });
  for (const doc of all) {
    const start = doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0;
    const line = lineCounter.linePos(start).line;
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      errors.push({ message: e.message.split("\n")[0] ?? e.message, line: e.linePos?.[0]?.line ?? line });
      continue;
    }
    let value;
    try {
      value = doc.toJS({ maxAliasCount: 1e4 });
    } catch (e) {
      errors.push({ message: e instanceof Error ? e.message : String(e), line });
      continue;
    }
    if (value === null || value === void 0) continue;
    docs.push({ value, line, commentBefore: doc.commentBefore ?? doc.contents?.commentBefore ?? "" });
  }
  return { docs, errors };
}
function helmSourceOf(commentBefore) {
  const m = /(?:^|\n)\s*Source:\s*(\S+)/.exec(commentBefore);
  return m?.[1];
}

// src/argocd/discover.ts
import { posix } from "node:path";

// src/argocd/kustomization.ts
function kustomizePatchRefs(k) {
  if (!isRecord(k)) return [];
  const out = [];
  for (const key of ["patches", "patchesJson6902"]) {
    for (const p of Array.isArray(k[key]) ? k[key] : []) if (isRecord(p) && typeof p.path === "string") out.push(p.path);
  }
  for (const p of Array.isArray(k.patchesStrategicMerge) ? k.patchesStrategicMerge : []) if (typeof p === "string" && !p.includes("\n")) out.push(p);
  return out.filter((p) => p !== "");
}
function kustomizeRefs(k) {
  if (!isRecord(k)) return [];
  const out = [];
  const strs = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  for (const key of ["resources", "bases", "components", "crds", "generators", "transformers", "validators", "configurations"]) {
    out.push(...strs(k[key]));
  }
  out.push(...kustomizePatchRefs(k));
  for (const p of Array.isArray(k.replacements) ? k.replacements : []) if (isRecord(p) && typeof p.path === "string") out.push(p.path);
  for (const key of ["configMapGenerator", "secretGenerator"]) {
    for (const g of Array.isArray(k[key]) ? k[key] : []) {
      if (!isRecord(g)) continue;
      for (const f3 of [...strs(g.files), ...strs(g.envs), ...typeof g.env === "string" ? [g.env] : []]) out.push(f3.includes("=") ? f3.slice(f3.indexOf("=") + 1) : f3);
    }
  }
  if (isRecord(k.openapi) && typeof k.openapi.path === "string") out.push(k.openapi.path);
  if (isRecord(k.helmGlobals) && typeof k.helmGlobals.chartHome === "string") out.push(k.helmGlobals.chartHome);
  else if (Array.isArray(k.helmCharts) && k.helmCharts.length > 0) out.push("charts");
  return out.filter((p) => p !== "");
}

// src/argocd/discover.ts
function mayHoldApplication(text2) {
  return text2.includes("argoproj.io") && /["']?kind["']?\s*:\s*["']?Application(Set)?\b/.test(text2);
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
function isApplicationSet(obj3) {
  return obj3.kind === "ApplicationSet" && typeof obj3.apiVersion === "string" && obj3.apiVersion.startsWith("argoproj.io/");
}
function discoverApplications(files, controlPlaneNamespace) {
  const apps = /* @__PURE__ */ new Map();
  const appSets = /* @__PURE__ */ new Map();
  const problems2 = [];
  for (const f3 of files) {
    if (!mayHoldApplication(f3.text)) continue;
    const { docs, errors } = parseYamlStream(f3.text);
    const templated = f3.text.includes("{{") && errors.length > 0;
    if (!templated) for (const e of errors) problems2.push({ file: f3.path, line: e.line, message: `cannot parse YAML: ${e.message}` });
    for (const d of docs) {
      const values = Array.isArray(d.value) ? d.value : isRecord(d.value) && Array.isArray(d.value.items) ? d.value.items : [d.value];
      for (const v of values) {
        if (isRecord(v) && isApplicationSet(v)) {
          const meta = isRecord(v.metadata) ? v.metadata : {};
          const id2 = `${typeof meta.namespace === "string" && meta.namespace ? meta.namespace : controlPlaneNamespace}/${String(meta.name ?? "")}`;
          appSets.set(id2, { id: id2, file: f3.path, line: d.line, manifest: v });
          continue;
        }
        if (!isRecord(v) || !isApplication(v) || templated) continue;
        const name = isRecord(v.metadata) ? v.metadata.name : void 0;
        if (f3.text.includes("{{") && (typeof name !== "string" || name.includes("{{"))) continue;
        let app;
        try {
          app = parseApplication(v);
        } catch (e) {
          problems2.push({ file: f3.path, line: d.line, message: e instanceof Error ? e.message : String(e) });
          continue;
        }
        const id = appId(app, controlPlaneNamespace);
        const prev = apps.get(id);
        if (prev) {
          problems2.push({
            file: f3.path,
            line: d.line,
            message: `Application ${id} is also defined in ${prev.file}:${prev.line}; the later definition is used`
          });
        }
        apps.set(id, { app, file: f3.path, line: d.line, id, manifest: v });
      }
    }
  }
  const byId = (a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return { apps: [...apps.values()].sort(byId), appSets: [...appSets.values()].sort(byId), problems: problems2 };
}

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

// src/argocd/path-match.ts
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
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    switch (chunk[0]) {
      case 91: {
        let r = 0;
        if (!failed) {
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
        if (match === negated) failed = true;
        break;
      }
      case 63:
        if (!failed) {
          if (s[0] === SLASH) failed = true;
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
        if (!failed) {
          if (chunk[0] !== s[0]) failed = true;
          s = s.subarray(1);
        }
        chunk = chunk.subarray(1);
    }
  }
  return failed ? void 0 : s;
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

// src/argocd/appset/sprig.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { createHash } from "node:crypto";

// src/argocd/appset/values.ts
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
function goTypeName(v) {
  if (v === void 0 || v === null) return "<nil>";
  const t = typedAs(v);
  if (t) return t;
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
  return Array.isArray(v) ? "[]interface {}" : "map[string]interface {}";
}
function goKindName(v) {
  if (v === void 0 || v === null) return "invalid";
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
  return Array.isArray(v) ? "slice" : "map";
}
function formatFloat(f3) {
  if (Number.isNaN(f3)) return "NaN";
  if (f3 === Infinity) return "+Inf";
  if (f3 === -Infinity) return "-Inf";
  if (f3 === 0) return Object.is(f3, -0) ? "-0" : "0";
  const [mant, expStr] = f3.toExponential().split("e");
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
  const str5 = (s) => {
    let out = JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => c === "\u2028" ? "\\u2028" : "\\u2029");
    if (esc2) out = out.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    return out;
  };
  const walk = (x, pad2) => {
    if (x === void 0 || x === null) return "null";
    switch (typeof x) {
      case "string":
        return str5(x);
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
      return `[${nl}${x.map((e) => inner + walk(e, inner)).join(`,${nl}`)}${nl}${pad2}]`;
    }
    const keys = Object.keys(x).sort();
    if (keys.length === 0) return "{}";
    const sep9 = opts.indent !== void 0 ? ": " : ":";
    const m = x;
    return `{${nl}${keys.map((k) => `${inner}${str5(k)}${sep9}${walk(m[k], inner)}`).join(`,${nl}`)}${nl}${pad2}}`;
  };
  return walk(v, "");
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

// src/argocd/appset/gofmt.ts
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
function fmtFloat(f3, verb, spec) {
  let body;
  const prec = spec.prec;
  if (!Number.isFinite(f3)) body = formatFloat(f3).replace("+", "");
  else if (verb === "f" || verb === "F") body = Math.abs(f3).toFixed(prec ?? 6);
  else if (verb === "e" || verb === "E") {
    body = Math.abs(f3).toExponential(prec ?? 6).replace(/e([+-])(\d)$/, "e$10$2");
    if (verb === "E") body = body.toUpperCase();
  } else if (prec === void 0) body = formatFloat(Math.abs(f3));
  else {
    body = Math.abs(f3).toPrecision(prec === 0 ? 1 : prec);
    if (body.includes("e")) body = body.replace(/\.?0+e/, "e").replace(/e([+-])(\d)$/, "e$10$2");
    else if (body.includes(".")) body = body.replace(/\.?0+$/, "");
  }
  if (verb === "G") body = body.toUpperCase();
  const neg = f3 < 0 || Object.is(f3, -0);
  const sign = neg ? "-" : spec.plus ? "+" : spec.space ? " " : "";
  return pad(sign + body, spec, Number.isFinite(f3));
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
      const f3 = format[i];
      if (f3 === "+") spec.plus = true;
      else if (f3 === "-") spec.minus = true;
      else if (f3 === "#") spec.sharp = true;
      else if (f3 === "0") spec.zero = true;
      else if (f3 === " ") spec.space = true;
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

// src/argocd/appset/gotemplate-lex.ts
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
    const open = src.indexOf("{{", pos);
    let text2 = src.slice(pos, open < 0 ? src.length : open);
    if (trimNext) text2 = text2.replace(/^[ \t\r\n]+/, "");
    trimNext = false;
    let i = open + 2;
    const trimLeft = open >= 0 && src[i] === "-" && SPACE.test(src[i + 1] ?? "");
    if (trimLeft) text2 = text2.replace(/[ \t\r\n]+$/, "");
    if (text2) items.push({ kind: "text", text: text2 });
    if (open < 0) return items;
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
      const m = /^[+-]?(?:0[xX][0-9a-fA-F_]*(?:\.[0-9a-fA-F_]*)?(?:[pP][+-]?[0-9_]+)?|0[oObB][0-9_]+|[0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9_]+)?)i?/.exec(src.slice(i));
      const text2 = m?.[0] ?? "";
      if (!/[0-9]/.test(text2) || ALNUM.test(src[i + text2.length] ?? "")) throw new TemplateError(`bad number syntax: "${src.slice(i, i + text2.length + 1)}"`);
      push("number", text2);
      i += text2.length;
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
function unquote(text2) {
  if (text2.startsWith("`")) return text2.slice(1, -1).replace(/\r/g, "");
  const body = text2.slice(1, -1);
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (_, e) => {
    const simple = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "	", v: "\v", "\\": "\\", '"': '"', "'": "'" };
    if (e.length === 1) {
      if (simple[e] === void 0) throw new TemplateError(`invalid syntax in ${text2}`);
      return simple[e];
    }
    if (/^[0-7]{3}$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return String.fromCodePoint(parseInt(e.slice(1), 16));
  });
}
function parseNumber(text2) {
  if (text2.endsWith("i")) throw new TemplateError(`complex constants are not supported: ${text2}`);
  const clean = text2.replace(/_/g, "");
  const neg = clean.startsWith("-");
  const body = clean.replace(/^[+-]/, "");
  const isHex = /^0[xX]/.test(body);
  if (!isHex && /[.eE]/.test(body) || isHex && /[.pP]/.test(body)) {
    const f3 = Number(clean);
    if (Number.isNaN(f3)) throw new TemplateError(`illegal number syntax: "${text2}"`);
    return { value: f3 };
  }
  const radix = /^0[oO]/.test(body) ? "0o" : /^0[bB]/.test(body) ? "0b" : "";
  const digits = radix ? body.slice(2) : /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body;
  const v = BigInt(radix + digits);
  return { value: neg ? -v : v };
}

// src/argocd/appset/gotemplate-builtins.ts
var UnsupportedFunction = class extends Error {
  constructor(fn, why = "is not evaluated offline") {
    super(`template function "${fn}" ${why}`);
    this.fn = fn;
  }
  fn;
};
var kindOf2 = (v) => v === void 0 || v === null ? "invalid" : typeof v === "boolean" ? "bool" : typeof v === "bigint" ? "int" : typeof v === "number" ? "float" : typeof v === "string" ? "string" : "other";
function eq(args) {
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
  ["printf", { min: 1, fn: ([f3, ...a]) => goSprintf(requireString(f3, "printf"), a) }],
  ["eq", { min: 1, raw: true, fn: (a) => eq(a) }],
  ["ne", { min: 2, max: 2, raw: true, fn: (a) => !eq(a) }],
  ["lt", { min: 2, max: 2, raw: true, fn: ([a, b]) => lt("lt", a, b) }],
  ["le", { min: 2, max: 2, raw: true, fn: ([a, b]) => lt("le", a, b) || eq([a, b]) }],
  ["gt", { min: 2, max: 2, raw: true, fn: ([a, b]) => !(lt("gt", a, b) || eq([a, b])) }],
  ["ge", { min: 2, max: 2, raw: true, fn: ([a, b]) => !lt("ge", a, b) }],
  ["html", { min: 0, fn: (a) => evalArgs(a).replace(/[&'<>"\0]/g, (c) => ({ "&": "&amp;", "'": "&#39;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "\0": "\uFFFD" })[c]) }],
  ["js", { min: 0, fn: (a) => goQuote(evalArgs(a)).slice(1, -1).replace(/'/g, "\\'").replace(/[<>&=]/g, (c) => `\\u00${c.charCodeAt(0).toString(16).toUpperCase()}`) }],
  ["urlquery", { min: 0, fn: (a) => encodeURIComponent(evalArgs(a)).replace(/%20/g, "+").replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) }],
  ["slice", { min: 1, raw: true, fn: () => {
    throw new UnsupportedFunction("slice");
  } }],
  ["call", { min: 1, raw: true, fn: () => {
    throw new UnsupportedFunction("call");
  } }],
  ["and", { min: 1, raw: true, fn: () => void 0 }],
  ["or", { min: 1, raw: true, fn: () => void 0 }]
]);
function requireString(v, fn) {
  if (typeof v === "string") return v;
  if (v === void 0 || v === null) throw new TemplateError(`error calling ${fn}: invalid value; expected string`);
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected string; got ${goTypeName(v)}`);
}

// src/argocd/appset/gotemplate-parse.ts
function parseTemplate(src, isFunc) {
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

// src/argocd/appset/gotemplate.ts
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
      parsed = parseTemplate(src, isFunc);
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
  setVar(name, value) {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i].name === name) {
        this.vars[i].value = value;
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
    let value = MISSING;
    for (const cmd of pipe.cmds) {
      value = this.command(dot, cmd, value);
      if (value === null) value = void 0;
    }
    if (pipe.decl.length > 0) {
      if (pipe.isAssign) this.setVar(pipe.decl[0], value);
      else for (const d of pipe.decl) this.vars.push({ name: d, value });
    }
    return value;
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
        if (hasArgs) throw new TemplateError(`${describe(first)} is not a method but has arguments`);
        return this.arg(dot, first);
      case "nil":
        throw new TemplateError("nil is not a command");
      default:
        if (hasArgs) throw new TemplateError(`can't give argument to non-function ${describe(first)}`);
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
    const at = `at <${describe(node)}>`;
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
    const f3 = this.funcs.get(name) ?? BUILTINS.get(name);
    if (!f3) throw new TemplateError(`function "${name}" not defined`);
    let args = all();
    if (args.length < f3.min || f3.max !== void 0 && args.length > f3.max) {
      const want = f3.max === void 0 ? `at least ${f3.min}` : String(f3.max === f3.min ? f3.min : `${f3.min}..${f3.max}`);
      throw new TemplateError(`wrong number of args for ${name}: want ${want} got ${args.length}`);
    }
    if (!f3.raw) args = args.map((a) => a === void 0 ? null : a);
    try {
      return f3.fn(args, this.ctx);
    } catch (e) {
      if (e instanceof UnsupportedFunction || e instanceof TemplateError) throw e;
      throw new TemplateError(`error calling ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
};
function describe(a) {
  switch (a.t) {
    case "field":
      return `.${a.idents.join(".")}`;
    case "var":
      return [a.name, ...a.idents].join(".");
    case "chain":
      return `(${describe(a.node)}).${a.idents.join(".")}`;
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

// src/argocd/appset/sprig-collections.ts
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
var list = (v, fn) => {
  if (Array.isArray(v)) return v;
  throw new TemplateError(`error calling ${fn}: Cannot find ${fn} on type ${goTypeName(v)}`);
};
var dict = (v, fn) => {
  if (isMap(v)) return v;
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected map[string]interface {}; got ${goTypeName(v)}`);
};
var same = (a, b) => goTypeName(a) === goTypeName(b) && goJson(a) === goJson(b);
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
  const arr = list(l, "slice");
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
  ["div", f(2, 2, ([a, b]) => {
    const d = toInt64(b);
    if (d === 0n) throw new Error("runtime error: integer divide by zero");
    return toInt64(a) / d;
  })],
  ["mod", f(2, 2, ([a, b]) => {
    const d = toInt64(b);
    if (d === 0n) throw new Error("runtime error: integer divide by zero");
    return toInt64(a) % d;
  })],
  ["max", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v > m ? v : m))],
  ["biggest", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v > m ? v : m))],
  ["min", f(1, void 0, (a) => a.map(toInt64).reduce((m, v) => v < m ? v : m))],
  ["maxf", f(1, void 0, (a) => Math.max(...a.map(toFloat64)))],
  ["minf", f(1, void 0, (a) => Math.min(...a.map(toFloat64)))],
  ["ceil", f(1, 1, ([v]) => Math.ceil(toFloat64(v)))],
  ["floor", f(1, 1, ([v]) => Math.floor(toFloat64(v)))],
  ["round", f(2, 3, ([v, p, half]) => {
    const pow = 10 ** Number(toInt64(p));
    const digit = half === void 0 ? 0.5 : toFloat64(half);
    const x = toFloat64(v) * pow;
    const r = x - Math.trunc(x) >= digit ? Math.ceil(x) : Math.floor(x);
    return r / pow;
  })],
  ["until", f(1, 1, ([n]) => until(0n, toInt64(n), toInt64(n) >= 0n ? 1n : -1n))],
  ["untilStep", f(3, 3, ([a, b, c]) => until(toInt64(a), toInt64(b), toInt64(c)))],
  ["list", f(0, void 0, (a) => [...a])],
  ["tuple", f(0, void 0, (a) => [...a])],
  ["dict", f(0, void 0, (a) => {
    const out = {};
    for (let i = 0; i < a.length; i += 2) out[strval(a[i])] = i + 1 < a.length ? a[i + 1] : "";
    return out;
  })],
  ["get", f(2, 2, ([d, k]) => {
    const m = dict(d, "get");
    const key = requireString(k, "get");
    return Object.prototype.hasOwnProperty.call(m, key) ? m[key] : "";
  })],
  ["set", f(3, 3, ([d, k, v]) => {
    const m = dict(d, "set");
    m[requireString(k, "set")] = v;
    return m;
  })],
  ["unset", f(2, 2, ([d, k]) => {
    const m = dict(d, "unset");
    delete m[requireString(k, "unset")];
    return m;
  })],
  ["hasKey", f(2, 2, ([d, k]) => Object.prototype.hasOwnProperty.call(dict(d, "hasKey"), requireString(k, "hasKey")))],
  ["keys", f(0, void 0, (a) => tagType(a.flatMap((d) => Object.keys(dict(d, "keys"))).sort(), "[]string"))],
  ["values", f(1, 1, ([d]) => {
    const m = dict(d, "values");
    return Object.keys(m).sort().map((k) => m[k]);
  })],
  ["pick", f(1, void 0, ([d, ...ks]) => {
    const m = dict(d, "pick");
    const out = {};
    for (const k of ks.map((x) => requireString(x, "pick"))) if (Object.prototype.hasOwnProperty.call(m, k)) out[k] = m[k];
    return out;
  })],
  ["omit", f(1, void 0, ([d, ...ks]) => {
    const m = dict(d, "omit");
    const drop = new Set(ks.map((x) => requireString(x, "omit")));
    return Object.fromEntries(Object.entries(m).filter(([k]) => !drop.has(k)));
  })],
  ["pluck", f(1, void 0, (a) => {
    const key = requireString(a[0], "pluck");
    return a.slice(1).map((d) => dict(d, "pluck")).filter((m) => Object.prototype.hasOwnProperty.call(m, key)).map((m) => m[key]);
  })],
  ["merge", f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "merge"), false), dict(d, "merge")))],
  ["mustMerge", f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "mustMerge"), false), dict(d, "mustMerge")))],
  ["mergeOverwrite", f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "mergeOverwrite"), true), dict(d, "mergeOverwrite")))],
  ["mustMergeOverwrite", f(1, void 0, ([d, ...src]) => src.reduce((m, s) => mergoMerge(m, dict(s, "x"), true), dict(d, "mustMergeOverwrite")))],
  ["dig", f(3, void 0, (a) => dig(a))],
  ["first", f(1, 1, ([l]) => l === null ? null : list(l, "first")[0] ?? null)],
  ["mustFirst", f(1, 1, ([l]) => l === null ? null : list(l, "first")[0] ?? null)],
  ["last", f(1, 1, ([l]) => l === null ? null : list(l, "last").at(-1) ?? null)],
  ["mustLast", f(1, 1, ([l]) => l === null ? null : list(l, "last").at(-1) ?? null)],
  ["rest", f(1, 1, ([l]) => l === null ? null : list(l, "rest").slice(1))],
  ["mustRest", f(1, 1, ([l]) => l === null ? null : list(l, "rest").slice(1))],
  ["initial", f(1, 1, ([l]) => l === null ? null : list(l, "initial").slice(0, -1))],
  ["mustInitial", f(1, 1, ([l]) => l === null ? null : list(l, "initial").slice(0, -1))],
  ["append", f(2, 2, ([l, v]) => [...l === null ? [] : list(l, "append"), v])],
  ["push", f(2, 2, ([l, v]) => [...l === null ? [] : list(l, "push"), v])],
  ["mustAppend", f(2, 2, ([l, v]) => [...l === null ? [] : list(l, "append"), v])],
  ["mustPush", f(2, 2, ([l, v]) => [...l === null ? [] : list(l, "push"), v])],
  ["prepend", f(2, 2, ([l, v]) => [v, ...l === null ? [] : list(l, "prepend")])],
  ["mustPrepend", f(2, 2, ([l, v]) => [v, ...l === null ? [] : list(l, "prepend")])],
  ["concat", f(0, void 0, (a) => a.flatMap((l) => l === null ? [] : list(l, "concat")))],
  ["reverse", f(1, 1, ([l]) => [...list(l, "reverse")].reverse())],
  ["mustReverse", f(1, 1, ([l]) => [...list(l, "reverse")].reverse())],
  ["uniq", f(1, 1, ([l]) => list(l, "uniq").filter((v, i, arr) => arr.findIndex((x) => same(x, v)) === i))],
  ["mustUniq", f(1, 1, ([l]) => list(l, "uniq").filter((v, i, arr) => arr.findIndex((x) => same(x, v)) === i))],
  ["compact", f(1, 1, ([l]) => list(l, "compact").filter((v) => !goEmpty(v)))],
  ["mustCompact", f(1, 1, ([l]) => list(l, "compact").filter((v) => !goEmpty(v)))],
  ["without", f(1, void 0, ([l, ...omit]) => list(l, "without").filter((v) => !omit.some((o) => same(o, v))))],
  ["mustWithout", f(1, void 0, ([l, ...omit]) => list(l, "without").filter((v) => !omit.some((o) => same(o, v))))],
  ["has", f(2, 2, ([needle, l]) => l === null ? false : list(l, "has").some((v) => same(v, needle)))],
  ["mustHas", f(2, 2, ([needle, l]) => l === null ? false : list(l, "has").some((v) => same(v, needle)))],
  ["slice", f(1, void 0, (a) => sliceOf(a))],
  ["mustSlice", f(1, void 0, (a) => sliceOf(a))],
  ["chunk", f(2, 2, ([n, l]) => {
    const size = Number(toInt64(n));
    const arr = list(l, "chunk");
    const out = [];
    for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size));
    return out;
  })],
  ["mustChunk", f(2, 2, ([n, l]) => {
    const size = Number(toInt64(n));
    const arr = list(l, "mustChunk");
    const out = [];
    for (let i = 0; i < arr.length && size > 0; i += size) out.push(arr.slice(i, i + size));
    return out;
  })]
];

// src/argocd/appset/sprig-text.ts
function title(s) {
  let prev = " ";
  let out = "";
  for (const ch of s) {
    const sep9 = /[\p{L}\p{Nd}_]/u.test(prev) ? false : /[\x00-\x7f]/.test(prev) ? true : /\s/u.test(prev);
    out += sep9 ? ch.toUpperCase() : ch;
    prev = ch;
  }
  return out;
}
function goRegexp(expr, global = false) {
  let flags = global ? "g" : "";
  let src = expr;
  const lead = /^\(\?([imsU]+)\)/.exec(src);
  if (lead) {
    if (lead[1].includes("U")) throw new UnsupportedFunction("regex (?U)", "flag is not evaluated offline");
    flags += lead[1];
    src = src.slice(lead[0].length);
  }
  const posix8 = { alpha: "A-Za-z", digit: "0-9", alnum: "A-Za-z0-9", upper: "A-Z", lower: "a-z", space: "\\s", word: "\\w", xdigit: "0-9A-Fa-f", punct: "!-\\/:-@\\[-`{-~" };
  src = src.replace(/\(\?P</g, "(?<").replace(/\[:(\w+):\]/g, (m, n) => posix8[n] ?? m).replace(/\\A/g, "^").replace(/\\z/g, "$(?![\\s\\S])");
  try {
    return new RegExp(src, flags);
  } catch (e) {
    throw new Error(`error parsing regexp: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function expand(template, m) {
  return template.replace(/\$(\$|\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))?/g, (_all, what, braced, bare) => {
    if (what === void 0) return "$";
    if (what === "$") return "$";
    const name = braced ?? bare;
    if (/^\d+$/.test(name)) return m[Number(name)] ?? "";
    return m.groups?.[name] ?? "";
  });
}
function regexSplit(re, s, n) {
  if (n === 0) return null;
  if (re.source !== "(?:)" && s === "") return [""];
  const out = [];
  let beg = 0;
  let end = 0;
  for (const m of s.matchAll(re)) {
    if (n > 0 && out.length === n - 1) break;
    end = m.index;
    if (m.index + m[0].length !== 0) out.push(s.slice(beg, end));
    beg = m.index + m[0].length;
  }
  if (end !== s.length) out.push(s.slice(beg));
  return out;
}
function trimSet(s, cut) {
  const set2 = new Set(cut);
  const chars = [...s];
  let a = 0;
  let b = chars.length;
  while (a < b && set2.has(chars[a])) a++;
  while (b > a && set2.has(chars[b - 1])) b--;
  return chars.slice(a, b).join("");
}
function goSplit(s, sep9, n) {
  if (n === 0) return [];
  const parts = sep9 === "" ? [...s] : s.split(sep9);
  if (n > 0 && parts.length > n) return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep9)];
  return parts;
}
function findAll(r, s, n) {
  const all = [...s.matchAll(goRegexp(r, true))].map((m) => m[0]);
  return tagType(n < 0 ? all : all.slice(0, n), "[]string");
}
function replaceAll(r, s, tmpl, literal) {
  const re = goRegexp(r, true);
  return s.replace(re, (...m) => {
    if (literal) return tmpl;
    const hasGroups = typeof m[m.length - 1] === "object";
    const groups = hasGroups ? m[m.length - 1] : void 0;
    const caps = m.slice(0, hasGroups ? -3 : -2);
    const exec = Object.assign(caps, { groups, index: 0, input: s });
    return expand(tmpl, exec);
  });
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

// src/argocd/appset/sprig.ts
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
  let slug = sanitizeName(name).replace(/[^a-zA-Z0-9\-_]/g, "-").replace(/-+/g, "-").replace(/^[-_]+|[-_]+$/g, "");
  if (maxSize > 0 && slug.length > maxSize) {
    if (smart) {
      let cut = -1;
      for (let i = maxSize; i >= 0; i--) {
        if (slug[i] === "-") {
          cut = i;
          break;
        }
      }
      slug = cut >= 0 ? slug.slice(0, cut) : slug.slice(0, maxSize);
    } else slug = slug.slice(0, maxSize);
  }
  return slug;
}
var I = (v, fn) => {
  if (typeof v === "bigint") return Number(v);
  throw new TemplateError(`error calling ${fn}: wrong type for value; expected int; got ${goTypeName(v)}`);
};
var YAML_OPTS = { version: "1.1", merge: true, uniqueKeys: false };
function yamlFirstDoc(str5) {
  const docs = (0, import_yaml3.parseAllDocuments)(str5, YAML_OPTS);
  const doc = Array.isArray(docs) ? docs[0] : docs;
  if (!doc) return null;
  if (doc.errors.length > 0) throw new Error(`error converting YAML to JSON: ${doc.errors[0].message.split("\n")[0]}`);
  return jsonish(doc.toJS({ maxAliasCount: 1e4 }));
}
function jsonish(v) {
  if (v instanceof Date) return v.toISOString().replace(".000Z", "Z");
  if (typeof v === "bigint") return Number(v);
  if (Array.isArray(v)) return v.map(jsonish);
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), jsonish(x)]));
  if (isMap(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonish(x)]));
  return v === void 0 ? null : v;
}
function parseYamlLikeArgo(str5) {
  return yamlFirstDoc(str5);
}
function toYaml(v) {
  const json = JSON.parse(goJson(v, { escapeHtml: false }));
  return (0, import_yaml3.stringify)(json, { sortMapEntries: true, indentSeq: false, lineWidth: 0, version: "1.1" }).replace(/\n$/, "");
}
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
  ["trunc", f2(2, 2, ([c, s]) => {
    const n = I(c, "trunc");
    const str5 = requireString(s, "trunc");
    if (n < 0 && str5.length + n > 0) return str5.slice(str5.length + n);
    if (n >= 0 && str5.length > n) return str5.slice(0, n);
    return str5;
  })],
  ["substr", f2(3, 3, ([a, b, s]) => {
    const [start, end, str5] = [I(a, "substr"), I(b, "substr"), requireString(s, "substr")];
    if (start < 0) return str5.slice(0, end);
    if (end < 0 || end > str5.length) return str5.slice(start);
    return str5.slice(start, end);
  })],
  ["repeat", f2(2, 2, ([c, s]) => requireString(s, "repeat").repeat(Math.max(0, I(c, "repeat"))))],
  ["trimAll", f2(2, 2, ([a, b]) => trimSet(requireString(b, "trimAll"), requireString(a, "trimAll")))],
  ["trimall", f2(2, 2, ([a, b]) => trimSet(requireString(b, "trimall"), requireString(a, "trimall")))],
  ["trimSuffix", f2(2, 2, ([a, b]) => requireString(b, "trimSuffix").endsWith(requireString(a, "trimSuffix")) && requireString(a, "trimSuffix") !== "" ? b.slice(0, -a.length) : b)],
  ["trimPrefix", f2(2, 2, ([a, b]) => requireString(b, "trimPrefix").startsWith(requireString(a, "trimPrefix")) ? b.slice(a.length) : b)],
  ["nospace", f2(1, 1, ([s]) => requireString(s, "nospace").replace(/\s/gu, ""))],
  ["contains", f2(2, 2, ([a, b]) => requireString(b, "contains").includes(requireString(a, "contains")))],
  ["hasPrefix", f2(2, 2, ([a, b]) => requireString(b, "hasPrefix").startsWith(requireString(a, "hasPrefix")))],
  ["hasSuffix", f2(2, 2, ([a, b]) => requireString(b, "hasSuffix").endsWith(requireString(a, "hasSuffix")))],
  ["quote", f2(0, void 0, (a) => a.filter((x) => x !== null).map((x) => goQuote(strval(x))).join(" "))],
  ["squote", f2(0, void 0, (a) => a.filter((x) => x !== null).map((x) => `'${strval(x)}'`).join(" "))],
  ["cat", f2(0, void 0, (a) => a.filter((x) => x !== null).map(strval).join(" "))],
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
  ["split", f2(2, 2, ([sep9, s]) => Object.fromEntries(goSplit(requireString(s, "split"), requireString(sep9, "split"), -1).map((p, i) => [`_${i}`, p])))],
  ["splitList", f2(2, 2, ([sep9, s]) => tagType(goSplit(requireString(s, "splitList"), requireString(sep9, "splitList"), -1), "[]string"))],
  ["splitn", f2(3, 3, ([sep9, n, s]) => Object.fromEntries(goSplit(requireString(s, "splitn"), requireString(sep9, "splitn"), I(n, "splitn")).map((p, i) => [`_${i}`, p])))],
  ["join", f2(2, 2, ([sep9, v]) => strslice(v).join(requireString(sep9, "join")))],
  ["sortAlpha", f2(1, 1, ([v]) => tagType([...strslice(v)].sort(), "[]string"))],
  ["toStrings", f2(1, 1, ([v]) => tagType(strslice(v), "[]string"))],
  ["default", f2(1, void 0, ([d, ...given]) => given.length === 0 || goEmpty(given[0]) ? d : given[0])],
  ["empty", f2(1, 1, ([v]) => goEmpty(v))],
  ["coalesce", f2(0, void 0, (a) => a.find((x) => !goEmpty(x)) ?? null)],
  ["all", f2(0, void 0, (a) => a.every((x) => !goEmpty(x)))],
  ["any", f2(0, void 0, (a) => a.some((x) => !goEmpty(x)))],
  ["ternary", f2(3, 3, ([t, e, c]) => {
    if (typeof c !== "boolean") throw new TemplateError(`error calling ternary: wrong type for value; expected bool; got ${goTypeName(c)}`);
    return c ? t : e;
  })],
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
  ["fail", f2(1, 1, ([m]) => {
    throw new Error(requireString(m, "fail"));
  })],
  ["regexMatch", f2(2, 2, ([r, s]) => safeBool(() => goRegexp(requireString(r, "regexMatch")).test(requireString(s, "regexMatch"))))],
  ["mustRegexMatch", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "mustRegexMatch")).test(requireString(s, "mustRegexMatch")))],
  ["regexFind", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "regexFind")).exec(requireString(s, "regexFind"))?.[0] ?? "")],
  ["mustRegexFind", f2(2, 2, ([r, s]) => goRegexp(requireString(r, "mustRegexFind")).exec(requireString(s, "mustRegexFind"))?.[0] ?? "")],
  ["regexFindAll", f2(3, 3, ([r, s, n]) => findAll(requireString(r, "regexFindAll"), requireString(s, "regexFindAll"), I(n, "regexFindAll")))],
  ["mustRegexFindAll", f2(3, 3, ([r, s, n]) => findAll(requireString(r, "mustRegexFindAll"), requireString(s, "mustRegexFindAll"), I(n, "mustRegexFindAll")))],
  ["regexReplaceAll", f2(3, 3, ([r, s, t]) => replaceAll(requireString(r, "regexReplaceAll"), requireString(s, "regexReplaceAll"), requireString(t, "regexReplaceAll"), false))],
  ["mustRegexReplaceAll", f2(3, 3, ([r, s, t]) => replaceAll(requireString(r, "mustRegexReplaceAll"), requireString(s, "mustRegexReplaceAll"), requireString(t, "mustRegexReplaceAll"), false))],
  ["regexReplaceAllLiteral", f2(3, 3, ([r, s, t]) => replaceAll(requireString(r, "regexReplaceAllLiteral"), requireString(s, "regexReplaceAllLiteral"), requireString(t, "regexReplaceAllLiteral"), true))],
  ["mustRegexReplaceAllLiteral", f2(3, 3, ([r, s, t]) => replaceAll(requireString(r, "mustRegexReplaceAllLiteral"), requireString(s, "x"), requireString(t, "x"), true))],
  ["regexSplit", f2(3, 3, ([r, s, n]) => regexSplit(goRegexp(requireString(r, "regexSplit"), true), requireString(s, "regexSplit"), I(n, "regexSplit")))],
  ["mustRegexSplit", f2(3, 3, ([r, s, n]) => regexSplit(goRegexp(requireString(r, "mustRegexSplit"), true), requireString(s, "mustRegexSplit"), I(n, "mustRegexSplit")))],
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
  ["osIsAbs", f2(1, 1, ([p]) => requireString(p, "osIsAbs").startsWith("/"))],
  // Argo CD additions (applicationset/utils).
  ["normalize", f2(1, 1, ([s]) => sanitizeName(requireString(s, "normalize")))],
  ["slugify", f2(0, void 0, (a) => slugifyName(a))],
  ["toYaml", f2(1, 1, ([v]) => toYaml(v))],
  ["fromYaml", f2(1, 1, ([s]) => {
    const v = yamlFirstDoc(requireString(s, "fromYaml"));
    if (v === null) return {};
    if (!isMap(v)) throw new Error(`error unmarshaling JSON: json: cannot unmarshal ${Array.isArray(v) ? "array" : typeof v} into Go value of type map[string]interface {}`);
    return v;
  })],
  ["fromYamlArray", f2(1, 1, ([s]) => {
    const v = yamlFirstDoc(requireString(s, "fromYamlArray"));
    if (v === null) return [];
    if (!Array.isArray(v)) throw new Error(`error unmarshaling JSON: json: cannot unmarshal ${isMap(v) ? "object" : typeof v} into Go value of type []interface {}`);
    return v;
  })],
  ["tpl", f2(2, 2, ([t, vals], ctx) => ctx.exec(requireString(t, "tpl"), vals).replaceAll("<no value>", ""))]
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
var APPSET_FUNCS = new Map([
  ...STRING_FUNCS,
  ...COLLECTION_FUNCS,
  ...UNSUPPORTED.map((n) => [n, { min: 0, fn: () => {
    throw new UnsupportedFunction(n);
  } }])
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

// src/argocd/appset/git.ts
function repoDirectories(files) {
  const dirs = /* @__PURE__ */ new Set();
  for (const f3 of files) {
    const parts = f3.split("/");
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
function wildmatchRegExp(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += "[^]*";
    else if (c === "?") re += "[^]";
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
      if (j >= pattern.length) re += "\\[";
      else {
        re += `[${neg ? "^" : ""}${body}]`;
        i = j;
      }
    } else re += escapeRe(c);
  }
  return new RegExp(`^${re}$`);
}
var escapeRe = (s) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
function pathspecFiles(files, pattern) {
  const spec = pattern.replace(/^\.\//, "");
  if (spec === "" || spec === ".") return [...files];
  const re = /[*?[\\]/.test(spec) ? wildmatchRegExp(spec) : void 0;
  const dir = spec.endsWith("/") ? spec : `${spec}/`;
  return files.filter((f3) => f3 === spec || f3.startsWith(dir) || re !== void 0 && re.test(f3));
}
function matchFiles(files, items) {
  const selected = /* @__PURE__ */ new Set();
  for (const it of items) if (!it.exclude) for (const f3 of pathspecFiles(files, it.path)) selected.add(f3);
  for (const it of items) if (it.exclude) for (const f3 of pathspecFiles(files, it.path)) selected.delete(f3);
  return [...selected].sort();
}
function parseParamFile(text2) {
  let v;
  try {
    v = parseYamlLikeArgo(text2);
  } catch (e) {
    throw new Error(`unable to parse file: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (v === null || v === void 0) return [{}];
  if (Array.isArray(v)) {
    if (v.length === 0) return [{}];
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
    const open = s.indexOf("{{");
    if (open < 0) return out + s;
    out += s.slice(0, open);
    const rest = s.slice(open + 2);
    const close = rest.indexOf("}}");
    if (close < 0) throw new RenderError(`invalid template: Cannot find end tag="}}" in the template=${JSON.stringify(tmpl)} starting from ${JSON.stringify(rest)}`);
    const tag = rest.slice(0, close);
    const key = tag.trim();
    const v = key === "" ? void 0 : params[key];
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
function flatten(obj3) {
  const out = {};
  const walk = (v, key) => {
    if ((isMap(v) || Array.isArray(v)) && !typedAs(v)) {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
      for (const [k, x] of entries) walk(x, key === "" ? k : `${key}.${k}`);
    } else out[key] = v;
  };
  for (const [k, v] of Object.entries(obj3)) walk(v, k);
  return out;
}
function flattenToStrings(obj3) {
  const out = {};
  for (const [k, v] of Object.entries(flatten(obj3))) out[k] = goSprint(v);
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
    const key = String(ex.key ?? "");
    if (op === "In" || op === "NotIn") {
      if (values.length === 0) throw new GeneratorError(`error parsing label selector: values: Invalid value: for 'in', 'notin' operators, values set can't be empty`);
    } else if (op === "Exists" || op === "DoesNotExist") {
      if (values.length > 0) throw new GeneratorError(`error parsing label selector: values: Invalid value: values set must be empty for exists and does not exist`);
    } else throw new GeneratorError(`error parsing label selector: "${op}" is not a valid label selector operator`);
    reqs.push({ key, op, values });
  }
  return reqs;
}
function selectorMatches(reqs, labels) {
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
  return params.filter((p) => selectorMatches(reqs, flattenToStrings(p)));
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
function fileParams(file, obj3, goTemplate, prefix) {
  const dir = pathDir(file);
  const filename = pathBase(file);
  if (goTemplate) {
    const params2 = { ...deepCopy(obj3) };
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
  const params = flattenToStrings(obj3);
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
function combineMatrix(a, b, goTemplate) {
  if (goTemplate) return mergoMerge(mergoMerge({}, b, true), a, true);
  const res = {};
  for (const [k, v] of Object.entries(a)) res[k] = goSprint(v);
  for (const [k, v] of Object.entries(b)) {
    const s = goSprint(v);
    if (k in res && res[k] !== s) throw new GeneratorError(`failed to combine string maps with merging params for the matrix generator: found duplicate key ${k} with different value, a: ${String(res[k])} ,b: ${s}`);
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
      if (m.has(id)) throw new GeneratorError(`the parameters from a generator were not unique by the given mergeKeys, Merge requires all param sets to be unique. Duplicate key was ${id}`);
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

// src/argocd/appset/generators.ts
var NotExpandable = class extends Error {
  constructor(key, what) {
    super(`${what} (externalParams key "${key}")`);
    this.key = key;
    this.what = what;
  }
  key;
  what;
};
var EXTERNAL_KINDS = ["clusters", "clusterDecisionResource", "scmProvider", "pullRequest", "plugin"];
var KNOWN_KINDS = /* @__PURE__ */ new Set(["list", "git", "matrix", "merge", ...EXTERNAL_KINDS]);
function transform(gen, key, baseTemplate, genParams, depth, ctx) {
  const kinds = Object.keys(gen).filter((k) => k !== "selector" && gen[k] !== null && gen[k] !== void 0);
  const out = [];
  for (const kind of kinds) {
    if (!KNOWN_KINDS.has(kind)) throw new NotExpandable(key, `unknown generator type "${kind}"`);
    const spec = isMap(gen[kind]) ? gen[kind] : {};
    const template = mergeTemplate(isMap(spec.template) ? spec.template : {}, baseTemplate);
    let entry = gen;
    if (Object.keys(genParams).length > 0) entry = interpolateGenerator(gen, genParams, ctx.mode);
    const interpolated = isMap(entry[kind]) ? entry[kind] : {};
    const params = generateParams(kind, interpolated, key, depth, ctx);
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
function generateParams(kind, spec, key, depth, ctx) {
  switch (kind) {
    case "list":
      return listParams(spec, ctx.mode);
    case "git": {
      const url = String(spec.repoURL ?? "");
      if (!ctx.repo.repoURLs.some((u) => sameRepo(u, url))) return external(key, `git generator on another repository (${url || "no repoURL"})`, ctx);
      return gitParams(spec, ctx);
    }
    case "matrix":
    case "merge": {
      if (depth >= 2) throw new GeneratorError(`${kind} generator nested more than one level is not supported by Argo CD`);
      const children = Array.isArray(spec.generators) ? spec.generators.map((g) => isMap(g) ? g : {}) : [];
      return kind === "matrix" ? matrixParams(children, key, depth, ctx) : mergeParams(spec, children, key, depth, ctx);
    }
  }
  return external(key, `${kind} generator`, ctx);
}
function external(key, what, ctx) {
  const supplied = ctx.external[key];
  if (!supplied) throw new NotExpandable(key, `${what} cannot be evaluated offline`);
  if (!Array.isArray(supplied) || !supplied.every(isMap)) throw new GeneratorError(`externalParams["${key}"] must be an array of objects`);
  return deepCopy(supplied);
}
function listParams(spec, mode) {
  const res = [];
  for (const el of Array.isArray(spec.elements) ? spec.elements : []) {
    if (el !== null && !isMap(el)) throw new GeneratorError(`error unmarshling list element json: cannot unmarshal ${Array.isArray(el) ? "array" : typeof el} into Go value of type map[string]interface {}`);
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
    for (const f3 of matchFiles(ctx.repo.files, files)) {
      const text2 = ctx.repo.readFile(f3);
      if (text2 === void 0) throw new GeneratorError(`error generating params from git: unable to read file '${f3}'`);
      let objects;
      try {
        objects = parseParamFile(text2);
      } catch (e) {
        throw new GeneratorError(`error generating params from git: unable to process file '${f3}': ${e instanceof Error ? e.message : String(e)}`);
      }
      for (const o of objects) res.push(fileParams(f3, o, go, prefix));
    }
  } else throw new GeneratorError("generator is empty");
  for (const p of res) appendValues(spec.values, p, ctx.mode);
  return res;
}
function childParams(child, key, genParams, depth, ctx) {
  let c = child;
  if (depth >= 2 && !ctx.applyNestedSelectors && c.selector !== void 0) {
    ctx.warnings.push(`selector on nested generator ${key} is ignored (spec.applyNestedSelectors is not set)`);
    const { selector: _drop, ...rest } = c;
    c = rest;
  }
  const t = transform(c, key, {}, genParams, depth, ctx);
  if (t.length === 0) throw new GeneratorError("child generator generated no parameters");
  if (t.length > 1) throw new GeneratorError("found more than one generator in matrix.Generators");
  return t[0].params;
}
function matrixParams(children, key, depth, ctx) {
  if (children.length < 2) throw new GeneratorError("found less than two generators, Matrix support only two");
  if (children.length > 2) throw new GeneratorError("found more than two generators, Matrix support only two");
  const res = [];
  for (const a of childParams(children[0], `${key}.0`, {}, depth + 1, ctx)) {
    for (const b of childParams(children[1], `${key}.1`, a, depth + 1, ctx)) res.push(combineMatrix(a, b, ctx.mode.goTemplate));
  }
  return res;
}
function mergeParams(spec, children, key, depth, ctx) {
  if (children.length < 2) throw new GeneratorError("found less than two generators, Merge requires two or more");
  const sets = children.map((c, i) => childParams(c, `${key}.${i}`, {}, depth + 1, ctx));
  return mergeParamSets(spec.mergeKeys, sets, ctx.mode.goTemplate);
}

// src/argocd/appset/patch.ts
var PatchError = class extends Error {
};
function parsePatch(text2) {
  let v;
  try {
    v = text2.trim().startsWith("{") ? JSON.parse(text2) : parseYamlLikeArgo(text2);
  } catch (e) {
    throw new PatchError(`error while converting template to json ${JSON.stringify(text2)}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (v === null || v === void 0) return void 0;
  if (!isMap(v)) throw new PatchError(`invalid templatePatch ${JSON.stringify(text2)}: json: cannot unmarshal into Go value of type v1alpha1.Application`);
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
var RESOURCES_FINALIZER = "resources-finalizer.argocd.argoproj.io";
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
  if (templatePatch !== void 0 && !goTemplate) warnings.push("templatePatch is documented for goTemplate only; it was applied with fasttemplate substitution as the controller does");
  const ctx = {
    mode,
    repo,
    external: opts.externalParams?.[name] ?? {},
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
      result.apps.push(...apps);
    } catch (e) {
      if (e instanceof NotExpandable) result.unexpandable.push(`${label}: ${e.message}`);
      else if (e instanceof UnsupportedFunction) result.unexpandable.push(`${label}: ${e.message}`);
      else if (e instanceof GeneratorError || e instanceof RenderError || e instanceof TemplateError || e instanceof PatchError) errors.push(`${label}: ${e.message}`);
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
  const tmpl = { metadata: Object.fromEntries(META_FIELDS.filter((k) => tm[k] !== void 0 && tm[k] !== null).map((k) => [k, tm[k]])), spec: isMap(template.spec) ? template.spec : {} };
  let app = renderWithParams(tmpl, p, mode);
  const md = app.metadata;
  if (Object.keys(p).length > 0 && !preserve && !(Array.isArray(md.finalizers) && md.finalizers.length > 0)) md.finalizers = [RESOURCES_FINALIZER];
  if (templatePatch !== void 0) {
    let text2;
    try {
      text2 = replaceString(templatePatch, p, mode);
    } catch (e) {
      if (e instanceof RenderError) throw new RenderError(`error replacing values in templatePatch: ${e.message}`);
      throw e;
    }
    app = applyTemplatePatch(app, text2);
  }
  const metadata = { ...isMap(app.metadata) ? app.metadata : {} };
  if (namespace !== void 0) metadata.namespace = namespace;
  else delete metadata.namespace;
  return { apiVersion: "argoproj.io/v1alpha1", kind: "Application", metadata, spec: isMap(app.spec) ? app.spec : {} };
}

// src/argocd/scope.ts
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
  [["", "discovery.k8s.io"], ["Endpoints", "EndpointSlice"]],
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
  learnFromCrd(obj3) {
    if (obj3.kind !== "CustomResourceDefinition" || !isRecord(obj3.spec)) return;
    const spec = obj3.spec;
    const kind = isRecord(spec.names) ? spec.names.kind : void 0;
    if (typeof spec.group !== "string" || typeof kind !== "string") return;
    const key = `${spec.group}/${kind}`;
    if (!this.#scopes.has(key)) this.#scopes.set(key, spec.scope === "Cluster" ? "Cluster" : "Namespaced");
  }
  /** R2.3.1: a kind the cluster does not know counts as namespaced. */
  isClusterScoped(group, kind) {
    return this.#scopes.get(`${group}/${kind}`) === "Cluster";
  }
};

// src/config.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

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

// src/config.ts
var CONFIG_FILE = ".prune-guard.yaml";
var TRACKING_METHODS = ["annotation", "annotation+label", "label"];
var RULE_IDS = /* @__PURE__ */ new Set();
function defaultConfig(cores) {
  return {
    controlPlaneNamespace: "argocd",
    trackingMethod: "annotation",
    instanceLabelKey: "app.kubernetes.io/instance",
    repoURLs: [],
    kustomizeBuildOptions: [],
    failOn: "high",
    renderTimeoutSeconds: 120,
    concurrency: Math.max(1, cores),
    scopes: {},
    checkDeterminism: true,
    network: true,
    appSetParams: {},
    chartCacheDir: join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "argocd-prune-guard", "charts"),
    rules: {}
  };
}
var ConfigError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "ConfigError";
  }
};
var KEYS = [
  "controlPlaneNamespace",
  "trackingMethod",
  "instanceLabelKey",
  "repoURLs",
  "kubeVersion",
  "apiVersions",
  "kustomizeBuildOptions",
  "failOn",
  "renderTimeoutSeconds",
  "concurrency",
  "scopes",
  "checkDeterminism",
  "network",
  "chartCacheDir",
  "appSetParams",
  "rules"
];
function fail(where2, key, got, expected) {
  throw new ConfigError(`${where2}: '${key}' is ${JSON.stringify(got)}; expected ${expected}.`);
}
function strings(where2, key, v) {
  if (typeof v === "string") return v.split(/[\s,]+/).filter((s) => s !== "");
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return v;
  return fail(where2, key, v, "a list of strings");
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
      case "repoURLs":
      case "apiVersions":
      case "kustomizeBuildOptions":
        c[k] = strings(where2, k, v);
        break;
      case "renderTimeoutSeconds":
      case "concurrency":
        if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > 3600) fail(where2, k, v, "a whole number from 1 to 3600");
        c[k] = v;
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
      case "network":
        if (typeof v !== "boolean") fail(where2, k, v, "true or false");
        c[k] = v;
        break;
      case "chartCacheDir":
        if (typeof v !== "string" || v === "") fail(where2, k, v, "a directory path");
        c.chartCacheDir = v;
        break;
      case "appSetParams":
        c.appSetParams = parseAppSetParams(where2, v);
        break;
      case "rules":
        c.rules = { ...c.rules, ...parseRules(where2, v) };
        break;
      default:
        throw new ConfigError(`${where2}: unknown setting '${k}'. Known settings: ${KEYS.join(", ")}.`);
    }
  }
  return c;
}
function loadConfigFile(base, path) {
  if (!existsSync(path)) throw new ConfigError(`Config file '${path}' does not exist.`);
  return loadConfigText(base, readFileSync(path, "utf8"), path);
}
function loadConfigText(base, text2, where2) {
  let raw;
  try {
    raw = (0, import_yaml4.parse)(text2);
  } catch (e) {
    throw new ConfigError(`Config file '${where2}' is not valid YAML: ${e instanceof Error ? e.message : String(e)}`);
  }
  return mergeConfig(base, raw, where2);
}
function parseRules(where2, v) {
  if (!isRecord(v)) fail(where2, "rules", v, "a mapping of rule id to settings");
  const out = {};
  for (const [id, raw] of Object.entries(v)) {
    if (RULE_IDS.size > 0 && !RULE_IDS.has(id)) {
      throw new ConfigError(`${where2}: unknown rule '${id}' under 'rules'. Known rules: ${[...RULE_IDS].sort().join(", ")}.`);
    }
    if (raw === false || raw === true) {
      out[id] = { enabled: raw };
      continue;
    }
    if (typeof raw === "string") {
      if (!SEVERITIES.includes(raw)) fail(where2, `rules.${id}`, raw, `a severity (${SEVERITIES.join(", ")}), true/false, or a mapping`);
      out[id] = { severity: raw };
      continue;
    }
    if (!isRecord(raw)) fail(where2, `rules.${id}`, raw, "a severity, true/false, or a mapping");
    const { enabled, severity, ...options } = raw;
    if (enabled !== void 0 && typeof enabled !== "boolean") fail(where2, `rules.${id}.enabled`, enabled, "true or false");
    if (severity !== void 0 && !SEVERITIES.includes(severity)) {
      fail(where2, `rules.${id}.severity`, severity, `one of ${SEVERITIES.join(", ")}`);
    }
    out[id] = { enabled, severity, options };
  }
  return out;
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

// src/git/git.ts
import { execFile } from "node:child_process";
import { existsSync as existsSync2, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";
var UsageError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "UsageError";
  }
};
var GIT_TIMEOUT_MS = 12e4;
function git(cwd, args, env = {}, input) {
  return new Promise((resolve7, reject) => {
    const child = execFile(
      "git",
      args,
      {
        cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
        maxBuffer: 512 * 1024 * 1024,
        timeout: GIT_TIMEOUT_MS,
        encoding: "utf8"
      },
      (err, stdout, stderr) => {
        if (err) {
          const e = err;
          if (e.code === "ENOENT") reject(new UsageError("git was not found on PATH; install git to compare revisions."));
          else reject(new Error(`git ${args[0]} failed: ${(stderr || e.message).trim()}`));
        } else resolve7(stdout);
      }
    );
    if (input !== void 0) child.stdin?.end(input);
  });
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
      top = (await git(dir, ["rev-parse", "--show-toplevel"])).trim();
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(`'${dir}' is not inside a git repository. Pass --repo <dir> pointing at a clone of your GitOps repository.`);
    }
    return new _GitRepo(top);
  }
  async resolve(rev) {
    if (rev.startsWith("-")) throw new UsageError(`Revision '${rev}' is not valid: it must not start with '-'.`);
    try {
      const sha = (await git(this.root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).trim();
      return { rev, sha };
    } catch {
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
  /** Writes only `paths` of `sha` into `dest` (a private index; symlinks as symlinks). */
  async materializePaths(sha, dest, paths) {
    mkdirSync(dest, { recursive: true });
    const idx = mkdtempSync(join2(tmpdir(), "prune-guard-index-"));
    try {
      const env = { GIT_INDEX_FILE: join2(idx, "index") };
      await git(this.root, ["read-tree", sha], env);
      const prefix = `--prefix=${dest.endsWith("/") ? dest : dest + "/"}`;
      await git(this.root, ["checkout-index", "--force", "-z", "--stdin", prefix], env, paths.join("\0") + "\0");
    } finally {
      rmSync(idx, { recursive: true, force: true });
    }
  }
};

// src/git/snapshot.ts
import { spawn } from "node:child_process";
import { mkdirSync as mkdirSync2 } from "node:fs";
import { posix as posix2 } from "node:path";
var TEXT_FILE = /\.(ya?ml|json|tpl)$|(^|\/)Kustomization$/;
var MAX_TEXT_BYTES = 4 * 1024 * 1024;
var Snapshot = class _Snapshot {
  constructor(repo, sha, dir) {
    this.repo = repo;
    this.sha = sha;
    this.dir = dir;
  }
  repo;
  sha;
  dir;
  tree = /* @__PURE__ */ new Map();
  paths = [];
  #texts = /* @__PURE__ */ new Map();
  #materialized = /* @__PURE__ */ new Set();
  #all = false;
  #want = /* @__PURE__ */ new Set();
  #next;
  #queue = Promise.resolve();
  static async load(repo, sha, dir) {
    const s = new _Snapshot(repo, sha, dir);
    const out = await git(repo.root, ["ls-tree", "-r", "-l", "-z", "--full-tree", sha]);
    for (const entry of out.split("\0")) {
      if (!entry) continue;
      const tab = entry.indexOf("	");
      const [mode, , oid, size] = entry.slice(0, tab).split(/\s+/);
      s.tree.set(entry.slice(tab + 1), { mode, oid, size: size === "-" ? 0 : Number(size) });
    }
    s.paths.push(...[...s.tree.keys()].sort());
    const wanted = s.paths.filter((p) => {
      const e = s.tree.get(p);
      return (e.mode === "100644" || e.mode === "100755") && e.size <= MAX_TEXT_BYTES && TEXT_FILE.test(p);
    });
    const texts = await catFiles(repo.root, wanted.map((p) => s.tree.get(p).oid));
    wanted.forEach((p, i) => s.#texts.set(p, texts[i]));
    mkdirSync2(dir, { recursive: true });
    return s;
  }
  /** Text of a regular file when it was loaded up front (manifests, kustomizations, templates), else undefined. */
  text(path) {
    return this.#texts.get(path);
  }
  /** Paths whose text is loaded. */
  textPaths() {
    return [...this.#texts.keys()];
  }
  /**
   * Writes `paths` (files; directories expand to their files) to `dir`, or everything with 'all'. Requests that arrive
   * while a write is running are coalesced into the next single write; already written files are skipped.
   */
  ensure(paths) {
    if (this.#all) return Promise.resolve();
    if (paths === "all") this.#want = "all";
    else if (this.#want !== "all") {
      const want = this.#want;
      for (const p of paths) {
        if (this.tree.has(p)) want.add(p);
        else {
          const prefix = p === "" ? "" : `${p.replace(/\/$/, "")}/`;
          for (const q of this.paths) if (q.startsWith(prefix)) want.add(q);
        }
      }
    }
    if (!this.#next) {
      this.#next = this.#queue.then(async () => {
        const want = this.#want;
        this.#want = /* @__PURE__ */ new Set();
        this.#next = void 0;
        if (this.#all) return;
        const list3 = (want === "all" ? this.paths : [...want]).filter((p) => !this.#materialized.has(p) && this.tree.get(p).mode !== "160000");
        if (list3.length > 0) await this.repo.materializePaths(this.sha, this.dir, list3);
        if (want === "all") this.#all = true;
        for (const p of list3) this.#materialized.add(p);
      });
      this.#queue = this.#next.catch(() => {
      });
    }
    return this.#next;
  }
  /**
   * R1.1.4: the first symlink whose target leaves the repository. Like Argo, an absolute target is always out of
   * bounds, and a relative one is followed lexically: it escapes when any step goes above the root, which is exactly
   * when its normalized form still starts with `..`.
   */
  outOfBoundSymlink() {
    for (const [p, e] of this.tree) {
      if (e.mode !== "120000") continue;
      const target = this.#linkTargets.get(p) ?? "";
      const resolved = posix2.normalize(posix2.join(posix2.dirname(p), target));
      if (target.startsWith("/") || resolved === ".." || resolved.startsWith("../")) return { file: p, target };
    }
    return void 0;
  }
  #linkTargets = /* @__PURE__ */ new Map();
  /** Loads symlink targets (small blobs) for the R1.1.4 check. */
  async loadSymlinks() {
    const links = this.paths.filter((p) => this.tree.get(p).mode === "120000");
    const targets = await catFiles(this.repo.root, links.map((p) => this.tree.get(p).oid));
    links.forEach((p, i) => this.#linkTargets.set(p, targets[i]));
  }
};
function catFiles(cwd, oids) {
  if (oids.length === 0) return Promise.resolve([]);
  return new Promise((resolve7, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const chunks = [];
    let err = "";
    child.stdout.on("data", (b) => chunks.push(b));
    child.stderr.on("data", (b) => err += b.toString());
    child.on("error", reject);
    child.on("close", (code2) => {
      if (code2 !== 0) return reject(new Error(`git cat-file failed: ${err.trim()}`));
      const buf = Buffer.concat(chunks);
      const out = [];
      let off = 0;
      for (let i = 0; i < oids.length; i++) {
        const nl = buf.indexOf(10, off);
        const header2 = buf.subarray(off, nl).toString();
        const size = Number(header2.split(" ")[2]);
        out.push(Number.isFinite(size) ? buf.subarray(nl + 1, nl + 1 + size).toString("utf8") : "");
        off = nl + 1 + (Number.isFinite(size) ? size + 1 : 0);
      }
      resolve7(out);
    });
    child.stdin.end(oids.join("\n") + "\n");
  });
}

// src/plan/diff.ts
var TRACKING_ANNOTATIONS = ["argocd.argoproj.io/tracking-id", "argocd.argoproj.io/installation-id"];
var MAX_CHANGED_PATHS = 50;
function comparable(obj3) {
  const copy = { ...obj3 };
  delete copy.status;
  if (isRecord(obj3.metadata)) {
    const meta = { ...obj3.metadata };
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
function canonicalJson(v) {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (isRecord(v)) {
    return `{${Object.keys(v).sort().filter((k) => v[k] !== void 0).map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}
function semanticallyEqual(a, b) {
  return canonicalJson(comparable(a)) === canonicalJson(comparable(b));
}
function seg(parent, key) {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? parent ? `${parent}.${key}` : key : `${parent}[${JSON.stringify(key)}]`;
}
function changedPaths(a, b, limit = MAX_CHANGED_PATHS) {
  const out = [];
  const walk = (x, y, path, segs) => {
    if (out.length >= limit) return;
    if (isRecord(x) && isRecord(y)) {
      const keys = [.../* @__PURE__ */ new Set([...Object.keys(x), ...Object.keys(y)])];
      for (const k of keys) {
        const p = seg(path, k);
        const s = [...segs, k];
        if (!(k in y) || y[k] === void 0) out.push({ path: p, segments: s, change: "removed" });
        else if (!(k in x) || x[k] === void 0) out.push({ path: p, segments: s, change: "added" });
        else walk(x[k], y[k], p, s);
        if (out.length >= limit) return;
      }
      return;
    }
    if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((v, i) => walk(v, y[i], `${path}[${i}]`, [...segs, i]));
      return;
    }
    if (canonicalJson(x) !== canonicalJson(y)) out.push({ path, segments: segs, change: "changed" });
  };
  walk(comparable(a), comparable(b), "", []);
  return out;
}
var MASKED = "<nondeterministic>";
function maskPaths(obj3, paths) {
  if (paths.length === 0) return obj3;
  const copy = structuredClone(obj3);
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

// src/graph.ts
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
function mayRenderApps(fp, side) {
  if (fp.files.length === 0) return true;
  return fp.files.some((f3) => {
    const text2 = side.readText(f3);
    return text2 === void 0 ? /\.(ya?ml|json|tpl)$/.test(f3) && side.tree.tree.has(f3) && !side.textLoaded(f3) : text2.includes("argoproj.io");
  });
}
async function buildGraph(base, head, deps) {
  const skipped = /* @__PURE__ */ new Set();
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
  for (let depth = 0; pending.length > 0; depth++) {
    if (depth >= MAX_DEPTH) {
      deps.log?.(`app-of-apps nesting deeper than ${MAX_DEPTH} levels; stopped discovering at ${pending.join(", ")}`);
      break;
    }
    for (const id of pending) processed.add(id);
    await Promise.all(pending.map((id) => processApp(id)));
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
  return { base, head, skipped };
  async function processApp(id) {
    const b = base.apps.get(id);
    const h = head.apps.get(id);
    if (deps.inShard && !deps.inShard(id)) {
      const needed = [b && [b, base], h && [h, head]].filter((x) => !!x);
      if (!needed.some(([d, s]) => mayRenderApps(deps.fingerprint(d, s), s))) {
        skipped.add(id);
        return;
      }
    }
    if (b && h) {
      const fb = deps.fingerprint(b, base);
      const fh = deps.fingerprint(h, head);
      if (fb.app !== void 0 && fb.app === fh.app) {
        if (!mayRenderApps(fh, head)) {
          skipped.add(id);
          return;
        }
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

// src/argocd/sync-options.ts
var SYNC_OPTIONS_ANNOTATION = "argocd.argoproj.io/sync-options";
var HELM_RESOURCE_POLICY_ANNOTATION = "helm.sh/resource-policy";
function parseOptions(values) {
  const out = /* @__PURE__ */ new Map();
  for (const v of values) {
    for (const part of v.split(",")) {
      const t = part.trim();
      const i = t.indexOf("=");
      if (i > 0) out.set(t.slice(0, i).trim(), t.slice(i + 1).trim());
    }
  }
  return out;
}
function resourceOptions(obj3) {
  const a = annotationsOf(obj3)[SYNC_OPTIONS_ANNOTATION];
  return parseOptions(a === void 0 ? [] : [a]);
}
function syncOption(obj3, appSyncOptions, key) {
  const fromResource = obj3 ? resourceOptions(obj3).get(key) : void 0;
  return fromResource ?? parseOptions(appSyncOptions).get(key);
}
function deleteProtection(obj3) {
  const opts = resourceOptions(obj3);
  if (opts.get("Delete") === "false") return "Delete=false";
  if (opts.get("Delete") === "confirm") return "Delete=confirm";
  if (annotationsOf(obj3)[HELM_RESOURCE_POLICY_ANNOTATION] === "keep") return "helm.sh/resource-policy: keep";
  return void 0;
}

// src/plan/prune.ts
function crdTracked(t, s) {
  return s.trackingMethod === "label" && labelsOf(t.obj)[s.instanceLabelKey] === s.instanceName;
}
function predictPrunes(app, base, head, settings) {
  const out = [];
  for (const [ks, t] of base.resources) {
    if (head.resources.has(ks)) continue;
    if (t.hook.kind === "skip") continue;
    if (t.key.group === "apiextensions.k8s.io" && t.key.kind === "CustomResourceDefinition" && !crdTracked(t, settings)) continue;
    const meta = t.obj.metadata;
    if (Array.isArray(meta.ownerReferences) && meta.ownerReferences.length > 0) continue;
    const prune2 = syncOption(t.obj, app.syncPolicy.syncOptions, "Prune");
    const outcome = prune2 === "false" ? "kept-prune-false" : prune2 === "confirm" ? "needs-confirmation" : app.syncPolicy.prune ? "delete" : "requires-manual-prune";
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

// src/plan/plan.ts
function specChanged(base, head) {
  return canonicalJson(base?.discovered.manifest ?? null) !== canonicalJson(head?.discovered.manifest ?? null);
}
function renderChanged(same3, base, head) {
  if (!base || !head) return base !== head;
  if (base.resources.size !== head.resources.size || base.hooks.length !== head.hooks.length) return true;
  for (const [k, t] of head.resources) {
    const b = base.resources.get(k);
    if (!b || !same3(k, b, t)) return true;
  }
  const hooks = (r) => canonicalJson(r.hooks.map((h) => h.obj));
  return hooks(base) !== hooks(head);
}
function planApp(id, base, head, settings) {
  const memo = /* @__PURE__ */ new Map();
  const same3 = (key, b2, h2) => {
    let v = memo.get(key);
    if (v === void 0) memo.set(key, v = semanticallyEqual(b2.obj, h2.obj));
    return v;
  };
  const change = !base ? "added" : !head ? "removed" : specChanged(base, head) || renderChanged(same3, base.render, head.render) || !!base.error !== !!head.error ? "modified" : "unchanged";
  const plan = { id, base, head, change, create: [], update: [], prune: [] };
  const h = head?.render;
  if (!head || head.error || head.notRendered || !h) return plan;
  const b = base && !base.error && !base.notRendered ? base.render : void 0;
  for (const [k, t] of h.resources) {
    if (t.hook.kind === "skip") continue;
    const prev = b?.resources.get(k);
    if (!prev || prev.hook.kind === "skip") plan.create.push(t);
    else if (!same3(k, prev, t)) plan.update.push({ key: t.key, paths: changedPaths(prev.obj, t.obj), base: prev, head: t });
  }
  if (b) plan.prune = predictPrunes(head.discovered.app, b, h, settings);
  plan.create.sort((x, y) => compareKeys(x.key, y.key));
  plan.update.sort((x, y) => compareKeys(x.key, y.key));
  plan.prune.sort((x, y) => compareKeys(x.key, y.key));
  return plan;
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
  return [...new Set(v.split(",").map((s) => s.trim()).filter((s) => s !== ""))];
}
function classifyHook(obj3) {
  const ann = annotationsOf(obj3);
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
  return [...new Set(csv(v).map((t) => HELM_TO_ARGO[t]).filter((p) => p !== void 0))];
}
function hookDeletePolicies(obj3) {
  const ann = annotationsOf(obj3);
  const map = {
    "before-hook-creation": "BeforeHookCreation",
    "hook-succeeded": "HookSucceeded",
    "hook-failed": "HookFailed"
  };
  const out = /* @__PURE__ */ new Set();
  for (const p of csv(ann[HOOK_DELETE_POLICY_ANNOTATION] ?? "")) {
    if (["BeforeHookCreation", "HookSucceeded", "HookFailed"].includes(p)) out.add(p);
  }
  for (const p of csv(ann[HELM_HOOK_DELETE_POLICY_ANNOTATION] ?? "")) if (map[p]) out.add(map[p]);
  return out.size > 0 ? [...out].sort() : ["BeforeHookCreation"];
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
    const obj3 = { ...d.obj, metadata: { ...meta } };
    const m = obj3.metadata;
    let namespace = typeof m.namespace === "string" ? m.namespace : "";
    if (scopes.isClusterScoped(group, kind)) {
      namespace = "";
      delete m.namespace;
    } else if (!namespace) {
      namespace = destNamespace;
      if (namespace) m.namespace = namespace;
    }
    const key = { group, kind, namespace, name };
    if (isExcludedKind(group, kind)) {
      out.excluded.push(key);
      continue;
    }
    const hook = classifyHook(obj3);
    const target = { ...d, obj: obj3, key, hook };
    if (hook.kind === "hook") {
      out.hooks.push(target);
      continue;
    }
    if (hook.kind === "ignored") {
      out.ignored.push(target);
      continue;
    }
    if (!namespace && !scopes.isClusterScoped(group, kind)) out.missingNamespace.push(key);
    const ks = keyString(key);
    if (out.resources.has(ks)) out.duplicates.push(key);
    out.resources.set(ks, target);
  }
  return out;
}
function flattenLists(docs) {
  return docs.flatMap((d) => listItems(d.obj).map((obj3) => obj3 === d.obj ? d : { ...d, obj: obj3 }));
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
  for (const k of side.render.duplicates) side.warnings.push(`${keyLabel(k)} is rendered more than once; the last one wins (R2.4.2)`);
  return side;
}

// src/render/binaries.ts
import { accessSync, constants, existsSync as existsSync3 } from "node:fs";
import { delimiter, dirname, isAbsolute, join as join3, resolve } from "node:path";
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
    const p = join3(dir, name);
    if (isExecutable(p)) return p;
  }
  return void 0;
}
function devToolsDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const p = join3(dir, ".tools", "bin");
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
function explicit(name, value, origin) {
  const command = isAbsolute(value) || value.includes("/") ? resolve(value) : value;
  if (command.includes("/") && !isExecutable(command)) {
    throw new MissingBinaryError(name, [value], `${name} is needed to render this app, but ${origin} points at '${value}', which is not an executable file. Fix the path or unset it.`);
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
  searched.push(dev ? join3(dev, "helm") : ".tools/bin/helm (npm run tools)");
  if (dev && isExecutable(join3(dev, "helm"))) return { name: "helm", command: join3(dev, "helm"), prefixArgs: [], origin: dev };
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
  searched.push(dev ? join3(dev, "kubectl") : ".tools/bin/kubectl (npm run tools)");
  if (dev && isExecutable(join3(dev, "kubectl"))) {
    return { name: "kustomize", command: join3(dev, "kubectl"), prefixArgs: ["kustomize"], origin: dev };
  }
  throw new MissingBinaryError("kustomize", searched);
}
var Toolbox = class {
  constructor(opts, runner) {
    this.opts = opts;
    this.runner = runner;
  }
  opts;
  runner;
  #helm;
  #kustomize;
  versions = {};
  /** Resolved once per run (concurrent callers share the resolution and the version probe). */
  helm() {
    this.#helm ??= (async () => {
      const tool = resolveHelm(this.opts);
      const r = await this.runner.run(tool, ["version", "--short"], { cwd: process.cwd(), timeoutMs: 3e4 });
      this.versions.helm = parseHelmVersion(r.stdout) ?? "unknown";
      return tool;
    })();
    return this.#helm;
  }
  kustomize() {
    this.#kustomize ??= (async () => {
      const tool = resolveKustomize(this.opts);
      const viaKubectl = tool.prefixArgs.length > 0;
      const r = viaKubectl ? await this.runner.run({ ...tool, prefixArgs: [] }, ["version", "--client"], { cwd: process.cwd(), timeoutMs: 3e4 }) : await this.runner.run(tool, ["version"], { cwd: process.cwd(), timeoutMs: 3e4 });
      this.versions.kustomize = parseKustomizeVersion(r.stdout) ?? "unknown";
      return tool;
    })();
    return this.#kustomize;
  }
};
function parseHelmVersion(out) {
  return /v?(\d+\.\d+\.\d+)/.exec(out)?.[1];
}
function parseKustomizeVersion(out) {
  const m = /Kustomize Version:\s*v?(\d+\.\d+\.\d+)/.exec(out) ?? /kustomize\/v(\d+\.\d+\.\d+)/.exec(out) ?? /v?(\d+\.\d+\.\d+)/.exec(out);
  return m?.[1];
}

// src/render/cached.ts
import { mkdtempSync as mkdtempSync3 } from "node:fs";
import { join as join15 } from "node:path";

// src/render/chart-files.ts
import { existsSync as existsSync4, lstatSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { join as join4, relative, sep } from "node:path";
var MAX_TEMPLATE_BYTES = 1024 * 1024;
function readChartTemplates(chartDir, repoRoot) {
  const out = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join4(dir, name);
      const st = lstatSync(p);
      if (st.isDirectory()) walk(p);
      else if (st.isFile() && st.size <= MAX_TEMPLATE_BYTES) out[relative(repoRoot, p).split(sep).join("/")] = readFileSync2(p, "utf8");
    }
  };
  const chart = (dir, depth) => {
    if (existsSync4(join4(dir, "templates")) && lstatSync(join4(dir, "templates")).isDirectory()) walk(join4(dir, "templates"));
    const charts = join4(dir, "charts");
    if (depth > 5 || !existsSync4(charts) || !lstatSync(charts).isDirectory()) return;
    for (const sub of readdirSync(charts).sort()) {
      const p = join4(charts, sub);
      if (lstatSync(p).isDirectory()) chart(p, depth + 1);
    }
  };
  chart(chartDir, 0);
  return out;
}

// src/render/directory.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync3, readFileSync as readFileSync3, realpathSync as realpathSync2, statSync as statSync2 } from "node:fs";
import { join as join6, relative as relative3, sep as sep3 } from "node:path";

// src/render/glob.ts
function lex2(pattern) {
  const chars = Array.from(pattern);
  const out = [];
  let pos = 0;
  let termsLevel = 0;
  const read = () => chars[pos++];
  const peek = () => chars[pos];
  const fetchText = (breakers) => {
    let data = "";
    let escaped = false;
    for (; ; ) {
      const r = read();
      if (r === void 0) break;
      if (!escaped) {
        if (r === "\\") {
          escaped = true;
          continue;
        }
        if (breakers.includes(r)) {
          pos--;
          break;
        }
      }
      escaped = false;
      data += r;
    }
    if (data !== "") out.push({ type: "text", data });
  };
  const fetchRange = () => {
    let wantHi = false;
    let wantClose = false;
    let seenNot = false;
    for (; ; ) {
      const r = read();
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
    const r = read();
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
var cp = (ch) => `\\u{${ch.codePointAt(0).toString(16)}}`;
var escapeRe2 = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
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
        return new RegExp(`^(?:${root.alts[0].join("")})$`, "u");
      }
      case "error":
        return void 0;
      case "text":
        cur().push(escapeRe2(t.data));
        break;
      case "any":
      case "super":
        cur().push("[^]*");
        break;
      case "single":
        cur().push("[^]");
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
        const body = isRange ? `${cp(lo)}-${cp(hi)}` : Array.from(set2).map(cp).join("");
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
function gobwasMatch(pattern, text2) {
  let re = gobwasCache.get(pattern);
  if (re === void 0) {
    re = compileGobwas(pattern) ?? null;
    if (gobwasCache.size > 1e4) gobwasCache.clear();
    gobwasCache.set(pattern, re);
  }
  return re !== null && re.test(text2);
}

// src/render/source.ts
import { readdirSync as readdirSync2, realpathSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { isAbsolute as isAbsolute2, join as join5, posix as posix3, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";

// src/render/types.ts
var RenderError2 = class extends Error {
  constructor(message2, file) {
    super(message2);
    this.file = file;
    this.name = "RenderError";
  }
  file;
};
function firstLines(text2, n = 20) {
  const lines = text2.trim().split("\n");
  return lines.length > n ? [...lines.slice(0, n), `\u2026 (${lines.length - n} more lines)`].join("\n") : lines.join("\n");
}

// src/render/source.ts
function isInside(root, child) {
  const rel = relative2(root, child);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep2}`) && !isAbsolute2(rel);
}
var errCode = (e) => typeof e === "object" && e !== null && "code" in e ? String(e.code) : void 0;
function resolveAppPath(repoRoot, path) {
  const shown = path === "" ? "." : path;
  if (isAbsolute2(path)) {
    throw new RenderError2(
      `${shown}: app path is absolute; spec.source.path must be relative to the repository root (for example "apps/web")`
    );
  }
  const root = resolve2(repoRoot);
  const appPath = resolve2(root, path);
  const outside = (how) => new RenderError2(
    `${shown}: app path outside root${how}; spec.source.path must name a directory inside the repository (remove the leading "..")`
  );
  if (!isInside(root, appPath)) throw outside("");
  let info;
  try {
    info = statSync(appPath);
  } catch (e) {
    if (errCode(e) === "ENOENT" || errCode(e) === "ENOTDIR") {
      throw new RenderError2(
        `${shown}: app path does not exist; check spec.source.path against the repository at this revision (paths are case-sensitive)`
      );
    }
    throw new RenderError2(`${shown}: cannot read app path: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isInside(realpathSync(root), realpathSync(appPath))) throw outside(" (through a symlink)");
  if (!info.isDirectory()) {
    throw new RenderError2(
      `${shown}: app path is not a directory; spec.source.path must name the directory that holds the manifests, not a file`
    );
  }
  return appPath;
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
async function applySourceOverrides(source, appPath, instanceName2) {
  const names = [".argocd-source.yaml"];
  if (instanceName2 !== "") names.push(`.argocd-source-${instanceName2}.yaml`);
  let merged = structuredClone(source.raw);
  let changed2 = false;
  for (const name of names) {
    const file = join5(appPath, name);
    const shown = posix3.join(source.path || ".", name);
    try {
      if ((await stat(file)).isDirectory()) continue;
    } catch (e) {
      if (errCode(e) === "ENOENT") continue;
      throw new RenderError2(`${shown}: ${e instanceof Error ? e.message : String(e)}`, shown);
    }
    const { docs, errors } = parseYamlStream(await readFile(file, "utf8"));
    if (errors.length > 0) {
      const err = errors[0];
      throw new RenderError2(
        `error while parsing source parameters: ${shown}: line ${err.line}: ${err.message} (fix the YAML of this Argo CD parameter override file)`,
        shown
      );
    }
    const patch = docs[0]?.value ?? null;
    if (!isRecord(patch)) {
      throw new RenderError2(
        `error while parsing source parameters: ${shown}: Invalid JSON Patch (the file must be a YAML mapping of Application source fields such as \`helm:\` or \`kustomize:\`; delete the file if it is meant to be empty)`,
        shown
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
var KUSTOMIZATION_NAMES = /* @__PURE__ */ new Set(["kustomization.yaml", "kustomization.yml", "Kustomization"]);
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
  for (const entry of readdirSync2(appPath, { withFileTypes: true }).sort((a, b) => goCompare(a.name, b.name))) {
    if (entry.isDirectory()) continue;
    if (entry.name.endsWith("Chart.yaml")) mark = "helm";
    if (KUSTOMIZATION_NAMES.has(entry.name)) mark = "kustomize";
  }
  return mark;
}

// src/render/directory.ts
var MANIFEST_FILE = /^.*\.(yaml|yml|json|jsonnet)$/;
var SKIP_FILE_RENDERING_MARKER = "+argocd:skip-file-rendering";
var toPosix = (p) => p.split(sep3).join("/");
var message = (e) => e instanceof Error ? e.message : String(e);
function readText(path) {
  const b = readFileSync3(path);
  if (b[0] === 255 && b[1] === 254) return b.subarray(2).toString("utf16le");
  if (b[0] === 254 && b[1] === 255) return Buffer.from(b.subarray(2)).swap16().toString("utf16le");
  const text2 = b.toString("utf8");
  return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
}
function collectCandidates(req, warnings) {
  const dir = req.source.directory;
  const recurse = dir?.recurse ?? false;
  const include = dir?.include ?? "";
  const exclude = dir?.exclude ?? "";
  const realRoot = realpathSync2(req.repoRoot);
  const out = [];
  const visit = (abs) => {
    for (const name of readdirSync3(abs).sort(goCompare)) {
      const path = join6(abs, name);
      const st = lstatSync2(path);
      if (st.isDirectory()) {
        if (recurse && name !== ".git") visit(path);
        continue;
      }
      const c = candidate(path, name, st);
      if (c) out.push(c);
    }
  };
  const candidate = (path, name, st) => {
    const relApp = toPosix(relative3(req.appPath, path));
    if (!MANIFEST_FILE.test(name)) return void 0;
    let relRepo = toPosix(relative3(req.repoRoot, path));
    let real = st;
    if (st.isSymbolicLink()) {
      let target;
      try {
        target = realpathSync2(path);
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
      real = statSync2(target);
      relRepo = toPosix(relative3(realRoot, target));
    }
    if (!real.isFile()) {
      warnings.push(`skipping manifest file ${relRepo}: ignoring non-regular file "${relApp}"`);
      return void 0;
    }
    if (exclude !== "" && gobwasMatch(exclude, relApp)) return void 0;
    if (include !== "" && !gobwasMatch(include, relApp)) return void 0;
    const text2 = readText(path);
    if (text2.includes(SKIP_FILE_RENDERING_MARKER)) return void 0;
    return { path, relApp, relRepo, text: text2 };
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
    const failure = ev.error ?? decodeFailure(ev.value);
    if (failure === void 0) {
      out.push({ obj: ev.value, file: c.relRepo, line: ev.line });
      continue;
    }
    const looksLikeManifest = ["apiVersion:", "kind:", "metadata:"].every((s) => c.text.includes(s));
    if (out.length === 0 && !looksLikeManifest) return [];
    throw new RenderError2(
      `Failed to unmarshal "${c.relRepo}": failed to unmarshal manifest: ${failure} (${c.relRepo} line ${ev.line}; fix the document, or exclude the file with spec.source.directory.exclude or a "${SKIP_FILE_RENDERING_MARKER}" comment)`,
      c.relRepo
    );
  }
  return out;
}
function firstJsonValueEnd(text2) {
  let i = 0;
  while (i < text2.length && " 	\r\n".includes(text2[i])) i++;
  let depth = 0;
  let inString = false;
  for (; i < text2.length; i++) {
    const ch = text2[i];
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
  return text2.length;
}
function decodeJson(c) {
  const end = firstJsonValueEnd(c.text);
  const fail2 = (why) => new RenderError2(
    `Failed to unmarshal "${c.relRepo}": ${why} (a .json file in a Directory app must hold exactly one Kubernetes object; exclude other JSON files with spec.source.directory.exclude)`,
    c.relRepo
  );
  let value;
  try {
    value = JSON.parse(c.text.slice(0, end));
  } catch (e) {
    throw fail2(message(e));
  }
  const failure = decodeFailure(value);
  if (failure !== void 0) throw fail2(failure);
  const next = c.text.slice(end).trimStart()[0];
  if (next !== void 0 && next !== "]" && next !== "}") {
    throw new RenderError2(
      `Found multiple objects in "${c.relRepo}". Only single objects are allowed in JSON files (use a .yaml file with \`---\` separators, or a List object)`,
      c.relRepo
    );
  }
  const start = Math.max(0, c.text.search(/\S/));
  const line = c.text.slice(0, start).split("\n").length;
  return [{ obj: value, file: c.relRepo, line }];
}
function flattenLists2(docs) {
  return docs.flatMap(
    (d) => listItems(d.obj, () => {
      throw new RenderError2(`items member is not an object in ${d.file ?? "a rendered List"}${d.line ? ` line ${d.line}` : ""}`, d.file);
    }).map((obj3) => obj3 === d.obj ? d : { ...d, obj: obj3 })
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
    docs.push(...c.path.endsWith(".json") ? decodeJson(c) : decodeYaml(c));
  }
  return { type: "directory", docs: flattenLists2(docs), warnings, commands: [] };
}

// src/render/helm.ts
import { existsSync as existsSync6, mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync2, readdirSync as readdirSync5, rmSync as rmSync2, writeFileSync } from "node:fs";
import { join as join10, relative as relative5, sep as sep5 } from "node:path";

// src/render/envsubst.ts
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

// src/render/helm-paths.ts
import { existsSync as existsSync5, readlinkSync, realpathSync as realpathSync4 } from "node:fs";
import { basename, dirname as dirname2, isAbsolute as isAbsolute3, join as join8, relative as relative4, resolve as resolve3, sep as sep4 } from "node:path";

// src/render/doublestar.ts
import { readdirSync as readdirSync4, lstatSync as lstatSync3, realpathSync as realpathSync3, statSync as statSync3 } from "node:fs";
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
var cp2 = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
function segmentRegExp(seg2) {
  const chars = Array.from(seg2);
  let re = "^";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\") {
      if (++i >= chars.length) throw new GlobPatternError(seg2);
      re += cp2(chars[i]);
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
        body += lo === hi ? cp2(lo) : `${cp2(lo)}-${cp2(hi)}`;
        ranges++;
      }
      re += `[${negate ? "^/" : ""}${body}]`;
      i = j;
    } else {
      re += cp2(c);
    }
  }
  return new RegExp(re + "$", "u");
}
function expandAlternatives(pattern) {
  let open = -1;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "{") {
      if (depth++ === 0) open = i;
    } else if (c === "}" && depth > 0) {
      if (--depth === 0) {
        const alts = [];
        let start = open + 1;
        let d = 0;
        for (let k = open + 1; k < i; k++) {
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
        const head = pattern.slice(0, open);
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
    return readdirSync4(dir, { withFileTypes: true }).sort((a, b) => byteOrder(a.name, b.name));
  } catch {
    return [];
  }
}
function isDirFollow(p) {
  try {
    return statSync3(p).isDirectory();
  } catch {
    return false;
  }
}
function entryIsDir(dir, e) {
  return e.isDirectory() || e.isSymbolicLink() && isDirFollow(join7(dir, e.name));
}
function lexists(p) {
  try {
    lstatSync3(p);
    return true;
  } catch {
    return false;
  }
}
function doubleStar(dir, withFiles, out, onStack) {
  let real;
  try {
    real = realpathSync3(dir);
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

// src/render/helm-paths.ts
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
      return join8(realpathSync4(cur), ...tail);
    } catch {
      const parent = dirname2(cur);
      if (parent === cur) return p;
      tail.unshift(basename(cur));
      cur = parent;
    }
  }
}
function inside(p, root) {
  return p.startsWith(root.endsWith(sep4) ? root : root + sep4);
}
function resolveLocal(base, root, value) {
  const absRoot = resolve3(root);
  const p = resolve3(delinkFinal(isAbsolute3(value) ? join8(absRoot, value) : join8(resolve3(base), value)));
  const outside = new RenderError2(`error resolving value file path: file '${value}' resolved to outside repository root`);
  if (p === absRoot) throw new RenderError2(`error resolving value file path: file '${value}' resolved to the repository root, which is not allowed`);
  if (!inside(p, absRoot)) throw outside;
  let realRoot = absRoot;
  try {
    realRoot = realpathSync4(absRoot);
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
  const value = envsubst(raw, ctx.env);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1];
  if (scheme !== void 0) {
    if (ALLOWED_SCHEMES.includes(scheme.toLowerCase())) return { path: value, remote: true, root: ctx.repoRoot };
    throw new RenderError2(`error resolving value file path: the URL scheme '${scheme}' is not allowed`);
  }
  return { path: resolveLocal(ctx.appPath, ctx.repoRoot, value), remote: false, root: ctx.repoRoot };
}
function isGlobEntry(r) {
  return !r.remote && hasGlobMeta(relative4(r.root, r.path));
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
      let matches;
      try {
        matches = globFiles(resolve3(r.root), relative4(resolve3(r.root), r.path).split(sep4).join("/"));
      } catch (e) {
        if (e instanceof GlobPatternError) throw new RenderError2(`error expanding glob pattern "${raw}": ${e.message}`);
        throw e;
      }
      if (matches.length === 0) {
        if (ignoreMissing) {
          warnings.push(`values file glob "${raw}" matched no files; skipped (ignoreMissingValueFiles)`);
          continue;
        }
        throw new RenderError2(`values file glob "${raw}" matched no files`);
      }
      const realRoot = realpathLoose(resolve3(r.root));
      for (const m of matches) {
        const real = realpathLoose(m);
        if (real !== realRoot && !inside(real, realRoot)) {
          throw new RenderError2(`glob pattern "${raw}": glob match "${relative4(r.root, m)}" resolved to outside repository root`);
        }
      }
      for (const m of matches) if (!explicit2.has(m)) add(m);
      continue;
    }
    if (r.remote) warnings.push(`values file "${raw}" is a URL; helm fetches it over the network at render time`);
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

// src/render/helm-home.ts
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
    for (const [k, d] of Object.entries(env)) if (k !== "HELM_REGISTRY_CONFIG") mkdirSync3(d, { recursive: true });
    created.add(home);
  }
  return env;
}

// src/render/helm.ts
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
var byName = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function buildHelmArgs(o) {
  const args = ["template", ".", "--name-template", o.releaseName];
  if (o.namespace) args.push("--namespace", o.namespace);
  if (o.kubeVersion) args.push("--kube-version", o.kubeVersion);
  const pairs = (flag, m) => {
    for (const k of Object.keys(m ?? {}).sort(byName)) args.push(flag, `${k}=${escapeSetValue(m[k])}`);
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
function missingDependencyError(stderr, appPath, chartFile) {
  const m = MISSING_DEP.exec(stderr);
  if (!m) return void 0;
  const names = m[2].split(",").map((s) => s.trim()).filter(Boolean);
  const declaredIn = existsSync6(join10(appPath, "requirements.yaml")) ? "requirements.yaml" : m[1];
  return new RenderError2(
    `chart dependencies are not vendored: ${names.join(", ") || "(unnamed)"} ${names.length === 1 ? "is" : "are"} declared in ${declaredIn} but missing in the charts/ directory. Argo CD would run \`helm dependency build\` here, which needs network access to the chart repositories, so the guard cannot render this chart offline. Commit the charts/ directory (run \`helm dependency build\` and commit charts/*.tgz) to make the render reproducible.`,
    chartFile
  );
}
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
    tgz = readdirSync5(chartsDir).sort().find((f3) => f3 === `${sub}.tgz` || f3.startsWith(`${sub}-`) && f3.endsWith(".tgz"));
  } catch {
    return void 0;
  }
  return tgz ? [chartRel, ...segs.slice(0, i + 1), tgz].filter(Boolean).join("/") : void 0;
}
function sourceComment(lines, line, commentBefore) {
  const direct = helmSourceOf(commentBefore);
  if (direct) return direct;
  for (let i = line - 2; i >= 0; i--) {
    const l = lines[i].trim();
    if (l.startsWith("---")) break;
    const m = /^#\s*Source:\s*(\S+)/.exec(l);
    if (m) return m[1];
    if (l !== "" && !l.startsWith("#")) break;
  }
  return void 0;
}
function helmOutputToDocs(stdout, req) {
  const chartRel = relative5(req.repoRoot, req.appPath).split(sep5).join("/");
  const parsed = parseYamlStream(stdout);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new RenderError2(`failed to unmarshal manifest: line ${e.line} of the helm output: ${e.message}`);
  }
  const lines = stdout.split("\n");
  const docs = [];
  for (const d of parsed.docs) {
    const file = sourceFile(sourceComment(lines, d.line, d.commentBefore), req, chartRel);
    const obj3 = d.value;
    if (!isRecord(obj3)) {
      throw new RenderError2(`failed to unmarshal manifest: a document is not an object (${Array.isArray(obj3) ? "array" : typeof obj3})`, file);
    }
    if (typeof obj3.kind !== "string" || obj3.kind === "") {
      throw new RenderError2(`failed to unmarshal manifest: Object 'Kind' is missing in '${JSON.stringify(obj3).slice(0, 200)}'`, file);
    }
    const items = listItems(obj3, (item) => {
      throw new RenderError2(`items member is not an object: ${JSON.stringify(item)}`, file);
    });
    for (const item of items) docs.push({ obj: item, file, line: void 0 });
  }
  return docs;
}
function releaseName(req) {
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
    releaseName: releaseName(req),
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
  const tool = await deps.helm();
  mkdirSync4(req.scratchDir, { recursive: true });
  const work = inline !== void 0 || !req.helmHome ? mkdtempSync2(join10(req.scratchDir, "helm-")) : void 0;
  const chartFile = [relative5(req.repoRoot, req.appPath).split(sep5).join("/"), "Chart.yaml"].filter(Boolean).join("/");
  const lockPath = join10(req.appPath, "Chart.lock");
  const lockExisted = existsSync6(lockPath);
  try {
    if (inline !== void 0 && work) {
      opts.extraValues = join10(work, "inline-values.yaml");
      writeFileSync(opts.extraValues, inline);
    }
    const env = helmHomeEnv(req.helmHome ?? join10(work, "home"));
    const args = buildHelmArgs(opts);
    const commands = [[tool.name, ...tool.prefixArgs, ...args]];
    let result;
    try {
      result = await deps.runner.run(tool, args, { cwd: req.appPath, env });
    } catch (e) {
      throw new RenderError2(`helm template could not run: ${e.message}`, chartFile);
    }
    if (result.code !== 0) {
      const stderr = result.stderr.trim() || result.stdout.trim();
      throw missingDependencyError(stderr, req.appPath, chartFile) ?? new RenderError2(`helm template failed (exit ${result.code}): ${firstLines(stderr) || "no output"}`, chartFile);
    }
    for (const line of result.stderr.split("\n").map((l) => l.trim()).filter(Boolean).slice(0, 20)) {
      warnings.push(`helm: ${line}`);
    }
    return { type: "helm", docs: helmOutputToDocs(result.stdout, req), warnings, commands };
  } finally {
    if (!lockExisted && existsSync6(lockPath)) rmSync2(lockPath, { force: true });
    if (work) rmSync2(work, { recursive: true, force: true });
  }
}

// src/render/kustomize.ts
var import_yaml11 = __toESM(require_dist(), 1);
import { cp as cp3, mkdir, mkdtemp, readdir as readdir2, readFile as readFile3, rm, symlink, writeFile } from "node:fs/promises";
import { basename as basename2, join as join14, sep as sep7 } from "node:path";

// src/render/kustomize-edit.ts
var import_yaml8 = __toESM(require_dist(), 1);
import { stat as stat2 } from "node:fs/promises";
import { join as join11, posix as posix4 } from "node:path";
var KUSTOMIZATION_NAMES2 = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
async function kustomizationFilesIn(dir) {
  const found = [];
  for (const name of KUSTOMIZATION_NAMES2) {
    try {
      if ((await stat2(join11(dir, name))).isFile()) found.push(name);
    } catch {
    }
  }
  return found;
}
function loadKustomization(path, text2) {
  const doc = (0, import_yaml8.parseDocument)(text2, { version: "1.1", merge: true });
  if (doc.errors.length > 0) throw new RenderError2(`failed to unmarshal ${posix4.basename(path)}: ${doc.errors[0].message.split("\n")[0]}`);
  if (doc.contents === null) doc.contents = doc.createNode({});
  return { file: path, doc };
}
function currentValue(k) {
  const v = k.doc.toJS({ maxAliasCount: 1e4 });
  return isRecord(v) ? v : {};
}
function setField(k, key, value) {
  k.doc.set(key, k.doc.createNode(value));
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
  const str5 = (v) => typeof v === "string" ? v : "";
  const byName2 = /* @__PURE__ */ new Map();
  for (const a of args) {
    const img = parseImageArg(a);
    if (!img) throw editError(argv, IMAGE_FORMAT_ERROR);
    byName2.set(img.name, { ...img });
  }
  const cur = currentValue(k);
  for (const im of (Array.isArray(cur.images) ? cur.images : []).filter(isRecord)) {
    const argIm = byName2.get(str5(im.name));
    if (argIm) {
      for (const f3 of fields) if (argIm[f3] === PRESERVE) argIm[f3] = str5(im[f3]);
      continue;
    }
    byName2.set(str5(im.name), im);
  }
  const images = [...byName2.values()].map((v) => {
    const img = { ...v };
    for (const f3 of fields) if (img[f3] === PRESERVE || img[f3] === "" || img[f3] === void 0) delete img[f3];
    return img;
  }).sort((a, b) => str5(a.name) < str5(b.name) ? -1 : str5(a.name) > str5(b.name) ? 1 : 0);
  setField(k, "images", images);
}
function setReplicas(k, args, argv) {
  if (args.length === 0) throw editError(argv, "no replicas specified");
  const byName2 = /* @__PURE__ */ new Map();
  for (const a of args) {
    const s = a.split("=");
    if (s.length !== 2 || !/^[+-]?\d+$/.test(s[1])) throw editError(argv, "invalid format of replica, use the following format: <name>=<count>");
    byName2.set(s[0], { name: s[0], count: Number(BigInt(s[1])) });
  }
  const existing = (Array.isArray(currentValue(k).replicas) ? currentValue(k).replicas : []).filter(isRecord);
  for (const r of existing) {
    const name = typeof r.name === "string" ? r.name : "";
    if (!byName2.has(name)) byName2.set(name, r);
  }
  const sorted = [...byName2.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, v]) => v);
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
  for (const [key, v] of pairs) {
    if (Object.hasOwn(target, key) && !force) throw editError(argv, `${kind} ${key} already in kustomization file`);
    target[key] = v;
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
    const entry = { pairs: {} };
    writeToMap(entry.pairs, pairs, flags.force, "label", argv);
    if (flags.includeTemplates) entry.includeTemplates = true;
    labels.push(entry);
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
    for (const f3 of SELECTOR_FIELDS) if (typeof r.target[f3] === "string" && r.target[f3]) t[f3] = r.target[f3];
    out.target = t;
  }
  if (isRecord(r.options)) {
    const o = {};
    for (const [key, v] of Object.entries(r.options)) if (typeof v === "boolean") o[key] = v;
    if (Object.keys(o).length > 0) out.options = o;
  }
  return out;
}
function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (!isRecord(v)) return v;
  const out = {};
  for (const key of Object.keys(v).sort()) out[key] = sortKeys(v[key]);
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
  k.doc = new import_yaml8.Document(sortKeys(cur), { version: "1.1" });
}

// src/render/kustomize-origin.ts
var import_yaml9 = __toESM(require_dist(), 1);
import { readFile as readFile2, stat as stat4 } from "node:fs/promises";
import { join as join13, posix as posix6, relative as relative6, sep as sep6 } from "node:path";

// src/render/kustomize-steps.ts
import { lstat, readdir, stat as stat3 } from "node:fs/promises";
import { join as join12, posix as posix5, resolve as resolve4 } from "node:path";
var GLOB_META = /[*?[\\]/;
function segmentRegExp2(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "\\" && i + 1 < pattern.length) re += "\\" + pattern[++i];
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end < 0) return /(?!)/;
      let cls = pattern.slice(i + 1, end);
      if (cls.startsWith("^")) cls = "^" + cls.slice(1);
      re += `[${cls.replace(/\\/g, "\\\\")}]`;
      i = end;
    } else re += c.replace(/[.+^${}()|\]]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
async function glob(cwd, pattern) {
  if (!GLOB_META.test(pattern)) {
    try {
      await lstat(resolve4(cwd, pattern));
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
        const p = base ? posix5.join(base, seg2) : seg2;
        try {
          await lstat(resolve4(cwd, p));
          next.push(p);
        } catch {
        }
        continue;
      }
      let names = [];
      try {
        names = (await readdir(resolve4(cwd, base || "."))).sort();
      } catch {
        continue;
      }
      const re = segmentRegExp2(seg2);
      for (const n of names) if (re.test(n)) next.push(base ? posix5.join(base, n) : n);
    }
    bases = next;
  }
  return bases;
}
function looksRemote(entry) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) || /^git::/.test(entry) || /^[\w.-]+@[\w.-]+:/.test(entry) || /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(entry) || /[?&](ref|version|timeout|submodules)=/.test(entry);
}
async function addComponents(k, cwd, args, argv) {
  if (args.length === 0) throw editError(argv, "must specify a component file");
  const found = [];
  for (const a of args) {
    const matches = await glob(cwd, a);
    if (matches.length > 0) found.push(...matches);
    else if (looksRemote(a)) found.push(a);
    else throw editError(argv, `${a} has no match: must build at directory: not a valid directory: evalsymlink failure on '${resolve4(cwd, a)}' : lstat ${resolve4(cwd, a)}: no such file or directory`);
  }
  const cur = currentValue(k);
  const components = Array.isArray(cur.components) ? [...cur.components] : [];
  for (const c of found) {
    if (c === posix5.basename(k.file) || components.includes(c)) continue;
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
var sortedPairs = (m, sub) => Object.keys(m).sort().map((key) => `${key}:${sub(m[key])}`);
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
    steps.push({ argv: ["# kustomization patches appended (R1.6.3 item 8: no kustomize edit command exists)"], apply: (k) => appendPatches(k, o.patches) });
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
    for (const seg2 of posix5.join(ctx.appRel, c).split("/")) {
      if (seg2 === "" || seg2 === ".") continue;
      if (seg2 === "..") parts.pop();
      else parts.push(seg2);
    }
    try {
      await stat3(join12(ctx.repoRoot, ...parts));
      kept.push(c);
    } catch {
    }
  }
  return kept;
}

// src/render/kustomize-origin.ts
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
async function readKustomization(dir) {
  const [name] = await kustomizationFilesIn(dir);
  if (!name) return void 0;
  try {
    const value = (0, import_yaml9.parse)(await readFile2(join13(dir, name), "utf8"), { version: "1.1", merge: true, uniqueKeys: false });
    return { name, value: isRecord(value) ? value : {} };
  } catch {
    return { name, value: {} };
  }
}
var strings2 = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
async function scanKustomizations(appDir) {
  const scan = { remote: [], declaresOrigin: "none" };
  const seen = /* @__PURE__ */ new Set();
  const queue = [appDir];
  while (queue.length > 0 && seen.size < 500) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const k = await readKustomization(dir);
    if (!k) continue;
    if (strings2(k.value.buildMetadata).includes("originAnnotations")) {
      scan.declaresOrigin = dir === appDir && scan.declaresOrigin === "none" ? "app" : "nested";
    }
    for (const entry of [...strings2(k.value.resources), ...strings2(k.value.bases), ...strings2(k.value.components)]) {
      const local = join13(dir, entry);
      let isDir = false;
      let exists = false;
      try {
        isDir = (await stat4(local)).isDirectory();
        exists = true;
      } catch {
      }
      if (!exists && looksRemote(entry)) {
        if (!scan.remote.includes(entry)) scan.remote.push(entry);
      } else if (isDir) queue.push(local);
    }
  }
  return scan;
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
function takeOrigin(obj3, strip) {
  const meta = metadataOf(obj3);
  const ann = meta.annotations;
  if (!isRecord(ann) || typeof ann[ORIGIN_ANNOTATION] !== "string") return void 0;
  const text2 = ann[ORIGIN_ANNOTATION];
  if (strip) {
    delete ann[ORIGIN_ANNOTATION];
    if (Object.keys(ann).length === 0) delete meta.annotations;
  }
  try {
    const v = (0, import_yaml9.parse)(text2);
    if (!isRecord(v)) return void 0;
    const s = (x) => typeof x === "string" && x !== "" ? x : void 0;
    return { path: s(v.path), configuredIn: s(v.configuredIn), repo: s(v.repo) };
  } catch {
    return void 0;
  }
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
    const fromApp = this.originPrefix ? posix6.relative(this.originPrefix, originPath) : originPath;
    const p = posix6.normalize(posix6.join(this.appRel || ".", fromApp));
    return p === ".." || p.startsWith("../") || posix6.isAbsolute(p) ? void 0 : p;
  }
  async locate(obj3, origin) {
    if (!origin || origin.repo) return {};
    if (origin.configuredIn) {
      const file2 = this.repoPath(origin.configuredIn);
      return file2 ? { file: file2 } : {};
    }
    if (!origin.path) return {};
    const file = this.repoPath(origin.path);
    if (!file) return {};
    return { file, line: await this.lineOf(file, kindOf(obj3), nameOf(obj3)) };
  }
  async #docs(file) {
    let docs = this.#cache.get(file);
    if (!docs) {
      docs = [];
      try {
        const text2 = await readFile2(join13(this.repoRoot, ...file.split("/")), "utf8");
        for (const d of parseYamlStream(text2).docs) {
          if (isRecord(d.value)) docs.push({ kind: kindOf(d.value), name: nameOf(d.value), line: d.line });
        }
      } catch {
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
    const contained2 = docs.filter((d) => d.name !== "" && renderedName.includes(d.name)).sort((a, b) => b.name.length - a.name.length);
    return contained2[0]?.line;
  }
};
function repoRelative(root, abs) {
  const r = relative6(root, abs);
  return r.split(sep6).join("/");
}

// src/render/kustomize.ts
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
    if (flag === "--load-restrictor" || flag === "--load_restrictor") {
      const value = inline ?? tokens[i + 1] ?? "";
      if (value.toLowerCase() === "loadrestrictionsnone") {
        throw new RenderError2(
          `kustomize build option '${flag} ${value}' is refused: it lets the kustomization read files outside its directory (any file of the checkout or the runner). Only LoadRestrictionsRootOnly is allowed.`
        );
      }
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
function normalizeKubeVersion2(v) {
  if (!v) return void 0;
  return v.replace(/^v/, "").split(/[+-]/)[0] || void 0;
}
function trimStderr(text2, paths) {
  let s = text2;
  for (const [from, to] of paths.filter(([p]) => p !== "").sort((a, b) => b[0].length - a[0].length)) s = s.split(from).join(to);
  return firstLines(s);
}
async function renderKustomize(req, deps) {
  const out = { type: "kustomize", docs: [], warnings: [], commands: [] };
  const opts = req.source.kustomize;
  const extra = buildOptionArgs(deps.buildOptions ?? [], opts, req);
  if (deps.helm && extra.some((t) => t.includes("--enable-helm"))) extra.push("--helm-command", (await deps.helm()).command);
  const appRel = repoRelative(req.repoRoot, req.appPath);
  const tool = await deps.kustomize();
  if (opts?.version) {
    out.warnings.push(`kustomize.version ${opts.version} is requested; rendered with the configured kustomize (${tool.origin})`);
  }
  await mkdir(req.scratchDir, { recursive: true });
  const work = await mkdtemp(join14(req.scratchDir, "kustomize-"));
  try {
    let root = req.repoRoot;
    let appDir = req.appPath;
    if (hasEdits(opts)) {
      root = join14(work, "repo");
      await copyCheckout(req.repoRoot, root, work);
      appDir = appRel === "" ? root : join14(root, ...appRel.split("/"));
      await applyEdits(opts, req, { root, appDir, appRel }, out);
    }
    const names = await kustomizationFilesIn(appDir);
    const kfile = [appRel, names[0] ?? "kustomization.yaml"].filter((p) => p !== "").join("/");
    const scan = await scanKustomizations(appDir);
    const env = { ...req.buildEnv, GIT_TERMINAL_PROMPT: "0" };
    if (extra.some((t) => t.includes("--enable-helm"))) {
      env.HELM_PLUGINS = join14(work, "no-helm-plugins");
      await mkdir(env.HELM_PLUGINS, { recursive: true });
    }
    const build = async (dir, cwd) => {
      const args = [...tool.prefixArgs.length > 0 ? [] : ["build"], dir, ...extra];
      out.commands.push([tool.command, ...tool.prefixArgs, ...args]);
      return deps.runner.run(tool, args, { cwd, env });
    };
    let result;
    let prefix;
    let strip = false;
    let wrapperFailed = false;
    if (names.length === 1 && scan.declaresOrigin === "none") {
      const wrap = join14(work, "wrap");
      await mkdir(wrap);
      await symlink(appDir, join14(wrap, "app"), "dir");
      const app = await readKustomization(appDir);
      await writeFile(join14(wrap, "kustomization.yaml"), (0, import_yaml11.stringify)(wrapperKustomization(app?.value ?? {})));
      const r = await build(wrap, root);
      if (r.code === 0 || scan.remote.length > 0) {
        result = r;
        prefix = "app";
        strip = true;
      } else wrapperFailed = true;
    } else if (scan.declaresOrigin === "app") prefix = "";
    result ??= await build(appDir, root);
    if (wrapperFailed && result.code === 0) {
      out.warnings.push(`${kfile}: no file/line provenance (the origin-annotation build failed, the direct build did not)`);
    }
    if (result.code !== 0) {
      const stderr = trimStderr(result.stderr || result.stdout, [
        [join14(work, "wrap", "app"), `./${appRel}`],
        [appDir, `./${appRel}`],
        [root, "."],
        [req.repoRoot, "."],
        [work, "<scratch>"]
      ]);
      const cmd = `kustomize build ./${appRel}`;
      if (scan.remote.length > 0) {
        throw new RenderError2(
          `\`${cmd}\` failed: the kustomization uses remote bases (${scan.remote.join(", ")}), which need network access to render (R1.6.6): ${stderr}`,
          kfile
        );
      }
      throw new RenderError2(`\`${cmd}\` failed exit status ${result.code}: ${stderr}`, kfile);
    }
    if (scan.remote.length > 0) {
      out.warnings.push(`${kfile}: renders remote bases (${scan.remote.join(", ")}): a network dependency whose content can change without a commit (R1.6.6)`);
    }
    out.docs = await collectDocs(result.stdout, { repoRoot: req.repoRoot, appRel, prefix, strip, kfile });
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
async function copyCheckout(from, to, work) {
  await mkdir(to, { recursive: true });
  for (const name of await readdir2(from)) {
    const src = join14(from, name);
    if (name === ".git" || work === src || work.startsWith(src + sep7)) continue;
    await cp3(src, join14(to, name), { recursive: true, verbatimSymlinks: true, filter: (p) => basename2(p) !== ".git" });
  }
}
async function applyEdits(opts, req, at, out) {
  const steps = editSteps(opts, req.buildEnv, { appDir: at.appDir, repoRoot: at.root, appRel: at.appRel });
  const names = await kustomizationFilesIn(at.appDir);
  const firstCommand = steps.find((s) => s.argv[0] === "edit");
  const kfile = [at.appRel, names[0] ?? "kustomization.yaml"].filter((p) => p !== "").join("/");
  if (names.length !== 1 && firstCommand) {
    const why = names.length === 0 ? "Missing kustomization file 'kustomization.yaml'." : `Found multiple kustomization file: [${names.join(" ")}]`;
    throw new RenderError2(`\`kustomize ${firstCommand.argv.join(" ")}\` failed exit status 1: Error: ${why}`, kfile);
  }
  if (names.length === 0) throw new RenderError2("kustomization file not found in the path", kfile);
  const path = join14(at.appDir, names[0]);
  const k = loadKustomization(path, await readFile3(path, "utf8"));
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
  await writeFile(path, String(k.doc));
}
async function collectDocs(stdout, at) {
  const parsed = parseYamlStream(stdout);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new RenderError2(`kustomize output could not be parsed (line ${e.line}): ${e.message}`, at.kfile);
  }
  const locator = at.prefix === void 0 ? void 0 : new Locator(at.repoRoot, at.appRel, at.prefix);
  const docs = [];
  for (const d of parsed.docs) {
    if (!isRecord(d.value)) continue;
    const obj3 = d.value;
    const origin = takeOrigin(obj3, at.strip);
    const found = locator ? await locator.locate(obj3, origin) : {};
    const where2 = found.file ? found : { file: at.kfile };
    for (const item of listItems(obj3)) docs.push({ obj: item, ...where2 });
  }
  return docs;
}

// src/render/cached.ts
async function renderCached(type, req, ctx, inputKey, templatesFrom) {
  const env = inputKey ? { ...req.buildEnv, ARGOCD_APP_REVISION: "", ARGOCD_APP_REVISION_SHORT: "", ARGOCD_APP_REVISION_SHORT_8: "" } : req.buildEnv;
  const key = JSON.stringify([inputKey ?? `${req.repoRoot}@${ctx.sha}`, type, req.source.raw, req.instanceName, req.destNamespace, env, inputKey ? [] : req.refs]);
  const render = () => {
    const full = { ...req, scratchDir: mkdtempSync3(join15(ctx.scratchRoot, "render-")), helmHome: join15(ctx.scratchRoot, "helm-home") };
    return type === "helm" ? renderHelm(full, { runner: ctx.runner, helm: () => ctx.toolbox.helm() }) : type === "kustomize" ? renderKustomize(full, { runner: ctx.runner, kustomize: () => ctx.toolbox.kustomize(), helm: () => ctx.toolbox.helm(), buildOptions: ctx.kustomizeBuildOptions }) : renderDirectory(full);
  };
  let first = ctx.cache.get(key);
  if (!first) {
    first = render();
    ctx.cache.set(key, first);
  }
  if (type !== "helm") return { output: await first };
  const [output, second] = await Promise.all([first, ctx.checkDeterminism ? render() : Promise.resolve(void 0)]);
  return {
    output,
    unstable: second ? compareRenders(output, second) : void 0,
    templates: readChartTemplates(templatesFrom, req.repoRoot)
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

// src/render/remote-chart.ts
var import_yaml13 = __toESM(require_dist(), 1);
import { createHash as createHash2 } from "node:crypto";
import { existsSync as existsSync8, mkdirSync as mkdirSync5, mkdtempSync as mkdtempSync4, readdirSync as readdirSync7, readFileSync as readFileSync5, renameSync, rmSync as rmSync3, statSync as statSync5, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join17, relative as relative7, resolve as resolve5, sep as sep8 } from "node:path";

// src/render/chart-semver.ts
var VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
function parseVersion(text2) {
  const m = VERSION.exec(text2.trim());
  if (!m) return void 0;
  return { major: Number(m[1]), minor: Number(m[2] ?? 0), patch: Number(m[3] ?? 0), pre: m[4] ? m[4].split(".") : [], raw: text2.trim() };
}
function isExactVersion(text2) {
  const m = VERSION.exec(text2.trim());
  return !!m && m[2] !== void 0 && m[3] !== void 0;
}
function isDigest(text2) {
  return /^sha256:[0-9a-f]{64}$/.test(text2.trim());
}
function normalizeVersion(text2) {
  return text2.trim().replace(/^v/, "");
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
function parseTerm(text2) {
  const m = TERM.exec(text2.trim());
  if (!m) throw new Error(`improper constraint: ${text2}`);
  const pre = m[5] ? m[5].split(".") : [];
  const at = (major, minor, patch) => ({ major, minor, patch, pre, raw: text2 });
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
function parseConstraint(text2) {
  const source = text2.trim() === "" ? "*" : text2;
  const groups = source.split("||").map((group) => {
    const g = group.replace(/(\S+)\s+-\s+(\S+)/g, ">=$1 <=$2");
    const tokens = g.match(TOKEN) ?? [];
    if (tokens.length === 0 || g.replace(TOKEN, "").replace(/[\s,]/g, "") !== "") throw new Error(`improper constraint: ${text2}`);
    return tokens.map(parseTerm);
  });
  return (v) => groups.some((terms) => terms.every((t) => matchTerm(v, t)));
}
function maxSatisfying(versions, constraint) {
  let best;
  for (const text2 of versions) {
    const v = parseVersion(text2);
    if (v && constraint(v) && (!best || compareVersions(v, best) > 0)) best = v;
  }
  return best?.raw;
}

// src/render/remote-schema.ts
import { existsSync as existsSync7, readdirSync as readdirSync6, readFileSync as readFileSync4, statSync as statSync4 } from "node:fs";
import { join as join16 } from "node:path";
import { gunzipSync } from "node:zlib";
function isBuiltinMetaSchema(url) {
  return url.hostname === "json-schema.org" && /^\/draft(-0[3467]|\/20(19-09|20-12))\//.test(url.pathname + "/");
}
function remoteUrl(ref2, base) {
  if (ref2.startsWith("#")) return void 0;
  let url;
  try {
    url = base ? new URL(ref2, base) : new URL(ref2);
  } catch {
    return void 0;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return void 0;
  return isBuiltinMetaSchema(url) ? void 0 : url;
}
function remoteRefsInSchema(schema) {
  const found = /* @__PURE__ */ new Set();
  const walk = (node, base) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, base);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const obj3 = node;
    const id = typeof obj3.$id === "string" ? obj3.$id : typeof obj3.id === "string" ? obj3.id : void 0;
    if (id) {
      try {
        const u = base ? new URL(id, base) : new URL(id);
        if (u.protocol === "http:" || u.protocol === "https:") base = u;
      } catch {
      }
    }
    for (const key of ["$ref", "$schema", "$dynamicRef", "$recursiveRef"]) {
      const ref2 = obj3[key];
      if (typeof ref2 !== "string") continue;
      const url = remoteUrl(ref2, key === "$schema" ? void 0 : base);
      if (url && !(base && url.href.split("#")[0] === base.href.split("#")[0])) found.add(url.href);
    }
    for (const [k, v] of Object.entries(obj3)) {
      if (k === "enum" || k === "const" || k === "default" || k === "examples") continue;
      walk(v, base);
    }
  };
  walk(schema, void 0);
  return [...found].sort();
}
function refsInText(text2) {
  try {
    return remoteRefsInSchema(JSON.parse(text2));
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
    const str5 = (a, b) => header2.subarray(a, b).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(str5(124, 136).trim() || "0", 8);
    const type = String.fromCharCode(header2[156] ?? 48);
    const prefix = str5(257, 263).startsWith("ustar") ? str5(345, 500) : "";
    const data = buf.subarray(off + 512, off + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${str5(0, 100)}` : str5(0, 100));
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
  const schema = join16(dir, "values.schema.json");
  if (existsSync7(schema)) {
    const refs = refsInText(readFileSync4(schema, "utf8"));
    if (refs.length > 0) out.set(`${label}values.schema.json`, refs);
  }
  const charts = join16(dir, "charts");
  if (depth >= 5 || !existsSync7(charts)) return;
  for (const name of readdirSync6(charts).sort()) {
    const p = join16(charts, name);
    const st = statSync4(p);
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

// src/render/remote-chart.ts
var LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i;
function parseUrl(text2, what) {
  try {
    return new URL(text2);
  } catch {
    throw new RenderError2(`invalid ${what} URL '${text2}'`);
  }
}
function remoteChartRef(source) {
  const url = source.repoURL.trim();
  const chart = source.chart.trim().replace(/^\/+|\/+$/g, "");
  if (url.toLowerCase().startsWith("oci://")) {
    const base = url.slice("oci://".length).replace(/\/+$/, "");
    const u2 = parseUrl(`http://${chart ? `${base}/${chart}` : base}`, "OCI repository");
    const path = u2.pathname.replace(/\/+$/, "");
    const ref2 = `oci://${u2.host}${path}`;
    const name = path.split("/").pop() ?? "";
    if (!name) throw new RenderError2(`OCI source ${url} names no chart (set spec.source.chart or put it in repoURL)`);
    return { kind: "oci", repo: ref2, chart: name, key: ref2, plainHttp: LOOPBACK.test(u2.hostname) };
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
function describe2(ref2, version) {
  const v = version ? ` version "${version}"` : "";
  return ref2.kind === "oci" ? `OCI chart ${ref2.repo}${v}` : `chart "${ref2.chart}"${v} from the Helm repository ${ref2.repo}`;
}
function chartCacheDir(cacheDir, ref2) {
  const hash = createHash2("sha256").update(ref2.key).digest("hex").slice(0, 24);
  return join17(resolve5(cacheDir), `${hash}-${ref2.chart.replace(/[^0-9A-Za-z._-]/g, "_")}`);
}
var entryName = (version) => isDigest(version) ? version.replace(":", "-") : normalizeVersion(version);
function treeFingerprint(dir) {
  const h = createHash2("sha256");
  const walk = (d) => {
    for (const name of readdirSync7(d).sort()) {
      const p = join17(d, name);
      const st = statSync5(p);
      if (st.isDirectory()) walk(p);
      else h.update(`${relative7(dir, p).split(sep8).join("/")}\0${st.size}
`);
    }
  };
  walk(dir);
  return h.digest("hex");
}
function chartVersionOf(chartDir) {
  const doc = (0, import_yaml13.parse)(readFileSync5(join17(chartDir, "Chart.yaml"), "utf8"));
  if (typeof doc?.version !== "string" && typeof doc?.version !== "number") throw new Error("Chart.yaml has no version");
  return String(doc.version);
}
function readEntry(entryDir) {
  try {
    const meta = JSON.parse(readFileSync5(join17(entryDir, "meta.json"), "utf8"));
    const chartDir = join17(entryDir, "chart");
    if (meta.complete !== true || typeof meta.version !== "string") return void 0;
    if (chartVersionOf(chartDir) !== meta.version || treeFingerprint(chartDir) !== meta.tree) return void 0;
    return { chartDir, version: meta.version };
  } catch {
    return void 0;
  }
}
function cachedExact(dir, version) {
  const hit = readEntry(join17(dir, entryName(version)));
  if (!hit || isDigest(version)) return hit;
  const a = parseVersion(hit.version);
  const b = parseVersion(version);
  return a && b && compareVersions(a, b) === 0 ? hit : void 0;
}
function cachedBest(dir, constraint) {
  if (!existsSync8(dir)) return void 0;
  const byVersion = /* @__PURE__ */ new Map();
  for (const name of readdirSync7(dir)) {
    if (name.startsWith(".") || name.startsWith("sha256-")) continue;
    const hit = readEntry(join17(dir, name));
    if (hit && normalizeVersion(hit.version) === name) byVersion.set(hit.version, hit);
  }
  const best = maxSatisfying([...byVersion.keys()], parseConstraint(constraint));
  return best === void 0 ? void 0 : byVersion.get(best);
}
function firstLines2(text2, n = 8) {
  return text2.split("\n").map((l) => l.trim().replace(/^Error:\s*/, "")).filter((l) => l && !/^level=(WARN|INFO|DEBUG)/.test(l)).slice(0, n).join("\n");
}
function helmPullArgs(ref2, version, destination) {
  const digest = isDigest(version);
  const versionArgs = version && !digest ? ["--version", version] : [];
  if (ref2.kind === "oci") {
    const args = ["pull", digest ? `${ref2.repo}@${version}` : ref2.repo, ...versionArgs, "--destination", destination, "--untar"];
    return ref2.plainHttp ? [...args, "--plain-http"] : args;
  }
  return ["pull", "--destination", destination, ...versionArgs, "--repo", ref2.repo, digest ? `${ref2.chart}@${version}` : ref2.chart, "--untar"];
}
function pullError(ref2, version, code2, output) {
  const msg = firstLines2(output) || `exit ${code2}, no output`;
  const what = describe2(ref2, version);
  if (/\b(401|403)\b|unauthori[sz]ed|authentication required|access denied|denied:|forbidden/i.test(msg)) {
    return new RenderError2(
      `${what} could not be fetched: the ${ref2.kind === "oci" ? "registry" : "repository"} requires credentials (${msg}). The guard never gives credentials to helm. To analyse this app, vendor the chart into this repository (\`helm pull --untar\` it, commit the directory and point the Application at it with \`path\`), or make the chart readable without credentials from where the guard runs.`
    );
  }
  if (/not found|could not locate a version|no chart version found|no chart name found/i.test(msg)) {
    return new RenderError2(`${what} was not found: ${msg}`);
  }
  return new RenderError2(`${what} could not be fetched (helm pull exit ${code2}): ${msg}`);
}
function publish(staged, final, trash) {
  if (existsSync8(final)) {
    if (readEntry(final)) return;
    renameSync(final, trash);
  }
  try {
    renameSync(staged, final);
  } catch (e) {
    if (!readEntry(final)) throw e;
  }
}
async function pull(ref2, requested, deps, dir) {
  const root = resolve5(deps.cacheDir);
  mkdirSync5(root, { recursive: true });
  const tmp = mkdtempSync4(join17(root, ".tmp-"));
  try {
    const dl = join17(tmp, "dl");
    mkdirSync5(dl);
    const tool = await deps.helm();
    const args = helmPullArgs(ref2, requested, dl);
    let r;
    try {
      r = await deps.runner.run(tool, args, { cwd: tmp, env: helmHomeEnv(join17(tmp, "home")), timeoutMs: deps.timeoutMs });
    } catch (e) {
      throw new RenderError2(`${describe2(ref2, requested)} could not be fetched: ${e.message}`);
    }
    if (r.code !== 0) throw pullError(ref2, requested, r.code, `${r.stderr}
${r.stdout}`);
    const pulled = readdirSync7(dl).map((n) => join17(dl, n)).filter((p) => existsSync8(join17(p, "Chart.yaml")));
    if (pulled.length !== 1) throw new RenderError2(`${describe2(ref2, requested)}: helm pull did not produce one chart directory`);
    let version;
    try {
      version = chartVersionOf(pulled[0]);
    } catch (e) {
      throw new RenderError2(`${describe2(ref2, requested)}: the pulled chart is invalid: ${e.message}`);
    }
    const exact = isExactVersion(requested) || isDigest(requested);
    const name = entryName(exact ? requested : version);
    const staged = join17(tmp, "entry");
    mkdirSync5(staged);
    renameSync(pulled[0], join17(staged, "chart"));
    const meta = {
      repo: ref2.repo,
      chart: ref2.chart,
      requested,
      version,
      fetchedAt: (/* @__PURE__ */ new Date()).toISOString(),
      tree: treeFingerprint(join17(staged, "chart")),
      complete: true
    };
    writeFileSync2(join17(staged, "meta.json"), JSON.stringify(meta, null, 2) + "\n");
    mkdirSync5(dir, { recursive: true });
    const final = join17(dir, name);
    publish(staged, final, join17(tmp, "old"));
    const entry = readEntry(final);
    if (!entry) throw new RenderError2(`${describe2(ref2, requested)}: the chart cache entry ${final} could not be written`);
    return { chartDir: entry.chartDir, version: entry.version, fromCache: false };
  } finally {
    rmSync3(tmp, { recursive: true, force: true });
  }
}
var inflight = /* @__PURE__ */ new Map();
var resolvedRanges = /* @__PURE__ */ new Map();
function shared(key, work) {
  let p = inflight.get(key);
  if (!p) {
    p = work().finally(() => inflight.delete(key));
    inflight.set(key, p);
  }
  return p;
}
async function fetchRemoteChart(source, deps) {
  const ref2 = remoteChartRef(source);
  const requested = source.targetRevision.trim();
  const dir = chartCacheDir(deps.cacheDir, ref2);
  if (isExactVersion(requested) || isDigest(requested)) {
    const hit2 = cachedExact(dir, requested);
    if (hit2) return { ...hit2, fromCache: true };
    if (!deps.network) {
      throw new RenderError2(
        `${describe2(ref2, requested)} is not in the chart cache (${resolve5(deps.cacheDir)}) and the network is off. Run once with network access to fill the cache, or vendor the chart into this repository.`
      );
    }
    return shared(`${dir}
exact
${entryName(requested)}`, () => pull(ref2, requested, deps, dir));
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
      `${describe2(ref2, "")}: no cached version matches '${requested || "*"}' and the network is off (chart cache ${resolve5(deps.cacheDir)}). Run once with network access, pin an exact version, or vendor the chart.`
    );
  }
  const rangeKey = `${dir}
range
${requested}`;
  const earlier = resolvedRanges.get(rangeKey);
  const hit = earlier === void 0 ? void 0 : cachedExact(dir, earlier);
  if (hit) return { ...hit, fromCache: true };
  const got = await shared(rangeKey, () => pull(ref2, requested, deps, dir));
  resolvedRanges.set(rangeKey, got.version);
  return got;
}

// src/render/remote-source.ts
var NotRenderedError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "NotRenderedError";
  }
};
async function renderRemoteSource(d, s, instance, refs, ctx, st, inputKey) {
  const { network, cacheDir } = ctx.remoteCharts;
  let chartDir;
  let version;
  try {
    ;
    ({ chartDir, version } = await fetchRemoteChart(s, { runner: ctx.runner, helm: () => ctx.toolbox.helm(), cacheDir, network }));
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
    output: { ...r.output, warnings: [...warnings, ...r.output.warnings], docs: r.output.docs.map((doc) => ({ ...doc, file: void 0, line: void 0 })) },
    templates: void 0
  };
}

// src/render/app.ts
function status(i, s, type, notRendered) {
  return { index: i, type, repoURL: s.repoURL, path: s.path, chart: s.chart, targetRevision: s.targetRevision, ref: s.ref, notRendered };
}
function sourceKind(s) {
  if (s.repoURL.startsWith("oci://")) return "oci";
  return s.chart ? "helm-repo" : "git";
}
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
function usesRef(s, ref2) {
  const paths = [...s.helm?.valueFiles ?? [], ...(s.helm?.fileParameters ?? []).map((f3) => f3.path)];
  return paths.some((p) => p === `$${ref2}` || p.startsWith(`$${ref2}/`));
}
async function renderApp2(d, ctx, sourceKeys = []) {
  const app = d.app;
  const out = { docs: [], sources: [], warnings: [], templates: {} };
  if (app.sources.length === 0) {
    out.error = { message: "the Application has no source (spec.source or spec.sources)", file: d.file };
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
      let message2 = r.reason instanceof Error ? r.reason.message : String(r.reason);
      if (/HelmChartInflationGenerator/.test(message2) && !ctx.kustomizeBuildOptions.includes("--enable-helm")) {
        message2 += " (hint: this kustomization inflates Helm charts, which needs --enable-helm; if your Argo CD sets kustomize.buildOptions: --enable-helm, set kustomizeBuildOptions: [--enable-helm] in .prune-guard.yaml)";
      }
      const file = r.reason instanceof RenderError2 ? r.reason.file : void 0;
      out.error ??= { message: `${app.sources.length > 1 ? `source ${i + 1}: ` : ""}${message2}`, file };
      continue;
    }
    if (!r.value) continue;
    const { output, unstable, templates } = r.value;
    out.warnings.push(...output.warnings);
    Object.assign(out.templates, templates ?? {});
    output.docs.forEach((doc, j) => out.docs.push({ obj: doc.obj, file: doc.file, line: doc.line, source: i, unstable: unstable?.[j] }));
  }
  if (out.error || out.notRendered) out.docs = [];
  return out;
}
async function renderSource(d, original, instance, refs, ctx, st, inputKey) {
  if (ctx.symlinkError) throw ctx.symlinkError;
  const appPath = resolveAppPath(ctx.checkout, original.path);
  let source = await applySourceOverrides(original, appPath, instance);
  const type = detectSourceType(source, appPath);
  st.type = type;
  if (type === "plugin") {
    throw new RenderError2("config management plugins are not supported offline (R1.8.1); this app cannot be analysed");
  }
  const offlineSchema = type === "helm" ? offlineSchemaFallback(source, appPath, ctx) : void 0;
  if (offlineSchema) source = offlineSchema.source;
  const req = renderRequest(d, source, { root: ctx.checkout, appPath }, instance, refs, ctx);
  const r = await renderCached(type, req, ctx, inputKey, appPath);
  return offlineSchema ? { ...r, output: { ...r.output, warnings: [offlineSchema.warning, ...r.output.warnings] } } : r;
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

// src/render/exec.ts
import { spawn as spawn2 } from "node:child_process";
var DEFAULT_TIMEOUT_MS = 12e4;
var MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
var PASSTHROUGH = ["PATH", "LANG", "LC_ALL", "TZ", "TMPDIR"];
function scrubbedEnv(extra = {}) {
  const env = {};
  for (const k of PASSTHROUGH) {
    const v = process.env[k];
    if (v !== void 0) env[k] = v;
  }
  return { ...env, ...extra };
}
function createToolRunner(options = {}) {
  return {
    run(tool, args, opts) {
      const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const argv = [...tool.prefixArgs, ...args];
      const started = Date.now();
      return new Promise((resolve7, reject) => {
        const child = spawn2(tool.command, argv, {
          cwd: opts.cwd,
          env: scrubbedEnv(opts.env),
          stdio: ["ignore", "pipe", "pipe"]
        });
        const out = [];
        const err = [];
        let size = 0;
        let killedFor = "";
        const timer = setTimeout(() => {
          killedFor = `timed out after ${timeoutMs} ms`;
          child.kill("SIGKILL");
        }, timeoutMs);
        child.stdout.on("data", (b) => {
          size += b.length;
          if (size > MAX_OUTPUT_BYTES) {
            killedFor = `output exceeded ${MAX_OUTPUT_BYTES} bytes`;
            child.kill("SIGKILL");
          } else out.push(b);
        });
        child.stderr.on("data", (b) => {
          if (err.reduce((n, x) => n + x.length, 0) < 1024 * 1024) err.push(b);
        });
        child.on("error", (e) => {
          clearTimeout(timer);
          reject(
            new Error(
              e.code === "ENOENT" ? `${tool.name} binary '${tool.command}' (${tool.origin}) could not be started: not found` : `${tool.name} could not be started: ${e.message}`
            )
          );
        });
        child.on("close", (code2) => {
          clearTimeout(timer);
          options.onRun?.([tool.command, ...argv], Date.now() - started);
          if (killedFor) {
            reject(new Error(`${tool.name} ${args[0] ?? ""} ${killedFor}`));
            return;
          }
          resolve7({ code: code2 ?? -1, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") });
        });
      });
    }
  };
}

// src/render/inputs.ts
import { createHash as createHash3 } from "node:crypto";
import { posix as posix7 } from "node:path";
function inputTree(entries, paths, sha, readText2, kustomizations) {
  const tree = /* @__PURE__ */ new Map();
  for (const [p, e] of entries) tree.set(p, `${e.mode} ${e.oid}`);
  return { tree, paths, sha, readText: readText2, kustomizations };
}
var Unsafe = class extends Error {
};
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var REMOTE = /^[a-z][a-z0-9+.-]*:\/\/|^git@|^github\.com\/|\?ref=|^ssh:/i;
var Collector = class {
  constructor(t) {
    this.t = t;
  }
  t;
  acc = /* @__PURE__ */ new Map();
  #visited = /* @__PURE__ */ new Set();
  norm(p) {
    const n = posix7.normalize(p).replace(/^\.\/?/, "").replace(/\/$/, "");
    if (n === ".." || n.startsWith("../") || posix7.isAbsolute(n)) throw new Unsafe(`path ${p} leaves the repository`);
    return n === "." ? "" : n;
  }
  /** Adds a file or a whole directory subtree. */
  add(p) {
    const n = this.norm(p);
    const entry = this.t.tree.get(n);
    if (entry !== void 0) {
      this.#entry(n, entry);
      return "file";
    }
    const prefix = n ? `${n}/` : "";
    let found = false;
    for (const path of this.#under(prefix)) {
      this.#entry(path, this.t.tree.get(path));
      found = true;
    }
    this.acc.set(`${n}/`, found ? "dir" : "missing");
    return found ? "dir" : "missing";
  }
  #entry(path, entry) {
    if (entry.startsWith("120000") || entry.startsWith("160000")) throw new Unsafe(`${path} is a symlink or submodule`);
    this.acc.set(path, entry);
  }
  *#under(prefix) {
    const paths = this.t.paths;
    let lo = 0;
    let hi = paths.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (paths[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < paths.length && paths[i].startsWith(prefix); i++) yield paths[i];
  }
  /** A kustomization directory: the whole dir, then every local reference, transitively. */
  kustomizeDir(dir) {
    const n = this.norm(dir);
    if (this.#visited.has(n)) return;
    this.#visited.add(n);
    this.add(n);
    const file = KUSTOMIZATION_FILES.map((f3) => n ? `${n}/${f3}` : f3).find((f3) => this.t.tree.has(f3));
    if (!file) return;
    const k = this.t.kustomizations.get(file);
    if (k === void 0) {
      if (this.t.readText(file) === void 0) throw new Unsafe(`${file} could not be read`);
      return;
    }
    for (const ref2 of kustomizeRefs(k)) {
      if (REMOTE.test(ref2)) throw new Unsafe(`remote kustomize reference ${ref2}`);
      const target = posix7.join(n, ref2);
      if (this.add(target) === "dir") this.kustomizeDir(target);
    }
  }
};
function sourceInputs(c, s) {
  const base = s.path;
  c.add(base);
  c.kustomizeDir(base);
  for (const comp of s.kustomize?.components ?? []) {
    if (REMOTE.test(comp)) throw new Unsafe(`remote component ${comp}`);
    if (c.add(posix7.join(base, comp)) === "dir") c.kustomizeDir(posix7.join(base, comp));
  }
  const helmPaths = [...s.helm?.valueFiles ?? [], ...(s.helm?.fileParameters ?? []).map((f3) => f3.path)];
  for (const raw of helmPaths) {
    if (/^https?:\/\//.test(raw)) continue;
    if (raw.includes("$") && !/^\$[A-Za-z0-9_-]+\//.test(raw)) throw new Unsafe(`value file ${raw} uses variables`);
    const rel = raw.startsWith("$") ? raw.slice(raw.indexOf("/") + 1) : raw.startsWith("/") ? raw.slice(1) : posix7.join(base, raw);
    const glob2 = rel.search(/[*?[{]/);
    c.add(glob2 < 0 ? rel : posix7.dirname(rel.slice(0, glob2) + "x"));
  }
}
function appFingerprint(d, t, repoURLs, settings) {
  const revision = /ARGOCD_APP_REVISION/.test(JSON.stringify(d.manifest)) ? t.sha : "";
  const files = /* @__PURE__ */ new Set();
  const sources2 = d.app.sources.map((s) => {
    const h2 = createHash3("sha256");
    h2.update(canonicalJson({ source: s.raw, settings, revision }));
    const inRepo = !s.repoURL.startsWith("oci://") && !s.chart && repoURLs.some((u) => sameRepo(u, s.repoURL));
    if (!inRepo) return h2.digest("hex");
    try {
      const c = new Collector(t);
      sourceInputs(c, s);
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
  if (sources2.some((x) => x === void 0)) return { sources: sources2, files: [...files] };
  const h = createHash3("sha256");
  h.update(canonicalJson({ app: d.manifest, sources: sources2 }));
  return { app: h.digest("hex"), sources: sources2, files: [...files].sort() };
}

// src/render/pool.ts
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
  return (fn) => new Promise((resolve7, reject) => {
    queue.push(() => {
      fn().then(resolve7, reject).finally(() => {
        active--;
        next();
      });
    });
    next();
  });
}

// src/report/model.ts
var REPORT_VERSION = 1;
var ref = (k) => ({ group: k.group, kind: k.kind, namespace: k.namespace, name: k.name });
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
  return what === "resources" ? [...r.resources.values()].filter((t) => t.hook.kind !== "skip").length : r.hooks.length;
}
function appReport(p) {
  const side = p.head ?? p.base;
  const d = side.discovered;
  return {
    name: d.app.name,
    namespace: d.app.namespace,
    file: d.file,
    line: d.line,
    change: p.change,
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
    create: p.create.map((t) => ref(t.key)),
    update: p.update.map((u) => ({ ...ref(u.key), paths: u.paths.map((c) => c.path) })),
    prune: p.prune.map((c) => ({ ...ref(c.key), outcome: c.outcome, file: c.file ?? null, line: c.line ?? null }))
  };
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
    summary: { apps: 0, changedApps: 0, create: 0, update: 0, prune: 0, findings: { critical: 0, high: 0, medium: 0, low: 0, info: 0 }, blocking: 0 },
    apps: plans.map(appReport),
    findings: findings2,
    problems: meta.problems
  });
}
function summarize(report) {
  const { apps, findings: findings2 } = report;
  const bySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, 0]));
  for (const f3 of findings2) bySeverity[f3.severity]++;
  const blocking = findings2.filter((f3) => f3.blocking).length;
  return {
    ...report,
    verdict: blocking > 0 ? "fail" : "pass",
    summary: {
      apps: apps.length,
      changedApps: apps.filter((a) => a.change !== "unchanged").length,
      create: apps.reduce((n, a) => n + a.create.length, 0),
      update: apps.reduce((n, a) => n + a.update.length, 0),
      prune: apps.reduce((n, a) => n + a.prune.length, 0),
      findings: bySeverity,
      blocking
    }
  };
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
        message: `Application ${app.name} has automated prune with allowEmpty: true, which turns off Argo CD's empty-render guard (R3.5.4). If a change ever makes it render no resources, ` + (confirm ? "the next auto-sync tries to prune all of them; the app-level Prune=confirm makes it wait for approval." : "the next auto-sync deletes every resource of the app, with no approval step."),
        fix: "Remove allowEmpty (it defaults to false) unless the app is meant to be emptied through Git. With allowEmpty false, an empty render leaves the app OutOfSync with a SyncError instead of wiping it."
      });
    }
    return out;
  }
};

// src/rules/app-removed-cascade.ts
var RESOURCES_FINALIZER2 = "resources-finalizer.argocd.argoproj.io";
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
    if (set2.expansion.error) return { how: `its ApplicationSet ${d.appSet.id} fails to generate at head (${set2.expansion.error}), so the controller creates and deletes nothing until that is fixed`, severity: "info", deletes: false };
    if (set2.expansion.unexpandable.length) return { how: `its ApplicationSet ${d.appSet.id} uses generators that cannot be evaluated offline (${set2.expansion.unexpandable.join(", ")}), so whether it still generates this app is unknown`, severity: "info", deletes: false };
    if (!d.appSet.deletesApps) return { how: `its ApplicationSet ${d.appSet.id} no longer generates it, but its sync policy does not delete Applications`, severity: "info", deletes: false };
    return { how: `its ApplicationSet ${d.appSet.id} no longer generates it; the ApplicationSet controller deletes it right away`, severity: "critical", deletes: true };
  }
  if (d.parent) {
    const parent = plans.get(d.parent);
    if (parent && !parent.head && !seen.has(parent.id)) {
      seen.add(parent.id);
      const r = remover(parent, plans, graph, seen);
      return { ...r, how: `its parent app ${d.parent} is removed (${r.how})` };
    }
    const key = appKey(p);
    const c = parent?.prune.find((x) => keyString(x.key) === keyString(key));
    if (c) {
      const by = {
        delete: { how: `its parent app ${d.parent} no longer renders it and prunes it on the next automated sync`, severity: "critical", deletes: true },
        "requires-manual-prune": { how: `its parent app ${d.parent} no longer renders it; the next sync with prune deletes it`, severity: "high", deletes: true },
        "needs-confirmation": { how: `its parent app ${d.parent} no longer renders it; deleting it waits for prune confirmation (Prune=confirm)`, severity: "high", deletes: true },
        "kept-prune-false": { how: `its parent app ${d.parent} no longer renders it but it has Prune=false, so it is kept`, severity: "info", deletes: false }
      };
      return by[c.outcome];
    }
    if (parent?.head && (parent.head.error || parent.head.notRendered)) {
      return { how: `its parent app ${d.parent} does not render at head, so nothing is synced until that is fixed`, severity: "info", deletes: false };
    }
  }
  return { how: "nothing in this repository manages the Application, so deleting its manifest does not delete it from the cluster", severity: "info", deletes: false };
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
      const finalizer = d.app.finalizers.some((f3) => f3 === RESOURCES_FINALIZER2 || f3.startsWith(`${RESOURCES_FINALIZER2}/`));
      const rename = renamedTo(p, plans);
      const renameNote = rename ? ` It looks renamed to ${rename}: the new app recreates everything after the old one deleted it.` : "";
      const resources = [...p.base.render?.resources.values() ?? []].filter((t) => t.hook.kind !== "skip");
      const kept = resources.filter((t) => t.key.kind === "CustomResourceDefinition" || deleteProtection(t.obj) === "Delete=false" || deleteProtection(t.obj)?.startsWith("helm.sh"));
      const deleted = resources.filter((t) => !kept.includes(t));
      let severity = r.severity;
      let effect2;
      if (!r.deletes) effect2 = "Nothing is deleted.";
      else if (!finalizer) {
        severity = "low";
        effect2 = `The Application has no ${RESOURCES_FINALIZER2} finalizer, so its ${resources.length} resource(s) are left running, unmanaged (orphaned).`;
      } else if (!p.base.render) {
        effect2 = `With the ${RESOURCES_FINALIZER2} finalizer every resource it manages is deleted (its base render is not available to list them).`;
      } else {
        const list3 = deleted.slice(0, LIST_LIMIT).map((t) => keyLabel(t.key)).join(", ") + (deleted.length > LIST_LIMIT ? `, and ${deleted.length - LIST_LIMIT} more` : "");
        const namespaces = deleted.filter((t) => t.key.group === "" && t.key.kind === "Namespace").map((t) => t.key.name);
        effect2 = `With the ${RESOURCES_FINALIZER2} finalizer the cascade deletes ${deleted.length} resource(s): ${list3 || "none"}.` + (kept.length ? ` Kept: ${kept.map((t) => keyLabel(t.key)).join(", ")} (CRD, Delete=false or resource-policy keep).` : "") + (namespaces.length ? ` Deleting Namespace ${namespaces.join(", ")} also deletes everything inside, including other apps' objects (R3.6.3).` : "");
        if (deleted.length === 0) severity = "info";
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

// src/rules/support.ts
function renderOf(side) {
  if (!side || side.error || side.notRendered) return void 0;
  return side.render;
}
function applied(render) {
  return [...render.resources.values()].filter((t) => t.hook.kind === "resource");
}
function listKeys(keys, max = 5) {
  const labels = keys.slice(0, max).map(keyLabel);
  const more = keys.length - labels.length;
  return more > 0 ? `${labels.join(", ")} and ${more} more` : labels.join(", ");
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
  const base = applied(b).length;
  if (base === 0 || applied(h).length > 0) return void 0;
  return { base };
}
function whatHappens(plan, n, kept) {
  const sp = plan.head.discovered.app.syncPolicy;
  const all = kept > 0 ? `those ${n}` : `all ${plural(n, "resource")}`;
  if (sp.automated && sp.prune && !sp.allowEmpty) {
    return `Auto-sync refuses to run ("auto-sync will wipe out all resources", R3.5.4): the app stays OutOfSync with a SyncError. That guard only covers auto-sync: any manual sync with prune deletes ${all}.`;
  }
  if (sp.automated && sp.prune) {
    return `The app sets automated.allowEmpty: true, which turns off the empty-render guard (R3.5.4): the next automated sync deletes ${all}.`;
  }
  if (sp.automated) {
    return `Automated prune is off, so auto-sync skips (R3.5.2) and the app shows OutOfSync (requires pruning); the next manual sync with prune deletes ${all} (R3.3.4).`;
  }
  return `The app has no auto-sync; the next manual sync with prune deletes ${all} (R3.3.4).`;
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
      const gone = removable(p.prune);
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

// src/argocd/quantity.ts
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
function get(obj3, path) {
  let cur = obj3;
  for (const k of path.split(".")) {
    if (!isRecord(cur)) return void 0;
    cur = cur[k];
  }
  return cur;
}
var set = (v) => v !== void 0 && v !== null && v !== "";
var eq2 = (a, b) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
var str2 = (v) => typeof v === "string" ? v : "";
var IMMUTABLE = "field is immutable";
function changed(b, h, path, why = IMMUTABLE, dflt) {
  const x = get(b, path) ?? dflt;
  const y = get(h, path) ?? dflt;
  return eq2(x, y) ? [] : [{ path, why }];
}
function changedBothSet(b, h, path, why = IMMUTABLE) {
  const x = get(b, path);
  const y = get(h, path);
  return set(x) && set(y) && !eq2(x, y) ? [{ path, why }] : [];
}
var STS_FORBIDDEN = "Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden";
var STS_MUTABLE = /* @__PURE__ */ new Set(["replicas", "ordinals", "template", "updateStrategy", "revisionHistoryLimit", "persistentVolumeClaimRetentionPolicy", "minReadySeconds"]);
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
    if (!eq2(x, y)) out.push({ path: `spec.${k}`, why: STS_FORBIDDEN });
  }
  return out;
}
function primaryIP(o) {
  const ips = get(o, "spec.clusterIPs");
  return str2(get(o, "spec.clusterIP")) || (Array.isArray(ips) ? str2(ips[0]) : "");
}
function service(b, h) {
  const bt = str2(get(b, "spec.type")) || "ClusterIP";
  const ht = str2(get(h, "spec.type")) || "ClusterIP";
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
    ...bm && hm && !eq2(bm, hm) ? [{ path: "spec.accessModes", why: PVC_SPEC }] : [],
    ...changed(b, h, "spec.volumeMode", PVC_SPEC, "Filesystem"),
    ...changedBothSet(b, h, "spec.volumeName", PVC_SPEC),
    ...changed(b, h, "spec.selector", PVC_SPEC),
    ...changed(b, h, "spec.dataSource", PVC_SPEC),
    ...changedBothSet(b, h, "spec.dataSourceRef", PVC_SPEC)
  ];
  const bsz = get(b, "spec.resources.requests.storage");
  const hsz = get(h, "spec.resources.requests.storage");
  if (compareQuantities(hsz, bsz) === -1) {
    out.push({ path: "spec.resources.requests.storage", why: `shrinks from ${String(bsz)} to ${String(hsz)}: Forbidden: field can not be less than previous value` });
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
    ...eq2(source(b), source(h)) ? [] : [{ path: "spec (volume source)", why: "Forbidden: spec.persistentvolumesource is immutable after creation" }],
    ...changed(b, h, "spec.volumeMode", IMMUTABLE, "Filesystem"),
    ...changedBothSet(b, h, "spec.nodeAffinity")
  ];
}
function frozenData(b, h, fields) {
  if (b.immutable !== true) return [];
  const out = [];
  for (const f3 of fields) {
    if (!eq2(b[f3], h[f3])) out.push({ path: f3, why: "field is immutable when `immutable` is set" });
  }
  if (h.immutable !== true) out.push({ path: "immutable", why: "field is immutable when `immutable` is set" });
  return out;
}
var IMMUTABLE_CHECKS = {
  "apps/Deployment": (b, h) => changed(b, h, "spec.selector"),
  "apps/ReplicaSet": (b, h) => changed(b, h, "spec.selector"),
  "apps/DaemonSet": (b, h) => changed(b, h, "spec.selector"),
  "apps/StatefulSet": statefulSet,
  "batch/Job": (b, h) => [...changed(b, h, "spec.selector"), ...changed(b, h, "spec.template"), ...changed(b, h, "spec.completionMode", IMMUTABLE, "NonIndexed")],
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
        const obj3 = u.head.obj;
        const opt = (k) => syncOption(obj3, app.syncPolicy.syncOptions, k) === "true";
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
          message2 = `${what} changes fields Kubernetes cannot update in place: ${list3}. It has ${how}, so the sync deletes and recreates it instead of failing (R7.1). ${recreateCost(u.key.kind)}`;
          fix = "Merge only if the delete-and-recreate is acceptable; otherwise keep the old value of the field.";
        } else {
          const replaceNote = replace ? " Replace=true alone does not help: kubectl replace is an update too and is rejected the same way (R7.1)." : "";
          message2 = `${what} changes fields Kubernetes cannot update in place: ${list3}. The API server rejects the apply, so the sync fails on this object (R4.5.5): later waves are not applied, the app stays OutOfSync with a failed operation, and auto-sync does not retry the same revision (R3.5.3).${replaceNote}`;
          fix = u.key.kind === "StatefulSet" ? `Keep the old value, or recreate the StatefulSet without its pods: \`kubectl delete statefulset ${u.key.namespace ? `-n ${u.key.namespace} ` : ""}${u.key.name} --cascade=orphan\`, then sync (pods and PVCs survive). Renaming it creates a new StatefulSet with new, empty PVCs.` : u.key.kind === "PersistentVolumeClaim" ? "Keep the old value. A new claim (new name) starts empty: migrate the data first, then switch the workload to it." : "Rename the resource (the new name is created and the old one pruned), or, knowingly, annotate it with argocd.argoproj.io/sync-options: Force=true,Replace=true so Argo CD deletes and recreates it (R7.1)." + (u.key.kind === "Job" ? " A Job that should run on every change is usually a hook (PreSync/Sync with BeforeHookCreation)." : "");
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
    threshold: numberOption(options, "mass-prune", "threshold", MASS_PRUNE_DEFAULTS.threshold, (n) => n > 0 && n <= 1, 'a share above 0 and at most 1 (0.5) or a percentage ("50%")'),
    minResources: numberOption(options, "mass-prune", "minResources", MASS_PRUNE_DEFAULTS.minResources, (n) => Number.isInteger(n) && n >= 1, "a whole number of at least 1")
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
      const base = applied(b).length;
      if (base < minResources) continue;
      const gone = removable(p.prune);
      const share = gone.length / base;
      if (share <= threshold) continue;
      const d = p.head.discovered;
      const automatic = gone.some((c) => c.outcome === "delete");
      const goneKeys = new Set(gone.map((c) => `${c.key.group}/${c.key.kind}`));
      const recreated = p.create.filter((t) => goneKeys.has(`${t.key.group}/${t.key.kind}`)).length;
      const rename = recreated > 0 ? ` At the same time ${plural(p.create.length, "resource")} ${p.create.length === 1 ? "is" : "are"} created, ${recreated} of the same kinds: if this is a rename (release name, namePrefix/nameSuffix, a moved namespace), every renamed object is deleted and recreated, which restarts workloads and loses the data of PersistentVolumeClaims.` : "";
      out.push({
        ...appRef(p),
        severity: automatic ? "high" : "medium",
        introduced: true,
        resource: null,
        file: d.file,
        line: d.line,
        message: `A sync of Application ${d.app.name} would remove ${gone.length} of its ${base} resources (${pct(share)}, threshold ${pct(threshold)}): ${outcomeSummary(p.prune)}. Removed: ${listKeys(gone.map((c) => c.key))}.${rename}`,
        fix: "Check that the removal is intended (a values toggle, a changed include/exclude or a renamed release often removes more than expected). If it is, merge knowingly; to keep objects while the app stops managing them, first annotate them with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change."
      });
    }
    return out;
  }
};

// src/rules/shared-resource.ts
var IN_CLUSTER = "https://kubernetes.default.svc";
function clusterOf(p, revision) {
  const dest = (revision === "head" ? p.head : p.base).discovered.app.destination;
  if (dest.server) return dest.server.replace(/\/+$/, "");
  return dest.name === "in-cluster" ? IN_CLUSTER : `name:${dest.name}`;
}
var sharedResource = {
  id: "shared-resource",
  severity: "medium",
  title: "The same resource is rendered by two Applications",
  kind: "state",
  check({ plans, revision }) {
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
      for (const me of owners) {
        const mine = sideOf(me.plan, revision).discovered;
        const failOnShared = parseOptions(mine.app.syncPolicy.syncOptions).get("FailOnSharedResource") === "true";
        for (const other of owners) {
          if (other === me) continue;
          const theirs = sideOf(other.plan, revision).discovered;
          const differ = !semanticallyEqual(me.target.obj, other.target.obj);
          out.push({
            ...appRef(me.plan),
            severity: failOnShared ? "high" : "medium",
            resource: me.target.key,
            file: me.target.file ?? mine.file,
            line: me.target.file ? me.target.line ?? null : mine.line,
            fingerprint: other.plan.id,
            message: `${keyLabel(me.target.key)} is also rendered by Application ${theirs.app.name} (${theirs.file}). Argo CD reports SharedResourceWarning (R3.7.1): each app's sync re-stamps the tracking id, so the other app shows it OutOfSync` + (differ ? ", and the two apps render it differently, so every sync overwrites the other's version." : ".") + (failOnShared ? ` ${mine.app.name} sets FailOnSharedResource=true, so its syncs fail before applying anything (R3.5.5).` : "") + ` If one app stops rendering it, that app may prune it while the other still needs it.`,
            fix: "Render the resource in exactly one Application (remove it from the other one's source, or disable it there through values or a kustomize patch). If both apps need it, move it to a shared app they both depend on."
          });
        }
      }
    }
    return out;
  }
};

// src/rules/source-path-change.ts
var SOURCE_FIELDS = ["repoURL", "path", "chart", "targetRevision", "ref"];
function same2(field, a, b) {
  return field === "repoURL" ? a === b || repoIdentity(a) !== "" && repoIdentity(a) === repoIdentity(b) : a === b;
}
var show = (v) => v === "" ? "(unset)" : JSON.stringify(v);
function describeSource(s) {
  return SOURCE_FIELDS.filter((f3) => s[f3] !== "").map((f3) => `${f3} ${JSON.stringify(s[f3])}`).join(", ");
}
function sourceChanges(base, head, baseMulti, headMulti) {
  const label = (multi, i) => multi ? `spec.sources[${i}]` : "spec.source";
  const out = [];
  for (let i = 0; i < Math.max(base.length, head.length); i++) {
    const b = base[i];
    const h = head[i];
    if (b && h) {
      for (const f3 of SOURCE_FIELDS) {
        if (!same2(f3, b[f3], h[f3])) out.push(`${label(headMulti, i)}.${f3} ${show(b[f3])} \u2192 ${show(h[f3])}`);
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
      text: `The head does not render: ${head.error.message}. Argo CD reports a ComparisonError and syncs nothing in this app until it renders (R3.5.1).`
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
      const { severity, text: text2 } = consequence(p);
      const d = p.head.discovered;
      out.push({
        ...appRef(p),
        severity,
        introduced: true,
        resource: null,
        // The Application manifest; the line is the document's (the changed field's line is not in the plan).
        file: d.file,
        line: d.line,
        message: `Application ${ha.name} changes its source: ${changes.join("; ")}. ${text2}`,
        fix: p.head.error ? "Point the source at something that renders (the path must exist at that targetRevision; the chart and version must exist in the repository), or revert the source change." : severity === "high" ? "Check that the new source renders the same resources (compare the listed prunes). To move resources between paths without deleting them, keep their kinds, names and namespaces identical, or annotate them with argocd.argoproj.io/sync-options: Prune=false in a separate, synced change first." : "No action needed when the consequence above is intended."
      });
    }
    return out;
  }
};

// src/argocd/references.ts
var RBAC = "rbac.authorization.k8s.io";
var WORKLOAD_GROUPS = /* @__PURE__ */ new Set(["", "apps", "extensions", "batch", "argoproj.io"]);
var rec = (v) => isRecord(v) ? v : {};
var list2 = (v) => Array.isArray(v) ? v.filter(isRecord) : [];
var str3 = (v) => typeof v === "string" ? v : "";
function podTemplateOf(obj3, group, kind) {
  if (!WORKLOAD_GROUPS.has(group)) return void 0;
  const spec = rec(obj3.spec);
  let tpl;
  switch (kind) {
    case "Pod":
      return isRecord(obj3.spec) ? { spec, labels: labelsOf(obj3) } : void 0;
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
  const sa = str3(spec.serviceAccountName) || str3(spec.serviceAccount);
  if (sa) add("ServiceAccount", sa, "serviceAccountName");
  for (const s of list2(spec.imagePullSecrets)) add("Secret", s.name, "imagePullSecrets");
  for (const v of list2(spec.volumes)) {
    const vol = `volume "${str3(v.name)}"`;
    if (isRecord(v.configMap)) add("ConfigMap", v.configMap.name, vol, v.configMap.optional === true);
    if (isRecord(v.secret)) add("Secret", v.secret.secretName, vol, v.secret.optional === true);
    if (isRecord(v.persistentVolumeClaim)) add("PersistentVolumeClaim", v.persistentVolumeClaim.claimName, vol);
    for (const s of list2(rec(v.projected).sources)) {
      if (isRecord(s.configMap)) add("ConfigMap", s.configMap.name, `projected ${vol}`, s.configMap.optional === true);
      if (isRecord(s.secret)) add("Secret", s.secret.name, `projected ${vol}`, s.secret.optional === true);
    }
    const csi = rec(v.csi);
    const spc = str3(rec(csi.volumeAttributes).secretProviderClass);
    if (csi.driver === "secrets-store.csi.k8s.io" && spc) {
      out.push({ key: { group: "secrets-store.csi.x-k8s.io", kind: "SecretProviderClass", namespace, name: spc }, optional: false, via: vol });
    }
  }
  for (const field of ["initContainers", "containers", "ephemeralContainers"]) {
    for (const c of list2(spec[field])) {
      const of = `container "${str3(c.name)}"`;
      for (const e of list2(c.env)) {
        const from = rec(e.valueFrom);
        const via = `env ${str3(e.name)} of ${of}`;
        if (isRecord(from.configMapKeyRef)) add("ConfigMap", from.configMapKeyRef.name, via, from.configMapKeyRef.optional === true);
        if (isRecord(from.secretKeyRef)) add("Secret", from.secretKeyRef.name, via, from.secretKeyRef.optional === true);
      }
      for (const e of list2(c.envFrom)) {
        if (isRecord(e.configMapRef)) add("ConfigMap", e.configMapRef.name, `envFrom of ${of}`, e.configMapRef.optional === true);
        if (isRecord(e.secretRef)) add("Secret", e.secretRef.name, `envFrom of ${of}`, e.secretRef.optional === true);
      }
    }
  }
  return out;
}
function bindingReferences(obj3, kind, namespace) {
  const out = [];
  const role = rec(obj3.roleRef);
  const roleName = str3(role.name);
  if (roleName && (role.kind === "Role" || role.kind === "ClusterRole")) {
    const ns = role.kind === "Role" ? namespace : "";
    out.push({ key: { group: RBAC, kind: role.kind, namespace: ns, name: roleName }, optional: false, via: "roleRef" });
  }
  for (const s of list2(obj3.subjects)) {
    if (s.kind !== "ServiceAccount" || !str3(s.name)) continue;
    const ns = str3(s.namespace) || (kind === "RoleBinding" ? namespace : "");
    if (ns) out.push({ key: core("ServiceAccount", ns, str3(s.name)), optional: false, via: "subjects" });
  }
  return out;
}
function ingressReferences(obj3, namespace) {
  const out = [];
  const spec = rec(obj3.spec);
  const backend = (b, via) => {
    const r = rec(b);
    const name = str3(rec(r.service).name) || str3(r.serviceName);
    if (name) out.push({ key: core("Service", namespace, name), optional: false, via });
  };
  backend(spec.defaultBackend ?? spec.backend, "default backend");
  for (const rule of list2(spec.rules)) {
    for (const p of list2(rec(rule.http).paths)) backend(p.backend, `backend of ${str3(rule.host) || "*"}${str3(p.path)}`);
  }
  for (const t of list2(spec.tls)) {
    const name = str3(t.secretName);
    if (name) out.push({ key: core("Secret", namespace, name), optional: false, via: "tls" });
  }
  return out;
}
function referencesOf(obj3, key) {
  const { group, kind, namespace } = key;
  const pod = podTemplateOf(obj3, group, kind);
  if (pod) return podReferences(pod.spec, namespace);
  if (group === RBAC && (kind === "RoleBinding" || kind === "ClusterRoleBinding")) return bindingReferences(obj3, kind, namespace);
  if ((group === "networking.k8s.io" || group === "extensions") && kind === "Ingress") return ingressReferences(obj3, namespace);
  if (group === "" && kind === "ServiceAccount") {
    const out = [];
    for (const s of [...list2(obj3.secrets), ...list2(obj3.imagePullSecrets)]) {
      if (str3(s.name)) out.push({ key: core("Secret", namespace, str3(s.name)), optional: false, via: "secrets" });
    }
    return out;
  }
  if (group === "admissionregistration.k8s.io" && (kind === "MutatingWebhookConfiguration" || kind === "ValidatingWebhookConfiguration")) {
    const out = [];
    for (const w of list2(obj3.webhooks)) {
      const svc = rec(rec(w.clientConfig).service);
      if (str3(svc.name) && str3(svc.namespace)) {
        out.push({ key: core("Service", str3(svc.namespace), str3(svc.name)), optional: false, via: `webhook ${str3(w.name)}` });
      }
    }
    return out;
  }
  if (group === "apiregistration.k8s.io" && kind === "APIService") {
    const svc = rec(rec(obj3.spec).service);
    return str3(svc.name) && str3(svc.namespace) ? [{ key: core("Service", str3(svc.namespace), str3(svc.name)), optional: false, via: "service" }] : [];
  }
  if (group === "" && kind === "PersistentVolumeClaim") {
    const sc = rec(obj3.spec).storageClassName;
    return typeof sc === "string" && sc !== "" ? [{ key: { group: "storage.k8s.io", kind: "StorageClass", namespace: "", name: sc }, optional: false, via: "storageClassName" }] : [];
  }
  return [];
}
function selectorMatches2(selector, labels) {
  const sel = stringMap(selector);
  const entries = Object.entries(sel);
  return entries.length > 0 && entries.every(([k, v]) => labels[k] === v);
}
function podInputs(spec) {
  const env = [];
  const args = [];
  for (const field of ["initContainers", "containers"]) {
    for (const c of list2(spec[field])) {
      for (const k of ["command", "args"]) if (Array.isArray(c[k])) {
        for (const s of c[k]) if (typeof s === "string") args.push(s);
      }
      for (const e of list2(c.env)) if (typeof e.value === "string") env.push([str3(e.name), e.value]);
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
function mentionsName(text2, name) {
  let i = text2.indexOf(name);
  while (i >= 0) {
    const before = i === 0 ? "" : text2[i - 1];
    const after = text2[i + name.length] ?? "";
    if (!/[a-z0-9-]/i.test(before) && !/[a-z0-9-]/i.test(after)) return true;
    i = text2.indexOf(name, i + 1);
  }
  return false;
}

// src/argocd/waves.ts
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
function kindRank(kind) {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? 0 : i - KIND_ORDER.length;
}
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
function goAtoi(s) {
  if (!/^[+-]?[0-9]+$/.test(s)) return void 0;
  const n = BigInt(s);
  if (n < INT64_MIN || n > INT64_MAX) return void 0;
  return Number(n);
}
function waveOf(obj3) {
  const ann = isRecord(metadataOf(obj3).annotations) ? metadataOf(obj3).annotations : {};
  const invalid = [];
  for (const [annotation, from] of [
    [SYNC_WAVE_ANNOTATION, "sync-wave"],
    [HELM_HOOK_WEIGHT_ANNOTATION, "hook-weight"]
  ]) {
    if (!(annotation in ann)) continue;
    const raw = ann[annotation];
    const n = typeof raw === "string" ? goAtoi(raw) : void 0;
    if (n !== void 0) return { wave: n, from, invalid };
    invalid.push({ annotation, value: raw });
  }
  return { wave: 0, from: "default", invalid };
}
function comparePosition(a, b) {
  return PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.wave - b.wave;
}
function positionLabel(t) {
  return `${t.phase} phase, wave ${t.wave}`;
}
function nameOfTarget(t) {
  return t.key.name;
}
function lessTask(a, b) {
  const d = comparePosition(a, b);
  if (d !== 0) return d;
  const k = kindRank(a.target.key.kind) - kindRank(b.target.key.kind);
  if (k !== 0) return k;
  const x = nameOfTarget(a.target);
  const y = nameOfTarget(b.target);
  return x < y ? -1 : x > y ? 1 : 0;
}
function adjustDeps(tasks, isDep, refOf) {
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
    const ref2 = refOf(t.target);
    if (ref2 !== void 0 && !first.has(ref2)) first.set(ref2, i);
  }
}
function crdKey(t) {
  if (t.key.kind !== "CustomResourceDefinition" || t.key.group !== "apiextensions.k8s.io") return void 0;
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
  all.sort(lessTask);
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
var DEP_KINDS = /* @__PURE__ */ new Set(["/ConfigMap", "/Secret", "/ServiceAccount", "/PersistentVolumeClaim", "secrets-store.csi.x-k8s.io/SecretProviderClass"]);
var PATCHED_KINDS = /* @__PURE__ */ new Set([
  "admissionregistration.k8s.io/MutatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
  "apiregistration.k8s.io/APIService"
]);
var gk = (k) => `${k.group}/${k.kind}`;
var where = (t) => t.hook ? `${t.phase} hook, wave ${t.wave}` : positionLabel(t);
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
function finding(t, severity, fingerprint, message2, fix) {
  return { resource: t.target.key, file: t.target.file ?? null, line: t.target.line ?? null, severity, fingerprint, message: message2, fix };
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
      const deps = byKey.get(keyString(r.key));
      const what = `${keyLabel(u.target.key)} (${where(u)}) needs ${keyLabel(r.key)} (${r.via})`;
      const fp = `${r.key.kind}/${r.key.name}`;
      if (!deps) {
        if (!ignored.has(keyString(r.key))) continue;
        done.add(id);
        out.push(finding(
          u,
          r.optional ? "low" : "high",
          fp,
          `${what}, but ${r.key.name} is a hook without a sync phase (Helm test/delete/rollback, Argo PreDelete/PostDelete): Argo CD never applies it during a sync (R4.1.4), so ${effect(r)} unless it already exists.`,
          `Make ${keyLabel(r.key)} a normal resource (drop its hook annotation) or a hook of a sync phase before its user.`
        ));
        continue;
      }
      if (deps.some((d2) => comparePosition(d2, u) <= 0)) continue;
      if (gk(u.target.key) === "batch/CronJob") continue;
      done.add(id);
      const d = deps[0];
      const presync = u.hook && u.phase === "PreSync" && deps.every((x) => x.phase !== "PreSync");
      const message2 = presync ? `${what}, which only exists from the ${d.phase} phase on (${where(d)}). On the first sync (a new cluster or namespace, a restore) it does not exist when the PreSync hook runs: ${effect(r)}, the hook never completes and the sync hangs in PreSync (R4.4.1, R4.5.3). Later syncs only work because the previous revision of ${r.key.name} is still live.` : r.optional ? `${what}, which is applied later (${where(d)}). The reference is optional, so the pods start without it and miss its data until they restart.` : `${what}, which is applied later (${where(d)}). A multi-step sync waits for each step to be healthy before the next (R4.5.4), but until ${r.key.name} exists ${effect(r)}: the first sync stalls and then fails.`;
      out.push(finding(u, r.optional ? "low" : "high", fp, message2, FIX_ORDER));
    }
  }
}
function namedLater(tasks, out) {
  const earliest = /* @__PURE__ */ new Map();
  for (const t of tasks) if (!earliest.has(keyString(t.target.key))) earliest.set(keyString(t.target.key), t);
  const done = /* @__PURE__ */ new Set();
  for (const u of tasks) {
    if (!runsToCompletion(u)) continue;
    const pod = podTemplateOf(u.target.obj, u.target.key.group, u.target.key.kind);
    if (!pod) continue;
    const inputs = podInputs(pod.spec);
    const patches = inputs.args.some((a) => /^patch$/i.test(a) || /(^|\s)(kubectl|oc)\s.*\bpatch\b/.test(a));
    const text2 = inputs.args.join("\n");
    for (const d of earliest.values()) {
      if (comparePosition(d, u) <= 0) continue;
      const k = d.target.key;
      const how = gk(k) === "/Service" && addressesService(inputs, k.name, k.namespace) && (k.namespace === u.target.key.namespace || text2.includes(`${k.name}.${k.namespace}`)) ? `connects to ${keyLabel(k)}` : PATCHED_KINDS.has(gk(k)) && patches && mentionsName(text2, k.name) ? `patches ${keyLabel(k)}` : void 0;
      const id = `${keyString(u.target.key)}\0${keyString(k)}`;
      if (!how || done.has(id)) continue;
      done.add(id);
      const first = u.hook && u.phase === "PreSync" && !d.hook;
      out.push(finding(
        u,
        first ? "high" : "medium",
        `${k.kind}/${k.name}`,
        `${keyLabel(u.target.key)} (${where(u)}) must run to completion and ${how} (named in its container arguments/environment), which Argo CD applies only later (${where(d)}). ` + (first ? "On the first sync it does not exist yet, so the hook cannot finish and the sync hangs in PreSync (R4.4.1, R4.5.3); later syncs only work against the previous revision." : "The job waits on something that comes after it, so the sync stalls until the job times out or fails (R4.5.4)."),
        `Run the job after ${k.name}: a later wave or phase (e.g. a PostSync hook), or move ${k.name} to an earlier wave. If the job does not really need it, suppress with prune-guard.io/ignore: wave-order.`
      ));
    }
  }
}
function storageClassOf(obj3, classes, defaultClass, opts) {
  const spec = isRecord(obj3.spec) ? obj3.spec : {};
  if (typeof spec.volumeName === "string" && spec.volumeName !== "") return null;
  const beta = annotationsOf(obj3)["volume.beta.kubernetes.io/storage-class"];
  const name = typeof spec.storageClassName === "string" ? spec.storageClassName : beta;
  if (name === "") return null;
  if (name === void 0) return defaultClass ?? { name: "(cluster default)", binding: opts.defaultStorageClassBinding };
  return { name, binding: classes.get(name) ?? opts.storageClasses[name] ?? "unknown" };
}
function pendingClaims(tasks, classes, defaultClass, opts, out) {
  const seen = /* @__PURE__ */ new Set();
  for (const p of tasks) {
    if (gk(p.target.key) !== "/PersistentVolumeClaim" || seen.has(keyString(p.target.key))) continue;
    seen.add(keyString(p.target.key));
    const sc = storageClassOf(p.target.obj, classes, defaultClass, opts);
    if (!sc || sc.binding === "Immediate") continue;
    const wffc = sc.binding === "WaitForFirstConsumer";
    const mode = wffc ? `StorageClass ${sc.name} binds on first consumer (WaitForFirstConsumer)` : `the binding mode of StorageClass ${sc.name} is unknown; most cloud defaults are WaitForFirstConsumer`;
    const consumers2 = tasks.filter((u) => referencesOf(u.target.obj, u.target.key).some((r) => keyString(r.key) === keyString(p.target.key)));
    const fix = `Put ${keyLabel(p.target.key)} in the same wave as its consumer (R4.5.2 applies a wave together), or use an Immediate StorageClass. Tell prune-guard the class's binding mode with the wave-order options storageClasses/defaultStorageClassBinding.`;
    if (consumers2.length > 0) {
      const first = consumers2[0];
      if (comparePosition(p, first) >= 0) continue;
      out.push(finding(
        p,
        wffc ? "high" : "medium",
        `consumer:${keyLabel(first.target.key)}`,
        `${keyLabel(p.target.key)} (${where(p)}) is applied before its first consumer ${keyLabel(first.target.key)} (${where(first)}); ${mode}. It stays Pending, which Argo CD counts as Progressing (R4.6.6), so the step never completes and the consumer is never created: the sync deadlocks.`,
        fix
      ));
    } else if (isNonFinal(p, tasks)) {
      out.push(finding(
        p,
        wffc ? "medium" : "low",
        "unconsumed",
        `${keyLabel(p.target.key)} (${where(p)}) is in a step before the last one and nothing in this app mounts it; ${mode}. A Pending claim is Progressing (R4.6.6), so the sync waits on it until something outside the app consumes it.`,
        fix
      ));
    }
  }
}
function stalls(tasks, opts, out) {
  const last = tasks[tasks.length - 1];
  for (const t of tasks) {
    if (t.hook || !isNonFinal(t, tasks)) continue;
    const spec = isRecord(t.target.obj.spec) ? t.target.obj.spec : {};
    const k = gk(t.target.key);
    const later = `later steps (up to the ${positionLabel(last)}) wait for its health (R4.5.4)`;
    const fix = "Move it to the last wave (or make it a hook of the right phase) so nothing waits on it.";
    if (k === "batch/Job") {
      const msg = spec.suspend === true ? `${keyLabel(t.target.key)} is a suspended non-hook Job in the ${positionLabel(t)}: it is Suspended (R4.6.4) and never completes, so ${later} forever.` : `${keyLabel(t.target.key)} is a non-hook Job in the ${positionLabel(t)}: ${later}, i.e. for the Job to complete; if it fails the sync fails (R4.6.4). A Job that needs anything from a later wave never completes. Its pod template is also immutable, so any change to it fails to apply.`;
      out.push(finding(t, spec.suspend === true ? "high" : "medium", "stall", msg, "Make it a hook (PreSync/Sync/PostSync with a delete policy) or move it to the last wave."));
    } else if (k === "/Pod" && (spec.restartPolicy === "Never" || spec.restartPolicy === "OnFailure")) {
      out.push(finding(t, "medium", "stall", `${keyLabel(t.target.key)} is a non-hook Pod with restartPolicy ${String(spec.restartPolicy)} in the ${positionLabel(t)}: it is Progressing while it runs and Degraded if it fails (R4.6.5); ${later}.`, fix));
    } else if (k === "apps/Deployment" && spec.paused === true) {
      out.push(finding(t, "high", "stall", `${keyLabel(t.target.key)} is a paused Deployment in the ${positionLabel(t)}: it stays Suspended (R4.6.1), so ${later} forever.`, "Unpause it or move it to the last wave."));
    } else if ((k === "networking.k8s.io/Ingress" || k === "extensions/Ingress" || k === "/Service" && spec.type === "LoadBalancer") && opts.loadBalancerStatus !== "published") {
      const what = k === "/Service" ? "a LoadBalancer Service" : "an Ingress";
      out.push(finding(
        t,
        opts.loadBalancerStatus === "unpublished" ? "high" : "medium",
        "stall",
        `${keyLabel(t.target.key)} is ${what} in the ${positionLabel(t)}: it is Progressing until status.loadBalancer.ingress is set (R4.6.7), and ${later}. Where the controller does not publish that status (no cloud load balancer, ingress controller without status publishing) the sync never finishes.`,
        `${fix} If your controllers publish status, set the wave-order option loadBalancerStatus: published.`
      ));
    }
  }
}
function badWaves(tasks, out) {
  const seen = /* @__PURE__ */ new Set();
  for (const t of tasks) {
    if (seen.has(keyString(t.target.key))) continue;
    seen.add(keyString(t.target.key));
    const w = waveOf(t.target.obj);
    for (const bad2 of w.invalid) {
      const got = w.from === "default" ? "the default wave 0" : `wave ${w.wave} from ${w.from === "sync-wave" ? "argocd.argoproj.io/sync-wave" : "helm.sh/hook-weight"}`;
      if (typeof bad2.value !== "string") {
        out.push(finding(
          t,
          "high",
          `wave:${bad2.annotation}`,
          `${keyLabel(t.target.key)} has ${bad2.annotation}: ${JSON.stringify(bad2.value)}, which is not a string. Annotation values must be strings: the API server rejects the object, so the dry-run of the sync fails and nothing in the app is applied (R4.5.1).`,
          `Quote the value: ${bad2.annotation}: "${String(bad2.value)}".`
        ));
      } else {
        out.push(finding(
          t,
          "medium",
          `wave:${bad2.annotation}`,
          `${keyLabel(t.target.key)} has ${bad2.annotation}: "${bad2.value}", which is not an integer for Go's strconv.Atoi (sign and digits only, no spaces or decimals). Argo CD ignores it and uses ${got} (R4.3.1, R4.2.2), so it is ordered differently than written.`,
          `Use an integer such as "${/-?\d+/.exec(bad2.value)?.[0] ?? "0"}".`
        ));
      }
    }
  }
}
function checkPlan(p, ctx, classes, defaultClass, opts) {
  const side = sideOf(p, ctx.revision);
  if (!side) return [];
  const r = side.render;
  const { tasks } = syncTasks(r);
  const byKey = /* @__PURE__ */ new Map();
  for (const t of tasks) (byKey.get(keyString(t.target.key)) ?? byKey.set(keyString(t.target.key), []).get(keyString(t.target.key))).push(t);
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
    for (const p of ctx.plans) {
      for (const t of sideOf(p, ctx.revision)?.render?.resources.values() ?? []) {
        if (gk(t.key) !== "storage.k8s.io/StorageClass") continue;
        const binding = t.obj.volumeBindingMode === "WaitForFirstConsumer" ? "WaitForFirstConsumer" : "Immediate";
        classes.set(t.key.name, binding);
        if (annotationsOf(t.obj)["storageclass.kubernetes.io/is-default-class"] === "true") defaultClass = { name: t.key.name, binding };
      }
    }
    const out = [];
    for (const p of ctx.plans) for (const f3 of checkPlan(p, ctx, classes, defaultClass, opts)) out.push({ ...appRef(p), ...f3 });
    return out;
  }
};

// src/argocd/helm-templates.ts
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
function parseTemplate2(path, text2) {
  const file = { path, actions: [], defines: /* @__PURE__ */ new Map() };
  let current;
  let depth = 0;
  for (const m of text2.matchAll(ACTION)) {
    const body = m[1].trim();
    if (body.startsWith("/*")) continue;
    const line = text2.slice(0, m.index).split("\n").length;
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
function calls(text2, fns) {
  return fns.filter((fn) => new RegExp(`(^|[\\s(|])${fn}(\\s|\\)|$)`).test(text2));
}
var ChartTemplates = class {
  files = /* @__PURE__ */ new Map();
  defines = /* @__PURE__ */ new Map();
  constructor(texts) {
    const depth = (p) => p.split("/").length;
    const helmOrder = ([a], [b]) => depth(b) - depth(a) || (a < b ? 1 : a > b ? -1 : 0);
    for (const [path, text2] of Object.entries(texts).sort(helmOrder)) {
      const f3 = parseTemplate2(path, text2);
      this.files.set(path, f3);
      for (const [name, actions] of f3.defines) this.defines.set(name, { file: path, actions });
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
        if (p.t.key.namespace === t.key.namespace && selectorMatches2(selector, p.pod.labels)) uses.push({ by: p.t, via: "its selector matches their pods" });
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
  return `Argo CD runs hooks instead of managing them: it is ${parts.join(", and ")} (R4.1.5, R4.2.3, R4.2.4). It is not part of the diff, self-heal or prune, so a missing or drifted copy is never restored (R3.3.3).`;
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
  const live = targets.filter(applied2);
  const usesOf = consumers(live);
  for (const t of live) {
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
      out.push({ ...base, severity: "high", message: `${what} ${lifecycle(t)} A ${t.key.kind} acts on the cluster for as long as it exists, so its effect is gone whenever Argo CD deletes it.` });
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
      for (const f3 of checkRender([...r.resources.values(), ...r.hooks])) out.push({ ...appRef(p), ...f3 });
    }
    return out;
  }
};

// src/rules/hpa-replicas-conflict.ts
var SCALABLE = /* @__PURE__ */ new Set(["apps/Deployment", "apps/StatefulSet", "apps/ReplicaSet", "argoproj.io/Rollout"]);
var AUTOSCALER_MANAGERS = ["kube-controller-manager", "keda", "keda-operator"];
var groupOfApiVersion = (v) => typeof v === "string" ? v.includes("/") ? v.slice(0, v.lastIndexOf("/")) : "" : void 0;
function scalerOf(t) {
  const spec = isRecord(t.obj.spec) ? t.obj.spec : {};
  const ref2 = isRecord(spec.scaleTargetRef) ? spec.scaleTargetRef : void 0;
  if (!ref2 || typeof ref2.name !== "string" || ref2.name === "") return void 0;
  if (t.key.group === "autoscaling" && t.key.kind === "HorizontalPodAutoscaler") {
    if (typeof ref2.kind !== "string") return void 0;
    return { target: t, ref: { group: groupOfApiVersion(ref2.apiVersion) ?? "*", kind: ref2.kind, name: ref2.name, namespace: t.key.namespace } };
  }
  if (t.key.group === "keda.sh" && t.key.kind === "ScaledObject") {
    const kind = typeof ref2.kind === "string" && ref2.kind !== "" ? ref2.kind : "Deployment";
    return { target: t, ref: { group: groupOfApiVersion(ref2.apiVersion) ?? "apps", kind, name: ref2.name, namespace: t.key.namespace } };
  }
  return void 0;
}
function globMatch(pattern, value) {
  if (pattern === value) return true;
  if (!/[*?]/.test(pattern)) return false;
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`);
  return re.test(value);
}
function pointerCovers(p) {
  const norm = p.trim().replace(/\/+$/, "");
  return norm === "/spec/replicas" || norm === "/spec";
}
function jqCovers(e) {
  const norm = e.replace(/\s+/g, "").replace(/\["?replicas"?\]/, ".replicas").replace(/\."replicas"/, ".replicas");
  return norm === ".spec.replicas" || norm === ".spec";
}
function ignoresReplicas(ignoreDifferences, key) {
  return ignoreDifferences.some((e) => {
    if (!isRecord(e)) return false;
    const group = typeof e.group === "string" ? e.group : "";
    const kind = typeof e.kind === "string" ? e.kind : "";
    if (!globMatch(group, key.group) || !globMatch(kind, key.kind)) return false;
    if (typeof e.name === "string" && e.name !== "" && e.name !== key.name) return false;
    if (typeof e.namespace === "string" && e.namespace !== "" && e.namespace !== key.namespace) return false;
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
        const s = scalers.find(
          (x) => x.ref.name === t.key.name && x.ref.kind === t.key.kind && x.ref.namespace === t.key.namespace && (x.ref.group === "*" || x.ref.group === t.key.group)
        );
        if (!s) continue;
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
            message: `${head} Application ${app.name} auto-syncs with selfHeal and does not ignore /spec/replicas: every time the autoscaler scales, the app goes OutOfSync and self-heal writes ${JSON.stringify(replicas)} back, then the autoscaler scales again. The two fight, pods churn, and under load the workload is cut back to the Git value (R3.5.3, R7.4).`,
            fix: `Remove spec.replicas from the manifest (most charts omit it when autoscaling is enabled), or add ${ignorePatch} and RespectIgnoreDifferences=true to the app's syncOptions.`
          });
          continue;
        }
        const why = ignored ? `Application ${app.name} ignores /spec/replicas in the diff, but without RespectIgnoreDifferences=true in syncOptions the sync still applies the Git value (R7.4)` : `Application ${app.name} auto-syncs without selfHeal, so the drift only shows as OutOfSync, but automated sync applies the Git value (R3.5.3)`;
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
        const shown = paths.slice(0, 5).join(", ") + (paths.length > 5 ? ` and ${paths.length - 5} more` : "");
        const cause = fns.length ? ` The template calls ${fns.join(", ")}${first && first.file !== t.file ? ` (in ${first.define ? `"${first.define}" at ` : ""}${first.file}:${first.line})` : ""}.` : "";
        const consequence2 = isHook ? "It is a hook, so Argo CD recreates it with a new value on every sync." : "Argo CD re-renders on every new commit, so the app is permanently OutOfSync on these fields and every sync applies a new value (rotated secrets, restarted pods).";
        out.push({
          ...appRef(p),
          severity: "high",
          resource: t.key,
          file: first?.file ?? t.file ?? side.discovered.file,
          line: first?.line ?? t.line ?? null,
          fingerprint: paths.join(","),
          message: `${keyLabel(t.key)} renders differently each time at ${shown} (values masked).${cause} ${consequence2}`,
          fix: "Pin the value: pass it through Helm values or parameters (for generated secrets, create the Secret outside the chart, e.g. with an external secret operator, and point the chart at it via existingSecret); for certificates use cert-manager."
        });
      }
    }
    return out;
  }
};

// src/rules/ownership-move.ts
var SAFE = "Do it in two changes: first annotate the resource in the old app with argocd.argoproj.io/sync-options: Prune=false and sync, then move it (the new app adopts it, R3.7.1). Or sync the new app first, manually, before the old app syncs.";
function releaseName2(p) {
  return p?.discovered.app.sources.map((s) => s.helm?.releaseName ?? "").join(",") ?? "";
}
var ownershipMove = {
  id: "ownership-move",
  severity: "high",
  title: "A resource moves between apps in one change",
  kind: "change",
  check({ plans }) {
    const out = [];
    const owners = /* @__PURE__ */ new Map();
    for (const p of plans) for (const k of p.head?.render?.resources.keys() ?? []) owners.set(k, [...owners.get(k) ?? [], p.id]);
    for (const p of plans) {
      const moving = [
        ...p.prune.filter((c) => c.outcome !== "kept-prune-false").map((c) => ({ key: c.key, file: c.file, line: c.line, how: "prunes" })),
        // A removed app with the finalizer deletes its resources in the cascade (R3.6.1).
        ...p.change === "removed" && p.base?.discovered.app.finalizers.some((f3) => f3.startsWith(RESOURCES_FINALIZER2)) ? [...p.base.render?.resources.values() ?? []].map((t) => ({ key: t.key, file: t.file, line: t.line, how: "deletes in its cascade" })) : []
      ];
      for (const m of moving) {
        const to = (owners.get(keyString(m.key)) ?? []).filter((id) => id !== p.id);
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
        if (releaseName2(p.base) !== releaseName2(p.head)) changes.push(`Helm releaseName ${releaseName2(p.base) || "(default)"} \u2192 ${releaseName2(p.head) || "(default)"}`);
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
  if (c.outcome !== "delete") return "info";
  return PRUNE_SEVERITY[`${c.key.group}/${c.key.kind}`] ?? "medium";
}
function lossOf(c) {
  const k = c.key;
  if (k.group === "" && k.kind === "Namespace") return " Kubernetes then deletes every object inside that namespace, including other apps' objects (R3.6.3).";
  if (k.group === "" && k.kind === "PersistentVolumeClaim") return " The volume behind it is released and, with the usual Delete reclaim policy, its data is gone.";
  if (k.group === "" && k.kind === "PersistentVolume") return " Depending on its reclaim policy, the storage behind it is deleted or left Released (unusable by a new claim without manual work).";
  if (k.group === "" && k.kind === "Secret") return " Its values are gone; generated credentials, keys and certificates may not be re-creatable as they were.";
  if (k.group === "apps" && k.kind === "StatefulSet") return " All its pods are deleted; its PVCs stay unless persistentVolumeClaimRetentionPolicy.whenDeleted is Delete.";
  return "";
}
function describe3(c, emptyGuard) {
  const what = keyLabel(c.key);
  const protection = c.ineffectiveProtection ? ` Warning: it carries ${c.ineffectiveProtection}, which only applies when the Application is deleted and does not stop a prune (R3.3.6).` : "";
  switch (c.outcome) {
    case "delete": {
      return {
        message: emptyGuard ? `${what} is no longer rendered. The app's head render is empty, so auto-sync refuses to run ("auto-sync will wipe out all resources", R3.5.4), but any manual sync with prune deletes it.${lossOf(c)}${protection}` : `The next automated sync deletes ${what}: it is no longer rendered and the app prunes automatically.${lossOf(c)}${protection}`,
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
var prune = {
  id: "prune",
  severity: "medium",
  title: "A sync would prune a resource",
  kind: "change",
  check({ plans }) {
    const out = [];
    for (const p of plans) {
      const sp = p.head?.discovered.app.syncPolicy;
      const emptyGuard = !!emptyRenderOf(p) && !!sp?.prune && !sp.allowEmpty;
      for (const c of p.prune) {
        const { message: message2, fix } = describe3(c, emptyGuard);
        out.push({
          ...appRef(p),
          severity: pruneSeverity(c),
          introduced: true,
          resource: c.key,
          file: c.file ?? null,
          line: c.line ?? null,
          message: message2,
          fix
        });
      }
    }
    return out;
  }
};

// src/rules/pvc-missing-prune-false.ts
var RESOURCES_FINALIZER3 = "resources-finalizer.argocd.argoproj.io";
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
      const cascade = app.finalizers.some((f3) => f3 === RESOURCES_FINALIZER3 || f3.startsWith(`${RESOURCES_FINALIZER3}/`));
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
            message: `${keyLabel(t.key)} has Prune=${prune2}, which only guards against pruning. Application ${app.name} has the ${RESOURCES_FINALIZER3} finalizer, so deleting the Application (or removing it from an app-of-apps or ApplicationSet) cascade-deletes the claim and its data anyway (R3.6.1, R3.3.6).`,
            fix: "Add Delete=false as well: argocd.argoproj.io/sync-options: Prune=false,Delete=false (or helm.sh/resource-policy: keep)."
          });
          continue;
        }
        if (!app.syncPolicy.automated || !app.syncPolicy.prune) continue;
        const ineffective = protection ? ` It carries ${protection}, which only applies when the Application is deleted and does not stop a prune (R3.3.6).` : "";
        out.push({
          ...where2,
          severity: "medium",
          message: `${keyLabel(t.key)} is managed by Application ${app.name}, which prunes automatically, and neither the claim nor the app sets Prune=false. Any later change that drops it from the render (a removed file, a renamed release or path, a values toggle, an empty render) deletes it on the next automated sync, and with the usual Delete reclaim policy its data with it (R3.3.4, R3.3.5).${ineffective}`,
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
        fix: "Fix the source so that it renders (run the failing command shown above locally), or revert the change."
      });
    }
    return out;
  }
};

// src/rules/index.ts
var RULES = [
  renderError,
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
  sharedResource
];
for (const r of RULES) RULE_IDS.add(r.id);
var IGNORE_ANNOTATION = "prune-guard.io/ignore";
var IGNORE_REASON_ANNOTATION = "prune-guard.io/ignore-reason";
var DEFAULT_POLICY = { failOn: "high" };
function sortKey(f3) {
  return [
    String(9 - severityRank(f3.severity)),
    f3.appNamespace ?? "",
    f3.app ?? "",
    f3.rule,
    f3.resource ? keyString(f3.resource) : "",
    f3.file ?? "",
    String(f3.line ?? 0).padStart(8, "0"),
    f3.message
  ].join("\0");
}
function identity(rule, f3) {
  return [rule, f3.appNamespace ?? "", f3.app ?? "", f3.resource ? keyString(f3.resource) : "", f3.fingerprint ?? ""].join("\0");
}
function objectOf(plans, f3) {
  if (!f3.resource) return void 0;
  const ks = keyString(f3.resource);
  const plan = plans.find((p) => {
    const d = (p.head ?? p.base).discovered.app;
    return d.name === f3.app && (d.namespace || null) === f3.appNamespace;
  });
  for (const side of [plan?.head, plan?.base]) {
    const r = side?.render;
    if (!r) continue;
    const t = r.resources.get(ks) ?? r.hooks.find((h) => keyString(h.key) === ks) ?? r.ignored.find((h) => keyString(h.key) === ks);
    if (t) return t.obj;
  }
  return void 0;
}
function suppression(obj3, rule, f3) {
  if (!obj3 || !f3.resource) return null;
  const ann = annotationsOf(obj3);
  const list3 = (ann[IGNORE_ANNOTATION] ?? "").split(",").map((s) => s.trim());
  if (!list3.includes(rule) && !list3.includes("*")) return null;
  const reason = ann[IGNORE_REASON_ANNOTATION];
  return `${IGNORE_ANNOTATION} on ${keyLabel(f3.resource)}${reason ? `: ${reason}` : " (no reason given)"}`;
}
var EMPTY_GRAPH = { appSets: { base: /* @__PURE__ */ new Map(), head: /* @__PURE__ */ new Map() } };
function runRules(plans, policy = DEFAULT_POLICY, rules = RULES, graph = EMPTY_GRAPH) {
  const out = [];
  for (const rule of rules) {
    const setting = policy.rules?.[rule.id] ?? {};
    if (setting.enabled === false) continue;
    const options = setting.options ?? {};
    const head = rule.check({ plans, graph, revision: "head", options });
    const existing = new Set(rule.kind === "state" ? rule.check({ plans, graph, revision: "base", options }).map((f3) => identity(rule.id, f3)) : []);
    for (const raw of head) {
      const { fingerprint: _fp, ...rest } = raw;
      void _fp;
      const introduced = rule.kind === "state" ? !existing.has(identity(rule.id, raw)) : raw.introduced ?? true;
      const severity = setting.severity ?? raw.severity;
      const suppressed = suppression(objectOf(plans, raw), rule.id, raw);
      out.push({
        rule: rule.id,
        ...rest,
        severity,
        introduced,
        suppressed,
        blocking: introduced && !suppressed && severityRank(severity) >= severityRank(policy.failOn),
        docs: docsUrl(rule.id)
      });
    }
  }
  return out.sort((a, b) => sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0);
}

// src/shard.ts
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

// src/version.ts
var VERSION2 = "0.1.0";

// src/engine.ts
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
  const repo = await GitRepo.open(opts.repoDir);
  const baseRev = await repo.resolve(opts.base);
  const headRev = await repo.resolve(opts.head);
  const scratch = mkdtempSync5(join18(tmpdir2(), "prune-guard-"));
  try {
    const [baseSnap, headLoaded] = await Promise.all([
      Snapshot.load(repo, baseRev.sha, join18(scratch, "base")),
      baseRev.sha === headRev.sha ? void 0 : Snapshot.load(repo, headRev.sha, join18(scratch, "head"))
    ]);
    const headSnap = headLoaded ?? baseSnap;
    await Promise.all([baseSnap.loadSymlinks(), headSnap === baseSnap ? void 0 : headSnap.loadSymlinks()]);
    phase("read base and head from git");
    const config = loadConfig(opts, baseSnap.text(CONFIG_FILE));
    const origin = await repo.originUrl();
    const repoURLs = [...origin ? [origin] : [], ...config.repoURLs];
    let processes = 0;
    const limit = createLimiter(config.concurrency);
    const inner = opts.runner ?? createToolRunner({ timeoutMs: config.renderTimeoutSeconds * 1e3 });
    const runner = { run: (tool, args, o) => limit(() => (processes++, inner.run(tool, args, o))) };
    const toolbox = new Toolbox({ helm: opts.helmPath, kustomize: opts.kustomizePath }, runner);
    const cache2 = /* @__PURE__ */ new Map();
    const problems2 = [];
    const side = (rev, snap, name) => {
      const chartDirs = new Set(snap.paths.filter((p) => /(^|\/)Chart\.yaml$/.test(p)).map((p) => p.split("/").slice(0, -1).join("/")));
      const kustomizations = /* @__PURE__ */ new Map();
      for (const p of snap.textPaths()) {
        if (!/(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(p)) continue;
        try {
          const k = (0, import_yaml14.parse)(snap.text(p));
          if (k !== void 0) kustomizations.set(p, k);
        } catch {
        }
      }
      const patches = kustomizePatchFiles(kustomizations);
      const files = snap.textPaths().filter((p) => /\.(ya?ml|json)$/.test(p) && !isChartTemplate(p, chartDirs) && !patches.has(p)).sort().map((p) => ({ path: p, text: snap.text(p) })).filter((f3) => mayHoldApplication(f3.text));
      const found = discoverApplications(files, config.controlPlaneNamespace);
      if (name === "head") problems2.push(...found.problems);
      const tree = inputTree(snap.tree, snap.paths, rev.sha, (p) => snap.text(p), kustomizations);
      const bad2 = snap.outOfBoundSymlink();
      const symlinkError = bad2 ? outOfBoundSymlinkError(bad2.file, bad2.target) : void 0;
      const ctx = {
        checkout: snap.dir,
        sha: rev.sha,
        repoURLs,
        controlPlaneNamespace: config.controlPlaneNamespace,
        kubeVersion: config.kubeVersion,
        apiVersions: config.apiVersions,
        kustomizeBuildOptions: config.kustomizeBuildOptions,
        scratchRoot: scratch,
        runner,
        // R5.1 at base only on demand (below): base instability only decides whether a finding is new.
        toolbox,
        cache: cache2,
        symlinkError,
        checkDeterminism: config.checkDeterminism && name === "head",
        remoteCharts: { cacheDir: config.chartCacheDir, network: config.network }
      };
      return {
        name,
        tree,
        apps: new Map(found.apps.map((a) => [a.id, a])),
        fileAppSets: found.appSets,
        appSets: /* @__PURE__ */ new Map(),
        renders: /* @__PURE__ */ new Map(),
        ctx,
        snap,
        readText: (p) => snap.text(p),
        textLoaded: (p) => snap.text(p) !== void 0
      };
    };
    const base = side(baseRev, baseSnap, "base");
    const head = side(headRev, headSnap, "head");
    phase(`discovered ${base.apps.size} app(s) at base, ${head.apps.size} at head`);
    const settings = { kubeVersion: config.kubeVersion, apiVersions: config.apiVersions, kustomize: config.kustomizeBuildOptions, cp: config.controlPlaneNamespace };
    const fingerprints = /* @__PURE__ */ new Map();
    const fingerprint = (d, s) => {
      const k = `${s.name}\0${d.id}\0${JSON.stringify(d.manifest)}`;
      let fp = fingerprints.get(k);
      if (!fp) fingerprints.set(k, fp = appFingerprint(d, s.tree, repoURLs, settings));
      return fp;
    };
    const started = Date.now();
    const mine = inShard(opts.shard);
    const graph = await buildGraph(base, head, {
      controlPlaneNamespace: config.controlPlaneNamespace,
      inShard: opts.shard ? mine : void 0,
      log,
      fingerprint,
      render: async (d, s) => {
        const t02 = Date.now();
        const sideOf2 = s === base ? base : head;
        const fp = fingerprint(d, s);
        await sideOf2.snap.ensure(fp.app !== void 0 ? [...fp.files, ...d.app.sources.map((x) => x.path)] : "all");
        const r = await renderApp2(d, sideOf2.ctx, fp.sources);
        log(`rendered ${d.id} at ${s.name} in ${Date.now() - t02} ms${r.error ? " (error)" : r.notRendered ? " (not rendered)" : ""}`);
        return r;
      },
      expandAppSet: (set2, s) => {
        const repoView = { repoURLs, files: s.tree.paths, readFile: (p) => s.readText(p) };
        if (opts.expandAppSet) return opts.expandAppSet(set2.manifest, repoView);
        const r = expandApplicationSet(set2.manifest, repoView, { externalParams: config.appSetParams, defaultNamespace: config.controlPlaneNamespace });
        if (r.error || r.unexpandable.length) log(`ApplicationSet ${set2.id} at ${s.name}: ${r.error ?? `not expandable offline: ${r.unexpandable.join(", ")}`}`);
        return { apps: r.apps, error: r.error, unexpandable: r.unexpandable, warnings: r.warnings, deletesApps: r.deletesApps };
      }
    });
    await Promise.all(
      [...head.renders].map(async ([id, r]) => {
        const b = base.apps.get(id);
        const br = base.renders.get(id);
        if (!b || !br || br === r || !r.docs.some((d) => d.unstable?.length)) return;
        base.renders.set(id, await renderApp2(b, { ...base.ctx, checkDeterminism: true }, fingerprint(b, base).sources));
      })
    );
    log(`rendered ${base.renders.size + head.renders.size} app revision(s), skipped ${graph.skipped.size} unchanged app(s) in ${Date.now() - started} ms`);
    const scopes = new ScopeTable(config.scopes);
    for (const s of [base, head]) for (const r of s.renders.values()) for (const doc of r.docs) scopes.learnFromCrd(doc.obj);
    const ids = [.../* @__PURE__ */ new Set([...base.apps.keys(), ...head.apps.keys()])].sort();
    const plans = ids.map((id) => {
      const b = base.apps.get(id);
      const h = head.apps.get(id);
      const d = h ?? b;
      const settingsFor = { trackingMethod: config.trackingMethod, instanceLabelKey: config.instanceLabelKey, instanceName: instanceName(d.app, config.controlPlaneNamespace) };
      const bs = b ? toAppSide(b, base.renders.get(id), scopes) : void 0;
      const hs = h ? toAppSide(h, head.renders.get(id), scopes) : void 0;
      if (graph.skipped.has(id)) return { ...planApp(id, bs, hs, settingsFor), change: "unchanged", skipped: true };
      maskUnstable(bs, hs);
      return planApp(id, bs, hs, settingsFor);
    });
    const findings2 = runRules(plans, { failOn: config.failOn, rules: config.rules }, void 0, { appSets: { base: base.appSets, head: head.appSets } });
    const cp4 = config.controlPlaneNamespace;
    const ownPlans = plans.filter((p) => mine(p.id));
    const ownFindings = findings2.filter((f3) => f3.app === null || mine(`${f3.appNamespace ?? cp4}/${f3.app}`));
    const report = buildReport(ownPlans, ownFindings, {
      failOn: config.failOn,
      shard: opts.shard ? `${opts.shard.index}/${opts.shard.count}` : null,
      toolVersion: VERSION2,
      base: { rev: baseRev.rev, sha: baseRev.sha },
      head: { rev: headRev.rev, sha: headRev.sha },
      renderers: { ...toolbox.versions },
      problems: problems2
    });
    return { report, plans, config, stats: { processes, skipped: graph.skipped.size, rendered: base.renders.size + head.renders.size } };
  } finally {
    rmSync4(scratch, { recursive: true, force: true });
  }
}

// src/report/approval.ts
var APPROVABLE_RULES = /* @__PURE__ */ new Set(["prune", "app-removed-cascade"]);
function approvalText(a) {
  return `approved ${a.by ? `by @${a.by} ` : ""}via label ${a.label}`;
}
function applyApproval(report, approval) {
  const reason = approvalText(approval);
  const findings2 = report.findings.map(
    (f3) => f3.blocking && APPROVABLE_RULES.has(f3.rule) ? { ...f3, blocking: false, suppressed: reason } : f3
  );
  const blocking = findings2.filter((f3) => f3.blocking).length;
  return {
    ...report,
    verdict: blocking > 0 ? "fail" : "pass",
    summary: { ...report.summary, blocking },
    findings: findings2
  };
}

// src/report/md.ts
function text(s) {
  return s.replace(/\r\n?|\n/g, " ").replace(/[&<>@#\\`*_{}[\]()!|~]/g, (c) => ENTITY[c] ?? `\\${c}`);
}
var ENTITY = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;", "#": "&#35;" };
function longestRun(s, ch) {
  let best = 0;
  let run3 = 0;
  for (const c of s) {
    run3 = c === ch ? run3 + 1 : 0;
    if (run3 > best) best = run3;
  }
  return best;
}
function code(s, inTable = false) {
  let body = s.replace(/\r\n?|\n/g, " ");
  if (inTable) body = body.replace(/\|/g, "\\|");
  const ticks = "`".repeat(longestRun(body, "`") + 1);
  const pad2 = body.startsWith("`") || body.endsWith("`") ? " " : "";
  return `${ticks}${pad2}${body}${pad2}${ticks}`;
}
function fence(s, lang = "", maxLines = Infinity) {
  let lines = s.replace(/\r\n?/g, "\n").replace(/\n+$/, "").split("\n");
  if (lines.length > maxLines) lines = [...lines.slice(0, maxLines), `\u2026 ${lines.length - maxLines} more lines`];
  const body = lines.join("\n");
  const ticks = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  return `${ticks}${lang}
${body}
${ticks}`;
}
var URL_ESCAPES = { " ": "%20", "(": "%28", ")": "%29", "<": "%3C", ">": "%3E" };
function link(label, url) {
  return `[${label}](${url.replace(/[ ()<>]/g, (c) => URL_ESCAPES[c])})`;
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
  const lines = s.split("\n");
  const out = [];
  let size = 0;
  for (const l of lines) {
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

// src/report/markdown-parts.ts
var BASE_SIDE_RULES = /* @__PURE__ */ new Set(["prune", "app-removed-cascade"]);
var LOUD_KINDS = [
  ["", "PersistentVolumeClaim", "PVC"],
  ["", "PersistentVolume", "PV"],
  ["", "Namespace", "Namespace"],
  ["apiextensions.k8s.io", "CustomResourceDefinition", "CRD"]
];
var resLabel = keyLabel;
function short(sha) {
  return sha.slice(0, 7);
}
function location(file, line, sha, ctx) {
  if (!file) return "";
  const label = text(line ? `${file}:${line}` : file);
  if (!ctx.repoUrl) return label;
  const path = file.split("/").map(encodeURIComponent).join("/");
  return link(label, `${ctx.repoUrl}/blob/${sha}/${path}${line ? `#L${line}` : ""}`);
}
function findingSha(f3, r) {
  return BASE_SIDE_RULES.has(f3.rule) ? r.base.sha : r.head.sha;
}
var SEVERITY_ICON = {
  critical: "\u{1F6D1}",
  high: "\u{1F534}",
  medium: "\u{1F7E0}",
  low: "\u{1F7E1}",
  info: "\u2139\uFE0F"
};
function findingIcon(f3) {
  if (f3.blocking) return "\u274C";
  if (f3.suppressed) return "\u2705";
  return SEVERITY_ICON[f3.severity];
}
function orderedFindings(r) {
  return r.findings.map((f3, i) => ({ f: f3, i })).sort((a, b) => Number(b.f.blocking) - Number(a.f.blocking) || severityRank(b.f.severity) - severityRank(a.f.severity) || a.i - b.i).map((x) => x.f);
}
function appKey2(ns, name) {
  return `${ns ?? ""}/${name ?? ""}`;
}
function findingsByApp(r) {
  const m = /* @__PURE__ */ new Map();
  for (const f3 of r.findings) {
    const k = appKey2(f3.appNamespace, f3.app);
    m.set(k, [...m.get(k) ?? [], f3]);
  }
  return m;
}
function shownApps(r) {
  const withFindings = findingsByApp(r);
  return r.apps.filter(
    (a) => a.change !== "unchanged" || a.error || a.notRendered || (withFindings.get(appKey2(a.namespace || null, a.name))?.length ?? 0) > 0
  );
}
function appIcon(a, findings2) {
  if (findings2.some((f3) => f3.blocking)) return "\u274C";
  if (a.error || a.notRendered || a.prune.some((p) => p.outcome === "delete")) return "\u26A0\uFE0F";
  if (findings2.some((f3) => !f3.suppressed && severityRank(f3.severity) >= severityRank("medium"))) return "\u26A0\uFE0F";
  return "\u2705";
}
function summaryLine(r, bold = false) {
  const s = r.summary;
  const b = (x) => bold ? `**${x}**` : x;
  const pruned = r.apps.flatMap((a) => a.prune);
  const loud = LOUD_KINDS.map(([g, k, abbr]) => [abbr, pruned.filter((p) => p.group === g && p.kind === k).length]).filter(([, n]) => n > 0).map(([abbr, n]) => plural2(n, abbr));
  const prune2 = `${s.prune} to prune${loud.length ? ` (${loud.join(", ")})` : ""}`;
  return [
    `${plural2(s.changedApps, "app")} changed`,
    s.prune > 0 ? b(prune2) : prune2,
    `${s.create} to create`,
    `${s.update} to update`
  ].join(" \xB7 ");
}
function approvals(r) {
  const m = /* @__PURE__ */ new Map();
  for (const f3 of r.findings) if (f3.suppressed?.startsWith("approved ")) m.set(f3.suppressed, (m.get(f3.suppressed) ?? 0) + 1);
  return [...m.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}
function verdictLine(r, title2) {
  const deletes = r.apps.flatMap((a) => a.prune).filter((p) => p.outcome === "delete").length;
  if (r.verdict === "fail") {
    const del = deletes ? `, merging deletes ${plural2(deletes, "resource")}` : "";
    return `## \u274C ${title2}: ${plural2(r.summary.blocking, "blocking finding")}${del}`;
  }
  const approved = approvals(r).reduce((n, [, c]) => n + c, 0);
  if (approved > 0) return `## \u2705 ${title2}: passed, ${plural2(approved, "finding")} approved`;
  if (deletes > 0) return `## \u26A0\uFE0F ${title2}: passed, ${plural2(deletes, "resource")} will be deleted`;
  return `## \u2705 ${title2}: passed`;
}
var OUTCOME_TEXT = {
  delete: "**deleted** by the next automated sync",
  "kept-prune-false": "kept (Prune=false); the app stays OutOfSync",
  "needs-confirmation": "waits for confirmation (Prune=confirm)",
  "requires-manual-prune": "left until someone syncs with prune (automated prune is off)"
};
function outcomeIcon(outcome) {
  return outcome === "delete" ? "\u{1F5D1}\uFE0F" : outcome === "needs-confirmation" ? "\u23F8\uFE0F" : "\u{1F4CC}";
}
function sourcesText(a) {
  if (a.sources.length === 0) return "no sources";
  return a.sources.map((s) => `${text(s.type)} ${code(s.chart || s.path || ".")}${s.rendered ? "" : " (not rendered)"}`).join(", ");
}
function countText(n) {
  return n === null ? "\u2013" : String(n);
}

// src/report/annotations.ts
var WORKFLOW_ANNOTATIONS_PER_LEVEL = 10;
function levelOf(f3) {
  if (f3.blocking) return "failure";
  if (f3.suppressed || f3.severity === "low" || f3.severity === "info") return "notice";
  return "warning";
}
var RANK = { failure: 0, warning: 1, notice: 2 };
function annotations(r) {
  const apps = new Map(r.apps.map((a) => [appKey2(a.namespace || null, a.name), a]));
  const out = [];
  for (const f3 of r.findings) {
    const app = apps.get(appKey2(f3.appNamespace, f3.app));
    const file = f3.file ?? app?.file ?? null;
    if (!file) continue;
    const line = f3.file ? f3.line ?? 1 : app?.line ?? 1;
    const subject = f3.resource ? resLabel(f3.resource) : f3.app ? `app ${f3.app}` : "";
    const extra = [f3.fix ? `Fix: ${f3.fix}` : "", f3.suppressed ? `Not blocking: ${f3.suppressed}` : ""].filter(Boolean);
    out.push({
      level: levelOf(f3),
      file,
      line: Math.max(1, line),
      title: `${f3.severity} \xB7 ${f3.rule}${subject ? ` \xB7 ${subject}` : ""}`,
      message: [f3.message, ...extra].join("\n\n"),
      docs: f3.docs
    });
  }
  return out.sort(
    (a, b) => RANK[a.level] - RANK[b.level] || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)
  );
}
function checkAnnotations(r) {
  const all = annotations(r);
  const kept = all.slice(0, ANNOTATIONS_MAX);
  return {
    annotations: kept.map((a) => ({
      path: a.file,
      start_line: a.line,
      end_line: a.line,
      annotation_level: a.level,
      title: ellipsize(a.title, CHECK_TITLE_MAX),
      message: ellipsize(a.message, CHECK_TEXT_MAX),
      ...a.docs ? { raw_details: ellipsize(`Docs: ${a.docs}`, CHECK_TEXT_MAX) } : {}
    })),
    omitted: all.length - kept.length
  };
}
function workflowAnnotations(r) {
  const count2 = { failure: 0, warning: 0, notice: 0 };
  return annotations(r).filter((a) => ++count2[a.level] <= WORKFLOW_ANNOTATIONS_PER_LEVEL);
}

// src/github/artifact.ts
var import_ajv = __toESM(require_ajv(), 1);
import { mkdirSync as mkdirSync6, readFileSync as readFileSync6, statSync as statSync6, writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname3 } from "node:path";

// schema/report.schema.json
var report_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/argocd-prune-guard/argocd-prune-guard/schema/report.schema.json",
  title: "argocd-prune-guard report, version 1",
  type: "object",
  additionalProperties: false,
  required: ["version", "tool", "base", "head", "verdict", "failOn", "shard", "renderers", "summary", "apps", "findings", "problems"],
  definitions: {
    revision: {
      type: "object",
      additionalProperties: false,
      required: ["rev", "sha"],
      properties: { rev: { type: "string" }, sha: { type: "string", pattern: "^[0-9a-f]{40,64}$" } }
    },
    resource: {
      type: "object",
      required: ["group", "kind", "namespace", "name"],
      properties: {
        group: { type: "string" },
        kind: { type: "string", minLength: 1 },
        namespace: { type: "string" },
        name: { type: "string", minLength: 1 }
      }
    },
    severity: { enum: ["critical", "high", "medium", "low", "info"] },
    count: { type: ["integer", "null"], minimum: 0 },
    source: {
      type: "object",
      additionalProperties: false,
      required: ["type", "repoURL", "path", "chart", "targetRevision", "ref", "rendered", "reason"],
      properties: {
        type: { type: "string" },
        repoURL: { type: "string" },
        path: { type: "string" },
        chart: { type: "string" },
        targetRevision: { type: "string" },
        ref: { type: "string" },
        rendered: { type: "boolean" },
        reason: { type: ["string", "null"] }
      }
    },
    app: {
      type: "object",
      additionalProperties: false,
      required: ["name", "namespace", "file", "line", "change", "skipped", "parent", "appSet", "sources", "autoPrune", "resources", "hooks", "error", "notRendered", "warnings", "create", "update", "prune"],
      properties: {
        name: { type: "string", minLength: 1 },
        namespace: { type: "string" },
        file: { type: "string" },
        line: { type: "integer", minimum: 0 },
        change: { enum: ["added", "removed", "modified", "unchanged"] },
        skipped: { type: "boolean" },
        parent: { type: ["string", "null"] },
        appSet: { type: ["string", "null"] },
        sources: { type: "array", items: { $ref: "#/definitions/source" } },
        autoPrune: { type: "boolean" },
        resources: {
          type: "object",
          additionalProperties: false,
          required: ["base", "head"],
          properties: { base: { $ref: "#/definitions/count" }, head: { $ref: "#/definitions/count" } }
        },
        hooks: {
          type: "object",
          additionalProperties: false,
          required: ["base", "head"],
          properties: { base: { $ref: "#/definitions/count" }, head: { $ref: "#/definitions/count" } }
        },
        error: { type: ["string", "null"] },
        notRendered: { type: ["string", "null"] },
        warnings: { type: "array", items: { type: "string" } },
        create: { type: "array", items: { $ref: "#/definitions/resource" } },
        update: {
          type: "array",
          items: {
            allOf: [
              { $ref: "#/definitions/resource" },
              { type: "object", required: ["paths"], properties: { paths: { type: "array", items: { type: "string" } } } }
            ]
          }
        },
        prune: {
          type: "array",
          items: {
            allOf: [
              { $ref: "#/definitions/resource" },
              {
                type: "object",
                required: ["outcome", "file", "line"],
                properties: {
                  outcome: { enum: ["delete", "kept-prune-false", "needs-confirmation", "requires-manual-prune"] },
                  file: { type: ["string", "null"] },
                  line: { type: ["integer", "null"] }
                }
              }
            ]
          }
        }
      }
    },
    finding: {
      type: "object",
      additionalProperties: false,
      required: ["rule", "severity", "blocking", "introduced", "app", "appNamespace", "resource", "file", "line", "message", "fix", "docs", "suppressed"],
      properties: {
        rule: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
        severity: { $ref: "#/definitions/severity" },
        blocking: { type: "boolean" },
        introduced: { type: "boolean" },
        app: { type: ["string", "null"] },
        appNamespace: { type: ["string", "null"] },
        resource: { oneOf: [{ type: "null" }, { $ref: "#/definitions/resource" }] },
        file: { type: ["string", "null"] },
        line: { type: ["integer", "null"], minimum: 1 },
        message: { type: "string", minLength: 1 },
        fix: { type: "string" },
        docs: { type: "string" },
        suppressed: { type: ["string", "null"] }
      }
    }
  },
  properties: {
    version: { const: 1 },
    tool: {
      type: "object",
      required: ["name", "version"],
      properties: { name: { const: "argocd-prune-guard" }, version: { type: "string" } }
    },
    base: { $ref: "#/definitions/revision" },
    head: { $ref: "#/definitions/revision" },
    verdict: { enum: ["pass", "fail"] },
    failOn: { $ref: "#/definitions/severity" },
    shard: { type: ["string", "null"], pattern: "^[0-9]+/[0-9]+$" },
    renderers: { type: "object", additionalProperties: { type: "string" } },
    summary: {
      type: "object",
      additionalProperties: false,
      required: ["apps", "changedApps", "create", "update", "prune", "findings", "blocking"],
      properties: {
        apps: { type: "integer", minimum: 0 },
        changedApps: { type: "integer", minimum: 0 },
        create: { type: "integer", minimum: 0 },
        update: { type: "integer", minimum: 0 },
        prune: { type: "integer", minimum: 0 },
        blocking: { type: "integer", minimum: 0 },
        findings: {
          type: "object",
          additionalProperties: false,
          required: ["critical", "high", "medium", "low", "info"],
          properties: {
            critical: { type: "integer", minimum: 0 },
            high: { type: "integer", minimum: 0 },
            medium: { type: "integer", minimum: 0 },
            low: { type: "integer", minimum: 0 },
            info: { type: "integer", minimum: 0 }
          }
        }
      }
    },
    apps: { type: "array", items: { $ref: "#/definitions/app" } },
    findings: { type: "array", items: { $ref: "#/definitions/finding" } },
    problems: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["file", "line", "message"],
        properties: { file: { type: "string" }, line: { type: "integer" }, message: { type: "string" } }
      }
    }
  }
};

// src/report/json.ts
function renderJson(report) {
  return JSON.stringify(report, null, 2) + "\n";
}

// src/github/constants.ts
var Inputs = {
  GithubToken: "github-token",
  Mode: "mode",
  BaseRef: "base-ref",
  HeadRef: "head-ref",
  Path: "path",
  ConfigFile: "config-file",
  FailOn: "fail-on",
  Comment: "comment",
  CommentMode: "comment-mode",
  InstanceKey: "instance-key",
  CheckName: "check-name",
  StatusContext: "status-context",
  ApproveLabel: "approve-label",
  HelmPath: "helm-path",
  KustomizePath: "kustomize-path",
  KubeVersion: "kube-version",
  ApiVersions: "api-versions",
  RepoUrl: "repo-url",
  ReportPath: "report-path"
};
var Outputs = {
  Verdict: "verdict",
  PruneCount: "prune-count",
  BlockingCount: "blocking-count",
  ReportPath: "report-path",
  CommentUrl: "comment-url",
  CheckRunUrl: "check-run-url"
};
var MODES = ["auto", "analyze", "publish"];
var COMMENT_WHEN = ["always", "on-findings", "never"];
var COMMENT_MODES = ["sticky", "review"];
var DEFAULT_APPROVE_LABEL = "prune-guard/approve";
var DEFAULT_INSTANCE_KEY = "default";
var LABEL_MAX = 50;
var MARKER_PREFIX = "<!-- argocd-prune-guard:v1 ";
var MARKER_SUFFIX = " -->";
var REPORT_FILE = "report.json";
var CONTEXT_FILE = "context.json";
var REPORT_MAX_BYTES = 16 * 1024 * 1024;
var API_VERSION = "2022-11-28";
var PER_PAGE = 100;
var MAX_PAGES = 100;
var REVIEW_COMMENTS_MAX = 50;

// src/github/artifact.ts
var ArtifactError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "ArtifactError";
  }
};
function writeArtifact(reportPath, contextPath, report, context) {
  mkdirSync6(dirname3(reportPath), { recursive: true });
  mkdirSync6(dirname3(contextPath), { recursive: true });
  writeFileSync3(reportPath, renderJson(report));
  writeFileSync3(contextPath, JSON.stringify(context, null, 2) + "\n");
}
var validator;
function readCapped(path, what, max) {
  let size;
  try {
    size = statSync6(path).size;
  } catch {
    throw new ArtifactError(`The ${what} ${path} does not exist: download the analyze run's artifact to this path first.`);
  }
  if (size > max) throw new ArtifactError(`The ${what} ${path} is ${size} bytes; at most ${max} are accepted.`);
  try {
    return JSON.parse(readFileSync6(path, "utf8"));
  } catch (e) {
    throw new ArtifactError(`The ${what} ${path} is not valid JSON: ${e.message}`);
  }
}
function validateReport(data) {
  validator ??= new import_ajv.default.default({ allErrors: true, strict: false }).compile(report_schema_default);
  if (!validator(data)) {
    const errs = (validator.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
    throw new ArtifactError(`The report does not match schema/report.schema.json: ${errs.join("; ")}`);
  }
  return data;
}
function readReport(path) {
  return validateReport(readCapped(path, "report file", REPORT_MAX_BYTES));
}
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function readContextFile(path) {
  let raw;
  try {
    raw = readCapped(path, "context file", 64 * 1024);
  } catch (e) {
    if (e instanceof ArtifactError && /does not exist/.test(e.message)) return null;
    throw e;
  }
  const c = raw;
  const ok = c && c.version === 1 && typeof c.eventName === "string" && (c.pullRequest === null || Number.isInteger(c.pullRequest) && c.pullRequest > 0) && typeof c.checkSha === "string" && SHA.test(c.checkSha) && typeof c.fork === "boolean";
  if (!ok) throw new ArtifactError(`The context file ${path} is not valid.`);
  return { version: 1, eventName: c.eventName, pullRequest: c.pullRequest ?? null, checkSha: c.checkSha, fork: c.fork, runUrl: null };
}

// src/report/markdown.ts
var DEFAULT_TITLE = "Argo CD Prune Guard";
var LIST_CAP = [Infinity, 25, 0, 0, 0, 0];
var PATH_CAP = [8, 3, 0, 0, 0, 0];
var COMPACT_PRUNE = 4;
var NAMES_PER_GROUP_AT_5 = 20;
function deletions(r, level, ctx) {
  const rows = r.apps.flatMap((a) => a.prune.map((p) => ({ a, p })));
  if (rows.length === 0) return [];
  const deletes = rows.filter((x) => x.p.outcome === "delete");
  const out = [`### \u{1F5D1}\uFE0F ${plural2(rows.length, "resource")} to prune`, ""];
  if (deletes.length > 0) {
    const kinds = [...new Set(deletes.map((x) => x.p.kind))].sort();
    const why = [
      kinds.includes("PersistentVolumeClaim") || kinds.includes("PersistentVolume") ? " Deleted volumes take their data with them." : "",
      kinds.includes("Namespace") ? " A deleted Namespace takes everything inside it." : ""
    ].join("");
    out.push("> [!CAUTION]", `> Merging this **deletes ${plural2(deletes.length, "resource")}** (${text(kinds.join(", "))}) on the next automated sync.${why}`, "");
  } else {
    out.push("> [!WARNING]", "> Resources are no longer rendered. Nothing is deleted automatically; see what happens to each below.", "");
  }
  const approved = /* @__PURE__ */ new Map();
  for (const f3 of r.findings) {
    if (f3.rule === "prune" && f3.resource && f3.suppressed?.startsWith("approved "))
      approved.set(`${appKey2(f3.appNamespace, f3.app)}|${resLabel(f3.resource)}`, f3.suppressed);
  }
  if (level < COMPACT_PRUNE) {
    out.push("| | Resource | App | What happens | Defined at (base) |", "|:-:|:--|:--|:--|:--|");
    for (const { a, p } of rows) {
      const ack = approved.get(`${appKey2(a.namespace || null, a.name)}|${resLabel(p)}`);
      out.push(
        `| ${outcomeIcon(p.outcome)} | ${text(resLabel(p))} | ${text(a.name)} | ${OUTCOME_TEXT[p.outcome]}${ack ? ` \xB7 \u2705 ${text(ack)}` : ""} | ${location(p.file, p.line, r.base.sha, ctx)} |`
      );
    }
    return [...out, ""];
  }
  const groups = /* @__PURE__ */ new Map();
  for (const { a, p } of rows) {
    const k = `${a.name}\0${p.outcome}\0${p.group ? `${p.kind}.${p.group}` : p.kind}`;
    groups.set(k, [...groups.get(k) ?? [], p.namespace ? `${p.namespace}/${p.name}` : p.name]);
  }
  for (const [k, names] of groups) {
    const [app, outcome, kind] = k.split("\0");
    const shown = level >= 5 && names.length > NAMES_PER_GROUP_AT_5 ? names.slice(0, NAMES_PER_GROUP_AT_5) : names;
    const more = names.length - shown.length;
    out.push(
      `- ${outcomeIcon(outcome)} **${text(app)}** \xB7 ${text(kind)} (${names.length}, ${outcome}): ${text(shown.join(", "))}${more ? ` \u2026 and ${more} more (full list in the job summary)` : ""}`
    );
  }
  return [...out, ""];
}
function appsTable(r, level, ctx) {
  const byApp = findingsByApp(r);
  const apps = shownApps(r);
  const unchanged = r.apps.length - apps.length;
  if (apps.length === 0) return [`${plural2(r.apps.length, "application")}, none changed.`, ""];
  const important = (a) => a.prune.length > 0 || !!a.error || (byApp.get(appKey2(a.namespace || null, a.name)) ?? []).some((f3) => f3.blocking);
  const rows = level >= 3 ? apps.filter(important) : apps;
  const out = ["### Applications", "", "| | App | Manifest | Prune | Create | Update | Auto-prune |", "|:-:|:--|:--|--:|--:|--:|:-:|"];
  for (const a of rows) {
    const f3 = byApp.get(appKey2(a.namespace || null, a.name)) ?? [];
    const change = a.change === "added" || a.change === "removed" ? ` (${a.change})` : "";
    out.push(
      `| ${appIcon(a, f3)} | ${text(a.name)}${change} | ${location(a.file, a.line, a.change === "removed" ? r.base.sha : r.head.sha, ctx)} | ${a.prune.length} | ${a.create.length} | ${a.update.length} | ${a.autoPrune ? "on" : "off"} |`
    );
  }
  out.push("");
  const notes = [];
  if (rows.length < apps.length) notes.push(`${plural2(apps.length - rows.length, "other changed app")} not listed here`);
  if (unchanged > 0) notes.push(`${plural2(unchanged, "app")} unchanged`);
  if (notes.length) out.push(`${notes.join("; ")}.`, "");
  return out;
}
function appDetails(r, a, level) {
  const cap = LIST_CAP[level];
  const pathCap = PATH_CAP[level];
  const f3 = findingsByApp(r).get(appKey2(a.namespace || null, a.name)) ?? [];
  const head = `${appIcon(a, f3)} ${text(a.name)}: ${a.prune.length} to prune \xB7 ${a.create.length} to create \xB7 ${a.update.length} to update`;
  const body = [
    `Sources: ${sourcesText(a)} \xB7 resources ${countText(a.resources.base)} \u2192 ${countText(a.resources.head)} \xB7 automated prune ${a.autoPrune ? "**on**" : "off"}`
  ];
  if (a.error) body.push("", "**Render error** (Argo CD would not sync this app):", "", fence(a.error, "text", level === 0 ? 40 : 10));
  if (a.notRendered) body.push("", `**Not rendered:** ${text(a.notRendered)}`);
  for (const w of a.warnings.slice(0, cap)) body.push("", `\u26A0\uFE0F ${text(w)}`);
  const list3 = (label, items) => {
    if (items.length === 0) return;
    const shown = items.slice(0, cap);
    body.push("", `**${label}** (${items.length})`, "", ...shown.map((s) => `- ${s}`));
    if (shown.length < items.length) body.push(`- \u2026 ${items.length - shown.length} more (job summary)`);
  };
  list3("Prune", a.prune.map((p) => `${outcomeIcon(p.outcome)} ${code(resLabel(p))}: ${OUTCOME_TEXT[p.outcome]}`));
  list3("Create", a.create.map((c) => `\u2795 ${code(resLabel(c))}`));
  list3(
    "Update",
    a.update.map((u) => {
      const paths = u.paths.slice(0, pathCap).map((p) => code(p));
      const more = u.paths.length > paths.length ? ` \u2026 (${plural2(u.paths.length, "field")})` : "";
      return `\u270F\uFE0F ${code(resLabel(u))}${paths.length ? `: ${paths.join(", ")}` : ""}${more}`;
    })
  );
  return [...details(head, body), ""];
}
function findingBlock(f3, r, level, ctx) {
  const parts = [`${findingIcon(f3)} **${f3.severity}**`, f3.docs.startsWith(`${DOCS_BASE}/`) ? link(code(f3.rule), f3.docs) : code(f3.rule)];
  if (f3.app) parts.push(`app **${text(f3.app)}**`);
  if (f3.resource) parts.push(text(resLabel(f3.resource)));
  const loc = location(f3.file, f3.line, findingSha(f3, r), ctx);
  if (loc) parts.push(loc);
  if (!f3.introduced) parts.push("_(already at base)_");
  const out = [`- ${parts.join(" \xB7 ")}`];
  if (level >= 4) return out;
  out.push("", `  ${text(f3.message)}`);
  if (f3.suppressed) out.push("", `  \u2705 Not blocking: ${text(f3.suppressed)}`);
  if (level < 3 && f3.fix) out.push("", `  **Fix:** ${text(f3.fix)}`);
  return [...out, ""];
}
var ONE_LINERS = [Infinity, Infinity, Infinity, Infinity, 100, 20];
function findings(r, level, ctx) {
  if (r.findings.length === 0) return [];
  const all = orderedFindings(r);
  const listed = level < 3 ? all : level < 4 ? all.filter((f3) => f3.severity !== "info") : all.filter((f3) => f3.rule !== "prune" && (f3.blocking || f3.severity === "critical" || f3.severity === "high"));
  const keep = listed.slice(0, ONE_LINERS[level]);
  const out = [`### Findings (${all.length})`, ""];
  for (const f3 of keep) out.push(...findingBlock(f3, r, level, ctx));
  const prunes = level >= 4 ? all.filter((f3) => f3.rule === "prune").length : 0;
  if (prunes) out.push(`${plural2(prunes, "prune finding")} (${all.filter((f3) => f3.rule === "prune" && f3.blocking).length} blocking): see the deletions above.`, "");
  const rest = all.length - keep.length - prunes;
  if (rest > 0) out.push(`${plural2(rest, "more finding")} in the job summary.`, "");
  return out;
}
function problems(r, level) {
  if (r.problems.length === 0) return [];
  if (level >= 3) return [`\u26A0\uFE0F ${plural2(r.problems.length, "file")} could not be read as manifests (job summary).`, ""];
  const items = r.problems.map((p) => `- ${text(`${p.file}:${p.line}`)}: ${text(p.message)}`);
  return [...details(`\u26A0\uFE0F ${plural2(r.problems.length, "file")} could not be read as manifests`, items), ""];
}
function footer(r, ctx) {
  const tools = Object.entries(r.renderers).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${text(k)} ${text(v)}`).join(", ");
  const full = ctx.fullReportUrl ? ` \xB7 ${link("full report", ctx.fullReportUrl)}` : "";
  return [
    "---",
    `<sub>\u274C blocks merge \xB7 \u26A0\uFE0F needs a look \xB7 \u2705 fine. Rendered offline at base ${code(short(r.base.sha))} \u2192 head ${code(short(r.head.sha))}${tools ? ` with ${tools}` : ""} \xB7 blocks at ${text(r.failOn)} and above \xB7 argocd-prune-guard ${text(r.tool.version)}${full}</sub>`
  ];
}
function header(r, opts, level) {
  const out = opts.marker ? [opts.marker] : [];
  const title2 = `${opts.title ?? DEFAULT_TITLE}${r.shard ? ` (shard ${r.shard})` : ""}`;
  out.push(verdictLine(r, text(title2)), "", summaryLine(r, true), "");
  for (const [who, n] of approvals(r)) out.push(`\u2705 ${text(who)} (${plural2(n, "finding")}).`, "");
  if (level > 0) {
    const where2 = opts.fullReportUrl ? link("job summary", opts.fullReportUrl) : "job summary";
    out.push("> [!NOTE]", `> Some detail is left out to stay within GitHub's size limit; the ${where2} has the full report.`, "");
  }
  return out;
}
function renderMarkdownAt(r, level, opts = {}) {
  const out = [...header(r, opts, level), ...deletions(r, level, opts), ...appsTable(r, level, opts)];
  if (level < 2) for (const a of shownApps(r)) out.push(...appDetails(r, a, level));
  out.push(...findings(r, level, opts), ...problems(r, level), ...footer(r, opts));
  return out.join("\n") + "\n";
}
function minimal(r, opts) {
  const where2 = opts.fullReportUrl ? link("job summary", opts.fullReportUrl) : "job summary";
  const lines = [...opts.marker ? [opts.marker] : [], verdictLine(r, text(opts.title ?? DEFAULT_TITLE)), "", summaryLine(r, true), ""];
  lines.push(`The report is too large for this surface; the ${where2} has it in full.`);
  return lines.join("\n") + "\n";
}
function renderMarkdownFitted(r, opts = {}) {
  const budget = opts.budget ?? { limit: COMMENT_BUDGET, measure: "chars" };
  const fitted = fit((l) => renderMarkdownAt(r, l, opts), budget, () => minimal(r, opts));
  return { body: fitted.fits ? fitted.body : cutLines(fitted.body, budget.limit, budget.measure), level: fitted.level };
}

// src/github/check.ts
function checkTitle(r) {
  const verdict = r.verdict === "fail" ? `${plural2(r.summary.blocking, "blocking finding")}` : "passed";
  return ellipsize(`${verdict} \xB7 ${summaryLine(r)}`, CHECK_TITLE_MAX);
}
function planCheckRun(r, md) {
  const { annotations: annotations2, omitted } = checkAnnotations(r);
  let summary = renderMarkdownFitted(r, { ...md, marker: void 0, budget: { limit: CHECK_TEXT_MAX - 200, measure: "chars" } }).body;
  if (omitted > 0) summary += `
${plural2(omitted, "more annotation")} not attached (GitHub limit); see the job summary.
`;
  return {
    conclusion: r.verdict === "fail" ? "failure" : "success",
    title: checkTitle(r),
    summary,
    batches: batches(annotations2, ANNOTATIONS_PER_REQUEST),
    omitted
  };
}
async function startCheckRun(api, repo, name, sha, externalId) {
  const res = await api.request("POST", `/repos/${repo.owner}/${repo.repo}/check-runs`, {
    body: { name, head_sha: sha, status: "in_progress", external_id: externalId, output: { title: "Rendering\u2026", summary: "Rendering the Applications at base and head." } }
  });
  return res.data;
}
async function completeCheckRun(api, repo, opts) {
  const { plan } = opts;
  const output = (annotations2) => ({
    title: plan.title,
    summary: plan.summary,
    ...annotations2?.length ? { annotations: annotations2 } : {}
  });
  const path = `/repos/${repo.owner}/${repo.repo}/check-runs`;
  const done = { status: "completed", conclusion: plan.conclusion };
  const [first, ...rest] = plan.batches;
  let run3;
  if (opts.id === null) {
    run3 = (await api.request("POST", path, { body: { name: opts.name, head_sha: opts.sha, external_id: opts.externalId, ...done, output: output(first) } })).data;
  } else {
    run3 = (await api.request("PATCH", `${path}/${opts.id}`, { body: { ...done, output: output(first) } })).data;
  }
  for (const b of rest) await api.request("PATCH", `${path}/${run3.id}`, { body: { output: output(b) } });
  return run3.html_url;
}
async function failCheckRun(api, repo, id, message2) {
  await api.request("PATCH", `/repos/${repo.owner}/${repo.repo}/check-runs/${id}`, {
    body: { status: "completed", conclusion: "failure", output: { title: "The analysis failed", summary: ellipsize(message2, CHECK_TEXT_MAX) } }
  });
}
async function setStatus(api, repo, opts) {
  await api.request("POST", `/repos/${repo.owner}/${repo.repo}/statuses/${opts.sha}`, {
    body: {
      state: opts.state,
      context: opts.context,
      description: ellipsize(opts.description, STATUS_DESCRIPTION_MAX),
      ...opts.targetUrl ? { target_url: opts.targetUrl } : {}
    }
  });
}
function statusOf(r) {
  return { state: r.verdict === "fail" ? "failure" : "success", description: checkTitle(r) };
}

// src/github/event.ts
import { readFileSync as readFileSync7 } from "node:fs";

// src/github/inputs.ts
import { isAbsolute as isAbsolute4, join as join19, relative as relative8, resolve as resolve6 } from "node:path";
var InputError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "InputError";
  }
};
function oneOf(name, value, valid, fallback) {
  if (value === "") return fallback;
  if (valid.includes(value)) return value;
  throw new InputError(`Input '${name}' is set to invalid value '${value}'. Valid values: ${valid.join(", ")}.`);
}
function matching(name, value, re, expected) {
  if (value === "") return null;
  if (!re.test(value)) throw new InputError(`Input '${name}' is set to invalid value '${value}'. Expected ${expected}.`);
  return value;
}
function listInput(value) {
  return value.split(/[\n,]+/).map((s) => s.trim()).filter((s) => s !== "");
}
function contained(name, root, p) {
  const abs = resolve6(root, p);
  const rel = relative8(root, abs);
  if (rel.startsWith("..") || isAbsolute4(rel)) throw new InputError(`Input '${name}' ('${p}') points outside '${root}'.`);
  return abs;
}
function readInputs(runner) {
  const env = runner.env;
  const get2 = (name) => runner.input(name);
  const token = get2(Inputs.GithubToken);
  if (token) runner.mask(token);
  const mode = oneOf(Inputs.Mode, get2(Inputs.Mode), MODES, "auto");
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const repoDir = contained(Inputs.Path, workspace, get2(Inputs.Path) || ".");
  const configFile = get2(Inputs.ConfigFile) || null;
  if (configFile && (isAbsolute4(configFile) || configFile.split(/[\\/]/).includes("..")))
    throw new InputError(`Input '${Inputs.ConfigFile}' ('${configFile}') must be a path inside the repository, e.g. .prune-guard.yaml.`);
  const failOn = get2(Inputs.FailOn) === "" ? null : oneOf(Inputs.FailOn, get2(Inputs.FailOn), SEVERITIES, "high");
  const approve = get2(Inputs.ApproveLabel);
  const approveLabel = env[`INPUT_${Inputs.ApproveLabel.toUpperCase()}`] === void 0 ? DEFAULT_APPROVE_LABEL : approve || null;
  if (approveLabel && approveLabel.length > LABEL_MAX)
    throw new InputError(`Input '${Inputs.ApproveLabel}' is longer than ${LABEL_MAX} characters, the longest label name GitHub accepts.`);
  const reportInput = get2(Inputs.ReportPath);
  const reportPath = reportInput ? resolve6(workspace, reportInput) : join19(env.RUNNER_TEMP || join19(workspace, ".."), "prune-guard", REPORT_FILE);
  const checkName = get2(Inputs.CheckName) || null;
  if (checkName && checkName.length > 255) throw new InputError(`Input '${Inputs.CheckName}' is longer than 255 characters.`);
  const statusContext = get2(Inputs.StatusContext) || null;
  if (statusContext && statusContext.length > 255) throw new InputError(`Input '${Inputs.StatusContext}' is longer than 255 characters.`);
  if (mode === "publish" && !token) throw new InputError(`Input '${Inputs.GithubToken}' is required with mode: publish.`);
  return {
    token,
    mode,
    baseRef: get2(Inputs.BaseRef) || null,
    headRef: get2(Inputs.HeadRef) || null,
    repoDir,
    configFile,
    failOn,
    comment: oneOf(Inputs.Comment, get2(Inputs.Comment), COMMENT_WHEN, "always"),
    commentMode: oneOf(Inputs.CommentMode, get2(Inputs.CommentMode), COMMENT_MODES, "sticky"),
    instanceKey: matching(Inputs.InstanceKey, get2(Inputs.InstanceKey), /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, "letters, digits, . _ / - (at most 64)") ?? DEFAULT_INSTANCE_KEY,
    checkName,
    statusContext,
    approveLabel,
    helmPath: get2(Inputs.HelmPath) || null,
    kustomizePath: get2(Inputs.KustomizePath) || null,
    kubeVersion: matching(Inputs.KubeVersion, get2(Inputs.KubeVersion), /^v?\d+\.\d+(\.\d+)?$/, "a Kubernetes version such as 1.33.0"),
    apiVersions: listInput(get2(Inputs.ApiVersions)),
    repoURLs: listInput(get2(Inputs.RepoUrl)),
    reportPath,
    contextPath: join19(resolve6(reportPath, ".."), CONTEXT_FILE)
  };
}

// src/github/event.ts
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
var str4 = (v) => typeof v === "string" ? v : "";
function readContext(env) {
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = obj(JSON.parse(readFileSync7(env.GITHUB_EVENT_PATH, "utf8")));
    } catch (e) {
      throw new InputError(`Cannot read the event payload at GITHUB_EVENT_PATH (${env.GITHUB_EVENT_PATH}): ${e.message}`);
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const apiUrl = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const repoUrl = `${serverUrl}/${owner}/${repo}`;
  const runId = env.GITHUB_RUN_ID || null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? "",
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? "",
    serverUrl,
    apiUrl,
    graphqlUrl: (env.GITHUB_GRAPHQL_URL || `${apiUrl}/graphql`).replace(/\/+$/, ""),
    runId,
    repoUrl,
    runUrl: runId ? `${repoUrl}/actions/runs/${runId}` : null
  };
}
var ZERO_SHA = /^0+$/;
function pullRequestInfo(payload) {
  const pr = obj(payload.pull_request);
  const number = typeof pr.number === "number" ? pr.number : Number(payload.number);
  const head = obj(pr.head);
  const base = obj(pr.base);
  if (!Number.isInteger(number) || !str4(head.sha) || !str4(base.sha)) return null;
  const headRepo = str4(obj(head.repo).full_name);
  const baseRepo = str4(obj(base.repo).full_name);
  const labels = (Array.isArray(pr.labels) ? pr.labels : []).map((l) => str4(obj(l).name)).filter(Boolean);
  const label = str4(obj(payload.label).name);
  const by = str4(obj(payload.sender).login);
  return {
    number,
    headSha: str4(head.sha),
    baseSha: str4(base.sha),
    fork: !!headRepo && !!baseRepo && headRepo !== baseRepo,
    labels,
    labeled: payload.action === "labeled" && label && by ? { label, by } : null
  };
}
function resolveTarget(ctx, inputs) {
  const notes = [];
  const p = ctx.payload;
  switch (ctx.eventName) {
    case "pull_request":
    case "pull_request_target": {
      const pr = pullRequestInfo(p);
      if (!pr) throw new InputError(`The ${ctx.eventName} payload has no pull_request.base.sha/head.sha.`);
      if (ctx.eventName === "pull_request_target")
        notes.push("pull_request_target runs with a write token: prefer pull_request plus the mode: publish workflow for fork PRs.");
      return { base: inputs.baseRef ?? pr.baseSha, head: inputs.headRef ?? pr.headSha, checkSha: pr.headSha, pr, notes };
    }
    case "merge_group": {
      const mg = obj(p.merge_group);
      const base = inputs.baseRef ?? str4(mg.base_sha);
      const head = inputs.headRef ?? str4(mg.head_sha);
      if (!base || !head) throw new InputError("The merge_group payload has no base_sha/head_sha.");
      return { base, head, checkSha: str4(mg.head_sha) || head, pr: null, notes };
    }
    case "push": {
      const before = str4(p.before);
      const head = inputs.headRef ?? (str4(p.after) || ctx.sha);
      const base = inputs.baseRef ?? (before && !ZERO_SHA.test(before) ? before : "");
      if (!base) throw new InputError(`This push created a branch, so it has no previous commit: set input '${Inputs.BaseRef}' (e.g. origin/main).`);
      return { base, head, checkSha: ctx.sha || head, pr: null, notes };
    }
    case "workflow_dispatch":
    default: {
      if (ctx.eventName !== "workflow_dispatch" && !(inputs.baseRef && inputs.headRef))
        return {
          unsupported: `The '${ctx.eventName || "unknown"}' event is not supported: use pull_request, merge_group, push or workflow_dispatch, or set both '${Inputs.BaseRef}' and '${Inputs.HeadRef}'.`
        };
      if (!inputs.baseRef) throw new InputError(`Input '${Inputs.BaseRef}' is required for ${ctx.eventName} events (e.g. origin/main).`);
      const head = inputs.headRef ?? ctx.sha;
      if (!head) throw new InputError(`Input '${Inputs.HeadRef}' is required when GITHUB_SHA is not set.`);
      return { base: inputs.baseRef, head, checkSha: ctx.sha || head, pr: null, notes };
    }
  }
}

// src/github/fetch.ts
import { execFile as execFile2 } from "node:child_process";
import { promisify } from "node:util";
var run = promisify(execFile2);
var FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
async function git2(dir, args, extraEnv = {}) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, GIT_TERMINAL_PROMPT: "0", ...extraEnv };
  const { stdout } = await run("git", args, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}
async function hasCommit(dir, sha) {
  try {
    await git2(dir, ["cat-file", "-e", `${sha}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}
async function ensureCommits(dir, revs, opts) {
  const missing = [];
  for (const r of [...new Set(revs)]) if (FULL_SHA.test(r) && !await hasCommit(dir, r)) missing.push(r);
  if (missing.length === 0) return [];
  opts.log(`fetching ${missing.map((s) => s.slice(0, 7)).join(", ")} from origin (shallow checkout)`);
  const shallow = await git2(dir, ["rev-parse", "--is-shallow-repository"]).catch(() => "false") === "true";
  const args = ["fetch", "--no-tags", "--no-recurse-submodules", "--quiet", ...shallow ? ["--depth=1"] : [], "origin", ...missing];
  const config = [];
  const origin = await git2(dir, ["remote", "get-url", "origin"]).catch(() => "");
  const persisted = await git2(dir, ["config", "--get-regexp", "^http\\..*extraheader$"]).catch(() => "");
  if (opts.token && !persisted && origin.startsWith(`${opts.serverUrl}/`)) {
    const basic = Buffer.from(`x-access-token:${opts.token}`).toString("base64");
    config.push("-c", `http.${opts.serverUrl}/.extraheader=AUTHORIZATION: basic ${basic}`);
  }
  try {
    await git2(dir, [...config, ...args]);
  } catch (e) {
    const msg = e.stderr?.trim() || e.message;
    throw new Error(`Could not fetch ${missing.join(", ")} from origin: ${msg.replace(/basic [A-Za-z0-9+/=]+/g, "basic ***")}. Use actions/checkout with fetch-depth: 0.`);
  }
  return missing;
}
async function showFile(dir, rev, path) {
  try {
    const { stdout } = await run("git", ["show", `${rev}:${path.replace(/^\.\//, "")}`], { cwd: dir, maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } catch {
    return null;
  }
}

// src/github/api.ts
var ApiError = class extends Error {
  constructor(status2, method, path, message2, rateLimited = false) {
    super(`${method} ${path}: HTTP ${status2}${message2 ? `: ${message2}` : ""}`);
    this.status = status2;
    this.method = method;
    this.path = path;
    this.rateLimited = rateLimited;
    this.name = "ApiError";
  }
  status;
  method;
  path;
  rateLimited;
};
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function nextLink(header2) {
  for (const part of (header2 ?? "").split(",")) {
    const m = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (m) return m[1];
  }
  return null;
}
var GitHubApi = class {
  constructor(opts) {
    this.opts = opts;
    this.fetch = opts.fetch ?? globalThis.fetch;
  }
  opts;
  fetch;
  url(path, query = {}) {
    const u = new URL(path.startsWith("http") ? path : `${this.opts.apiUrl}${path}`);
    for (const [k, v] of Object.entries(query)) if (v !== void 0) u.searchParams.set(k, String(v));
    return u.toString();
  }
  async send(method, url, label, body) {
    const retries = this.opts.retries ?? 2;
    for (let attempt2 = 0; ; attempt2++) {
      let res;
      try {
        res = await this.fetch(url, {
          method,
          headers: {
            accept: "application/vnd.github+json",
            authorization: `Bearer ${this.opts.token}`,
            "user-agent": this.opts.userAgent,
            "x-github-api-version": API_VERSION,
            ...body === void 0 ? {} : { "content-type": "application/json; charset=utf-8" }
          },
          body: body === void 0 ? void 0 : JSON.stringify(body)
        });
      } catch (e) {
        if (attempt2 < retries) {
          await sleep((this.opts.retryDelayMs ?? 1e3) * (attempt2 + 1));
          continue;
        }
        throw new ApiError(0, method, label, e.message);
      }
      const text2 = await res.text();
      let data = null;
      try {
        data = text2 ? JSON.parse(text2) : null;
      } catch {
        data = text2;
      }
      if (res.ok) return { status: res.status, data, headers: res.headers };
      const retryAfter = Number(res.headers.get("retry-after"));
      const rateLimited = (res.status === 403 || res.status === 429) && (res.headers.get("x-ratelimit-remaining") === "0" || retryAfter > 0);
      if (attempt2 < retries && (res.status >= 500 || rateLimited && retryAfter > 0 && retryAfter <= 60)) {
        await sleep(rateLimited ? retryAfter * 1e3 : (this.opts.retryDelayMs ?? 1e3) * (attempt2 + 1));
        continue;
      }
      const message2 = data && typeof data === "object" && "message" in data ? String(data.message) : "";
      throw new ApiError(res.status, method, label, message2, rateLimited);
    }
  }
  request(method, path, opts = {}) {
    return this.send(method, this.url(path, opts.query), path, opts.body);
  }
  /** Every item of a list endpoint, following `Link: rel="next"` within the API origin. */
  async paginate(path, query = {}) {
    const out = [];
    const origin = new URL(this.opts.apiUrl).origin;
    let url = this.url(path, { per_page: PER_PAGE, ...query });
    for (let page = 0; url && page < MAX_PAGES; page++) {
      const res = await this.send("GET", url, path);
      if (!Array.isArray(res.data)) throw new ApiError(res.status, "GET", path, "expected a list");
      out.push(...res.data);
      const next = nextLink(res.headers.get("link"));
      url = next && new URL(next).origin === origin ? next : null;
    }
    return out;
  }
  async graphql(query, variables = {}) {
    const res = await this.send("POST", this.opts.graphqlUrl, "graphql", { query, variables });
    if (res.data.errors?.length || !res.data.data) throw new ApiError(res.status, "POST", "graphql", res.data.errors?.map((e) => e.message).join("; ") ?? "no data");
    return res.data.data;
  }
  /** The login of the token's own identity (a bot's login ends in [bot]), as comment authors are shown by REST. */
  async viewerLogin() {
    const d = await this.graphql("query { viewer { login } }");
    return d.viewer.login;
  }
};

// src/github/runner.ts
import { appendFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
var Runner = class {
  constructor(env, write = (s) => void process.stdout.write(s)) {
    this.env = env;
    this.write = write;
  }
  env;
  write;
  warnings = [];
  /** An input as the runner passes it: INPUT_<NAME> with spaces as underscores, upper case; trimmed. */
  input(name) {
    return (this.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
  }
  command(cmd, props, message2) {
    const p = Object.entries(props).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
    this.write(`::${cmd}${p ? ` ${p}` : ""}::${escapeData(message2)}
`);
  }
  info(message2) {
    this.write(message2 + "\n");
  }
  debug(message2) {
    this.command("debug", {}, message2);
  }
  warning(message2, props = {}) {
    this.warnings.push(message2);
    this.command("warning", { title: props.title, file: props.file, line: props.line }, message2);
  }
  error(message2, props = {}) {
    this.command("error", { title: props.title, file: props.file, line: props.line }, message2);
  }
  notice(message2, props = {}) {
    this.command("notice", { title: props.title, file: props.file, line: props.line }, message2);
  }
  /** Hides a secret in every later log line. */
  mask(secret) {
    if (secret) this.write(`::add-mask::${escapeData(secret)}
`);
  }
  async group(name, fn) {
    this.write(`::group::${escapeData(name)}
`);
    try {
      return await fn();
    } finally {
      this.write("::endgroup::\n");
    }
  }
  setOutput(name, value) {
    const file = this.env.GITHUB_OUTPUT;
    const v = String(value);
    if (!file) {
      this.info(`output ${name}=${v}`);
      return;
    }
    const delimiter2 = `ghadelimiter_${randomUUID()}`;
    appendFileSync(file, `${name}<<${delimiter2}
${v}
${delimiter2}
`);
  }
  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown) {
    const file = this.env.GITHUB_STEP_SUMMARY;
    if (!file) return false;
    appendFileSync(file, markdown);
    return true;
  }
};
function errorMessage(e) {
  return e instanceof Error ? e.message : String(e);
}

// src/github/permissions.ts
var PERMISSION = {
  comment: "pull-requests: write",
  review: "pull-requests: write",
  readPull: "pull-requests: read",
  readIssueEvents: "issues: read",
  check: "checks: write",
  status: "statuses: write"
};
var WHAT = {
  comment: "write the pull request comment",
  review: "submit the pull request review",
  readPull: "read the pull request",
  readIssueEvents: "find who added the approve label",
  check: "create the check run",
  status: "set the commit status"
};
var FORK_HINT = "This pull request comes from a fork (or Dependabot), so its GITHUB_TOKEN is read-only: run this action with mode: analyze there and post results from a workflow_run workflow with mode: publish (see the README's fork-safe setup).";
function describeFailure(op, e, fork) {
  if (e instanceof ApiError) {
    if (e.rateLimited) return `Could not ${WHAT[op]}: the GitHub API rate limit was hit (${e.message}).`;
    if (e.status === 403 || e.status === 401 || e.status === 404 && op !== "readIssueEvents") {
      const base = `Could not ${WHAT[op]} (HTTP ${e.status}). Give the workflow the permission '${PERMISSION[op]}' in its permissions: block.`;
      return fork ? `${base} ${FORK_HINT}` : base;
    }
    if (e.status === 422) return `Could not ${WHAT[op]}: GitHub rejected the request (${e.message}).`;
  }
  return `Could not ${WHAT[op]}: ${errorMessage(e)}`;
}
async function attempt(runner, op, fork, fn) {
  try {
    return await fn();
  } catch (e) {
    runner.warning(describeFailure(op, e, fork), { title: "Prune Guard could not publish" });
    return void 0;
  }
}

// src/github/comment.ts
function marker(meta) {
  return `${MARKER_PREFIX}${JSON.stringify({ key: meta.key, head: meta.head, base: meta.base })}${MARKER_SUFFIX}`;
}
function parseMarker(body) {
  const first = (body ?? "").split("\n", 1)[0];
  if (!first.startsWith(MARKER_PREFIX) || !first.endsWith(MARKER_SUFFIX)) return null;
  try {
    const v = JSON.parse(first.slice(MARKER_PREFIX.length, first.length - MARKER_SUFFIX.length));
    return typeof v.key === "string" ? { key: v.key, head: String(v.head ?? ""), base: String(v.base ?? "") } : null;
  } catch {
    return null;
  }
}
async function findSticky(api, r, pr, key, login) {
  const comments = await api.paginate(`/repos/${r.owner}/${r.repo}/issues/${pr}/comments`);
  return comments.find((c) => c.user?.login === login && parseMarker(c.body)?.key === key);
}
async function upsertSticky(api, r, pr, key, login, body, create) {
  const existing = await findSticky(api, r, pr, key, login);
  if (existing) {
    if (existing.body === body) return { action: "unchanged", url: existing.html_url };
    const res2 = await api.request("PATCH", `/repos/${r.owner}/${r.repo}/issues/comments/${existing.id}`, { body: { body } });
    return { action: "updated", url: res2.data.html_url };
  }
  if (!create) return { action: "skipped", url: null };
  const res = await api.request("POST", `/repos/${r.owner}/${r.repo}/issues/${pr}/comments`, { body: { body } });
  return { action: "created", url: res.data.html_url };
}

// src/github/review.ts
function diffLines(files) {
  const out = /* @__PURE__ */ new Map();
  for (const f3 of files) {
    const sides = { LEFT: /* @__PURE__ */ new Set(), RIGHT: /* @__PURE__ */ new Set() };
    let left = 0;
    let right = 0;
    for (const line of (f3.patch ?? "").split("\n")) {
      const h = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
      if (h) {
        left = Number(h[1]);
        right = Number(h[2]);
      } else if (line.startsWith("-")) sides.LEFT.add(left++);
      else if (line.startsWith("+")) sides.RIGHT.add(right++);
      else if (line.startsWith(" ") || line === "") {
        sides.LEFT.add(left++);
        sides.RIGHT.add(right++);
      }
    }
    out.set(f3.filename, sides);
  }
  return out;
}
function inlineComments(report, lines) {
  const out = [];
  for (const f3 of report.findings) {
    if (!f3.file || !f3.line) continue;
    const side = BASE_SIDE_RULES.has(f3.rule) ? "LEFT" : "RIGHT";
    if (!lines.get(f3.file)?.[side].has(f3.line)) continue;
    const rule = f3.docs.startsWith(`${DOCS_BASE}/`) ? link(text(f3.rule), f3.docs) : text(f3.rule);
    const parts = [
      `${findingIcon(f3)} **${f3.severity}** \xB7 ${rule}${f3.resource ? ` \xB7 ${text(resLabel(f3.resource))}` : ""}`,
      "",
      text(f3.message)
    ];
    if (f3.suppressed) parts.push("", `\u2705 Not blocking: ${text(f3.suppressed)}`);
    if (f3.fix) parts.push("", `**Fix:** ${text(f3.fix)}`);
    out.push({ path: f3.file, line: f3.line, side, body: parts.join("\n") });
    if (out.length >= REVIEW_COMMENTS_MAX) break;
  }
  return out;
}
async function publishReview(api, r, pr, key, login, report, body, create = true) {
  const base = `/repos/${r.owner}/${r.repo}/pulls/${pr}`;
  const warnings = [];
  const ours = (await api.paginate(`${base}/reviews`)).filter((v) => v.user?.login === login && parseMarker(v.body)?.key === key);
  let dismissed = 0;
  if (report.verdict === "pass") {
    for (const v of ours.filter((x) => x.state === "CHANGES_REQUESTED")) {
      await api.request("PUT", `${base}/reviews/${v.id}/dismissals`, {
        body: { message: "Argo CD Prune Guard: no blocking findings any more.", event: "DISMISS" }
      });
      dismissed++;
    }
  }
  if (!create && ours.length === 0) return { action: "skipped", url: null, dismissed, warnings };
  let event = report.verdict === "fail" ? "REQUEST_CHANGES" : "COMMENT";
  const last = ours[ours.length - 1];
  const lastState = last?.state === "CHANGES_REQUESTED" ? "REQUEST_CHANGES" : "COMMENT";
  if (last && last.body === body && lastState === event && dismissed === 0) return { action: "unchanged", url: last.html_url, dismissed, warnings };
  const files = await api.paginate(`${base}/files`);
  const comments = inlineComments(report, diffLines(files));
  const submit = (ev) => api.request("POST", `${base}/reviews`, { body: { commit_id: report.head.sha, body, event: ev, comments } });
  let res;
  try {
    res = await submit(event);
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 422 && event === "REQUEST_CHANGES")) throw e;
    warnings.push(`GitHub refused REQUEST_CHANGES (${e.message}); the review was submitted as COMMENT. The job's exit code still gates.`);
    event = "COMMENT";
    res = await submit(event);
  }
  return { action: "submitted", url: res.data.html_url, dismissed, warnings };
}

// src/github/publish.ts
var DEFAULT_BOT = "github-actions[bot]";
function markdownTitle(key) {
  return key === DEFAULT_INSTANCE_KEY ? DEFAULT_TITLE : `${DEFAULT_TITLE} (${key})`;
}
function commentBody(report, key, md) {
  const m = marker({ key, head: report.head.sha, base: report.base.sha });
  return renderMarkdownFitted(report, { ...md, marker: m, title: markdownTitle(key) }).body;
}
async function tokenLogin(runner, api) {
  try {
    return await api.viewerLogin();
  } catch (e) {
    runner.debug(`viewer query failed (${e instanceof Error ? e.message : String(e)}); assuming ${DEFAULT_BOT}`);
    return DEFAULT_BOT;
  }
}
async function headMoved(runner, api, t) {
  try {
    const pull2 = await api.request("GET", `/repos/${t.repo.owner}/${t.repo.repo}/pulls/${t.pr}`);
    if (pull2.data.head.sha !== t.sha) {
      runner.notice(`Pull request #${t.pr} moved on to ${pull2.data.head.sha.slice(0, 7)}; the comment is left to that run.`);
      return true;
    }
  } catch (e) {
    runner.debug(`could not read pull request #${t.pr}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return false;
}
async function publish2(runner, api, report, t, sinks) {
  const wantComment = sinks.comment === "always" || sinks.comment === "on-findings" && report.findings.length > 0;
  if (t.pr !== null && sinks.comment !== "never" && await headMoved(runner, api, t)) {
    runner.info("comment: not updated, a newer commit of this pull request is being checked");
  } else if (t.pr !== null && sinks.comment !== "never") {
    const login = await tokenLogin(runner, api);
    {
      const body = commentBody(report, sinks.instanceKey, t.md);
      if (sinks.commentMode === "review") {
        const res = await attempt(runner, "review", t.fork, () => publishReview(api, t.repo, t.pr, sinks.instanceKey, login, report, body, wantComment));
        if (res) {
          for (const w of res.warnings) runner.warning(w);
          runner.info(`review: ${res.action}${res.dismissed ? `, ${res.dismissed} earlier blocking review(s) dismissed` : ""}`);
          if (res.url) runner.setOutput(Outputs.CommentUrl, res.url);
        }
      } else {
        const res = await attempt(runner, "comment", t.fork, () => upsertSticky(api, t.repo, t.pr, sinks.instanceKey, login, body, wantComment));
        if (res) {
          runner.info(`comment: ${res.action}${res.url ? ` ${res.url}` : ""}`);
          if (res.url) runner.setOutput(Outputs.CommentUrl, res.url);
        }
      }
    }
  } else if (t.pr === null && sinks.comment !== "never") {
    runner.info("comment: no pull request for this event (job summary and check only)");
  }
  if (sinks.checkName) {
    const plan = planCheckRun(report, t.md);
    const url = await attempt(
      runner,
      "check",
      t.fork,
      () => completeCheckRun(api, t.repo, { id: t.checkRunId, name: sinks.checkName, sha: t.sha, externalId: sinks.instanceKey, plan })
    );
    if (url) {
      runner.info(`check run '${sinks.checkName}': ${plan.conclusion} ${url}`);
      runner.setOutput(Outputs.CheckRunUrl, url);
    }
  }
  if (sinks.statusContext) {
    const s = statusOf(report);
    const ok = await attempt(runner, "status", t.fork, async () => {
      await setStatus(api, t.repo, { sha: t.sha, context: sinks.statusContext, ...s, targetUrl: t.targetUrl });
      return true;
    });
    if (ok) runner.info(`commit status '${sinks.statusContext}': ${s.state}`);
  }
}

// src/github/finish.ts
function makeApi(inputs, ctx) {
  if (!inputs.token) return null;
  return new GitHubApi({ apiUrl: ctx.apiUrl, graphqlUrl: ctx.graphqlUrl, token: inputs.token, userAgent: `argocd-prune-guard/${VERSION2}` });
}
function finish(runner, inputs, report, md, started) {
  const summary = renderMarkdownFitted(report, { ...md, title: markdownTitle(inputs.instanceKey), budget: { limit: SUMMARY_MAX_BYTES - 1024, measure: "bytes" } });
  if (!runner.appendSummary(summary.body)) runner.debug("GITHUB_STEP_SUMMARY is not set; no job summary written");
  runner.setOutput(Outputs.Verdict, report.verdict);
  runner.setOutput(Outputs.PruneCount, report.summary.prune);
  runner.setOutput(Outputs.BlockingCount, report.summary.blocking);
  runner.setOutput(Outputs.ReportPath, inputs.reportPath);
  const verdict = report.verdict === "fail" ? `FAIL (${plural2(report.summary.blocking, "blocking finding")})` : "PASS";
  runner.info(`Prune Guard: ${verdict} \xB7 ${summaryLine(report)} \xB7 ${((Date.now() - started) / 1e3).toFixed(1)} s`);
}

// src/github/publish-mode.ts
var obj2 = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
async function runPublishMode(runner, inputs, ctx, started) {
  const report = readReport(inputs.reportPath);
  const context = readContextFile(inputs.contextPath);
  const api = makeApi(inputs, ctx);
  const wr = obj2(ctx.payload.workflow_run);
  const wrHead = typeof wr.head_sha === "string" ? wr.head_sha : null;
  const sha = wrHead ?? context?.checkSha ?? report.head.sha;
  if (wrHead && context && context.checkSha !== wrHead)
    throw new ArtifactError(`The artifact was made for commit ${context.checkSha}, but the triggering run is for ${wrHead}: not publishing it.`);
  if (wrHead && !context && report.head.sha !== wrHead)
    throw new ArtifactError(`The report's head ${report.head.sha} is not the triggering run's head ${wrHead}: not publishing it.`);
  const trusted = (Array.isArray(wr.pull_requests) ? wr.pull_requests : []).map(obj2).find((p) => obj2(p.head).sha === sha);
  let pr = typeof trusted?.number === "number" ? trusted.number : context?.pullRequest ?? null;
  if (pr !== null && !trusted) {
    const pull2 = await attempt(runner, "readPull", false, async () => (await api.request("GET", `/repos/${ctx.owner}/${ctx.repo}/pulls/${pr}`)).data);
    if (!pull2 || pull2.head.sha !== sha || pull2.base.repo.full_name.toLowerCase() !== `${ctx.owner}/${ctx.repo}`.toLowerCase()) {
      if (pull2) runner.warning(`Pull request #${pr} is not at ${sha} any more (or not in this repository): not commenting; the check is still posted.`);
      pr = null;
    }
  }
  runner.info(`publishing the report for ${sha.slice(0, 7)}${pr !== null ? ` to pull request #${pr}` : ""}`);
  const runUrl = typeof wr.html_url === "string" && wr.html_url.startsWith(`${ctx.serverUrl}/`) ? wr.html_url : ctx.runUrl;
  const md = { repoUrl: ctx.repoUrl, fullReportUrl: runUrl ?? void 0 };
  await runner.group(
    "Publish",
    () => publish2(runner, api, report, { repo: { owner: ctx.owner, repo: ctx.repo }, pr, fork: false, sha, checkRunId: null, md, targetUrl: runUrl }, inputs)
  );
  finish(runner, inputs, report, md, started);
  return 0;
}

// src/github/main.ts
async function approvalActor(api, ctx, pr, label) {
  if (pr.labeled?.label === label) return pr.labeled.by;
  if (!api) return null;
  try {
    const events = await api.paginate(`/repos/${ctx.owner}/${ctx.repo}/issues/${pr.number}/events`);
    const last = events.filter((e) => e.event === "labeled" && e.label?.name === label).pop();
    return last?.actor?.login ?? null;
  } catch {
    return null;
  }
}
async function configFromBase(inputs, base) {
  if (!inputs.configFile) return { cleanup: () => {
  } };
  const text2 = await showFile(inputs.repoDir, base, inputs.configFile);
  if (text2 === null) throw new InputError(`Input '${Inputs.ConfigFile}': ${inputs.configFile} does not exist at the base revision ${base}.`);
  const dir = mkdtempSync6(join20(tmpdir3(), "prune-guard-config-"));
  writeFileSync4(join20(dir, "config.yaml"), text2);
  return { file: join20(dir, "config.yaml"), cleanup: () => rmSync5(dir, { recursive: true, force: true }) };
}
async function runAnalysis(runner, inputs, ctx, target, api) {
  await runner.group("Fetch revisions", async () => {
    const fetched = await ensureCommits(inputs.repoDir, [target.base, target.head], { token: inputs.token, serverUrl: ctx.serverUrl, log: (l) => runner.info(l) });
    runner.info(fetched.length ? `fetched ${fetched.length} commit(s)` : `base ${target.base} and head ${target.head} are present`);
  });
  const config = await configFromBase(inputs, target.base);
  let report;
  try {
    const overrides = {};
    if (inputs.failOn) overrides.failOn = inputs.failOn;
    if (inputs.kubeVersion) overrides.kubeVersion = inputs.kubeVersion;
    if (inputs.apiVersions.length) overrides.apiVersions = inputs.apiVersions;
    if (inputs.repoURLs.length) overrides.repoURLs = inputs.repoURLs;
    report = await runner.group("Render and plan", async () => {
      const a = await analyze({
        repoDir: inputs.repoDir,
        base: target.base,
        head: target.head,
        configFile: config.file,
        overrides,
        helmPath: inputs.helmPath ?? void 0,
        kustomizePath: inputs.kustomizePath ?? void 0,
        log: (l) => runner.info(l)
      });
      return a.report;
    });
  } finally {
    config.cleanup();
  }
  const pr = target.pr;
  if (pr && inputs.approveLabel && pr.labels.includes(inputs.approveLabel)) {
    const by = await approvalActor(api, ctx, pr, inputs.approveLabel);
    const approved = applyApproval(report, { label: inputs.approveLabel, by });
    const n = report.summary.blocking - approved.summary.blocking;
    if (n > 0) runner.notice(`${plural2(n, "blocking finding")} ${approvalText({ label: inputs.approveLabel, by })}.`);
    report = approved;
  }
  return report;
}
async function runAnalyzeMode(runner, inputs, ctx, started) {
  const t = resolveTarget(ctx, inputs);
  if ("unsupported" in t) {
    runner.warning(t.unsupported);
    runner.appendSummary(`### Argo CD Prune Guard

${t.unsupported}
`);
    return 0;
  }
  for (const n of t.notes) runner.warning(n);
  const api = makeApi(inputs, ctx);
  const publishing = inputs.mode === "auto" && api !== null;
  if (inputs.mode === "auto" && !api) runner.warning(`Input '${Inputs.GithubToken}' is empty: nothing is posted to GitHub (job summary only).`);
  const repo = { owner: ctx.owner, repo: ctx.repo };
  const fork = t.pr?.fork ?? false;
  let checkRunId = null;
  if (publishing && inputs.checkName) {
    const run3 = await attempt(runner, "check", fork, () => startCheckRun(api, repo, inputs.checkName, t.checkSha, inputs.instanceKey));
    checkRunId = run3?.id ?? null;
  }
  const status2 = async (state, description) => {
    if (!publishing || !inputs.statusContext) return;
    await attempt(runner, "status", fork, () => setStatus(api, repo, { sha: t.checkSha, context: inputs.statusContext, state, description, targetUrl: ctx.runUrl }));
  };
  await status2("pending", "Rendering the Applications at base and head\u2026");
  let report;
  try {
    report = await runAnalysis(runner, inputs, ctx, t, api);
  } catch (e) {
    const msg = errorMessage(e);
    runner.error(`Prune Guard could not analyze ${t.base}..${t.head}: ${msg}`);
    runner.appendSummary(`### \u274C Argo CD Prune Guard: the analysis failed

${msg.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}
`);
    if (checkRunId !== null) await attempt(runner, "check", fork, () => failCheckRun(api, repo, checkRunId, msg));
    await status2("error", "The analysis failed");
    return 2;
  }
  writeArtifact(inputs.reportPath, inputs.contextPath, report, {
    version: 1,
    eventName: ctx.eventName,
    pullRequest: t.pr?.number ?? null,
    checkSha: t.checkSha,
    fork,
    runUrl: ctx.runUrl
  });
  const md = { repoUrl: ctx.repoUrl, fullReportUrl: ctx.runUrl ?? void 0 };
  if (!publishing || !inputs.checkName) for (const a of workflowAnnotations(report)) {
    const level = a.level === "failure" ? "error" : a.level;
    runner[level](a.message, { title: a.title, file: a.file, line: a.line });
  }
  if (publishing) {
    await runner.group(
      "Publish",
      () => publish2(runner, api, report, { repo, pr: t.pr?.number ?? null, fork, sha: t.checkSha, checkRunId, md, targetUrl: ctx.runUrl }, inputs)
    );
  }
  finish(runner, inputs, report, md, started);
  if (report.verdict === "fail") {
    runner.error(`Prune Guard: ${plural2(report.summary.blocking, "blocking finding")}. ${summaryLine(report)}.`);
    return 1;
  }
  return 0;
}
async function run2(env = process.env, write) {
  const runner = new Runner(env, write);
  const started = Date.now();
  try {
    const inputs = readInputs(runner);
    const ctx = readContext(env);
    if (inputs.mode === "publish") return await runPublishMode(runner, inputs, ctx, started);
    return await runAnalyzeMode(runner, inputs, ctx, started);
  } catch (e) {
    if (e instanceof InputError || e instanceof ArtifactError) runner.error(e.message);
    else runner.error(`Prune Guard failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    return 2;
  }
}

// src/action.ts
run2().then((code2) => {
  process.exitCode = code2;
});
