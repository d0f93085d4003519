import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../../api/client.ts';
import styles from '../news-editor.module.css';

export interface RichTextEditorProps {
  /** HTML, as the server keeps it (sanitized when saved). */
  value: string;
  onChange: (html: string) => void;
  /** The field's label for assistive technology. */
  label: string;
  testId?: string;
}

/**
 * The notice's text, written in TipTap (ProseMirror): headings, emphasis, lists, links and pictures,
 * the same structure the server's sanitizer keeps. Pictures go up through the notice picture call,
 * which shrinks them for the page before they are placed.
 */
export default function RichTextEditor({ value, onChange, label, testId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, class: styles.prose ?? '' } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div className={styles.richText} data-testid={testId}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, icon: ReactNode, pressed: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(`newsEditor.tools.${key}`)} key={key}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`newsEditor.tools.${key}`)}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('newsEditor.tools.label')}>
      {tool('h2', 'H2', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('h3', 'H3', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {tool('bold', <BoldOutlined />, active.bold, () => chain().toggleBold().run())}
      {tool('italic', <ItalicOutlined />, active.italic, () => chain().toggleItalic().run())}
      {tool('underline', <UnderlineOutlined />, active.underline, () => chain().toggleUnderline().run())}
      {tool('bullets', <UnorderedListOutlined />, active.bullets, () => chain().toggleBulletList().run())}
      {tool('numbers', <OrderedListOutlined />, active.numbers, () => chain().toggleOrderedList().run())}
      <LinkTool editor={editor} />
      <PictureTool editor={editor} />
      {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), !active.canUndo)}
      {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), !active.canRedo)}
    </div>
  );
}

/** A link on the selected words: typed into a small box, removed when the box is emptied. */
function LinkTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(editor.getAttributes('link').href ?? '');
      }}
      trigger="click"
      content={
        <Input.Search
          value={href}
          placeholder="https://"
          enterButton={t('newsEditor.tools.linkApply')}
          onChange={(event) => setHref(event.target.value)}
          onSearch={apply}
          data-testid="rich-text-link-input"
        />
      }
    >
      <Button size="small" type="text" icon={<LinkOutlined />} aria-label={t('newsEditor.tools.link')} />
    </Popover>
  );
}

/** A picture from the computer: shrunk by the server for the page, then placed where the cursor is. */
function PictureTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const place = async (file: File) => {
    setUploading(true);
    try {
      const image = await uploadFile(file, 'newsImageUpload');
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: file.name.replace(/\.[^.]*$/, '') })
        .run();
    } catch {
      // The client has shown the server's reason (not a picture, too large, no room left).
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<PictureOutlined />}
        loading={uploading}
        aria-label={t('newsEditor.tools.picture')}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        data-testid="rich-text-picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void place(file);
        }}
      />
    </>
  );
}
