import {
  type ErrorKey,
  envelopeOf,
  failureEnvelope,
  type RouteAnswer,
  type RouteName,
  routes,
} from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * The one way web tests talk to "the server": every answer is checked against the contract (a
 * fixture that the real server could not send fails the test), every call is recorded, and a call
 * to a route the test did not expect is answered 404 and recorded, so the test sees it.
 */

export const CURRENT_USER = {
  code: 'XH10001',
  userId: 'XH10001',
  email: 'wei.wang@example.com',
  name: '王伟',
  displayName: '王伟(wei.wang)',
  department: '行政部',
  company: '星海科技',
  avatar: null as string | null,
  language: 'zh' as const,
  roles: [] as string[],
  timeZone: 'Asia/Shanghai',
  office: null as { city: string; building: string | null } | null,
};

export const PORTAL_CONFIG = {
  links: {
    myGoals: 'https://goals.test.local',
    resetPassword: 'https://account.test.local/reset',
    myAssets: 'https://assets.test.local',
  },
  help: { phone: '400-800-2026', mailbox: 'help@test.local', chatAvailable: true },
  bookCornerUrl: 'https://books.test.local/',
  rotationApplyUrl: 'https://workflow.test.local/apply',
  workflowNewRequestUrl: 'https://workflow.test.local/new',
};

export interface RecordedCall {
  route: RouteName | null;
  method: string;
  url: string;
  /** The JSON body, the FormData of an upload, or null. */
  body: unknown;
  query: URLSearchParams;
}

/** A refusal as the server sends it: HTTP status, envelope code, the reason's key and its message. */
export interface Refusal {
  refusal: { status: number; error: ErrorKey; message: string; code?: number | string };
}

export const refuse = (
  status: number,
  error: ErrorKey,
  message: string,
  code: number | string = status,
): Refusal => ({
  refusal: { status, error, message, code },
});

type Answer<N extends RouteName> = RouteAnswer<N> | Refusal;
export type ApiAnswers = {
  [N in RouteName]?: Answer<N> | ((call: RecordedCall) => Answer<N> | Promise<Answer<N>>);
};

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refusal' in value;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const routeOf = (method: string, path: string) =>
  (Object.keys(routes) as RouteName[]).find(
    (name) => routes[name].method === method && routes[name].path === path,
  ) ?? null;

const readBody = (body: BodyInit | null | undefined) => {
  if (body instanceof FormData) return body;
  return typeof body === 'string' && body ? JSON.parse(body) : null;
};

/**
 * Stubs `fetch` with the contract's routes: `answers` by route name (data, a refusal, or a function
 * of the call); the current user and the portal configuration answer by default.
 */
export function mockApi(answers: ApiAnswers = {}) {
  const calls: RecordedCall[] = [];
  const defaults: ApiAnswers = { peopleCurrentUser: CURRENT_USER, shellPortalConfig: PORTAL_CONFIG };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const [path = url, search = ''] = url.split('?');
    const method = init?.method ?? 'GET';
    const route = routeOf(method, path);
    const call: RecordedCall = {
      route,
      method,
      url,
      body: readBody(init?.body),
      query: new URLSearchParams(search),
    };
    calls.push(call);
    const given = route ? (route in answers ? answers[route] : defaults[route]) : undefined;
    if (!route || given === undefined) {
      return json(404, {
        code: 404,
        message: `no answer for ${method} ${url}`,
        data: null,
        error: 'request.notFound',
      });
    }
    const answer = typeof given === 'function' ? await given(call) : given;
    if (isRefusal(answer)) {
      const { status, error, message, code = status } = answer.refusal;
      return json(status, failureEnvelope.parse({ code, message, data: null, error }));
    }
    return json(200, envelopeOf(routes[route].answer).parse({ code: 1, message: '', data: answer }));
  });
  return calls;
}

/** The calls made to one route. */
export const callsTo = (calls: RecordedCall[], route: RouteName) =>
  calls.filter((call) => call.route === route);

export interface RenderOptions {
  /** Where the router starts (path and query). */
  at?: string;
  /** The route pattern `ui` is mounted on; without it `ui` renders whatever the path. */
  path?: string;
  /** Other routes, e.g. where the page navigates to. */
  otherRoutes?: Record<string, ReactNode>;
  /** The query cache, when the test filled it before rendering (as the app's start-up does). */
  client?: QueryClient;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` with the providers the app gives every page: queries, antd (no motion) and a router. */
export function renderWithApi(
  ui: ReactNode,
  { at = '/', path, otherRoutes = {}, client = testQueryClient() }: RenderOptions = {},
) {
  const content = path ? (
    <Switch>
      <Route path={path}>{ui}</Route>
      {Object.entries(otherRoutes).map(([other, element]) => (
        <Route key={other} path={other}>
          {element}
        </Route>
      ))}
    </Switch>
  ) : (
    ui
  );
  return render(
    <QueryClientProvider client={client}>
      {/* No motion: closed popups leave the DOM at once instead of after an animation jsdom never runs. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <Router hook={memoryLocation({ path: at }).hook}>{content}</Router>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
