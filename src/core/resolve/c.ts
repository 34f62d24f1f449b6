import { posix } from 'node:path';
import {
  directoriesOf,
  dirOf,
  joinPath,
  pathRefs,
  sharedPrefix,
  type ResolveInput,
  type ResolverFactory,
} from './common';

// C, C++ and Objective-C: `#include "x.h"` is looked up next to the including file first, then in
// the include directories; `#include <x.h>` in the include directories only. The include
// directories are those named `include/`, those CMakeLists.txt names (`include_directories`,
// `target_include_directories`) and the `-I`, `-isystem` and `-iquote` flags of a
// compile_commands.json, when git lists one. Where several directories hold the header, the first
// one a build file names wins, else the one nearest the including file.

export const cResolver: ResolverFactory = (input) => {
  const { files, position, tags } = input;
  const dirs = directoriesOf(input);
  const declared = [...cmakeIncludeDirs(input), ...compileCommandsIncludeDirs(input)].filter((dir) => dirs.has(dir));
  const conventional = [...dirs].filter((dir) => dir === 'include' || dir.endsWith('/include'));
  const fileIn = (dir: string, header: string) => {
    const path = joinPath(dir, header);
    return path === undefined ? undefined : position.get(path);
  };
  return {
    reach(file) {
      const path = files[file];
      const reached: number[] = [];
      for (const ref of pathRefs(tags.get(path))) {
        const angled = /^<.*>$/.test(ref.name);
        const header = angled ? ref.name.slice(1, -1) : ref.name;
        let found = angled ? undefined : fileIn(dirOf(path), header);
        for (let k = 0; found === undefined && k < declared.length; k++) found = fileIn(declared[k], header);
        let shared = -1;
        if (found === undefined) {
          for (const dir of conventional) {
            const candidate = fileIn(dir, header);
            const near = candidate === undefined ? -1 : sharedPrefix(path, dir);
            if (near > shared) [found, shared] = [candidate, near];
          }
        }
        if (found !== undefined) reached.push(found);
      }
      return { files: reached, scopes: [] };
    },
  };
};

/** CMake commands' arguments: `name(args…)`, comments dropped, quotes removed. */
function cmakeCommands(text: string, names: RegExp): { name: string; args: string[] }[] {
  const commands: { name: string; args: string[] }[] = [];
  const source = text.replace(/#\[(=*)\[[\s\S]*?\]\1\]|#[^\n]*/g, ' ');
  const pattern = new RegExp(`\\b(${names.source})\\s*\\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\)`, 'gi');
  for (const match of source.matchAll(pattern)) {
    const args = (match[2].match(/"(?:[^"\\]|\\.)*"|[^\s"]+/g) ?? []).map((arg) => arg.replace(/^"|"$/g, ''));
    commands.push({ name: match[1].toLowerCase(), args });
  }
  return commands;
}

const CMAKE_KEYWORDS = new Set(['SYSTEM', 'BEFORE', 'AFTER', 'PUBLIC', 'PRIVATE', 'INTERFACE']);

/** Include directories of every CMakeLists.txt, relative to the root. */
function cmakeIncludeDirs({ manifests }: ResolveInput): string[] {
  const lists = manifests.named('CMakeLists.txt');
  if (!lists.length) return [];
  const depth = (dir: string) => (dir ? dir.split('/').length : 0);
  const top = lists.map(([path]) => dirOf(path)).reduce((a, b) => (depth(b) < depth(a) ? b : a));
  const result: string[] = [];
  for (const [path, text] of lists) {
    const here = dirOf(path);
    for (const { name, args } of cmakeCommands(text, /include_directories|target_include_directories/)) {
      for (const arg of name === 'target_include_directories' ? args.slice(1) : args) {
        if (CMAKE_KEYWORDS.has(arg)) continue;
        // `$<BUILD_INTERFACE:dir>` is a directory of the source tree; `$<INSTALL_INTERFACE:…>` is not.
        const generator = /^\$<([A-Z_]+):(.*)>$/.exec(arg);
        if (generator && generator[1] !== 'BUILD_INTERFACE') continue;
        const value = generator ? generator[2] : arg;
        // Relative to this CMakeLists.txt, or to a directory CMake names by a variable we know.
        const rooted =
          /^\$\{(CMAKE_CURRENT_SOURCE_DIR|CMAKE_CURRENT_LIST_DIR|CMAKE_SOURCE_DIR|PROJECT_SOURCE_DIR)\}(?:\/(.*))?$/.exec(
            value,
          );
        if (!rooted && (/\$[{<]/.test(value) || value.startsWith('/'))) continue; // a variable or expression we cannot know, or outside the tree
        const dir = rooted
          ? joinPath(rooted[1].startsWith('CMAKE_CURRENT') ? here : top, rooted[2] ?? '.')
          : joinPath(here, value);
        if (dir !== undefined) result.push(dir);
      }
    }
  }
  return result;
}

/**
 * Include directories of the compile_commands.json files git lists. Their paths are absolute, from
 * the machine that made them: the root there is found by matching a compiled file to a listed one.
 */
function compileCommandsIncludeDirs({ manifests, position }: ResolveInput): string[] {
  const result: string[] = [];
  for (const [, text] of manifests.named('compile_commands.json')) {
    let entries: unknown;
    try {
      entries = JSON.parse(text);
    } catch {
      continue; // malformed: ignored
    }
    if (!Array.isArray(entries)) continue;
    let root: string | undefined;
    for (const entry of entries) {
      if (!entry || typeof entry !== 'object') continue;
      const { directory, file, command, arguments: args } = entry as Record<string, unknown>;
      if (typeof directory !== 'string') continue;
      const absolute = (p: string) => posix.normalize(p.startsWith('/') ? p : `${directory}/${p}`);
      if (root === undefined && typeof file === 'string') root = rootOf(absolute(file), position);
      if (root === undefined) continue;
      const words = Array.isArray(args)
        ? args.filter((a): a is string => typeof a === 'string')
        : typeof command === 'string'
          ? (command.match(/"(?:[^"\\]|\\.)*"|'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^["']|["']$/g, ''))
          : [];
      for (let i = 0; i < words.length; i++) {
        const flag = /^(-I|-isystem|-iquote|\/I)(.*)$/.exec(words[i]);
        if (!flag) continue;
        const value = flag[2] || words[++i];
        if (!value) continue;
        const full = absolute(value);
        const dir =
          full === root.slice(0, -1) ? '' : full.startsWith(root) ? joinPath('', full.slice(root.length)) : undefined;
        if (dir !== undefined && !result.includes(dir)) result.push(dir);
      }
    }
  }
  return result;
}

/** The absolute directory (ending in `/`) that stands for the repository's root, if a listed file ends the path. */
function rootOf(absolute: string, position: ReadonlyMap<string, number>): string | undefined {
  const parts = absolute.split('/');
  for (let k = 1; k < parts.length; k++) {
    if (position.has(parts.slice(k).join('/'))) return `${parts.slice(0, k).join('/')}/`;
  }
  return undefined;
}
