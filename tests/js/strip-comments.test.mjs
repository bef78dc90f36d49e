// The site's modules are served without their comments (scripts/strip-comments.mjs):
// the code as it was, each line where it was, a command's #! line kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stripComments } from '../../scripts/strip-comments.mjs';

test('comments go; strings, templates and regular expressions that look like them stay, and so do the lines', () => {
  const source = [
    '#!/usr/bin/env node',
    '// a note',
    "const url = 'https://example.org/*x*/'; /* gone */ const re = /\\/\\/not/;",
    'const t = `// kept ${1 /* gone too */}`;',
    '/**',
    ' * across lines',
    ' */',
    'export const a = 1/**/+2;',
  ].join('\n');
  const out = stripComments(source);
  assert.equal(out.split('\n').length, source.split('\n').length);
  assert.equal(out.split('\n')[0], '#!/usr/bin/env node');
  assert.doesNotMatch(out, /a note|gone|across lines/);
  assert.match(out, /'https:\/\/example\.org\/\*x\*\/'/);
  assert.match(out, /\/\\\/\\\/not\//);
  assert.match(out, /`\/\/ kept \$\{1  \}`/);
  assert.match(out, /export const a = 1 \+2;/);
});
