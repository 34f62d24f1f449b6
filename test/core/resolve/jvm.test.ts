import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jvmResolver, packageFromPath } from '../../../src/core/resolve/jvm';
import { resolveWith } from '../../helpers/resolve';

test('JVM: the package a path implies, below the innermost source root', () => {
  assert.equal(packageFromPath('app/src/main/java/com/example/app/Main.java'), 'com.example.app');
  assert.equal(packageFromPath('src/test/kotlin/org/demo/DemoTest.kt'), 'org.demo');
  assert.equal(packageFromPath('core/src/main/scala/io/x/Y.scala'), 'io.x');
  assert.equal(packageFromPath('kotlin/a/b/C.kt'), 'a.b');
  assert.equal(packageFromPath('src/util/Strings.java'), 'util');
  assert.equal(packageFromPath('Main.java'), '');
});

test("Java: a single-type import reaches its file, a nested class or static member its outer type's file, a wildcard the package", async () => {
  const resolved = await resolveWith(jvmResolver, 'jvm', {
    'src/main/java/com/shop/App.java':
      'package com.shop;\n\nimport com.shop.model.Order;\nimport com.shop.model.Order.Line;\nimport static com.shop.util.Money.format;\nimport com.shop.service.*;\nimport java.util.List;\n\npublic class App {}\n',
    'src/main/java/com/shop/model/Order.java':
      'package com.shop.model;\n\npublic class Order {\n  public static class Line {}\n}\n',
    'src/main/java/com/shop/model/Customer.java': 'package com.shop.model;\n\npublic class Customer {}\n',
    'src/main/java/com/shop/util/Money.java':
      'package com.shop.util;\n\npublic class Money {\n  public static String format(long cents) { return ""; }\n}\n',
    'src/main/java/com/shop/service/Billing.java': 'package com.shop.service;\n\npublic class Billing {}\n',
  });
  assert.deepEqual(resolved.files('src/main/java/com/shop/App.java'), [
    'src/main/java/com/shop/model/Order.java',
    'src/main/java/com/shop/util/Money.java',
  ]);
  // Its own package, and the wildcard's; java.util is not a package of the repository.
  assert.deepEqual(resolved.scopes('src/main/java/com/shop/App.java'), ['com.shop', 'com.shop.service']);
  assert.equal(resolved.scopeOf('src/main/java/com/shop/model/Customer.java'), 'com.shop.model');
});

test("Kotlin and Scala: a file without a package declaration takes its path's; Scala's chained packages and `_` imports", async () => {
  const resolved = await resolveWith(jvmResolver, 'jvm', {
    'src/main/kotlin/net/app/Main.kt': 'import net.app.data.Repo\n\nfun main() {}\n',
    'src/main/kotlin/net/app/data/Repo.kt': 'class Repo\n',
    'src/main/scala/Core.scala': 'package net\npackage app\n\nimport net.app.data._\n\nobject Core\n',
  });
  assert.equal(resolved.scopeOf('src/main/kotlin/net/app/data/Repo.kt'), 'net.app.data');
  assert.deepEqual(resolved.files('src/main/kotlin/net/app/Main.kt'), ['src/main/kotlin/net/app/data/Repo.kt']);
  assert.equal(resolved.scopeOf('src/main/scala/Core.scala'), 'net.app');
  assert.deepEqual(resolved.scopes('src/main/scala/Core.scala'), ['net.app', 'net.app.data']);
});
