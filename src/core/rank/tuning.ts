// Every constant of the ranking, in one table, each kept or changed by measurement (docs/ranking.md).
// The groups are the names `npm run bench:relevance -- --set group.constant=value` overrides them by.

export const TUNING = {
  /** The file graph: which names link files, and how much each link weighs (graph.ts, names.ts). */
  graph: {
    /** A name defined in more files than this is too ambiguous to link anything. */
    maxDefiners: 20,
    /** Edge weight multipliers for names the change touches (their callers) and names in added lines. */
    touchedBoost: 10,
    identifierBoost: 5,
    /**
     * For a file whose imports are resolved: a link to a definition it imports weighs more; to a
     * namesake when it imports another definer of the name, much less; to a definer it does not
     * import at all (a method on an object from elsewhere, or `Object.create`), less.
     */
    importedBoost: 2,
    shadowedFactor: 0.1,
    unimportedFactor: 0.5,
    /** A name is used everywhere when more than this share of the files reference it (in a repository of 20 files or more). */
    everywhereShare: 0.1,
  },

  /** The walk over the graph (pagerank.ts) and the scores of the definitions (signals.ts). */
  rank: {
    /** The share of the steps that follow a link; the others jump to a file drawn from the teleport vector. */
    damping: 0.85,
    /** Teleport mass of the changed and focus files, of the files defining identifiers in added lines, and of the callers of touched definitions. */
    focusFilesMass: 0.5,
    definersMass: 0.25,
    callersMass: 0.25,
    /**
     * Teleport mass of the files that usually change with the changed files (history/cochange.ts):
     * each pair of together ≥ 3 commits (COMPANION_RULES.minTogether) seeds the other file by its
     * confidence. 0: the history plays no part in the ranking.
     */
    coChangeMass: 0.05,
    /** Share of the jumps that goes to the key project files (manifests, build and CI config at the root). */
    keyFilesMass: 0.05,
    /** Weight of the forward (what the change uses) ranking against the reverse (who uses what it touches). */
    forwardShare: 0.5,
    /** Within a file: a definition's floor, and its bonuses for being touched by the change or calling what it touches. */
    definitionFloor: 0.05,
    touchedBonus: 1,
    callerBonus: 0.5,
    /** Bonus of a definition outside the change whose name occurs in added lines (what the change uses). */
    identifierBonus: 3,
    /**
     * Factor on that bonus for a name used everywhere (names.ts usedEverywhere): `clone`, `fmt`,
     * `default` in a changed line say little about which of their many definitions the change needs.
     */
    ubiquitousIdentifier: 0,
    /**
     * A name in added lines that the changed files' imports do not resolve, defined in more files
     * than this: each definer's bonus shrinks by this number over theirs (`id`, `title`, `type` in an
     * added line name a field in dozens of files, and say nothing about any one of them).
     */
    identifierDefiners: 10,
    /** Factor on the score of test data and fixtures (unless in the focus). */
    fixtureFactor: 0.1,
    /**
     * Factors on a changed file's definitions: all of them (the reviewer has the diff; the budget
     * goes to the context first), and again on those the change neither touches nor makes call what it touches.
     */
    changedFactor: 0.1,
    untouchedInChanged: 0.1,
    /**
     * A name the change uses, in a language whose imports resolve: its definers that the changed files
     * using it reach count whole, and the others this factor, in the teleport vector and the
     * identifier bonus (a method name the change calls on its own types is not about every namesake's type).
     */
    shadowedIdentifier: 0.1,
    /** Factor on the share of a definition whose name its file defined already (a Rust type's impl blocks, overloads). */
    repeatedNameFactor: 0.2,
    /**
     * Factor on each further definition of a file, in score order (the j-th counts fileDecay^j), but
     * the definitions named in added lines: the budget reaches more files, and a reviewer a file's best lines.
     */
    fileDecay: 0.5,
    /**
     * How a file's score is divided among its definitions: by their shares' total (0), by the best
     * one's (1), or the geometric blend between. By the total alone, a file that defines much had its
     * best definition diluted by all the others, and the callers with many definitions (a test suite,
     * a facade class) lost their place in the budget to smaller files.
     */
    bestShare: 0.5,
  },

  /** The call sites of the blast radius, ranked with the definitions (select/uses.ts). */
  uses: {
    /** Call sites a caller can show, at most: past a few, another line of the same file says little. */
    usesPerFile: 6,
    /** A file's first call site scores this share of its best definition's score. */
    firstUseShare: 1,
    /** Each further call site of a file is worth this share of the one before. */
    useDecay: 0.5,
    /**
     * A use linked to the change by name alone (no import says so) is shown only when the name has
     * at most this many definers: `out.write(…)` is not a call of the one `write` the change touched.
     */
    namesakeMaxDefiners: 1,
    /** A caller's definitions, once it shows how it calls: this share of their score (its call line comes first, then more). */
    callerDefinitionShare: 0.5,
  },
};
