/**
 * Ties a request schema to its operation (decision 037): the sandbox checks every request of a declared operation
 * with it before the handler runs, and hands the handler the checked, converted values. Request schemas live in
 * src/api/requests/<namespace>.ts, files the app's entry does not import, so the first load carries none of them.
 */
import { type, type Struct } from 'superstruct';
import type { Operation, OperationSpec, Params } from '../client.ts';

export interface RequestDeclaration<P extends Params, T, I> {
  readonly operation: Operation<P, T>;
  /** The parameters as they travel (every one a string), checked and converted: `type`, so unknown keys pass. */
  readonly schema: Struct<I>;
}

/** Every key a type names, in each member of a union; an index signature (`Record<string, never>`) names none. */
type NamedKeys<O> = O extends unknown ? keyof { [K in keyof O as string extends K ? never : number extends K ? never : K]: O[K] } : never;

/** The parameters of the operation's params type that its request schema does not name. */
export type UnnamedParams<P, I> = Exclude<NamedKeys<P>, NamedKeys<I>>;

/**
 * A schema that leaves out a parameter the app sends would let that parameter through unchecked, so the compiler
 * refuses it: the call then needs a third argument, whose label and type name the missing keys.
 */
type EveryParamNamed<P, I> = [UnnamedParams<P, I>] extends [never] ? [] : [schemaDoesNotName: UnnamedParams<P, I>];

export function declareRequest<P extends Params, T, I>(operation: Operation<P, T>, schema: Struct<I>, ..._everyParamNamed: EveryParamNamed<P, I>): RequestDeclaration<P, T, I> {
  return { operation, schema };
}

/** The request schema of an operation that takes no parameters: anything sent alongside is ignored, as the platform does. */
export const NoParams = type({});

/** An operation without parameters, declared so that the tie test sees it was considered. */
export function declareNoParams<P extends Params, T>(operation: Operation<P, T>, ..._everyParamNamed: EveryParamNamed<P, object>): RequestDeclaration<P, T, object> {
  return { operation, schema: NoParams };
}

/** A declaration as the index keeps it, whatever its types: its schema is only run, never typed against a handler. */
export interface AnyRequestDeclaration {
  readonly operation: { readonly spec: Pick<OperationSpec<unknown>, 'operation' | 'method'> };
  readonly schema: Struct;
}

export function anyDeclaration(declaration: { readonly operation: { readonly spec: Pick<OperationSpec<unknown>, 'operation' | 'method'> }; readonly schema: unknown }): AnyRequestDeclaration {
  return declaration as AnyRequestDeclaration;
}
