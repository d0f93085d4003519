import type { ModuleRight } from '@portal/contracts';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useHoldsRight } from '../use-my-rights.ts';

interface RightGateProps {
  right: ModuleRight;
  /** What someone without the right reads instead (the server refuses their calls whatever shows). */
  refusal: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A module's page body for the holders of its right: the children once the right is known to be
 * held, a warning for everyone else, and nothing while the caller's rights are loading.
 */
export function RightGate({ right, refusal, testId, children }: RightGateProps) {
  const holds = useHoldsRight(right);
  if (holds === undefined) return null;
  return holds ? children : <Alert type="warning" showIcon message={refusal} data-testid={testId} />;
}
