// Make docs/comment.png: the sticky comment the action posts for a fixture pull request, rendered
// from its markdown as GitHub does (GitHub-flavoured markdown, then an allow-list sanitizer like
// GitHub's: test/helpers/github-render.ts) and photographed with headless Chromium (Debian's
// `chromium` package).
//   node --import tsx scripts/screenshot.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { buildIndex, closeIndex, renderMap } from '../src/core/index';
import { commentBody } from '../src/action/publish/comment';
import { blobLinker, commitUrl } from '../src/action/publish/links';
import { impactRowsOf } from '../src/action/publish/outputs';
import { renderLikeGitHub } from '../test/helpers/github-render';
import { FixtureRepo } from '../test/helpers/repo';

/** The picture's size: 1,000 px wide, as a pull request's conversation column is; tall enough for the comment with its map open. */
const HEIGHT = 900;

async function main(): Promise<void> {
  const repo = new FixtureRepo({
    'src/session.ts': [
      "import { verifyToken } from './tokens';",
      'export interface Session { userId: string; expiresAt: number }',
      'export function openSession(token: string): Session {',
      '  const claims = verifyToken(token);',
      '  return { userId: claims.sub, expiresAt: claims.exp };',
      '}',
      '',
    ].join('\n'),
    'src/tokens.ts':
      'export interface Claims { sub: string; exp: number }\nexport function verifyToken(token: string): Claims {\n  return JSON.parse(token);\n}\n',
    'src/routes/login.ts':
      "import { openSession } from '../session';\nexport function handleLogin(request: { token: string }): string {\n  return openSession(request.token).userId;\n}\n",
    'src/routes/refresh.ts':
      "import { openSession } from '../session';\nexport async function handleRefresh(token: string): Promise<number> {\n  return openSession(token).expiresAt;\n}\n",
    'src/util/format.ts': 'export function formatDuration(ms: number): string {\n  return `${ms} ms`;\n}\n',
    'src/util/index.ts': "export { formatDuration } from './format';\n",
    'test/session.test.ts':
      'import { openSession } from \'../src/session\';\nconst session = openSession(\'{"sub":"u1","exp":9}\', 0);\nconsole.assert(session.userId === \'u1\');\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({
    'src/session.ts': [
      "import { verifyToken, isRevoked } from './tokens';",
      'export interface Session { userId: string; expiresAt: number }',
      'export function openSession(token: string, now = Date.now()): Session {',
      '  const claims = verifyToken(token);',
      "  if (isRevoked(claims) || claims.exp < now) throw new Error('expired session');",
      '  return { userId: claims.sub, expiresAt: claims.exp };',
      '}',
      '',
    ].join('\n'),
    'src/tokens.ts':
      'export interface Claims { sub: string; exp: number }\nexport function verifyToken(token: string): Claims {\n  return JSON.parse(token);\n}\nexport function isRevoked(claims: Claims): boolean {\n  return claims.sub === "";\n}\n',
    'src/util/format.ts':
      'export function formatDuration(ms: number): string {\n  return `${(ms / 1000).toFixed(1)} s`;\n}\n',
  });
  const head = repo.commit('head');
  const index = await buildIndex({ root: repo.root, base: 'main', head: 'feature', cacheDir: false });
  // The comment's map at the default comment-budget (action.yml).
  const map = await renderMap(index, 512);
  const impact = impactRowsOf(index);
  closeIndex(index);
  const server = 'https://github.com';
  const linked = {
    files: map.files,
    tokens: map.tokens,
    budget: map.budget,
    changed: new Set(index.focus.changedFiles),
    impact,
    link: blobLinker(server, 'octo/widgets', head),
    head: { sha: head, url: commitUrl(server, 'octo/widgets', head) },
  };
  const footer =
    '\nThe full map is in the artifact and the job summary of [this workflow run](https://github.com/octo/widgets/actions/runs/4242).';
  const body = commentBody(linked, 'default', footer, undefined, undefined, new Date(Date.UTC(2026, 11, 6, 14, 3)));
  repo.dispose();

  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font: 14px/1.5 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1f2328; background: #fff; margin: 0; padding: 16px; }
    .comment { border: 1px solid #d1d9e0; border-radius: 6px; max-width: 960px; }
    .head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e; }
    .body { padding: 16px; }
    pre { background: #f6f8fa; border-radius: 6px; padding: 16px; font: 12px/1.45 "DejaVu Sans Mono", monospace; overflow: auto; }
    a { color: #0969da; text-decoration: none; } summary { cursor: pointer; }
    table { border-collapse: collapse; margin: 8px 0 16px; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; text-align: left; vertical-align: top; }
    th { font-weight: 600; } code { font: 12px "DejaVu Sans Mono", monospace; background: rgba(129, 139, 152, 0.12); padding: 0.2em 0.4em; border-radius: 6px; }
    pre a { text-decoration: none; }
  </style></head><body><div class="comment"><div class="head"><b>github-actions</b> bot commented</div>
  <div class="body">${toHtml(renderLikeGitHub(body).safe).replace('<details>', '<details open>')}</div></div></body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'repomap-shot-'));
  writeFileSync(join(dir, 'comment.html'), html);
  mkdirSync(join(__dirname, '..', 'docs'), { recursive: true });
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${join(dir, 'profile')}`,
      '--hide-scrollbars',
      '--window-size=1000,' + HEIGHT,
      `--screenshot=${join(__dirname, '..', 'docs', 'comment.png')}`,
      `file://${join(dir, 'comment.html')}`,
    ],
    { stdio: 'ignore' },
  );
  console.log('wrote docs/comment.png');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
