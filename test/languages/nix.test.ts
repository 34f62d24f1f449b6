import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic file: a function of a package set with defaults, a let with `inherit (lib)`, an
// import of another file, helper functions (a set pattern with defaults, a curried lambda), and the
// set it evaluates to (`rec`) with packages built by calls, a Docker image and a shell.
const SOURCE = `# The shop's package set: the server, its CLI and a development shell.
{ pkgs ? import <nixpkgs> { }
, lib ? pkgs.lib
, version ? "1.4.0"
}:

let
  inherit (lib) optional optionalString;
  common = import ./nix/common.nix { inherit pkgs; };
  src = lib.cleanSource ./.;

  mkShopPackage = { pname, subdir, extraInputs ? [ ] }:
    pkgs.buildGoModule {
      inherit pname version src;
      modRoot = subdir;
      vendorHash = common.vendorHash;
      nativeBuildInputs = [ pkgs.pkg-config ] ++ extraInputs;
      ldflags = [ "-s" "-w" "-X main.version=\${version}" ];
      meta = with lib; {
        description = "Shop \${pname}";
        license = licenses.mit;
      };
    };

  withTests = drv: drv.overrideAttrs (old: {
    doCheck = true;
    checkPhase = ''
      runHook preCheck
      go test ./...
      runHook postCheck
    '';
  });
in
rec {
  server = withTests (mkShopPackage {
    pname = "shop-server";
    subdir = "server";
    extraInputs = optional pkgs.stdenv.isLinux pkgs.systemd;
  });

  cli = mkShopPackage { pname = "shop-cli"; subdir = "cli"; };

  docker = pkgs.dockerTools.buildLayeredImage {
    name = "shop";
    tag = version;
    contents = [ server pkgs.cacert ];
    config.Cmd = [ "\${server}/bin/shop-server" ];
  };

  shell = pkgs.mkShell {
    inputsFrom = [ server cli ];
    packages = with pkgs; [ go gopls common.linters ];
    shellHook = optionalString (common ? banner) common.banner;
  };
}
`;

test('nix: definitions', async () => {
  const tags = await tagsOf('nix', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'common', kind: 'variable', line: 9, signature: 'common = import ./nix/common.nix' },
    { name: 'src', kind: 'variable', line: 10, signature: 'src = lib.cleanSource ./.' },
    {
      name: 'mkShopPackage',
      kind: 'function',
      line: 12,
      signature: 'mkShopPackage = { pname, subdir, extraInputs ? [] }',
    },
    { name: 'withTests', kind: 'function', line: 25, signature: 'withTests = drv' },
    { name: 'server', kind: 'variable', line: 35, signature: 'server = withTests' },
    { name: 'cli', kind: 'variable', line: 41, signature: 'cli = mkShopPackage' },
    { name: 'docker', kind: 'variable', line: 43, signature: 'docker = pkgs.dockerTools.buildLayeredImage' },
    { name: 'shell', kind: 'variable', line: 50, signature: 'shell = pkgs.mkShell' },
  ]);
});

test('nix: references', async () => {
  const tags = await tagsOf('nix', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '8 import optional',
    '8 import optionalString',
    '10 call cleanSource',
    '13 call buildGoModule',
    '25 call overrideAttrs',
    '35 call mkShopPackage',
    '35 call withTests',
    '38 call optional',
    '41 call mkShopPackage',
    '43 call buildLayeredImage',
    '50 call mkShell',
    '53 call optionalString',
  ]);
  assert.deepEqual(modulesOf(tags), ['9 ./nix/common.nix']);
});

// What must not be tagged: the file's parameters, the arguments of a derivation (a nested set, so
// `pname`, `src`, `meta.description`), a nested `let … in`, builtins called bare (toString). A file
// that evaluates to a call has only its let bindings as definitions.
const NOISE = `{ pkgs, lib, ... }:

let
  helper = name: builtins.toUpper name;
in
pkgs.stdenv.mkDerivation (finalAttrs: {
  pname = "noise";
  version = "0.1";
  src = ./.;
  buildPhase = let inner = "x"; in ''
    echo \${inner} \${helper "y"}
  '';
  meta.description = toString finalAttrs.version;
})
`;

test('nix: no parameters, nested bindings or builtins', async () => {
  const tags = await tagsOf('nix', NOISE);
  assert.deepEqual(defsOf(tags), [{ name: 'helper', kind: 'function', line: 4, signature: 'helper = name' }]);
  assert.deepEqual(refsOf(tags), ['4 call toUpper', '6 call mkDerivation', '11 call helper']);
});

test('nix: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/default.nix': ['{ lib }:', '{', '  mkShopService = name: { inherit name; enable = true; };', '}', ''].join(
        '\n',
      ),
      'services/web.nix': ['{ shopLib }:', '{', '  web = shopLib.mkShopService "web";', '}', ''].join('\n'),
    },
    'services/web.nix -> lib/default.nix',
    /mkShopService = name/,
  );
});

// A file that is one call (a shell.nix, a package's default.nix) is outlined by the call's set.
test('nix: a file that is one call defines the bindings of its set', async () => {
  const tags = await tagsOf(
    'nix',
    '{ pkgs ? import <nixpkgs> { } }:\npkgs.mkShell {\n  packages = with pkgs; [ go gopls ];\n  shellHook = ""\n    export GOFLAGS=-mod=vendor\n  "";\n}\n'.replace(
      /""/g,
      "''",
    ),
  );
  assert.deepEqual(defsOf(tags), [
    { name: 'packages', kind: 'variable', line: 3, signature: 'packages = with pkgs' },
    { name: 'shellHook', kind: 'variable', line: 4, signature: 'shellHook' },
  ]);
  assert.deepEqual(refsOf(tags), ['2 call mkShell']);
});
