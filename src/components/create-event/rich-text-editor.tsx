'use client'
// The description's rich text editor (issue 20: "rich text through a maintained editor library"): Tiptap
// with the formatting the server keeps (sanitize-description.ts: paragraphs, bold, italic, headings,
// lists, quotes, links). Loaded only when the Description step opens, so the editor's other steps do not
// carry ProseMirror. Pasted text follows spec §5 (control characters out, separators to newlines).
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { normalizeTextInput } from '@/core/shared/text-input'
import type { Catalog } from '@/messages/catalog'
import styles from './event-editor.module.css'

export type RichTextEditorProps = {
  initialHtml: string
  onChange: (html: string, textLength: number) => void
  labelledBy: string
  describedBy: string
  maxLength: number
  /** The toolbar's words in the page's language. */
  texts: Catalog['create']['description']
}

export default function RichTextEditor({ initialHtml, onChange, labelledBy, describedBy, maxLength, texts }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, class: styles.richText ?? '' },
      transformPastedText: (text) => normalizeTextInput(text, { maxLength, multiline: true }),
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText().length),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
    }),
  })
  if (!editor) return <p role="status">{texts.loading}</p>
  const tools = [
    { label: texts.bold, active: state?.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: texts.italic, active: state?.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: texts.heading, active: state?.heading, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: texts.bullets, active: state?.bullets, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: texts.numbers, active: state?.numbers, run: () => editor.chain().focus().toggleOrderedList().run() },
  ]
  return (
    <div className={styles.editorBox}>
      <div role="toolbar" aria-label={texts.toolbar} className={styles.toolbar}>
        {tools.map((tool) => (
          // A pressed mouse button would move focus to the button, and Tiptap hands focus back to the text
          // only on the next frame, so the first letters typed straight after a click were lost: keeping
          // focus in the text makes a click toggle the format where the caret is. Keyboard users still Tab
          // to the buttons.
          <button key={tool.label} type="button" aria-pressed={tool.active ?? false} onMouseDown={(event) => event.preventDefault()} onClick={tool.run}>
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
