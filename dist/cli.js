#!/usr/bin/env node
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
    function applyReviver(reviver, obj, key, val) {
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
      return reviver.call(obj, key, val);
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
    var stringifyComment = (str4) => str4.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str4, indent, comment) => str4.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str4.endsWith(" ") ? "" : " ") + comment;
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
    var containsDocumentMarker = (str4) => /^(%|---|\.\.\.)/m.test(str4);
    function lineLengthOverLimit(str4, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str4.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str4[i] === "\n") {
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
      let str4 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str4 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str4 += json.slice(start, i);
                const code2 = json.substr(i + 2, 4);
                switch (code2) {
                  case "0000":
                    str4 += "\\0";
                    break;
                  case "0007":
                    str4 += "\\a";
                    break;
                  case "000b":
                    str4 += "\\v";
                    break;
                  case "001b":
                    str4 += "\\e";
                    break;
                  case "0085":
                    str4 += "\\N";
                    break;
                  case "00a0":
                    str4 += "\\_";
                    break;
                  case "2028":
                    str4 += "\\L";
                    break;
                  case "2029":
                    str4 += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str4 += "\\x" + code2.substr(2);
                    else
                      str4 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str4 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str4 += "\n";
                  i += 2;
                }
                str4 += indent;
                if (json[i + 2] === " ")
                  str4 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str4 = start ? str4 + json.slice(start) : json;
      return implicitKey ? str4 : foldFlowLines.foldFlowLines(str4, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
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
      const str4 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str4);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str4 : foldFlowLines.foldFlowLines(str4, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
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
      let obj;
      if (identity2.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
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
      const str4 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity2.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str4;
      return identity2.isScalar(node) || str4[0] === "{" || str4[0] === "[" ? `${props} ${str4}` : `${props}
${ctx.indent}${str4}`;
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
      let str4 = stringify3.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str4.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str4 === "" ? "?" : explicitKey ? `? ${str4}` : str4;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str4 = `? ${str4}`;
        if (keyComment && !keyCommentDone) {
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str4;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
        str4 = `? ${str4}
${indent}:`;
      } else {
        str4 = `${str4}:`;
        if (keyComment)
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
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
        ctx.indentAtStart = str4.length + 1;
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
      str4 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str4;
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
        let str5 = stringify3.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str5 += stringifyComment.lineComment(str5, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str5);
      }
      let str4;
      if (lines.length === 0) {
        str4 = flowChars.start + flowChars.end;
      } else {
        str4 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str4 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str4 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str4;
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
        let str4 = stringify3.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str4.includes("\n"));
        if (i < items.length - 1) {
          str4 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str4.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str4 += ",";
          }
        }
        if (comment)
          str4 += stringifyComment.lineComment(str4, itemIndent, commentString(comment));
        lines.push(str4);
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
          let str4 = start;
          for (const line of lines)
            str4 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str4}
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
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
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
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
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
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
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
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
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
      resolve: (str4) => str4,
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
      resolve: (str4) => new Scalar.Scalar(str4[0] === "t" || str4[0] === "T"),
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
      resolve: (str4) => str4.slice(-3).toLowerCase() === "nan" ? NaN : str4[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str4) => parseFloat(str4),
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
      resolve(str4) {
        const node = new Scalar.Scalar(parseFloat(str4));
        const dot = str4.indexOf(".");
        if (dot !== -1 && str4[str4.length - 1] === "0")
          node.minFractionDigits = str4.length - dot - 1;
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
    var intResolve = (str4, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str4) : parseInt(str4.substring(offset), radix);
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
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 16, opt),
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
        resolve: (str4) => str4,
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
        resolve: (str4) => str4 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str4, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str4) : parseInt(str4, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str4) => parseFloat(str4),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str4, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str4)}`);
        return str4;
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
          const str4 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str4.length);
          for (let i = 0; i < str4.length; ++i)
            buffer[i] = str4.charCodeAt(i);
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
        let str4;
        if (typeof node_buffer.Buffer === "function") {
          str4 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str4 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str4.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str4.substr(o, lineWidth);
          }
          str4 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str4 }, ctx, onComment, onChompKeep);
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
      resolve: (str4) => str4.slice(-3).toLowerCase() === "nan" ? NaN : str4[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str4) => parseFloat(str4.replace(/_/g, "")),
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
      resolve(str4) {
        const node = new Scalar.Scalar(parseFloat(str4.replace(/_/g, "")));
        const dot = str4.indexOf(".");
        if (dot !== -1) {
          const f3 = str4.substring(dot + 1).replace(/_/g, "");
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
    function intResolve(str4, offset, radix, { intAsBigInt }) {
      const sign = str4[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str4 = str4.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str4 = `0b${str4}`;
            break;
          case 8:
            str4 = `0o${str4}`;
            break;
          case 16:
            str4 = `0x${str4}`;
            break;
        }
        const n2 = BigInt(str4);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str4, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str4 = value.toString(radix);
        return value < 0 ? "-" + prefix + str4.substr(1) : prefix + str4;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 16, opt),
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
    function parseSexagesimal(str4, asBigInt) {
      const sign = str4[0];
      const parts = sign === "-" || sign === "+" ? str4.substring(1) : str4;
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
      resolve: (str4, _onError, { intAsBigInt }) => parseSexagesimal(str4, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str4) => parseSexagesimal(str4, false),
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
      resolve(str4) {
        const match = str4.match(timestamp.test);
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

// src/cli.ts
import { readFileSync as readFileSync6, writeFileSync as writeFileSync3 } from "node:fs";
import { parseArgs } from "node:util";

// src/config.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

// src/argocd/resource.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function groupOf(apiVersion) {
  if (typeof apiVersion !== "string") return "";
  const i = apiVersion.lastIndexOf("/");
  return i < 0 ? "" : apiVersion.slice(0, i);
}
function metadataOf(obj) {
  return isRecord(obj.metadata) ? obj.metadata : {};
}
function stringMap(v) {
  if (!isRecord(v)) return {};
  const out = {};
  for (const [k, val] of Object.entries(v)) if (typeof val === "string") out[k] = val;
  return out;
}
function annotationsOf(obj) {
  return stringMap(metadataOf(obj).annotations);
}
function labelsOf(obj) {
  return stringMap(metadataOf(obj).labels);
}
function nameOf(obj) {
  const m = metadataOf(obj);
  return typeof m.name === "string" ? m.name : "";
}
function namespaceOf(obj) {
  const m = metadataOf(obj);
  return typeof m.namespace === "string" ? m.namespace : "";
}
function kindOf(obj) {
  return typeof obj.kind === "string" ? obj.kind : "";
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
function listItems(obj, onInvalid = () => {
}) {
  if (Array.isArray(obj.items)) {
    const out = [];
    for (const item of obj.items) {
      if (isRecord(item)) out.push(item);
      else onInvalid(item);
    }
    return out;
  }
  if ("items" in obj && obj.items === null && !("spec" in obj) && !("status" in obj)) return [];
  return [obj];
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
    raw = (0, import_yaml.parse)(text2);
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

// src/engine.ts
var import_yaml14 = __toESM(require_dist(), 1);
import { mkdtempSync as mkdtempSync5, rmSync as rmSync4 } from "node:fs";
import { availableParallelism, tmpdir as tmpdir2 } from "node:os";
import { join as join18 } from "node:path";

// src/argocd/application.ts
var ARGO_GROUP = "argoproj.io";
function isApplication(obj) {
  return obj.kind === "Application" && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith(`${ARGO_GROUP}/`);
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
function parseApplication(obj) {
  const meta = isRecord(obj.metadata) ? obj.metadata : {};
  const name = str(meta.name);
  if (!name) throw new Error("Application has no metadata.name");
  const spec = isRecord(obj.spec) ? obj.spec : {};
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
var import_yaml2 = __toESM(require_dist(), 1);
var PARSE_OPTIONS = { version: "1.1", merge: true, uniqueKeys: false, strict: false, prettyErrors: true };
function parseYamlStream(text2) {
  const lineCounter = new import_yaml2.LineCounter();
  const docs = [];
  const errors = [];
  const all = (0, import_yaml2.parseAllDocuments)(text2, { ...PARSE_OPTIONS, lineCounter });
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
function isApplicationSet(obj) {
  return obj.kind === "ApplicationSet" && typeof obj.apiVersion === "string" && obj.apiVersion.startsWith("argoproj.io/");
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
var import_yaml4 = __toESM(require_dist(), 1);
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
  const str4 = (s) => {
    let out = JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => c === "\u2028" ? "\\u2028" : "\\u2029");
    if (esc2) out = out.replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
    return out;
  };
  const walk = (x, pad2) => {
    if (x === void 0 || x === null) return "null";
    switch (typeof x) {
      case "string":
        return str4(x);
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
    return `{${nl}${keys.map((k) => `${inner}${str4(k)}${sep9}${walk(m[k], inner)}`).join(`,${nl}`)}${nl}${pad2}}`;
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
function yamlFirstDoc(str4) {
  const docs = (0, import_yaml4.parseAllDocuments)(str4, YAML_OPTS);
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
function parseYamlLikeArgo(str4) {
  return yamlFirstDoc(str4);
}
function toYaml(v) {
  const json = JSON.parse(goJson(v, { escapeHtml: false }));
  return (0, import_yaml4.stringify)(json, { sortMapEntries: true, indentSeq: false, lineWidth: 0, version: "1.1" }).replace(/\n$/, "");
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
    const str4 = requireString(s, "trunc");
    if (n < 0 && str4.length + n > 0) return str4.slice(str4.length + n);
    if (n >= 0 && str4.length > n) return str4.slice(0, n);
    return str4;
  })],
  ["substr", f2(3, 3, ([a, b, s]) => {
    const [start, end, str4] = [I(a, "substr"), I(b, "substr"), requireString(s, "substr")];
    if (start < 0) return str4.slice(0, end);
    if (end < 0 || end > str4.length) return str4.slice(start);
    return str4.slice(start, end);
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
function flatten(obj) {
  const out = {};
  const walk = (v, key) => {
    if ((isMap(v) || Array.isArray(v)) && !typedAs(v)) {
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
      for (const [k, x] of entries) walk(x, key === "" ? k : `${key}.${k}`);
    } else out[key] = v;
  };
  for (const [k, v] of Object.entries(obj)) walk(v, k);
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
    const label2 = `generators[${i}]`;
    try {
      const apps = [];
      for (const t of transform(isMap(g) ? g : {}, String(i), baseTemplate, {}, 0, ctx)) {
        for (const p of t.params) apps.push(renderApp(t.template, p, mode, preserve, templatePatch, namespace));
      }
      result.apps.push(...apps);
    } catch (e) {
      if (e instanceof NotExpandable) result.unexpandable.push(`${label2}: ${e.message}`);
      else if (e instanceof UnsupportedFunction) result.unexpandable.push(`${label2}: ${e.message}`);
      else if (e instanceof GeneratorError || e instanceof RenderError || e instanceof TemplateError || e instanceof PatchError) errors.push(`${label2}: ${e.message}`);
      else result.unexpandable.push(`${label2}: internal error while expanding: ${e instanceof Error ? e.message : String(e)}`);
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
  learnFromCrd(obj) {
    if (obj.kind !== "CustomResourceDefinition" || !isRecord(obj.spec)) return;
    const spec = obj.spec;
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
  return new Promise((resolve6, reject) => {
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
        } else resolve6(stdout);
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
  return new Promise((resolve6, reject) => {
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
      resolve6(out);
    });
    child.stdin.end(oids.join("\n") + "\n");
  });
}

// src/plan/diff.ts
var TRACKING_ANNOTATIONS = ["argocd.argoproj.io/tracking-id", "argocd.argoproj.io/installation-id"];
var MAX_CHANGED_PATHS = 50;
function comparable(obj) {
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
function resourceOptions(obj) {
  const a = annotationsOf(obj)[SYNC_OPTIONS_ANNOTATION];
  return parseOptions(a === void 0 ? [] : [a]);
}
function syncOption(obj, appSyncOptions, key) {
  const fromResource = obj ? resourceOptions(obj).get(key) : void 0;
  return fromResource ?? parseOptions(appSyncOptions).get(key);
}
function deleteProtection(obj) {
  const opts = resourceOptions(obj);
  if (opts.get("Delete") === "false") return "Delete=false";
  if (opts.get("Delete") === "confirm") return "Delete=confirm";
  if (annotationsOf(obj)[HELM_RESOURCE_POLICY_ANNOTATION] === "keep") return "helm.sh/resource-policy: keep";
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
function classifyHook(obj) {
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
  return [...new Set(csv(v).map((t) => HELM_TO_ARGO[t]).filter((p) => p !== void 0))];
}
function hookDeletePolicies(obj) {
  const ann = annotationsOf(obj);
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
    const obj = { ...d.obj, metadata: { ...meta } };
    const m = obj.metadata;
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
    const hook = classifyHook(obj);
    const target = { ...d, obj, key, hook };
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
  return docs.flatMap((d) => listItems(d.obj).map((obj) => obj === d.obj ? d : { ...d, obj }));
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
    const obj = d.value;
    if (!isRecord(obj)) {
      throw new RenderError2(`failed to unmarshal manifest: a document is not an object (${Array.isArray(obj) ? "array" : typeof obj})`, file);
    }
    if (typeof obj.kind !== "string" || obj.kind === "") {
      throw new RenderError2(`failed to unmarshal manifest: Object 'Kind' is missing in '${JSON.stringify(obj).slice(0, 200)}'`, file);
    }
    const items = listItems(obj, (item) => {
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
  const str4 = (v) => typeof v === "string" ? v : "";
  const byName2 = /* @__PURE__ */ new Map();
  for (const a of args) {
    const img = parseImageArg(a);
    if (!img) throw editError(argv, IMAGE_FORMAT_ERROR);
    byName2.set(img.name, { ...img });
  }
  const cur = currentValue(k);
  for (const im of (Array.isArray(cur.images) ? cur.images : []).filter(isRecord)) {
    const argIm = byName2.get(str4(im.name));
    if (argIm) {
      for (const f3 of fields) if (argIm[f3] === PRESERVE) argIm[f3] = str4(im[f3]);
      continue;
    }
    byName2.set(str4(im.name), im);
  }
  const images = [...byName2.values()].map((v) => {
    const img = { ...v };
    for (const f3 of fields) if (img[f3] === PRESERVE || img[f3] === "" || img[f3] === void 0) delete img[f3];
    return img;
  }).sort((a, b) => str4(a.name) < str4(b.name) ? -1 : str4(a.name) > str4(b.name) ? 1 : 0);
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
function takeOrigin(obj, strip) {
  const meta = metadataOf(obj);
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
    const contained = docs.filter((d) => d.name !== "" && renderedName.includes(d.name)).sort((a, b) => b.name.length - a.name.length);
    return contained[0]?.line;
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
    const obj = d.value;
    const origin = takeOrigin(obj, at.strip);
    const found = locator ? await locator.locate(obj, origin) : {};
    const where2 = found.file ? found : { file: at.kfile };
    for (const item of listItems(obj)) docs.push({ obj: item, ...where2 });
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
    const obj = node;
    const id = typeof obj.$id === "string" ? obj.$id : typeof obj.id === "string" ? obj.id : void 0;
    if (id) {
      try {
        const u = base ? new URL(id, base) : new URL(id);
        if (u.protocol === "http:" || u.protocol === "https:") base = u;
      } catch {
      }
    }
    for (const key of ["$ref", "$schema", "$dynamicRef", "$recursiveRef"]) {
      const ref2 = obj[key];
      if (typeof ref2 !== "string") continue;
      const url = remoteUrl(ref2, key === "$schema" ? void 0 : base);
      if (url && !(base && url.href.split("#")[0] === base.href.split("#")[0])) found.add(url.href);
    }
    for (const [k, v] of Object.entries(obj)) {
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
    const str4 = (a, b) => header2.subarray(a, b).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(str4(124, 136).trim() || "0", 8);
    const type = String.fromCharCode(header2[156] ?? 48);
    const prefix = str4(257, 263).startsWith("ustar") ? str4(345, 500) : "";
    const data = buf.subarray(off + 512, off + 512 + size);
    const name = longName ?? (prefix ? `${prefix}/${str4(0, 100)}` : str4(0, 100));
    longName = void 0;
    if (type === "L") longName = data.toString("utf8").replace(/\0.*$/s, "");
    else if (type === "x") longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString("utf8"))?.[1];
    else if (type === "0" || type === "\0" || type === "7") files.set(name.replace(/^\.\//, ""), data);
    off += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
function refsInArchive(tgz, label2, out, depth) {
  let files;
  try {
    files = untar(gunzipSync(tgz));
  } catch {
    return;
  }
  for (const [name, data] of files) {
    if (/(^|\/)values\.schema\.json$/.test(name)) {
      const refs = refsInText(data.toString("utf8"));
      if (refs.length > 0) out.set(`${label2}!${name}`, refs);
    } else if (depth < 5 && /(^|\/)charts\/[^/]+\.tgz$/.test(name)) refsInArchive(data, `${label2}!${name}`, out, depth + 1);
  }
}
function scanChart(dir, label2, out, depth) {
  const schema = join16(dir, "values.schema.json");
  if (existsSync7(schema)) {
    const refs = refsInText(readFileSync4(schema, "utf8"));
    if (refs.length > 0) out.set(`${label2}values.schema.json`, refs);
  }
  const charts = join16(dir, "charts");
  if (depth >= 5 || !existsSync7(charts)) return;
  for (const name of readdirSync6(charts).sort()) {
    const p = join16(charts, name);
    const st = statSync4(p);
    if (st.isDirectory()) scanChart(p, `${label2}charts/${name}/`, out, depth + 1);
    else if (name.endsWith(".tgz")) refsInArchive(readFileSync4(p), `${label2}charts/${name}`, out, depth + 1);
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
      return new Promise((resolve6, reject) => {
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
          resolve6({ code: code2 ?? -1, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") });
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
  return (fn) => new Promise((resolve6, reject) => {
    queue.push(() => {
      fn().then(resolve6, reject).finally(() => {
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
function get(obj, path) {
  let cur = obj;
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
  const label2 = (multi, i) => multi ? `spec.sources[${i}]` : "spec.source";
  const out = [];
  for (let i = 0; i < Math.max(base.length, head.length); i++) {
    const b = base[i];
    const h = head[i];
    if (b && h) {
      for (const f3 of SOURCE_FIELDS) {
        if (!same2(f3, b[f3], h[f3])) out.push(`${label2(headMulti, i)}.${f3} ${show(b[f3])} \u2192 ${show(h[f3])}`);
      }
    } else if (h) out.push(`${label2(headMulti, i)} added (${describeSource(h)})`);
    else if (b) out.push(`${label2(baseMulti, i)} removed (${describeSource(b)})`);
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
function bindingReferences(obj, kind, namespace) {
  const out = [];
  const role = rec(obj.roleRef);
  const roleName = str3(role.name);
  if (roleName && (role.kind === "Role" || role.kind === "ClusterRole")) {
    const ns = role.kind === "Role" ? namespace : "";
    out.push({ key: { group: RBAC, kind: role.kind, namespace: ns, name: roleName }, optional: false, via: "roleRef" });
  }
  for (const s of list2(obj.subjects)) {
    if (s.kind !== "ServiceAccount" || !str3(s.name)) continue;
    const ns = str3(s.namespace) || (kind === "RoleBinding" ? namespace : "");
    if (ns) out.push({ key: core("ServiceAccount", ns, str3(s.name)), optional: false, via: "subjects" });
  }
  return out;
}
function ingressReferences(obj, namespace) {
  const out = [];
  const spec = rec(obj.spec);
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
function referencesOf(obj, key) {
  const { group, kind, namespace } = key;
  const pod = podTemplateOf(obj, group, kind);
  if (pod) return podReferences(pod.spec, namespace);
  if (group === RBAC && (kind === "RoleBinding" || kind === "ClusterRoleBinding")) return bindingReferences(obj, kind, namespace);
  if ((group === "networking.k8s.io" || group === "extensions") && kind === "Ingress") return ingressReferences(obj, namespace);
  if (group === "" && kind === "ServiceAccount") {
    const out = [];
    for (const s of [...list2(obj.secrets), ...list2(obj.imagePullSecrets)]) {
      if (str3(s.name)) out.push({ key: core("Secret", namespace, str3(s.name)), optional: false, via: "secrets" });
    }
    return out;
  }
  if (group === "admissionregistration.k8s.io" && (kind === "MutatingWebhookConfiguration" || kind === "ValidatingWebhookConfiguration")) {
    const out = [];
    for (const w of list2(obj.webhooks)) {
      const svc = rec(rec(w.clientConfig).service);
      if (str3(svc.name) && str3(svc.namespace)) {
        out.push({ key: core("Service", str3(svc.namespace), str3(svc.name)), optional: false, via: `webhook ${str3(w.name)}` });
      }
    }
    return out;
  }
  if (group === "apiregistration.k8s.io" && kind === "APIService") {
    const svc = rec(rec(obj.spec).service);
    return str3(svc.name) && str3(svc.namespace) ? [{ key: core("Service", str3(svc.namespace), str3(svc.name)), optional: false, via: "service" }] : [];
  }
  if (group === "" && kind === "PersistentVolumeClaim") {
    const sc = rec(obj.spec).storageClassName;
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
function waveOf(obj) {
  const ann = isRecord(metadataOf(obj).annotations) ? metadataOf(obj).annotations : {};
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
function finding(t, severity, fingerprint2, message2, fix) {
  return { resource: t.target.key, file: t.target.file ?? null, line: t.target.line ?? null, severity, fingerprint: fingerprint2, message: message2, fix };
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
function suppression(obj, rule, f3) {
  if (!obj || !f3.resource) return null;
  const ann = annotationsOf(obj);
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
function parseShard(text2) {
  const m = /^(\d+)\/(\d+)$/.exec(text2.trim());
  const index2 = m ? Number(m[1]) : NaN;
  const count2 = m ? Number(m[2]) : NaN;
  if (!m || count2 < 1 || index2 < 1 || index2 > count2) {
    throw new UsageError(`--shard '${text2}' is not valid: use i/n with 1 <= i <= n, e.g. --shard 2/4.`);
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
    const fingerprint2 = (d, s) => {
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
      fingerprint: fingerprint2,
      render: async (d, s) => {
        const t02 = Date.now();
        const sideOf2 = s === base ? base : head;
        const fp = fingerprint2(d, s);
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
        base.renders.set(id, await renderApp2(b, { ...base.ctx, checkDeterminism: true }, fingerprint2(b, base).sources));
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

// src/report/json.ts
function renderJson(report) {
  return JSON.stringify(report, null, 2) + "\n";
}

// src/report/merge.ts
var MergeError = class extends Error {
  constructor(message2) {
    super(message2);
    this.name = "MergeError";
  }
};
var appKey2 = (a) => `${a.namespace}/${a.name}`;
function findingKey(f3) {
  return [f3.rule, f3.appNamespace ?? "", f3.app ?? "", f3.resource ? keyString(f3.resource) : "", f3.message].join("\0");
}
function mergeReports(reports) {
  if (reports.length === 0) throw new MergeError("merge needs at least one report.");
  const [first] = reports;
  for (const r of reports) {
    if (r.version !== first.version) throw new MergeError(`cannot merge report version ${r.version} with version ${first.version}.`);
    if (r.base.sha !== first.base.sha || r.head.sha !== first.head.sha) {
      throw new MergeError(`cannot merge reports of different revisions: ${r.base.sha.slice(0, 7)}..${r.head.sha.slice(0, 7)} vs ${first.base.sha.slice(0, 7)}..${first.head.sha.slice(0, 7)}.`);
    }
  }
  const apps = /* @__PURE__ */ new Map();
  for (const r of reports) for (const a of r.apps) if (!apps.has(appKey2(a))) apps.set(appKey2(a), a);
  const findings2 = /* @__PURE__ */ new Map();
  for (const r of reports) for (const f3 of r.findings) if (!findings2.has(findingKey(f3))) findings2.set(findingKey(f3), f3);
  const creators = /* @__PURE__ */ new Map();
  for (const a of apps.values()) for (const c of a.create) creators.set(keyString(c), [...creators.get(keyString(c)) ?? [], a]);
  const failOn = first.failOn;
  for (const a of apps.values()) {
    for (const p of a.prune) {
      if (p.outcome === "kept-prune-false") continue;
      const to = (creators.get(keyString(p)) ?? []).filter((b) => appKey2(b) !== appKey2(a));
      if (to.length === 0) continue;
      const exists = [...findings2.values()].some((f4) => f4.rule === "ownership-move" && f4.app === a.name && f4.resource && keyString(f4.resource) === keyString(p));
      if (exists) continue;
      const resource = { group: p.group, kind: p.kind, namespace: p.namespace, name: p.name };
      const f3 = {
        rule: "ownership-move",
        severity: "high",
        blocking: severityRank("high") >= severityRank(failOn),
        introduced: true,
        app: a.name,
        appNamespace: a.namespace || null,
        resource,
        file: p.file,
        line: p.line,
        message: `${p.kind} ${p.namespace ? `${p.namespace}/` : ""}${p.name} moves from ${a.name} to ${to.map((b) => b.name).join(", ")}; if ${a.name} syncs first it deletes it and ${to[0].name} recreates it (found when merging shards).`,
        fix: "Annotate it with argocd.argoproj.io/sync-options: Prune=false in the old app first (separate change), then move it.",
        docs: docsUrl("ownership-move"),
        suppressed: null
      };
      findings2.set(findingKey(f3), f3);
    }
  }
  const sortedApps = [...apps.values()].sort((x, y) => appKey2(x) < appKey2(y) ? -1 : appKey2(x) > appKey2(y) ? 1 : 0);
  const sortedFindings = [...findings2.values()].sort((x, y) => severityRank(y.severity) - severityRank(x.severity) || (findingKey(x) < findingKey(y) ? -1 : 1));
  const problems2 = [...new Map(reports.flatMap((r) => r.problems).map((p) => [`${p.file}:${p.line}:${p.message}`, p])).values()];
  return summarize({
    ...first,
    shard: null,
    renderers: Object.assign({}, ...reports.map((r) => r.renderers)),
    apps: sortedApps,
    findings: sortedFindings,
    problems: problems2
  });
}

// src/report/md.ts
function text(s) {
  return s.replace(/\r\n?|\n/g, " ").replace(/[&<>@#\\`*_{}[\]()!|~]/g, (c) => ENTITY[c] ?? `\\${c}`);
}
var ENTITY = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "@": "&#64;", "#": "&#35;" };
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
function link(label2, url) {
  return `[${label2}](${url.replace(/[ ()<>]/g, (c) => URL_ESCAPES[c])})`;
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
var SUMMARY_MAX_BYTES = 1024 * 1024;
var DETAIL_LEVELS = 6;
function fit(render, budget, fallback) {
  for (let l = 0; l < DETAIL_LEVELS; l++) {
    const body2 = render(l);
    if (sizeOf(body2, budget.measure) <= budget.limit) return { body: body2, level: l, fits: true };
  }
  const body = fallback();
  return { body, level: 5, fits: sizeOf(body, budget.measure) <= budget.limit };
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
  const label2 = text(line ? `${file}:${line}` : file);
  if (!ctx.repoUrl) return label2;
  const path = file.split("/").map(encodeURIComponent).join("/");
  return link(label2, `${ctx.repoUrl}/blob/${sha}/${path}${line ? `#L${line}` : ""}`);
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
function appKey3(ns, name) {
  return `${ns ?? ""}/${name ?? ""}`;
}
function findingsByApp(r) {
  const m = /* @__PURE__ */ new Map();
  for (const f3 of r.findings) {
    const k = appKey3(f3.appNamespace, f3.app);
    m.set(k, [...m.get(k) ?? [], f3]);
  }
  return m;
}
function shownApps(r) {
  const withFindings = findingsByApp(r);
  return r.apps.filter(
    (a) => a.change !== "unchanged" || a.error || a.notRendered || (withFindings.get(appKey3(a.namespace || null, a.name))?.length ?? 0) > 0
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
      approved.set(`${appKey3(f3.appNamespace, f3.app)}|${resLabel(f3.resource)}`, f3.suppressed);
  }
  if (level < COMPACT_PRUNE) {
    out.push("| | Resource | App | What happens | Defined at (base) |", "|:-:|:--|:--|:--|:--|");
    for (const { a, p } of rows) {
      const ack = approved.get(`${appKey3(a.namespace || null, a.name)}|${resLabel(p)}`);
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
  const important = (a) => a.prune.length > 0 || !!a.error || (byApp.get(appKey3(a.namespace || null, a.name)) ?? []).some((f3) => f3.blocking);
  const rows = level >= 3 ? apps.filter(important) : apps;
  const out = ["### Applications", "", "| | App | Manifest | Prune | Create | Update | Auto-prune |", "|:-:|:--|:--|--:|--:|--:|:-:|"];
  for (const a of rows) {
    const f3 = byApp.get(appKey3(a.namespace || null, a.name)) ?? [];
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
  const f3 = findingsByApp(r).get(appKey3(a.namespace || null, a.name)) ?? [];
  const head = `${appIcon(a, f3)} ${text(a.name)}: ${a.prune.length} to prune \xB7 ${a.create.length} to create \xB7 ${a.update.length} to update`;
  const body = [
    `Sources: ${sourcesText(a)} \xB7 resources ${countText(a.resources.base)} \u2192 ${countText(a.resources.head)} \xB7 automated prune ${a.autoPrune ? "**on**" : "off"}`
  ];
  if (a.error) body.push("", "**Render error** (Argo CD would not sync this app):", "", fence(a.error, "text", level === 0 ? 40 : 10));
  if (a.notRendered) body.push("", `**Not rendered:** ${text(a.notRendered)}`);
  for (const w of a.warnings.slice(0, cap)) body.push("", `\u26A0\uFE0F ${text(w)}`);
  const list3 = (label2, items) => {
    if (items.length === 0) return;
    const shown = items.slice(0, cap);
    body.push("", `**${label2}** (${items.length})`, "", ...shown.map((s) => `- ${s}`));
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
function renderMarkdown(r, opts = {}) {
  return renderMarkdownFitted(r, opts).body;
}

// src/report/sarif.ts
import { createHash as createHash4 } from "node:crypto";
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
var INFORMATION_URI = "https://github.com/argocd-prune-guard/argocd-prune-guard";
var LEVEL = { critical: "error", high: "error", medium: "warning", low: "note", info: "note" };
var SCORE = { critical: "9.5", high: "7.5", medium: "5.0", low: "3.0", info: "0.0" };
function levelOf(f3) {
  return f3.blocking ? "error" : LEVEL[f3.severity];
}
function fingerprint(f3) {
  const id = [f3.rule, f3.appNamespace ?? "", f3.app ?? "", f3.resource ? resLabel(f3.resource) : "", f3.file ?? ""].join("\0");
  return createHash4("sha256").update(id).digest("hex").slice(0, 32);
}
function renderSarifObject(r) {
  const titles = new Map(RULES.map((rule) => [rule.id, rule]));
  const ids = [...new Set(r.findings.map((f3) => f3.rule))].sort();
  const rules = ids.map((id) => {
    const meta = titles.get(id);
    const first = r.findings.find((f3) => f3.rule === id);
    const severity = meta?.severity ?? first.severity;
    const help = first.docs.startsWith(`${DOCS_BASE}/`) ? first.docs : docsUrl(id);
    return {
      id,
      name: id.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase()),
      shortDescription: { text: meta?.title ?? id },
      helpUri: help,
      help: { text: `See ${help}`, markdown: `See [${id}](${help}).` },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: { tags: ["argo-cd", "gitops"], "security-severity": SCORE[severity] }
    };
  });
  const apps = new Map(r.apps.map((a) => [appKey3(a.namespace || null, a.name), a]));
  const results = r.findings.map((f3) => {
    const app = apps.get(appKey3(f3.appNamespace, f3.app));
    const file = f3.file ?? app?.file ?? null;
    const line = f3.file ? f3.line : app?.line ?? null;
    const text2 = [f3.message, f3.fix ? `Fix: ${f3.fix}` : ""].filter(Boolean).join(" ");
    return {
      ruleId: f3.rule,
      ruleIndex: ids.indexOf(f3.rule),
      level: levelOf(f3),
      message: { text: text2 },
      ...file ? {
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: file, uriBaseId: "%SRCROOT%" },
              ...line ? { region: { startLine: line } } : {}
            }
          }
        ]
      } : {},
      partialFingerprints: { "pruneGuardFinding/v1": fingerprint(f3) },
      baselineState: f3.introduced ? "new" : "unchanged",
      ...f3.suppressed ? { suppressions: [{ kind: "external", justification: f3.suppressed }] } : {},
      properties: {
        severity: f3.severity,
        blocking: f3.blocking,
        app: f3.app,
        appNamespace: f3.appNamespace,
        resource: f3.resource ? resLabel(f3.resource) : null,
        revision: BASE_SIDE_RULES.has(f3.rule) ? "base" : "head"
      }
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: { name: r.tool.name, version: r.tool.version, semanticVersion: r.tool.version, informationUri: INFORMATION_URI, rules }
        },
        automationDetails: { id: "argocd-prune-guard/" },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The repository root." } } },
        results,
        properties: { verdict: r.verdict, base: r.base, head: r.head, summary: r.summary }
      }
    ]
  };
}
function renderSarif(r) {
  return JSON.stringify(renderSarifObject(r), null, 2) + "\n";
}

// src/report/text.ts
var label = keyLabel;
function headline(report) {
  const s = report.summary;
  const pvcs = report.apps.flatMap((a) => a.prune).filter((p) => p.kind === "PersistentVolumeClaim" && p.outcome === "delete").length;
  const parts = [
    `${plural2(s.changedApps, "app")} changed of ${s.apps}`,
    `${s.prune} to prune${pvcs ? ` (${plural2(pvcs, "PVC")})` : ""}`,
    `${s.create} to create`,
    `${s.update} to update`
  ];
  const verdict = report.verdict === "fail" ? `FAIL: ${plural2(s.blocking, "blocking finding")}` : "PASS";
  return `${verdict} \xB7 ${parts.join(" \xB7 ")}`;
}
function appBlock(a) {
  const lines = [];
  const ns = a.namespace ? `${a.namespace}/` : "";
  const prune2 = a.autoPrune ? "automated prune ON" : "automated prune off";
  lines.push(`App ${ns}${a.name} (${a.file}:${a.line}): ${a.change}, ${prune2}`);
  const counts = `resources ${a.resources.base ?? "-"} \u2192 ${a.resources.head ?? "-"}`;
  lines.push(`  sources: ${a.sources.map((s) => `${s.type} ${s.chart || s.path || "."}`).join(", ") || "none"} \xB7 ${counts}`);
  if (a.error) lines.push(`  ERROR: ${a.error}`);
  if (a.notRendered) lines.push(`  not rendered: ${a.notRendered}`);
  for (const w of a.warnings) lines.push(`  warning: ${w}`);
  if (a.prune.length) {
    lines.push(`  prune (${a.prune.length}):`);
    for (const p of a.prune) lines.push(`    - ${label(p)}  [${p.outcome}]`);
  }
  if (a.create.length) {
    lines.push(`  create (${a.create.length}):`);
    for (const c of a.create) lines.push(`    + ${label(c)}`);
  }
  if (a.update.length) {
    lines.push(`  update (${a.update.length}):`);
    for (const u of a.update) {
      const paths = u.paths.slice(0, 5).join(", ") + (u.paths.length > 5 ? `, \u2026 (${u.paths.length} fields)` : "");
      lines.push(`    ~ ${label(u)}: ${paths}`);
    }
  }
  return lines;
}
function findingBlock2(f3) {
  const where2 = f3.file ? ` (${f3.file}${f3.line ? `:${f3.line}` : ""})` : "";
  const app = f3.app ? `${f3.app}: ` : "";
  const flag = f3.blocking ? " BLOCKING" : f3.suppressed ? ` (suppressed: ${f3.suppressed})` : f3.introduced ? "" : " (existing)";
  return [`  ${f3.severity.toUpperCase()}${flag} [${f3.rule}] ${app}${f3.message}${where2}`, `    fix: ${f3.fix}`];
}
function renderText(report) {
  const out = [];
  const r = Object.entries(report.renderers).map(([k, v]) => `${k} ${v}`).join(", ");
  out.push(
    `argocd-prune-guard ${report.tool.version} \xB7 base ${report.base.rev} (${report.base.sha.slice(0, 7)}) \u2192 head ${report.head.rev} (${report.head.sha.slice(0, 7)})${r ? ` \xB7 ${r}` : ""}`
  );
  out.push(headline(report));
  const changed2 = report.apps.filter((a) => a.change !== "unchanged" || a.error || a.notRendered);
  for (const a of changed2) out.push("", ...appBlock(a));
  const unchanged = report.apps.length - changed2.length;
  if (unchanged > 0) out.push("", `${plural2(unchanged, "app")} unchanged.`);
  if (report.findings.length) {
    out.push("", `Findings (${report.findings.length}):`);
    for (const f3 of report.findings) out.push(...findingBlock2(f3));
  }
  if (report.problems.length) {
    out.push("", "Files that could not be read:");
    for (const p of report.problems) out.push(`  ${p.file}:${p.line}: ${p.message}`);
  }
  return out.join("\n") + "\n";
}

// src/cli.ts
var FORMATS = ["text", "json", "markdown", "sarif"];
var USAGE = `Usage: prune-guard --base <rev> --head <rev> [options]

Renders every Argo CD Application at two git revisions, the way Argo CD's repo-server does, and reports what a
sync of the head revision would create, update and prune.

Options:
  --base <rev>            base revision (any git revision expression)
  --head <rev>            head revision (default: HEAD)
  --repo <dir>            git repository (default: current directory)
  --format <f>            text | json | markdown (the PR comment) | sarif (SARIF 2.1.0) (default: text)
  --output <file>         write the report to a file instead of stdout
  --config <file>         settings file (default: .prune-guard.yaml at the base revision)
  --repo-url <url>        another URL of this repository (repeatable)
  --kube-version <v>      Kubernetes version for Helm (--kube-version), e.g. 1.33.0
  --api-versions <list>   comma-separated API versions for Helm (--api-versions)
  --fail-on <severity>    critical | high | medium | low | info (default: high)
  --helm <path>           helm binary (else PRUNE_GUARD_HELM, then PATH)
  --kustomize <path>      kustomize or kubectl binary (else PRUNE_GUARD_KUSTOMIZE, then PATH)
  --shard <i/n>           plan only shard i of n (deterministic by app); combine with \`prune-guard merge\`
  --offline               never fetch charts from Helm repositories or OCI registries (cached ones are used)
  --verbose               progress on stderr
  --version, --help

Exit status: 0 nothing blocks, 1 a blocking finding, 2 usage or environment error.`;
async function main(argv) {
  if (argv[0] === "merge") return mergeCommand(argv.slice(1));
  let values;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: "string" },
        head: { type: "string" },
        repo: { type: "string" },
        format: { type: "string" },
        output: { type: "string" },
        config: { type: "string" },
        "repo-url": { type: "string", multiple: true },
        "kube-version": { type: "string" },
        "api-versions": { type: "string" },
        "fail-on": { type: "string" },
        helm: { type: "string" },
        kustomize: { type: "string" },
        offline: { type: "boolean" },
        shard: { type: "string" },
        verbose: { type: "boolean" },
        version: { type: "boolean" },
        help: { type: "boolean" }
      }
    }).values;
  } catch (e) {
    process.stderr.write(`prune-guard: ${e instanceof Error ? e.message : String(e)}

${USAGE}
`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE + "\n");
    return 0;
  }
  if (values.version) {
    process.stdout.write(VERSION2 + "\n");
    return 0;
  }
  if (!values.base) {
    process.stderr.write(`prune-guard: --base is required.

${USAGE}
`);
    return 2;
  }
  const format = values.format ?? "text";
  if (!FORMATS.includes(format)) {
    process.stderr.write(`prune-guard: --format '${values.format}' is not valid. Valid values: ${FORMATS.join(", ")}.
`);
    return 2;
  }
  const overrides = {};
  if (values["repo-url"]) overrides.repoURLs = values["repo-url"];
  if (values["kube-version"]) overrides.kubeVersion = values["kube-version"];
  if (values["api-versions"]) overrides.apiVersions = values["api-versions"];
  if (values["fail-on"]) overrides.failOn = values["fail-on"];
  if (values.offline) overrides.network = false;
  try {
    const { report } = await analyze({
      repoDir: values.repo ?? process.cwd(),
      base: values.base,
      head: values.head ?? "HEAD",
      configFile: values.config,
      overrides,
      helmPath: values.helm,
      kustomizePath: values.kustomize,
      shard: values.shard ? parseShard(values.shard) : void 0,
      log: values.verbose ? (l) => process.stderr.write(`prune-guard: ${l}
`) : void 0
    });
    return emit(report, format, values.output);
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof MissingBinaryError) {
      process.stderr.write(`prune-guard: ${e.message}
`);
      return 2;
    }
    process.stderr.write(`prune-guard: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    return 2;
  }
}
function emit(report, format, output) {
  const body = format === "json" ? renderJson(report) : format === "markdown" ? renderMarkdown(report) : format === "sarif" ? renderSarif(report) : renderText(report);
  if (output) writeFileSync3(output, body);
  else process.stdout.write(body);
  return report.verdict === "fail" ? 1 : 0;
}
var MERGE_USAGE = `Usage: prune-guard merge <report.json>... [--format text|json|markdown|sarif] [--output <file>]

Combines the JSON reports of shards (--shard i/n, same base and head) into one report; exit status as for a run.`;
async function mergeCommand(argv) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { format: { type: "string" }, output: { type: "string" }, help: { type: "boolean" } }
    });
    if (values.help) {
      process.stdout.write(MERGE_USAGE + "\n");
      return 0;
    }
    const format = values.format ?? "text";
    if (!FORMATS.includes(format)) throw new UsageError(`--format '${values.format}' is not valid. Valid values: ${FORMATS.join(", ")}.`);
    if (positionals.length === 0) throw new UsageError(`merge needs the shards' JSON reports.

${MERGE_USAGE}`);
    const reports = positionals.map((file) => readReportFile(file));
    return emit(mergeReports(reports), format, values.output);
  } catch (e) {
    process.stderr.write(`prune-guard merge: ${e instanceof Error ? e.message : String(e)}
`);
    return 2;
  }
}
function readReportFile(file) {
  let data;
  try {
    data = JSON.parse(readFileSync6(file, "utf8"));
  } catch (e) {
    throw new UsageError(`cannot read report '${file}': ${e instanceof Error ? e.message : String(e)}`);
  }
  const r = data;
  if (!r || r.version !== 1 || !Array.isArray(r.apps) || !Array.isArray(r.findings) || !r.base || !r.head) {
    throw new UsageError(`'${file}' is not a prune-guard JSON report (version 1); produce it with --format json.`);
  }
  return r;
}
main(process.argv.slice(2)).then((code2) => {
  process.exitCode = code2;
});
export {
  FORMATS,
  MERGE_USAGE,
  USAGE,
  main
};
