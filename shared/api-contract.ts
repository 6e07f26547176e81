/**
 * What each route takes and gives, read from its declaration (shared/api/<context>.ts): its path
 * parameters, its JSON body, its query string and its success reply. The web's typed client
 * (web/src/lib/api.ts) reads method and path from the key, so a call to a route that is not declared,
 * or with the wrong parameters, body or reply, fails `tsc`.
 */
import type { ClientBody, ClientQuery, ClientResponse, PathParams, RouteKeyOf } from './api/route.js';
import type { ImportIssue } from './mock-tests.js';
import type { DeclaredRoute } from './routes.js';

export type ApiContract = {
  [R in DeclaredRoute as RouteKeyOf<R>]: {
    params: PathParams<R['path']>;
    body: ClientBody<R>;
    /** The query string a route reads, or undefined for a route that reads none. */
    query: ClientQuery<R>;
    response: ClientResponse<R>;
  };
};

export type ApiRoute = keyof ApiContract;
export type ParamsOf<K extends ApiRoute> = ApiContract[K]['params'];
export type BodyOf<K extends ApiRoute> = ApiContract[K]['body'];
export type ResponseOf<K extends ApiRoute> = ApiContract[K]['response'];
export type QueryOf<K extends ApiRoute> = ApiContract[K]['query'];

/** The body of a 422 import_invalid reply. */
/** A question import that would add questions the test already has: nothing was written. */
export interface ImportRepeatsBody {
  success: false;
  code: 'import_repeats';
  error: string;
  /** How many of the sheet's questions the test already has. */
  repeats: number;
  /** How many questions the sheet has. */
  questions: number;
}

export interface ImportInvalidBody {
  success: false;
  code: 'import_invalid';
  error: string;
  issues: ImportIssue[];
}
