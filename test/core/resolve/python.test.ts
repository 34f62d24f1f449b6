import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pythonResolver } from '../../../src/core/resolve/python';
import { resolveWith } from '../../helpers/resolve';

test("Python: relative imports count dots from the file's package; `from pkg import mod` reaches the submodule", async () => {
  const resolved = await resolveWith(pythonResolver, 'python', {
    'shop/api/views.py': 'from .models import Order\nfrom ..core import db\nfrom . import serializers\n',
    'shop/api/models.py': 'class Order: pass\n',
    'shop/api/serializers.py': 'def dump(): pass\n',
    'shop/api/__init__.py': '',
    'shop/core/__init__.py': '',
    'shop/core/db.py': 'def connect(): pass\n',
  });
  assert.deepEqual(resolved.files('shop/api/views.py'), [
    'shop/api/__init__.py',
    'shop/api/models.py',
    'shop/api/serializers.py',
    'shop/core/__init__.py',
    'shop/core/db.py',
  ]);
});

test('Python: absolute modules from the root and from src/; the standard library reaches nothing', async () => {
  const resolved = await resolveWith(pythonResolver, 'python', {
    'src/tool/cli.py': 'import tool.config\nfrom tool.parsing import parse\nimport os.path\nimport json\n',
    'src/tool/__init__.py': '',
    'src/tool/config.py': 'X = 1\n',
    'src/tool/parsing.py': 'def parse(): pass\n',
    'scripts/run.py': 'import tool.config\n',
  });
  assert.deepEqual(resolved.files('src/tool/cli.py'), ['src/tool/config.py', 'src/tool/parsing.py']);
  assert.deepEqual(resolved.files('scripts/run.py'), ['src/tool/config.py']);
});

test('Python: pyproject.toml roots (setuptools package-dir and find.where, poetry packages)', async () => {
  const sources = {
    'app/main.py': 'import engine.core\nimport widgets.button\nimport plugins.extra\n',
    'lib/engine_src/core.py': 'def run(): pass\n',
    'python/widgets/button.py': 'class Button: pass\n',
    'packages/plugins/extra.py': 'def hook(): pass\n',
  };
  const resolved = await resolveWith(pythonResolver, 'python', sources, {
    'pyproject.toml':
      '[tool.setuptools.package-dir]\nengine = "lib/engine_src"\n\n[tool.setuptools.packages.find]\nwhere = ["python"]\n\n[tool.poetry]\npackages = [{ include = "plugins", from = "packages" }]\n',
  });
  assert.deepEqual(resolved.files('app/main.py'), [
    'lib/engine_src/core.py',
    'packages/plugins/extra.py',
    'python/widgets/button.py',
  ]);
  // Without the manifest, the dotted-suffix fallback finds the two whose directories carry the package's name, not the renamed one.
  const plain = await resolveWith(pythonResolver, 'python', sources);
  assert.deepEqual(plain.files('app/main.py'), ['packages/plugins/extra.py', 'python/widgets/button.py']);
});

test('Python: a namespace package (no __init__.py) is a directory, not a module found by suffix elsewhere', async () => {
  const resolved = await resolveWith(pythonResolver, 'python', {
    'main.py': 'import ns\nfrom ns import plugin\n',
    'ns/plugin.py': 'def load(): pass\n',
    'vendor/other/ns.py': 'X = 1\n',
  });
  assert.deepEqual(resolved.files('main.py'), ['ns/plugin.py']);
});

test('Python: __init__ files are barrels; a relative import above the root reaches nothing', async () => {
  const resolved = await resolveWith(pythonResolver, 'python', {
    'top.py': 'from ... import far\n',
    'pkg/__init__.py': '',
    'pkg/__init__.pyi': '',
  });
  assert.equal(resolved.isBarrel('pkg/__init__.py'), true);
  assert.equal(resolved.isBarrel('pkg/__init__.pyi'), true);
  assert.equal(resolved.isBarrel('pkg/init.py'), false);
  assert.deepEqual(resolved.files('top.py'), []);
});
