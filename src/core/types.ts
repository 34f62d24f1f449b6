// The plain data that flows between the stages of the pipeline. Every stage imports its types from here.
import type { Worker } from 'node:worker_threads';
import type { StringTable } from './util/strings';

/** A definition found by a tags query. Lines are 1-based. */
export interface Definition {
  name: string;
  /** function, method, class, interface, type, enum, struct, trait, impl, module, constant, variable, … */
  kind: string;
  line: number;
  /** Last line of the definition's node: a reference or change inside [line, endLine] belongs to it. */
  endLine: number;
  /** The declaration's head (up to its body) on one line, whitespace collapsed. */
  signature: string;
  /**
   * The innermost container (class, struct, interface, trait, impl, enum, module, namespace…) the
   * definition belongs to: its index in the same file's definitions. Absent at the top level.
   */
  parent?: number;
}

/** A reference found by a tags query: a call, a type use, an import, … */
export interface Reference {
  name: string;
  kind: string;
  line: number;
}

/**
 * A file's definitions column by column, as numbers: the i-th is `strings[names[i]]`, of the kind
 * `strings[kinds[i]]`, from `lines[i]` to `endLines[i]`, with the signature `strings[signatures[i]]`
 * and its container's index in `parents[i]` (-1 at the top level). A repository has hundreds of
 * thousands: typed arrays per file cost the collector far less than an object each, and the
 * definitions of a file read from the tag cache are views of the pack's numbers, whose strings its
 * files share, and whose signatures are made when first read (see ./packed for the helpers:
 * definitionAt, definitionList, textAt).
 */
export interface Definitions {
  strings: readonly string[];
  names: Int32Array;
  kinds: Int32Array;
  lines: Int32Array;
  endLines: Int32Array;
  signatures: Int32Array;
  parents: Int32Array;
}

/**
 * A file's references column by column, as numbers: the i-th is the name `strings[names[i]]`, of
 * the kind `strings[kinds[i]]`, on `lines[i]`. A repository has millions; as definitions are, they
 * are views of a pack's numbers when read from the tag cache (see ./packed: referenceList).
 */
export interface References {
  strings: readonly string[];
  names: Int32Array;
  kinds: Int32Array;
  lines: Int32Array;
}

/** A file's tags: made by packTags (./packed), or read from a pack. */
export interface FileTags {
  defs: Definitions;
  refs: References;
}

export type SkipReason =
  | 'binary'
  | 'too-large'
  | 'minified'
  | 'generated'
  | 'vendored'
  | 'symlink'
  | 'submodule'
  | 'unsupported'
  | 'excluded'
  | 'unreadable'
  | 'parse-error'
  | 'parse-timeout';

/** A file the discovery stage listed, with the content hash the tag cache is keyed by. */
export interface SourceFile {
  /** Path relative to the root, with forward slashes. */
  path: string;
  /** Language id from the languages table. */
  language: string;
  /** Git blob SHA-1 of the content (from the index, or computed the same way outside git). */
  sha: string;
  size: number;
}

export interface Discovery {
  files: SourceFile[];
  /** Every path the listing produced, before any skip. */
  listed: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Source files left out for what they hold or how they read (see NOTED_SKIPS), with why. */
  skippedPaths?: Map<string, SkipReason>;
  /** Paths that passed every filter but are in no programming language (a README, a manifest, a workflow: outlined if the map wants them). */
  unsupported: string[];
  /** Whether the root is in a git work tree (git listed the files). */
  inGit: boolean;
}

/**
 * Tags of one file, or why it has none. `edited` (checked when the outcome is to be cached): the
 * file changed between its listing and its reading, so the outcome is not that of the blob it was
 * listed with, and is cached under no key.
 */
export type ExtractOutcome = ({ tags: FileTags } | { skip: SkipReason }) & { edited?: true };

/** A contiguous range of 1-based lines, inclusive. */
export interface LineRange {
  start: number;
  end: number;
}

export interface FileChange {
  /** Path on the head side (for deletions: the base path). */
  path: string;
  /** Path on the base side when it differs (renames) or the file is deleted. */
  oldPath?: string;
  status: 'added' | 'modified' | 'deleted' | 'renamed';
  binary: boolean;
  /** Lines added or changed on the head side. */
  added: LineRange[];
  /** Lines removed on the base side. */
  removed: LineRange[];
}

/** What the map is about: the change under review plus anything the user asked for. */
export interface Focus {
  /** Files changed by the diff (head-side paths, deleted files included). */
  changedFiles: string[];
  /** Extra files named by the user. */
  files: string[];
  /** Identifiers that occur in added lines (as definitions or references), and those the user named. */
  identifiers: string[];
  /** Names of definitions the change adds, edits or removes: their callers are the blast radius. */
  touched: string[];
  /** Those definitions, one per name and changed file, by path and line (a removed one at its base-side line). */
  changes: DefinitionChange[];
}

export interface DefinitionChange {
  /** The changed file (its head-side path). */
  path: string;
  name: string;
  kind: string;
  line: number;
  signature: string;
  status: 'added' | 'modified' | 'removed';
}

export interface RankedDefinition extends Definition {
  path: string;
  /** Its position among its file's definitions. */
  position: number;
  score: number;
}

export interface RankedFile {
  path: string;
  rank: number;
  focus: boolean;
}

/**
 * Ranked definitions, in order. A ranking makes each when it is first read (a map reads a few
 * thousand of a ranking's hundreds of thousands), then keeps it.
 */
export type RankedDefinitions = Iterable<RankedDefinition>;

export interface Ranking {
  /** Files by rank, highest first; ties broken by path. */
  files: RankedFile[];
  /** Definitions by score, highest first; ties broken by path and line. */
  definitions: RankedDefinitions;
  /** Each file's place in `files` (made once: the selection, the call sites and the questions look files up by path). */
  placeOf: ReadonlyMap<string, number>;
  /** The score of each file's best definition (its first in `definitions`), for the files that define anything. */
  bestScores: ReadonlyMap<string, number>;
}

export interface MapSymbol {
  name: string;
  kind: string;
  line: number;
  signature: string;
  /** The name of the class, struct, impl, module… it belongs to; that container is in the same file's symbols, before it. */
  container?: string;
}

/** A line where a file uses a definition the change touches (or removed). */
export interface MapUse {
  line: number;
  /** The touched name it uses. */
  name: string;
  /** The trimmed source line, as the text map shows it. */
  text: string;
  /**
   * How the use is linked to the definition: `import` (the file imports the definer), `scope` (the
   * definer's own file), `type` (a call on a receiver whose type the file states) or `name` (the
   * name alone: a namesake may be the one meant).
   */
  via: Via;
}

/** How a use is linked to a definition (see MapUse.via). */
export type Via = 'import' | 'scope' | 'type' | 'name';

export interface MapFile {
  path: string;
  rank: number;
  focus: boolean;
  /** Files with the same content or the same definitions, folded into this entry. */
  copies?: string[];
  /** Each container followed by its members, every level in source order. */
  symbols: MapSymbol[];
  /** Call sites of what the change touches, in source order. */
  uses?: MapUse[];
}

export interface Selection {
  files: MapFile[];
  /** The text map, exactly as counted. */
  text: string;
  tokens: number;
}

/** What the repository gave: these depend only on the checkout and the options. */
export interface Stats {
  filesListed: number;
  filesSkipped: Partial<Record<SkipReason, number>>;
  definitions: number;
  references: number;
}

/** Stage wall times, in milliseconds. */
export interface StageTimes {
  discover: number;
  extract: number;
  focus: number;
  resolve: number;
  rank: number;
  render: number;
}

/** How this run went: they also depend on the tag cache and the machine, so they stay out of the map unless asked for. */
export interface RunStats {
  filesParsed: number;
  filesFromCache: number;
  ms: StageTimes;
}

export type Format = 'text' | 'markdown' | 'json';

export interface RepoMap {
  budget: number;
  tokens: number;
  tokenizer: 'o200k_base';
  focus: { files: string[]; identifiers: string[] };
  files: MapFile[];
  /** With a change: its best-ranked changed definitions, each with its callers, reach and tests. */
  changes?: ChangeSummary[];
  /** With a change in git: the files that usually change with its files and that it leaves out, strongest first. */
  companions?: MissingCompanion[];
  text: string;
  stats: Stats;
  run: RunStats;
}

/** A changed definition as the JSON map gives it: who uses it, how far that reaches, which tests reach it. */
export interface ChangeSummary extends Pick<DefinitionChange, 'name' | 'kind' | 'path' | 'line' | 'status'> {
  /** The files outside the change that use it, best ranked first, each at its first use (an import is no use). */
  callers: { path: string; line: number; via: Via }[];
  /** How many files outside the change use it (at least `callers.length`). */
  callersTotal: number;
  reach: { depth: number; direct: number; transitive: number; production: number; tests: number; partial: boolean };
  tests: { path: string; line: number; name?: string; through?: { path: string; name: string } }[];
  /** Test files that use its name where it may mean a namesake. */
  testsUnsure: number;
  /** Exported or public, and no test reaches it (nor may reach it by name). */
  untested: boolean;
  /** The owners (CODEOWNERS) of its file and of the production files it reaches. */
  owners: string[];
}

/** What the files' imports reach, by their languages' rules. Files are numbers in NameIndex.files. */
export interface Imports {
  /** Whether the file's language resolves imports: then a definer it does not reach is less likely meant. */
  resolves(file: number): boolean;
  /** Whether the file's imports reach the target (a file never reaches itself). */
  has(file: number, target: number): boolean;
  /** Every file the file's imports reach, in index order (for inspection and tests). */
  reached(file: number): number[];
}

/** Copies, both ways: each entry's copies (sorted), and each copy's entry. */
export interface Copies {
  of: Map<string, string[]>;
  entryOf: Map<string, string>;
}

/**
 * Who defines and who references each name, per language family, in flat arrays (a repository has
 * ~10⁵ names: a map, array or set per name is what the collector would copy over and over). A name
 * of a family has a number, its *id*; files are indices into `files`.
 */
export interface NameIndex {
  files: string[];
  /** The ids of each family's names (each family's table numbers them into `names`). */
  ids: Map<string, StringTable>;
  /** The name of each id. */
  names: string[];
  /** The files that define name k, ascending: `definerFiles[definerStart[k]] … definerFiles[definerStart[k + 1] - 1]`. */
  definerStart: Int32Array;
  definerFiles: Int32Array;
  /** The files that reference name k, ascending, and how often each does: `referrerFiles` and `referrerCounts` from `referrerStart[k]` to `referrerStart[k + 1]`. */
  referrerStart: Int32Array;
  referrerFiles: Int32Array;
  referrerCounts: Int32Array;
  /**
   * The defined names in the order of their first definitions, and the referenced ones in the order
   * of their first references (files in path order): sums over names add up in these orders.
   */
  definedOrder: Int32Array;
  referencedOrder: Int32Array;
  /** The id of each file's definitions, in the file's order: file f's are from `definitionStart[f]` to `definitionStart[f + 1]`. */
  definitionStart: Int32Array;
  definitionIds: Int32Array;
}

/**
 * The file graph, on compact arrays (the hot loops of ranking run over these). A *link* is one
 * reference→definition connection between two files through one name; an *edge* is all the links
 * from one file to another, their weights summed.
 */
export interface FileGraph {
  files: string[];
  /**
   * Where a (name, defining file) pair's incoming links are counted: slot `slotBase[id] + i` for the
   * i-th file that defines the name (definersOf); -1 for a name with no links.
   */
  slotBase: Int32Array;
  slots: number;
  linkFrom: Int32Array;
  linkSlot: Int32Array;
  linkWeight: Float64Array;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeWeight: Float64Array;
}

/** Counts many texts at once; the same counts as countTokens. */
export interface TokenCounter {
  count(texts: string[]): Promise<number[]>;
  /** Let go of the encoder (a thread still making its table ends). */
  close(): Promise<void>;
}

/** A counter whose encoder loads once `load` is called (or when a count needs it). */
export interface LoadingTokenCounter extends TokenCounter {
  /** Start making the encoder's table now if no table is kept; later calls do nothing. */
  load(): void;
}

/** One file of a unified diff: the change, plus what the diff itself knows about both sides. */
export interface FileDiff extends FileChange {
  /** Blob SHAs from the `index` line (full or abbreviated), when the diff has one. */
  oldSha?: string;
  newSha?: string;
  /** The lines the diff shows of each side (context and changed), by 1-based line number. */
  oldLines: Map<number, string>;
  newLines: Map<number, string>;
}

/**
 * A parse worker started before the files to parse are known (a run with a diff knows the changed
 * files' languages first): it loads their grammars and queries on another core while this thread
 * reads the cache, and parseInWorkers takes it as its first worker. Terminate it if no pool takes it.
 */
export interface PrestartedParser {
  worker: Worker;
  /** It sent 'ready' (its runtime is up) before a pool took it. */
  ready: boolean;
  exited: boolean;
  lastError?: string;
  /** A pool has it: until it gives it back (see ParsePool.release), the pool handles its messages and its end. */
  taken: boolean;
  /** A pool has parsed with it (it may have given it back since). */
  used?: true;
}

/**
 * How this process compiles web-tree-sitter's WebAssembly (chosen by the entry point: see
 * runtime/wasm-tiers.ts). V8 compiles a module with Liftoff, its baseline compiler, and, unless told
 * to use Liftoff only, compiles its hot functions again with its optimizing compiler.
 */
export interface WasmTierPolicy {
  /**
   * The lock of a process that compiles modules on chosen tiers (see extract/wasm-tier.ts): the
   * engine's threads compile under it. Absent where the process cannot choose tiers module by module.
   */
  tierLock?: SharedArrayBuffer;
  /**
   * Of the languages of the work ahead (the bytes to parse, by language), those parsed apart, in
   * child processes that compile for Liftoff only: where this process's optimizing tier cannot
   * take their grammars.
   */
  apart(work: ReadonlyMap<string, number>): readonly string[];
}

/** What one file may cost: its size, and the work of its parse. */
export interface FileLimits {
  /** Files larger than this are skipped as too large. */
  maxBytes: number;
  /** A parse and tags query that need more work than about this many milliseconds' worth are abandoned. */
  parseTimeoutMs: number;
}

/** The extract stage's outcome: every file's tags, and what could not be had. */
export interface Extraction {
  tags: Map<string, FileTags>;
  /** Each read file's blob SHA (from the index, or hashed when it had none): copies are found by it. */
  blobs: Map<string, string>;
  parsed: number;
  fromCache: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Files skipped for what they hold (see NOTED_SKIPS), with why. */
  skippedPaths: Map<string, SkipReason>;
  /** Files the parser failed on. */
  failed: string[];
  /** Files given up on at the time limit. */
  timedOut: string[];
  /** Languages whose grammar or query could not be loaded (their files are among `failed`), with why. */
  brokenGrammars: Map<string, string>;
  /** Parse threads were wanted but could not be started: everything was parsed on this thread. */
  workersFailed: boolean;
  /** Contents parsed apart, in a process that compiles for Liftoff only (see WasmTierPolicy); copies count once. */
  parsedApart: number;
}

/** What to map, and how: the engine's one set of options. */
export interface RepoMapOptions {
  /** The checkout to map. */
  root: string;
  /** Focus on the changes of `head` (default HEAD) since its merge base with `base`, as a pull request shows them. */
  base?: string;
  head?: string;
  /** Or focus on a unified diff's changes: its text, or its files as parseUnifiedDiff reads them. */
  diff?: string | FileDiff[];
  /** More focus: files (paths relative to the root) and identifiers. */
  focusFiles?: string[];
  identifiers?: string[];
  /** Token budget of the text map (o200k_base). */
  budget?: number;
  /** The tag cache's directory; none when absent or false (the shells default to the user's cache directory). */
  cacheDir?: string | false;
  include?: string[];
  exclude?: string[];
  /** Also map untracked files that .gitignore does not exclude. */
  untracked?: boolean;
  maxFileBytes?: number;
  /** Time limit of one file's parse and tags query, in milliseconds; a file over it is skipped (parse-timeout). */
  parseTimeoutMs?: number;
  /** Parse threads (default: the number of cores). */
  jobs?: number;
  /**
   * A parse thread started ahead for `diff`'s languages (see parserForDiff), while the caller did
   * other work (the Action restores the tag cache): the run takes it, or ends it.
   */
  parser?: PrestartedParser;
  /** How grammars are compiled and where they are parsed (see WasmTierPolicy); absent, by this process's flags, in it. */
  wasmTiers?: WasmTierPolicy;
  /**
   * The history the change's usual companions come from (history/): absent, the checkout's own up to
   * `base` (else HEAD) when there is a change; false, none.
   */
  history?: History | false;
  onProgress?: (done: number, total: number) => void;
  warn?: (message: string) => void;
}

/** One rule: a pattern and its owners (none: the paths it matches have no owner), at its line (from 1). */
export interface CodeOwnersRule {
  pattern: string;
  owners: string[];
  line: number;
  /** The pattern compiled, matched against a whole path relative to the root. */
  regex: RegExp;
}

/** A line that is not a rule the code host accepts (skipped), and why. */
export interface CodeOwnersProblem {
  line: number;
  reason: string;
}

/** A CODEOWNERS file read and parsed. */
export interface CodeOwners {
  /** Its path relative to the root, one of CODEOWNERS_LOCATIONS. */
  path: string;
  /** In the file's order: the last that matches a path wins. */
  rules: CodeOwnersRule[];
  problems: CodeOwnersProblem[];
  /** Why the file was not read (a symlink, too large, unreadable): then there are no rules. */
  warnings: string[];
}

// The history behind a change (history/), and the files that usually change with its files.

/**
 * What a commit is to the statistics. Only `counted` commits keep their files:
 * - `merge`: two parents or more (git shows merges without a diff);
 * - `root`: no parent, so git shows it adding every file;
 * - `boundary`: a shallow clone's last commit, shown as a root although its parents exist;
 * - `large`: more than MAX_COMMIT_FILES (history/log.ts) files.
 */
export type CommitKind = 'counted' | 'merge' | 'root' | 'boundary' | 'large';

export interface HistoryCommit {
  readonly sha: string;
  /** Its true parents, a shallow boundary's included. */
  readonly parents: readonly string[];
  /** Author time (unix seconds). */
  readonly time: number;
  /** Committer time (unix seconds): the order of a walk through cached commits, as git orders its own. */
  readonly committed: number;
  readonly kind: CommitKind;
  /** The paths it changed, from the repository's top, as git prints them: empty unless `counted`. */
  readonly files: readonly string[];
}

/**
 * Why the walk stopped: `limit` (more history exists), `start` (the first commit was reached),
 * `shallow` (a shallow boundary no cached commit continues: fetching more history finds more),
 * `one-commit`, `no-commit` (base names no commit), `no-repository` (or no git).
 */
export type HistoryEnd = 'limit' | 'start' | 'shallow' | 'one-commit' | 'no-commit' | 'no-repository';

export interface History {
  /** The full SHA of the base, '' when there is none. */
  readonly base: string;
  /** Newest first: the non-merge commits and the merges between them (which only link commits). */
  readonly commits: readonly HistoryCommit[];
  /** Non-merge commits read (at most the limit). */
  readonly read: number;
  /** Commits that count in the statistics. */
  readonly counted: number;
  /** Commits of more than MAX_COMMIT_FILES files. */
  readonly ignored: number;
  /** Commits taken from the `known` commits rather than from git. */
  readonly cached: number;
  readonly end: HistoryEnd;
  /** Set when the history is empty or cut short for a reason worth telling the user. */
  readonly notice?: string;
}

/** A usual companion of the changed file `with` that the change leaves out. */
export interface MissingCompanion {
  readonly path: string;
  readonly with: string;
  /** Commits that changed both. */
  readonly together: number;
  /** together / commits. */
  readonly confidence: number;
  /** Commits that changed `with`. */
  readonly commits: number;
}

export interface Companions {
  /** The strongest first, at most `listed`. */
  readonly missing: readonly MissingCompanion[];
  /** How many there were before the cap. */
  readonly total: number;
  /** Commits of the history that count. */
  readonly counted: number;
  readonly notice?: string;
}

/** A change's history (history/companions.ts), and where the root is in its repository. */
export interface ChangeHistory {
  log: History;
  /** The root's path in its repository, as git's paths start: '' at its top, else ending in '/'. */
  under: string;
}

/**
 * A repository parsed, linked and ranked for a focus: everything but the budget. The map is one
 * consumer (renderMap, for as many budgets as needed); questions (./query) are another.
 */
export interface RepoIndex {
  root: string;
  /** Definitions (with their containers) and references of every file in the graph, in path order. */
  tags: Map<string, FileTags>;
  /** Files folded into another as its copies (the same blob, or the same definitions): they are not in `tags`. */
  copies: Copies;
  /** The copies' own definitions and references, for questions about one of them by its path. */
  copyTags: Map<string, FileTags>;
  /** Who defines and who references each name; `names.files` numbers the files. */
  names: NameIndex;
  /** What each file's imports reach (files by number), by its language's rules. */
  imports: Imports;
  /** Files with a small prior of their own in the ranking (manifests, build and CI configuration). */
  keyFiles: ReadonlySet<string>;
  /** What the index is ranked for: the change and what was named. */
  focus: Focus;
  /** The file graph the ranking ran on (see toGraphology in ./graph to inspect or export it). */
  graph: FileGraph;
  ranking: Ranking;
  stats: Stats;
  /** The render stage's time is added by each rendering. */
  run: RunStats;
  /** Source files skipped for what they hold or how they read (binary, minified, too large, unreadable, failed or timed-out parses), with why: the map's last line names them. */
  skippedPaths: ReadonlyMap<string, SkipReason>;
  /** The tag cache's packs the index was built from or added, relative to the cache directory, with the entries each holds (none without a cache). */
  cacheFiles: ReadonlyMap<string, number>;
  /** Counts tokens; its encoder has been loading since indexing started. Closed by closeIndex. */
  counter: TokenCounter;
  /** The checkout of the change's head the index was made from, when the head is not checked out at the root: removed by closeIndex. */
  checkout?: { remove(): void };
  /** The checkout's CODEOWNERS file, when it has one (read for a change). */
  owners?: CodeOwners;
  /** The files that usually change with the changed files and that the change leaves out (for a change). */
  companions?: Companions;
  /** The files that usually change with the changed files, with their seeds in the ranking (rank/pagerank.ts). */
  coChanged?: ReadonlyMap<string, number>;
}
