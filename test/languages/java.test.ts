import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// A realistic file: single and static imports, an annotated generic class with extends/implements,
// fields, a constructor, methods with throws and generics, a method reference, an interface with a
// default method, an enum with constants and a constructor, a record, an annotation type.
const SOURCE = `package com.example.bus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import static java.util.Objects.requireNonNull;

/** Dispatches events to registered handlers. */
@Component
public class EventBus<E extends Event> extends AbstractBus implements Bus<E>, AutoCloseable {
    public static final int MAX_HANDLERS = 64;
    private final Map<String, List<Handler<? super E>>> handlers = new ConcurrentHashMap<>();
    private volatile boolean closed;

    public EventBus(Config config) {
        super(requireNonNull(config));
    }

    @Override
    public void publish(E event) throws BusClosedException {
        if (closed) {
            throw new BusClosedException(event.topic());
        }
        for (Handler<? super E> h : handlers.getOrDefault(event.topic(), List.of())) {
            h.handle(event);
        }
        Metrics.increment("published");
    }

    public <H extends Handler<E>> void subscribe(String topic, H handler) {
        List<Handler<? super E>> list = new ArrayList<>();
        list.add(handler);
        handlers.merge(topic, list, this::concat);
    }

    private List<Handler<? super E>> concat(List<Handler<? super E>> a, List<Handler<? super E>> b) {
        a.addAll(b);
        return a;
    }

    @Override
    public void close() {
        closed = true;
    }
}

interface Handler<T> extends Comparable<Handler<T>> {
    void handle(T event);

    default int priority() {
        return Priority.NORMAL.value;
    }
}

enum Priority {
    LOW(0),
    NORMAL(5);

    final int value;

    Priority(int value) {
        this.value = value;
    }
}

record Delivery(String topic, Event event) implements Comparable<Delivery> {
    public int compareTo(Delivery other) {
        return topic.compareTo(other.topic());
    }
}

@interface Component {
    String value() default "";
}
`;

test('java: definitions', async () => {
  const tags = await tagsOf('java', SOURCE);
  assert.deepEqual(defsOf(tags), [
    {
      name: 'EventBus',
      kind: 'class',
      line: 11,
      signature: 'public class EventBus<E extends Event> extends AbstractBus implements Bus<E>, AutoCloseable',
    },
    { name: 'MAX_HANDLERS', kind: 'field', line: 12, signature: 'public static final int MAX_HANDLERS = 64' },
    {
      name: 'handlers',
      kind: 'field',
      line: 13,
      signature: 'private final Map<String, List<Handler<? super E>>> handlers = new ConcurrentHashMap<>()',
    },
    { name: 'closed', kind: 'field', line: 14, signature: 'private volatile boolean closed' },
    { name: 'EventBus', kind: 'constructor', line: 16, signature: 'public EventBus(Config config)' },
    { name: 'publish', kind: 'method', line: 21, signature: 'public void publish(E event) throws BusClosedException' },
    {
      name: 'subscribe',
      kind: 'method',
      line: 31,
      signature: 'public <H extends Handler<E>> void subscribe(String topic, H handler)',
    },
    {
      name: 'concat',
      kind: 'method',
      line: 37,
      signature: 'private List<Handler<? super E>> concat(List<Handler<? super E>> a, List<Handler<? super E>> b)',
    },
    { name: 'close', kind: 'method', line: 43, signature: 'public void close()' },
    { name: 'Handler', kind: 'interface', line: 48, signature: 'interface Handler<T> extends Comparable<Handler<T>>' },
    { name: 'handle', kind: 'method', line: 49, signature: 'void handle(T event)' },
    { name: 'priority', kind: 'method', line: 51, signature: 'default int priority()' },
    { name: 'Priority', kind: 'enum', line: 56, signature: 'enum Priority' },
    { name: 'LOW', kind: 'constant', line: 57, signature: 'LOW(0)' },
    { name: 'NORMAL', kind: 'constant', line: 58, signature: 'NORMAL(5)' },
    { name: 'value', kind: 'field', line: 60, signature: 'final int value' },
    { name: 'Priority', kind: 'constructor', line: 62, signature: 'Priority(int value)' },
    {
      name: 'Delivery',
      kind: 'class',
      line: 67,
      signature: 'record Delivery(String topic, Event event) implements Comparable<Delivery>',
    },
    { name: 'compareTo', kind: 'method', line: 68, signature: 'public int compareTo(Delivery other)' },
    { name: 'Component', kind: 'interface', line: 73, signature: '@interface Component' },
    { name: 'value', kind: 'method', line: 74, signature: 'String value() default ""' },
  ]);
});

test('java: references', async () => {
  const tags = await tagsOf('java', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import ArrayList',
    '4 import List',
    '5 import Map',
    '6 import ConcurrentHashMap',
    '7 import requireNonNull',
    '10 type Component',
    '11 inherit AbstractBus',
    '11 inherit AutoCloseable',
    '11 inherit Bus',
    '11 type E',
    '11 type Event',
    '13 new ConcurrentHashMap',
    '13 type E',
    '13 type Handler',
    '13 type List',
    '13 type Map',
    '13 type String',
    '16 type Config',
    '17 call requireNonNull',
    '21 type BusClosedException',
    '21 type E',
    '23 new BusClosedException',
    '23 method topic',
    '25 type E',
    '25 type Handler',
    '25 type List',
    '25 method getOrDefault',
    '25 qualified of',
    '25 method topic',
    '26 method handle',
    '28 type Metrics',
    '28 method increment',
    '31 type E',
    '31 type H',
    '31 type Handler',
    '31 type String',
    '32 new ArrayList',
    '32 type E',
    '32 type Handler',
    '32 type List',
    '33 method add',
    '34 self concat',
    '34 method merge',
    '37 type E',
    '37 type Handler',
    '37 type List',
    '38 method addAll',
    '48 inherit Comparable',
    '48 type Handler',
    '48 type T',
    '49 type T',
    '52 value NORMAL',
    '52 type Priority',
    '67 inherit Comparable',
    '67 type Delivery',
    '67 type Event',
    '67 type String',
    '68 type Delivery',
    '69 method compareTo',
    '69 method topic',
    '74 type String',
  ]);
});

// What must not be tagged: locals (`var` too), parameters, members of anonymous classes, package
// wildcard imports, java.lang annotations, constants used as receivers (`LOG.info`).
const NOISE = `import java.util.*;
import static org.junit.Assert.*;

class Runner {
    private static final Logger LOG = Logger.get();

    @Override
    @SuppressWarnings("unchecked")
    void run(int times) {
        var items = load();
        int count = 0;
        Runnable r = new Runnable() {
            int calls;
            public void run() { calls++; }
        };
        LOG.info("ran");
    }
}
`;

test('java: no locals, parameters, anonymous-class members or package wildcards', async () => {
  const tags = await tagsOf('java', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Runner', kind: 'class', line: 4, signature: 'class Runner' },
    { name: 'LOG', kind: 'field', line: 5, signature: 'private static final Logger LOG = Logger.get()' },
    { name: 'run', kind: 'method', line: 9, signature: 'void run(int times)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '2 import Assert',
    '5 type Logger',
    '5 method get',
    '10 call load',
    '12 new Runnable',
    '12 type Runnable',
    '16 method info',
  ]);
});
