import { directoriesOf, dirOf, joinPath, pathRefs, sharedPrefix, type ResolverFactory } from './common';

// Ruby: `require_relative 'x'` is relative to the requiring file; `require 'x'` searches the load
// path, which within a repository is its `lib/` directories (and the `spec/` and `test/` ones that
// RSpec and Rake's test tasks add). Where several load-path directories hold the file, the one
// nearest the requiring file wins. A required gem is not a file here.

const LOAD_PATH_DIRS = new Set(['lib', 'spec', 'test']);

export const rubyResolver: ResolverFactory = (input) => {
  const { files, position, tags } = input;
  const loadPath = [...directoriesOf(input)].filter((dir) => LOAD_PATH_DIRS.has(dir.slice(dir.lastIndexOf('/') + 1)));
  const fileOf = (dir: string, feature: string) => {
    const path = joinPath(dir, /\.rb$/.test(feature) ? feature : `${feature}.rb`);
    return path === undefined ? undefined : position.get(path);
  };
  return {
    reach(file) {
      const path = files[file];
      const reached: number[] = [];
      for (const ref of pathRefs(tags.get(path), 'relative')) {
        const found = fileOf(dirOf(path), ref.name);
        if (found !== undefined) reached.push(found);
      }
      for (const ref of pathRefs(tags.get(path))) {
        let best: { file: number; shared: number } | undefined;
        for (const dir of loadPath) {
          const found = fileOf(dir, ref.name);
          if (found === undefined) continue;
          const shared = sharedPrefix(path, dir);
          if (!best || shared > best.shared) best = { file: found, shared };
        }
        if (best) reached.push(best.file);
      }
      return { files: reached, scopes: [] };
    },
  };
};
