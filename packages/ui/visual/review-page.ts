/** One story at one width whose picture differs from (or has no) baseline. Image paths are relative to the page. */
export interface ReviewEntry {
  label: string;
  /** The committed baseline that `visual:accept` replaces. */
  baseline: string;
  baselineImage?: string;
  newImage: string;
  /** The new picture's absolute path, for `visual:accept`. */
  newImagePath: string;
  diffImage?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function figure(caption: string, image: string | undefined, missing: string): string {
  const body =
    image === undefined
      ? `<p class="missing">${escapeHtml(missing)}</p>`
      : `<a href="${escapeHtml(image)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(caption)}"></a>`;
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${body}</figure>`;
}

/** A static page (no script, no server): open the file in any browser. */
export function reviewPage(entries: ReviewEntry[]): string {
  const sections = entries
    .map(
      (entry, index) => `<section id="change-${index + 1}">
<h2>${escapeHtml(entry.label)}</h2>
<div class="row">
${figure("Baseline", entry.baselineImage, "No baseline yet: this story is new.")}
${figure("New", entry.newImage, "")}
${figure("Difference (changed pixels in red)", entry.diffImage, "Nothing to compare.")}
</div>
</section>`,
    )
    .join("\n");
  const contents = entries
    .map((entry, index) => `<li><a href="#change-${index + 1}">${escapeHtml(entry.label)}</a></li>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${entries.length} change(s)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #0b1b34; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 1 1 0; min-width: 16rem; }
figcaption { font-weight: 600; margin-bottom: 0.5rem; }
img { max-width: 100%; border: 1px solid #dbe2ec; background: repeating-conic-gradient(#f1f5f9 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
section { border-top: 1px solid #dbe2ec; padding-top: 1rem; margin-top: 1.5rem; }
.missing { color: #475569; }
</style>
</head>
<body>
<h1>Visual review: ${entries.length} change(s)</h1>
<p>Each story below looks different from its committed baseline. If every change is intended, accept them all with
<code>pnpm --filter @innovatehub/ui visual:accept</code> and commit the baselines; otherwise fix the code and run
<code>pnpm --filter @innovatehub/ui visual</code> again.</p>
<ol>
${contents}
</ol>
${sections}
</body>
</html>
`;
}
