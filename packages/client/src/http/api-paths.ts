import type { paths } from './generated/api-schema.js';

/**
 * The API's paths as the client writes them: without the `/api` prefix its base URL adds
 * (`'/orders/{id}'`), each with its operations as openapi-typescript generated them.
 */
export type ApiPaths = {
  [Template in keyof paths as Template extends `/api${infer Path}` ? Path : never]: paths[Template];
};

/** The HTTP methods the client sends. */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The path templates of a document that answer `Method` (`'/orders/{id}'`). */
type Templates<Paths extends object, Method extends ApiMethod> = {
  [Template in keyof Paths]: Paths[Template] extends Record<Method, object> ? Template : never;
}[keyof Paths] &
  string;

/** A path template with every `{parameter}` open: `'/orders/{id}'` → `` `/orders/${string}` ``. */
type Filled<Template extends string> = Template extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : Template;

/**
 * What may be written for `Method`: a path of the document, each parameter filled in, with or
 * without a query string. Editors complete these; {@link ApiRoute} then checks each segment.
 */
export type ApiPathOf<Paths extends object, Method extends ApiMethod> =
  Filled<Templates<Paths, Method>> | `${Filled<Templates<Paths, Method>>}?${string}`;

/** The path without its query string. */
type WithoutQuery<Path extends string> = Path extends `${infer Route}?${string}` ? Route : Path;

/** Whether one written segment fits one template segment: a parameter takes any non-empty one. */
type SegmentFits<Written extends string, Template extends string> = Template extends `{${string}}`
  ? Written extends ''
    ? false
    : true
  : [Written] extends [Template]
    ? true
    : false;

/** Whether a written path fits a template segment by segment (a parameter never spans a `/`). */
type Fits<
  Written extends string,
  Template extends string,
> = Template extends `${infer TemplateHead}/${infer TemplateTail}`
  ? Written extends `${infer WrittenHead}/${infer WrittenTail}`
    ? SegmentFits<WrittenHead, TemplateHead> extends true
      ? Fits<WrittenTail, TemplateTail>
      : false
    : false
  : Written extends `${string}/${string}`
    ? false
    : SegmentFits<Written, Template>;

/** The template(s) a written route is: itself when the document has it, else those it fits. */
type RouteTemplate<Paths extends object, Route extends string, Method extends ApiMethod> =
  Route extends Templates<Paths, Method>
    ? Route
    : {
        [Template in Templates<Paths, Method>]: Fits<Route, Template> extends true
          ? Template
          : never;
      }[Templates<Paths, Method>];

/** The document's template(s) of a written path (`` `/orders/${number}?x=1` `` → `'/orders/{id}'`). */
export type ApiRoute<
  Paths extends object,
  Path extends string,
  Method extends ApiMethod,
> = RouteTemplate<Paths, WithoutQuery<Path>, Method>;

/**
 * The written path when the document has it for `Method`, else `never`, so that the argument is
 * refused at compile time (a wrong segment, a method the path does not answer).
 */
export type KnownPath<Paths extends object, Path extends string, Method extends ApiMethod> = [
  ApiRoute<Paths, Path, Method>,
] extends [never]
  ? never
  : Path;

/** The operation of a template and method. */
type Operation<
  Paths extends object,
  Template,
  Method extends ApiMethod,
> = Template extends keyof Paths
  ? Paths[Template] extends Record<Method, infer Op>
    ? Op
    : never
  : never;

/** The JSON body of an operation's success answer (200, 201 or 204). */
type SuccessBody<Op> = Op extends { responses: infer Responses }
  ? Responses[keyof Responses & (200 | 201 | 204)] extends infer Answer
    ? Answer extends { content: { 'application/json': infer Body } }
      ? Body
      : undefined
    : never
  : never;

/** The `data` of a success answer's `{ data }` envelope; `undefined` for an answer without one. */
type DataOf<Body> = Body extends { data: infer Data } ? Data : undefined;

/** What the client resolves with for a path: the `data` of its success answer in the document. */
export type ApiAnswer<
  Paths extends object,
  Path extends string,
  Method extends ApiMethod,
> = AnswerOf<Paths, ApiRoute<Paths, Path, Method>, Method>;

type AnswerOf<Paths extends object, Template, Method extends ApiMethod> = Template extends unknown
  ? DataOf<SuccessBody<Operation<Paths, Template, Method>>>
  : never;

/** The JSON request body of a path and method; `undefined` where the operation takes none. */
export type ApiBody<Paths extends object, Path extends string, Method extends ApiMethod> = BodyOf<
  Operation<Paths, ApiRoute<Paths, Path, Method>, Method>
>;

type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : OptionalBody<Op extends { requestBody?: infer Request } ? NonNullable<Request> : never>;

/** An optional request body may be left out; `requestBody?: never` takes none. */
type OptionalBody<Request> = [Request] extends [never]
  ? undefined
  : Request extends { content: { 'application/json': infer Body } }
    ? Body | undefined
    : undefined;

/** An element of a list answer (what a page of `getPage` holds). */
export type ApiItem<Answer> = Answer extends readonly (infer Item)[] ? Item : never;
