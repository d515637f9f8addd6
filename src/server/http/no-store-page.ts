// The page an unknown host gets: a real, accessible page with HTTP 404, not a crash.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function renderNoStorePage(domain: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>No store at this address</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6f8;color:#1b1b1b;display:grid;place-items:center;min-height:100vh}
main{max-width:32rem;padding:2.5rem;margin:1rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}
h1{font-size:1.6rem;margin:0 0 .75rem}p{line-height:1.6;margin:.5rem 0}code{background:#eef0f3;padding:.1rem .35rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>No store at this address</h1>
<p>There is no store at <code>${escapeHtml(domain || "this address")}</code>.</p>
<p>Check the address you typed, or contact the organisation that sent you the link.</p>
</main>
</body>
</html>`;
}
