// The routes of the running app, read from Nest (handlers and their @Public() mark) and from
// Fastify (what is really served), so access tests cover routes added later without edits.
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC_KEY } from '../../src/common/decorators/access.decorators.js';

/** The prefix of every API route (app.ts: setGlobalPrefix('api', …)). */
const GLOBAL_PREFIX = 'api';

/** One method and path as Fastify serves it, e.g. PUT /api/users/:id. */
export interface ServedRoute {
  method: string;
  path: string;
}

/** A route of a Nest controller: where Fastify serves it and whether it is @Public(). */
export interface NestRoute extends ServedRoute {
  isPublic: boolean;
  /** Controller and method name, for messages. */
  handler: string;
}

export interface RouteCatalog {
  /** Every Nest handler, matched to the Fastify route that serves it. */
  nest: NestRoute[];
  /** Nest handlers for which Fastify serves no route (path composed wrongly, or not mounted). */
  unmatched: NestRoute[];
  /** Routes Fastify serves that no Nest handler declares (HEAD twins of GET routes left out). */
  fastifyOnly: ServedRoute[];
}

/** Path parameters and wildcards reduced to ':' and '*', so both spellings compare equal. */
function shape(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? ':'
        : segment.startsWith('*') || segment.startsWith('{*')
          ? '*'
          : segment,
    )
    .join('/');
}

const key = (method: string, path: string) => `${method} ${shape(path)}`;

/** Joins path parts with single slashes: ['api', '/users/', ':id'] → /api/users/:id. */
function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value : [value];

/**
 * Every route Fastify serves, parsed from its route tree (printRoutes): one line per node,
 * four characters of indentation per level, the node's part of the path, its methods in
 * parentheses.
 */
export function servedRoutes(app: NestFastifyApplication): ServedRoute[] {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: ServedRoute[] = [];
  const parts: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    parts.length = match[1].length / 4;
    parts.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, path: parts.join('') });
    }
  }
  return routes;
}

/**
 * The routes of the running app: every Nest handler with its @Public() mark (read like the
 * AuthGuard reads it: handler first, then class), matched to what Fastify serves.
 */
export function routeCatalog(app: NestFastifyApplication): RouteCatalog {
  const served = servedRoutes(app);
  const servedByKey = new Map(served.map((route) => [key(route.method, route.path), route]));
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const nest: NestRoute[] = [];
  const unmatched: NestRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as (
        ...args: unknown[]
      ) => unknown;
      const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as
        string | string[] | undefined;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as
        RequestMethod | undefined;
      if (methodPaths === undefined || requestMethod === undefined) continue;
      const isPublic =
        reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]) ?? false;
      const method = RequestMethod[requestMethod];
      for (const controllerPath of controllerPaths) {
        for (const methodPath of asList(methodPaths)) {
          // Excluded from the global prefix (image/…, upload/…) the path has none.
          const candidates = [
            joinPath(GLOBAL_PREFIX, controllerPath, methodPath),
            joinPath(controllerPath, methodPath),
          ];
          const servedRoute = candidates
            .map((path) => servedByKey.get(key(method, path)))
            .find((route) => route !== undefined);
          const route = {
            method,
            path: servedRoute?.path ?? candidates[0],
            isPublic,
            handler: `${controller.name}.${name}`,
          };
          (servedRoute ? nest : unmatched).push(route);
        }
      }
    }
  }
  const nestKeys = new Set(nest.map((route) => key(route.method, route.path)));
  const fastifyOnly = served.filter(
    (route) =>
      !nestKeys.has(key(route.method, route.path)) &&
      !(route.method === 'HEAD' && nestKeys.has(key('GET', route.path))),
  );
  return { nest, unmatched, fastifyOnly };
}

/** A URL for a route pattern with every parameter and wildcard filled with 1. */
export function exampleUrl(path: string): string {
  return shape(path).replace(/\/[:*]/g, '/1');
}
