// The rich-text editor of an html section (decision 0106): Tiptap's StarterKit (paragraphs, headings
// h2–h3, bold, italic, underline, strike, lists, quotes, links), limited to what the store front's
// allow-list keeps. Loaded lazily by rich-text-field.tsx, on console pages only. The toolbar is a row
// of toggle buttons (aria-pressed) reached with Tab; the text area is a labelled multi-line textbox.
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { useConsoleText } from "../ui";

export default function RichTextEditor({
  html,
  version,
  labelledBy,
  onChange,
}: {
  html: string;
  /** Changes when the HTML was typed by hand: the editor then takes `html`. */
  version: number;
  labelledBy: string;
  onChange: (html: string) => void;
}) {
  const ct = useConsoleText();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] },
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        dir: "auto",
        class:
          "rich-text min-h-32 rounded-b-md border border-gray-500 bg-white px-3 py-2 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:underline",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  useEffect(() => {
    if (editor && version > 0 && editor.getHTML() !== html) editor.commands.setContent(html, { emitUpdate: false });
    // Only a hand-typed change (version) pushes the HTML into the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, version]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      heading: e?.isActive("heading", { level: 2 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  if (!editor) return <p className="text-sm text-gray-700">{ct("stores.rich.loading")}</p>;
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: "bold", run: () => chain().toggleBold().run() },
    { key: "italic", run: () => chain().toggleItalic().run() },
    { key: "heading", run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "bulletList", run: () => chain().toggleBulletList().run() },
    { key: "orderedList", run: () => chain().toggleOrderedList().run() },
    {
      key: "link",
      run: () => {
        const current = (editor.getAttributes("link").href as string | undefined) ?? "";
        const href = window.prompt(ct("stores.rich.linkPrompt"), current);
        if (href === null) return;
        if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
        else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
      },
    },
  ] as const;
  return (
    <div>
      <div
        role="toolbar"
        aria-label={ct("stores.rich.toolbar")}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-gray-500 bg-gray-50 p-1"
      >
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            aria-pressed={active?.[b.key] ?? false}
            onClick={b.run}
            className="rounded border border-gray-500 px-2 py-1 text-sm aria-pressed:bg-gray-900 aria-pressed:text-white"
          >
            {ct(`stores.rich.${b.key}`)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
