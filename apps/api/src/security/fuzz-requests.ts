/**
 * Request generators for the bad-input fuzz test (fuzz.test.ts). Everything is read from the
 * app's OpenAPI document, which fastify-type-provider-zod generates from the zod contracts: each
 * operation's path parameters, query and JSON body. A generated request is one of the CASE_KINDS;
 * when it breaks one field on purpose in a way the contract certainly refuses, `fault` names
 * that field ("body.title"), and a 400 answer has to name it too.
 */
import fc from 'fast-check';
import { HOSTILE_URLS } from '../test/hostile-urls';
import { DAY } from '../test/kit';

/** The parts of JSON Schema that the zod contracts turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** An upload route: the multipart form field its file comes in (files.routes.ts). */
  'x-multipart-file-field'?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface NamedSchema {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One route of the API with the schemas of its inputs. */
export interface ApiOperation {
  method: string;
  /** As the OpenAPI document names it, e.g. /api/socials/{id}. */
  path: string;
  params: NamedSchema[];
  query: NamedSchema[];
  body: JsonSchema | undefined;
  /** For an upload route, the form field of its file: it is also sent multipart forms. */
  multipartField?: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = (where: string) =>
          (operation.parameters ?? [])
            .filter((p) => p.in === where)
            .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true || where === 'path' }));
        return {
          method: method.toUpperCase(),
          path,
          params: parameters('path'),
          query: parameters('query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
          ...(operation['x-multipart-file-field'] ? { multipartField: operation['x-multipart-file-field'] } : {}),
        };
      }),
  );
}

/** Values that exist in the database under test, so that generated ids and keys often hit real rows. */
export interface KnownValues {
  /** Ids (uuids) of users, socials, RSVPs and ticket tiers. */
  ids: string[];
  /** Other keys: slugs, city ids, ticket tier ids. */
  keys: string[];
  /**
   * Keys for a path parameter by the path segment before it: "socials" for /socials/{id},
   * "rsvps" for /rsvps/{r}, "slug" for /slug/{slug}.
   */
  bySegment: Record<string, string[]>;
}

export const CASE_KINDS = [
  'valid-looking values',
  'boundary values',
  'wrong types',
  'huge strings',
  'unknown fields',
  'prototype-pollution keys',
  'malformed JSON',
  'wrong content type',
  'deeply nested body',
  'body over the size limit',
  'multipart forms',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

const BODY_ONLY_KINDS: readonly CaseKind[] = ['malformed JSON', 'wrong content type', 'deeply nested body', 'body over the size limit'];

export function caseKindsFor(operation: ApiOperation): CaseKind[] {
  return CASE_KINDS.filter((kind) =>
    kind === 'multipart forms' ? operation.multipartField !== undefined : operation.body !== undefined || !BODY_ONLY_KINDS.includes(kind),
  );
}

/** Hostile links in URL fields are sent to every such field, not drawn at random (hostileUrlRequests). */
export type RequestKind = CaseKind | 'hostile URLs';

export interface FuzzRequest {
  kind: RequestKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON or other text; the bytes of a multipart form. */
  payload?: string | Buffer;
  /** The field this request broke on purpose, as the API names fields ("body.title", "query.limit"). */
  fault?: string;
}

/** The server's body limit (app.ts). */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** What "huge" means for a single string. */
const HUGE_STRING_LENGTH = 100_000;
/** A key the generators add to Object.prototype if a prototype-pollution payload ever works. */
export const POLLUTION_MARKER = 'fuzzPolluted';

// ---------------------------------------------------------------------------------------------
// Schema helpers

type Path = (string | number)[];
type Location = 'params' | 'query' | 'body';

/** One place a value can go: a path parameter, a query parameter, or a field anywhere in the body. */
interface Slot {
  location: Location;
  path: Path;
  schema: JsonSchema;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.type) return [schema.type].flat();
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return [];
}

/** The variant of a nullable (anyOf [X, null]) schema that is not null. */
function mainVariant(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.find((variant) => !typesOf(variant).includes('null')) ?? schema;
}

/** A link field: the contracts' webUrl is a uri, or a uri-reference where a path on this site is taken too. */
function isUrlSchema(schema: JsonSchema): boolean {
  const { format } = mainVariant(schema);
  return format === 'uri' || format === 'uri-reference';
}

function isObjectSchema(schema: JsonSchema): boolean {
  return mainVariant(schema).properties !== undefined || typesOf(mainVariant(schema)).includes('object');
}

/** Every field of a body schema, depth first, with array items as index 0. */
function bodySlots(schema: JsonSchema, path: Path = []): Slot[] {
  const main = mainVariant(schema);
  const here: Slot = { location: 'body', path, schema };
  const children = [
    ...Object.entries(main.properties ?? {}).flatMap(([key, child]) => bodySlots(child, [...path, key])),
    ...(main.items ? bodySlots(main.items, [...path, 0]) : []),
  ];
  return [here, ...children];
}

function slotsOf(operation: ApiOperation): Slot[] {
  return [
    ...operation.params.map((p) => ({ location: 'params' as const, path: [p.name], schema: p.schema })),
    ...operation.query.map((p) => ({ location: 'query' as const, path: [p.name], schema: p.schema })),
    ...(operation.body ? bodySlots(operation.body) : []),
  ];
}

/** How the API names a field in its errors: "body", "body.ticketTiers.0.name", "query.limit". */
function fieldName(slot: Slot): string {
  return [slot.location, ...slot.path].join('.');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `root` with `value` at `path`, creating the objects and arrays on the way. */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === 'number') {
    const copy = Array.isArray(root) ? [...(root as unknown[])] : [];
    copy[key] = setAt(copy[key], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isPlainObject(root) ? { ...root } : {};
  copy[key] = setAt(copy[key], rest, value);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Valid-looking values

/** Strings that have broken servers before; each is allowed wherever a plain string of its length is. */
const TRICKY_STRINGS = [
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'NaN',
  'true',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  'emoji 🎉 and RTL \u202e text',
  'a\u0301\u0301\u0301 combining',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\\',
  '"',
];

const DAY_MS = DAY;

/**
 * Values chosen by field name where the JSON Schema says too little for a request to get past
 * the zod refinements often enough: real time zones, and times in the coming year with every
 * end time after every start time.
 */
function hintFor(name: string | undefined): fc.Arbitrary<unknown> | undefined {
  const now = Date.now();
  if (name === 'timezone') return fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Asia/Singapore');
  if (name?.endsWith('EndTimestamp')) return fc.integer({ min: now + 366 * DAY_MS, max: now + 730 * DAY_MS });
  if (name?.endsWith('Timestamp')) return fc.integer({ min: now - 30 * DAY_MS, max: now + 365 * DAY_MS });
  return undefined;
}

/**
 * Arbitraries built once and shared by every case. fast-check does costly work per arbitrary, once:
 * stringMatching parses its pattern (a negated class filters every character), and a 'binary' or
 * 'grapheme' string maps every code point before its first value. The routes' schemas repeat a few.
 */
const sharedStrings = new Map<string, fc.Arbitrary<string>>();
function shared(key: string, build: () => fc.Arbitrary<string>): fc.Arbitrary<string> {
  let arbitrary = sharedStrings.get(key);
  if (!arbitrary) sharedStrings.set(key, (arbitrary = build()));
  return arbitrary;
}
const matching = (pattern: string) => shared(`pattern ${pattern}`, () => fc.stringMatching(new RegExp(pattern)));
/** One character arbitrary per unit, so that its code point mapping is made once, whatever the lengths. */
const units = { binary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), grapheme: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) };
const anyString = ({ unit, ...lengths }: { minLength?: number; maxLength?: number; unit?: keyof typeof units }) =>
  shared(`string ${unit} ${JSON.stringify(lengths)}`, () => fc.string({ ...lengths, ...(unit ? { unit: units[unit] } : {}) }));

function stringValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (isUrlSchema(schema)) return fc.webUrl().filter(fits);
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), matching(schema.pattern ?? '^\\w+@example\\.com$')).filter(fits);
  if (schema.format === 'uuid') {
    const matchingId = matching(schema.pattern ?? '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$');
    return known.ids.length > 0 ? fc.oneof(fc.constantFrom(...known.ids), matchingId) : matchingId;
  }
  if (schema.pattern) return matching(schema.pattern).filter(fits);
  const keys = known.keys.filter(fits);
  return fc.oneof(
    anyString({ minLength, maxLength }),
    anyString({ minLength, maxLength, unit: 'binary' }),
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY_STRINGS.filter(fits), 'x'.repeat(minLength)) },
    ...(keys.length > 0 ? [fc.constantFrom(...keys)] : []),
  );
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer ? fc.integer({ min, max: Math.min(max, Number.MAX_SAFE_INTEGER) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(min, max));
}

/**
 * Objects with the required fields and either one or any of the optional ones: with many
 * optional fields, one random value among them is nearly always refused, and the request would
 * never get past validation.
 */
function objectValue(fields: Record<string, fc.Arbitrary<unknown>>, required: string[]): fc.Arbitrary<Record<string, unknown>> {
  const any = fc.record(fields, { requiredKeys: required });
  const optional = Object.keys(fields).filter((key) => !required.includes(key));
  if (optional.length === 0) return any;
  const requiredOnly = Object.fromEntries(required.map((key) => [key, fields[key]!]));
  const oneOptional = fc.constantFrom(...optional).chain((key) => fc.record({ ...requiredOnly, [key]: fields[key]! }));
  return fc.oneof(oneOptional, any);
}

/** A value the schema accepts (or nearly: zod refinements the JSON Schema cannot express may still refuse it). */
export function validValue(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  const hint = hintFor(name);
  const plain = schemaValue(schema, known);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: plain }) : plain;
}

function schemaValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((variant) => schemaValue(variant, known)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      return stringValue(schema, known);
    case 'integer':
    case 'number':
      return numberValue(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, known), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validValue(child, known, key)]));
      return objectValue(
        fields,
        (schema.required ?? []).filter((key) => key in properties),
      );
    }
    default:
      return plainJsonValue(2);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

interface RequestInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * Any JSON value without a "__proto__" key: the JSON parser refuses those as a whole (no field to
 * name), which the prototype-pollution kind checks on its own.
 */
function plainJsonValue(maxDepth: number): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth }).filter((value) => !JSON.stringify(value).includes('"__proto__"'));
}

/** Mostly the keys of rows that exist for the resource the path names, sometimes anything the schema allows. */
function pathParamValue(operation: ApiOperation, param: NamedSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const segment = new RegExp(`([^/]+)/\\{${param.name}\\}`).exec(operation.path)?.[1];
  const existing = segment === undefined ? undefined : known.bySegment[segment];
  const any = validValue(param.schema, known, param.name);
  return existing?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...existing) }, { weight: 1, arbitrary: any }) : any;
}

function validInput(operation: ApiOperation, known: KnownValues): fc.Arbitrary<RequestInput> {
  const fields = (list: NamedSchema[], value: (p: NamedSchema) => fc.Arbitrary<unknown>) =>
    objectValue(
      Object.fromEntries(list.map((p) => [p.name, value(p)])),
      list.filter((p) => p.required).map((p) => p.name),
    );
  return fc.record({
    params: fields(operation.params, (p) => pathParamValue(operation, p, known)),
    query: fields(operation.query, (p) => validValue(p.schema, known, p.name)),
    body: operation.body ? validValue(operation.body, known) : fc.constant(undefined),
  });
}

function withValue(input: RequestInput, slot: Slot, value: unknown): RequestInput {
  if (slot.location === 'body') return { ...input, body: setAt(input.body, slot.path, value) };
  return { ...input, [slot.location]: setAt(input[slot.location], slot.path, value) };
}

/** Text that goes into the URL as it is, e.g. a broken percent-encoding like "%FF". */
class RawUrlText {
  constructor(readonly text: string) {}
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function urlComponent(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  // encodeURIComponent throws on lone surrogates; a browser would send U+FFFD instead.
  return encodeURIComponent(String(value).replace(LONE_SURROGATE, '\ufffd'));
}

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [value].flat().map((item) => `${urlComponent(key)}=${urlComponent(item)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function urlOf(operation: ApiOperation, input: RequestInput, extraQuery = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => urlComponent(input.params[name] ?? ''));
  const query = queryString(input.query);
  return `${path}${query}${extraQuery && (query ? '&' : '?')}${extraQuery}`;
}

function jsonRequest(kind: RequestKind, operation: ApiOperation, input: RequestInput, fault?: string): FuzzRequest {
  const request: FuzzRequest = { kind, method: operation.method, url: urlOf(operation, input), headers: {} };
  if (input.body !== undefined) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(input.body);
  }
  if (fault !== undefined) request.fault = fault;
  return request;
}

/** A replacement value for one slot, and whether the contract certainly refuses it. */
interface Mutation {
  value: unknown;
  violates: boolean;
}

/** Mutations of one slot; `undefined` when this kind has nothing to try there. */
type Mutator = (slot: Slot, known: KnownValues) => fc.Arbitrary<Mutation> | undefined;

function oneMutatedSlot(kind: CaseKind, operation: ApiOperation, known: KnownValues, mutate: Mutator): fc.Arbitrary<FuzzRequest> | undefined {
  const options = slotsOf(operation).flatMap((slot) => {
    const mutation = mutate(slot, known);
    return mutation ? [{ slot, mutation }] : [];
  });
  if (options.length === 0) return undefined;
  return fc
    .tuple(validInput(operation, known), fc.oneof(...options.map(({ slot, mutation }) => mutation.map((m) => ({ slot, ...m })))))
    .map(([input, { slot, value, violates }]) => jsonRequest(kind, operation, withValue(input, slot, value), violates ? fieldName(slot) : undefined));
}

const inUrl = (slot: Slot) => slot.location !== 'body';

/** zod's int() takes safe integers only. */
function numberViolates(schema: JsonSchema, n: number): boolean {
  const integer = typesOf(schema).includes('integer');
  return !Number.isFinite(n) || (integer && !Number.isSafeInteger(n)) || n < (schema.minimum ?? -Infinity) || n > (schema.maximum ?? Infinity);
}

/** Whether the text breaks the schema's pattern or enum (a format is taken as broken by any such filler). */
function textViolates(schema: JsonSchema, text: string): boolean {
  const breaksPattern = schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text);
  const breaksEnum = schema.enum !== undefined && !schema.enum.includes(text);
  return schema.format !== undefined || breaksPattern || breaksEnum;
}

/** Whether a string of `length` x's breaks the schema: its length limits, format, pattern or enum. */
function xStringViolates(schema: JsonSchema, length: number): boolean {
  const tooShort = length < (schema.minLength ?? 0);
  const tooLong = length > (schema.maxLength ?? Infinity);
  return tooShort || tooLong || textViolates(schema, 'x'.repeat(length));
}

const FAR_FUTURE_MS = 8.64e15; // the last instant a JavaScript Date can hold (year 275760)

const boundaryValues: Mutator = (slot, known) => {
  const schema = mainVariant(slot.schema);
  const types = typesOf(schema);
  const min = schema.minimum;
  const max = schema.maximum;
  if (types.includes('integer') || types.includes('number')) {
    const numbers = [0, -1, 1.5, 1e308, -1e308, FAR_FUTURE_MS, -FAR_FUTURE_MS, Number.MAX_SAFE_INTEGER + 2];
    if (min !== undefined) numbers.push(min, min - 1);
    if (max !== undefined) numbers.push(max, max + 1);
    if (inUrl(slot)) {
      const texts = [...numbers.map(String), '', ' ', '1e400', '9'.repeat(40), '0x10', '+5'];
      // Query numbers are coerced the way Number(text) reads them.
      return fc.constantFrom(...texts.map((text) => ({ value: text, violates: numberViolates(schema, Number(text)) })));
    }
    return fc.constantFrom(...numbers.map((n) => ({ value: n, violates: numberViolates(schema, n) })));
  }
  if (types.includes('string')) {
    const lengths = [0, 1, (schema.minLength ?? 1) - 1, schema.minLength ?? 0];
    if (schema.maxLength !== undefined) lengths.push(schema.maxLength, schema.maxLength + 1);
    const strings: Mutation[] = [...new Set(lengths.filter((n) => n >= 0))].map((n) => ({ value: 'x'.repeat(n), violates: xStringViolates(schema, n) }));
    // Whitespace only: what a trimming contract sees as empty.
    const blank = ' '.repeat(Math.max(1, schema.minLength ?? 1));
    strings.push({ value: blank, violates: textViolates(schema, blank) });
    // Percent-encodings that decode to no text at all.
    if (inUrl(slot)) strings.push(...['%FF', '%', '%E0%A4%A', '%ED%A0%80'].map((text) => ({ value: new RawUrlText(text), violates: false })));
    return fc.constantFrom<Mutation>(...strings);
  }
  if (inUrl(slot)) return undefined;
  if (types.includes('array')) {
    const item = validValue(schema.items ?? {}, known);
    const options: fc.Arbitrary<Mutation>[] = [fc.constant({ value: [], violates: (schema.minItems ?? 0) > 0 })];
    if (schema.maxItems !== undefined) {
      const count = schema.maxItems + 1;
      options.push(fc.array(item, { minLength: count, maxLength: count }).map((value) => ({ value, violates: true })));
    }
    return fc.oneof(...options);
  }
  if (types.includes('object')) return fc.constant({ value: {}, violates: (schema.required ?? []).length > 0 });
  return undefined;
};

const wrongTypes: Mutator = (slot) => {
  const types = typesOf(slot.schema);
  if (types.length === 0) return undefined;
  if (inUrl(slot)) {
    // Everything in a URL is text: the wrong types there are text that is not a number, repeated keys, unknown enum values.
    const options: Mutation[] = [];
    if (types.includes('integer') || types.includes('number')) options.push({ value: 'abc', violates: true }, { value: 'true', violates: true });
    if (slot.schema.enum) options.push({ value: 'NOT_A_LISTED_VALUE', violates: true });
    if (slot.schema.format === 'uuid') options.push({ value: 'not-a-uuid', violates: true }, { value: '123', violates: true });
    if (slot.location === 'query') options.push({ value: ['first', 'second'], violates: true });
    return options.length > 0 ? fc.constantFrom(...options) : undefined;
  }
  const candidates: [string, unknown][] = [
    ['string', 'text'],
    ['integer', 42],
    ['number', 4.2],
    ['boolean', true],
    ['null', null],
    ['array', []],
    ['object', {}],
  ];
  const allowed = (type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));
  const wrong = candidates.filter(([type]) => !allowed(type)).map(([, value]) => ({ value, violates: true }));
  return wrong.length > 0 ? fc.constantFrom(...wrong) : undefined;
};

/** A string of at least HUGE_STRING_LENGTH characters made of a short random chunk. */
function hugeString(extra = 0): fc.Arbitrary<string> {
  return (
    fc
      // Not whitespace alone: a trimming contract reads that as empty, not as huge.
      .tuple(
        anyString({ minLength: 1, maxLength: 8, unit: 'grapheme' }).filter((chunk) => /\S/u.test(chunk)),
        fc.integer({ min: 0, max: 50_000 }),
      )
      .map(([chunk, more]) => chunk.repeat(Math.ceil((HUGE_STRING_LENGTH + extra + more) / chunk.length)))
  );
}

const hugeStrings: Mutator = (slot) => {
  if (!typesOf(slot.schema).includes('string')) return undefined;
  const schema = mainVariant(slot.schema);
  return hugeString().map((value) => ({ value, violates: schema.maxLength !== undefined || textViolates(schema, value) }));
};

/** Keys a client might hope to set: ownership, roles, counters. */
const UNKNOWN_KEYS = ['isAdmin', 'role', 'ownerId', 'userId', 'id', 'confirmedPax', 'createdAt', 'publicApprovalStatus', 'extra'];

function unknownFieldRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const objectSlots = operation.body ? bodySlots(operation.body).filter((slot) => isObjectSchema(slot.schema)) : [];
  const inBody = objectSlots.map((slot) => {
    const main = mainVariant(slot.schema);
    const keys = UNKNOWN_KEYS.filter((key) => !(key in (main.properties ?? {})));
    return fc.tuple(validInput(operation, known), fc.constantFrom(...keys), plainJsonValue(1)).map(([input, key, value]) => {
      const field: Slot = { location: 'body', path: [...slot.path, key], schema: {} };
      return jsonRequest('unknown fields', operation, withValue(input, field, value), main.additionalProperties === false ? fieldName(field) : undefined);
    });
  });
  // Query objects are not strict: unknown parameters are dropped, never an error.
  const inQuery = fc
    .tuple(validInput(operation, known), fc.constantFrom(...UNKNOWN_KEYS), anyString({ maxLength: 20 }))
    .map(([input, key, value]) => jsonRequest('unknown fields', operation, { ...input, query: { ...input.query, [key]: value } }));
  return fc.oneof(inQuery, ...inBody);
}

/** JSON with a placeholder swapped for raw text that JSON.stringify could not produce (or would choke on). */
const RAW_KEY = 'FUZZ_RAW_KEY_7f3a';
const RAW_VALUE = 'FUZZ_RAW_VALUE_7f3a';

function bodyWithRaw(
  operation: ApiOperation,
  known: KnownValues,
  raw: { key?: string; value: string },
): fc.Arbitrary<{ input: RequestInput; payload: string }> {
  const objectSlots = bodySlots(operation.body ?? {}).filter((slot) => isObjectSchema(slot.schema));
  const slots = objectSlots.length > 0 ? objectSlots : [{ location: 'body' as const, path: [], schema: {} }];
  return fc.tuple(validInput(operation, known), fc.constantFrom(...slots)).map(([input, slot]) => {
    const placed = withValue(input, { ...slot, path: [...slot.path, RAW_KEY] }, RAW_VALUE);
    const payload = JSON.stringify(placed.body)
      .replace(`"${RAW_KEY}"`, JSON.stringify(raw.key ?? RAW_KEY))
      .replace(`"${RAW_VALUE}"`, raw.value);
    return { input, payload };
  });
}

function prototypeKeyRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const polluting = `{"isAdmin":true,"${POLLUTION_MARKER}":true}`;
  const inQuery = fc
    .tuple(validInput(operation, known), fc.constantFrom('__proto__', 'constructor', '__proto__[isAdmin]', 'constructor[prototype][isAdmin]'))
    .map(
      ([input, key]): FuzzRequest => ({
        ...jsonRequest('prototype-pollution keys', operation, input),
        url: urlOf(operation, input, `${encodeURIComponent(key)}=true&${encodeURIComponent(POLLUTION_MARKER)}=true`),
      }),
    );
  if (!operation.body) return inQuery;
  const inBody = fc
    .constantFrom({ key: '__proto__', value: polluting }, { key: 'constructor', value: `{"prototype":${polluting}}` }, { key: 'prototype', value: polluting })
    .chain((raw) => bodyWithRaw(operation, known, raw))
    .map(({ input, payload }) => ({ ...jsonRequest('prototype-pollution keys', operation, input), headers: { 'content-type': 'application/json' }, payload }));
  return fc.oneof(inQuery, inBody);
}

const MALFORMED_JSON = [
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  '{"a":1}}',
  '"unterminated',
  '{"a":"\\x"}',
  '\u0000',
  '{"a":1} trailing',
];

function malformedJsonRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const truncated = fc.tuple(validInput(operation, known), fc.nat()).map(([input, cut]) => {
    const text = JSON.stringify(input.body ?? {});
    return text.slice(0, 1 + (cut % Math.max(1, text.length - 1)));
  });
  return fc
    .tuple(validInput(operation, known), fc.oneof(fc.constantFrom(...MALFORMED_JSON), truncated))
    .filter(([, payload]) => !parsesAsJson(payload))
    .map(([input, payload]) => ({ ...jsonRequest('malformed JSON', operation, input), headers: { 'content-type': 'application/json' }, payload }));
}

function parsesAsJson(text: string): boolean {
  if (text.trim() === '') return true; // an empty body counts as no body
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
];

function wrongContentTypeRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(validInput(operation, known), fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([input, contentType]) => ({
    ...jsonRequest('wrong content type', operation, input),
    headers: { 'content-type': contentType },
    payload: JSON.stringify(input.body ?? { title: 'x' }),
  }));
}

function deeplyNestedRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom(['{"a":', '}'], ['[', ']']))
    .chain(([depth, [open, close]]) => bodyWithRaw(operation, known, { value: `${open.repeat(depth)}1${close.repeat(depth)}` }))
    .map(({ input, payload }) => ({ ...jsonRequest('deeply nested body', operation, input), headers: { 'content-type': 'application/json' }, payload }));
}

function oversizedBodyRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(validInput(operation, known), hugeString(BODY_LIMIT_BYTES)).map(([input, text]) => ({
    ...jsonRequest('body over the size limit', operation, input),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...(isPlainObject(input.body) ? input.body : {}), padding: text }),
  }));
}

/** First bytes of the kinds uploads take, so that some forms get past the kind check to the image decoder. */
const MAGIC_PREFIXES = [
  [0xff, 0xd8, 0xff, 0xe0],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...'GIF89a'].map((c) => c.charCodeAt(0)),
  [...'%PDF-1.7'].map((c) => c.charCodeAt(0)),
  [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)),
  [],
];

/**
 * Upload forms as browsers and broken clients send them: random bytes (often behind a real magic
 * number) under tricky names, in the file field or another, whole or cut short, with a boundary
 * that matches or not. Whatever arrives must be stored or refused with a 4xx, never a 500.
 */
function multipartFormRequests(operation: ApiOperation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const field = operation.multipartField ?? 'file';
  return fc
    .record({
      input: validInput(operation, known),
      fieldName: fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: fc.constantFrom('photo', '', 'file[]', '__proto__') }),
      fileName: fc.oneof(
        fc.constantFrom('photo.png', 'cv.pdf', '', '..\\..\\x.jpg', 'a"b.png', 'emoji 🎉.webp', 'x'.repeat(300)),
        anyString({ maxLength: 40 }).map((name) => name.replace(/["\r\n]/g, '')),
      ),
      bytes: fc
        .tuple(fc.constantFrom(...MAGIC_PREFIXES), fc.uint8Array({ maxLength: 2048 }))
        .map(([prefix, rest]) => Buffer.concat([Buffer.from(prefix), Buffer.from(rest)])),
      shape: fc.constantFrom('whole', 'cut short', 'wrong boundary', 'no boundary', 'no file part'),
      cut: fc.nat(),
    })
    .map(({ input, fieldName, fileName, bytes, shape, cut }): FuzzRequest => {
      const boundary = 'fuzzBoundary7f3a';
      const filePart = Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\ncontent-type: image/png\r\n\r\n`),
        bytes,
        Buffer.from('\r\n'),
      ]);
      const textPart = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="note"\r\n\r\nhello\r\n`);
      let payload = Buffer.concat([shape === 'no file part' ? textPart : filePart, Buffer.from(`--${boundary}--\r\n`)]);
      if (shape === 'cut short') payload = payload.subarray(0, cut % payload.length);
      const contentType =
        shape === 'wrong boundary'
          ? 'multipart/form-data; boundary=another'
          : shape === 'no boundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`;
      return { kind: 'multipart forms', method: operation.method, url: urlOf(operation, input), headers: { 'content-type': contentType }, payload };
    });
}

const urlSlotsOf = (operation: ApiOperation): Slot[] => (operation.body ? bodySlots(operation.body).filter((slot) => isUrlSchema(slot.schema)) : []);

/** The link fields of an operation's body, as the API names them ("body.onlineLink", "body.links.0.url"). */
export function urlFieldsOf(operation: ApiOperation): string[] {
  return urlSlotsOf(operation).map(fieldName);
}

/**
 * Each hostile link (HOSTILE_URLS) in each link field of the body, the rest of the request
 * valid-looking (drawn from `seed`): no field may store one, so every one must be refused naming
 * its field.
 */
export function hostileUrlRequests(operation: ApiOperation, known: KnownValues, seed: number): FuzzRequest[] {
  return urlSlotsOf(operation).flatMap((slot, i) => {
    const [input] = fc.sample(validInput(operation, known), { numRuns: 1, seed: seed + i });
    return input ? HOSTILE_URLS.map((value) => jsonRequest('hostile URLs', operation, withValue(input, slot, value), fieldName(slot))) : [];
  });
}

/** Requests of one kind for one operation. */
export function fuzzRequests(operation: ApiOperation, kind: CaseKind, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const valid = () => validInput(operation, known).map((input) => jsonRequest(kind, operation, input));
  switch (kind) {
    case 'valid-looking values':
      return valid();
    case 'boundary values':
      return oneMutatedSlot(kind, operation, known, boundaryValues) ?? valid();
    case 'wrong types':
      return oneMutatedSlot(kind, operation, known, wrongTypes) ?? valid();
    case 'huge strings':
      return oneMutatedSlot(kind, operation, known, hugeStrings) ?? valid();
    case 'unknown fields':
      return unknownFieldRequests(operation, known);
    case 'prototype-pollution keys':
      return prototypeKeyRequests(operation, known);
    case 'malformed JSON':
      return malformedJsonRequests(operation, known);
    case 'wrong content type':
      return wrongContentTypeRequests(operation, known);
    case 'deeply nested body':
      return deeplyNestedRequests(operation, known);
    case 'body over the size limit':
      return oversizedBodyRequests(operation, known);
    case 'multipart forms':
      return multipartFormRequests(operation, known);
  }
}
