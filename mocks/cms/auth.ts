/**
 * The Strapi users-permissions routes of SPEC §7 "CMS reads", for one sandbox CMS editor whose
 * token (put in the `cms_token` cookie) lets the app send `Authorization: Bearer …`.
 *
 *   editor@sandbox.test / Sandbox123   (README: sandbox accounts)
 *
 * Registration and social providers are switched off, as on an operator's CMS; nothing sends
 * e-mail, so a reset code can never be valid. State lives in the cmsRoutes() instance.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { badRequest, forbidden, unauthorized } from './errors.ts';

export const SANDBOX_EDITOR = { email: 'editor@sandbox.test', password: 'Sandbox123' } as const;

interface Editor {
  id: number;
  username: string;
  email: string;
  password: string;
}

export interface CmsAuth {
  /** 'none' without an Authorization header, 'valid' for a token this instance issued, else 'invalid'. */
  check(header: string | undefined): 'none' | 'valid' | 'invalid';
  mount(app: Hono): void;
}

function publicUser(editor: Editor) {
  return {
    id: editor.id,
    username: editor.username,
    email: editor.email,
    provider: 'local',
    confirmed: true,
    blocked: false,
    createdAt: '2025-01-15T09:00:00.000Z',
    updatedAt: '2025-01-15T09:00:00.000Z',
  };
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function createCmsAuth(): CmsAuth {
  const editor: Editor = { id: 1, username: 'editor', email: SANDBOX_EDITOR.email, password: SANDBOX_EDITOR.password };
  const tokens = new Set<string>();

  const bearer = (header: string | undefined): string | undefined => {
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    return match?.[1];
  };

  const check: CmsAuth['check'] = (header) => {
    if (header === undefined || header === '') return 'none';
    const token = bearer(header);
    return token !== undefined && tokens.has(token) ? 'valid' : 'invalid';
  };

  const issue = () => {
    const jwt = `sandbox-cms.${randomUUID()}`;
    tokens.add(jwt);
    return { jwt, user: publicUser(editor) };
  };

  const mount = (app: Hono) => {
    app.post('/auth/local', async (c) => {
      const body = await jsonBody(c);
      const identifier = text(body?.identifier);
      const password = text(body?.password);
      if (!identifier || !password) return badRequest(c, 'identifier and password are required');
      if ((identifier.toLowerCase() !== editor.email && identifier !== editor.username) || password !== editor.password) {
        return badRequest(c, 'Invalid identifier or password');
      }
      return c.json(issue());
    });

    app.get('/users/me', (c) => {
      const state = check(c.req.header('authorization'));
      if (state === 'none') return forbidden(c);
      if (state === 'invalid') return unauthorized(c);
      return c.json(publicUser(editor));
    });

    app.post('/auth/local/register', (c) => forbidden(c, 'Register action is currently disabled'));

    app.post('/auth/forgot-password', async (c) => {
      const email = text((await jsonBody(c))?.email);
      if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return badRequest(c, 'email must be a valid email');
      // Strapi answers ok whether or not the address exists, so it cannot be used to probe accounts.
      return c.json({ ok: true });
    });

    app.post('/auth/reset-password', async (c) => {
      const body = await jsonBody(c);
      if (!text(body?.code) || !text(body?.password) || !text(body?.passwordConfirmation)) {
        return badRequest(c, 'code, password and passwordConfirmation are required');
      }
      return badRequest(c, 'Incorrect code provided');
    });

    app.post('/auth/change-password', async (c) => {
      const state = check(c.req.header('authorization'));
      if (state === 'none') return forbidden(c);
      if (state === 'invalid') return unauthorized(c);
      const body = await jsonBody(c);
      const current = text(body?.currentPassword);
      const password = text(body?.password);
      if (!current || !password || text(body?.passwordConfirmation) === undefined) {
        return badRequest(c, 'currentPassword, password and passwordConfirmation are required');
      }
      if (current !== editor.password) return badRequest(c, 'The provided current password is invalid');
      if (password !== body?.passwordConfirmation) return badRequest(c, 'Passwords do not match');
      if (password === current) return badRequest(c, 'Your new password must be different than your current password');
      editor.password = password;
      return c.json(issue());
    });

    app.post('/auth/send-email-confirmation', async (c) => {
      const email = text((await jsonBody(c))?.email);
      if (!email) return badRequest(c, 'email is a required field');
      if (email.toLowerCase() === editor.email) return badRequest(c, 'Already confirmed');
      return c.json({ email, sent: true });
    });

    app.get('/auth/:provider/callback', (c) => badRequest(c, 'This provider is disabled'));
  };

  return { check, mount };
}
