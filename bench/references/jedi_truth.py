"""Python truth for bench:references: jedi's project-wide references of each definition.

Reads {"root": ..., "definitions": [{"path", "line", "column"}]} on stdin; writes one JSON list:
per definition, its references as "path:line" (relative to the root), or null when jedi does not
resolve the name to a definition on that line.

jedi's references are what one name resolves to. What can run a definition is more, and the
TypeScript and Go truths count it; so, with jedi's inference, does this one:
- a method that overrides a method of a class of the repository it derives from: the calls of that
  method (a call through the base may run the override), not its overriding `def`s;
- `__init__`: the calls of its class (`C(...)` runs it), which jedi does not list;
- a field (a class-level assignment, or `self.x = ...` in a method): every `x` read or written
  through a receiver jedi infers to be the class, an instance of it or of a class derived from it
  (jedi takes `self.x = x` for a definition of its own, not a use of the class's `x`).
"""
import json
import os
import subprocess
import sys

import jedi
import parso
from parso.tree import search_ancestor


class Sources:
    """The project's files, each read, parsed and given a jedi script once."""

    def __init__(self, root):
        self.root = root
        # A src/ layout's packages are imported by their names: put src/ on the path.
        src = os.path.join(root, "src")
        self.project = jedi.Project(root, added_sys_path=[src] if os.path.isdir(src) else [])
        self.scripts = {}
        self.trees = {}
        self.ancestry = {}
        self.positions = {}
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--", "*.py", "*.pyi"], cwd=root, capture_output=True, check=True
        ).stdout.decode()
        self.files = [os.path.join(root, path) for path in listed.split("\0") if path]

    def code(self, path):
        with open(path, encoding="utf-8") as file:
            return file.read()

    def script(self, path):
        if path not in self.scripts:
            self.scripts[path] = jedi.Script(self.code(path), path=path, project=self.project)
        return self.scripts[path]

    def tree(self, path):
        if path not in self.trees:
            try:
                self.trees[path] = parso.parse(self.code(path))
            except (OSError, UnicodeDecodeError):
                self.trees[path] = None
        return self.trees[path]

    def name_at(self, path, line, column):
        """The name leaf that starts at (line, column), if any."""
        if path not in self.positions:
            tree = self.tree(path)
            used = tree.get_used_names().values() if tree else []
            self.positions[path] = {leaf.start_pos: leaf for leaves in used for leaf in leaves}
        return self.positions[path].get((line, column))

    def inside(self, path):
        return path is not None and not os.path.relpath(str(path), self.root).startswith("..")

    def use(self, path, line):
        return f"{os.path.relpath(str(path), self.root)}:{line}"

    def classes_of(self, path, leaf):
        """The classes of the repository a name leaf of `path` resolves to, as (path, classdef)."""
        found = []
        for name in self.script(path).goto(leaf.line, leaf.column, follow_imports=True):
            if name.type != "class" or not self.inside(name.module_path):
                continue
            target = self.name_at(str(name.module_path), name.line, name.column)
            if target is not None and target.parent.type == "classdef":
                found.append((str(name.module_path), target.parent))
        return found

    def ancestors(self, path, classdef):
        """The classes of the repository a class derives from, nearest first (itself left out)."""
        key = (path, classdef.start_pos)
        if key not in self.ancestry:
            self.ancestry[key] = []  # a cycle ends here
            found = []
            for base in bases_of(classdef):
                for parent in self.classes_of(path, base):
                    found.append(parent)
                    found.extend(self.ancestors(*parent))
            self.ancestry[key] = found
        return self.ancestry[key]

    def derives(self, path, line, classdef_key):
        """Whether the class declared at (path, line) is the class `classdef_key` or derives from it."""
        tree = self.tree(path)
        if tree is None:
            return False
        for node in classdefs(tree):
            if node.name.line == line:
                keys = [(path, node.start_pos)] + [(p, c.start_pos) for p, c in self.ancestors(path, node)]
                return classdef_key in keys
        return False


def classdefs(node):
    """Every class of a module, nested ones too."""
    for child in getattr(node, "children", []):
        if child.type == "classdef":
            yield child
        yield from classdefs(child)


def bases_of(classdef):
    """The name leaves that name a class's bases (`Base`, `pkg.Base`, `Generic[T]`'s `Generic`)."""
    arglist = classdef.get_super_arglist()
    if arglist is None:
        return []
    args = arglist.children[::2] if arglist.type == "arglist" else [arglist]
    names = []
    for arg in args:
        if arg.type == "argument":  # metaclass=..., a keyword
            continue
        last = None
        for leaf in (arg.children if arg.type == "atom_expr" else [arg]):
            if leaf.type == "name":
                last = leaf
            elif leaf.type == "trailer" and leaf.children[0].value == "." and leaf.children[1].type == "name":
                last = leaf.children[1]
            else:
                break
        if last is not None:
            names.append(last)
    return names


def references(sources, path, line, column, keep_definitions=True):
    """jedi's references of the name at (line, column), as uses; and whether one is that very name."""
    found = set()
    declared = False
    for name in sources.script(path).get_references(line, column, scope="project"):
        if name.line is None or not sources.inside(name.module_path):
            continue
        if not keep_definitions and name.is_definition():
            continue
        if str(name.module_path) == path and name.line == line:
            declared = True
        found.add(sources.use(name.module_path, name.line))
    return found, declared


def dispatched(sources, path, leaf):
    """The uses jedi's references leave out of what can run the definition named by `leaf` (see above)."""
    parent = leaf.parent
    if parent.type == "funcdef" and parent.name is leaf:
        owner = search_ancestor(parent, "classdef", "funcdef")
        if owner is None or owner.type != "classdef":
            return set()  # a free function: jedi's references are all
        if leaf.value == "__init__":
            return constructions(sources, path, owner)
        found = set()
        for base_path, base in sources.ancestors(path, owner):
            for method in base.iter_funcdefs():
                if method.name.value == leaf.value:
                    uses, _ = references(sources, base_path, *method.name.start_pos, keep_definitions=False)
                    found |= uses
        return found
    owner = search_ancestor(leaf, "classdef", "funcdef")
    if owner is not None and owner.type == "funcdef":
        # `self.x = ...` in a method: a field of the method's class.
        previous = leaf.get_previous_leaf()
        receiver = previous.get_previous_leaf() if previous is not None and previous.value == "." else None
        owner = search_ancestor(owner, "classdef") if receiver is not None and receiver.value == "self" else None
    if owner is None or owner.type != "classdef" or not leaf.is_definition():
        return set()
    return attribute_uses(sources, leaf.value, (path, owner.start_pos))


def constructions(sources, path, classdef):
    """The calls of a class, `C(...)`, as uses."""
    found = set()
    for name in sources.script(path).get_references(*classdef.name.start_pos, scope="project"):
        if name.line is None or not sources.inside(name.module_path):
            continue
        leaf = sources.name_at(str(name.module_path), name.line, name.column)
        after = leaf.get_next_leaf() if leaf is not None else None
        if after is not None and after.value == "(" and not leaf.is_definition():  # not `class C(Base):`
            found.add(sources.use(name.module_path, name.line))
    return found


def attribute_uses(sources, attribute, classdef_key):
    """Every `receiver.attribute` whose receiver jedi infers to be the class or derived from it."""
    found = set()
    for path in sources.files:
        tree = sources.tree(path)
        for leaf in (tree.get_used_names().get(attribute, []) if tree else []):
            dot = leaf.get_previous_leaf()
            receiver = dot.get_previous_leaf() if dot is not None and dot.value == "." else None
            if receiver is None or receiver.type != "name":
                continue
            try:
                inferred = sources.script(path).infer(receiver.line, receiver.column)
            except Exception:  # a receiver jedi cannot infer: no use
                continue
            for value in inferred:
                if value.type in ("instance", "class") and sources.inside(value.module_path):
                    if sources.derives(str(value.module_path), value.line, classdef_key):
                        found.add(sources.use(path, leaf.line))
                        break
    return found


def main():
    request = json.load(sys.stdin)
    sources = Sources(request["root"])
    answers = []
    for definition in request["definitions"]:
        path = os.path.join(sources.root, definition["path"])
        try:
            found, declared = references(sources, path, definition["line"], definition["column"])
            leaf = sources.name_at(path, definition["line"], definition["column"])
            if declared and leaf is not None:
                found |= dispatched(sources, path, leaf)
        except Exception as error:  # a name jedi cannot follow: no truth
            print(f"jedi: {definition['path']}:{definition['line']}: {error}", file=sys.stderr)
            answers.append(None)
            continue
        answers.append(sorted(found) if declared else None)
    json.dump(answers, sys.stdout)


main()
