import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the fixture's first line (the template literal starts with it).
const SOURCE = `#include <stdio.h>
#include "list.h"

#define LIST_H_GUARD
#define MAX_ITEMS 64
#define SQUARE(x) ((x) * (x))

typedef unsigned long size_type;
typedef int (*compare_fn)(const void *, const void *);

struct node {
  int value;
  struct node *next;
};

typedef struct {
  struct node *head;
  size_type count;
} list_t;

union number { int i; double d; };

enum color { RED, GREEN, BLUE };

static const int default_capacity = 16;
static list_t *global_list = NULL;
char *names[MAX_ITEMS];
extern int verbose;

#ifdef DEBUG
static int debug_level = 2;
#endif

list_t *list_new(void);
void list_push(list_t *list, int value);

static struct node *node_new(int value) {
  struct node *n = (struct node *)malloc(sizeof(struct node));
  n->value = SQUARE(value);
  n->next = NULL;
  return n;
}

void list_push(list_t *list, int value) {
  struct node *n = node_new(value);
#ifdef DEBUG
  int trace = debug_level;
  log_push(list, trace);
#endif
  n->next = list->head;
  list->head = n;
  list->count++;
}

int list_sort(list_t *list, compare_fn cmp) {
  size_type i;
  for (i = 0; i < list->count; i++) {
    list->ops->swap(list, i, cmp);
  }
  printf("%lu", (unsigned long)list->count);
  return 0;
}
`;

test('c: definitions, file-scope variables and references of a C source', async () => {
  const tags = await tagsOf('c', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'MAX_ITEMS', kind: 'macro', line: 5, signature: '#define MAX_ITEMS 64' },
    { name: 'SQUARE', kind: 'macro', line: 6, signature: '#define SQUARE(x) ((x) * (x))' },
    { name: 'size_type', kind: 'type', line: 8, signature: 'typedef unsigned long size_type' },
    { name: 'compare_fn', kind: 'type', line: 9, signature: 'typedef int (*compare_fn)(const void *, const void *)' },
    { name: 'node', kind: 'struct', line: 11, signature: 'struct node' },
    { name: 'list_t', kind: 'struct', line: 19, signature: 'typedef struct {…} list_t' },
    { name: 'number', kind: 'union', line: 21, signature: 'union number' },
    { name: 'color', kind: 'enum', line: 23, signature: 'enum color' },
    { name: 'default_capacity', kind: 'constant', line: 25, signature: 'static const int default_capacity = 16' },
    { name: 'global_list', kind: 'variable', line: 26, signature: 'static list_t *global_list = NULL' },
    { name: 'names', kind: 'variable', line: 27, signature: 'char *names[MAX_ITEMS]' },
    { name: 'verbose', kind: 'variable', line: 28, signature: 'extern int verbose' },
    { name: 'debug_level', kind: 'variable', line: 31, signature: 'static int debug_level = 2' },
    { name: 'list_new', kind: 'function', line: 34, signature: 'list_t *list_new(void)' },
    { name: 'list_push', kind: 'function', line: 35, signature: 'void list_push(list_t *list, int value)' },
    { name: 'node_new', kind: 'function', line: 37, signature: 'static struct node *node_new(int value)' },
    { name: 'list_push', kind: 'function', line: 44, signature: 'void list_push(list_t *list, int value)' },
    { name: 'list_sort', kind: 'function', line: 55, signature: 'int list_sort(list_t *list, compare_fn cmp)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '2 import list.h',
    '13 type node',
    '17 type node',
    '18 type size_type',
    '26 type list_t',
    '34 type list_t',
    '35 type list_t',
    '37 type node',
    '38 call malloc',
    '38 type node',
    '39 call SQUARE',
    '44 type list_t',
    '45 type node',
    '45 call node_new',
    '48 call log_push',
    '55 type compare_fn',
    '55 type list_t',
    '56 type size_type',
    '58 call swap',
    '60 call printf',
  ]);
});
