// A tool's arguments, checked against the JSON Schema the tool publishes: the same object states what
// a client may send and decides what is accepted, so the two cannot drift apart. Only the few schema
// words the tools use are understood. A wrong argument is one sentence that says what was expected.
import { UserError } from '../core/util/errors';

export type ArgumentSchema =
  | { type: 'string'; description: string; minLength?: number; maxLength?: number }
  | { type: 'integer'; description: string; minimum: number; maximum: number }
  | {
      type: 'array';
      description: string;
      items: { type: 'string'; minLength?: number; maxLength?: number };
      maxItems: number;
    };

export interface InputSchema {
  type: 'object';
  properties: Record<string, ArgumentSchema>;
  required: string[];
  additionalProperties: false;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  return `the ${typeof value} ${String(value)}`;
}

function checkString(value: unknown, schema: { minLength?: number; maxLength?: number }, what: string): string {
  if (typeof value !== 'string') throw new UserError(`${what} must be a string, not ${typeOf(value)}`);
  if (schema.minLength !== undefined && value.length < schema.minLength)
    throw new UserError(`${what} must not be empty`);
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    throw new UserError(`${what} is too long: at most ${schema.maxLength} characters`);
  return value;
}

function checkOne(key: string, value: unknown, schema: ArgumentSchema): unknown {
  const what = `"${key}"`;
  switch (schema.type) {
    case 'string':
      return checkString(value, schema, what);
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < schema.minimum || value > schema.maximum) {
        throw new UserError(
          `${what} must be a whole number from ${schema.minimum} to ${schema.maximum}, not ${typeof value === 'number' ? value : typeOf(value)}`,
        );
      }
      return value;
    case 'array': {
      if (!Array.isArray(value)) throw new UserError(`${what} must be a list of strings, not ${typeOf(value)}`);
      if (value.length > schema.maxItems)
        throw new UserError(`${what} has ${value.length} items: at most ${schema.maxItems}`);
      return value.map((item, i) => checkString(item, schema.items, `item ${i + 1} of ${what}`));
    }
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The arguments, checked: every required one present, each of its type and within its limits, no other. */
export function checkArguments(schema: InputSchema, args: unknown): Record<string, unknown> {
  const given = args ?? {};
  if (typeof given !== 'object' || Array.isArray(given))
    throw new UserError(`the arguments must be an object, not ${typeOf(given)}`);
  const known = Object.keys(schema.properties);
  const unknown = Object.keys(given).filter((key) => !known.includes(key));
  if (unknown.length) {
    const takes = known.length ? `it takes ${known.map((k) => `"${k}"`).join(', ')}` : 'it takes none';
    throw new UserError(`unknown argument ${unknown.map((k) => `"${k}"`).join(', ')}: ${takes}`);
  }
  const checked: Record<string, unknown> = {};
  for (const key of known) {
    const value = (given as Record<string, unknown>)[key];
    const property = schema.properties[key];
    if (value === undefined) {
      if (schema.required.includes(key))
        throw new UserError(`missing argument "${key}": ${lowerFirst(property.description.replace(/\.$/, ''))}`);
      continue;
    }
    checked[key] = checkOne(key, value, property);
  }
  return checked;
}
