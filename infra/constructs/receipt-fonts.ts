import path from 'node:path';
import type { Binding } from '#shared/bindings.js';
import { repoRoot } from '../paths.js';

/**
 * The fonts a receipt falls back on for a name in a script its bundled fonts lack (Arabic, the other
 * Indian scripts, Chinese and Japanese: functions/assets/receipt-fonts/, 3.5 MB): too large for the
 * bundle, so each function that renders receipts (it has the `receipts` binding) carries the folder
 * beside its bundle and reads one font from it when a name needs it (functions/lib/receipt-fonts.ts).
 */
export const RECEIPT_FONTS_DIR = path.join(repoRoot, 'functions/assets/receipt-fonts');

export const besideBundleFor = (bindings: readonly Binding[]): string[] =>
  bindings.includes('receipts') ? [RECEIPT_FONTS_DIR] : [];
