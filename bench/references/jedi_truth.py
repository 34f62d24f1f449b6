"""Python truth for bench:references: jedi's project-wide references of each definition.

Reads {"root": ..., "definitions": [{"path", "line", "column"}]} on stdin; writes one JSON list:
per definition, its references as "path:line" (relative to the root), or null when jedi does not
resolve the name to a definition on that line.
"""
import json
import os
import sys

import jedi


def main():
    request = json.load(sys.stdin)
    root = request["root"]
    # A src/ layout's packages are imported by their names: put src/ on the path.
    src = os.path.join(root, "src")
    project = jedi.Project(root, added_sys_path=[src] if os.path.isdir(src) else [])
    answers = []
    for definition in request["definitions"]:
        path = os.path.join(root, definition["path"])
        try:
            with open(path, encoding="utf-8") as file:
                code = file.read()
            script = jedi.Script(code, path=path, project=project)
            names = script.get_references(definition["line"], definition["column"], scope="project")
        except Exception as error:  # a name jedi cannot follow: no truth
            print(f"jedi: {definition['path']}:{definition['line']}: {error}", file=sys.stderr)
            answers.append(None)
            continue
        found = set()
        declared = False
        for name in names:
            if name.module_path is None or name.line is None:
                continue
            relative = os.path.relpath(str(name.module_path), root)
            if relative.startswith(".."):
                continue
            if relative == definition["path"] and name.line == definition["line"]:
                declared = True
            found.add(f"{relative}:{name.line}")
        answers.append(sorted(found) if declared else None)
    json.dump(answers, sys.stdout)


main()
