// Counts the hand rules in the parser: regular-expression literals (plus `new RegExp(...)`) and
// numeric literals other than 0 and 1 (thresholds, weights, sizes) in the non-test source files
// of src/lib/menu-parser, using the TypeScript scanner so strings and comments are not counted.
// Usage: node scripts/count-rules.mjs [folder ...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['src/lib/menu-parser'];
const files = folders.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(d, f)),
);
let regexes = 0;
let constants = 0;
for (const file of files) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) regexes += 1;
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'RegExp') regexes += 1;
    if (ts.isNumericLiteral(node) && !['0', '1'].includes(node.text)) constants += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(
  `${folders.join(', ')}: ${files.length} files, ${regexes} regular expressions, ${constants} numeric constants (other than 0 and 1)`,
);
