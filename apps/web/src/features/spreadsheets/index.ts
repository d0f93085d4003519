import { lazy } from 'react';

// Lazy: only right holders see an import, so only they load its code (the upload, the messages).
export const SpreadsheetImport = lazy(async () => ({
  default: (await import('./SpreadsheetImport.tsx')).SpreadsheetImport,
}));
