/** Strapi v4 error bodies: `{"data": null, "error": {"status", "name", "message"}}`. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type StrapiErrorName = 'ValidationError' | 'UnauthorizedError' | 'ForbiddenError' | 'NotFoundError' | 'ApplicationError';

export function strapiError(c: Context, status: ContentfulStatusCode, name: StrapiErrorName, message: string, details?: Record<string, unknown>) {
  return c.json({ data: null, error: { status, name, message, ...(details ? { details } : {}) } }, status);
}

export const notFound = (c: Context) => strapiError(c, 404, 'NotFoundError', 'Not Found');
export const badRequest = (c: Context, message: string) => strapiError(c, 400, 'ValidationError', message, {});
export const unauthorized = (c: Context) => strapiError(c, 401, 'UnauthorizedError', 'Missing or invalid credentials', {});
export const forbidden = (c: Context, message = 'Forbidden') => strapiError(c, 403, 'ForbiddenError', message, {});
