// The tags queries' own predicates: what a match must also satisfy to count (see predicatesAllow).
import type * as WebTreeSitter from 'web-tree-sitter';

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
export function predicatesAllow(query: WebTreeSitter.Query, match: WebTreeSitter.QueryMatch): boolean {
  for (const check of checksOf(query, match.patternIndex)) {
    const node = match.captures.find((c) => c.name === check.capture)?.node;
    if (!node) continue;
    if (check.parents) {
      if (check.parents.has(node.parent?.type ?? '') !== check.want) return false;
    } else {
      const text = node.childForFieldName(check.field)?.text;
      if (text !== undefined && check.regex.test(text) !== check.want) return false;
    }
  }
  return true;
}

/** One of our predicates, read once per query and pattern: a set of parent types, or a field and its regex. */
type Check = { capture: string; want: boolean } & (
  { parents: Set<string> } | { parents?: undefined; field: string; regex: RegExp }
);

const checksByQuery = new WeakMap<WebTreeSitter.Query, Check[][]>();

function checksOf(query: WebTreeSitter.Query, pattern: number): Check[] {
  let byPattern = checksByQuery.get(query);
  if (!byPattern) checksByQuery.set(query, (byPattern = []));
  let checks = byPattern[pattern];
  if (!checks) {
    checks = [];
    for (const { operator, operands } of query.predicates[pattern] ?? []) {
      const [subject, ...rest] = operands;
      if (subject?.type !== 'capture') continue;
      const strings = rest.map((operand) => (operand.type === 'string' ? operand.value : ''));
      if (operator === 'has-parent?' || operator === 'not-has-parent?') {
        checks.push({ capture: subject.name, want: operator === 'has-parent?', parents: new Set(strings) });
      } else if (operator === 'field-match?' || operator === 'field-not-match?') {
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
