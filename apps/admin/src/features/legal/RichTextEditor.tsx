import 'react-quill-new/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import './rich-text.css';

/** What the editor offers; the server's allow-list (modules/statics/service.ts) keeps the same and no more. */
const TOOLBAR = [[{ header: [2, 3, 4, false] }], ['bold', 'italic', 'underline', 'strike'], [{ list: 'ordered' }, { list: 'bullet' }], ['blockquote', 'link'], ['clean']];
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'link'];

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Names the editing area for assistive technology. */
  label: string;
}

/** Quill with the snow theme (spec 3 §2 legal editor). */
export default function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Quill's toolbar leaves its style picker without a name; give it one for screen readers.
    box.current?.querySelectorAll('.ql-header .ql-picker-label').forEach((el) => el.setAttribute('aria-label', 'Text style'));
  }, []);
  return (
    <div className="rich-text" ref={box}>
      <ReactQuill theme="snow" value={value} onChange={onChange} modules={{ toolbar: TOOLBAR }} formats={FORMATS} aria-label={label} />
    </div>
  );
}
