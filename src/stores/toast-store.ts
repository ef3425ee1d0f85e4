/** Toasts below the header (SPEC §2), 5000 ms by default (SPEC §9). */
import { proxy } from 'valtio';

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  duration: number;
  /** An optional action, e.g. "Reload" for a new build. */
  action?: { label: string; run: () => void };
}

const TOAST_DEFAULT_MS = 5000;
const MAX_VISIBLE = 3;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const toastState = proxy({ toasts: [] as Toast[] });

export function showToast(text: string, options: { kind?: ToastKind; duration?: number; action?: Toast['action'] } = {}): number {
  const toast: Toast = { id: nextId++, text, kind: options.kind ?? 'info', duration: options.duration ?? TOAST_DEFAULT_MS, ...(options.action ? { action: options.action } : {}) };
  // The same text twice in a row is one toast, not a stack.
  if (toastState.toasts.some((existing) => existing.text === text)) return toast.id;
  toastState.toasts.push(toast);
  for (const oldest of toastState.toasts.slice(0, Math.max(0, toastState.toasts.length - MAX_VISIBLE))) dismissToast(oldest.id);
  if (toast.duration > 0) timers.set(toast.id, setTimeout(() => dismissToast(toast.id), toast.duration));
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastState.toasts = toastState.toasts.filter((toast) => toast.id !== id);
}

export function resetToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastState.toasts = [];
}
