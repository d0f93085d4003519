import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface CreateButtonProps {
  onClick: () => void;
  testId: string;
  /** What it adds: 新建项目, 新增资产… */
  children: string;
}

/** A list's add button, at the right of its page's title. */
export function CreateButton({ onClick, testId, children }: CreateButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
