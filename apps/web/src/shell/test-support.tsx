import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export const CURRENT_USER = {
  code: 'XH10001',
  userId: 'XH10001',
  email: 'wei.wang@example.com',
  name: '王伟',
  displayName: '王伟(wei.wang)',
  department: '行政部',
  company: '星海科技',
  avatar: null as string | null,
  language: 'zh',
  roles: [],
  timeZone: 'Asia/Shanghai',
  office: null,
};

export const PORTAL_CONFIG = {
  links: {
    myGoals: 'https://goals.test.local',
    resetPassword: 'https://account.test.local/reset',
    myAssets: 'https://assets.test.local',
  },
  help: { phone: '400-800-2026', mailbox: 'help@test.local', chatAvailable: true },
};

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers the shell's calls from `answers` (path → data, or a function of the call), plus the
 * current user and the portal configuration; records every call.
 */
export function mockApi(answers: Record<string, unknown | ((call: RecordedCall) => unknown)> = {}) {
  const calls: RecordedCall[] = [];
  const defaults: Record<string, unknown> = {
    '/new/api/oa/portal/getCurrentUser': CURRENT_USER,
    '/new/api/sso/portal/getPortalConfig': PORTAL_CONFIG,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const path = url.split('?')[0] ?? url;
    const answer = path in answers ? answers[path] : defaults[path];
    const data = typeof answer === 'function' ? answer(call) : (answer ?? null);
    return new Response(JSON.stringify({ code: 1, message: '', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Renders `ui` inside the providers the shell needs, at the hash route `route`. */
export function renderShell(ui: ReactNode, route = '/meeting/meetingOrder') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* No motion: closed popups leave the DOM at once instead of after an animation jsdom never runs. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
