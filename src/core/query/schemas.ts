// The JSON Schemas of the answers' data (./answers: MapData, DefinitionsData, ReferencesData,
// OutlineData, SourceData, ImpactData), which the MCP tools publish as their output schemas: a client checks each
// structured answer against its schema.

const text = { type: 'string' };
const whole = { type: 'integer' };
const list = (items: object) => ({ type: 'array', items });
const object = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  additionalProperties: false,
});
const reach = { type: 'string', enum: ['same-file', 'imported', 'namesake', 'other-language'] };
const via = { type: 'string', enum: ['import', 'scope', 'type', 'name'] };
const reference = object({ path: text, line: whole, kind: text, text, reach, via }, ['reach']);

export const MAP_SCHEMA = object({
  budget: whole,
  tokens: whole,
  focus: object({ files: list(text), identifiers: list(text), identifiersTotal: whole }),
  files: list(
    object(
      {
        path: text,
        rank: { type: 'number' },
        focus: { type: 'boolean' },
        copies: list(text),
        symbols: list(object({ name: text, kind: text, line: whole, signature: text, container: text }, ['container'])),
        uses: list(object({ line: whole, name: text, text, via })),
      },
      ['copies', 'uses'],
    ),
  ),
});

export const DEFINITIONS_SCHEMA = object(
  {
    name: text,
    from_path: text,
    total: whole,
    offset: whole,
    definitions: list(
      object(
        {
          path: text,
          line: whole,
          end_line: whole,
          kind: text,
          signature: text,
          container: { type: ['string', 'null'] },
          copies: list(text),
          reach,
        },
        ['copies', 'reach'],
      ),
    ),
  },
  ['from_path'],
);

export const REFERENCES_SCHEMA = object(
  { name: text, path: text, line: whole, total: whole, offset: whole, by_name: whole, references: list(reference) },
  ['path', 'line'],
);

export const OUTLINE_SCHEMA = {
  ...object({ path: text, total: whole, offset: whole, definitions: list({ $ref: '#/$defs/definition' }) }),
  $defs: {
    definition: object({
      name: text,
      kind: text,
      line: whole,
      end_line: whole,
      signature: text,
      members: list({ $ref: '#/$defs/definition' }),
    }),
  },
};

export const SOURCE_SCHEMA = object(
  {
    name: text,
    path: text,
    total: whole,
    definitions: list(
      object({
        path: text,
        line: whole,
        end_line: whole,
        kind: text,
        signature: text,
        container: { type: ['string', 'null'] },
        source: text,
        cut: { type: 'boolean' },
      }),
    ),
  },
  ['path'],
);

const testHit = object({ path: text, line: whole, name: text, through: object({ path: text, name: text }) }, [
  'name',
  'through',
]);

const reachCounts = object({
  depth: whole,
  direct: whole,
  transitive: whole,
  production: whole,
  tests: whole,
  partial: { type: 'boolean' },
});

export const IMPACT_SCHEMA = object({
  changed_files: list(text),
  total: whole,
  depth: whole,
  changes: list(
    object({
      status: { type: 'string', enum: ['added', 'modified', 'removed'] },
      path: text,
      line: whole,
      name: text,
      kind: text,
      signature: text,
      callers_total: whole,
      callers_by_name: whole,
      callers: list(reference),
      reach: reachCounts,
      tests: list(testHit),
      reached: list(
        object({ path: text, line: whole, name: text, depth: whole, chain: list(text), test: { type: 'boolean' } }),
      ),
      tests_unsure: whole,
      untested: { type: 'boolean' },
      owners: list(text),
    }),
  ),
});

export const COMPANIONS_SCHEMA = object(
  {
    changed_files: list(text),
    commits: whole,
    total: whole,
    companions: list(
      object({ path: text, with: text, together: whole, confidence: { type: 'number' }, commits: whole }),
    ),
    notice: text,
  },
  ['notice'],
);

export const TESTS_SCHEMA = object(
  {
    name: text,
    path: text,
    line: whole,
    tests: list(testHit),
    tests_unsure: whole,
  },
  ['path', 'line'],
);
