// The plain data that flows between the stages of the pipeline. Every stage imports its types from here.

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
}

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
  text: string;
  stats: Stats;
  run: RunStats;
}
