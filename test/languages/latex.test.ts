import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// LaTeX is outlined, not parsed as code: sectioning commands are definitions of kind `heading`,
// named by their title, signed by their command; a section's lines run to the next one of its level
// or above.

// A realistic article: preamble commands, sections and subsections, a starred section, a short
// title in brackets, a title with a command in it, a run-in \\paragraph, a commented-out section.
const PAPER = `\\documentclass{article}
\\usepackage{amsmath}
\\title{Ranking code for review}
\\begin{document}
\\maketitle

\\section{Introduction}
Reviewers read a change with its context.

\\subsection{Related work}
\\label{sec:related}
Repository maps rank definitions.

\\section*{Method}
% \\section{commented out}
\\subsection[Graph]{The \\emph{file} graph}
Files are nodes.

\\paragraph{Personalization.} The diff decides.

\\section{Results}
\\end{document}
`;

test('latex: sections, starred sections, short titles and run-in paragraphs', async () => {
  const tags = await tagsOf('latex', PAPER);
  assert.deepEqual(defsOf(tags), [
    { name: 'Introduction', kind: 'heading', line: 7, signature: '\\section{Introduction}' },
    { name: 'Related work', kind: 'heading', line: 10, signature: '\\subsection{Related work}' },
    { name: 'Method', kind: 'heading', line: 14, signature: '\\section*{Method}' },
    {
      name: 'The \\emph{file} graph',
      kind: 'heading',
      line: 16,
      signature: '\\subsection[Graph]{The \\emph{file} graph}',
    },
    { name: 'Personalization.', kind: 'heading', line: 19, signature: '\\paragraph{Personalization.}' },
    { name: 'Results', kind: 'heading', line: 21, signature: '\\section{Results}' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['7-12', '10-12', '14-19', '16-19', '19-19', '21-21'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});
