// Shared by the console's print pages (issue 46: packing slip, bag labels, pick-up list): the print
// style (the console's header, navigation and buttons are not printed) and the "Print" button.
// Logical properties only, so the pages read right to left in Arabic.
import { useConsoleText } from "./ui";

export const PRINT_STYLE = `@media print {
  header, nav, footer, .no-print { display: none !important; }
  body { font-size: 11pt; color: #000; background: #fff; }
  a { color: inherit; text-decoration: none; }
  table { page-break-inside: auto; border-collapse: collapse; }
  tr, .print-keep { page-break-inside: avoid; break-inside: avoid; }
  .print-page { page-break-after: always; break-after: page; }
  .print-page:last-child { page-break-after: auto; break-after: auto; }
}`;

export function PrintBar({ back }: { back: { to: string; text: string } }) {
  const ct = useConsoleText();
  return (
    <>
      <style>{PRINT_STYLE}</style>
      <p className="no-print mb-3 flex flex-wrap gap-4 text-sm">
        <a href={back.to} className="underline">
          {back.text}
        </a>
        <button type="button" className="underline" onClick={() => window.print()}>
          {ct("sheet.print")}
        </button>
      </p>
    </>
  );
}
