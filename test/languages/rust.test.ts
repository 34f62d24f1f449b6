import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// A realistic module: use lists with self and an alias, a module, const and static, a type alias,
// an enum, a trait with a supertrait, a generic struct, a union, macro_rules!, an inherent impl and a
// trait impl, struct literals, path calls (`Arc::new`), method calls, a user macro, match patterns.
// `cb(&event)` calls the loop's variable, not a function: no reference.
const SOURCE = `//! A tiny event bus.
use std::collections::{HashMap, hash_map::Entry};
use std::fmt::{self, Display as Show};
use std::sync::Arc;
use crate::transport::Transport;

pub mod transport;

pub const MAX_SUBSCRIBERS: usize = 64;
static VERSION: &str = "1.0";

pub type Callback = Box<dyn Fn(&Event) + Send + Sync>;

#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Connected { peer: String },
    Message(Vec<u8>),
    Closed,
}

pub trait Subscriber: Send + Sync {
    fn notify(&self, event: &Event) -> bool;
    fn name(&self) -> String {
        String::from("anonymous")
    }
}

pub struct Bus<T: Transport> {
    transport: Arc<T>,
    subscribers: HashMap<String, Callback>,
}

union Word {
    int: u32,
    float: f32,
}

macro_rules! ensure {
    ($cond:expr) => {
        if !$cond { return false; }
    };
}

impl<T: Transport> Bus<T> {
    pub fn new(transport: T) -> Self {
        Bus { transport: Arc::new(transport), subscribers: HashMap::new() }
    }

    pub fn subscribe(&mut self, name: &str, cb: Callback) -> bool {
        ensure!(self.subscribers.len() < MAX_SUBSCRIBERS);
        match self.subscribers.entry(name.to_string()) {
            Entry::Occupied(_) => false,
            Entry::Vacant(slot) => {
                slot.insert(cb);
                true
            }
        }
    }

    pub fn publish(&self, event: Event) {
        for cb in self.subscribers.values() {
            cb(&event);
        }
        self.transport.send(encode(&event));
    }
}

impl Show for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self)
    }
}

fn encode(event: &Event) -> Vec<u8> {
    event.to_string().into_bytes()
}
`;

test('rust: definitions', async () => {
  const tags = await tagsOf('rust', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'transport', kind: 'module', line: 7, signature: 'pub mod transport' },
    { name: 'MAX_SUBSCRIBERS', kind: 'constant', line: 9, signature: 'pub const MAX_SUBSCRIBERS: usize = 64' },
    { name: 'VERSION', kind: 'variable', line: 10, signature: 'static VERSION: &str = "1.0"' },
    { name: 'Callback', kind: 'type', line: 12, signature: 'pub type Callback = Box<dyn Fn(&Event) + Send + Sync>' },
    { name: 'Event', kind: 'enum', line: 15, signature: 'pub enum Event' },
    { name: 'Subscriber', kind: 'trait', line: 21, signature: 'pub trait Subscriber: Send + Sync' },
    { name: 'notify', kind: 'method', line: 22, signature: 'fn notify(&self, event: &Event) -> bool' },
    { name: 'name', kind: 'method', line: 23, signature: 'fn name(&self) -> String' },
    { name: 'Bus', kind: 'struct', line: 28, signature: 'pub struct Bus<T: Transport>' },
    { name: 'transport', kind: 'field', line: 29, signature: 'transport: Arc<T>' },
    { name: 'subscribers', kind: 'field', line: 30, signature: 'subscribers: HashMap<String, Callback>' },
    { name: 'Word', kind: 'union', line: 33, signature: 'union Word' },
    { name: 'int', kind: 'field', line: 34, signature: 'int: u32' },
    { name: 'float', kind: 'field', line: 35, signature: 'float: f32' },
    { name: 'ensure', kind: 'macro', line: 38, signature: 'macro_rules! ensure' },
    { name: 'Bus', kind: 'impl', line: 44, signature: 'impl<T: Transport> Bus<T>' },
    { name: 'new', kind: 'method', line: 45, signature: 'pub fn new(transport: T) -> Self' },
    {
      name: 'subscribe',
      kind: 'method',
      line: 49,
      signature: 'pub fn subscribe(&mut self, name: &str, cb: Callback) -> bool',
    },
    { name: 'publish', kind: 'method', line: 60, signature: 'pub fn publish(&self, event: Event)' },
    { name: 'Event', kind: 'impl', line: 68, signature: 'impl Show for Event' },
    { name: 'fmt', kind: 'method', line: 69, signature: "fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result" },
    { name: 'encode', kind: 'function', line: 74, signature: 'fn encode(event: &Event) -> Vec<u8>' },
  ]);
});

test('rust: references', async () => {
  const tags = await tagsOf('rust', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import Entry',
    '2 import HashMap',
    '3 import Display',
    '3 import fmt',
    '4 import Arc',
    '5 import Transport',
    '12 type Box',
    '12 type Event',
    '12 type Send',
    '12 type Sync',
    '16 type String',
    '17 type Vec',
    '21 inherit Send',
    '21 inherit Sync',
    '22 type Event',
    '23 type String',
    '24 type String',
    '24 qualified from',
    '28 type Transport',
    '29 type Arc',
    '29 type T',
    '30 type Callback',
    '30 type HashMap',
    '30 type String',
    '44 type T',
    '44 type Transport',
    '45 type T',
    '46 type Arc',
    '46 new Bus',
    '46 type HashMap',
    '46 qualified new',
    '49 type Callback',
    '50 macro ensure',
    '51 method entry',
    '51 method to_string',
    '52 type Entry',
    '53 type Entry',
    '54 method insert',
    '60 type Event',
    '61 method values',
    '64 call encode',
    '64 method send',
    '68 inherit Display',
    '69 type Formatter',
    '69 type Result',
    '74 type Event',
    '74 type Vec',
    '75 method into_bytes',
    '75 method to_string',
  ]);
});

// What must not be tagged: items and locals inside fn bodies, parameters, prelude variant
// constructors (`Ok`, `Some`), standard macros (`println!`), `Self`, `_`, primitive types.
const NOISE = `use super::*;

fn run(items: &[Item]) -> Option<usize> {
    const LIMIT: usize = 3;
    static SEEN: u8 = 0;
    fn inner() {}
    let total: usize = items.len();
    println!("{}", total);
    let parsed = Ok::<_, Error>(Some(total))?;
    let same = Self::build();
    parsed
}
`;

test('rust: no locals, parameters, prelude constructors or std macros', async () => {
  const tags = await tagsOf('rust', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 3, signature: 'fn run(items: &[Item]) -> Option<usize>' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '3 type Item',
    '3 type Option',
    '7 method len',
    '9 type Error',
    '10 qualified build',
  ]);
});

// Values: a constant or function read, passed, assigned, returned or cast, bare or through an
// imported path (`limits::clamp`, `Limits::MAX`, not the variant `Limits::Strict`); not where a
// function's own parameter, variable, constant or binding has the name (`fn local`), and a
// variable that holds a function is called, not the file's function (`pick(*n)`). `let scale =
// scale(2)` calls the file's `scale`.
const VALUES = `use crate::limits::{self, clamp, Limits, MAX};

pub const DOUBLE: u32 = MAX * 2;
static TABLE: [u32; 2] = [MAX, DOUBLE];

pub fn scale(n: u32) -> u32 {
    n * DOUBLE
}

pub fn sizes(items: &[u32]) -> Vec<u32> {
    let pick = clamp;
    let top = Limits::MAX;
    let strict = Limits::Strict;
    let sized = Sized { limit: MAX, top };
    if items.len() > MAX as usize {
        return items.iter().copied().map(limits::clamp).collect();
    }
    for item in items {
        log(item, &TABLE[..]);
    }
    items.iter().map(|n| pick(*n)).map(scale).collect()
}

pub fn pick() -> fn(u32) -> u32 {
    clamp
}

fn local(clamp: u32, scale: u32) -> u32 {
    const DOUBLE: u32 = 4;
    let MAX = clamp + scale;
    if let Some(top) = top() {
        return top + DOUBLE;
    }
    match MAX {
        Some(n) => n,
        _ => limits::MAX,
    }
}

fn again() -> u32 {
    let scale = scale(2);
    scale.max(1)
}
`;

test('rust: values and locals', async () => {
  const tags = await tagsOf('rust', VALUES);
  assert.deepEqual(refsOf(tags), [
    '1 import Limits',
    '1 import MAX',
    '1 import clamp',
    '1 import limits',
    '3 value MAX',
    '4 value DOUBLE',
    '4 value MAX',
    '7 value DOUBLE',
    '10 type Vec',
    '11 value clamp',
    '12 type Limits',
    '12 value MAX',
    '13 type Limits',
    '14 value MAX',
    '14 new Sized',
    '15 value MAX',
    '15 method len',
    '16 value clamp',
    '16 method collect',
    '16 method copied',
    '16 method iter',
    '16 method map',
    '19 value TABLE',
    '19 call log',
    '21 method collect',
    '21 method iter',
    '21 method map',
    '21 value scale',
    '25 value clamp',
    '31 call top',
    '36 value MAX',
    '41 call scale',
    '42 method max',
  ]);
});
