import type { useAppProps } from 'antd/es/app/context';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useComponentConfig } from 'antd/es/config-provider/context';
import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';

type Kind = keyof useAppProps;
type Call = { kind: Kind; method: string; args: unknown[] };

const FeedbackHolder = lazy(() => import('./FeedbackHolder.tsx'));

/**
 * antd's `<App>` for `App.useApp()`, with its message, notification and modal engines loaded at
 * their first use instead of in every page's first load. Calls made before they arrive wait and
 * then run in order; the rendered `.ant-app` wrapper and its styles are antd's own.
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  const { getPrefixCls, className: contextClassName, style: contextStyle } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const loaded = useRef<useAppProps | null>(null);
  const pending = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);

  const onReady = useCallback((api: useAppProps) => {
    loaded.current = api;
    const calls = pending.current;
    pending.current = [];
    for (const { kind, method, args } of calls) run(api, kind, method, args);
  }, []);

  const value = useMemo(() => {
    const deferred = (kind: Kind) =>
      new Proxy(
        {},
        {
          get:
            (_, method: string) =>
            (...args: unknown[]) => {
              if (loaded.current) return run(loaded.current, kind, method, args);
              pending.current.push({ kind, method, args });
              setWanted(true);
              return undefined;
            },
        },
      );
    return {
      message: deferred('message'),
      notification: deferred('notification'),
      modal: deferred('modal'),
    } as useAppProps;
  }, []);

  return (
    <AppContext.Provider value={value}>
      <div className={clsx(contextClassName, hashId, prefixCls, cssVarCls)} style={contextStyle}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolder onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}

function run(api: useAppProps, kind: Kind, method: string, args: unknown[]) {
  const target = api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>;
  return target[method]?.(...args);
}
