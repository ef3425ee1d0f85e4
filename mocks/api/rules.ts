/**
 * The sandbox's side of parameter checking: the field rules are the floor's (src/api/requests/rules.ts, decision 037),
 * re-exported for handlers that refine further; here the parser that turns failures into InvalidParameterException.
 */
import { validate, type Struct } from 'superstruct';
import { fail, type ErrorData } from '../http/wire.ts';

export * from '../../src/api/requests/rules.ts';

/**
 * Validates raw string params against a `type({...})` struct, converting where the struct coerces.
 * Failures become InvalidParameterException with one key list per field.
 */
export function parseParams<T>(params: Readonly<Record<string, string>>, schema: Struct<T>): T {
  const [error, value] = validate(params, schema, { coerce: true });
  if (!error) return value;
  const errorData: ErrorData = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? failure.key ?? 'params');
    const key = failure.refinement ?? (failure.value === undefined ? 'REQUIRED' : 'INVALID');
    const keys = (errorData[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
  }
  throw fail.invalidParameter(errorData);
}
