import type { ResolverFactory } from './common';
import { enclosing, indexQualified, qualifiedResolver, typeFiles } from './qualified';

// C#: a file's namespace is its `namespace` declaration (block or file-scoped; the global namespace
// without one). A file sees its namespace and the ones enclosing it; `using A.B;` reaches namespace
// A.B whole; `using static A.B.C;` and `using X = A.B.C;` reach the file that defines type C.

export const csharpResolver: ResolverFactory = (input) => {
  const index = indexQualified(input, {
    separator: '.',
    fallback: () => '',
    chained: false,
    clean: (name) => name.replace(/^global::/, ''),
  });
  return qualifiedResolver(
    input,
    index,
    (namespace) => enclosing(namespace, '.'),
    (name, reach) => {
      if (index.packages.has(name)) reach.scopes.push(name);
      else reach.files.push(...(typeFiles(index, name, 1) ?? []));
    },
  );
};
