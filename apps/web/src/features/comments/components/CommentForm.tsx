import { charLength } from '@portal/contracts/text';
import { Button, Checkbox, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '../../../api/contract-values.ts';
import { useSingleSubmit } from '../../../api/use-single-submit.ts';
import styles from '../comments.module.css';
import { clipComment, commentProblem } from '../model/comment-rules.ts';

interface CommentFormProps {
  /** Resolves when the comment is stored; the form then clears. */
  onSubmit: (comment: string, anonymous: boolean) => Promise<unknown>;
}

/** Empty text is not submitted; at most 100 characters; optional anonymous checkbox. */
export function CommentForm({ onSubmit }: CommentFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  // Set when typing or pasting ran past the limit, so the box can say why the rest is missing.
  const [clipped, setClipped] = useState(false);
  const problem = commentProblem(text);
  const { pending, run } = useSingleSubmit();

  const submit = () =>
    run(async () => {
      if (problem) return;
      try {
        await onSubmit(text.trim(), anonymous);
        setText('');
        setClipped(false);
        setAnonymous(false);
      } catch {
        // The client already showed the server's message; the text stays for another try.
      }
    });

  return (
    <div className={styles.form}>
      <Input.TextArea
        value={text}
        onChange={(event) => {
          const next = clipComment(event.target.value);
          setClipped(next !== event.target.value);
          setText(next);
        }}
        placeholder={t('comments.placeholder', { max: COMMENT_MAX_LENGTH })}
        autoSize={{ minRows: 3, maxRows: 6 }}
        count={{ show: true, max: COMMENT_MAX_LENGTH, strategy: charLength }}
        status={problem === 'tooLong' ? 'error' : undefined}
        data-testid="comment-input"
      />
      {clipped && (
        <p className={styles.limitHint} role="status" data-testid="comment-limit">
          {t('comments.limitReached', { max: COMMENT_MAX_LENGTH })}
        </p>
      )}
      <div className={styles.formActions}>
        <Checkbox
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
          data-testid="comment-anonymous"
        >
          {t('comments.anonymous')}
        </Checkbox>
        <Button
          type="primary"
          disabled={problem !== null || pending}
          loading={pending}
          onClick={submit}
          data-testid="comment-submit"
        >
          {t('comments.submit')}
        </Button>
      </div>
    </div>
  );
}
