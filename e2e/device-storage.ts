/** What the app leaves on the device, and which forbidden values it holds: the storage audits (security, telegram). */
import type { Page } from '@playwright/test';

export type DeviceStorage = { local: Record<string, string>; session: Record<string, string>; indexedDb: string[] };

/** Everything the app can leave on the device: localStorage, sessionStorage and every IndexedDB record. */
export async function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) => Object.fromEntries(Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [key, storage.getItem(key) ?? '']));
    const records: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name ?? '');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        });
        for (const value of all) records.push(`${info.name}/${store}: ${JSON.stringify(value)}`);
      }
      db.close();
    }
    return { local: dump(localStorage), session: dump(sessionStorage), indexedDb: records };
  });
}

/** Where on the device a forbidden value (a secret, personal data) is found; empty values are skipped. */
export function leaks(storage: DeviceStorage, forbidden: string[]): string[] {
  const places = [
    ...Object.entries(storage.local).map(([key, value]) => [`localStorage ${key}`, `${key}=${value}`] as const),
    ...Object.entries(storage.session).map(([key, value]) => [`sessionStorage ${key}`, `${key}=${value}`] as const),
    ...storage.indexedDb.map((record) => [`IndexedDB ${record.slice(0, 40)}`, record] as const),
  ];
  const found: string[] = [];
  for (const [where, text] of places) for (const value of forbidden.filter(Boolean)) if (text.toLowerCase().includes(value.toLowerCase())) found.push(`${where} holds ${value.slice(0, 40)}`);
  return found;
}
