import Module from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The tests run as CommonJS (tsx), and @actions/github, @actions/cache and @actions/artifact publish
// ECMAScript modules only (their `exports` have just an `import` condition), so requiring them fails
// with ERR_PACKAGE_PATH_NOT_EXPORTED. The Action's bundle does not meet this; for a test that loads
// the Action's modules in-process, such a package path resolves to its `import` target, which Node
// (20.19 and later) can require. Import this file before those modules.

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve; _nodeModulePaths(from: string): string[] };
const resolveFilename = loader._resolveFilename;

/** The file a package's `import` export names for a request (`@scope/name/sub`), searched from `from`. */
function importTarget(request: string, from: string): string | undefined {
  const parts = request.split('/');
  const length = request.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, length).join('/');
  const subpath = ['.', ...parts.slice(length)].join('/');
  for (const modules of loader._nodeModulePaths(from)) {
    const manifest = join(modules, name, 'package.json');
    if (!existsSync(manifest)) continue;
    let target: unknown = JSON.parse(readFileSync(manifest, 'utf8')).exports?.[subpath];
    while (target && typeof target === 'object')
      target = (target as Record<string, unknown>).import ?? (target as Record<string, unknown>).default;
    return typeof target === 'string' ? join(modules, name, target) : undefined;
  }
  return undefined;
}

loader._resolveFilename = function (request, parent, ...rest) {
  try {
    return resolveFilename.call(this, request, parent, ...rest);
  } catch (error) {
    const target =
      (error as { code?: string }).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'
        ? importTarget(request, dirname(parent?.filename ?? join(process.cwd(), 'x')))
        : undefined;
    if (target === undefined) throw error;
    return target;
  }
};
