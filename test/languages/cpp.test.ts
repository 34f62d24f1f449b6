import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the fixture's first line (the template literal starts with it).
const SOURCE = `#include <memory>
#include <string>
#include <vector>

namespace store {

using Key = std::string;
constexpr int kMaxShards = 8;
typedef std::vector<Key> KeyList;

enum class Mode : int { ReadOnly, ReadWrite };

struct Options {
  Mode mode = Mode::ReadWrite;
  int shards;
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual bool Get(const Key &key, std::string *value) const = 0;
};

template <typename T>
class Cache : public Backend, private Counter<T> {
 public:
  explicit Cache(const Options &options);
  ~Cache() override;
  bool Get(const Key &key, std::string *value) const override;
  size_t Size() const { return entries_.size(); }
  template <typename F> void ForEach(F fn);

 private:
  std::vector<Entry<T>> entries_;
  Options options_;
};

template <typename T>
Cache<T>::Cache(const Options &options) : options_(options) {
  entries_.reserve(options.shards);
}

template <typename T>
bool Cache<T>::Get(const Key &key, std::string *value) const {
  auto it = detail::Find(entries_, key);
  if (it == entries_.end()) return false;
  *value = it->Load<std::string>();
  return Record(key);
}

std::unique_ptr<Backend> MakeBackend(const Options &options) {
  auto *raw = new Cache<int>(options);
  Logger log(raw, "store");
  log.Info("created");
  return std::unique_ptr<Backend>(raw);
}

auto square = [](int x) { return x * x; };

}  // namespace store

int main(int argc, char **argv) {
  store::Options options{};
  auto backend = store::MakeBackend(options);
  std::string value;
  return backend->Get("k", &value) ? 0 : 1;
}
`;

test('cpp: classes, templates, methods in and out of class, namespaces and references', async () => {
  const tags = await tagsOf('cpp', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'store', kind: 'module', line: 5, signature: 'namespace store' },
    { name: 'Key', kind: 'type', line: 7, signature: 'using Key = std::string' },
    { name: 'kMaxShards', kind: 'constant', line: 8, signature: 'constexpr int kMaxShards = 8' },
    { name: 'KeyList', kind: 'type', line: 9, signature: 'typedef std::vector<Key> KeyList' },
    { name: 'Mode', kind: 'enum', line: 11, signature: 'enum class Mode : int' },
    { name: 'Options', kind: 'struct', line: 13, signature: 'struct Options' },
    { name: 'Backend', kind: 'class', line: 18, signature: 'class Backend' },
    { name: '~Backend', kind: 'method', line: 20, signature: 'virtual ~Backend() = default' },
    {
      name: 'Get',
      kind: 'method',
      line: 21,
      signature: 'virtual bool Get(const Key &key, std::string *value) const = 0',
    },
    {
      name: 'Cache',
      kind: 'class',
      line: 25,
      signature: 'template <typename T> class Cache : public Backend, private Counter<T>',
    },
    { name: 'Cache', kind: 'constructor', line: 27, signature: 'explicit Cache(const Options &options)' },
    { name: '~Cache', kind: 'method', line: 28, signature: '~Cache() override' },
    { name: 'Get', kind: 'method', line: 29, signature: 'bool Get(const Key &key, std::string *value) const override' },
    { name: 'Size', kind: 'method', line: 30, signature: 'size_t Size() const' },
    { name: 'ForEach', kind: 'method', line: 31, signature: 'template <typename F> void ForEach(F fn)' },
    { name: 'entries_', kind: 'field', line: 34, signature: 'std::vector<Entry<T>> entries_' },
    { name: 'options_', kind: 'field', line: 35, signature: 'Options options_' },
    {
      name: 'Cache',
      kind: 'constructor',
      line: 39,
      signature: 'template <typename T> Cache<T>::Cache(const Options &options) : options_(options)',
    },
    {
      name: 'Get',
      kind: 'method',
      line: 44,
      signature: 'template <typename T> bool Cache<T>::Get(const Key &key, std::string *value) const',
    },
    {
      name: 'MakeBackend',
      kind: 'function',
      line: 51,
      signature: 'std::unique_ptr<Backend> MakeBackend(const Options &options)',
    },
    { name: 'square', kind: 'function', line: 58, signature: 'auto square = [](int x)' },
    { name: 'main', kind: 'function', line: 62, signature: 'int main(int argc, char **argv)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '7 type string',
    '9 type Key',
    '9 type vector',
    '14 type Mode',
    '21 type Key',
    '21 type string',
    '25 inherit Backend',
    '25 inherit Counter',
    '25 type T',
    '27 type Options',
    '29 type Key',
    '29 type string',
    '30 call size',
    '31 type F',
    '34 type Entry',
    '34 type T',
    '34 type vector',
    '35 type Options',
    '39 type Options',
    '39 type T',
    '40 call reserve',
    '44 type Key',
    '44 type T',
    '44 type string',
    '45 call Find',
    '46 call end',
    '47 call Load',
    '47 type string',
    '48 call Record',
    '51 type Backend',
    '51 type Options',
    '51 type unique_ptr',
    '52 new Cache',
    '53 type Logger',
    '54 call Info',
    '55 type Backend',
    '55 call unique_ptr',
    '63 type Options',
    '64 call MakeBackend',
    '65 type string',
    '66 call Get',
  ]);
});

// C headers are parsed with the C++ grammar: the `#ifdef __cplusplus` / `extern "C" {` idiom nests the
// declarations in a linkage_specification, and functions, typedefs, structs and globals must still come out.
const HEADER = `#ifndef STORE_H
#define STORE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define STORE_VERSION "1.2"
#define STORE_MAX(a, b) ((a) > (b) ? (a) : (b))

typedef struct store store_t;
typedef void (*store_cb)(store_t *store, void *ctx);

typedef struct {
  size_t capacity;
  int flags;
} store_options;

struct store_stats {
  unsigned long hits;
  unsigned long misses;
};

enum store_mode { STORE_RO, STORE_RW };

extern int store_debug;
extern const char *store_names[];

store_t *store_open(const char *path, const store_options *opts);
int store_get(store_t *store, const char *key, char **value);
void store_close(store_t *store);
void store_each(store_t *store, store_cb cb, void *ctx);

static inline int store_is_open(const store_t *store) {
  return store != NULL && store_flags(store) != 0;
}

#ifdef __cplusplus
}
#endif

#endif /* STORE_H */
`;

test('cpp: a plain C header (`.h` goes to cpp) with an `extern "C"` guard', async () => {
  const tags = await tagsOf('cpp', HEADER);
  assert.deepEqual(defsOf(tags), [
    { name: 'STORE_VERSION', kind: 'macro', line: 10, signature: '#define STORE_VERSION "1.2"' },
    { name: 'STORE_MAX', kind: 'macro', line: 11, signature: '#define STORE_MAX(a, b) ((a) > (b) ? (a) : (b))' },
    { name: 'store_t', kind: 'type', line: 13, signature: 'typedef struct store store_t' },
    { name: 'store_cb', kind: 'type', line: 14, signature: 'typedef void (*store_cb)(store_t *store, void *ctx)' },
    { name: 'store_options', kind: 'struct', line: 19, signature: 'typedef struct {…} store_options' },
    { name: 'store_stats', kind: 'struct', line: 21, signature: 'struct store_stats' },
    { name: 'store_mode', kind: 'enum', line: 26, signature: 'enum store_mode' },
    { name: 'store_debug', kind: 'variable', line: 28, signature: 'extern int store_debug' },
    { name: 'store_names', kind: 'variable', line: 29, signature: 'extern const char *store_names[]' },
    {
      name: 'store_open',
      kind: 'function',
      line: 31,
      signature: 'store_t *store_open(const char *path, const store_options *opts)',
    },
    {
      name: 'store_get',
      kind: 'function',
      line: 32,
      signature: 'int store_get(store_t *store, const char *key, char **value)',
    },
    { name: 'store_close', kind: 'function', line: 33, signature: 'void store_close(store_t *store)' },
    {
      name: 'store_each',
      kind: 'function',
      line: 34,
      signature: 'void store_each(store_t *store, store_cb cb, void *ctx)',
    },
    {
      name: 'store_is_open',
      kind: 'function',
      line: 36,
      signature: 'static inline int store_is_open(const store_t *store)',
    },
  ]);
  assert.deepEqual(refsOf(tags), [
    '13 type store',
    '14 type store_t',
    '31 type store_options',
    '31 type store_t',
    '32 type store_t',
    '33 type store_t',
    '34 type store_cb',
    '34 type store_t',
    '36 type store_t',
    '37 call store_flags',
  ]);
});

// Grammar quirks: `class UTIL_EXPORT Socket {…}` parses as a function definition whose body is a block; the
// query takes it back as the class and its member functions as methods, but the member right after
// `public:` is swallowed by a label (here the constructor declaration, which comes out as a call).
// Locals (`buffer`, `local`) are not definitions.
const QUIRKS = `#include "util/api.h"

namespace util::net {

using std::string;

class UTIL_EXPORT Socket : public Stream {
 public:
  explicit Socket(int fd);
  void Close() { impl::Shutdown(fd_); }
  bool Send(const Buffer &data);
};

Socket::~Socket() { Close(); }

bool Socket::operator==(const Socket &other) const {
  Buffer buffer(other, 64);
  int local = other.fd_;
  return fd_ == local && ns::detail::Same(buffer, other);
}

}  // namespace util::net
`;

test('cpp: export-macro class, nested namespace, out-of-class destructor and operator, using-declaration', async () => {
  const tags = await tagsOf('cpp', QUIRKS);
  assert.deepEqual(defsOf(tags), [
    { name: 'net', kind: 'module', line: 3, signature: 'namespace util::net' },
    { name: 'Socket', kind: 'class', line: 7, signature: 'class UTIL_EXPORT Socket : public Stream' },
    { name: 'Close', kind: 'method', line: 10, signature: 'void Close()' },
    { name: 'Send', kind: 'method', line: 11, signature: 'bool Send(const Buffer &data)' },
    { name: '~Socket', kind: 'method', line: 14, signature: 'Socket::~Socket()' },
    { name: 'operator==', kind: 'method', line: 16, signature: 'bool Socket::operator==(const Socket &other) const' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '1 import api.h',
    '5 import string',
    '9 call Socket',
    '10 call Shutdown',
    '11 type Buffer',
    '14 call Close',
    '16 type Socket',
    '17 type Buffer',
    '19 call Same',
  ]);
});
