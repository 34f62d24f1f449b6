// Go truth for bench:references: the uses of definitions, by go/types.
//
//	gotruth ROOT < definitions.json > uses.json
//
// Reads [{"path", "line", "name"}] (paths relative to ROOT); writes, per definition, the
// "path:line" of every identifier that go/types resolves to it (Info.Uses, selectors included) and,
// for a method, of every call through an interface of the module that its type implements (a use
// of the interface's method of that name), or null when no object of that name is declared on that line. Every package under ROOT is
// type-checked from source, with its in-package tests, then its external tests: imports under the
// module's path from source too, the standard library from the toolchain's export data, anything
// else as an empty package. Type errors are ignored (external packages are missing).
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/build/constraint"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type definition struct {
	Path string `json:"path"`
	Line int    `json:"line"`
	Name string `json:"name"`
}

type checker struct {
	root    string
	build   build.Context
	module  string
	fset    *token.FileSet
	std     types.Importer
	parsed  map[string]*ast.File
	checked map[string]*types.Package
	// The definitions asked about, by "path:line:name", and what was found of each.
	wanted   map[string]int
	declared []bool
	uses     []map[string]bool
	// The methods asked about, by definition, and every use of an interface's method, by name:
	// a call through an interface is a use of the methods of the types that implement it.
	methods  map[int]*types.Func
	dispatch map[string][]dispatched
}

// dispatched is a use ("path:line") of an interface's method.
type dispatched struct {
	use    string
	method *types.Func
}

// key names an object by where it is declared: the file (relative to the root), line and name.
func (c *checker) key(pos token.Pos, name string) string {
	p := c.fset.Position(pos)
	rel, err := filepath.Rel(c.root, p.Filename)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s:%d:%s", filepath.ToSlash(rel), p.Line, name)
}

// files parses a directory's Go files that build on linux/amd64 with the repository's own tags
// (see ownTags): its package's, its in-package tests', and its external tests' (package x_test).
func (c *checker) files(dir string) (pkg, tests, external []*ast.File) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || !strings.HasSuffix(name, ".go") {
			continue
		}
		if ok, err := c.build.MatchFile(dir, name); err != nil || !ok {
			continue
		}
		path := filepath.Join(dir, name)
		file, found := c.parsed[path]
		if !found {
			file, _ = parser.ParseFile(c.fset, path, nil, parser.SkipObjectResolution)
			c.parsed[path] = file
		}
		if file == nil {
			continue
		}
		switch {
		case !strings.HasSuffix(name, "_test.go"):
			pkg = append(pkg, file)
		case strings.HasSuffix(file.Name.Name, "_test"):
			external = append(external, file)
		default:
			tests = append(tests, file)
		}
	}
	return
}

// check type-checks files as the package at path, recording the uses of the wanted definitions.
func (c *checker) check(path string, files []*ast.File) *types.Package {
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	config := types.Config{Importer: c, Error: func(error) {}, FakeImportC: true}
	pkg, _ := config.Check(path, c.fset, files, info)
	for ident, obj := range info.Defs {
		if obj == nil {
			continue
		}
		if at, ok := c.wanted[c.key(ident.Pos(), ident.Name)]; ok {
			c.declared[at] = true
			if method, ok := obj.(*types.Func); ok && method.Type().(*types.Signature).Recv() != nil {
				c.methods[at] = method
			}
		}
	}
	for ident, obj := range info.Uses {
		if !obj.Pos().IsValid() {
			continue
		}
		at, ok := c.wanted[c.key(obj.Pos(), obj.Name())]
		method, isFunc := obj.(*types.Func)
		if !ok && !(isFunc && c.ownInterface(method)) {
			continue
		}
		p := c.fset.Position(ident.Pos())
		rel, err := filepath.Rel(c.root, p.Filename)
		if err != nil {
			continue
		}
		use := fmt.Sprintf("%s:%d", filepath.ToSlash(rel), p.Line)
		if ok {
			c.uses[at][use] = true
		} else {
			c.dispatch[method.Name()] = append(c.dispatch[method.Name()], dispatched{use, method})
		}
	}
	return pkg
}

// ownInterface says whether a method is the method of an interface the module declares (a call
// through an interface of another module, io.Writer's Write, is not counted as a use of every type
// with such a method).
func (c *checker) ownInterface(method *types.Func) bool {
	recv := method.Type().(*types.Signature).Recv()
	pkg := method.Pkg()
	return recv != nil && types.IsInterface(recv.Type()) && pkg != nil && c.module != "" &&
		(pkg.Path() == c.module || strings.HasPrefix(pkg.Path(), c.module+"/"))
}

// dispatchedUses adds to each method asked about the uses of the module's interfaces' methods of
// its name that its type (or a pointer to it) implements.
func (c *checker) dispatchedUses() {
	for at, method := range c.methods {
		recv := method.Type().(*types.Signature).Recv().Type()
		if pointer, ok := recv.(*types.Pointer); ok {
			recv = pointer.Elem()
		}
		if types.IsInterface(recv) {
			continue
		}
		for _, d := range c.dispatch[method.Name()] {
			iface, ok := d.method.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface)
			if ok && implements(recv, iface) {
				c.uses[at][d.use] = true
			}
		}
	}
}

// implements says whether a type or a pointer to it implements an interface; where go/types says
// no, whether the pointer has each of its methods with the same written signature (a type of a
// package outside the module is missing here, and go/types takes no two such types for one).
func implements(t types.Type, iface *types.Interface) bool {
	pointer := types.NewPointer(t)
	if types.Implements(t, iface) || types.Implements(pointer, iface) {
		return true
	}
	methods := types.NewMethodSet(pointer)
	for i := 0; i < iface.NumMethods(); i++ {
		want := iface.Method(i)
		found := methods.Lookup(want.Pkg(), want.Name())
		if found == nil || types.TypeString(found.Obj().Type(), nil) != types.TypeString(want.Type(), nil) {
			return false
		}
	}
	return iface.NumMethods() > 0
}

// Import gives the module's packages from source, the standard library's from export data, and
// an empty package for the rest.
func (c *checker) Import(path string) (*types.Package, error) {
	if pkg, ok := c.checked[path]; ok {
		if pkg == nil { // an import cycle
			return nil, fmt.Errorf("import cycle through %s", path)
		}
		return pkg, nil
	}
	if c.module != "" && (path == c.module || strings.HasPrefix(path, c.module+"/")) {
		c.checked[path] = nil
		dir := filepath.Join(c.root, filepath.FromSlash(strings.TrimPrefix(path, c.module)))
		files, _, _ := c.files(dir)
		pkg := c.check(path, files)
		c.checked[path] = pkg
		return pkg, nil
	}
	if !strings.Contains(strings.Split(path, "/")[0], ".") {
		if pkg, err := c.std.Import(path); err == nil {
			c.checked[path] = pkg
			return pkg, nil
		}
	}
	name := filepath.Base(path)
	if strings.HasPrefix(name, "v") && len(path) > len(name)+1 { // a major version's suffix: gopkg.in/x/v2
		name = filepath.Base(filepath.Dir(path))
	}
	name = strings.TrimPrefix(strings.TrimSuffix(name, ".go"), "go-")
	pkg := types.NewPackage(path, strings.ReplaceAll(name, "-", "_"))
	pkg.MarkComplete()
	c.checked[path] = pkg
	return pkg, nil
}

func modulePath(root string) string {
	data, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(data), "\n") {
		if fields := strings.Fields(line); len(fields) == 2 && fields[0] == "module" {
			return strings.Trim(fields[1], `"`)
		}
	}
	return ""
}

func main() {
	root, err := filepath.Abs(os.Args[1])
	if err != nil {
		panic(err)
	}
	var defs []definition
	if err := json.NewDecoder(os.Stdin).Decode(&defs); err != nil {
		panic(err)
	}
	c := &checker{
		root:     root,
		build:    build.Default,
		module:   modulePath(root),
		fset:     token.NewFileSet(),
		std:      importer.Default(),
		parsed:   map[string]*ast.File{},
		checked:  map[string]*types.Package{},
		wanted:   map[string]int{},
		declared: make([]bool, len(defs)),
		uses:     make([]map[string]bool, len(defs)),
		methods:  map[int]*types.Func{},
		dispatch: map[string][]dispatched{},
	}
	c.build.BuildTags = ownTags(root)
	for at, def := range defs {
		c.wanted[fmt.Sprintf("%s:%d:%s", def.Path, def.Line, def.Name)] = at
		c.uses[at] = map[string]bool{}
	}
	var dirs []string
	filepath.WalkDir(root, func(path string, entry os.DirEntry, err error) error {
		if err != nil || !entry.IsDir() {
			return nil
		}
		name := entry.Name()
		if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor" || name == "node_modules") {
			return filepath.SkipDir
		}
		dirs = append(dirs, path)
		return nil
	})
	for _, dir := range dirs {
		rel, _ := filepath.Rel(root, dir)
		path := c.module
		if rel != "." {
			path += "/" + filepath.ToSlash(rel)
		}
		pkg, tests, external := c.files(dir)
		if len(pkg)+len(tests) > 0 {
			if len(tests) == 0 {
				c.Import(path) // checked once, as the others import it
			} else {
				c.check(path, append(append([]*ast.File{}, pkg...), tests...))
			}
		}
		if len(external) > 0 {
			c.check(path+"_test", external)
		}
	}
	c.dispatchedUses()
	answers := make([][]string, len(defs))
	for at := range defs {
		if !c.declared[at] {
			continue
		}
		answers[at] = []string{}
		for use := range c.uses[at] {
			answers[at] = append(answers[at], use)
		}
		sort.Strings(answers[at])
	}
	if err := json.NewEncoder(os.Stdout).Encode(answers); err != nil {
		panic(err)
	}
}

// platforms are the values of GOOS and GOARCH (go/build's lists), and the toolchain's own tags.
var platforms = map[string]bool{}

func init() {
	for _, tag := range strings.Fields(`aix android darwin dragonfly freebsd hurd illumos ios js linux nacl
		netbsd openbsd plan9 solaris wasip1 windows zos 386 amd64 amd64p32 arm armbe arm64 arm64be
		loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390
		s390x sparc sparc64 wasm unix cgo gc gccgo ignore`) {
		platforms[tag] = true
	}
}

// ownTags are the tags the repository's build lines name that are no platform's nor a Go
// version's (`//go:build integration`): its files that need them are its code too, and are taken
// as if they were set. Files for other platforms, and those marked `ignore`, are still left out.
func ownTags(root string) []string {
	seen := map[string]bool{}
	var visit func(expr constraint.Expr)
	visit = func(expr constraint.Expr) {
		switch x := expr.(type) {
		case *constraint.TagExpr:
			if !platforms[x.Tag] && !strings.HasPrefix(x.Tag, "go1.") {
				seen[x.Tag] = true
			}
		case *constraint.NotExpr:
			visit(x.X)
		case *constraint.AndExpr:
			visit(x.X)
			visit(x.Y)
		case *constraint.OrExpr:
			visit(x.X)
			visit(x.Y)
		}
	}
	filepath.WalkDir(root, func(path string, entry fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if entry.IsDir() {
			if name := entry.Name(); name == ".git" || name == "vendor" || name == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "package ") {
				break
			}
			if constraint.IsGoBuild(line) {
				if expr, err := constraint.Parse(line); err == nil {
					visit(expr)
				}
			}
		}
		return nil
	})
	tags := make([]string, 0, len(seen))
	for tag := range seen {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	return tags
}
