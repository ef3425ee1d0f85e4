/**
 * Loads the sandbox CMS's content (mocks/cms/fixtures.ts: every single type and collection of SPEC §7 "CMS reads",
 * in uz and ru, and their media) into this Strapi, so the app looks the same against either
 * (docs/decisions/028-strapi-cms.md).
 *
 *   npm run seed            load what is missing, then exit (a type that already has content is left as it is)
 *   npm run seed -- --serve load, then keep serving (the contract suite starts Strapi so: one boot, not two)
 *
 * Runs from this checkout: the fixtures are the app's TypeScript, loaded through tsx from the app's node_modules
 * (`npm ci` at the root first). Strapi's own settings come from the environment (.env.example).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { COLLECTION_TYPES, SINGLE_TYPES, UPLOAD_FILES, collectionEntries, singleTypeFields } from '../../mocks/cms/fixtures.ts';
import { JsonField, Relation } from '../../mocks/cms/strapi.ts';
import { uploadContent } from '../../mocks/cms/uploads.ts';

process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
const appDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(appDir, 'package.json'));
const { createStrapi, compileStrapi } = require('@strapi/strapi');

const LOCALES = ['uz', 'ru'];
const serve = process.argv.includes('--serve');

/** The content type answering `/api/{name}`: a single type by its singular name, a collection by its plural. */
function uidOf(strapi, name, kind) {
  const found = Object.values(strapi.contentTypes).find(
    (type) => type.uid.startsWith('api::') && type.kind === kind && (kind === 'singleType' ? type.info.singularName : type.info.pluralName) === name,
  );
  if (!found) throw new Error(`No ${kind} answers /api/${name}: cms/src/api is missing it`);
  return found.uid;
}

/** Uploads every fixture file once (by name); answers name -> the upload's id. */
async function seedUploads(strapi) {
  const ids = new Map();
  const dir = mkdtempSync(join(tmpdir(), 'omad-cms-seed-'));
  try {
    for (const file of UPLOAD_FILES) {
      const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: file.name } });
      if (existing) {
        ids.set(file.name, existing.id);
        continue;
      }
      const path = join(dir, file.name);
      writeFileSync(path, await uploadContent(file));
      const [uploaded] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: file.name, alternativeText: null, caption: null } },
          files: { filepath: path, originalFilename: file.name, mimetype: file.mime, size: statSync(path).size },
        });
      ids.set(file.name, uploaded.id);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return ids;
}

/** A fixture value as the Document Service takes it: JSON as is, media as upload ids, components without their ids. */
function toData(value, uploads) {
  if (value instanceof JsonField) return value.value;
  if (value instanceof Relation) {
    if (!value.isMedia) throw new Error('The fixtures hold only media relations');
    const idOf = (entry) => {
      const id = uploads.get(entry.attributes.name);
      if (id === undefined) throw new Error(`Upload ${entry.attributes.name} was not seeded`);
      return id;
    };
    if (value.data === null) return null;
    return Array.isArray(value.data) ? value.data.map(idOf) : idOf(value.data);
  }
  if (Array.isArray(value)) return value.map((item) => toData(item, uploads));
  if (typeof value === 'object' && value !== null) {
    const result = {};
    for (const [key, item] of Object.entries(value)) if (key !== 'id') result[key] = toData(item, uploads);
    return result;
  }
  return value;
}

/** What this run added, and what it left as it was (it never overwrites an editor's content). */
const report = { added: [], kept: [] };

async function seedSingleTypes(strapi, uploads) {
  for (const name of SINGLE_TYPES) {
    const documents = strapi.documents(uidOf(strapi, name, 'singleType'));
    if (await documents.findFirst({ locale: 'uz' })) {
      report.kept.push(name);
      continue;
    }
    report.added.push(name);
    let documentId;
    for (const locale of LOCALES) {
      const data = toData(singleTypeFields(name, locale), uploads);
      const saved = documentId ? await documents.update({ documentId, locale, data }) : await documents.create({ locale, data });
      documentId = saved.documentId;
    }
  }
}

/** Entries of the same fixture id are one document in both locales (its localizations). */
async function seedCollections(strapi, uploads) {
  for (const name of COLLECTION_TYPES) {
    const documents = strapi.documents(uidOf(strapi, name, 'collectionType'));
    if ((await documents.count({ locale: 'uz' })) > 0) {
      report.kept.push(name);
      continue;
    }
    report.added.push(name);
    const documentIds = new Map();
    for (const locale of LOCALES) {
      for (const entry of collectionEntries(name, locale)) {
        const data = toData(entry.attributes, uploads);
        const documentId = documentIds.get(entry.id);
        const saved = documentId ? await documents.update({ documentId, locale, data }) : await documents.create({ locale, data });
        documentIds.set(entry.id, saved.documentId);
      }
    }
  }
}

const strapi = createStrapi(await compileStrapi({ appDir }));
await strapi.load();
try {
  const uploads = await seedUploads(strapi);
  await seedSingleTypes(strapi, uploads);
  await seedCollections(strapi, uploads);
  strapi.log.info(`Seed (uz, ru): added ${report.added.join(', ') || 'nothing'}; already had content, left as it was: ${report.kept.join(', ') || 'nothing'}`);
} catch (error) {
  strapi.log.error(error);
  await strapi.destroy();
  process.exit(1);
}
if (serve) await strapi.start();
else {
  await strapi.destroy();
  process.exit(0);
}
