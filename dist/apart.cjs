/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 896:
/***/ ((module) => {

module.exports = require("fs");

/***/ }),

/***/ 943:
/***/ ((module) => {

module.exports = require("fs/promises");

/***/ }),

/***/ 928:
/***/ ((module) => {

module.exports = require("path");

/***/ }),

/***/ 778:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/tree-sitter.cjs
var require_tree_sitter = __commonJS({
  "lib/tree-sitter.cjs"(exports, module) {
    "use strict";
    var Module = (() => {
      var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
      if (typeof __filename != "undefined") _scriptName = _scriptName || __filename;
      return async function(moduleArg = {}) {
        var moduleRtn;
        var Module = moduleArg;
        var readyPromiseResolve, readyPromiseReject;
        var readyPromise = new Promise((resolve, reject) => {
          readyPromiseResolve = resolve;
          readyPromiseReject = reject;
        });
        var ENVIRONMENT_IS_WEB = typeof window == "object";
        var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
        var ENVIRONMENT_IS_NODE = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string" && process.type != "renderer";
        var ENVIRONMENT_IS_SHELL = !ENVIRONMENT_IS_WEB && !ENVIRONMENT_IS_NODE && !ENVIRONMENT_IS_WORKER;
        if (ENVIRONMENT_IS_NODE) {
        }
        Module.currentQueryProgressCallback = null;
        Module.currentProgressCallback = null;
        Module.currentLogCallback = null;
        Module.currentParseCallback = null;
        var moduleOverrides = Object.assign({}, Module);
        var arguments_ = [];
        var thisProgram = "./this.program";
        var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
          throw toThrow;
        }, "quit_");
        var scriptDirectory = "";
        function locateFile(path) {
          if (Module["locateFile"]) {
            return Module["locateFile"](path, scriptDirectory);
          }
          return scriptDirectory + path;
        }
        __name(locateFile, "locateFile");
        var readAsync, readBinary;
        if (ENVIRONMENT_IS_NODE) {
          var fs = __nccwpck_require__(896);
          var nodePath = __nccwpck_require__(928);
          scriptDirectory = __dirname + "/";
          readBinary = /* @__PURE__ */ __name((filename) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename);
            return ret;
          }, "readBinary");
          readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
            return ret;
          }, "readAsync");
          if (!Module["thisProgram"] && process.argv.length > 1) {
            thisProgram = process.argv[1].replace(/\\/g, "/");
          }
          arguments_ = process.argv.slice(2);
          quit_ = /* @__PURE__ */ __name((status, toThrow) => {
            process.exitCode = status;
            throw toThrow;
          }, "quit_");
        } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
          if (ENVIRONMENT_IS_WORKER) {
            scriptDirectory = self.location.href;
          } else if (typeof document != "undefined" && document.currentScript) {
            scriptDirectory = document.currentScript.src;
          }
          if (_scriptName) {
            scriptDirectory = _scriptName;
          }
          if (scriptDirectory.startsWith("blob:")) {
            scriptDirectory = "";
          } else {
            scriptDirectory = scriptDirectory.slice(0, scriptDirectory.replace(/[?#].*/, "").lastIndexOf("/") + 1);
          }
          {
            if (ENVIRONMENT_IS_WORKER) {
              readBinary = /* @__PURE__ */ __name((url) => {
                var xhr = new XMLHttpRequest();
                xhr.open("GET", url, false);
                xhr.responseType = "arraybuffer";
                xhr.send(null);
                return new Uint8Array(
                  /** @type{!ArrayBuffer} */
                  xhr.response
                );
              }, "readBinary");
            }
            readAsync = /* @__PURE__ */ __name(async (url) => {
              if (isFileURI(url)) {
                return new Promise((resolve, reject) => {
                  var xhr = new XMLHttpRequest();
                  xhr.open("GET", url, true);
                  xhr.responseType = "arraybuffer";
                  xhr.onload = () => {
                    if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                      resolve(xhr.response);
                      return;
                    }
                    reject(xhr.status);
                  };
                  xhr.onerror = reject;
                  xhr.send(null);
                });
              }
              var response = await fetch(url, {
                credentials: "same-origin"
              });
              if (response.ok) {
                return response.arrayBuffer();
              }
              throw new Error(response.status + " : " + response.url);
            }, "readAsync");
          }
        } else {
        }
        var out = Module["print"] || console.log.bind(console);
        var err = Module["printErr"] || console.error.bind(console);
        Object.assign(Module, moduleOverrides);
        moduleOverrides = null;
        if (Module["arguments"]) arguments_ = Module["arguments"];
        if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
        var dynamicLibraries = Module["dynamicLibraries"] || [];
        var wasmBinary = Module["wasmBinary"];
        var wasmMemory;
        var ABORT = false;
        var EXITSTATUS;
        function assert(condition, text) {
          if (!condition) {
            abort(text);
          }
        }
        __name(assert, "assert");
        var HEAP, HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAP64, HEAPU64, HEAPF64;
        var HEAP_DATA_VIEW;
        var runtimeInitialized = false;
        var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
        function updateMemoryViews() {
          var b = wasmMemory.buffer;
          Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
          Module["HEAP8"] = HEAP8 = new Int8Array(b);
          Module["HEAP16"] = HEAP16 = new Int16Array(b);
          Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
          Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
          Module["HEAP32"] = HEAP32 = new Int32Array(b);
          Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
          Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
          Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
          Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
          Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
        }
        __name(updateMemoryViews, "updateMemoryViews");
        if (Module["wasmMemory"]) {
          wasmMemory = Module["wasmMemory"];
        } else {
          var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
          wasmMemory = new WebAssembly.Memory({
            "initial": INITIAL_MEMORY / 65536,
            // In theory we should not need to emit the maximum if we want "unlimited"
            // or 4GB of memory, but VMs error on that atm, see
            // https://github.com/emscripten-core/emscripten/issues/14130
            // And in the pthreads case we definitely need to emit a maximum. So
            // always emit one.
            "maximum": 32768
          });
        }
        updateMemoryViews();
        var __RELOC_FUNCS__ = [];
        function preRun() {
          if (Module["preRun"]) {
            if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
            while (Module["preRun"].length) {
              addOnPreRun(Module["preRun"].shift());
            }
          }
          callRuntimeCallbacks(onPreRuns);
        }
        __name(preRun, "preRun");
        function initRuntime() {
          runtimeInitialized = true;
          callRuntimeCallbacks(__RELOC_FUNCS__);
          wasmExports["__wasm_call_ctors"]();
          callRuntimeCallbacks(onPostCtors);
        }
        __name(initRuntime, "initRuntime");
        function preMain() {
        }
        __name(preMain, "preMain");
        function postRun() {
          if (Module["postRun"]) {
            if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
            while (Module["postRun"].length) {
              addOnPostRun(Module["postRun"].shift());
            }
          }
          callRuntimeCallbacks(onPostRuns);
        }
        __name(postRun, "postRun");
        var runDependencies = 0;
        var dependenciesFulfilled = null;
        function getUniqueRunDependency(id) {
          return id;
        }
        __name(getUniqueRunDependency, "getUniqueRunDependency");
        function addRunDependency(id) {
          runDependencies++;
          Module["monitorRunDependencies"]?.(runDependencies);
        }
        __name(addRunDependency, "addRunDependency");
        function removeRunDependency(id) {
          runDependencies--;
          Module["monitorRunDependencies"]?.(runDependencies);
          if (runDependencies == 0) {
            if (dependenciesFulfilled) {
              var callback = dependenciesFulfilled;
              dependenciesFulfilled = null;
              callback();
            }
          }
        }
        __name(removeRunDependency, "removeRunDependency");
        function abort(what) {
          Module["onAbort"]?.(what);
          what = "Aborted(" + what + ")";
          err(what);
          ABORT = true;
          what += ". Build with -sASSERTIONS for more info.";
          var e = new WebAssembly.RuntimeError(what);
          readyPromiseReject(e);
          throw e;
        }
        __name(abort, "abort");
        var wasmBinaryFile;
        function findWasmBinary() {
          return locateFile("tree-sitter.wasm");
        }
        __name(findWasmBinary, "findWasmBinary");
        function getBinarySync(file) {
          if (file == wasmBinaryFile && wasmBinary) {
            return new Uint8Array(wasmBinary);
          }
          if (readBinary) {
            return readBinary(file);
          }
          throw "both async and sync fetching of the wasm failed";
        }
        __name(getBinarySync, "getBinarySync");
        async function getWasmBinary(binaryFile) {
          if (!wasmBinary) {
            try {
              var response = await readAsync(binaryFile);
              return new Uint8Array(response);
            } catch {
            }
          }
          return getBinarySync(binaryFile);
        }
        __name(getWasmBinary, "getWasmBinary");
        async function instantiateArrayBuffer(binaryFile, imports) {
          try {
            var binary2 = await getWasmBinary(binaryFile);
            var instance2 = await WebAssembly.instantiate(binary2, imports);
            return instance2;
          } catch (reason) {
            err(`failed to asynchronously prepare wasm: ${reason}`);
            abort(reason);
          }
        }
        __name(instantiateArrayBuffer, "instantiateArrayBuffer");
        async function instantiateAsync(binary2, binaryFile, imports) {
          if (!binary2 && typeof WebAssembly.instantiateStreaming == "function" && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
            try {
              var response = fetch(binaryFile, {
                credentials: "same-origin"
              });
              var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
              return instantiationResult;
            } catch (reason) {
              err(`wasm streaming compile failed: ${reason}`);
              err("falling back to ArrayBuffer instantiation");
            }
          }
          return instantiateArrayBuffer(binaryFile, imports);
        }
        __name(instantiateAsync, "instantiateAsync");
        function getWasmImports() {
          return {
            "env": wasmImports,
            "wasi_snapshot_preview1": wasmImports,
            "GOT.mem": new Proxy(wasmImports, GOTHandler),
            "GOT.func": new Proxy(wasmImports, GOTHandler)
          };
        }
        __name(getWasmImports, "getWasmImports");
        async function createWasm() {
          function receiveInstance(instance2, module2) {
            wasmExports = instance2.exports;
            wasmExports = relocateExports(wasmExports, 1024);
            var metadata2 = getDylinkMetadata(module2);
            if (metadata2.neededDynlibs) {
              dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
            }
            mergeLibSymbols(wasmExports, "main");
            LDSO.init();
            loadDylibs();
            __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
            removeRunDependency("wasm-instantiate");
            return wasmExports;
          }
          __name(receiveInstance, "receiveInstance");
          addRunDependency("wasm-instantiate");
          function receiveInstantiationResult(result2) {
            return receiveInstance(result2["instance"], result2["module"]);
          }
          __name(receiveInstantiationResult, "receiveInstantiationResult");
          var info2 = getWasmImports();
          if (Module["instantiateWasm"]) {
            return new Promise((resolve, reject) => {
              Module["instantiateWasm"](info2, (mod, inst) => {
                receiveInstance(mod, inst);
                resolve(mod.exports);
              });
            });
          }
          wasmBinaryFile ??= findWasmBinary();
          try {
            var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
            var exports2 = receiveInstantiationResult(result);
            return exports2;
          } catch (e) {
            readyPromiseReject(e);
            return Promise.reject(e);
          }
        }
        __name(createWasm, "createWasm");
        var ASM_CONSTS = {};
        class ExitStatus {
          static {
            __name(this, "ExitStatus");
          }
          name = "ExitStatus";
          constructor(status) {
            this.message = `Program terminated with exit(${status})`;
            this.status = status;
          }
        }
        var GOT = {};
        var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
        var GOTHandler = {
          get(obj, symName) {
            var rtn = GOT[symName];
            if (!rtn) {
              rtn = GOT[symName] = new WebAssembly.Global({
                "value": "i32",
                "mutable": true
              });
            }
            if (!currentModuleWeakSymbols.has(symName)) {
              rtn.required = true;
            }
            return rtn;
          }
        };
        var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
        var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
        var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
        var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
        var LE_HEAP_LOAD_U16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint16(byteOffset, true), "LE_HEAP_LOAD_U16");
        var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
        var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
        var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
        var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
        var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
        var LE_HEAP_STORE_U16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint16(byteOffset, value, true), "LE_HEAP_STORE_U16");
        var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
        var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
          while (callbacks.length > 0) {
            callbacks.shift()(Module);
          }
        }, "callRuntimeCallbacks");
        var onPostRuns = [];
        var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.unshift(cb), "addOnPostRun");
        var onPreRuns = [];
        var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.unshift(cb), "addOnPreRun");
        var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
        var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead = NaN) => {
          var endIdx = idx + maxBytesToRead;
          var endPtr = idx;
          while (heapOrArray[endPtr] && !(endPtr >= endIdx)) ++endPtr;
          if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
            return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
          }
          var str = "";
          while (idx < endPtr) {
            var u0 = heapOrArray[idx++];
            if (!(u0 & 128)) {
              str += String.fromCharCode(u0);
              continue;
            }
            var u1 = heapOrArray[idx++] & 63;
            if ((u0 & 224) == 192) {
              str += String.fromCharCode((u0 & 31) << 6 | u1);
              continue;
            }
            var u2 = heapOrArray[idx++] & 63;
            if ((u0 & 240) == 224) {
              u0 = (u0 & 15) << 12 | u1 << 6 | u2;
            } else {
              u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
            }
            if (u0 < 65536) {
              str += String.fromCharCode(u0);
            } else {
              var ch = u0 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            }
          }
          return str;
        }, "UTF8ArrayToString");
        var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
          var offset = 0;
          var end = 0;
          function getU8() {
            return binary2[offset++];
          }
          __name(getU8, "getU8");
          function getLEB() {
            var ret = 0;
            var mul = 1;
            while (1) {
              var byte = binary2[offset++];
              ret += (byte & 127) * mul;
              mul *= 128;
              if (!(byte & 128)) break;
            }
            return ret;
          }
          __name(getLEB, "getLEB");
          function getString() {
            var len = getLEB();
            offset += len;
            return UTF8ArrayToString(binary2, offset - len, len);
          }
          __name(getString, "getString");
          function failIf(condition, message) {
            if (condition) throw new Error(message);
          }
          __name(failIf, "failIf");
          var name2 = "dylink.0";
          if (binary2 instanceof WebAssembly.Module) {
            var dylinkSection = WebAssembly.Module.customSections(binary2, name2);
            if (dylinkSection.length === 0) {
              name2 = "dylink";
              dylinkSection = WebAssembly.Module.customSections(binary2, name2);
            }
            failIf(dylinkSection.length === 0, "need dylink section");
            binary2 = new Uint8Array(dylinkSection[0]);
            end = binary2.length;
          } else {
            var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
            var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
            failIf(!magicNumberFound, "need to see wasm magic number");
            failIf(binary2[8] !== 0, "need the dylink section to be first");
            offset = 9;
            var section_size = getLEB();
            end = offset + section_size;
            name2 = getString();
          }
          var customSection = {
            neededDynlibs: [],
            tlsExports: /* @__PURE__ */ new Set(),
            weakImports: /* @__PURE__ */ new Set()
          };
          if (name2 == "dylink") {
            customSection.memorySize = getLEB();
            customSection.memoryAlign = getLEB();
            customSection.tableSize = getLEB();
            customSection.tableAlign = getLEB();
            var neededDynlibsCount = getLEB();
            for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
              var libname = getString();
              customSection.neededDynlibs.push(libname);
            }
          } else {
            failIf(name2 !== "dylink.0");
            var WASM_DYLINK_MEM_INFO = 1;
            var WASM_DYLINK_NEEDED = 2;
            var WASM_DYLINK_EXPORT_INFO = 3;
            var WASM_DYLINK_IMPORT_INFO = 4;
            var WASM_SYMBOL_TLS = 256;
            var WASM_SYMBOL_BINDING_MASK = 3;
            var WASM_SYMBOL_BINDING_WEAK = 1;
            while (offset < end) {
              var subsectionType = getU8();
              var subsectionSize = getLEB();
              if (subsectionType === WASM_DYLINK_MEM_INFO) {
                customSection.memorySize = getLEB();
                customSection.memoryAlign = getLEB();
                customSection.tableSize = getLEB();
                customSection.tableAlign = getLEB();
              } else if (subsectionType === WASM_DYLINK_NEEDED) {
                var neededDynlibsCount = getLEB();
                for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
                  libname = getString();
                  customSection.neededDynlibs.push(libname);
                }
              } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
                var count = getLEB();
                while (count--) {
                  var symname = getString();
                  var flags2 = getLEB();
                  if (flags2 & WASM_SYMBOL_TLS) {
                    customSection.tlsExports.add(symname);
                  }
                }
              } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
                var count = getLEB();
                while (count--) {
                  var modname = getString();
                  var symname = getString();
                  var flags2 = getLEB();
                  if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                    customSection.weakImports.add(symname);
                  }
                }
              } else {
                offset += subsectionSize;
              }
            }
          }
          return customSection;
        }, "getDylinkMetadata");
        function getValue(ptr, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              return HEAP8[ptr];
            case "i8":
              return HEAP8[ptr];
            case "i16":
              return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
            case "i32":
              return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
            case "i64":
              return HEAP64[ptr >> 3];
            case "float":
              return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
            case "double":
              return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
            case "*":
              return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
            default:
              abort(`invalid type for getValue: ${type}`);
          }
        }
        __name(getValue, "getValue");
        var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
          var dso = {
            refcount: Infinity,
            name: name2,
            exports: syms,
            global: true
          };
          LDSO.loadedLibsByName[name2] = dso;
          if (handle2 != void 0) {
            LDSO.loadedLibsByHandle[handle2] = dso;
          }
          return dso;
        }, "newDSO");
        var LDSO = {
          loadedLibsByName: {},
          loadedLibsByHandle: {},
          init() {
            newDSO("__main__", 0, wasmImports);
          }
        };
        var ___heap_base = 78224;
        var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
        var getMemory = /* @__PURE__ */ __name((size) => {
          if (runtimeInitialized) {
            return _calloc(size, 1);
          }
          var ret = ___heap_base;
          var end = ret + alignMemory(size, 16);
          ___heap_base = end;
          GOT["__heap_base"].value = end;
          return ret;
        }, "getMemory");
        var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
        var uleb128Encode = /* @__PURE__ */ __name((n, target) => {
          if (n < 128) {
            target.push(n);
          } else {
            target.push(n % 128 | 128, n >> 7);
          }
        }, "uleb128Encode");
        var sigToWasmTypes = /* @__PURE__ */ __name((sig) => {
          var typeNames = {
            "i": "i32",
            "j": "i64",
            "f": "f32",
            "d": "f64",
            "e": "externref",
            "p": "i32"
          };
          var type = {
            parameters: [],
            results: sig[0] == "v" ? [] : [typeNames[sig[0]]]
          };
          for (var i2 = 1; i2 < sig.length; ++i2) {
            type.parameters.push(typeNames[sig[i2]]);
          }
          return type;
        }, "sigToWasmTypes");
        var generateFuncType = /* @__PURE__ */ __name((sig, target) => {
          var sigRet = sig.slice(0, 1);
          var sigParam = sig.slice(1);
          var typeCodes = {
            "i": 127,
            // i32
            "p": 127,
            // i32
            "j": 126,
            // i64
            "f": 125,
            // f32
            "d": 124,
            // f64
            "e": 111
          };
          target.push(96);
          uleb128Encode(sigParam.length, target);
          for (var i2 = 0; i2 < sigParam.length; ++i2) {
            target.push(typeCodes[sigParam[i2]]);
          }
          if (sigRet == "v") {
            target.push(0);
          } else {
            target.push(1, typeCodes[sigRet]);
          }
        }, "generateFuncType");
        var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
          if (typeof WebAssembly.Function == "function") {
            return new WebAssembly.Function(sigToWasmTypes(sig), func2);
          }
          var typeSectionBody = [1];
          generateFuncType(sig, typeSectionBody);
          var bytes = [
            0,
            97,
            115,
            109,
            // magic ("\0asm")
            1,
            0,
            0,
            0,
            // version: 1
            1
          ];
          uleb128Encode(typeSectionBody.length, bytes);
          bytes.push(...typeSectionBody);
          bytes.push(
            2,
            7,
            // import section
            // (import "e" "f" (func 0 (type 0)))
            1,
            1,
            101,
            1,
            102,
            0,
            0,
            7,
            5,
            // export section
            // (export "f" (func 0 (type 0)))
            1,
            1,
            102,
            0,
            0
          );
          var module2 = new WebAssembly.Module(new Uint8Array(bytes));
          var instance2 = new WebAssembly.Instance(module2, {
            "e": {
              "f": func2
            }
          });
          var wrappedFunc = instance2.exports["f"];
          return wrappedFunc;
        }, "convertJsFunctionToWasm");
        var wasmTableMirror = [];
        var wasmTable = new WebAssembly.Table({
          "initial": 31,
          "element": "anyfunc"
        });
        var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
          var func2 = wasmTableMirror[funcPtr];
          if (!func2) {
            if (funcPtr >= wasmTableMirror.length) wasmTableMirror.length = funcPtr + 1;
            wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
          }
          return func2;
        }, "getWasmTableEntry");
        var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
          if (functionsInTableMap) {
            for (var i2 = offset; i2 < offset + count; i2++) {
              var item = getWasmTableEntry(i2);
              if (item) {
                functionsInTableMap.set(item, i2);
              }
            }
          }
        }, "updateTableMap");
        var functionsInTableMap;
        var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
          if (!functionsInTableMap) {
            functionsInTableMap = /* @__PURE__ */ new WeakMap();
            updateTableMap(0, wasmTable.length);
          }
          return functionsInTableMap.get(func2) || 0;
        }, "getFunctionAddress");
        var freeTableIndexes = [];
        var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
          if (freeTableIndexes.length) {
            return freeTableIndexes.pop();
          }
          try {
            wasmTable.grow(1);
          } catch (err2) {
            if (!(err2 instanceof RangeError)) {
              throw err2;
            }
            throw "Unable to grow wasm table. Set ALLOW_TABLE_GROWTH.";
          }
          return wasmTable.length - 1;
        }, "getEmptyTableSlot");
        var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
          wasmTable.set(idx, func2);
          wasmTableMirror[idx] = wasmTable.get(idx);
        }, "setWasmTableEntry");
        var addFunction = /* @__PURE__ */ __name((func2, sig) => {
          var rtn = getFunctionAddress(func2);
          if (rtn) {
            return rtn;
          }
          var ret = getEmptyTableSlot();
          try {
            setWasmTableEntry(ret, func2);
          } catch (err2) {
            if (!(err2 instanceof TypeError)) {
              throw err2;
            }
            var wrapped = convertJsFunctionToWasm(func2, sig);
            setWasmTableEntry(ret, wrapped);
          }
          functionsInTableMap.set(func2, ret);
          return ret;
        }, "addFunction");
        var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
          for (var symName in exports2) {
            if (isInternalSym(symName)) {
              continue;
            }
            var value = exports2[symName];
            GOT[symName] ||= new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            });
            if (replace || GOT[symName].value == 0) {
              if (typeof value == "function") {
                GOT[symName].value = addFunction(value);
              } else if (typeof value == "number") {
                GOT[symName].value = value;
              } else {
                err(`unhandled export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "updateGOT");
        var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
          var relocated = {};
          for (var e in exports2) {
            var value = exports2[e];
            if (typeof value == "object") {
              value = value.value;
            }
            if (typeof value == "number") {
              value += memoryBase2;
            }
            relocated[e] = value;
          }
          updateGOT(relocated, replace);
          return relocated;
        }, "relocateExports");
        var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
          var existing = wasmImports[symName];
          if (!existing || existing.stub) {
            return false;
          }
          return true;
        }, "isSymbolDefined");
        var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = []) => {
          var rtn = getWasmTableEntry(ptr)(...args2);
          return rtn;
        }, "dynCall");
        var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
        var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
        var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
          var sp = stackSave();
          try {
            return dynCall(sig, ptr, args2);
          } catch (e) {
            stackRestore(sp);
            if (e !== e + 0) throw e;
            _setThrew(1, 0);
            if (sig[0] == "j") return 0n;
          }
        }, "createInvokeFunction");
        var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
          var sym;
          if (isSymbolDefined(symName)) {
            sym = wasmImports[symName];
          } else if (symName.startsWith("invoke_")) {
            sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
          }
          return {
            sym,
            name: symName
          };
        }, "resolveGlobalSymbol");
        var onPostCtors = [];
        var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.unshift(cb), "addOnPostCtor");
        var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead) : "", "UTF8ToString");
        var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
          var metadata = getDylinkMetadata(binary);
          currentModuleWeakSymbols = metadata.weakImports;
          function loadModule() {
            var memAlign = Math.pow(2, metadata.memoryAlign);
            var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
            var tableBase = metadata.tableSize ? wasmTable.length : 0;
            if (handle) {
              HEAP8[handle + 8] = 1;
              LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
              LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
              LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
              LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
            }
            if (metadata.tableSize) {
              wasmTable.grow(metadata.tableSize);
            }
            var moduleExports;
            function resolveSymbol(sym) {
              var resolved = resolveGlobalSymbol(sym).sym;
              if (!resolved && localScope) {
                resolved = localScope[sym];
              }
              if (!resolved) {
                resolved = moduleExports[sym];
              }
              return resolved;
            }
            __name(resolveSymbol, "resolveSymbol");
            var proxyHandler = {
              get(stubs, prop) {
                switch (prop) {
                  case "__memory_base":
                    return memoryBase;
                  case "__table_base":
                    return tableBase;
                }
                if (prop in wasmImports && !wasmImports[prop].stub) {
                  var res = wasmImports[prop];
                  return res;
                }
                if (!(prop in stubs)) {
                  var resolved;
                  stubs[prop] = (...args2) => {
                    resolved ||= resolveSymbol(prop);
                    return resolved(...args2);
                  };
                }
                return stubs[prop];
              }
            };
            var proxy = new Proxy({}, proxyHandler);
            var info = {
              "GOT.mem": new Proxy({}, GOTHandler),
              "GOT.func": new Proxy({}, GOTHandler),
              "env": proxy,
              "wasi_snapshot_preview1": proxy
            };
            function postInstantiation(module, instance) {
              updateTableMap(tableBase, metadata.tableSize);
              moduleExports = relocateExports(instance.exports, memoryBase);
              if (!flags.allowUndefined) {
                reportUndefinedSymbols();
              }
              function addEmAsm(addr, body) {
                var args = [];
                var arity = 0;
                for (; arity < 16; arity++) {
                  if (body.indexOf("$" + arity) != -1) {
                    args.push("$" + arity);
                  } else {
                    break;
                  }
                }
                args = args.join(",");
                var func = `(${args}) => { ${body} };`;
                ASM_CONSTS[start] = eval(func);
              }
              __name(addEmAsm, "addEmAsm");
              if ("__start_em_asm" in moduleExports) {
                var start = moduleExports["__start_em_asm"];
                var stop = moduleExports["__stop_em_asm"];
                while (start < stop) {
                  var jsString = UTF8ToString(start);
                  addEmAsm(start, jsString);
                  start = HEAPU8.indexOf(0, start) + 1;
                }
              }
              function addEmJs(name, cSig, body) {
                var jsArgs = [];
                cSig = cSig.slice(1, -1);
                if (cSig != "void") {
                  cSig = cSig.split(",");
                  for (var i in cSig) {
                    var jsArg = cSig[i].split(" ").pop();
                    jsArgs.push(jsArg.replace("*", ""));
                  }
                }
                var func = `(${jsArgs}) => ${body};`;
                moduleExports[name] = eval(func);
              }
              __name(addEmJs, "addEmJs");
              for (var name in moduleExports) {
                if (name.startsWith("__em_js__")) {
                  var start = moduleExports[name];
                  var jsString = UTF8ToString(start);
                  var parts = jsString.split("<::>");
                  addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                  delete moduleExports[name];
                }
              }
              var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
              if (applyRelocs) {
                if (runtimeInitialized) {
                  applyRelocs();
                } else {
                  __RELOC_FUNCS__.push(applyRelocs);
                }
              }
              var init = moduleExports["__wasm_call_ctors"];
              if (init) {
                if (runtimeInitialized) {
                  init();
                } else {
                  addOnPostCtor(init);
                }
              }
              return moduleExports;
            }
            __name(postInstantiation, "postInstantiation");
            if (flags.loadAsync) {
              if (binary instanceof WebAssembly.Module) {
                var instance = new WebAssembly.Instance(binary, info);
                return Promise.resolve(postInstantiation(binary, instance));
              }
              return WebAssembly.instantiate(binary, info).then((result) => postInstantiation(result.module, result.instance));
            }
            var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
            var instance = new WebAssembly.Instance(module, info);
            return postInstantiation(module, instance);
          }
          __name(loadModule, "loadModule");
          if (flags.loadAsync) {
            return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
          }
          metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
          return loadModule();
        }, "loadWebAssemblyModule");
        var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
          for (var [sym, exp] of Object.entries(exports2)) {
            const setImport = /* @__PURE__ */ __name((target) => {
              if (!isSymbolDefined(target)) {
                wasmImports[target] = exp;
              }
            }, "setImport");
            setImport(sym);
            const main_alias = "__main_argc_argv";
            if (sym == "main") {
              setImport(main_alias);
            }
            if (sym == main_alias) {
              setImport("main");
            }
          }
        }, "mergeLibSymbols");
        var asyncLoad = /* @__PURE__ */ __name(async (url) => {
          var arrayBuffer = await readAsync(url);
          return new Uint8Array(arrayBuffer);
        }, "asyncLoad");
        function loadDynamicLibrary(libName2, flags2 = {
          global: true,
          nodelete: true
        }, localScope2, handle2) {
          var dso = LDSO.loadedLibsByName[libName2];
          if (dso) {
            if (!flags2.global) {
              if (localScope2) {
                Object.assign(localScope2, dso.exports);
              }
            } else if (!dso.global) {
              dso.global = true;
              mergeLibSymbols(dso.exports, libName2);
            }
            if (flags2.nodelete && dso.refcount !== Infinity) {
              dso.refcount = Infinity;
            }
            dso.refcount++;
            if (handle2) {
              LDSO.loadedLibsByHandle[handle2] = dso;
            }
            return flags2.loadAsync ? Promise.resolve(true) : true;
          }
          dso = newDSO(libName2, handle2, "loading");
          dso.refcount = flags2.nodelete ? Infinity : 1;
          dso.global = flags2.global;
          function loadLibData() {
            if (handle2) {
              var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
              var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
              if (data && dataSize) {
                var libData = HEAP8.slice(data, data + dataSize);
                return flags2.loadAsync ? Promise.resolve(libData) : libData;
              }
            }
            var libFile = locateFile(libName2);
            if (flags2.loadAsync) {
              return asyncLoad(libFile);
            }
            if (!readBinary) {
              throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
            }
            return readBinary(libFile);
          }
          __name(loadLibData, "loadLibData");
          function getExports() {
            if (flags2.loadAsync) {
              return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
            }
            return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
          }
          __name(getExports, "getExports");
          function moduleLoaded(exports2) {
            if (dso.global) {
              mergeLibSymbols(exports2, libName2);
            } else if (localScope2) {
              Object.assign(localScope2, exports2);
            }
            dso.exports = exports2;
          }
          __name(moduleLoaded, "moduleLoaded");
          if (flags2.loadAsync) {
            return getExports().then((exports2) => {
              moduleLoaded(exports2);
              return true;
            });
          }
          moduleLoaded(getExports());
          return true;
        }
        __name(loadDynamicLibrary, "loadDynamicLibrary");
        var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
          for (var [symName, entry] of Object.entries(GOT)) {
            if (entry.value == 0) {
              var value = resolveGlobalSymbol(symName, true).sym;
              if (!value && !entry.required) {
                continue;
              }
              if (typeof value == "function") {
                entry.value = addFunction(value, value.sig);
              } else if (typeof value == "number") {
                entry.value = value;
              } else {
                throw new Error(`bad export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "reportUndefinedSymbols");
        var loadDylibs = /* @__PURE__ */ __name(() => {
          if (!dynamicLibraries.length) {
            reportUndefinedSymbols();
            return;
          }
          addRunDependency("loadDylibs");
          dynamicLibraries.reduce((chain, lib) => chain.then(() => loadDynamicLibrary(lib, {
            loadAsync: true,
            global: true,
            nodelete: true,
            allowUndefined: true
          })), Promise.resolve()).then(() => {
            reportUndefinedSymbols();
            removeRunDependency("loadDylibs");
          });
        }, "loadDylibs");
        var noExitRuntime = Module["noExitRuntime"] || true;
        function setValue(ptr, value, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              HEAP8[ptr] = value;
              break;
            case "i8":
              HEAP8[ptr] = value;
              break;
            case "i16":
              LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
              break;
            case "i32":
              LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
              break;
            case "i64":
              HEAP64[ptr >> 3] = BigInt(value);
              break;
            case "float":
              LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
              break;
            case "double":
              LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
              break;
            case "*":
              LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
              break;
            default:
              abort(`invalid type for setValue: ${type}`);
          }
        }
        __name(setValue, "setValue");
        var ___memory_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1024);
        var ___stack_pointer = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        }, 78224);
        var ___table_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1);
        var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
        __abort_js.sig = "v";
        var _emscripten_get_now = /* @__PURE__ */ __name(() => performance.now(), "_emscripten_get_now");
        _emscripten_get_now.sig = "d";
        var _emscripten_date_now = /* @__PURE__ */ __name(() => Date.now(), "_emscripten_date_now");
        _emscripten_date_now.sig = "d";
        var nowIsMonotonic = 1;
        var checkWasiClock = /* @__PURE__ */ __name((clock_id) => clock_id >= 0 && clock_id <= 3, "checkWasiClock");
        var INT53_MAX = 9007199254740992;
        var INT53_MIN = -9007199254740992;
        var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
        function _clock_time_get(clk_id, ignored_precision, ptime) {
          ignored_precision = bigintToI53Checked(ignored_precision);
          if (!checkWasiClock(clk_id)) {
            return 28;
          }
          var now;
          if (clk_id === 0) {
            now = _emscripten_date_now();
          } else if (nowIsMonotonic) {
            now = _emscripten_get_now();
          } else {
            return 52;
          }
          var nsec = Math.round(now * 1e3 * 1e3);
          HEAP64[ptime >> 3] = BigInt(nsec);
          return 0;
        }
        __name(_clock_time_get, "_clock_time_get");
        _clock_time_get.sig = "iijp";
        var getHeapMax = /* @__PURE__ */ __name(() => (
          // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
          // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
          // for any code that deals with heap sizes, which would require special
          // casing all heap size related code to treat 0 specially.
          2147483648
        ), "getHeapMax");
        var growMemory = /* @__PURE__ */ __name((size) => {
          var b = wasmMemory.buffer;
          var pages = (size - b.byteLength + 65535) / 65536 | 0;
          try {
            wasmMemory.grow(pages);
            updateMemoryViews();
            return 1;
          } catch (e) {
          }
        }, "growMemory");
        var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
          var oldSize = HEAPU8.length;
          requestedSize >>>= 0;
          var maxHeapSize = getHeapMax();
          if (requestedSize > maxHeapSize) {
            return false;
          }
          for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
            var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
            overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
            var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
            var replacement = growMemory(newSize);
            if (replacement) {
              return true;
            }
          }
          return false;
        }, "_emscripten_resize_heap");
        _emscripten_resize_heap.sig = "ip";
        var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
        _fd_close.sig = "ii";
        function _fd_seek(fd, offset, whence, newOffset) {
          offset = bigintToI53Checked(offset);
          return 70;
        }
        __name(_fd_seek, "_fd_seek");
        _fd_seek.sig = "iijip";
        var printCharBuffers = [null, [], []];
        var printChar = /* @__PURE__ */ __name((stream, curr) => {
          var buffer = printCharBuffers[stream];
          if (curr === 0 || curr === 10) {
            (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
            buffer.length = 0;
          } else {
            buffer.push(curr);
          }
        }, "printChar");
        var flush_NO_FILESYSTEM = /* @__PURE__ */ __name(() => {
          if (printCharBuffers[1].length) printChar(1, 10);
          if (printCharBuffers[2].length) printChar(2, 10);
        }, "flush_NO_FILESYSTEM");
        var SYSCALLS = {
          varargs: void 0,
          getStr(ptr) {
            var ret = UTF8ToString(ptr);
            return ret;
          }
        };
        var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
          var num = 0;
          for (var i2 = 0; i2 < iovcnt; i2++) {
            var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
            var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
            iov += 8;
            for (var j = 0; j < len; j++) {
              printChar(fd, HEAPU8[ptr + j]);
            }
            num += len;
          }
          LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
          return 0;
        }, "_fd_write");
        _fd_write.sig = "iippp";
        function _tree_sitter_log_callback(isLexMessage, messageAddress) {
          if (Module.currentLogCallback) {
            const message = UTF8ToString(messageAddress);
            Module.currentLogCallback(message, isLexMessage !== 0);
          }
        }
        __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
        function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
          const INPUT_BUFFER_SIZE = 10 * 1024;
          const string = Module.currentParseCallback(index, {
            row,
            column
          });
          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
          } else {
            setValue(lengthAddress, 0, "i32");
          }
        }
        __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
        function _tree_sitter_progress_callback(currentOffset, hasError) {
          if (Module.currentProgressCallback) {
            return Module.currentProgressCallback({
              currentOffset,
              hasError
            });
          }
          return false;
        }
        __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
        function _tree_sitter_query_progress_callback(currentOffset) {
          if (Module.currentQueryProgressCallback) {
            return Module.currentQueryProgressCallback({
              currentOffset
            });
          }
          return false;
        }
        __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
        var runtimeKeepaliveCounter = 0;
        var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
        var _proc_exit = /* @__PURE__ */ __name((code) => {
          EXITSTATUS = code;
          if (!keepRuntimeAlive()) {
            Module["onExit"]?.(code);
            ABORT = true;
          }
          quit_(code, new ExitStatus(code));
        }, "_proc_exit");
        _proc_exit.sig = "vi";
        var exitJS = /* @__PURE__ */ __name((status, implicit) => {
          EXITSTATUS = status;
          _proc_exit(status);
        }, "exitJS");
        var handleException = /* @__PURE__ */ __name((e) => {
          if (e instanceof ExitStatus || e == "unwind") {
            return EXITSTATUS;
          }
          quit_(1, e);
        }, "handleException");
        var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
          var len = 0;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var c = str.charCodeAt(i2);
            if (c <= 127) {
              len++;
            } else if (c <= 2047) {
              len += 2;
            } else if (c >= 55296 && c <= 57343) {
              len += 4;
              ++i2;
            } else {
              len += 3;
            }
          }
          return len;
        }, "lengthBytesUTF8");
        var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
          if (!(maxBytesToWrite > 0)) return 0;
          var startIdx = outIdx;
          var endIdx = outIdx + maxBytesToWrite - 1;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var u = str.charCodeAt(i2);
            if (u >= 55296 && u <= 57343) {
              var u1 = str.charCodeAt(++i2);
              u = 65536 + ((u & 1023) << 10) | u1 & 1023;
            }
            if (u <= 127) {
              if (outIdx >= endIdx) break;
              heap[outIdx++] = u;
            } else if (u <= 2047) {
              if (outIdx + 1 >= endIdx) break;
              heap[outIdx++] = 192 | u >> 6;
              heap[outIdx++] = 128 | u & 63;
            } else if (u <= 65535) {
              if (outIdx + 2 >= endIdx) break;
              heap[outIdx++] = 224 | u >> 12;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            } else {
              if (outIdx + 3 >= endIdx) break;
              heap[outIdx++] = 240 | u >> 18;
              heap[outIdx++] = 128 | u >> 12 & 63;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            }
          }
          heap[outIdx] = 0;
          return outIdx - startIdx;
        }, "stringToUTF8Array");
        var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
        var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
        var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
          var size = lengthBytesUTF8(str) + 1;
          var ret = stackAlloc(size);
          stringToUTF8(str, ret, size);
          return ret;
        }, "stringToUTF8OnStack");
        var AsciiToString = /* @__PURE__ */ __name((ptr) => {
          var str = "";
          while (1) {
            var ch = HEAPU8[ptr++];
            if (!ch) return str;
            str += String.fromCharCode(ch);
          }
        }, "AsciiToString");
        var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
          maxBytesToWrite ??= 2147483647;
          if (maxBytesToWrite < 2) return 0;
          maxBytesToWrite -= 2;
          var startPtr = outPtr;
          var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
          for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
            var codeUnit = str.charCodeAt(i2);
            LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
            outPtr += 2;
          }
          LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
          return outPtr - startPtr;
        }, "stringToUTF16");
        var wasmImports = {
          /** @export */
          __heap_base: ___heap_base,
          /** @export */
          __indirect_function_table: wasmTable,
          /** @export */
          __memory_base: ___memory_base,
          /** @export */
          __stack_pointer: ___stack_pointer,
          /** @export */
          __table_base: ___table_base,
          /** @export */
          _abort_js: __abort_js,
          /** @export */
          clock_time_get: _clock_time_get,
          /** @export */
          emscripten_resize_heap: _emscripten_resize_heap,
          /** @export */
          fd_close: _fd_close,
          /** @export */
          fd_seek: _fd_seek,
          /** @export */
          fd_write: _fd_write,
          /** @export */
          memory: wasmMemory,
          /** @export */
          tree_sitter_log_callback: _tree_sitter_log_callback,
          /** @export */
          tree_sitter_parse_callback: _tree_sitter_parse_callback,
          /** @export */
          tree_sitter_progress_callback: _tree_sitter_progress_callback,
          /** @export */
          tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
        };
        var wasmExports = await createWasm();
        var ___wasm_call_ctors = wasmExports["__wasm_call_ctors"];
        var _malloc = Module["_malloc"] = wasmExports["malloc"];
        var _calloc = Module["_calloc"] = wasmExports["calloc"];
        var _realloc = Module["_realloc"] = wasmExports["realloc"];
        var _free = Module["_free"] = wasmExports["free"];
        var _memcmp = Module["_memcmp"] = wasmExports["memcmp"];
        var _ts_language_symbol_count = Module["_ts_language_symbol_count"] = wasmExports["ts_language_symbol_count"];
        var _ts_language_state_count = Module["_ts_language_state_count"] = wasmExports["ts_language_state_count"];
        var _ts_language_version = Module["_ts_language_version"] = wasmExports["ts_language_version"];
        var _ts_language_abi_version = Module["_ts_language_abi_version"] = wasmExports["ts_language_abi_version"];
        var _ts_language_metadata = Module["_ts_language_metadata"] = wasmExports["ts_language_metadata"];
        var _ts_language_name = Module["_ts_language_name"] = wasmExports["ts_language_name"];
        var _ts_language_field_count = Module["_ts_language_field_count"] = wasmExports["ts_language_field_count"];
        var _ts_language_next_state = Module["_ts_language_next_state"] = wasmExports["ts_language_next_state"];
        var _ts_language_symbol_name = Module["_ts_language_symbol_name"] = wasmExports["ts_language_symbol_name"];
        var _ts_language_symbol_for_name = Module["_ts_language_symbol_for_name"] = wasmExports["ts_language_symbol_for_name"];
        var _strncmp = Module["_strncmp"] = wasmExports["strncmp"];
        var _ts_language_symbol_type = Module["_ts_language_symbol_type"] = wasmExports["ts_language_symbol_type"];
        var _ts_language_field_name_for_id = Module["_ts_language_field_name_for_id"] = wasmExports["ts_language_field_name_for_id"];
        var _ts_lookahead_iterator_new = Module["_ts_lookahead_iterator_new"] = wasmExports["ts_lookahead_iterator_new"];
        var _ts_lookahead_iterator_delete = Module["_ts_lookahead_iterator_delete"] = wasmExports["ts_lookahead_iterator_delete"];
        var _ts_lookahead_iterator_reset_state = Module["_ts_lookahead_iterator_reset_state"] = wasmExports["ts_lookahead_iterator_reset_state"];
        var _ts_lookahead_iterator_reset = Module["_ts_lookahead_iterator_reset"] = wasmExports["ts_lookahead_iterator_reset"];
        var _ts_lookahead_iterator_next = Module["_ts_lookahead_iterator_next"] = wasmExports["ts_lookahead_iterator_next"];
        var _ts_lookahead_iterator_current_symbol = Module["_ts_lookahead_iterator_current_symbol"] = wasmExports["ts_lookahead_iterator_current_symbol"];
        var _ts_parser_delete = Module["_ts_parser_delete"] = wasmExports["ts_parser_delete"];
        var _ts_parser_reset = Module["_ts_parser_reset"] = wasmExports["ts_parser_reset"];
        var _ts_parser_set_language = Module["_ts_parser_set_language"] = wasmExports["ts_parser_set_language"];
        var _ts_parser_timeout_micros = Module["_ts_parser_timeout_micros"] = wasmExports["ts_parser_timeout_micros"];
        var _ts_parser_set_timeout_micros = Module["_ts_parser_set_timeout_micros"] = wasmExports["ts_parser_set_timeout_micros"];
        var _ts_parser_set_included_ranges = Module["_ts_parser_set_included_ranges"] = wasmExports["ts_parser_set_included_ranges"];
        var _ts_query_new = Module["_ts_query_new"] = wasmExports["ts_query_new"];
        var _ts_query_delete = Module["_ts_query_delete"] = wasmExports["ts_query_delete"];
        var _iswspace = Module["_iswspace"] = wasmExports["iswspace"];
        var _iswalnum = Module["_iswalnum"] = wasmExports["iswalnum"];
        var _ts_query_pattern_count = Module["_ts_query_pattern_count"] = wasmExports["ts_query_pattern_count"];
        var _ts_query_capture_count = Module["_ts_query_capture_count"] = wasmExports["ts_query_capture_count"];
        var _ts_query_string_count = Module["_ts_query_string_count"] = wasmExports["ts_query_string_count"];
        var _ts_query_capture_name_for_id = Module["_ts_query_capture_name_for_id"] = wasmExports["ts_query_capture_name_for_id"];
        var _ts_query_capture_quantifier_for_id = Module["_ts_query_capture_quantifier_for_id"] = wasmExports["ts_query_capture_quantifier_for_id"];
        var _ts_query_string_value_for_id = Module["_ts_query_string_value_for_id"] = wasmExports["ts_query_string_value_for_id"];
        var _ts_query_predicates_for_pattern = Module["_ts_query_predicates_for_pattern"] = wasmExports["ts_query_predicates_for_pattern"];
        var _ts_query_start_byte_for_pattern = Module["_ts_query_start_byte_for_pattern"] = wasmExports["ts_query_start_byte_for_pattern"];
        var _ts_query_end_byte_for_pattern = Module["_ts_query_end_byte_for_pattern"] = wasmExports["ts_query_end_byte_for_pattern"];
        var _ts_query_is_pattern_rooted = Module["_ts_query_is_pattern_rooted"] = wasmExports["ts_query_is_pattern_rooted"];
        var _ts_query_is_pattern_non_local = Module["_ts_query_is_pattern_non_local"] = wasmExports["ts_query_is_pattern_non_local"];
        var _ts_query_is_pattern_guaranteed_at_step = Module["_ts_query_is_pattern_guaranteed_at_step"] = wasmExports["ts_query_is_pattern_guaranteed_at_step"];
        var _ts_query_disable_capture = Module["_ts_query_disable_capture"] = wasmExports["ts_query_disable_capture"];
        var _ts_query_disable_pattern = Module["_ts_query_disable_pattern"] = wasmExports["ts_query_disable_pattern"];
        var _ts_tree_copy = Module["_ts_tree_copy"] = wasmExports["ts_tree_copy"];
        var _ts_tree_delete = Module["_ts_tree_delete"] = wasmExports["ts_tree_delete"];
        var _ts_init = Module["_ts_init"] = wasmExports["ts_init"];
        var _ts_parser_new_wasm = Module["_ts_parser_new_wasm"] = wasmExports["ts_parser_new_wasm"];
        var _ts_parser_enable_logger_wasm = Module["_ts_parser_enable_logger_wasm"] = wasmExports["ts_parser_enable_logger_wasm"];
        var _ts_parser_parse_wasm = Module["_ts_parser_parse_wasm"] = wasmExports["ts_parser_parse_wasm"];
        var _ts_parser_included_ranges_wasm = Module["_ts_parser_included_ranges_wasm"] = wasmExports["ts_parser_included_ranges_wasm"];
        var _ts_language_type_is_named_wasm = Module["_ts_language_type_is_named_wasm"] = wasmExports["ts_language_type_is_named_wasm"];
        var _ts_language_type_is_visible_wasm = Module["_ts_language_type_is_visible_wasm"] = wasmExports["ts_language_type_is_visible_wasm"];
        var _ts_language_supertypes_wasm = Module["_ts_language_supertypes_wasm"] = wasmExports["ts_language_supertypes_wasm"];
        var _ts_language_subtypes_wasm = Module["_ts_language_subtypes_wasm"] = wasmExports["ts_language_subtypes_wasm"];
        var _ts_tree_root_node_wasm = Module["_ts_tree_root_node_wasm"] = wasmExports["ts_tree_root_node_wasm"];
        var _ts_tree_root_node_with_offset_wasm = Module["_ts_tree_root_node_with_offset_wasm"] = wasmExports["ts_tree_root_node_with_offset_wasm"];
        var _ts_tree_edit_wasm = Module["_ts_tree_edit_wasm"] = wasmExports["ts_tree_edit_wasm"];
        var _ts_tree_included_ranges_wasm = Module["_ts_tree_included_ranges_wasm"] = wasmExports["ts_tree_included_ranges_wasm"];
        var _ts_tree_get_changed_ranges_wasm = Module["_ts_tree_get_changed_ranges_wasm"] = wasmExports["ts_tree_get_changed_ranges_wasm"];
        var _ts_tree_cursor_new_wasm = Module["_ts_tree_cursor_new_wasm"] = wasmExports["ts_tree_cursor_new_wasm"];
        var _ts_tree_cursor_copy_wasm = Module["_ts_tree_cursor_copy_wasm"] = wasmExports["ts_tree_cursor_copy_wasm"];
        var _ts_tree_cursor_delete_wasm = Module["_ts_tree_cursor_delete_wasm"] = wasmExports["ts_tree_cursor_delete_wasm"];
        var _ts_tree_cursor_reset_wasm = Module["_ts_tree_cursor_reset_wasm"] = wasmExports["ts_tree_cursor_reset_wasm"];
        var _ts_tree_cursor_reset_to_wasm = Module["_ts_tree_cursor_reset_to_wasm"] = wasmExports["ts_tree_cursor_reset_to_wasm"];
        var _ts_tree_cursor_goto_first_child_wasm = Module["_ts_tree_cursor_goto_first_child_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_wasm"];
        var _ts_tree_cursor_goto_last_child_wasm = Module["_ts_tree_cursor_goto_last_child_wasm"] = wasmExports["ts_tree_cursor_goto_last_child_wasm"];
        var _ts_tree_cursor_goto_first_child_for_index_wasm = Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_index_wasm"];
        var _ts_tree_cursor_goto_first_child_for_position_wasm = Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_position_wasm"];
        var _ts_tree_cursor_goto_next_sibling_wasm = Module["_ts_tree_cursor_goto_next_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_next_sibling_wasm"];
        var _ts_tree_cursor_goto_previous_sibling_wasm = Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_previous_sibling_wasm"];
        var _ts_tree_cursor_goto_descendant_wasm = Module["_ts_tree_cursor_goto_descendant_wasm"] = wasmExports["ts_tree_cursor_goto_descendant_wasm"];
        var _ts_tree_cursor_goto_parent_wasm = Module["_ts_tree_cursor_goto_parent_wasm"] = wasmExports["ts_tree_cursor_goto_parent_wasm"];
        var _ts_tree_cursor_current_node_type_id_wasm = Module["_ts_tree_cursor_current_node_type_id_wasm"] = wasmExports["ts_tree_cursor_current_node_type_id_wasm"];
        var _ts_tree_cursor_current_node_state_id_wasm = Module["_ts_tree_cursor_current_node_state_id_wasm"] = wasmExports["ts_tree_cursor_current_node_state_id_wasm"];
        var _ts_tree_cursor_current_node_is_named_wasm = Module["_ts_tree_cursor_current_node_is_named_wasm"] = wasmExports["ts_tree_cursor_current_node_is_named_wasm"];
        var _ts_tree_cursor_current_node_is_missing_wasm = Module["_ts_tree_cursor_current_node_is_missing_wasm"] = wasmExports["ts_tree_cursor_current_node_is_missing_wasm"];
        var _ts_tree_cursor_current_node_id_wasm = Module["_ts_tree_cursor_current_node_id_wasm"] = wasmExports["ts_tree_cursor_current_node_id_wasm"];
        var _ts_tree_cursor_start_position_wasm = Module["_ts_tree_cursor_start_position_wasm"] = wasmExports["ts_tree_cursor_start_position_wasm"];
        var _ts_tree_cursor_end_position_wasm = Module["_ts_tree_cursor_end_position_wasm"] = wasmExports["ts_tree_cursor_end_position_wasm"];
        var _ts_tree_cursor_start_index_wasm = Module["_ts_tree_cursor_start_index_wasm"] = wasmExports["ts_tree_cursor_start_index_wasm"];
        var _ts_tree_cursor_end_index_wasm = Module["_ts_tree_cursor_end_index_wasm"] = wasmExports["ts_tree_cursor_end_index_wasm"];
        var _ts_tree_cursor_current_field_id_wasm = Module["_ts_tree_cursor_current_field_id_wasm"] = wasmExports["ts_tree_cursor_current_field_id_wasm"];
        var _ts_tree_cursor_current_depth_wasm = Module["_ts_tree_cursor_current_depth_wasm"] = wasmExports["ts_tree_cursor_current_depth_wasm"];
        var _ts_tree_cursor_current_descendant_index_wasm = Module["_ts_tree_cursor_current_descendant_index_wasm"] = wasmExports["ts_tree_cursor_current_descendant_index_wasm"];
        var _ts_tree_cursor_current_node_wasm = Module["_ts_tree_cursor_current_node_wasm"] = wasmExports["ts_tree_cursor_current_node_wasm"];
        var _ts_node_symbol_wasm = Module["_ts_node_symbol_wasm"] = wasmExports["ts_node_symbol_wasm"];
        var _ts_node_field_name_for_child_wasm = Module["_ts_node_field_name_for_child_wasm"] = wasmExports["ts_node_field_name_for_child_wasm"];
        var _ts_node_field_name_for_named_child_wasm = Module["_ts_node_field_name_for_named_child_wasm"] = wasmExports["ts_node_field_name_for_named_child_wasm"];
        var _ts_node_children_by_field_id_wasm = Module["_ts_node_children_by_field_id_wasm"] = wasmExports["ts_node_children_by_field_id_wasm"];
        var _ts_node_first_child_for_byte_wasm = Module["_ts_node_first_child_for_byte_wasm"] = wasmExports["ts_node_first_child_for_byte_wasm"];
        var _ts_node_first_named_child_for_byte_wasm = Module["_ts_node_first_named_child_for_byte_wasm"] = wasmExports["ts_node_first_named_child_for_byte_wasm"];
        var _ts_node_grammar_symbol_wasm = Module["_ts_node_grammar_symbol_wasm"] = wasmExports["ts_node_grammar_symbol_wasm"];
        var _ts_node_child_count_wasm = Module["_ts_node_child_count_wasm"] = wasmExports["ts_node_child_count_wasm"];
        var _ts_node_named_child_count_wasm = Module["_ts_node_named_child_count_wasm"] = wasmExports["ts_node_named_child_count_wasm"];
        var _ts_node_child_wasm = Module["_ts_node_child_wasm"] = wasmExports["ts_node_child_wasm"];
        var _ts_node_named_child_wasm = Module["_ts_node_named_child_wasm"] = wasmExports["ts_node_named_child_wasm"];
        var _ts_node_child_by_field_id_wasm = Module["_ts_node_child_by_field_id_wasm"] = wasmExports["ts_node_child_by_field_id_wasm"];
        var _ts_node_next_sibling_wasm = Module["_ts_node_next_sibling_wasm"] = wasmExports["ts_node_next_sibling_wasm"];
        var _ts_node_prev_sibling_wasm = Module["_ts_node_prev_sibling_wasm"] = wasmExports["ts_node_prev_sibling_wasm"];
        var _ts_node_next_named_sibling_wasm = Module["_ts_node_next_named_sibling_wasm"] = wasmExports["ts_node_next_named_sibling_wasm"];
        var _ts_node_prev_named_sibling_wasm = Module["_ts_node_prev_named_sibling_wasm"] = wasmExports["ts_node_prev_named_sibling_wasm"];
        var _ts_node_descendant_count_wasm = Module["_ts_node_descendant_count_wasm"] = wasmExports["ts_node_descendant_count_wasm"];
        var _ts_node_parent_wasm = Module["_ts_node_parent_wasm"] = wasmExports["ts_node_parent_wasm"];
        var _ts_node_child_with_descendant_wasm = Module["_ts_node_child_with_descendant_wasm"] = wasmExports["ts_node_child_with_descendant_wasm"];
        var _ts_node_descendant_for_index_wasm = Module["_ts_node_descendant_for_index_wasm"] = wasmExports["ts_node_descendant_for_index_wasm"];
        var _ts_node_named_descendant_for_index_wasm = Module["_ts_node_named_descendant_for_index_wasm"] = wasmExports["ts_node_named_descendant_for_index_wasm"];
        var _ts_node_descendant_for_position_wasm = Module["_ts_node_descendant_for_position_wasm"] = wasmExports["ts_node_descendant_for_position_wasm"];
        var _ts_node_named_descendant_for_position_wasm = Module["_ts_node_named_descendant_for_position_wasm"] = wasmExports["ts_node_named_descendant_for_position_wasm"];
        var _ts_node_start_point_wasm = Module["_ts_node_start_point_wasm"] = wasmExports["ts_node_start_point_wasm"];
        var _ts_node_end_point_wasm = Module["_ts_node_end_point_wasm"] = wasmExports["ts_node_end_point_wasm"];
        var _ts_node_start_index_wasm = Module["_ts_node_start_index_wasm"] = wasmExports["ts_node_start_index_wasm"];
        var _ts_node_end_index_wasm = Module["_ts_node_end_index_wasm"] = wasmExports["ts_node_end_index_wasm"];
        var _ts_node_to_string_wasm = Module["_ts_node_to_string_wasm"] = wasmExports["ts_node_to_string_wasm"];
        var _ts_node_children_wasm = Module["_ts_node_children_wasm"] = wasmExports["ts_node_children_wasm"];
        var _ts_node_named_children_wasm = Module["_ts_node_named_children_wasm"] = wasmExports["ts_node_named_children_wasm"];
        var _ts_node_descendants_of_type_wasm = Module["_ts_node_descendants_of_type_wasm"] = wasmExports["ts_node_descendants_of_type_wasm"];
        var _ts_node_is_named_wasm = Module["_ts_node_is_named_wasm"] = wasmExports["ts_node_is_named_wasm"];
        var _ts_node_has_changes_wasm = Module["_ts_node_has_changes_wasm"] = wasmExports["ts_node_has_changes_wasm"];
        var _ts_node_has_error_wasm = Module["_ts_node_has_error_wasm"] = wasmExports["ts_node_has_error_wasm"];
        var _ts_node_is_error_wasm = Module["_ts_node_is_error_wasm"] = wasmExports["ts_node_is_error_wasm"];
        var _ts_node_is_missing_wasm = Module["_ts_node_is_missing_wasm"] = wasmExports["ts_node_is_missing_wasm"];
        var _ts_node_is_extra_wasm = Module["_ts_node_is_extra_wasm"] = wasmExports["ts_node_is_extra_wasm"];
        var _ts_node_parse_state_wasm = Module["_ts_node_parse_state_wasm"] = wasmExports["ts_node_parse_state_wasm"];
        var _ts_node_next_parse_state_wasm = Module["_ts_node_next_parse_state_wasm"] = wasmExports["ts_node_next_parse_state_wasm"];
        var _ts_query_matches_wasm = Module["_ts_query_matches_wasm"] = wasmExports["ts_query_matches_wasm"];
        var _ts_query_captures_wasm = Module["_ts_query_captures_wasm"] = wasmExports["ts_query_captures_wasm"];
        var _memset = Module["_memset"] = wasmExports["memset"];
        var _memcpy = Module["_memcpy"] = wasmExports["memcpy"];
        var _memmove = Module["_memmove"] = wasmExports["memmove"];
        var _iswalpha = Module["_iswalpha"] = wasmExports["iswalpha"];
        var _iswblank = Module["_iswblank"] = wasmExports["iswblank"];
        var _iswdigit = Module["_iswdigit"] = wasmExports["iswdigit"];
        var _iswlower = Module["_iswlower"] = wasmExports["iswlower"];
        var _iswupper = Module["_iswupper"] = wasmExports["iswupper"];
        var _iswxdigit = Module["_iswxdigit"] = wasmExports["iswxdigit"];
        var _memchr = Module["_memchr"] = wasmExports["memchr"];
        var _strlen = Module["_strlen"] = wasmExports["strlen"];
        var _strcmp = Module["_strcmp"] = wasmExports["strcmp"];
        var _strncat = Module["_strncat"] = wasmExports["strncat"];
        var _strncpy = Module["_strncpy"] = wasmExports["strncpy"];
        var _towlower = Module["_towlower"] = wasmExports["towlower"];
        var _towupper = Module["_towupper"] = wasmExports["towupper"];
        var _setThrew = wasmExports["setThrew"];
        var __emscripten_stack_restore = wasmExports["_emscripten_stack_restore"];
        var __emscripten_stack_alloc = wasmExports["_emscripten_stack_alloc"];
        var _emscripten_stack_get_current = wasmExports["emscripten_stack_get_current"];
        var ___wasm_apply_data_relocs = wasmExports["__wasm_apply_data_relocs"];
        Module["setValue"] = setValue;
        Module["getValue"] = getValue;
        Module["UTF8ToString"] = UTF8ToString;
        Module["stringToUTF8"] = stringToUTF8;
        Module["lengthBytesUTF8"] = lengthBytesUTF8;
        Module["AsciiToString"] = AsciiToString;
        Module["stringToUTF16"] = stringToUTF16;
        Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
        function callMain(args2 = []) {
          var entryFunction = resolveGlobalSymbol("main").sym;
          if (!entryFunction) return;
          args2.unshift(thisProgram);
          var argc = args2.length;
          var argv = stackAlloc((argc + 1) * 4);
          var argv_ptr = argv;
          args2.forEach((arg) => {
            LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
            argv_ptr += 4;
          });
          LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
          try {
            var ret = entryFunction(argc, argv);
            exitJS(
              ret,
              /* implicit = */
              true
            );
            return ret;
          } catch (e) {
            return handleException(e);
          }
        }
        __name(callMain, "callMain");
        function run(args2 = arguments_) {
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          preRun();
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          function doRun() {
            Module["calledRun"] = true;
            if (ABORT) return;
            initRuntime();
            preMain();
            readyPromiseResolve(Module);
            Module["onRuntimeInitialized"]?.();
            var noInitialRun = Module["noInitialRun"];
            if (!noInitialRun) callMain(args2);
            postRun();
          }
          __name(doRun, "doRun");
          if (Module["setStatus"]) {
            Module["setStatus"]("Running...");
            setTimeout(() => {
              setTimeout(() => Module["setStatus"](""), 1);
              doRun();
            }, 1);
          } else {
            doRun();
          }
        }
        __name(run, "run");
        if (Module["preInit"]) {
          if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
          while (Module["preInit"].length > 0) {
            Module["preInit"].pop()();
          }
        }
        run();
        moduleRtn = readyPromise;
        return moduleRtn;
      };
    })();
    if (typeof exports === "object" && typeof module === "object") {
      module.exports = Module;
      module.exports.default = Module;
    } else if (typeof define === "function" && define["amd"])
      define([], () => Module);
  }
});

// src/index.ts
var index_exports = {};
__export(index_exports, {
  CaptureQuantifier: () => CaptureQuantifier,
  LANGUAGE_VERSION: () => LANGUAGE_VERSION,
  Language: () => Language,
  LookaheadIterator: () => LookaheadIterator,
  MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
  Node: () => Node,
  Parser: () => Parser,
  Query: () => Query,
  Tree: () => Tree,
  TreeCursor: () => TreeCursor
});
module.exports = __toCommonJS(index_exports);

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/lookahead_iterator.ts
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  language;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
  }
  /** Get the current symbol of the lookahead iterator. */
  get currentTypeId() {
    return C._ts_lookahead_iterator_current_symbol(this[0]);
  }
  /** Get the current symbol name of the lookahead iterator. */
  get currentType() {
    return this.language.types[this.currentTypeId] || "ERROR";
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    return Boolean(C._ts_lookahead_iterator_reset_state(this[0], stateId));
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        if (C._ts_lookahead_iterator_next(this[0])) {
          return { done: false, value: this.currentType };
        }
        return { done: true, value: "" };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
  }
  /** Delete the query, freeing its resources. */
  delete() {
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { pattern: patternIndex, patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * @deprecated since version 0.25.0, use {@link Language#abiVersion} instead
   * Gets the version of the language.
   */
  get version() {
    return C._ts_language_version(this[0]);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    const address = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(address);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. Newly created lookahead iterators will return the `ERROR`
   * symbol from {@link LookaheadIterator#currentType}.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * @deprecated since version 0.25.0, call `new` on a {@link Query} instead
   *
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  query(source) {
    console.warn("Language.query is deprecated. Use new Query(language, source) instead.");
    return new Query(this, source);
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file or as a buffer.
   */
  static async load(input) {
    let bytes;
    if (input instanceof Uint8Array) {
      bytes = Promise.resolve(input);
    } else {
      if (globalThis.process?.versions.node) {
        const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 943, 23));
        bytes = fs2.readFile(input);
      } else {
        bytes = fetch(input).then((response) => response.arrayBuffer().then((buffer) => {
          if (response.ok) {
            return new Uint8Array(buffer);
          } else {
            const body2 = new TextDecoder("utf-8").decode(buffer);
            throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
          }
        }));
      }
    }
    const mod = await C.loadWebAssemblyModule(await bytes, { loadAsync: true });
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in WASM file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error("Language.load failed: no language function found in WASM file");
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
};

// src/bindings.ts
var import_tree_sitter = __toESM(require_tree_sitter(), 1);
var Module2 = null;
async function initializeBinding(moduleOptions) {
  if (!Module2) {
    Module2 = await (0, import_tree_sitter.default)(moduleOptions);
  }
  return Module2;
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module2;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  [1] = 0;
  // Internal handle for WASM
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the WASM module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a timeout, cancellation,
   * or callback, then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Get the duration in microseconds that parsing is allowed to take.
   *
   * This is set via {@link Parser#setTimeoutMicros}.
   */
  getTimeoutMicros() {
    return C._ts_parser_timeout_micros(this[0]);
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Set the maximum duration in microseconds that parsing should be allowed
   * to take before halting.
   *
   * If parsing takes longer than this, it will halt early, returning `null`.
   * See {@link Parser#parse} for more information.
   */
  setTimeoutMicros(timeout) {
    C._ts_parser_set_timeout_micros(this[0], 0, timeout);
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (0);
//# sourceMappingURL=tree-sitter.cjs.map


/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  parseApart: () => (/* binding */ parseApart)
});

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = require("node:path");
;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = require("node:child_process");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = require("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = require("node:worker_threads");
;// CONCATENATED MODULE: ./src/core/util/threads.ts





/**
 * The size, in MB, of each of the two semi-spaces of a thread's young generation (V8's
 * `--max-semi-space-size`; V8's own is 16 on Node 20, 32 on Node 24). Most of what a run makes
 * lives to its end (tags, tables of names): in a big young generation it is copied from semi-space
 * to semi-space before it is promoted, and every fresh page costs a page fault. Worker threads get
 * it on every Node (WORKER_OPTIONS), and so do child processes (startWorkerProcess).
 */
const SEMI_SPACE_MB = 4;
/** A worker thread's options: its young generation is its two semi-spaces and a space as big for large new objects. */
const WORKER_OPTIONS = { resourceLimits: { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB } };
/**
 * Start a worker thread that runs `sourceModule`'s serving code, told apart by the mark in `data`
 * (its workerData). From dist/, a worker runs the module's own bundle, next to the entry point's and
 * named after it (`worker.ts` → dist/worker.cjs: the module serves when it sees its mark, and loads
 * nothing else); from the sources (tests, development), it loads the TypeScript module through tsx,
 * resolved inside the worker's code so that the bundler does not pull tsx into the bundles. Its
 * young generation has semi-spaces of SEMI_SPACE_MB.
 */
function startWorker(sourceModule, data) {
    if (!(0,external_node_fs_namespaceObject.existsSync)(sourceModule))
        return new external_node_worker_threads_namespaceObject.Worker(bundleOf(sourceModule), { ...WORKER_OPTIONS, workerData: data });
    const from = JSON.stringify(sourceModule);
    const code = `const r = require('node:module').createRequire(${from}); r(r.resolve('tsx/cjs')); r(${from});`;
    return new external_node_worker_threads_namespaceObject.Worker(code, { ...WORKER_OPTIONS, eval: true, workerData: data });
}
/**
 * Start a child process of this node, with `flags` on its command line, that runs `sourceModule`
 * (from dist/, the module's own bundle, as startWorker's thread does) with `args`, and talks with
 * this one over node's IPC channel (structured clones). For what a thread cannot have: V8's flags
 * are the process's. Its young generation has semi-spaces of SEMI_SPACE_MB.
 */
function startWorkerProcess(sourceModule, args, flags) {
    const fromSources = (0,external_node_fs_namespaceObject.existsSync)(sourceModule);
    // The loader of the sources, by its path: the child's working directory may be anywhere.
    const loader = fromSources ? ['--require', (0,external_node_module_namespaceObject.createRequire)(sourceModule).resolve(['tsx', 'cjs'].join('/'))] : [];
    return (0,external_node_child_process_namespaceObject.fork)(fromSources ? sourceModule : bundleOf(sourceModule), args, {
        execArgv: [...flags, `--max-semi-space-size=${SEMI_SPACE_MB}`, ...loader],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'], // standard output may carry a map or a protocol
    });
}
/**
 * Load, on this thread, a module that has a bundle of its own in dist/ (as a worker thread's module
 * does: see startWorker), when it is needed: from dist/, its bundle (so the entry point's bundle
 * does not carry it); from the sources, the module.
 */
function loadBundled(sourceModule) {
    return createRequire(__filename)(existsSync(sourceModule) ? sourceModule : bundleOf(sourceModule));
}
/**
 * A module of src/ by its path there, e.g. `sourceModule('mcp', 'server.ts')`, for loadBundled and
 * startWorker (from dist/, a path that does not exist: the module's bundle is loaded). For a module
 * that cannot use its own __dirname (one loaded as an ES module from the sources).
 */
function sourceModule(...path) {
    return join(__dirname, '..', '..', ...path);
}
/** A source module's bundle, next to this one in dist/: `…/encoder.ts` → dist/encoder.cjs. */
function bundleOf(sourceModule) {
    return (0,external_node_path_namespaceObject.join)(__dirname, (0,external_node_path_namespaceObject.basename)(sourceModule).replace(/\.ts$/, '.cjs'));
}

;// CONCATENATED MODULE: ./src/core/util/strings.ts
// Numbering strings: the tables that give each distinct string a number, the engine's one way to
// intern names, kinds and signatures (the name index, packs, packed references).
/**
 * A table that numbers strings: the first time a string is asked for, it is appended to `strings`
 * and its number is its place there (strings already in the list when the table is made are not
 * in the table). An open-addressing hash table in typed arrays: interning into a JavaScript Map
 * took 1.0-1.2 s in profiles of a 200,000-file run (600,000 names; the map's table is a heap object
 * that the collector scans); this one probes arrays of numbers, and compares a string's text only
 * when its hash matches.
 */
class StringTable {
    strings;
    /** Per slot: a string's number + 1, or 0 when the slot is empty; and that string's hash. */
    slots;
    hashes;
    size = 0;
    /** Per table of strings another source numbered (see numberIn): the number here of each of its numbers, + 1. */
    fromTables = new Map();
    /** The table numberIn was last asked about, and its numbers: the files of a pack come one after the other. */
    lastTable;
    lastNumbers = new Int32Array(0);
    /** `expected`: how many strings it will number at most, if known (its slots are made for them, not grown by doubling). */
    constructor(strings = [], expected = 0) {
        this.strings = strings;
        let size = 64;
        while (size < expected * 2)
            size *= 2;
        [this.slots, this.hashes] = [new Int32Array(size), new Int32Array(size)];
    }
    /** The number of a string, or undefined when the table has not numbered it. */
    get(text) {
        const at = this.slotOf(text, hashOf(text));
        return this.slots[at] ? this.slots[at] - 1 : undefined;
    }
    /** The number of a string, a new one the first time. */
    numberOf(text) {
        const hash = hashOf(text);
        const at = this.slotOf(text, hash);
        if (this.slots[at])
            return this.slots[at] - 1;
        const number = this.strings.push(text) - 1;
        this.slots[at] = number + 1;
        this.hashes[at] = hash;
        if (++this.size * 2 > this.slots.length)
            this.grow();
        return number;
    }
    /**
     * The number of `table[at]`, a string of a table that many sources share (a pack's): looked up by
     * its text once, then by its number there.
     */
    numberIn(table, at) {
        if (table !== this.lastTable) {
            let numbers = this.fromTables.get(table);
            if (!numbers)
                this.fromTables.set(table, (numbers = new Int32Array(table.length)));
            [this.lastTable, this.lastNumbers] = [table, numbers];
        }
        const numbers = this.lastNumbers;
        if (!numbers[at])
            numbers[at] = this.numberOf(table[at]) + 1;
        return numbers[at] - 1;
    }
    /** The slot that holds a string, or the empty slot where it goes. */
    slotOf(text, hash) {
        const mask = this.slots.length - 1;
        let at = hash & mask;
        while (this.slots[at] && !(this.hashes[at] === hash && this.strings[this.slots[at] - 1] === text))
            at = (at + 1) & mask;
        return at;
    }
    /** Twice the slots, each string moved to its place in them (at most half the slots are full). */
    grow() {
        const [slots, hashes] = [this.slots, this.hashes];
        this.slots = new Int32Array(slots.length * 2);
        this.hashes = new Int32Array(slots.length * 2);
        const mask = this.slots.length - 1;
        for (let i = 0; i < slots.length; i++) {
            if (!slots[i])
                continue;
            let at = hashes[i] & mask;
            while (this.slots[at])
                at = (at + 1) & mask;
            this.slots[at] = slots[i];
            this.hashes[at] = hashes[i];
        }
    }
}
/** A string's 32-bit FNV-1a hash, over its UTF-16 code units, as a signed integer (as an Int32Array keeps it). */
function hashOf(text) {
    let hash = 0x811c9dc5 | 0;
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    return hash;
}

;// CONCATENATED MODULE: ./src/core/util/packed.ts
// A file's tags are kept packed, column by column (see Definitions and References in ./types):
// these make them and read them back as objects.

/** These definitions and references, packed in the same order, their strings in one table. */
function packTags(defs, refs) {
    const table = new StringTable([], Math.min(3 * defs.length + 2 * refs.length, MOST_EXPECTED));
    const id = (text) => table.numberOf(text);
    // A loop, not Int32Array.from with a map function, which goes through an iterator (~0.2 s of a cold Go run).
    const column = (list, value) => {
        const numbers = new Int32Array(list.length);
        for (let i = 0; i < list.length; i++)
            numbers[i] = value(list[i]);
        return numbers;
    };
    return {
        defs: {
            strings: table.strings,
            names: column(defs, (def) => id(def.name)),
            kinds: column(defs, (def) => id(def.kind)),
            lines: column(defs, (def) => def.line),
            endLines: column(defs, (def) => def.endLine),
            signatures: column(defs, (def) => id(def.signature)),
            parents: column(defs, (def) => def.parent ?? -1),
        },
        refs: {
            strings: table.strings,
            names: column(refs, (ref) => id(ref.name)),
            kinds: column(refs, (ref) => id(ref.kind)),
            lines: column(refs, (ref) => ref.line),
        },
    };
}
/** Strings a file's table is made for at most at first (it grows past them). */
const MOST_EXPECTED = 1 << 16;
/**
 * Tables of strings whose signatures are made when first read (a pack's: see textAt), each with the
 * function that makes one.
 */
const madeWhenRead = new WeakMap();
/**
 * Have `make` make the strings missing from `table` when first read (textAt): a pack's table leaves
 * out the signatures that are nothing else (half its strings), which a run mostly never reads.
 */
function makeWhenRead(table, make) {
    madeWhenRead.set(table, (at) => (table[at] = make(at)));
}
/** `strings[at]`, made and kept if the table makes it when first read (see makeWhenRead). */
function textAt(strings, at) {
    return strings[at] ?? madeWhenRead.get(strings)(at);
}
/** The i-th definition as an object. */
function definitionAt({ strings, names, kinds, lines, endLines, signatures, parents }, i) {
    const def = {
        name: strings[names[i]],
        kind: strings[kinds[i]],
        line: lines[i],
        endLine: endLines[i],
        signature: textAt(strings, signatures[i]),
    };
    if (parents[i] >= 0)
        def.parent = parents[i];
    return def;
}
/** The definitions as objects: for the few files a focus, a map or a question looks at. */
function definitionList(defs) {
    return Array.from(defs.names, (_, i) => definitionAt(defs, i));
}
/** The references as objects, all or those of one kind: for the few files a resolver or a question looks at. */
function referenceList({ strings, names, kinds, lines }, kind) {
    const list = [];
    for (let i = 0; i < names.length; i++)
        if (kind === undefined || strings[kinds[i]] === kind)
            list.push({ name: strings[names[i]], kind: strings[kinds[i]], line: lines[i] });
    return list;
}

;// CONCATENATED MODULE: ./src/core/cache/entries.ts

const CACHEABLE_SKIPS = new Set(['binary', 'minified', 'parse-timeout']);
/** What an entry is found by: the language version and the content's SHA. */
function entryKey(languageVersion, sha) {
    return `${languageVersion}/${sha}`;
}
/** Whether an outcome is worth an entry: tags, or a skip the same content would meet again. */
function isWorthKeeping(outcome) {
    return 'tags' in outcome || CACHEABLE_SKIPS.has(outcome.skip);
}
/**
 * An outcome as the text of an entry (undefined for a skip not worth keeping); `parseTimeoutMs` is
 * the time limit it was reached under. A parse worker sends this text: one string crosses between
 * threads for less than the objects it stands for.
 */
function entryText(outcome, parseTimeoutMs) {
    const stored = toStored(outcome, parseTimeoutMs);
    return stored && JSON.stringify(stored);
}
/** The outcome an entry's text holds (checked as a pack's entry is), undefined when malformed. */
function outcomeOfEntryText(text, parseTimeoutMs) {
    try {
        return fromStored(JSON.parse(text), parseTimeoutMs);
    }
    catch {
        return undefined;
    }
}
/** An outcome as an entry's text holds it; undefined for a skip not worth keeping (the file may be readable next time). */
function toStored(outcome, parseTimeoutMs) {
    if ('skip' in outcome) {
        if (!CACHEABLE_SKIPS.has(outcome.skip))
            return undefined;
        return outcome.skip === 'parse-timeout' ? { s: outcome.skip, t: parseTimeoutMs } : { s: outcome.skip };
    }
    return {
        d: definitionList(outcome.tags.defs).map((d) => d.parent === undefined
            ? [d.name, d.kind, d.line, d.endLine, d.signature]
            : [d.name, d.kind, d.line, d.endLine, d.signature, d.parent]),
        r: referenceList(outcome.tags.refs).map(({ name, kind, line }) => [name, kind, line]),
    };
}
/** The outcome a stored entry holds, undefined when malformed (or a parse that ran out of less time than `parseTimeoutMs`). */
function fromStored(value, parseTimeoutMs) {
    if (!value || typeof value !== 'object')
        return undefined;
    const stored = value;
    if (typeof stored.s === 'string') {
        const skip = stored.s;
        if (!CACHEABLE_SKIPS.has(skip))
            return undefined;
        if (skip === 'parse-timeout' && !(typeof stored.t === 'number' && stored.t >= parseTimeoutMs))
            return undefined;
        return { skip };
    }
    if (!Array.isArray(stored.d) || !Array.isArray(stored.r))
        return undefined;
    const defs = [];
    const count = stored.d.length;
    for (const d of stored.d) {
        if (!Array.isArray(d) || (d.length !== 5 && d.length !== 6))
            return undefined;
        const [name, kind, line, endLine, signature, parent] = d;
        if (typeof name !== 'string' || typeof kind !== 'string' || typeof signature !== 'string')
            return undefined;
        if (!Number.isInteger(line) || !Number.isInteger(endLine))
            return undefined;
        if (d.length === 6 && !(Number.isInteger(parent) && parent >= 0 && parent < count && parent !== defs.length))
            return undefined;
        defs.push(d.length === 6 ? { name, kind, line, endLine, signature, parent } : { name, kind, line, endLine, signature });
    }
    const refs = [];
    for (const r of stored.r) {
        if (!Array.isArray(r) || r.length !== 3)
            return undefined;
        const [name, kind, line] = r;
        if (typeof name !== 'string' || typeof kind !== 'string' || !Number.isInteger(line))
            return undefined;
        refs.push({ name, kind, line });
    }
    return { tags: packTags(defs, refs) };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = require("node:os");
;// CONCATENATED MODULE: ./src/core/util/order.ts

/** Code-unit order of strings: the same on every machine and locale, so output is deterministic. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Compare a file's definitions by their positions: by line, then name, then position (source order, deterministic). */
function inSourceOrder({ strings, names, lines, }) {
    return (a, b) => lines[a] - lines[b] || compareStrings(strings[names[a]], strings[names[b]]) || a - b;
}
/**
 * The positions in `order` (by default 0, 1, 2…) stably reordered by their `scores`, highest first
 * (ties keep their order in `order`). Scores must be non-negative, so that their IEEE 754 bits order
 * as their values: a least-significant-digit radix sort on the bits, four passes of 16 bits, linear
 * in the number of positions where a comparator sort calls a function n log n times.
 */
function byScoreDescending(scores, order) {
    const n = order ? order.length : scores.length;
    const keys = new Float64Array(scores.length);
    for (let i = 0; i < scores.length; i++)
        keys[i] = scores[i] + 0; // -0 as +0
    const words = new Uint32Array(keys.buffer);
    const high = endianness() === 'LE' ? 1 : 0; // the word with the sign and exponent
    let from = new Int32Array(n);
    for (let i = 0; i < n; i++)
        from[i] = order ? order[i] : i;
    let to = new Int32Array(n);
    const count = new Int32Array(0x10001);
    for (let pass = 0; pass < 4; pass++) {
        const word = pass < 2 ? 1 - high : high;
        const shift = pass % 2 ? 16 : 0;
        // Digits of the complemented bits: ascending digits are descending scores.
        count.fill(0);
        for (let i = 0; i < n; i++)
            count[((~words[2 * from[i] + word] >>> shift) & 0xffff) + 1]++;
        let skip = false;
        for (let d = 1; d <= 0x10000; d++) {
            if (count[d] === n)
                skip = true; // one digit for all: this pass keeps the order
            count[d] += count[d - 1];
        }
        if (skip)
            continue;
        for (let i = 0; i < n; i++) {
            const position = from[i];
            to[count[(~words[2 * position + word] >>> shift) & 0xffff]++] = position;
        }
        [from, to] = [to, from];
    }
    return from;
}
/**
 * byScoreDescending's order of the positions in `order`, made as it is read: the places of the
 * `head` best scores (and of any that tie the last of them) are sorted first, alone; the rest only
 * when a place past them is read. The same order: every score of the first part is above every
 * score of the rest. A map reads a few thousand places of a repository's hundreds of thousands.
 */
function byScoreDescendingWhenRead(scores, order, head = 4096) {
    if (order.length <= 2 * head) {
        const all = byScoreDescending(scores, order);
        return (place) => all[place];
    }
    const values = new Float64Array(order.length);
    for (let i = 0; i < order.length; i++)
        values[i] = scores[order[i]];
    const threshold = largest(values, head);
    const first = [];
    const rest = new Int32Array(order.length);
    let others = 0;
    for (let i = 0; i < order.length; i++) {
        if (scores[order[i]] >= threshold)
            first.push(order[i]);
        else
            rest[others++] = order[i];
    }
    first.sort((a, b) => scores[b] - scores[a]); // stable: ties keep their order
    let second;
    return (place) => place < first.length
        ? first[place]
        : (second ??= byScoreDescending(scores, rest.subarray(0, others)))[place - first.length];
}
/** The k-th largest of some values (1 ≤ k ≤ their number), found by selection: the values are reordered. */
function largest(values, k) {
    const target = k - 1; // its place in descending order
    let [low, high] = [0, values.length - 1];
    while (low < high) {
        const [a, b, c] = [values[low], values[(low + high) >> 1], values[high]];
        const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c)); // the median of three
        let [i, j] = [low, high];
        while (i <= j) {
            while (values[i] > pivot)
                i++;
            while (values[j] < pivot)
                j--;
            if (i <= j) {
                [values[i], values[j]] = [values[j], values[i]];
                i++;
                j--;
            }
        }
        if (target <= j)
            high = j;
        else if (target >= i)
            low = i;
        else
            break; // between j and i: every value there is the pivot
    }
    return values[target];
}

;// CONCATENATED MODULE: ./src/core/extract/containers.ts
// Members under their containers: which definition of a file holds which.
/** Kinds of definitions that hold others: members are shown under them. */
const CONTAINER_KINDS = new Set([
    'class',
    'struct',
    'interface',
    'trait',
    'impl',
    'enum',
    'union',
    'module',
    'type',
]);
/**
 * Each definition's container: the innermost definition of a container kind whose node encloses
 * its node, else (Go's methods, outside their type) the container of the name its `@container`
 * capture gives, when the file defines it. Sets `parent` to the container's index in `found`.
 */
function linkContainers(found) {
    const order = found
        .map((_, i) => i)
        .sort((a, b) => found[a].start - found[b].start || found[b].end - found[a].end || a - b);
    const open = [];
    for (const i of order) {
        while (open.length && found[open[open.length - 1]].end < found[i].end)
            open.pop();
        const top = open[open.length - 1];
        if (top !== undefined && (found[top].start < found[i].start || found[i].end < found[top].end))
            found[i].def.parent = top;
        if (CONTAINER_KINDS.has(found[i].def.kind))
            open.push(i);
    }
    const byName = new Map();
    found.forEach((f, i) => {
        if (CONTAINER_KINDS.has(f.def.kind) && !byName.has(f.def.name))
            byName.set(f.def.name, i);
    });
    for (const f of found) {
        const parent = f.container === undefined ? undefined : byName.get(f.container);
        if (f.def.parent === undefined && parent !== undefined && found[parent] !== f)
            f.def.parent = parent;
    }
}

;// CONCATENATED MODULE: ./src/core/extract/heads.ts

/** Longest signature kept, in characters; longer heads are cut with an ellipsis. */
const MAX_SIGNATURE = 120;
/**
 * Longest value shown after the `=` of a head without a body (a constant, a type alias), in
 * characters: a long array or table literal says less per token than another definition.
 */
const MAX_VALUE = 60;
const CALL_ARGUMENTS = new Set(['arguments', 'argument_list']);
/*
 * A container (see CONTAINER_KINDS; a type alias aside) whose syntax tree gives its body no node
 * (Solidity's `enum E {`, Zig's `const S = struct {`, a Lua module's table, Objective-C's
 * `NS_ENUM(…) {`): its first `{` outside any bracket of the head opens the body, unless the braces
 * close on the same line (`enum { a, b }`, `{}`): then they are a value, shown.
 */
const BRACED_KINDS = new Set([...CONTAINER_KINDS].filter((kind) => kind !== 'type'));
/**
 * An outline entry's signature: the line that names it as written (`## Install`, `- name: Build`,
 * `.nav > a:hover`), from the start of that line to the end of the name's last line or to the
 * body, whitespace collapsed, without the `{`, `[` or `:` that opens the body (nor a JSON `,`).
 */
function outlineSignature(source, nameNode, body) {
    const start = lineStartOf(source, nameNode.startIndex);
    let end = source.indexOf('\n', nameNode.endIndex);
    if (end < 0)
        end = source.length;
    if (body && body.startIndex >= nameNode.endIndex && body.startIndex < end)
        end = body.startIndex;
    const text = source
        .slice(start, end)
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/(\s*[{[:,])+$/, '');
    return clip(text) || nameNode.text;
}
/**
 * The head of a declaration joined onto one line: from the line that carries the declaration
 * (decorators, attributes and comments above it left out) to the start of its body, all of its
 * lines (generic parameters, parameter lists spread over lines, return types, `extends` and
 * `where` clauses); without a body (a field, a type alias, a constant, a prototype), to the end of
 * the line where no bracket is open and no operator waits for more, so a type alias or a constant
 * shows as much of its value as the limit allows. The language's syntax names its comment and body nodes.
 */
function signatureOf(source, syntax, defNode, nameNode, bodyNode, kind = '') {
    const start = headStart(source, defNode.startIndex, nameNode.startIndex);
    const found = bodyNode ?? findBody(syntax, defNode, nameNode.endIndex);
    // A `;` of the declaration's own before any body ends it (C#'s `namespace App;`, whose node holds
    // the declarations after it): a body past it belongs to another declaration.
    const semicolon = bodyNode
        ? undefined
        : statementEnd(defNode, nameNode.endIndex, found?.startIndex ?? defNode.endIndex);
    if (semicolon !== undefined)
        return clip(headText(source, syntax, defNode, start, semicolon, nameNode.startIndex)) || nameNode.text;
    const body = found;
    const end = body ? Math.min(body.startIndex, start + HEAD_SCAN) : headEnd(source, defNode, start, nameNode.endIndex);
    const brace = bodyNode || !BRACED_KINDS.has(kind) ? undefined : openingBrace(source, defNode, nameNode.endIndex, end);
    const text = headText(source, syntax, defNode, start, brace ?? end, nameNode.startIndex);
    // A head that stops at its body has no value to cut. A body found inside a value (an object in an
    // array: `const routes = [{ … }]`) is not where the head ends: the value is shown instead, cut.
    if (body && (bodyNode || !endsOpen(text)))
        return clip(text) || nameNode.text;
    const head = body
        ? headText(source, syntax, defNode, start, headEnd(source, defNode, start, nameNode.endIndex), nameNode.startIndex)
        : text;
    return clip(withValueCut(head, nameNode.text)) || nameNode.text;
}
/** Where the first `;` among the declaration's own children, between `from` and `to`, starts, if one does and more of the declaration follows it. */
function statementEnd(defNode, from, to) {
    for (const child of defNode.children) {
        if (!child || child.startIndex < from)
            continue;
        if (child.startIndex >= to)
            return undefined;
        if (child.type === ';')
            return child.endIndex < defNode.endIndex ? child.startIndex : undefined;
    }
    return undefined;
}
/** A head with the value after its `=` (the first outside brackets past the name) cut at MAX_VALUE. */
function withValueCut(text, name) {
    let depth = 0;
    for (let i = Math.max(0, text.indexOf(name)) + name.length; i < text.length; i++) {
        const c = text[i];
        if ('([{<'.includes(c))
            depth++;
        else if (')]}>'.includes(c) && text[i - 1] !== '=')
            depth = Math.max(0, depth - 1);
        else if (c === '=' &&
            depth === 0 &&
            !'=!<>+-*/%&|^:'.includes(text[i - 1]) &&
            text[i + 1] !== '=' &&
            text[i + 1] !== '>') {
            const value = text.slice(i + 1).trim();
            return value.length > MAX_VALUE ? `${text.slice(0, i + 1)} ${clip(value, MAX_VALUE)}` : text;
        }
    }
    return text;
}
/** The first `{` token between `from` and `to` that no bracket of the declaration holds, unless its `}` is on its line. */
function openingBrace(source, defNode, from, to) {
    for (let i = source.indexOf('{', from); i >= 0 && i < to; i = source.indexOf('{', i + 1)) {
        const token = defNode.descendantForIndex(i, i + 1);
        if (token?.type !== '{' || token.startIndex !== i || insideBrackets(source, defNode, i))
            continue;
        let close = token.nextSibling;
        while (close && close.type !== '}')
            close = close.nextSibling;
        return close && close.startPosition.row === token.startPosition.row ? undefined : i;
    }
    return undefined;
}
/** How far past its start a head is read, in characters of source (indentation included). */
const HEAD_SCAN = 8 * MAX_SIGNATURE;
/** The head from `start` to `end`, comments out, whitespace collapsed, the punctuation that opens a body or ends a statement stripped. */
function headText(source, syntax, defNode, start, end, nameStart) {
    let text = withoutInnerParts(source, syntax, defNode, start, end, nameStart)
        .replace(/\s+/g, ' ')
        .replace(/([([]) /g, '$1')
        .replace(/,? ([)\]])/g, '$1')
        // A type parameter list spread over lines: `Handler<\n  E,\n>` reads `Handler<E>`.
        .replace(/(\w)< /g, '$1<')
        .replace(/, >(?![=>])/g, '>')
        .trim();
    // Punctuation that opens the body or ends the statement says nothing: strip it, repeatedly
    // (`X = {` → `X`, `int f(int);` → `int f(int)`, a macro's trailing `\`, Haskell's `class C a where`).
    for (let previous = ''; previous !== text;) {
        previous = text;
        text = text.replace(/\s*(\{|:|=>|=|->|;\s*end|;|,|\\|\bdo|\bthen|\bbegin|\bwhere)$/, '').trim();
    }
    return text;
}
/** An open bracket, or an operator that expects more after it: a head that ends so was cut too early. */
const DANGLING_END = /(?:[([{<,=|&+\-*/%^~:.]|=>|->)$/;
function endsOpen(text) {
    return DANGLING_END.test(text);
}
/**
 * A text cut to `limit` characters: past it, cut back so that it ends on neither an open bracket
 * nor an operator (nor half of a surrogate pair), and marked with an ellipsis.
 */
function clip(text, limit = MAX_SIGNATURE) {
    if (text.length <= limit)
        return text;
    let cut = text.slice(0, limit - 1);
    if (/[\ud800-\udbff]$/.test(cut))
        cut = cut.slice(0, -1);
    for (let previous = ''; previous !== cut;) {
        previous = cut;
        cut = cut.replace(/(?:\s+|[([{<,=|&+\-*/%^~:.;]|=>|->)$/, '');
    }
    return `${cut || text.slice(0, limit - 1)}…`;
}
/**
 * The head's text without comments, and with a body that comes before the name
 * (`typedef struct {…} name`) shown as `{…}`.
 */
function withoutInnerParts(source, { comments, bodies }, defNode, start, end, nameStart) {
    const cuts = [];
    // Only the head's rows are searched: a class's comments are not walked for its signature.
    let rows = 0;
    for (let i = defNode.startIndex; i < end; i++)
        if (source.charCodeAt(i) === 10)
            rows++;
    const until = { row: defNode.startPosition.row + rows + 1, column: 0 };
    for (const comment of defNode.descendantsOfType(comments, defNode.startPosition, until)) {
        if (comment && comment.startIndex >= start && comment.endIndex <= end)
            cuts.push([comment.startIndex, comment.endIndex, ' ']);
    }
    for (const child of defNode.namedChildren) {
        if (!child || child.startIndex < start || child.endIndex > nameStart)
            continue;
        const inner = bodies.has(child.type)
            ? child
            : child.namedChildren.find((c) => c && bodies.has(c.type) && c.endIndex <= nameStart);
        if (inner && inner.startIndex >= start)
            cuts.push([inner.startIndex, inner.endIndex, '{…}']);
    }
    cuts.sort((a, b) => a[0] - b[0]);
    let text = '';
    let at = start;
    for (const [from, to, replacement] of cuts) {
        if (from < at)
            continue;
        text += source.slice(at, from) + replacement;
        at = to;
    }
    return text + source.slice(at, end);
}
function lineStartOf(source, index) {
    return source.lastIndexOf('\n', index - 1) + 1;
}
function headStart(source, defStart, nameStart) {
    // `export const f = () => …` captured on the declarator: take in the keywords before it.
    const lineStart = lineStartOf(source, defStart);
    let start = defStart;
    const prefix = source.slice(lineStart, defStart);
    if (/^[\w\s$]*$/.test(prefix))
        start = lineStart + (prefix.length - prefix.trimStart().length);
    // Skip whole lines of decorators, attributes and comments that precede the line of the name.
    const nameLine = lineStartOf(source, nameStart);
    while (start < nameLine) {
        const lineEnd = source.indexOf('\n', start);
        if (lineEnd < 0 || lineEnd >= nameLine)
            break;
        const line = source.slice(start, lineEnd).trim();
        if (!/^(@|#\[|#!\[|\/\/|\/\*|\*|\[|--|#)/.test(line) && line !== '')
            break;
        start = lineEnd + 1;
        while (start < nameLine && (source[start] === ' ' || source[start] === '\t'))
            start++;
    }
    return start;
}
const MEMBER_TYPES = new Set(['struct_type', 'interface_type']);
function findBody({ bodies }, defNode, after) {
    const field = defNode.childForFieldName('body');
    // A Rust tuple struct's `(u8, String)` sits in the body field but belongs to its head.
    if (field && field.startIndex >= after && field.type !== 'ordered_field_declaration_list')
        return field;
    // Breadth-first, a few levels down: a declarator's value (`const f = () => {…}`) holds the body.
    let level = [defNode];
    for (let depth = 0; depth < 3 && level.length; depth++) {
        const next = [];
        for (const node of level) {
            // What a `type` field holds is part of the head (a Haskell signature's `a -> b` is a `function`).
            const type = node.childForFieldName('type');
            // …unless it is a type whose fields or methods are definitions of their own (Go's
            // `type S struct {…}`, `type I interface {…}`): its braces open the body.
            const open = type && MEMBER_TYPES.has(type.type) ? type.descendantsOfType('{')[0] : undefined;
            if (open && open.startIndex >= after)
                return open;
            for (const child of node.namedChildren) {
                if (!child || (type && child.id === type.id))
                    continue;
                // A multi-line call as a declarator's value (`const X = make("x", (a) => {…})`): its
                // arguments are the body, the head ends at the callee.
                if (CALL_ARGUMENTS.has(child.type) &&
                    child.startIndex >= after &&
                    child.startPosition.row !== child.endPosition.row)
                    return child;
                // Elixir's one-line `def f(x), do: expr`: the trailing `do:` keyword list is the body.
                const last = CALL_ARGUMENTS.has(child.type) ? child.namedChildren[child.namedChildren.length - 1] : null;
                if (last?.type === 'keywords' && last.startIndex >= after && /^do:/.test(last.namedChildren[0]?.text ?? ''))
                    return last;
                if (child.startIndex >= after && bodies.has(child.type)) {
                    // A function value's own body is where its head ends (keep `(a, b) =>` in the signature).
                    if (child.type === 'arrow_function' || child.type.startsWith('function') || child.type === 'lambda') {
                        return child.childForFieldName('body') ?? child;
                    }
                    return child;
                }
                // Type arguments, type parameters and one-line call arguments are part of the head
                // (`defineProps<{ a: A }>()`, `computed(() => total(a))`).
                if (child.type !== 'type_arguments' && child.type !== 'type_parameters' && !CALL_ARGUMENTS.has(child.type))
                    next.push(child);
            }
        }
        level = next;
    }
    return undefined;
}
/**
 * Where a head without a body ends: at the first line break past the name that is inside no
 * bracket of the declaration (a parameter list, type parameters, an array or a call as a value),
 * after a line that does not end on an operator waiting for more (`=`, `|`, `,`, `=>`), before a
 * line that does not go on with one (`| 'b'`, `-> Int`, `extends B`, `throws E`). Brackets come
 * from the syntax tree, so a bracket in a string or a comment does not count, and a Lisp form's own
 * parenthesis (the declaration itself) does not hold the head open.
 */
function headEnd(source, defNode, start, nameEnd) {
    const limit = Math.min(defNode.endIndex, start + 4 * MAX_SIGNATURE);
    for (let i = source.indexOf('\n', Math.max(start, nameEnd)); i >= 0 && i < limit; i = source.indexOf('\n', i + 1)) {
        if (!insideBrackets(source, defNode, i) &&
            !lineEndsOpen(source, defNode, start, i) &&
            !nextLineGoesOn(source, i, limit))
            return i;
    }
    return limit;
}
const OPENING = new Set(['(', '[', '{', '<', '"', "'", '`']);
/** Whether a position of the declaration's text is inside a node of it that a bracket or a quote opens. */
function insideBrackets(source, defNode, index) {
    for (let node = defNode.descendantForIndex(index, index); node && node.id !== defNode.id; node = node.parent) {
        if (node.startIndex < index && node.endIndex > index && OPENING.has(source[node.startIndex]))
            return true;
    }
    return false;
}
/** Whether the code of the line that ends at `lineEnd` (a comment at its end aside) ends on an operator that waits for more. */
function lineEndsOpen(source, defNode, start, lineEnd) {
    let j = lineEnd - 1;
    for (;;) {
        while (j >= start && /\s/.test(source[j]))
            j--;
        if (j < start)
            return false;
        const leaf = defNode.descendantForIndex(j, j + 1);
        if (!leaf || !leaf.type.includes('comment') || leaf.startIndex <= start)
            break;
        j = leaf.startIndex - 1;
    }
    return endsOpen(source.slice(Math.max(start, j - 1), j + 1));
}
/** A line that goes on with the head before it: a union's next `|`, a curried `-> b`, a chained `.call()`, `extends`… */
const GOES_ON = /^(?:[|&.?:=+]|->|=>|(?:extends|implements|where|with|throws)\b)/;
function nextLineGoesOn(source, lineEnd, limit) {
    const next = source.slice(lineEnd + 1, Math.min(limit, lineEnd + 200)).replace(/^[ \t\r]*/, '');
    return GOES_ON.test(next) && !/^(?:\.\.\.|--|\/\/)/.test(next);
}

;// CONCATENATED MODULE: ./src/core/language-tests.ts
// Which files are tests, by each language's conventions, in one table: a convention is one more
// line. A test inside a production file (Rust's `#[cfg(test)] mod tests`) is told by its module:
// see isTestModule.
const TEST_PATHS = (/* unused pure expression or super */ null && ([
    /(^|\/)(tests?|__tests__|specs?|testing|__mocks__)\//i, // a test folder: test/, tests/ (Rust too), src/test/java, spec/
    /\.(test|spec)\.[^/]+$/i, // a.test.ts, a.spec.js
    /_(test|spec)\.[^/]+$/i, // a_test.go, a_spec.rb, a_test.py
    /(^|\/)test_[^/]+\.py$/i, // test_a.py
    /(^|\/)[^/]*(Test|Tests|Spec|IT)\.(java|kt|scala|groovy|cs|swift|php)$/, // ATest.java, ATests.cs, ASpec.scala
    /(^|\/)conftest\.py$/, // pytest's fixtures
]));
/** Whether a path is a test's: a test folder, or a test file's name in its language. */
function isTestPath(path) {
    return TEST_PATHS.some((pattern) => pattern.test(path));
}
/** Modules that hold a production file's own tests, by language: Rust's `mod tests` (under `#[cfg(test)]`). */
const TEST_MODULES = {
    rust: new Set(['tests', 'test']),
};
/** Whether files of this language can hold modules of tests (see isTestModule). */
function mayHoldTestModules(language) {
    return TEST_MODULES[language ?? ''] !== undefined;
}
/** Whether a module of this name, in a file of this language, holds tests. */
function isTestModule(language, name) {
    return TEST_MODULES[language ?? '']?.has(name) ?? false;
}
/**
 * The kind of a definition that is a test block named by its title, quotes included
 * (`it('parses cookies', …)` in JavaScript and TypeScript): no identifier, and never a name to look up.
 */
const TEST_KIND = 'test';

;// CONCATENATED MODULE: ./src/core/languages.ts
// The one table of supported languages: file extension → language → grammar .wasm → tags queries. Each language's
// syntax (comment and body node types, line comments) is in language-syntax.ts; lookups are in language-lookup.ts.
/**
 * The npm packages the grammar .wasm files come from (each has them in its `out/` folder; the
 * bundle has them in `dist/wasm/<package>/`). tree-sitter-wasms 0.1.13 is the first source;
 * @cursorless/tree-sitter-wasms 0.7.0 has the languages it lacks, and an Elm grammar that loads.
 */
const GRAMMAR_SOURCES = (/* unused pure expression or super */ null && (['tree-sitter-wasms', '@cursorless/tree-sitter-wasms']));
const LANGUAGES = [
    {
        id: 'typescript',
        family: 'js',
        extensions: ['.ts', '.mts', '.cts'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'tsx',
        family: 'js',
        extensions: ['.tsx'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-tsx.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm', 'jsx-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'javascript',
        family: 'js',
        extensions: ['.js', '.mjs', '.cjs', '.jsx'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-javascript.wasm',
        queries: ['ecma-tags.scm', 'javascript-tags.scm', 'jsx-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'python',
        family: 'python',
        extensions: ['.py', '.pyi'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-python.wasm',
        queries: ['python-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'go',
        family: 'go',
        extensions: ['.go'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-go.wasm',
        queries: ['go-tags.scm'],
        bareCallsAreFree: true,
    },
    {
        id: 'rust',
        family: 'rust',
        extensions: ['.rs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-rust.wasm',
        queries: ['rust-tags.scm'],
        bareCallsAreFree: true,
    },
    // Java, Kotlin and Scala call each other in mixed JVM projects: one family.
    {
        id: 'java',
        family: 'jvm',
        extensions: ['.java'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-java.wasm',
        queries: ['java-tags.scm'],
    },
    {
        id: 'kotlin',
        family: 'jvm',
        extensions: ['.kt', '.kts'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-kotlin.wasm',
        queries: ['kotlin-tags.scm'],
    },
    {
        id: 'scala',
        family: 'jvm',
        extensions: ['.scala', '.sc'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-scala.wasm',
        queries: ['scala-tags.scm'],
    },
    {
        id: 'c',
        family: 'c',
        extensions: ['.c'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-c.wasm',
        queries: ['c-tags.scm'],
    },
    // `.h` goes to C++: its grammar parses C headers too, while the C grammar fails on C++ headers.
    {
        id: 'cpp',
        family: 'c',
        extensions: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.h', '.ipp', '.tpp'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-cpp.wasm',
        queries: ['cpp-tags.scm'],
    },
    {
        id: 'c_sharp',
        family: 'c_sharp',
        extensions: ['.cs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-c_sharp.wasm',
        queries: ['c_sharp-tags.scm'],
    },
    {
        id: 'ruby',
        family: 'ruby',
        extensions: ['.rb', '.rake', '.gemspec'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-ruby.wasm',
        queries: ['ruby-tags.scm'],
    },
    {
        id: 'php',
        family: 'php',
        extensions: ['.php', '.phtml'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-php.wasm',
        queries: ['php-tags.scm'],
    },
    {
        id: 'swift',
        family: 'swift',
        extensions: ['.swift'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-swift.wasm',
        queries: ['swift-tags.scm'],
    },
    {
        id: 'dart',
        family: 'dart',
        extensions: ['.dart'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-dart.wasm',
        queries: ['dart-tags.scm'],
    },
    {
        id: 'lua',
        family: 'lua',
        extensions: ['.lua'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-lua.wasm',
        queries: ['lua-tags.scm'],
        scannerReset: '--[[]]',
    },
    {
        id: 'elixir',
        family: 'elixir',
        extensions: ['.ex', '.exs'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-elixir.wasm',
        queries: ['elixir-tags.scm'],
    },
    {
        id: 'ocaml',
        family: 'ocaml',
        extensions: ['.ml'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-ocaml.wasm',
        queries: ['ocaml-tags.scm'],
    },
    {
        id: 'zig',
        family: 'zig',
        extensions: ['.zig'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-zig.wasm',
        queries: ['zig-tags.scm'],
    },
    {
        id: 'bash',
        family: 'bash',
        extensions: ['.sh', '.bash'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-bash.wasm',
        queries: ['bash-tags.scm'],
    },
    {
        id: 'solidity',
        family: 'solidity',
        extensions: ['.sol'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-solidity.wasm',
        queries: ['solidity-tags.scm'],
    },
    // Objective-C calls C freely: same family.
    {
        id: 'objc',
        family: 'c',
        extensions: ['.m'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-objc.wasm',
        queries: ['objc-tags.scm'],
    },
    {
        id: 'elisp',
        family: 'elisp',
        extensions: ['.el'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-elisp.wasm',
        queries: ['elisp-tags.scm'],
    },
    {
        id: 'rescript',
        family: 'rescript',
        extensions: ['.res', '.resi'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-rescript.wasm',
        queries: ['rescript-tags.scm'],
    },
    {
        id: 'haskell',
        family: 'haskell',
        extensions: ['.hs'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-haskell.wasm',
        queries: ['haskell-tags.scm'],
    },
    {
        id: 'elm',
        family: 'elm',
        extensions: ['.elm'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-elm.wasm',
        queries: ['elm-tags.scm'],
    },
    {
        id: 'r',
        family: 'r',
        extensions: ['.r'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-r.wasm',
        queries: ['r-tags.scm'],
    },
    {
        id: 'perl',
        family: 'perl',
        extensions: ['.pl', '.pm', '.t'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-perl.wasm',
        queries: ['perl-tags.scm'],
    },
    {
        id: 'clojure',
        family: 'clojure',
        extensions: ['.clj', '.cljs', '.cljc'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-clojure.wasm',
        queries: ['clojure-tags.scm'],
    },
    {
        id: 'nix',
        family: 'nix',
        extensions: ['.nix'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-nix.wasm',
        queries: ['nix-tags.scm'],
    },
    {
        id: 'hcl',
        family: 'hcl',
        extensions: ['.tf', '.tfvars', '.hcl'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-hcl.wasm',
        queries: ['hcl-tags.scm'],
    },
    {
        id: 'gleam',
        family: 'gleam',
        extensions: ['.gleam'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-gleam.wasm',
        queries: ['gleam-tags.scm'],
    },
    {
        id: 'gdscript',
        family: 'gdscript',
        extensions: ['.gd'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-gdscript.wasm',
        queries: ['gdscript-tags.scm'],
    },
    {
        id: 'agda',
        family: 'agda',
        extensions: ['.agda'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-agda.wasm',
        queries: ['agda-tags.scm'],
    },
    // Script blocks are parsed as TypeScript (a superset of the JavaScript they usually hold).
    {
        id: 'vue',
        family: 'js',
        extensions: ['.vue'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
        scriptBlocks: true,
    },
    {
        id: 'html',
        family: 'js',
        extensions: ['.html', '.htm'],
        source: 'tree-sitter-wasms',
        grammar: 'tree-sitter-typescript.wasm',
        queries: ['ecma-tags.scm', 'typescript-tags.scm'],
        bareCallsAreFree: true,
        scriptBlocks: true,
    },
    // Outlines of non-code files (see `outline`): each its own family, out of the code's name linking.
    {
        id: 'markdown',
        family: 'markdown',
        extensions: ['.md', '.markdown'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-markdown.wasm',
        queries: ['markdown-tags.scm'],
        outline: true,
    },
    {
        id: 'yaml',
        family: 'yaml',
        extensions: ['.yml', '.yaml'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-yaml.wasm',
        queries: ['yaml-tags.scm'],
        outline: true,
    },
    {
        id: 'css',
        family: 'css',
        extensions: ['.css'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-css.wasm',
        queries: ['css-tags.scm'],
        outline: true,
    },
    {
        id: 'scss',
        family: 'scss',
        extensions: ['.scss'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-scss.wasm',
        queries: ['scss-tags.scm'],
        outline: true,
    },
    {
        id: 'json',
        family: 'json',
        extensions: ['.json'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-json.wasm',
        queries: ['json-tags.scm'],
        outline: true,
    },
    {
        id: 'latex',
        family: 'latex',
        extensions: ['.tex'],
        source: '@cursorless/tree-sitter-wasms',
        grammar: 'tree-sitter-latex.wasm',
        queries: ['latex-tags.scm'],
        outline: true,
    },
];

;// CONCATENATED MODULE: ./src/core/language-lookup.ts
// Lookups in the table of languages.ts: a path's language by its extension, a language by its id,
// and the reference kinds that are paths rather than names.

const byExtension = new Map();
const byId = new Map();
for (const spec of LANGUAGES) {
    byId.set(spec.id, spec);
    for (const ext of spec.extensions)
        byExtension.set(ext, spec);
}
/** The language of a path, by its extension (case-insensitive), or undefined. */
function languageOf(path) {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    if (dot <= slash + 1)
        return undefined; // no extension, or a dotfile such as `.eslintrc`
    return byExtension.get(path.slice(dot).toLowerCase());
}
function language_lookup_languageById(id) {
    const spec = byId.get(id);
    if (!spec)
        throw new Error(`unknown language id: ${id}`);
    return spec;
}
/**
 * Reference kinds that are paths for the resolvers, not names to link: import paths (`module`),
 * the package or namespace a file declares (`package`), paths relative to the file (`relative`,
 * Ruby's `require_relative`).
 */
const PATH_KINDS = new Set(['module', 'package', 'relative']);
function isPathKind(kind) {
    return PATH_KINDS.has(kind);
}
/**
 * The kind of a typed receiver's reference (see extract/receivers.ts): `Foo#m`, beside the call
 * `x.m()` on its line, where the file says `x` is a `Foo`. No name to link: the lookups read it.
 */
const TYPED_KIND = 'typed';
/**
 * The kind of a member's declared type (see extract/receivers.ts): `Foo#req` on the line of a
 * class's `req: Foo` (a field, property or getter). No use: the lookups read it to type calls
 * through the member from other files (`c.req.header()`, see CHAIN_KIND).
 */
const MEMBER_TYPE_KIND = 'holds';
/**
 * The kind of a call through a member of a receiver whose type its file does not state
 * (`c.req.header()`): `req#header`, beside the call on its line. The lookups type the call by
 * the types the repository declares for the member (see MEMBER_TYPE_KIND).
 */
const CHAIN_KIND = 'chain';
/**
 * The kind of the first name of a qualified call's receiver (see LanguageSyntax.qualifiers):
 * `sys#read`, beside the call `sys.stdin.read()` on its line. No name to link: the lookups read it.
 */
const QUALIFIER_KIND = 'through';
/**
 * A type that is the result of a call of the function `fn` (`openStore()`), in a typed reference
 * (`openStore()#get`) or a binding: the lookups read the type from the function's head.
 */
function resultOf(fn) {
    return `${fn}()`;
}
/** The function whose result a type is (see resultOf), or undefined for a type's name. */
function resultFunction(type) {
    return type.endsWith('()') ? type.slice(0, -2) : undefined;
}
/** A typed reference's name: the receiver's type and the member called on it, `Foo#m`. */
function typedName(type, member) {
    return `${type}#${member}`;
}
/** The receiver's type and the member of a typed reference's name (see typedName). */
function typedParts(name) {
    const at = name.lastIndexOf('#');
    return { type: name.slice(0, at), member: name.slice(at + 1) };
}
/**
 * The kind of a name read, passed, assigned or returned as a value (`f(handler)`, `x ?? DEFAULT`),
 * where its file defines or imports it: a use of a constant, or of a function as a value.
 */
const VALUE_KIND = 'value';
/**
 * The kind of a name a module lists as the ones other modules may take (Python's `__all__`): no
 * use of the name. The lookups read it (see lookup/shapes.ts).
 */
const EXPORTS_KIND = 'exports';
/**
 * The kind of a keyword that opens a section of a class body with its own visibility (Ruby's bare
 * `private`, `protected`, `public`), named by the keyword: no use. The lookups read it.
 */
const SECTION_KIND = 'section';
/**
 * The kind of a name a class body makes private after defining it (Ruby's `private :name`): no
 * use. The lookups read it.
 */
const HIDDEN_KIND = 'hidden';
/** Kinds of references that the lookups read but that name nothing to link. */
const UNNAMED_KINDS = new Set([
    TYPED_KIND,
    MEMBER_TYPE_KIND,
    CHAIN_KIND,
    QUALIFIER_KIND,
    EXPORTS_KIND,
    SECTION_KIND,
    HIDDEN_KIND,
]);
/** Whether references of this kind name something to link: not paths, nor kinds the lookups only read (UNNAMED_KINDS). */
function isNameKind(kind) {
    return !PATH_KINDS.has(kind) && !UNNAMED_KINDS.has(kind);
}

;// CONCATENATED MODULE: ./src/core/extract/type-shapes.ts
/** A name, or a name with its package's or module's (`gh.Config`, `client.New`). */
const NAME_OF_TYPE = /^([A-Za-z_$][\w$]*\.)?[A-Za-z_$][\w$]*$/;
/** Literals whose type is a language's built-in: what their receiver's members are. */
const LITERAL_TYPES = {
    list: 'list',
    list_comprehension: 'list',
    dictionary: 'dict',
    dictionary_comprehension: 'dict',
    set: 'set',
    set_comprehension: 'set',
    string: 'str',
    concatenated_string: 'str',
};
/** Where the last part of a path (`ns.Foo`, `crate::x::Foo`) starts, less one. */
const lastSeparator = (path) => Math.max(path.lastIndexOf('.'), path.lastIndexOf(':'));
/** A type named with its package (Go's `gh.Config`): the package tells namesake types apart (see lookup/typed.ts). */
const QUALIFIED_TYPE = 'qualified_type';
/**
 * The name of a type as a `@type` capture gives it: its last part (`ns.Foo`, `crate::x::Foo`), a
 * Go type of another package with the package's name (`gh.Config`), a literal's built-in type,
 * a union's one type besides `undefined`, `null` or `None`, what a Python `Optional` holds;
 * undefined when it is no name.
 */
function typeNameOf(typeNode) {
    if (typeNode.type === ARRAY_TYPE)
        return 'Array';
    const held = heldType(typeNode);
    if (held !== undefined)
        return held ? typeNameOf(held) : undefined;
    const forward = forwardReference(typeNode)?.text;
    const type = forward !== undefined
        ? forward.slice(lastSeparator(forward) + 1)
        : (LITERAL_TYPES[typeNode.type] ??
            (typeNode.type === QUALIFIED_TYPE ? typeNode.text : typeNode.text.slice(lastSeparator(typeNode.text) + 1)));
    return NAME_OF_TYPE.test(type) ? type : undefined;
}
/**
 * Unions: TypeScript's `Foo | undefined`; Python's `Foo | None` (an expression in a parameter's
 * annotation, a union type in others): the type of their one member that is no absence of a value.
 */
const UNIONS = new Set(['union_type', 'binary_operator']);
const NO_VALUE = /^(undefined|null|None)$/;
/** A union's one member that is not `undefined`, `null` or `None`, if it has one only (`A | B | None` nests). */
function soleMember(union) {
    const members = [];
    const add = (node) => {
        if (node.type === PYTHON_TYPE && node.namedChildren.length === 1)
            add(node.namedChildren[0]);
        else if (UNIONS.has(node.type) &&
            (node.type !== 'binary_operator' || node.childForFieldName('operator')?.text === '|'))
            for (const side of node.namedChildren)
                add(side);
        else if (!NO_VALUE.test(node.text))
            members.push(node);
    };
    add(union);
    return members.length === 1 ? members[0] : undefined;
}
/** Python wraps each type in an annotation in a `type` node. */
const PYTHON_TYPE = 'type';
/**
 * The type a wrapper stands for, as the node that names it: a union's one member that is no
 * absence of a value, what a Python `Optional` holds; null for a union of more; undefined for no
 * wrapper.
 */
function heldType(typeNode) {
    if (UNIONS.has(typeNode.type)) {
        const only = soleMember(typeNode);
        return only ? headOf(only) : null;
    }
    const held = optionalHeld(typeNode);
    return held && headOf(held);
}
/** A Python forward reference, `"Node"` in an annotation: the name it holds, else undefined. */
function forwardReference(node) {
    if (node.type !== 'string' || node.parent?.type !== PYTHON_TYPE)
        return undefined;
    return node.namedChildren.find((child) => child?.type === 'string_content') ?? undefined;
}
/**
 * The node that names a type: a generic type's own name (`Router` of `Router<T>`, `list` of
 * Python's `list[Foo]`); what a Python `type` node wraps.
 */
function headOf(node) {
    if (node.type === PYTHON_TYPE && node.namedChildren.length === 1)
        return headOf(node.namedChildren[0]);
    if (node.type !== GENERIC_TYPE)
        return node;
    return node.childForFieldName('name') ?? node.namedChildren[0] ?? node;
}
const GENERIC_TYPE = 'generic_type';
/** The type arguments of the generic type whose name `head` is (TypeScript's `type_arguments`, Python's `type_parameter`). */
function typeArguments(head) {
    const generic = head.parent;
    if (generic?.type !== GENERIC_TYPE)
        return [];
    const list = generic.childForFieldName('type_arguments') ??
        generic.namedChildren.find((child) => child?.type === 'type_parameter');
    return (list?.namedChildren ?? []).map((arg) => headOf(arg));
}
/** What Python's `Optional[Foo]` holds (`Foo`), else undefined. */
function optionalHeld(typeNode) {
    if (typeNode.text !== 'Optional')
        return undefined;
    const args = typeArguments(typeNode);
    return args.length === 1 ? args[0] : undefined;
}
/** A TypeScript array, `Foo[]`: an `Array` whose elements are `Foo`s. */
const ARRAY_TYPE = 'array_type';
/** Go's collections, `[]*Item` and `map[string]Box`: their elements, pointed to or not, are `Item`s and `Box`es. */
const SLICE_TYPE = 'slice_type';
const MAP_TYPE = 'map_type';
const POINTER_TYPE = 'pointer_type';
/**
 * Generic collections whose last type argument is what an index or an iteration gives:
 * TypeScript's (`for … of`, `xs[i]`) and Python's of one type argument (`for x in xs`, `xs[i]`;
 * a `dict` is left out, as iterating one gives its keys).
 */
const COLLECTIONS = new Set([
    'Array',
    'ReadonlyArray',
    'Set',
    'ReadonlySet',
    'Record',
    'Iterable',
    'list',
    'List',
    'Sequence',
    'MutableSequence',
    'Iterator',
    'Collection',
    'set',
    'frozenset',
    'FrozenSet',
    'AbstractSet',
    'MutableSet',
    'deque',
    'Deque',
]);
/**
 * The type of the elements of a collection a `@type` capture states (`Foo[]`, `Array<Foo>`,
 * `Record<string, Foo>`, either with `| undefined`; Go's `[]*Foo`, `map[K]Foo`; Python's
 * `list[Foo]`, `Optional[Sequence[Foo]]`): undefined for any other type.
 */
function elementTypeOf(typeNode) {
    if (typeNode.type === ARRAY_TYPE)
        return elementName(typeNode.namedChildren[0]);
    if (typeNode.type === SLICE_TYPE)
        return elementName(typeNode.childForFieldName('element'));
    if (typeNode.type === MAP_TYPE)
        return elementName(typeNode.childForFieldName('value'));
    const held = heldType(typeNode);
    if (held !== undefined)
        return held ? elementTypeOf(held) : undefined;
    if (!COLLECTIONS.has(typeNode.text))
        return undefined;
    const args = typeArguments(typeNode);
    return elementName(args[args.length - 1]);
}
/** The name of an element's type: `Foo` of `Foo`, `Foo<T>`, Go's `*Foo`; `pkg.Foo` of Go's `pkg.Foo`. */
function elementName(node) {
    if (!node)
        return undefined;
    if (node.type === POINTER_TYPE)
        return elementName(node.namedChildren[0]);
    return typeNameOf(headOf(node));
}

;// CONCATENATED MODULE: ./src/core/extract/receivers.ts


/** Nodes that open a scope of their own: functions, methods, lambdas, closures. */
const SCOPE_NODE = /function|method|lambda|arrow|closure|func_literal/;
/** The innermost function, method, lambda or closure around a node, or null at the top of its file. */
function scopeAround(node) {
    let scope = node.parent;
    while (scope && (!SCOPE_NODE.test(scope.type) || PARAMETER_LIST.test(scope.type)))
        scope = scope.parent;
    return scope;
}
/** A function's list of parameters (Kotlin's `function_value_parameters`) is no scope of its own. */
const PARAMETER_LIST = /parameters$/;
/**
 * The type a `@type` or `@returns` capture states: a type's name (see typeNameOf), or the result of
 * a call of the function a `@returns` capture names (`openStore()` of `const s = openStore()` and
 * of `openStore().get(k)`, Go's `NewFoo()`: see resultOf), which the lookups read from its head.
 */
function statedType(typeNode, returns) {
    if (!returns)
        return typeNameOf(typeNode);
    return NAME_OF_TYPE.test(typeNode.text) ? resultOf(typeNode.text) : undefined;
}
/**
 * Whether a type a file states is known: not the result of a function called through a name the
 * file does not import (`f.Lookup()` on a variable `f` is a method's, whose head the lookups do
 * not read; `client.New()` through an imported package is a free function's).
 */
function knownType(type, imported) {
    const fn = resultFunction(type);
    const dot = fn === undefined ? -1 : fn.indexOf('.');
    return dot < 0 || imported.has(fn.slice(0, dot));
}
/** Nodes of a class, struct or record (its declaration or its body): where the fields of the object itself are seen. */
const CLASS_NODE = /(^|_)(class|struct|record)(_|$)/;
/** The capture suffix of a field its class's code names bare and through `this` (`@binding.field`). */
const BARE_FIELD = 'field';
/** The capture suffix of a member whose type is declared but that no code names bare or through `this` (a Go struct's field). */
const MEMBER_ONLY = 'member';
/** The capture suffix of a type test that narrows a variable where it holds (`@binding.narrowed`: Python's `isinstance(x, Foo)`). */
const NARROWED = 'narrowed';
/**
 * The capture suffix of a context manager that catches an exception of a type (`@binding.caught`):
 * its variable's member that holds the exception caught, by the manager's name (unittest's
 * `with self.assertRaises(Foo) as cm` then `cm.exception`, pytest's `with pytest.raises(Foo) as
 * info` then `info.value`).
 */
const CAUGHT = 'caught';
const CAUGHT_MEMBERS = {
    assertRaises: 'exception',
    assertRaisesRegex: 'exception',
    raises: 'value',
};
/**
 * A `@binding` match's bindings: its variable (`@name`), the name of its type (`@type`: its last
 * part; a Go type of another package with the package's name, `gh.Config`) or of its elements', or
 * the expression it is given (`@value`, `@element`: see ValueSource), and the scope it holds in.
 * With `self` (`this` or `self`: a `@binding.this` or `@binding.self` match), the variable is a
 * field of the object itself, seen through `self` in all of the class around it, wherever the class
 * states its type; with `field` (a `@binding.field` match), a field its class's code names both bare
 * and through `this` (Java's `store.get()` and `this.store.get()`); with `member` (a
 * `@binding.member` match: a Go struct's field), none: the match declares the member's type only
 * (see memberTypeOf); with `narrowed` (a `@binding.narrowed` match, a type test), the variable has
 * the type where the test holds (see narrowedScope); with `caught` (see CAUGHT), the variable's
 * member that holds the exception a context manager caught.
 */
function bindingsOf(nameNode, stated, binding, self) {
    const { type, element, from } = stated;
    if ((type === undefined && element === undefined && from === undefined) || self === MEMBER_ONLY)
        return [];
    const known = { type: type ?? '', ...(element !== undefined && { element }), ...(from && { from }) };
    if (self === NARROWED) {
        const holds = narrowedScope(binding);
        if (!holds)
            return [];
        return [{ variable: nameNode.text, ...known, at: binding.startIndex, scopeStart: holds[0], scopeEnd: holds[1] }];
    }
    if (self === CAUGHT) {
        const manager = binding.namedChildren[0]?.childForFieldName('function')?.childForFieldName('attribute')?.text;
        const member = manager === undefined ? undefined : CAUGHT_MEMBERS[manager];
        return member === undefined ? [] : [localBinding(`${nameNode.text}.${member}`, known, binding)];
    }
    if (self !== undefined) {
        let owner = binding.parent;
        while (owner && !CLASS_NODE.test(owner.type))
            owner = owner.parent;
        if (!owner)
            return [];
        const [at, scopeEnd] = [owner.startIndex, owner.endIndex];
        const field = (variable) => ({ variable, ...known, at, scopeStart: at, scopeEnd });
        const name = nameNode.text;
        return self === BARE_FIELD ? [field(name), field(`this.${name}`)] : [field(`${self}.${name}`)];
    }
    return [localBinding(nameNode.text, known, binding)];
}
/** A variable bound where `binding` is, to the end of the function around it. */
function localBinding(variable, known, binding) {
    const scope = scopeAround(binding);
    return {
        variable,
        ...known,
        at: binding.startIndex,
        scopeStart: scope?.startIndex ?? 0,
        scopeEnd: scope?.endIndex ?? Number.MAX_SAFE_INTEGER,
    };
}
/**
 * Where a type test holds: from the test to the end of the block that an `if` or `elif` whose
 * condition it is (alone, or joined by `and`) guards; after an `assert` of it, to the end of the
 * block around. Undefined where it may not hold (under `not` or `or`, as an argument).
 */
function narrowedScope(test) {
    let node = test;
    for (let up = node.parent; up; up = node.parent) {
        const joined = up.type === 'boolean_operator' && up.childForFieldName('operator')?.text === 'and';
        if (!joined && up.type !== 'parenthesized_expression')
            break;
        node = up;
    }
    const holder = node.parent;
    if ((holder?.type === 'if_statement' || holder?.type === 'elif_clause') &&
        holder.childForFieldName('condition')?.id === node.id)
        return [test.startIndex, holder.childForFieldName('consequence')?.endIndex ?? holder.endIndex];
    if (holder?.type === 'assert_statement' && holder.parent)
        return [test.startIndex, holder.parent.endIndex];
    return undefined;
}
/**
 * A member's declared type (`req: Foo` in a class, a getter `get req(): Foo`, Python's `self.req =
 * Foo()`): a MEMBER_TYPE_KIND reference `Foo#req` on the member's line, which types calls through
 * the member in other files (`c.req.header()`). Only a field of the object itself (a `@binding.*`
 * match) declares one. None, or that one.
 */
function memberTypeOf(nameNode, type, self) {
    if (type === undefined || self === undefined || self === NARROWED || self === CAUGHT)
        return [];
    return [{ name: typedName(type, nameNode.text), kind: MEMBER_TYPE_KIND, line: nameNode.startPosition.row + 1 }];
}
/** The members whose types a file's uses declare (MEMBER_TYPE_KIND: `Options#opts` for `opts *Options`). */
function heldMembers(uses) {
    return new Set(uses.filter((use) => use.kind === MEMBER_TYPE_KIND).map((use) => typedParts(use.name).member));
}
/** A receiver that ends in a member of another (`c.req`, `this.store`, `a.b.c`): the member's name, else undefined. */
function chainedMember(receiver) {
    const match = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$#][\w$]*)*\.([A-Za-z_$#][\w$]*)$/.exec(receiver);
    return match?.[1];
}
/**
 * The typed references of the calls whose receiver a binding types: the binding of that name in
 * the innermost scope around the call, the last one before it; a field of the object itself that
 * its class states more than one type for, all of them. A call that no binding types, through a
 * member of its receiver (`c.req.header()`), has a CHAIN_KIND reference `req#header` instead.
 */
function typedReferences(calls, bindings) {
    const byVariable = byVariableOf(bindings);
    const typed = [];
    for (const call of calls) {
        const { types } = typesAt(byVariable, call.receiver, call.at, 0);
        if (!types.size) {
            const member = chainedMember(call.receiver);
            if (member !== undefined)
                typed.push({ name: typedName(member, call.name), kind: CHAIN_KIND, line: call.line });
            continue;
        }
        for (const type of types)
            typed.push({ name: typedName(type, call.name), kind: TYPED_KIND, line: call.line });
    }
    return typed;
}
/**
 * The bindings with each variable given another's value or element (see ValueSource) bound to the
 * types that gives it, or to none where it gives none: such a variable is no typed receiver.
 */
function resolvedBindings(bindings) {
    if (!bindings.some((binding) => binding.from))
        return bindings;
    const byVariable = byVariableOf(bindings);
    return bindings.flatMap((binding) => {
        if (!binding.from)
            return [binding];
        const { from: _from, ...plain } = binding;
        const source = typesAt(byVariable, binding.from.expression, binding.at, 1);
        const [types, elements] = binding.from.element
            ? [source.elements, new Set()]
            : [source.types, source.elements];
        return [
            ...[...types].map((type) => ({ ...plain, type })),
            ...[...elements].map((element) => ({ ...plain, type: '', element })),
        ];
    });
}
function byVariableOf(bindings) {
    const byVariable = new Map();
    for (const binding of bindings) {
        const list = byVariable.get(binding.variable);
        if (list)
            list.push(binding);
        else
            byVariable.set(binding.variable, [binding]);
    }
    return byVariable;
}
/** The class a receiver that is only a construction builds (`new ns.Router<T>(a, b)`: `Router`), else undefined. */
function constructedClass(receiver) {
    const match = /^new\s+(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\(/.exec(receiver);
    if (!match)
        return undefined;
    let depth = 0;
    for (let i = match[0].length - 1; i < receiver.length; i++) {
        if (receiver[i] === '(')
            depth++;
        else if (receiver[i] === ')' && --depth === 0)
            return i === receiver.length - 1 ? match[1] : undefined;
    }
    return undefined;
}
/** How many values and elements are followed to the type of one receiver (`const a = b; const c = a[0]`). */
const MAX_SOURCES = 4;
/**
 * The types of a receiver at `at`: its bindings in the innermost scope around it, the last ones
 * before it, each its stated type or the type of the value or element it is given (followed up to
 * MAX_SOURCES deep); an element of a receiver (`routers[i]`, `this.#tries![m]`), that receiver's
 * elements' type; a slice of one (`leaves[1:]`), its own; a construction (`new Router().match()`), its class.
 */
function typesAt(byVariable, receiver, at, depth) {
    const typed = { types: new Set(), elements: new Set() };
    const variable = receiver.endsWith('!') ? receiver.slice(0, -1) : receiver;
    let best;
    for (const binding of byVariable.get(variable) ?? []) {
        if (binding.at > at || at >= binding.scopeEnd || at < binding.scopeStart)
            continue;
        if (!best ||
            binding.scopeStart > best.scopeStart ||
            (binding.scopeStart === best.scopeStart && binding.at > best.at))
            best = binding;
    }
    if (!best) {
        const built = variable.startsWith('new ') ? constructedClass(variable) : undefined;
        if (built !== undefined)
            typed.types.add(built);
        const indexed = depth < MAX_SOURCES && variable.endsWith(']') ? /^(.+)\[([^[\]]*)\]$/.exec(variable) : null;
        if (!indexed)
            return typed;
        // An element, `routers[i]`; a slice, `leaves[1:]` (Python, Go), a collection of the same type.
        const source = typesAt(byVariable, indexed[1], at, depth + 1);
        return indexed[2].includes(':') ? source : { types: source.elements, elements: new Set() };
    }
    for (const binding of byVariable.get(variable)) {
        if (binding.at !== best.at || binding.scopeStart !== best.scopeStart)
            continue;
        if (binding.from === undefined) {
            if (binding.type)
                typed.types.add(binding.type);
            if (binding.element !== undefined)
                typed.elements.add(binding.element);
        }
        else if (depth < MAX_SOURCES) {
            const source = typesAt(byVariable, binding.from.expression, binding.at, depth + 1);
            for (const type of binding.from.element ? source.elements : source.types)
                typed.types.add(type);
            if (!binding.from.element)
                for (const element of source.elements)
                    typed.elements.add(element);
        }
    }
    return typed;
}
/** The words of the names a file imports: `import a.b` binds `a` and `b` as Python reads them; `go-yaml` gives `yaml`. */
function importedNames(uses) {
    const words = new Set();
    for (const { name, kind } of uses)
        if (kind === 'import')
            for (const word of name.split(/[^\w$]+/))
                words.add(word);
    return words;
}
/**
 * A call through a receiver: `self` when the receiver is the object itself (`this`, `self`, a
 * Python class method's `cls`: the callee is a member of the caller's class, or of a class it
 * inherits from); `qualified` when it is a name, or a dotted name, with a part that the
 * file imports (a module, package, namespace or imported class: the callee may be a free
 * function), unless a function around the call declares its first part for itself (`isLocal`:
 * Go's `browser := &browser.Stub{}` then `browser.Verify()`, a variable though an import has its
 * name); `method` otherwise (a value: the callee is a member of a type not known here).
 */
function receiverKind(receiver, imported, isLocal = () => false) {
    if (SELF_RECEIVERS.has(receiver))
        return 'self';
    if (SUPER_RECEIVERS.has(receiver))
        return 'super';
    if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(receiver))
        return 'method';
    const parts = receiver.split('.');
    return parts.some((part) => imported.has(part)) && !isLocal(parts[0]) ? 'qualified' : 'method';
}
const SELF_RECEIVERS = new Set(['this', 'self', 'cls']);
/** A call through the base class: JavaScript's and Java's `super.m()`, Python's `super().m()`. */
const SUPER_RECEIVERS = new Set(['super', 'super()']);

;// CONCATENATED MODULE: ./src/core/extract/values.ts


/** Whether a function around a place in the source (`at`) declares a name for itself. */
function localsAt(locals) {
    const byName = new Map();
    for (const local of locals) {
        const same = byName.get(local.name);
        if (same)
            same.push(local);
        else
            byName.set(local.name, [local]);
    }
    return (name, at) => !!byName.get(name)?.some((l) => l.start <= at && at < l.end);
}
/**
 * The uses, without the bare calls of a name that a function around them declares for itself (see
 * SHADOWED_KINDS), and with a value (a name read, passed or assigned: a `value` reference) only where the
 * file defines the name outside any container, imports it (not as a module), or shares it with its
 * folder's files, no function around it declares the name for itself, and no other reference or
 * definition of the name is on its line (but a type's, for a member read through a receiver:
 * `tt.opts.Config = func() (gh.Config, error)`): a name a file neither defines nor imports is a local
 * variable, a parameter or a global, and a line that calls or defines a name says so already. A
 * value read through a receiver is kept where the receiver is imported (`api.IssueFields`, see
 * receiverKind), of a type the file states (`opts.Limit` on a parameter `opts *Options`), the
 * object itself and the file defines a member of the name (`this.paths`), or a member whose type
 * the file declares (`tt.opts.Config`); a member of a type the
 * match states (`Options{Limit: 1}`) is kept; a private member (`#count`) where the file defines it.
 */
function valuesKept(uses, imported, { found, isLocal, bound, shared, held }) {
    if (!uses.some((use) => use.kind === VALUE_KIND || SHADOWED_KINDS.has(use.kind)))
        return uses;
    const own = new Set(found.filter((f) => f.def.parent === undefined).map((f) => f.def.name));
    const members = new Set(found.filter((f) => f.def.parent !== undefined).map((f) => f.def.name));
    // A module or namespace a file imports under its own name (`import re`, `import * as util from
    // './util'`, `import React from 'react'`) is read through, not a value. (A Rust path names an
    // item as often as a module, `use crate::limits::MAX`: not one.)
    const word = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const modules = new Set(uses
        .filter((use) => use.kind === 'module' && !use.name.includes('::'))
        .map((use) => word(use.name.split(/[/.:]/).pop())));
    const namesOn = (kinds) => {
        const names = new Set(uses.filter((use) => kinds(use.kind)).map((use) => `${use.name}\0${use.line}`));
        for (const f of found)
            names.add(`${f.def.name}\0${f.def.line}`);
        return names;
    };
    const named = namesOn((kind) => kind !== VALUE_KIND && isNameKind(kind));
    // A type of the name on the line (`gh.Config` in `tt.opts.Config = func() (gh.Config, error)`)
    // says nothing of a member read or written through a receiver there.
    const namedBesidesTypes = namesOn((kind) => kind !== VALUE_KIND && kind !== 'type' && isNameKind(kind));
    // A member read through an imported module or class, a variable of a stated type, the object
    // itself where the file defines the member (`this.paths`, `self.mode`), or a member whose type
    // the file declares (`tt.opts.Config` where its test table has `opts *Options`).
    const readThrough = (receiver, name, at) => {
        const kind = receiverKind(receiver, imported, (root) => at !== undefined && isLocal(root, at));
        const through = chainedMember(receiver);
        return (kind === 'qualified' ||
            bound.has(receiver) ||
            (kind === 'self' && members.has(name)) ||
            (through !== undefined && held.has(through)));
    };
    const shadowed = (use) => use.at !== undefined && isLocal(use.name, use.at);
    const kept = (use) => use.type !== undefined ||
        (use.receiver !== undefined
            ? readThrough(use.receiver, use.name, use.at)
            : use.name.startsWith('#')
                ? members.has(use.name) // a private member is named by its own class only
                : (own.has(use.name) || imported.has(use.name) || shared?.test(use.name) === true) &&
                    !modules.has(word(use.name)) &&
                    !shadowed(use));
    return uses.filter((use) => use.kind === VALUE_KIND
        ? kept(use) && !(use.receiver === undefined ? named : namedBesidesTypes).has(`${use.name}\0${use.line}`)
        : !SHADOWED_KINDS.has(use.kind) || use.receiver !== undefined || !shadowed(use));
}
/**
 * Uses by a bare name that a function's own variable or parameter of that name stands for inside
 * it: `createContext()` in a function with a parameter `createContext` calls the parameter.
 */
const SHADOWED_KINDS = new Set(['call', 'new', 'jsx']);

;// CONCATENATED MODULE: ./src/core/extract/predicates.ts
/**
 * Predicates of our own, which web-tree-sitter leaves to us (it applies #eq?, #match?, #any-of?):
 * - `(#has-parent? @capture type …)` / `(#not-has-parent? …)`: the captured node's parent is (is
 *   not) of one of the types;
 * - `(#field-match? @capture field "regex")` / `(#field-not-match? …)`: the text of the captured
 *   node's child in that field matches (does not match) the regex; true when there is no such child.
 * They stand in for shapes that are costly to compile: tree-sitter analyses every alternative of a
 * pattern, and every `field: (_)` wildcard, against the grammar (seconds for the biggest grammars,
 * in every thread), while one pattern with an allow-list of parents, or a check of a field's text,
 * costs next to nothing.
 */
function predicatesAllow(query, match) {
    for (const check of checksOf(query, match.patternIndex)) {
        const node = match.captures.find((c) => c.name === check.capture)?.node;
        if (!node)
            continue;
        if (check.parents) {
            if (check.parents.has(node.parent?.type ?? '') !== check.want)
                return false;
        }
        else {
            const text = node.childForFieldName(check.field)?.text;
            if (text !== undefined && check.regex.test(text) !== check.want)
                return false;
        }
    }
    return true;
}
const checksByQuery = new WeakMap();
function checksOf(query, pattern) {
    let byPattern = checksByQuery.get(query);
    if (!byPattern)
        checksByQuery.set(query, (byPattern = []));
    let checks = byPattern[pattern];
    if (!checks) {
        checks = [];
        for (const { operator, operands } of query.predicates[pattern] ?? []) {
            const [subject, ...rest] = operands;
            if (subject?.type !== 'capture')
                continue;
            const strings = rest.map((operand) => (operand.type === 'string' ? operand.value : ''));
            if (operator === 'has-parent?' || operator === 'not-has-parent?') {
                checks.push({ capture: subject.name, want: operator === 'has-parent?', parents: new Set(strings) });
            }
            else if (operator === 'field-match?' || operator === 'field-not-match?') {
                checks.push({
                    capture: subject.name,
                    want: operator === 'field-match?',
                    field: strings[0],
                    regex: new RegExp(strings[1]),
                });
            }
        }
        byPattern[pattern] = checks;
    }
    return checks;
}

;// CONCATENATED MODULE: ./src/core/extract/tags.ts










const MAX_NAME = 120;
/** Matches handled between two checks of the work limit (each check is one unit of work). */
const MATCHES_PER_CHECK = 32;
/**
 * Run a tags query over a tree: `@definition.<kind>` and `@reference.<kind>` captures, each with
 * a `@name` capture in the same match, following tree-sitter's tags conventions. A definition's
 * lines are its node's, or run to the last `@end` capture of the match when it has one (a Haskell
 * type signature and the equations after it are one function). A `@body` capture says where the
 * signature ends when the grammar's nodes do not (R's `setMethod("f", "T", function(x) …)`). A
 * `@scope` capture qualifies the name: `scope.name` (Terraform's `aws_instance.web`). A
 * `@container` capture names the definition a member belongs to when the syntax does not nest it
 * there (Go's method receivers). A `@reference.method` is a call through a receiver (`x.m()`),
 * whose `@receiver` says what it is called on: a receiver named by an import of the file (a module,
 * package or namespace: `path.join()`, `strings.Split()`) makes it a `qualified` call instead (see
 * receiverKind). Undefined when `stop` (the work limit) ended the work first.
 */
function tagsFromTree(tree, query, source, syntax, stop = () => false) {
    const found = [];
    const uses = [];
    const bindings = [];
    const locals = [];
    const aliases = new Map();
    const seenDefs = new Set();
    // The query cursor asks `stop` every few hundred steps and ends early when it says so; only
    // web-tree-sitter's copying of the matches found into JavaScript objects cannot be interrupted.
    const matches = query.matches(tree.rootNode, { progressCallback: stop });
    for (let i = 0; i < matches.length; i++) {
        if (i % MATCHES_PER_CHECK === 0 && stop())
            return undefined;
        const match = matches[i];
        const captures = capturesOf(match);
        const { nameNode, role, end, body, scope, container, receiver, binding, self, typeNode, returns, local, alias } = captures;
        const type = typeNode && statedType(typeNode, returns === true);
        if (binding) {
            if (nameNode && predicatesAllow(query, match)) {
                bindings.push(...bindingsOf(nameNode, statedOf(captures, type), binding, self));
                uses.push(...memberTypeOf(nameNode, type, self));
            }
            continue;
        }
        if (local) {
            const around = nameNode && scopeAround(local);
            if (around)
                locals.push({ name: nameNode.text, start: declaredFrom(local, nameNode), end: around.endIndex });
            continue;
        }
        if (!nameNode || !role)
            continue;
        if (!predicatesAllow(query, match))
            continue;
        const kind = role.capture.slice(role.capture.indexOf('.') + 1);
        const name = nameOf(nameNode, kind, scope);
        if (!name)
            continue;
        const line = nameNode.startPosition.row + 1;
        if (role.capture.startsWith('definition.')) {
            const key = `${name}\0${line}`;
            if (seenDefs.has(key))
                continue;
            seenDefs.add(key);
            found.push(foundDefinition(source, syntax, { name, kind, line }, { nameNode, role, end, body, container }));
        }
        else {
            if (alias && kind === 'import' && name !== 'default')
                aliases.set(alias.text, name);
            const use = receiver
                ? { name, kind, line, receiver: receiverText(receiver), at: receiver.startIndex }
                : { name, kind, line, at: nameNode.startIndex };
            // A type the match states for the name: a field's key in a composite literal (`Options{Limit: 1}`),
            // a call on a function's result (`openStore().get(k)`).
            uses.push(type ? { ...use, type } : use);
        }
    }
    if (stop())
        return undefined;
    found.sort((a, b) => a.def.line - b.def.line || compareStrings(a.def.name, b.def.name));
    linkContainers(found);
    const scope = {
        found,
        isLocal: localsAt(locals),
        shared: syntax.sharedValues,
        qualifiers: syntax.qualifiers === true,
    };
    const refs = distinctReferences(uses, bindings, aliases, scope);
    return packTags(found.map((f) => f.def), refs);
}
/** A definition as its match gives it: its lines, its head, its node's span and the container its syntax names. */
function foundDefinition(source, syntax, { name, kind, line }, { nameNode, role, end, body, container }) {
    const def = {
        name,
        kind,
        line,
        endLine: Math.max(role.node.endPosition.row, end?.endPosition.row ?? 0) + 1,
        signature: PHRASE_KINDS.has(kind)
            ? outlineSignature(source, nameNode, body)
            : signatureOf(source, syntax, role.node, nameNode, body, kind),
    };
    // A C++ definition outside its class (`void Foo::bar() {…}`) belongs to the scope of its name.
    const holder = container ??
        (nameNode.parent?.type === 'qualified_identifier' ? nameNode.parent.childForFieldName('scope') : null) ??
        undefined;
    return { def, start: role.node.startIndex, end: role.node.endIndex, container: holder && containerName(holder.text) };
}
/**
 * Where a function's own name (`@local`) starts to stand for it: after the value it is given or
 * the iterable it runs over (`let x = x(…)`, Go's `x := x(…)`, `for x in xs`, whose `x(…)` and `xs`
 * are not the local), else after the name (a parameter, a pattern's binding).
 */
function declaredFrom(local, name) {
    const value = local.childForFieldName('value') ?? local.childForFieldName('right');
    return value && value.startIndex >= name.endIndex ? value.endIndex : name.endIndex;
}
/**
 * A file's references, one per name, line and kind, in that order; a method call's kind is settled
 * by its receiver (see receiverKind), and a method call or a value read on a variable of a type the
 * file states (`bindings`) has a typed reference beside it (see ./receivers), one through a member
 * of its receiver a chain reference. A value (see valuesKept) is kept only where the name is the
 * file's own or imported, or read through such a variable. A name an import takes in the file
 * (`aliases`: `import { a as b }`, `from m import a as b`, `use m::a as b`) is named as the import
 * where it is used bare or as a type (`b()` is a use of `a`), and a receiver so named is imported
 * (`np.zeros()` is a call through an import).
 */
function distinctReferences(uses, bindings, aliases, fileScope) {
    const imported = importedNames(uses);
    if (aliases.size) {
        for (const alias of aliases.keys())
            imported.add(alias);
        const original = (name) => aliases.get(name) ?? name;
        uses = uses.map((use) => use.receiver === undefined && use.kind !== 'import' && isNameKind(use.kind)
            ? { ...use, name: original(use.name) }
            : use);
        bindings = bindings.map((binding) => ({
            ...binding,
            type: original(binding.type),
            ...(binding.element !== undefined && { element: original(binding.element) }),
        }));
    }
    // A function's result through a name the file does not import is no type (see knownType).
    bindings = resolvedBindings(bindings.filter((binding) => knownType(binding.type, imported)));
    for (const use of uses)
        if (use.type !== undefined && !knownType(use.type, imported))
            use.type = undefined;
    const bound = new Set(bindings.map((binding) => binding.variable));
    const scope = { ...fileScope, bound, held: heldMembers(uses) };
    uses = valuesKept(uses, imported, scope);
    const seen = new Set();
    const refs = [];
    const calls = [];
    const add = ({ name, kind, line }) => {
        const key = `${name}\0${line}\0${kind}`;
        if (seen.has(key))
            return;
        seen.add(key);
        refs.push({ name, kind, line });
    };
    for (const { name, kind: captured, line, receiver, at, type } of uses) {
        if (type !== undefined)
            add({ name: typedName(type, name), kind: TYPED_KIND, line });
        // A value read through a receiver (`api.IssueFields`) stays a value: it weighs nothing in the graph.
        const kind = receiver === undefined || captured === VALUE_KIND
            ? captured
            : receiverKind(receiver, imported, (root) => at !== undefined && scope.isLocal(root, at));
        // A receiver that is no plain name matches no binding (see ./receivers).
        if ((kind === 'method' || kind === VALUE_KIND) && receiver !== undefined && at !== undefined)
            calls.push({ name, line, receiver, at });
        else if (kind === 'qualified' && scope.qualifiers && receiver !== undefined)
            add({ name: typedName(receiver.split('.')[0], name), kind: QUALIFIER_KIND, line });
        add({ name, kind, line });
    }
    for (const typed of typedReferences(calls, bindings))
        add(typed);
    return refs.sort((a, b) => a.line - b.line || compareStrings(a.name, b.name) || compareStrings(a.kind, b.kind));
}
/**
 * A receiver's text, when it can be a (dotted) name: a longer receiver is a value (a call chain, an
 * object), and its text is not read (a chain of n calls would copy n² characters).
 */
function receiverText(receiver) {
    return receiver.endIndex - receiver.startIndex <= MAX_RECEIVER ? receiver.text : '';
}
const MAX_RECEIVER = 256;
function capturesOf(match) {
    const found = {};
    for (const capture of match.captures) {
        if (capture.name === 'name')
            found.nameNode = capture.node;
        else if (capture.name === 'body')
            found.body = capture.node;
        else if (capture.name === 'scope')
            found.scope = capture.node;
        else if (capture.name === 'container')
            found.container = capture.node;
        else if (capture.name === 'receiver')
            found.receiver = capture.node;
        else if (capture.name === 'binding')
            found.binding = capture.node;
        else if (capture.name.startsWith('binding.')) {
            found.binding = capture.node;
            found.self = capture.name.slice('binding.'.length);
        }
        else if (capture.name === 'local')
            found.local = capture.node;
        else if (capture.name === 'type')
            found.typeNode = capture.node;
        else if (capture.name === 'returns') {
            found.typeNode = capture.node;
            found.returns = true;
        }
        else if (capture.name === 'value' || capture.name === 'element')
            found.from = { expression: receiverText(capture.node), element: capture.name === 'element' };
        else if (capture.name === 'alias')
            found.alias = capture.node;
        else if (capture.name === 'end')
            found.end = found.end && found.end.endIndex > capture.node.endIndex ? found.end : capture.node;
        else if (capture.name.startsWith('definition.') || capture.name.startsWith('reference.')) {
            found.role = { node: capture.node, capture: capture.name };
        }
    }
    return found;
}
/** What a `@binding` match states of its variable's type: a type, its elements' type, or the value it is given. */
function statedOf({ typeNode, returns, from }, type) {
    return { type, element: typeNode && !returns ? elementTypeOf(typeNode) : undefined, from };
}
/** A match's name: its `@name` text cleaned (a phrase, for an outline's kinds), qualified by its `@scope`; an import by path known by its module's name. */
function nameOf(nameNode, kind, scope) {
    let name = kind === TEST_KIND
        ? testTitle(nameNode.text)
        : PHRASE_KINDS.has(kind)
            ? cleanPhrase(nameNode.text, kind)
            : cleanName(nameNode.text);
    if (name && scope)
        name = cleanName(`${scope.text}.${name}`);
    // An import by path (Go's "net/http", "example.com/mod/v2") is known by its last segment.
    if (name && kind === 'import' && name.includes('/'))
        name =
            name
                .replace(/\/v\d+$/, '')
                .split('/')
                .pop() || undefined;
    // A Dart library by URI: `dart:async` → async, `package:http/http.dart` → http.
    if (name && kind === 'import' && /^dart:|\.dart$/.test(name))
        name = name.replace(/^dart:/, '').replace(/\.dart$/, '');
    return name;
}
/** A `@container` capture's text as a name: Go's receiver `*Server[T]` is `Server`. */
function containerName(text) {
    return cleanName(text
        .replace(/^[*&\s]+/, '')
        .replace(/[[<(].*$/s, '')
        .trim());
}
/**
 * The kinds of the outlines of non-code files, named by a phrase: a heading's text, a selector
 * list, a key (which may be quoted and hold spaces).
 */
const PHRASE_KINDS = new Set(['heading', 'selector', 'key']);
/**
 * A phrase as a name: quotes stripped, whitespace collapsed, a heading's closing `#`s dropped, cut
 * at MAX_NAME characters.
 */
function cleanPhrase(text, kind) {
    let name = text.trim();
    if (name.length >= 2 && /^["']/.test(name) && name[name.length - 1] === name[0])
        name = name.slice(1, -1);
    name = name.replace(/\s+/g, ' ').trim();
    if (kind === 'heading')
        name = name.replace(/(^|\s)#+$/, '').trim();
    if (name.length > MAX_NAME)
        name = `${name.slice(0, MAX_NAME - 1).trimEnd()}…`;
    return name || undefined;
}
/**
 * A test block's title as its name, quotes kept and whitespace collapsed, cut at MAX_NAME: with
 * its quotes, a title (`'Hono'`) is never taken for the identifier it may spell.
 */
function testTitle(text) {
    const title = text.replace(/\s+/g, ' ').trim();
    if (title.length <= 2)
        return undefined;
    return title.length > MAX_NAME ? `${title.slice(0, MAX_NAME - 2).trimEnd()}…${title[0]}` : title;
}
/** Names are identifiers: strip quotes some grammars keep (string keys, symbols) and refuse junk. */
function cleanName(text) {
    let name = text.trim();
    if (name.length >= 2 && /^["'`]/.test(name) && name[name.length - 1] === name[0])
        name = name.slice(1, -1);
    else if (/^:[A-Za-z_]/.test(name))
        name = name.slice(1); // a Ruby symbol naming an attribute
    if (!name || name.length > MAX_NAME || /\s/.test(name))
        return undefined;
    return name;
}

;// CONCATENATED MODULE: ./src/core/extract/assets.ts


/** The name of the bundle's list of grammar hashes, in dist/wasm. */
const GRAMMAR_HASHES = 'grammars.json';
let cached;
function assets_assetDirs() {
    if (cached)
        return cached;
    const here = __dirname;
    const bundled = (0,external_node_path_namespaceObject.join)(here, 'wasm');
    if ((0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(bundled, 'tree-sitter.wasm'))) {
        cached = {
            runtimeWasm: (0,external_node_path_namespaceObject.join)(bundled, 'tree-sitter.wasm'),
            grammarFile: (spec) => (0,external_node_path_namespaceObject.join)(bundled, assets_bundledGrammarPath(spec)),
            queriesDir: (0,external_node_path_namespaceObject.join)(here, 'queries'),
            grammarHashes: (0,external_node_path_namespaceObject.join)(bundled, GRAMMAR_HASHES),
        };
    }
    else {
        const root = (0,external_node_path_namespaceObject.resolve)(here, '..', '..', '..');
        const modules = (0,external_node_path_namespaceObject.join)(root, 'node_modules');
        cached = {
            runtimeWasm: __nccwpck_require__.ab + "tree-sitter.wasm",
            grammarFile: (spec) => __nccwpck_require__.ab + "node_modules/" + spec.source + '/out/' + spec.grammar,
            queriesDir: __nccwpck_require__.ab + "queries",
        };
    }
    return cached;
}
/** Where scripts/build.ts puts a grammar in the bundle, relative to dist/wasm (with forward slashes on every system). */
function assets_bundledGrammarPath(spec) {
    return `${spec.source}/${spec.grammar}`;
}

;// CONCATENATED MODULE: ./src/core/extract/wasm-imports.ts
// Grammar .wasm files are side modules: their imports are resolved against web-tree-sitter's runtime.
/**
 * tree-sitter-bash's scanner imports libc's `isalpha`, which web-tree-sitter's runtime does not
 * export: the first `case` or `[[ a == b ]]` throws "resolved is not a function". Its wide
 * version is exported and agrees on ASCII: point the import at it.
 */
const IMPORT_RENAMES = { isalpha: 'iswalpha' };
function withRuntimeImports(wasm) {
    const readU32 = (at) => {
        let value = 0;
        let shift = 0;
        let byte;
        do {
            byte = wasm[at++];
            value |= (byte & 0x7f) << shift;
            shift += 7;
        } while (byte & 0x80);
        return [value >>> 0, at];
    };
    const u32 = (n) => {
        const out = [];
        do {
            let byte = n & 0x7f;
            n >>>= 7;
            if (n)
                byte |= 0x80;
            out.push(byte);
        } while (n);
        return out;
    };
    for (let at = 8; at < wasm.length;) {
        const id = wasm[at];
        const [size, bodyStart] = readU32(at + 1);
        const end = bodyStart + size;
        if (id !== 2) {
            at = end;
            continue;
        }
        // The import section: rewrite it with the renamed function imports.
        const [count, first] = readU32(bodyStart);
        const body = u32(count);
        let p = first;
        let renamed = false;
        for (let i = 0; i < count; i++) {
            const moduleStart = p;
            const [moduleLength, moduleName] = readU32(p);
            p = moduleName + moduleLength;
            const moduleBytes = wasm.subarray(moduleStart, p);
            const [fieldLength, fieldStart] = readU32(p);
            const field = Buffer.from(wasm.subarray(fieldStart, fieldStart + fieldLength)).toString('utf8');
            p = fieldStart + fieldLength;
            const kind = wasm[p];
            const descriptorStart = p++;
            if (kind === 0)
                p = readU32(p)[1]; // function: type index
            else if (kind === 1) {
                p++;
                const flags = wasm[p++];
                p = readU32(p)[1];
                if (flags & 1)
                    p = readU32(p)[1];
            } // table
            else if (kind === 2) {
                const flags = wasm[p++];
                p = readU32(p)[1];
                if (flags & 1)
                    p = readU32(p)[1];
            } // memory
            else if (kind === 3)
                p += 2; // global: type, mutability
            const name = kind === 0 && IMPORT_RENAMES[field] ? IMPORT_RENAMES[field] : field;
            if (name !== field)
                renamed = true;
            const nameBytes = Buffer.from(name, 'utf8');
            body.push(...moduleBytes, ...u32(nameBytes.length), ...nameBytes, ...wasm.subarray(descriptorStart, p));
        }
        if (!renamed)
            return wasm;
        const header = [2, ...u32(body.length)];
        const out = new Uint8Array(at + header.length + body.length + (wasm.length - end));
        out.set(wasm.subarray(0, at), 0);
        out.set(header, at);
        out.set(body, at + header.length);
        out.set(wasm.subarray(end), at + header.length + body.length);
        return out;
    }
    return wasm;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = require("node:crypto");
;// CONCATENATED MODULE: ./src/core/util/files.ts


/** The SHA-1 of bytes (or of a text's UTF-8), in hex. */
function files_sha1Hex(bytes) {
    return createHash('sha1').update(bytes).digest('hex');
}
/** The git blob SHA-1 of some bytes: the same key inside and outside git. */
function blobSha(bytes) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/**
 * The bytes of a regular file, at most `limit` of them; undefined when the path is not a regular
 * file (any more) or cannot be read. The path was listed a moment ago and may have changed since:
 * a symlink put in its place is not followed, and a FIFO or a device is never waited on.
 */
function readRegularFile(path, limit = Number.MAX_SAFE_INTEGER) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(path, external_node_fs_namespaceObject.constants.O_RDONLY | external_node_fs_namespaceObject.constants.O_NOFOLLOW | external_node_fs_namespaceObject.constants.O_NONBLOCK);
    }
    catch {
        return undefined;
    }
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stat.isFile())
            return undefined;
        const bytes = Buffer.allocUnsafe(Math.min(stat.size, limit));
        let length = 0;
        while (length < bytes.length) {
            const read = (0,external_node_fs_namespaceObject.readSync)(fd, bytes, length, bytes.length - length, length);
            if (read === 0)
                break; // shrunk while being read
            length += read;
        }
        return bytes.subarray(0, length);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = require("node:v8");
;// CONCATENATED MODULE: ./src/core/extract/wasm-tier.ts
// Compiling web-tree-sitter's WebAssembly on a chosen tier, module by module, where V8 allows it.
//
// V8 before 13 (Node 20 and 22) reads `--liftoff-only` as it compiles a module (a module compiled
// with it stays on Liftoff) and again whenever a hot function would be optimized (so the process
// runs without it). V8 keeps a compiled module by its bytes (its native module cache): the module
// compiled here is the one web-tree-sitter's own compile of the same bytes gets, in every thread.
// The flag is the process's: a compile holds a lock shared by the threads while it is set.

/** The lock of this process's compiles on a chosen tier, shared with its parse threads (see adoptTierLock). */
let lock;
/**
 * Compile modules on chosen tiers in this thread from now on, under the process's lock: `shared`
 * (from the thread that started this one, or the entry point's choice), or a new lock. The parse
 * threads started from then on do the same (see sharedTierLock). Returns the lock.
 */
function adoptTierLock(shared) {
    lock ??= new Int32Array(shared ?? new SharedArrayBuffer(4));
    return lock.buffer;
}
/** The lock, for a thread this one starts, when this thread compiles modules on chosen tiers. */
function sharedTierLock() {
    return lock?.buffer;
}
/** Whether this thread compiles modules on chosen tiers (see adoptTierLock). */
function choosesTiers() {
    return lock !== undefined;
}
/**
 * `bytes` compiled on `tier`, to be kept until web-tree-sitter has compiled the same bytes (it then
 * gets this module from V8's cache); undefined when this thread does not choose tiers.
 */
function compileOnTier(bytes, tier) {
    if (!lock)
        return undefined;
    while (Atomics.compareExchange(lock, 0, 0, 1) !== 0)
        Atomics.wait(lock, 0, 1, 50);
    try {
        if (tier === 'liftoff')
            (0,external_node_v8_namespaceObject.setFlagsFromString)('--liftoff-only');
        return new WebAssembly.Module(bytes);
    }
    finally {
        if (tier === 'liftoff')
            (0,external_node_v8_namespaceObject.setFlagsFromString)('--no-liftoff-only');
        Atomics.store(lock, 0, 0);
        Atomics.notify(lock, 0, 1);
    }
}

;// CONCATENATED MODULE: ./src/core/extract/grammars.ts







// web-tree-sitter's ESM build breaks inside an ncc bundle; its CommonJS build works in both.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = __nccwpck_require__(778);
let runtime;
const loaded = new Map();
/**
 * The last grammar load of this thread: each load waits for the one before it. Two loads of
 * different grammars that interleave in one thread fail at random inside web-tree-sitter's dynamic
 * linker on Node 20 ("bad export type for 'tree_sitter_<lang>_external_scanner_create'",
 * tree-sitter/tree-sitter#2338), and a failed load can spoil the thread's later loads.
 */
let lastLoad = Promise.resolve();
/**
 * Initialise the WASM runtime once per thread. Where this thread chooses tiers (see wasm-tier.ts),
 * the runtime gets V8's optimizing tier: its functions are small and hot in every parse.
 */
function initRuntime() {
    if (!runtime) {
        const { runtimeWasm } = assets_assetDirs();
        const compiled = choosesTiers() ? compileOnTier((0,external_node_fs_namespaceObject.readFileSync)(runtimeWasm), 'optimizing') : undefined;
        runtime = TreeSitter.Parser.init({ locateFile: () => runtimeWasm }).then(() => void compiled);
    }
    return runtime;
}
/** The source text of a language's tags query (its query files concatenated). */
function querySource(id) {
    const { queriesDir } = assets_assetDirs();
    return language_lookup_languageById(id)
        .queries.map((file) => (0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.join)(queriesDir, file), 'utf8'))
        .join('\n');
}
const versions = new Map();
/**
 * A short hash that changes whenever what a language's tags would be changes: the query text,
 * the grammar file (where it comes from and its bytes) and the tag format. Part of every cache
 * key, so stale entries are never read.
 */
function languageVersion(id, tagFormat) {
    const key = `${id}:${tagFormat}`;
    let version = versions.get(key);
    if (!version) {
        const spec = languageById(id);
        version = versionOf(tagFormat, `${spec.source}/${spec.grammar}`, grammarHash(spec), querySource(id));
        versions.set(key, version);
    }
    return version;
}
/** The hash of languageVersion, from its parts (the grammar's by grammarHash). */
function versionOf(tagFormat, grammarName, grammarHash, query) {
    return sha1Hex(`${tagFormat}\0${grammarName}\0${grammarHash}\0${query}`).slice(0, 12);
}
let bundledHashes;
/**
 * The SHA-1 of a language's grammar file: from the bundle's list when it has the file (a warm run
 * would otherwise read and hash megabytes of grammars at every start), else from its bytes.
 */
function grammarHash(spec) {
    const { grammarHashes, grammarFile } = assetDirs();
    if (grammarHashes && !bundledHashes) {
        try {
            bundledHashes = JSON.parse(readFileSync(grammarHashes, 'utf8'));
        }
        catch {
            bundledHashes = {}; // no list: every grammar is hashed
        }
    }
    const listed = bundledHashes?.[bundledGrammarPath(spec)];
    return typeof listed === 'string' ? listed : sha1Hex(readFileSync(grammarFile(spec)));
}
/**
 * Load a grammar and compile its tags query, once per thread (and once for languages that share
 * both, such as TypeScript and the script blocks of Vue files). A query that does not compile throws.
 */
function loadLanguage(id) {
    const { source, grammar, queries } = language_lookup_languageById(id);
    const key = `${source}/${grammar}:${queries.join(',')}`;
    let promise = loaded.get(key);
    if (!promise) {
        promise = lastLoad.then(async () => {
            const spec = language_lookup_languageById(id);
            const language = await loadGrammar(spec);
            let query;
            try {
                query = new TreeSitter.Query(language, querySource(id));
            }
            catch (error) {
                throw new GrammarLoadError(id, `the tags query for ${id} (${spec.queries.join(', ')}) does not compile: ${error.message}`);
            }
            return { id, language, query };
        });
        lastLoad = promise.catch(() => { });
        loaded.set(key, promise);
    }
    return promise;
}
/**
 * A language's grammar, loaded into this thread's runtime (without its query: see loadLanguage,
 * which loads each once); compiled for Liftoff only where this thread chooses tiers: no grammar's
 * optimizing tier was measured to pay for itself (docs/performance.md, "WebAssembly tiers").
 */
async function loadGrammar(spec) {
    await initRuntime();
    try {
        const bytes = withRuntimeImports((0,external_node_fs_namespaceObject.readFileSync)(assets_assetDirs().grammarFile(spec)));
        const compiled = compileOnTier(bytes, 'liftoff');
        const language = await TreeSitter.Language.load(bytes);
        void compiled; // kept until here: web-tree-sitter's compile of the same bytes got it from V8's cache
        return language;
    }
    catch (error) {
        throw new GrammarLoadError(spec.id, `the grammar ${spec.source}/${spec.grammar} does not load: ${error.message}`);
    }
}
/** A language that cannot be used in this thread: its grammar did not load, or its query did not compile. */
class GrammarLoadError extends Error {
    language;
    constructor(language, message) {
        super(message);
        this.language = language;
        this.name = 'GrammarLoadError';
    }
}
function newParser() {
    return new TreeSitter.Parser();
}

;// CONCATENATED MODULE: ./src/core/language-syntax.ts
// The syntax facts of each language of the table in languages.ts, by its id: the node types of its
// grammar that a declaration's head is read with (comments, bodies), and the comments of a line of
// code. Adding a language adds its line here (test/languages/syntax.test.ts checks the types against
// its grammar).
/** `// …` to the end of the line, and a block comment on one line (or to its end): the default. */
const SLASH_COMMENTS = /\/\/.*$|\/\*.*?(\*\/|$)/g;
const HASH_COMMENT = /#.*$/;
const DASH_COMMENT = /--.*$/;
const SLASH_BLOCK = [['/*', '*/']];
const DOCSTRINGS = [
    ['"""', '"""'],
    ["'''", "'''"],
];
const BRACE_DASH = [['{-', '-}']];
function syntax({ bodies, comments = ['comment'], lineComment = SLASH_COMMENTS, multiline = lineComment === SLASH_COMMENTS ? SLASH_BLOCK : [], sharedValues, qualifiers, }) {
    return {
        comments,
        bodies: new Set(bodies),
        lineComment,
        multiline,
        ...(sharedValues && { sharedValues }),
        ...(qualifiers && { qualifiers }),
    };
}
/** TypeScript's grammar, also for TSX and for the script blocks of Vue and HTML files. */
const TYPESCRIPT = syntax({
    bodies: [
        'statement_block',
        'class_body',
        'enum_body',
        'interface_body',
        'object_type',
        'object',
        'class',
        'arrow_function',
        'function_expression',
        'switch_body',
    ],
});
const C_BODIES = [
    'compound_statement',
    'field_declaration_list',
    'declaration_list',
    'enumerator_list',
    'initializer_list',
];
const CSS = syntax({ bodies: ['block'] });
const SYNTAX = {
    typescript: TYPESCRIPT,
    tsx: TYPESCRIPT,
    javascript: syntax({
        bodies: [
            'statement_block',
            'class_body',
            'object',
            'class',
            'arrow_function',
            'function_expression',
            'switch_body',
        ],
    }),
    python: syntax({ bodies: ['block', 'lambda'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS, qualifiers: true }),
    go: syntax({ bodies: ['block', 'field_declaration_list'], sharedValues: /^\p{Lu}/u }),
    // `macro_rule`: a `macro_rules!`'s rules.
    rust: syntax({
        bodies: ['block', 'field_declaration_list', 'declaration_list', 'enum_variant_list', 'macro_rule'],
        comments: ['line_comment', 'block_comment'],
    }),
    java: syntax({
        bodies: ['block', 'class_body', 'enum_body', 'interface_body', 'annotation_type_body', 'constructor_body'],
        comments: ['line_comment', 'block_comment'],
    }),
    kotlin: syntax({
        bodies: ['class_body', 'enum_class_body', 'function_body', 'getter', 'setter'],
        comments: ['line_comment', 'multiline_comment'],
    }),
    scala: syntax({ bodies: ['block'] }),
    c: syntax({ bodies: C_BODIES }),
    cpp: syntax({ bodies: C_BODIES }),
    c_sharp: syntax({ bodies: ['block', 'declaration_list', 'accessor_list', 'switch_body', 'arrow_expression_clause'] }),
    ruby: syntax({
        bodies: ['block', 'body_statement', 'do_block', 'class', 'lambda', 'setter'],
        lineComment: HASH_COMMENT,
        multiline: [['=begin', '=end']],
    }),
    php: syntax({ bodies: ['compound_statement', 'declaration_list', 'arrow_function'] }),
    swift: syntax({
        bodies: ['class_body', 'enum_class_body', 'function_body', 'computed_property'],
        comments: ['comment', 'multiline_comment'],
    }),
    dart: syntax({
        bodies: ['block', 'class_body', 'enum_body', 'function_expression', 'function_body'],
        comments: ['comment', 'documentation_comment'],
    }),
    lua: syntax({ bodies: ['block'], lineComment: DASH_COMMENT, multiline: [['--[[', ']]']] }),
    elixir: syntax({ bodies: ['block', 'do_block'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS }),
    ocaml: syntax({
        bodies: ['object_type', 'function_expression'],
        lineComment: /\(\*.*?\*\)/g,
        multiline: [['(*', '*)']],
    }),
    zig: syntax({ bodies: ['block', 'initializer_list'] }),
    bash: syntax({ bodies: ['compound_statement'], lineComment: HASH_COMMENT }),
    solidity: syntax({ bodies: ['function_body'] }),
    // `instance_variables`, `implementation_definition`: an `@implementation`'s instance variables, and its methods.
    objc: syntax({ bodies: [...C_BODIES, 'instance_variables', 'implementation_definition'] }),
    elisp: syntax({ bodies: [], lineComment: /;.*$/ }),
    rescript: syntax({ bodies: ['block', 'object_type', 'object', 'function'] }),
    // An equation's `= …` or guards (`match`), a data type's constructors, a class's or instance's `where` block.
    haskell: syntax({
        bodies: [
            'class',
            'function',
            'lambda',
            'match',
            'data_constructors',
            'class_declarations',
            'instance_declarations',
        ],
        lineComment: DASH_COMMENT,
        multiline: BRACE_DASH,
    }),
    // A custom type's variants.
    elm: syntax({
        bodies: ['union_variant'],
        comments: ['line_comment', 'block_comment'],
        lineComment: DASH_COMMENT,
        multiline: BRACE_DASH,
    }),
    r: syntax({ bodies: [], lineComment: HASH_COMMENT }),
    perl: syntax({ bodies: ['block'], comments: [], lineComment: HASH_COMMENT }),
    clojure: syntax({ bodies: [] }),
    // A set or an indented string as a binding's value, or as a call's argument.
    nix: syntax({
        bodies: [
            'function_expression',
            'attrset_expression',
            'rec_attrset_expression',
            'let_attrset_expression',
            'indented_string_expression',
        ],
        lineComment: HASH_COMMENT,
        multiline: SLASH_BLOCK,
    }),
    // `block_start`: where a block's `{` opens it (also when it is empty).
    hcl: syntax({ bodies: ['block', 'object', 'block_start'] }),
    gleam: syntax({ bodies: ['block', 'function', 'function_body', 'data_constructors'] }),
    gdscript: syntax({
        bodies: ['enumerator_list', 'lambda', 'getter', 'setter'],
        lineComment: HASH_COMMENT,
        multiline: DOCSTRINGS,
    }),
    agda: syntax({ bodies: ['function', 'lambda'], lineComment: DASH_COMMENT, multiline: BRACE_DASH }),
    vue: TYPESCRIPT,
    html: TYPESCRIPT,
    markdown: syntax({ bodies: [], comments: [] }),
    yaml: syntax({ bodies: [], lineComment: HASH_COMMENT }),
    css: CSS,
    scss: CSS,
    json: syntax({ bodies: ['object'] }),
    latex: syntax({ bodies: [], comments: ['comment', 'line_comment', 'block_comment'] }),
};
const language_syntax_byId = new Map(Object.entries(SYNTAX));
/** A language's syntax facts, by its id. */
function syntaxOf(id) {
    const found = language_syntax_byId.get(id);
    if (!found)
        throw new Error(`no syntax for language id: ${id}`);
    return found;
}

;// CONCATENATED MODULE: ./src/core/extract/decode.ts
// A file's bytes as text: the contents that are not worth a parse (binary, minified), and the
// decoding of the rest (UTF-16 by its byte order mark, else UTF-8 with Windows-1252 for stray bytes),
// whole or a few lines at a time.
/**
 * Classify raw bytes: binary (a NUL byte early on, unless UTF-16 says so first) or minified (long
 * lines on average: one long line in a file of code is not enough, see tagsOfSource).
 */
function contentSkip(bytes) {
    const head = utf16Decoder(bytes) ? 0 : Math.min(bytes.length, 8000);
    for (let i = 0; i < head; i++)
        if (bytes[i] === 0)
            return 'binary';
    if (bytes.length < 4096)
        return undefined;
    let lines = 1;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1))
        lines++;
    return bytes.length / lines > 300 ? 'minified' : undefined;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** For a part of a text that does not start it: a byte order mark there is a character. */
const utf8Within = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// Windows-1252, the usual legacy encoding (Latin-1 with printable characters for 0x80-0x9F), by
// table: Node's own 'latin1' decoder gives Latin-1's control characters there, in some versions.
const WINDOWS_1252_80_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const windows1252 = (byte) => byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');
/** A UTF-16 decoder when the bytes start with a UTF-16 byte order mark. */
function utf16Decoder(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return utf16le;
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return utf16be;
    return undefined;
}
/**
 * Text of a file: UTF-16 when a BOM says so, else UTF-8 where it is valid and Windows-1252 (Latin-1)
 * for every byte that is not. A legacy file reads right, and so does the UTF-8 around a stray legacy
 * byte; line breaks stay where they are, so line numbers hold. The decoders drop a leading BOM.
 */
function decode(bytes) {
    return utf16Decoder(bytes)?.decode(bytes) ?? decodeUtf8(bytes);
}
/** UTF-8 where it is valid, Windows-1252 where it is not (see decode); `first` decodes the run they start with. */
function decodeUtf8(bytes, first = utf8) {
    try {
        return first.decode(bytes);
    }
    catch {
        return decodeMixed(bytes, first);
    }
}
/** decodeUtf8 of bytes that are not all valid UTF-8, run by run. */
function decodeMixed(bytes, first = utf8) {
    let text = '';
    let run = 0; // where the current run of valid UTF-8 started
    for (let i = 0; i < bytes.length;) {
        const length = utf8SequenceLength(bytes, i);
        if (length) {
            i += length;
            continue;
        }
        text += (run ? utf8 : first).decode(bytes.subarray(run, i)) + windows1252(bytes[i]);
        run = ++i;
    }
    return text + (run ? utf8 : first).decode(bytes.subarray(run));
}
/**
 * Some lines of a file's text (numbered from 1), each as `decode(bytes).split('\n')` has it, only
 * those decoded: in UTF-8 and in Windows-1252 a line break is the byte 10 and no part of any other
 * character, so a line decodes on its own (UTF-16 is decoded whole). Lines past the end are left out.
 */
function decodeLines(bytes, wanted) {
    const lines = new Map();
    const numbers = [...new Set(wanted)].filter((n) => n >= 1).sort((a, b) => a - b);
    if (utf16Decoder(bytes)) {
        const all = decode(bytes).split('\n');
        for (const n of numbers)
            if (n <= all.length)
                lines.set(n, all[n - 1]);
        return lines;
    }
    let line = 1;
    let start = 0;
    for (const n of numbers) {
        for (; line < n; line++) {
            const end = bytes.indexOf(10, start);
            if (end < 0)
                return lines;
            start = end + 1;
        }
        const end = bytes.indexOf(10, start);
        const part = bytes.subarray(start, end < 0 ? bytes.length : end);
        // The first line may start with the text's byte order mark, which decode drops.
        lines.set(n, decodeUtf8(part, n === 1 ? utf8 : utf8Within));
    }
    return lines;
}
/** The length of the well-formed UTF-8 sequence at i (Unicode's table 3-7), or 0. */
function utf8SequenceLength(bytes, i) {
    const lead = bytes[i];
    if (lead < 0x80)
        return 1;
    let length;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf)
        length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead === 0xe0)
            low = 0xa0;
        if (lead === 0xed)
            high = 0x9f;
    }
    else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead === 0xf0)
            low = 0x90;
        if (lead === 0xf4)
            high = 0x8f;
    }
    else
        return 0;
    if (i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high)
        return 0;
    for (let k = 2; k < length; k++)
        if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf)
            return 0;
    return length;
}

;// CONCATENATED MODULE: ./src/core/extract/recovery.ts


/**
 * A file whose parse fails over this many lines or more is parsed again piece by piece. One
 * construct a grammar does not know can turn the rest of a file into an error node, and the tags
 * query finds little in one: hono's `src/context.ts` lost its `Context` class to call signatures
 * on lines of their own in an interface above it.
 */
const RECOVER_FROM_LINES = 20;
/** Lines under error nodes (outermost ones: an error inside an error counts once); a loop, for trees thousands deep. */
function brokenLines(root) {
    let lines = 0;
    const stack = [root];
    for (let node = stack.pop(); node; node = stack.pop()) {
        if (node.type === 'ERROR')
            lines += node.endPosition.row - node.startPosition.row + 1;
        else if (node.hasError)
            for (const child of node.children)
                if (child)
                    stack.push(child);
    }
    return lines;
}
/**
 * The tags of a broken file, each top-level piece parsed on its own (as a text of its own: the
 * parser copies the whole text it is given, every time), its lines moved to the file's, so that an
 * error stays within its piece: when the pieces leave fewer lines under errors than the whole
 * file's parse left, undefined otherwise (a piece boundary guessed wrong, in a string that spans
 * lines at their start, costs more than it saves) or when the work limit ran out.
 */
function tagsOfPieces(parser, { query, syntax }, source, wholeBroken, stop) {
    const defs = [];
    const refs = [];
    let broken = 0;
    for (const piece of topLevelPieces(source)) {
        const text = source.slice(piece.start, piece.end);
        const tree = parser.parse(text, null, { progressCallback: stop });
        if (!tree)
            return undefined;
        try {
            const tags = tagsFromTree(tree, query, text, syntax, stop);
            if (!tags)
                return undefined;
            broken += brokenLines(tree.rootNode);
            // Pieces are whole lines in file order, so their tags stay in line order; parents move by the definitions before.
            const rows = piece.row;
            const offset = defs.length;
            for (const def of definitionList(tags.defs))
                defs.push({
                    ...def,
                    line: def.line + rows,
                    endLine: def.endLine + rows,
                    ...(def.parent !== undefined && { parent: def.parent + offset }),
                });
            for (const ref of referenceList(tags.refs))
                refs.push({ ...ref, line: ref.line + rows });
        }
        finally {
            tree.delete();
        }
        if (broken >= wholeBroken)
            return undefined;
    }
    return packTags(defs, refs);
}
/**
 * The top-level pieces of a source: a piece starts at a line that starts at its first column, but
 * for a line that closes a bracket or goes on with the statement before it (`> {` after type
 * parameters, `| B` in a union, `} else {`, `except:`), and the line after a decorator. Pieces
 * cover the whole text.
 */
function topLevelPieces(source) {
    const pieces = [];
    let start = 0;
    let startRow = 0;
    let previous = '';
    for (let at = 0, row = 0; at < source.length; row++) {
        const newline = source.indexOf('\n', at);
        const end = newline < 0 ? source.length : newline + 1;
        const line = source.slice(at, end);
        if (at > start && PIECE_START.test(line) && !recovery_GOES_ON.test(line) && !previous.startsWith('@')) {
            pieces.push({ start, end: at, row: startRow });
            start = at;
            startRow = row;
        }
        if (/\S/.test(line))
            previous = line;
        at = end;
    }
    if (start < source.length)
        pieces.push({ start, end: source.length, row: startRow });
    return pieces;
}
const PIECE_START = /^[^\s)\]}>=|&.,?:]/;
const recovery_GOES_ON = /^(else|elif|except|finally|catch)\b/;

;// CONCATENATED MODULE: ./src/core/extract/script-blocks.ts
/** Script types that hold JavaScript or TypeScript (no type attribute means JavaScript). */
const SCRIPT_TYPES = /^(module|(text|application)\/(javascript|ecmascript|typescript)|ts|js|tsx|jsx)$/i;
/**
 * The contents of a markup file's `<script>` blocks (a Vue component's `<script setup lang="ts">`,
 * an HTML page's inline scripts), as ranges of the whole text: parsed alone, they keep their
 * line numbers in the file.
 */
function scriptBlocks(source) {
    const ranges = [];
    const open = /<script\b([^>]*)>/gi;
    for (let match = open.exec(source); match; match = open.exec(source)) {
        const attributes = match[1];
        if (/\bsrc\s*=/i.test(attributes))
            continue;
        const type = /\b(?:type|lang)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
        const start = match.index + match[0].length;
        const close = source.toLowerCase().indexOf('</script', start);
        const end = close < 0 ? source.length : close;
        open.lastIndex = end;
        if (type && !SCRIPT_TYPES.test(type))
            continue;
        ranges.push({
            startIndex: start,
            endIndex: end,
            startPosition: pointAt(source, start),
            endPosition: pointAt(source, end),
        });
    }
    return ranges;
}
function pointAt(source, index) {
    let row = 0;
    let lineStart = 0;
    for (let i = source.indexOf('\n'); i >= 0 && i < index; i = source.indexOf('\n', i + 1)) {
        row++;
        lineStart = i + 1;
    }
    return { row, column: index - lineStart };
}

;// CONCATENATED MODULE: ./src/core/extract/extract-file.ts








const DEFAULT_LIMITS = { maxBytes: 1024 * 1024, parseTimeoutMs: 5000 };
/**
 * Units of work per millisecond of the limit: what one core of a 2-core CI machine gets through
 * unloaded (7 to 10 on the Go library's biggest files), so that a limit in milliseconds is about
 * the time the work takes there. A unit is one call of a progress callback: every hundred steps of
 * the parser or of the query cursor, every few dozen matches handled.
 */
const WORK_PER_MS = 8;
/** How many times slower than nominal the work must run, past the limit, to count as stalled. */
const STALL_FACTOR = 20;
/**
 * One limit for all of a file's work: the parse, the tags query and the handling of each match.
 * It counts work, not wall time, so that a loaded machine gives up on exactly the files a quiet
 * one does and the map stays the same. Only a file whose work stalls is stopped by the clock: the
 * query cursor's steps on deeply nested code each cost time that grows with the depth (seconds
 * for a few hundred steps), so past the limit, work running at a twentieth of the nominal rate or
 * less is given up. No load slows normal work that much. A limit of 0 gives up on anything longer
 * than a few tokens.
 */
function workLimit(limitMs) {
    const budget = limitMs * WORK_PER_MS;
    const start = performance.now();
    let work = 0;
    const check = Object.assign(() => {
        if (check.reached)
            return true;
        work++;
        const elapsed = performance.now() - start;
        check.reached = work > budget || (elapsed > limitMs && elapsed > (work * STALL_FACTOR) / WORK_PER_MS);
        return check.reached;
    }, { reached: false });
    return check;
}
/**
 * Parse one source text and run its language's tags query. Trees and parsers are freed before
 * returning. A text with long lines (a data URI, a generated table, brackets nested thousands deep)
 * is parsed whole with half of the work limit first; if that runs out, fails, or leaves lines under
 * errors, it is parsed again with its long lines blanked (same offsets and line numbers) with the
 * other half, and the parse with fewer broken lines is kept: one line never costs the file's other
 * definitions.
 */
async function tagsOfSource(language, source, limits = DEFAULT_LIMITS) {
    const loaded = await loadLanguage(language);
    const spec = language_lookup_languageById(language);
    if (spec.scannerReset && !source.startsWith('#!'))
        source = spec.scannerReset + source;
    let includedRanges;
    if (spec.scriptBlocks) {
        includedRanges = scriptBlocks(source);
        if (!includedRanges.length)
            return packTags([], []);
    }
    const tagsQuery = { query: loaded.query, syntax: syntaxOf(language) };
    const parsers = [newParser()];
    try {
        const byParser = (parser) => tagsByParser(parser, loaded.language, tagsQuery, source, includedRanges, limits);
        let best = byParser(parsers[0]);
        // A scanner that starts from memory it never sets (see scannerReset) may break a parse that is
        // fine: lines under errors are parsed again by up to two more parsers, each made while the
        // others live (its scanner's state is elsewhere), and the parse with the fewest is kept.
        while (spec.scannerReset && best.tags !== 'parse-timeout' && best.broken > 0 && parsers.length < 3) {
            parsers.push(newParser());
            const next = byParser(parsers[parsers.length - 1]);
            if (next.tags !== 'parse-timeout' && next.broken < best.broken)
                best = next;
        }
        return best.tags;
    }
    finally {
        for (const parser of parsers)
            parser.delete();
    }
}
/** The tags of a file's text by one parser (see tagsOfSource: whole, else with its long lines blanked). */
function tagsByParser(parser, language, tagsQuery, source, includedRanges, limits) {
    parser.setLanguage(language);
    const parse = (text, limitMs) => tagsOfText(parser, tagsQuery, text, includedRanges, limitMs);
    const blanked = withoutLongLines(source);
    if (blanked === source)
        return parse(source, limits.parseTimeoutMs);
    let whole;
    try {
        whole = parse(source, limits.parseTimeoutMs / 2);
    }
    catch {
        // a stack exhausted by nesting thousands deep
    }
    if (whole && whole.tags !== 'parse-timeout' && !whole.broken)
        return whole;
    parser.reset(); // a parse given up on would otherwise be resumed
    const around = parse(blanked, limits.parseTimeoutMs / 2);
    return whole && whole.tags !== 'parse-timeout' && (around.tags === 'parse-timeout' || whole.broken <= around.broken)
        ? whole
        : around;
}
/** The tags of one text, by a parser set to its language, within a work limit of `limitMs`. */
function tagsOfText(parser, tagsQuery, source, includedRanges, limitMs) {
    const overLimit = workLimit(limitMs);
    const tree = parser.parse(source, null, { includedRanges, progressCallback: overLimit });
    if (!tree)
        return { tags: 'parse-timeout', broken: 0 };
    try {
        // A broken file is read piece by piece first: the whole tree's query runs only when the
        // pieces do no better, or run out of their own work limit.
        const broken = includedRanges ? 0 : brokenLines(tree.rootNode);
        const pieced = broken >= RECOVER_FROM_LINES ? tagsOfPieces(parser, tagsQuery, source, broken, workLimit(limitMs)) : undefined;
        const tags = pieced ?? tagsFromTree(tree, tagsQuery.query, source, tagsQuery.syntax, overLimit);
        return { tags: !tags || overLimit.reached ? 'parse-timeout' : tags, broken };
    }
    finally {
        tree.delete();
    }
}
/** Lines longer than this many characters are data more than code: a parse that fails on them is tried without them. */
const LONG_LINE = 1000;
/** The source with every line longer than LONG_LINE replaced by as many spaces: offsets and line numbers hold. */
function withoutLongLines(source) {
    let text = '';
    let at = 0;
    for (let start = 0; start < source.length;) {
        const newline = source.indexOf('\n', start);
        const end = newline < 0 ? source.length : newline;
        if (end - start > LONG_LINE) {
            text += source.slice(at, start) + ' '.repeat(end - start);
            at = end;
        }
        start = end + 1;
    }
    return at ? text + source.slice(at) : source;
}
/** Check and tag the bytes of one file. */
async function tagsOfBytes(bytes, language, limits = DEFAULT_LIMITS) {
    if (bytes.length > limits.maxBytes)
        return { skip: 'too-large' };
    const skip = contentSkip(bytes);
    if (skip)
        return { skip };
    const tags = await tagsOfSource(language, decode(bytes), limits);
    return tags === 'parse-timeout' ? { skip: 'parse-timeout' } : { tags };
}

;// CONCATENATED MODULE: ./src/core/extract/protocol.ts
/** The mark in a parse worker's workerData: the worker module serves when it sees it. */
const WORKER_MARK = 'repomap-parse-worker';

;// CONCATENATED MODULE: ./src/core/extract/worker.ts







/**
 * Read and tag one file. A file that is gone or no longer a regular file is a skip; a parser failure
 * throws. A file to cache that was edited since it was listed is tagged as read, and marked `edited`:
 * the cache keeps tags under the content the file was listed with (see TagCache.remember).
 */
async function parseJob(job, limits) {
    return (await parseAndCheck(job, limits)).outcome;
}
/** parseJob, with the text of the outcome's entry when it has one (see entryText). */
async function parseAndCheck(job, limits) {
    const bytes = job.bytes ?? readRegularFile(job.path, limits.maxBytes + 1); // one byte over is enough to know
    if (!bytes)
        return { outcome: { skip: 'unreadable' } };
    const outcome = await tagsOfBytes(bytes, job.language, limits);
    const text = entryText(outcome, limits.parseTimeoutMs);
    if (job.cached && text && blobSha(bytes) !== job.sha)
        return { outcome: { ...outcome, edited: true }, text };
    return { outcome, text };
}
/** A job's outcome as a worker (or a parse host) sends it: tags as their entry's text, a skip as it is. */
function resultMessage(id, { outcome, text }) {
    if (!('tags' in outcome) || text === undefined)
        return { kind: 'result', id, outcome };
    return outcome.edited ? { kind: 'tags', id, text, edited: true } : { kind: 'tags', id, text };
}
/** The fault a test injects into this attempt at the job, if any (see TestFaults). */
function injectedFault(faults, job) {
    const attempt = job.attempt ?? 1;
    for (const [suffix, fault] of Object.entries(faults)) {
        if (!job.path.endsWith(`/${suffix}`) && suffix !== `(language ${job.language})`)
            continue;
        if (attempt <= (fault.kill ?? 0))
            return 'kill';
        if (attempt <= (fault.grammar ?? 0))
            return 'grammar';
    }
    return undefined;
}
/**
 * When this thread was started as a parse worker, serve parse requests: one job after another, in
 * the order they came, answering each, so that no two grammar loads ever overlap and the pool
 * always knows which job a dead worker died on. A grammar that fails to load is reported and ends
 * the service (the thread's runtime may be spoiled; the pool replaces it); any other failure ends
 * the thread, and the pool retries its jobs in a fresh one. (From dist/, a worker runs this
 * module's own bundle, dist/worker.cjs: see startWorker.)
 */
function serveAsParseWorker() {
    const data = external_node_worker_threads_namespaceObject.workerData;
    if (external_node_worker_threads_namespaceObject.isMainThread || data?.mark !== WORKER_MARK || !external_node_worker_threads_namespaceObject.parentPort)
        return;
    const port = external_node_worker_threads_namespaceObject.parentPort;
    const faults = data.faults ?? {};
    if (faults['(start)']?.kill)
        process.exit(70);
    if (data.tierLock)
        adoptTierLock(data.tierLock);
    const post = (message) => port.postMessage(message);
    let stopped = false;
    const serve = async ({ jobs, limits }) => {
        for (const job of jobs) {
            if (stopped)
                return;
            const fault = injectedFault(faults, job);
            if (fault === 'kill')
                process.exit(70);
            try {
                if (fault === 'grammar')
                    throw new GrammarLoadError(job.language, 'injected by a test');
                post(resultMessage(job.id, await parseAndCheck(job, limits)));
            }
            catch (error) {
                if (!(error instanceof GrammarLoadError))
                    throw error;
                stopped = true;
                post({ kind: 'grammar-failed', id: job.id, error: error.message });
            }
        }
    };
    const crash = (error) => {
        stopped = true;
        // Thrown outside any promise: the pool sees it as the worker's 'error', then its exit.
        setImmediate(() => {
            throw error;
        });
    };
    // A language that fails to load while warming fails again, the same way, for its first job.
    const warm = async ({ warm: languages }) => {
        for (const language of languages)
            await loadLanguage(language).catch(() => { });
    };
    let previous = initRuntime().then(() => post({ kind: 'ready' }));
    port.on('message', (request) => {
        previous = previous.then(() => ('warm' in request ? warm(request) : serve(request))).catch(crash);
    });
    previous.catch(crash);
}
serveAsParseWorker();

;// CONCATENATED MODULE: ./src/core/extract/prestart.ts




// A parse thread started before the files to parse are known. This module is small on purpose: the
// entry points load it before the engine (see startEarlyParser), so it imports no more than threads.
/**
 * A new parse worker thread (with the faults a test injects); undefined when no thread can be had.
 * It compiles modules on chosen tiers when this thread does (see adoptTierLock).
 */
function newParseWorker(faults) {
    try {
        const data = { mark: WORKER_MARK, faults, tierLock: sharedTierLock() };
        return startWorker(__nccwpck_require__.ab + "worker.ts", data);
    }
    catch {
        return undefined;
    }
}
/** Start a parse worker (tell it the languages to load with warmUp); undefined when no thread can be had. */
function prestartParser() {
    const worker = newParseWorker();
    if (!worker)
        return undefined;
    const prestarted = { worker, ready: false, exited: false, taken: false };
    // Until a pool takes it, these listeners keep what the pool would need to know.
    worker.on('message', (message) => {
        if (message.kind === 'ready')
            prestarted.ready = true;
    });
    worker.on('error', (error) => {
        prestarted.lastError = error instanceof Error ? error.message : String(error);
    });
    worker.on('exit', () => {
        prestarted.exited = true;
    });
    worker.unref(); // until a pool takes it, it does not keep the process alive
    return prestarted;
}
/** Tell a worker started ahead to load these languages too (after what it was told before). */
function warmUp({ worker }, languages) {
    worker.postMessage({ warm: languages });
}

;// CONCATENATED MODULE: ./src/core/extract/job-queue.ts
// The parse pool's queue: the files no worker holds, by language.

/**
 * The jobs no worker holds, by language. A worker is given files of one language at a time, and
 * keeps to its language while it has files left: a tags query compiles in every thread that uses
 * it (up to 3 s for the biggest grammars), so each language should reach as few threads as it can.
 */
class JobQueue {
    /** Each language's queued jobs, the next one last. */
    byLanguage = new Map();
    count = 0;
    constructor(jobs) {
        const sorted = [...jobs].sort((a, b) => compareStrings(a.language, b.language) || b.id - a.id);
        for (const job of sorted)
            this.list(job.language).push(job);
        this.count = sorted.length;
    }
    get size() {
        return this.count;
    }
    /**
     * Up to `n` jobs of one language for a worker: of `current` (what it parsed last) while any are
     * left, else of the language with the most files left that no other worker is on (`others`),
     * else of the one with the most files left.
     */
    take(n, current, others) {
        let language = current !== undefined && this.byLanguage.get(current)?.length ? current : undefined;
        if (language === undefined) {
            let best;
            let bestFree;
            for (const [name, list] of this.byLanguage) {
                if (!list.length)
                    continue;
                if (!best || list.length > best[1])
                    best = [name, list.length];
                if (!others.has(name) && (!bestFree || list.length > bestFree[1]))
                    bestFree = [name, list.length];
            }
            language = (bestFree ?? best)?.[0];
        }
        if (language === undefined)
            return [];
        const list = this.byLanguage.get(language);
        const taken = list.splice(Math.max(0, list.length - n)).reverse();
        this.count -= taken.length;
        return taken;
    }
    /** Jobs back at the front of their languages, in the order given (a dead worker's, as they were). */
    putBack(jobs) {
        for (let i = jobs.length - 1; i >= 0; i--)
            this.list(jobs[i].language).push(jobs[i]);
        this.count += jobs.length;
    }
    /** The queued job with this id, taken out; undefined when it is not queued. */
    remove(id) {
        for (const list of this.byLanguage.values()) {
            const at = list.findIndex((job) => job.id === id);
            if (at >= 0) {
                this.count--;
                return list.splice(at, 1)[0];
            }
        }
        return undefined;
    }
    /** Every queued job of a language, taken out. */
    removeLanguage(language) {
        const list = this.byLanguage.get(language) ?? [];
        this.byLanguage.delete(language);
        this.count -= list.length;
        return list.reverse();
    }
    /** Every queued job, taken out: language by language, each in its order. */
    drain() {
        return [...this.byLanguage.keys()].sort(compareStrings).flatMap((language) => this.removeLanguage(language));
    }
    list(language) {
        let list = this.byLanguage.get(language);
        if (!list)
            this.byLanguage.set(language, (list = []));
        return list;
    }
}

;// CONCATENATED MODULE: ./src/core/extract/pool.ts





/** Files per message: small enough to balance big and small files, large enough to amortize messaging. */
const BATCH_FILES = 8;
/** Batches a worker holds at once, so it never waits for the main thread (it works through them in order). */
const IN_FLIGHT = 2;
/** A file that is being parsed when its worker dies this many times is skipped as a parse error. */
const MAX_CRASHES = 2;
/** A grammar that fails to load this many times, each in a fresh worker, is given up on. */
const MAX_GRAMMAR_FAILURES = 2;
/** Workers that die before they are ready, in a row, after which the rest is parsed on this thread. */
const MAX_START_FAILURES = 3;
function emptyReport() {
    return { crashed: new Map(), brokenGrammars: new Map(), workersFailed: false };
}
/**
 * Parse files on this thread, one after another: for a few files, or when no worker thread can be
 * had. A failure is the file's parse error (a grammar's, when it did not load).
 */
async function parseOnThisThread(jobs, limits, onResult, report = emptyReport()) {
    for (const job of jobs) {
        let parsed;
        try {
            parsed = await parseAndCheck(job, limits);
        }
        catch (error) {
            if (error instanceof GrammarLoadError)
                report.brokenGrammars.set(job.language, error.message);
            else
                report.crashed.set(job.path, error.message);
            parsed = { outcome: { skip: 'parse-error' } };
        }
        onResult(job, parsed.outcome, parsed.text);
    }
    return report;
}
/**
 * Parse files in worker threads, each with its own web-tree-sitter runtime and lazily loaded
 * grammars; results arrive through `onResult` in completion order, exactly one per job.
 *
 * Every job is at all times in one of three places: the queue, the list of one worker's assigned
 * jobs, or finished. A worker works through its assigned jobs in order and answers each one, so
 * when it dies the first of them is the one it died on: that job is charged a crash and the others
 * go back to the queue as they were. A job charged MAX_CRASHES times is a parse error. A grammar
 * that fails to load takes its worker out (the thread may be spoiled) and is retried in a fresh one;
 * after MAX_GRAMMAR_FAILURES, its language's files are parse errors and the other languages go on.
 * Workers that cannot even start leave the rest of the work to this thread.
 */
function parseInWorkers(jobs, options, onResult) {
    return new ParsePool(jobs, options, onResult).run();
}
/** One run of parseInWorkers: start workers, hand out jobs, collect results, replace dead workers, retry, finish. */
class ParsePool {
    jobs;
    options;
    onResult;
    report = emptyReport();
    queue;
    finished = new Set();
    /** Charged crashes and grammar failures, per job. */
    failures = new Map();
    grammarFailures = new Map();
    slots = new Set();
    startFailures = 0;
    settled = false;
    resolve = () => { };
    reject = () => { };
    constructor(jobs, options, onResult) {
        this.jobs = jobs;
        this.options = options;
        this.onResult = onResult;
        this.queue = new JobQueue(jobs);
    }
    async run() {
        await new Promise((resolve, reject) => {
            this.resolve = resolve;
            this.reject = reject;
            this.guarded(() => this.step())();
        });
        return this.report;
    }
    /** After any change: finish, or put every queued job in reach of a worker. */
    step() {
        if (this.settled)
            return;
        if (this.finished.size === this.jobs.length)
            return this.settle();
        for (const slot of this.slots)
            this.feed(slot);
        if (this.startFailures >= MAX_START_FAILURES) {
            if (!this.slots.size)
                void this.parseRestHere().then(() => this.settle(), (error) => this.settle(error));
            return;
        }
        while (this.queue.size && this.active() < this.options.workers) {
            const slot = this.startSlot();
            if (!slot) {
                this.startFailures = MAX_START_FAILURES; // no thread to be had: the rest is parsed here
                return this.step();
            }
            this.feed(slot);
        }
        if (!this.slots.size && !this.queue.size)
            this.settle(new Error(`the parse pool lost track of ${this.jobs.length - this.finished.size} file(s)`));
    }
    /** Top a worker up to IN_FLIGHT batches whenever it is down to fewer; stop it when there is nothing left for it. */
    feed(slot) {
        if (slot.stopping)
            return;
        while (slot.assigned.length <= (IN_FLIGHT - 1) * BATCH_FILES && this.queue.size) {
            const others = new Set([...this.slots].flatMap((other) => other !== slot && !other.stopping && other.language !== undefined ? [other.language] : []));
            const batch = this.queue
                .take(BATCH_FILES, slot.language, others)
                .map((job) => ({ ...job, attempt: (this.failures.get(job.id) ?? 0) + 1 }));
            slot.language = batch[0].language;
            slot.assigned.push(...batch);
            slot.worker.postMessage({ jobs: batch, limits: this.options.limits });
        }
        if (!slot.assigned.length)
            this.stop(slot);
    }
    /** Workers that are not stopping. */
    active() {
        return [...this.slots].filter((slot) => !slot.stopping).length;
    }
    /** A worker to work with: the one started ahead while it can be had, else a new one; undefined when no thread can be had. */
    startSlot() {
        const { prestarted } = this.options;
        const adopted = prestarted && !prestarted.taken && !prestarted.exited ? prestarted : undefined;
        const worker = adopted?.worker ?? newParseWorker(this.options.faults);
        if (!worker)
            return undefined;
        if (adopted) {
            adopted.taken = true;
            adopted.used = true;
            worker.ref();
        }
        const slot = {
            worker,
            assigned: [],
            ready: adopted?.ready ?? false,
            stopping: false,
            lastError: adopted?.lastError,
        };
        this.slots.add(slot);
        const listeners = {
            message: this.guarded((message) => this.onMessage(slot, message)),
            error: (error) => {
                slot.lastError = error instanceof Error ? error.message : String(error);
            },
            exit: this.guarded(() => this.onExit(slot)),
        };
        worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
        if (adopted)
            slot.adopted = { parser: adopted, listeners };
        return slot;
    }
    onMessage(slot, message) {
        if (message.kind === 'ready') {
            slot.ready = true;
            this.startFailures = 0;
        }
        else if (message.kind === 'result' || message.kind === 'tags') {
            // Normally the first assigned job; after a requeue (a result that came late), a queued one.
            const job = takeAssigned(slot, message.id) ?? this.queue.remove(message.id);
            if (job)
                if (message.kind === 'result')
                    this.finish(job, message.outcome);
                else
                    this.finish(job, tagsOfMessage(message, this.options.limits), message.text);
        }
        else if (message.kind === 'grammar-failed')
            this.onGrammarFailed(slot, message.id, message.error);
        this.step();
    }
    /** The worker stops at the failed load: its other jobs go back as they were, it is replaced; the job is retried, or its language given up on. */
    onGrammarFailed(slot, id, error) {
        const job = takeAssigned(slot, id);
        this.stop(slot, false);
        this.requeueFront(slot.assigned.splice(0));
        if (!job)
            return;
        this.failures.set(job.id, (this.failures.get(job.id) ?? 0) + 1);
        const count = (this.grammarFailures.get(job.language) ?? 0) + 1;
        this.grammarFailures.set(job.language, count);
        if (count < MAX_GRAMMAR_FAILURES)
            this.requeueFront([job]);
        else {
            this.finish(job, { skip: 'parse-error' });
            this.giveUp(job.language, error);
        }
    }
    /** A worker ended: before it was ready, a failed start; else it died on the first job it had not answered, which is charged a crash. */
    onExit(slot) {
        this.slots.delete(slot);
        const lost = slot.assigned.splice(0);
        if (lost.length && !slot.ready)
            this.startFailures++;
        else if (lost.length) {
            const culprit = lost.shift();
            const count = (this.failures.get(culprit.id) ?? 0) + 1;
            this.failures.set(culprit.id, count);
            if (count >= MAX_CRASHES) {
                this.report.crashed.set(culprit.path, slot.lastError ?? 'the parse worker stopped');
                this.finish(culprit, { skip: 'parse-error' });
            }
            else
                lost.unshift(culprit);
        }
        this.requeueFront(lost);
        this.step();
    }
    finish(job, outcome, text) {
        if (this.finished.has(job.id))
            return;
        this.finished.add(job.id);
        this.onResult(job, outcome, text);
    }
    requeueFront(lost) {
        this.queue.putBack(lost.filter((job) => !this.finished.has(job.id)));
    }
    /** Give up on a language: its queued files are parse errors, no worker is spent on them. */
    giveUp(language, error) {
        this.report.brokenGrammars.set(language, error);
        for (const job of this.queue.removeLanguage(language))
            this.finish(job, { skip: 'parse-error' });
    }
    /** The workers could not start: parse what is left here. */
    async parseRestHere() {
        this.report.workersFailed = true;
        await parseOnThisThread(this.queue.drain(), this.options.limits, (job, outcome, text) => this.finish(job, outcome, text), this.report);
    }
    /**
     * A worker with nothing left to do ends; the one started ahead is handed back instead when it is
     * sound (it has loaded the run's languages, and the next parse of the run, of the change's other
     * side, may want them): see release.
     */
    stop(slot, sound = true) {
        if (slot.stopping)
            return;
        slot.stopping = true;
        if (sound && slot.adopted && !slot.assigned.length)
            this.release(slot, slot.adopted);
        else
            void slot.worker.terminate();
    }
    /** The worker started ahead, given back untaken (its owner ends it when no pool takes it again). */
    release(slot, { parser, listeners }) {
        this.slots.delete(slot);
        slot.worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
        slot.worker.unref();
        parser.ready = slot.ready;
        parser.lastError = slot.lastError;
        parser.taken = false;
    }
    /** The end of the run, once: every worker stopped. */
    settle(error) {
        if (this.settled)
            return;
        this.settled = true;
        for (const slot of [...this.slots])
            this.stop(slot, !error);
        if (error)
            this.reject(error);
        else
            this.resolve();
    }
    /** An event's handling; a failure in it (a bug) ends the run with that error, never in an uncaught exception. */
    guarded(handle) {
        return (...args) => {
            try {
                handle(...args);
            }
            catch (error) {
                this.settle(error);
            }
        };
    }
}
/** The job with this id, taken out of the worker's assigned jobs; undefined when it holds none. */
function takeAssigned(slot, id) {
    const at = slot.assigned.findIndex((job) => job.id === id);
    return at < 0 ? undefined : slot.assigned.splice(at, 1)[0];
}
/** The outcome a worker sent as its entry's text (the text of this very run: malformed, it is a bug, and a parse error). */
function tagsOfMessage({ text, edited }, limits) {
    const outcome = outcomeOfEntryText(text, limits.parseTimeoutMs) ?? { skip: 'parse-error' };
    return edited ? { ...outcome, edited } : outcome;
}

;// CONCATENATED MODULE: ./src/core/extract/apart.ts
// Parsing apart: a child process of node started with `--liftoff-only` (the parse host) runs a
// parse pool of its own, with its own threads, and sends each file's outcome back. For the grammars
// that this process's optimizing WebAssembly tier cannot take (see runtime/wasm-tiers.ts): V8 13
// and later take that flag only on node's command line.




/** The mark in the parse host's first argument: the module serves when it sees it. */
const HOST_MARK = 'repomap-parse-host';
/**
 * Parse `jobs` in a parse host with `workers` threads; results arrive through `onResult`, exactly
 * one per job. If the host ends before it has answered them all (or cannot start), the rest are
 * parse errors, named in the report as crashed.
 */
function parseApart(jobs, options, onResult) {
    const byId = new Map(jobs.map((job) => [job.id, job]));
    const finish = (id, outcome) => {
        const job = byId.get(id);
        if (!job)
            return;
        byId.delete(id);
        onResult(job, outcome);
    };
    return new Promise((resolve) => {
        let report;
        let settled = false;
        const end = (why) => {
            if (settled)
                return;
            settled = true;
            const ended = report ?? emptyReport();
            for (const job of [...byId.values()]) {
                ended.crashed.set(job.path, why);
                finish(job.id, { skip: 'parse-error' });
            }
            resolve(ended);
        };
        let host;
        try {
            host = startWorkerProcess((0,external_node_path_namespaceObject.join)(__dirname, 'apart.ts'), [HOST_MARK], ['--liftoff-only']);
        }
        catch (error) {
            return end(`the parse process did not start: ${error.message}`);
        }
        host.on('message', (message) => {
            if (message.kind === 'report')
                report = message.report;
            else if (message.kind === 'tags')
                finish(message.id, tagsOfMessage(message, options.limits));
            else if (message.kind === 'result')
                finish(message.id, message.outcome);
        });
        // A host that could not start says so here (and may never close); one that ran, by its end.
        host.on('error', (error) => {
            if (host.pid === undefined)
                end(`the parse process did not start: ${error.message}`);
        });
        // 'close': the process has ended and every message it sent has been read.
        host.on('close', (code, signal) => end(`the parse process ended (${signal ?? `exit ${code}`})`));
        host.send({ ...options, jobs });
    });
}
/**
 * When this process was started as a parse host (see parseApart): parse what it is asked in a pool
 * of its own, send each outcome, then the report, and end (as it does when its parent goes).
 */
function serveAsParseHost() {
    if (!process.send || process.argv[2] !== HOST_MARK)
        return;
    // A message that cannot be sent: the parent has gone (it ended, or its run did), and so does the host.
    const send = (message, then) => process.send(message, undefined, {}, (error) => (error ? process.exit(0) : then?.()));
    process.on('disconnect', () => process.exit(0));
    process.once('message', (request) => {
        const { jobs, workers, limits, faults } = request;
        if (faults?.['(host)']?.kill)
            process.exit(70);
        // Outcomes go on as the parse made them: tags as their entry's text, not encoded again.
        const onResult = (job, outcome, text) => send(resultMessage(job.id, { outcome, text }));
        // A few files are parsed on the host's own thread, as they are in a run's own process.
        const parsed = workers > 1
            ? parseInWorkers(jobs, { workers, limits, faults }, onResult)
            : parseOnThisThread(jobs, limits, onResult);
        // Once the report is sent, the host lets its parent go, and ends.
        void parsed.then((report) => send({ kind: 'report', report }, () => process.disconnect()));
    });
}
serveAsParseHost();

module.exports = __webpack_exports__;
/******/ })()
;