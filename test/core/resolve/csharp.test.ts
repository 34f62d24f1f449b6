import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csharpResolver } from '../../../src/core/resolve/csharp';
import { resolveWith } from '../../helpers/resolve';

test("C#: a file sees its namespace and the enclosing ones; `using A.B;` reaches the namespace; `using static` and aliases reach the type's file", async () => {
  const resolved = await resolveWith(csharpResolver, 'c_sharp', {
    'Shop/Web/Controller.cs':
      'using System;\nusing Shop.Data;\nusing static Shop.Util.Money;\nusing Clock = Shop.Util.Clock;\n\nnamespace Shop.Web;\n\npublic class Controller {}\n',
    'Shop/Data/Repo.cs': 'namespace Shop.Data\n{\n    public class Repo {}\n}\n',
    'Shop/Util/Money.cs': 'namespace Shop.Util\n{\n    public static class Money {}\n}\n',
    'Shop/Util/Clock.cs': 'namespace Shop.Util\n{\n    public class Clock {}\n}\n',
    'Shop/Util/Unused.cs': 'namespace Shop.Util\n{\n    public class Unused {}\n}\n',
    'Program.cs': 'using global::Shop.Data;\n\nclass Program {}\n',
  });
  assert.equal(resolved.scopeOf('Shop/Web/Controller.cs'), 'Shop.Web');
  assert.equal(resolved.scopeOf('Program.cs'), '');
  assert.deepEqual(resolved.files('Shop/Web/Controller.cs'), ['Shop/Util/Clock.cs', 'Shop/Util/Money.cs']);
  // System is not a namespace of the repository.
  assert.deepEqual(resolved.scopes('Shop/Web/Controller.cs'), ['', 'Shop', 'Shop.Data', 'Shop.Web']);
  assert.deepEqual(resolved.scopes('Program.cs'), ['', 'Shop.Data']);
});
