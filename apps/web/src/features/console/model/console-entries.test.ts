import { describe, expect, it } from 'vitest';
import { heldRights, opensConsole } from './console-access.ts';
import { consoleEntriesFor } from './console-entries.ts';

const keys = (roles: string[]) => consoleEntriesFor(roles).map((entry) => entry.key);

describe('the console side menu', () => {
  it('is empty, and the console closed, for an employee without a module right', () => {
    expect(opensConsole([])).toBe(false);
    expect(opensConsole(['reviewer', 'Holiday:Edit'])).toBe(false);
    expect(keys([])).toEqual([]);
  });

  it('shows a right holder the overview and their own modules only', () => {
    expect(keys(['holiday:edit'])).toEqual(['overview', 'holidays']);
    expect(keys(['rotation:import', 'feedback:read'])).toEqual(['overview', 'rotation', 'feedback']);
    // A console right whose editor is not built yet still opens the console, on the overview alone.
    expect(opensConsole(['honor:edit'])).toBe(true);
    expect(keys(['honor:edit'])).toEqual(['overview']);
    expect(keys(['news:edit'])).toEqual(['overview', 'news']);
    expect(keys(['messages:send'])).toEqual(['overview', 'messages']);
    expect(keys(['rooms:edit'])).toEqual(['overview', 'rooms']);
    expect(keys(['feedback:edit'])).toEqual(['overview', 'feedbackForms']);
  });

  it('shows an administrator everything, rights and the audit trail included', () => {
    expect(keys(['admin'])).toEqual([
      'overview',
      'rights',
      'audit',
      'holidays',
      'software',
      'assets',
      'apartments',
      'rotation',
      'feedback',
      'feedbackForms',
      'news',
      'rooms',
      'messages',
    ]);
    expect(heldRights(['admin'])).toContain('messages:send');
  });
});
