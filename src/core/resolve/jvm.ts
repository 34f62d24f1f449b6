import { dirOf, type ResolverFactory } from './common';
import { indexQualified, qualifiedResolver, typeFiles } from './qualified';

// Java, Kotlin and Scala: a file's package is its `package` declaration, else its directory below a
// source root (`src/main/java`, `src/test/kotlin`, a Gradle or Maven module's `<module>/src/main/java`,
// `kotlin/`, `java/`, `scala/`, `src/`). A file sees its own package whole; `import a.b.C` reaches the
// file that defines C in package a.b (a nested class `a.b.Outer.Inner` and a static import
// `a.b.C.member` reach Outer's and C's file); `import a.b.*` and Scala's `import a.b._` and
// `import a.b.{C, D}` reach package a.b whole.

const LANGUAGE_DIRS = new Set(['java', 'kotlin', 'scala']);

/** The package a path implies: its directory below the innermost source root, dotted. */
export function packageFromPath(path: string): string {
  const parts = dirOf(path).split('/').filter(Boolean);
  let root = -1;
  for (let i = parts.length - 1; i >= 0 && root < 0; i--)
    if (LANGUAGE_DIRS.has(parts[i]) && parts[i - 2] === 'src') root = i;
  for (let i = parts.length - 1; i >= 0 && root < 0; i--)
    if (LANGUAGE_DIRS.has(parts[i]) || parts[i] === 'src') root = i;
  return parts.slice(root + 1).join('.');
}

export const jvmResolver: ResolverFactory = (input) => {
  const index = indexQualified(input, { separator: '.', fallback: packageFromPath, chained: true });
  return qualifiedResolver(
    input,
    index,
    (pkg) => [pkg],
    (name, reach) => {
      const types = typeFiles(index, name);
      if (types) reach.files.push(...types);
      else if (index.packages.has(name)) reach.scopes.push(name);
    },
  );
};
