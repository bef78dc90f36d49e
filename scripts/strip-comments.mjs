// node scripts/strip-comments.mjs DIR FILE...: the comments of our modules in DIR
// taken out, as the site serves them. The comments are for people reading the
// source (web/); the page's first load paid 23 KB gzipped for them. The code
// stays as it is, every line where it was (a comment across lines leaves its line
// breaks): a stack trace's line numbers are the source's. Third-party files
// (lz-string, pako) are not given here, and keep their licence notices.
//
// acorn finds the comments (never inside a string, template or regular
// expression); it is Debian's node-acorn, which the build's emcc needs already.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { parse } = createRequire(import.meta.url)('acorn');  // NODE_PATH: /usr/share/nodejs

export function stripComments(source) {
  const comments = [];
  parse(source, {
    ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true,
    // A command's #! line (acorn reports it as a comment) stays: it runs the file.
    onComment: (block, text, start, end) => { if (!(start === 0 && source.startsWith('#!'))) comments.push([start, end]); },
  });
  let out = '', at = 0;
  for (const [start, end] of comments) {
    out += source.slice(at, start);
    const gone = source.slice(start, end);
    // A comment on one line leaves a space (a/**/b stays two tokens); across lines, its line breaks.
    out += gone.includes('\n') ? gone.replace(/[^\n]/g, '') : ' ';
    at = end;
  }
  return out + source.slice(at);
}

function main() {
  const [dir, ...files] = process.argv.slice(2);
  if (!dir || !files.length) {
    console.error('usage: node scripts/strip-comments.mjs DIR FILE...');
    process.exit(2);
  }
  let before = 0, after = 0;
  for (const file of files) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    let stripped;
    try {
      stripped = stripComments(source);
    } catch (err) {
      throw new Error(`strip-comments: ${file} does not parse (${err.message})`);
    }
    writeFileSync(path, stripped);
    before += source.length;
    after += stripped.length;
  }
  console.log(`strip-comments: ${files.length} modules, ${before} -> ${after} characters`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
