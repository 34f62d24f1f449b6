import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cResolver } from '../../../src/core/resolve/c';
import { resolveWith } from '../../helpers/resolve';

test('C: a quoted include looks next to the file first, then in include/ directories (nearest wins); an angled one only there; system headers reach nothing', async () => {
  const resolved = await resolveWith(cResolver, 'c', {
    'net/src/socket.c': '#include "socket.h"\n#include "net/buffer.h"\n#include <stdio.h>\n',
    'net/src/socket.h': '',
    'net/include/net/buffer.h': '',
    'include/net/buffer.h': '',
    'include/common.h': '',
    'app/main.c': '#include <common.h>\n#include <socket.h>\n',
  });
  assert.deepEqual(resolved.files('net/src/socket.c'), ['net/include/net/buffer.h', 'net/src/socket.h']);
  // Angled: the include directories only, never net/src/ where socket.h is.
  assert.deepEqual(resolved.files('app/main.c'), ['include/common.h']);
});

test('C++: include directories named by CMakeLists.txt come first, with their variables and generator expressions', async () => {
  const sources = {
    'src/main.cpp': '#include "config.hpp"\n#include "api.hpp"\n#include "gen.hpp"\n',
    'third/config.hpp': '',
    'include/config.hpp': '',
    'modules/api/public/api.hpp': '',
    'install/gen.hpp': '',
  };
  const resolved = await resolveWith(cResolver, 'c', sources, {
    'CMakeLists.txt': '# top\ninclude_directories(third)\nadd_subdirectory(modules/api)\n',
    'modules/api/CMakeLists.txt':
      'target_include_directories(api PUBLIC\n  $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/public>\n  $<INSTALL_INTERFACE:install>\n)\n',
  });
  assert.deepEqual(resolved.files('src/main.cpp'), ['modules/api/public/api.hpp', 'third/config.hpp']);
});

test('C: compile_commands.json -I flags, its absolute paths matched to the repository by a compiled file', async () => {
  const resolved = await resolveWith(
    cResolver,
    'c',
    { 'src/main.c': '#include "util.h"\n', 'vendor/util/util.h': '' },
    {
      'compile_commands.json': JSON.stringify([
        {
          directory: '/home/dev/repo/build',
          file: '../src/main.c',
          command: 'cc -I/home/dev/repo/vendor/util -I /usr/include -c ../src/main.c',
        },
      ]),
    },
  );
  assert.deepEqual(resolved.files('src/main.c'), ['vendor/util/util.h']);
});
