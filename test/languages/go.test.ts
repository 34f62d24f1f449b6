import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// A realistic file: grouped and single imports (one aliased), package-level const/var, an interface
// with method specs, a struct with an embedded field, a func type, an alias, a generic struct,
// functions and methods with receivers, composite literals, new(T), member calls.
const SOURCE = `// Package server accepts connections and dispatches them to handlers.
package server

import (
	"context"
	"encoding/json"
	"errors"
	stdhttp "net/http"
	"sync"
)

const MaxConns = 128

const (
	defaultPort = 8080
	readTimeout = 30
)

var ErrClosed = errors.New("server closed")

// Handler serves one request.
type Handler interface {
	Serve(ctx context.Context, req *Request) (*Response, error)
	Name() string
}

// Server owns the listener and its handlers.
type Server struct {
	Addr     string
	handlers map[string]Handler
	mu       sync.Mutex
	*Stats
}

type HandlerFunc func(ctx context.Context, req *Request) (*Response, error)

type Registry = map[string]Handler

type Cache[K comparable, V any] struct {
	items map[K]V
}

func NewServer(addr string) *Server {
	s := &Server{Addr: addr, handlers: map[string]Handler{}}
	s.Stats = new(Stats)
	return s
}

func (s *Server) Register(h Handler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.handlers[h.Name()] = h
}

func (s *Server) Serve(l stdhttp.Listener) error {
	var served int
	for {
		conn, err := l.Accept()
		if err != nil {
			return wrap(err)
		}
		served++
		go s.dispatch(conn, Cache[string, int]{})
	}
}

func (f HandlerFunc) Serve(ctx context.Context, req *Request) (*Response, error) {
	return f(ctx, req)
}

func wrap(err error) error {
	if errors.Is(err, stdhttp.ErrServerClosed) {
		return ErrClosed
	}
	return err
}

func (s *Server) Snapshot() ([]byte, error) {
	return json.Marshal(s.Stats)
}
`;

test('go: definitions', async () => {
  const tags = await tagsOf('go', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'MaxConns', kind: 'constant', line: 12, signature: 'const MaxConns = 128' },
    { name: 'defaultPort', kind: 'constant', line: 15, signature: 'defaultPort = 8080' },
    { name: 'readTimeout', kind: 'constant', line: 16, signature: 'readTimeout = 30' },
    { name: 'ErrClosed', kind: 'variable', line: 19, signature: 'var ErrClosed = errors.New("server closed")' },
    { name: 'Handler', kind: 'interface', line: 22, signature: 'type Handler interface' },
    {
      name: 'Serve',
      kind: 'method',
      line: 23,
      signature: 'Serve(ctx context.Context, req *Request) (*Response, error)',
    },
    { name: 'Name', kind: 'method', line: 24, signature: 'Name() string' },
    { name: 'Server', kind: 'struct', line: 28, signature: 'type Server struct' },
    { name: 'Addr', kind: 'field', line: 29, signature: 'Addr string' },
    { name: 'handlers', kind: 'field', line: 30, signature: 'handlers map[string]Handler' },
    { name: 'mu', kind: 'field', line: 31, signature: 'mu sync.Mutex' },
    {
      name: 'HandlerFunc',
      kind: 'type',
      line: 35,
      signature: 'type HandlerFunc func(ctx context.Context, req *Request) (*Response, error)',
    },
    { name: 'Registry', kind: 'type', line: 37, signature: 'type Registry = map[string]Handler' },
    { name: 'Cache', kind: 'struct', line: 39, signature: 'type Cache[K comparable, V any] struct' },
    { name: 'items', kind: 'field', line: 40, signature: 'items map[K]V' },
    { name: 'NewServer', kind: 'function', line: 43, signature: 'func NewServer(addr string) *Server' },
    { name: 'Register', kind: 'method', line: 49, signature: 'func (s *Server) Register(h Handler)' },
    { name: 'Serve', kind: 'method', line: 55, signature: 'func (s *Server) Serve(l stdhttp.Listener) error' },
    {
      name: 'Serve',
      kind: 'method',
      line: 67,
      signature: 'func (f HandlerFunc) Serve(ctx context.Context, req *Request) (*Response, error)',
    },
    { name: 'wrap', kind: 'function', line: 71, signature: 'func wrap(err error) error' },
    { name: 'Snapshot', kind: 'method', line: 78, signature: 'func (s *Server) Snapshot() ([]byte, error)' },
  ]);
});

test('go: references', async () => {
  const tags = await tagsOf('go', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '5 import context',
    '6 import json',
    '7 import errors',
    '8 import stdhttp',
    '9 import sync',
    '19 qualified New',
    '23 type Context',
    '23 type Request',
    '23 type Response',
    '30 type Handler',
    '31 type Mutex',
    '32 inherit Stats',
    '35 type Context',
    '35 type Request',
    '35 type Response',
    '37 type Handler',
    '40 type K',
    '40 type V',
    '43 type Server',
    '44 value Addr',
    '44 type Handler',
    '44 new Server',
    '44 value handlers',
    '45 new Stats',
    '49 type Handler',
    '49 type Server',
    '50 method Lock',
    '51 method Unlock',
    '52 method Name',
    '55 type Listener',
    '55 type Server',
    '58 method Accept',
    '60 call wrap',
    '63 new Cache',
    '63 method dispatch',
    '67 type Context',
    '67 type HandlerFunc',
    '67 type Request',
    '67 type Response',
    '72 value ErrServerClosed',
    '72 qualified Is',
    '73 value ErrClosed',
    '78 type Server',
    '79 qualified Marshal',
    '79 value Stats',
  ]);
});

// What must not be tagged: locals, parameters, local types, blank identifiers, builtins, predeclared
// types and conversions to them (`any(buf)`); blank and dot imports still name their package.
const NOISE = `package noise

import (
	_ "embed"
	. "strings"
)

var _ Handler = (*Server)(nil)

func run(xs []string) {
	type local struct{ item Elem }
	const limit = 1
	var buf = make([]Item, len(xs))
	n := new(int)
	m := new(Item)
	switch v := any(buf).(type) {
	case *Foo, pkg.Bar:
		_ = v
	}
	_, _ = n, m
}
`;

test('go: no locals, parameters, builtins or predeclared types', async () => {
  const tags = await tagsOf('go', NOISE);
  assert.deepEqual(defsOf(tags), [{ name: 'run', kind: 'function', line: 10, signature: 'func run(xs []string)' }]);
  assert.deepEqual(refsOf(tags), [
    '4 import embed',
    '5 import strings',
    '8 type Handler',
    '8 value Server',
    '11 type Elem',
    '13 type Item',
    '15 new Item',
    '17 type Bar',
    '17 type Foo',
  ]);
});
