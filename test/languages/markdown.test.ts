import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';

// Markdown is outlined, not parsed as code: its headings are definitions of kind `heading`, named
// by their text, signed by their line as written; a section's lines run to the next heading of its
// level or above.

// A realistic README: ATX headings of three levels (one with a closing sequence), a setext
// heading, a heading with a colon and `do` in it (kept as written), and lines that look like headings
// but are not: a comment in a code block, a list item's continuation, a heading in a block quote.
const README = `# shop-server

A small **shop** backend: inventory, orders and invoices, with a CLI to run it.

[![CI](https://github.com/example/shop/actions/workflows/ci.yml/badge.svg)](https://github.com/example/shop/actions)

## Install

\`\`\`sh
npm install -g shop-server
# a comment in a code block is not a heading
\`\`\`

## Usage

Run \`shop serve\` and open <http://localhost:8080>.

### Configuration

| key | default | meaning |
| --- | --- | --- |
| \`port\` | \`8080\` | where the server listens |
| \`db\` | \`shop.sqlite\` | the database file |

### Environment variables ###

- \`SHOP_TOKEN\`: the admin token
  # not a heading either (a list item's paragraph continues)

> ## Note
> Quoted headings are left out.

Deployment
----------

See \`docs/deploy.md\`.

## FAQ: what to do when the port is taken?

Pick another one with \`--port\`.

## License

MIT
`;

test('markdown: headings of a README, with the lines of their sections', async () => {
  const tags = await tagsOf('markdown', README);
  assert.deepEqual(defsOf(tags), [
    { name: 'shop-server', kind: 'heading', line: 1, signature: '# shop-server' },
    { name: 'Install', kind: 'heading', line: 7, signature: '## Install' },
    { name: 'Usage', kind: 'heading', line: 14, signature: '## Usage' },
    { name: 'Configuration', kind: 'heading', line: 18, signature: '### Configuration' },
    { name: 'Environment variables', kind: 'heading', line: 25, signature: '### Environment variables ###' },
    { name: 'Deployment', kind: 'heading', line: 33, signature: 'Deployment' },
    {
      name: 'FAQ: what to do when the port is taken?',
      kind: 'heading',
      line: 38,
      signature: '## FAQ: what to do when the port is taken?',
    },
    { name: 'License', kind: 'heading', line: 42, signature: '## License' },
  ]);
  assert.deepEqual(
    defList(tags).map((d) => `${d.line}-${d.endLine}`),
    ['1-45', '7-14', '14-38', '18-25', '25-38', '33-35', '38-42', '42-45'],
  );
  assert.deepEqual(refsOf(tags), []);
  assert.deepEqual(modulesOf(tags), []);
});
